import { describe, expect, it } from 'vitest';
import { emptyTable, isComplete, lookup, parseRowLabel, rowIndexFor, validateTable, type TableData, type TableSpec } from '../../../../src/rules/kit';

const crt: TableSpec = {
  id: 'crt',
  name: 'Combat Results Table',
  rule: '11.7',
  die: '1d6',
  columnKind: 'odds',
  shape: { columns: ['1:1', '2:1', '3:1'], rows: ['≤1', '2', '3-4', '5', '6+'] },
  codes: [
    { pattern: String.raw`\d+/\d+`, example: '3/1', meaning: 'attacker loses 3 steps, defender 1' },
    { pattern: 'E', example: 'E', meaning: 'defender eliminated' },
  ],
};

const filled: TableData = {
  columns: ['1:1', '2:1', '3:1'],
  rows: ['≤1', '2', '3-4', '5', '6+'],
  cells: [
    ['2/0', '2/1', '1/1'],
    ['1/0', '1/1', '1/2'],
    ['1/1', '0/1', '0/2'],
    ['0/1', '0/2', 'E'],
    ['0/2', '', 'E'],
  ],
};

describe('parseRowLabel', () => {
  it('reads single rolls, negative ones included', () => {
    expect(parseRowLabel('3')).toEqual({ min: 3, max: 3 });
    expect(parseRowLabel('-1')).toEqual({ min: -1, max: -1 });
    expect(parseRowLabel('−1')).toEqual({ min: -1, max: -1 });
  });

  it('reads "or less" rows however they are printed', () => {
    for (const label of ['≤0', '<=0', '0-', '0 or less', ' ≤ 0 ']) expect(parseRowLabel(label)).toEqual({ min: -Infinity, max: 0 });
    expect(parseRowLabel('-1-')).toEqual({ min: -Infinity, max: -1 });
  });

  it('reads "or more" rows however they are printed', () => {
    for (const label of ['7+', '≥7', '>=7', '7 or more']) expect(parseRowLabel(label)).toEqual({ min: 7, max: Infinity });
  });

  it('reads ranges with a hyphen or an en dash', () => {
    expect(parseRowLabel('3-4')).toEqual({ min: 3, max: 4 });
    expect(parseRowLabel('3–4')).toEqual({ min: 3, max: 4 });
    expect(parseRowLabel('-2--1')).toEqual({ min: -2, max: -1 });
  });

  it('rejects junk and backwards ranges', () => {
    for (const junk of ['', 'x', '1.5', '4-3', '3-4-5', '+', '≤', '7++', '3 4']) expect(parseRowLabel(junk)).toBeNull();
  });
});

describe('rowIndexFor', () => {
  it('finds the row whose range holds the roll', () => {
    expect(rowIndexFor(filled, 4)).toEqual({ index: 2, clamped: false });
    expect(rowIndexFor(filled, -3)).toEqual({ index: 0, clamped: false });
    expect(rowIndexFor(filled, 9)).toEqual({ index: 4, clamped: false });
  });

  it('reads rolls past the ends of closed rows on the end rows, clamped', () => {
    const closed: TableData = { columns: ['A'], rows: ['1', '2', '3'], cells: [['a'], ['b'], ['c']] };
    expect(rowIndexFor(closed, 0)).toEqual({ index: 0, clamped: true });
    expect(rowIndexFor(closed, 5)).toEqual({ index: 2, clamped: true });
  });

  it('reads the lowest and highest rows by their numbers, when the chart prints them downwards', () => {
    const downwards: TableData = { columns: ['A'], rows: ['6', '5', '4'], cells: [['a'], ['b'], ['c']] };
    expect(rowIndexFor(downwards, 1)).toEqual({ index: 2, clamped: true });
    expect(rowIndexFor(downwards, 8)).toEqual({ index: 0, clamped: true });
  });

  it('finds no row for a roll in a gap, or on a table with no readable rows', () => {
    expect(rowIndexFor({ columns: ['A'], rows: ['1', '3'], cells: [['a'], ['b']] }, 2)).toBeNull();
    expect(rowIndexFor({ columns: ['A'], rows: ['x'], cells: [['a']] }, 2)).toBeNull();
  });
});

describe('lookup', () => {
  it('reads a roll in a column named by label', () => {
    expect(lookup(filled, '3:1', 5)).toEqual({ cell: 'E', row: '5', column: '3:1', clamped: false });
  });

  it('reads a roll in a column given by index', () => {
    expect(lookup(filled, 1, 3)).toEqual({ cell: '0/1', row: '3-4', column: '2:1', clamped: false });
  });

  it('says a cell not typed in yet is empty', () => {
    expect(lookup(filled, '2:1', 6)).toEqual({ cell: null, row: '6+', column: '2:1', clamped: false });
  });

  it('passes on that the roll was clamped', () => {
    const closed: TableData = { columns: ['A'], rows: ['1', '2'], cells: [['a'], ['b']] };
    expect(lookup(closed, 'A', 7)).toEqual({ cell: 'b', row: '2', column: 'A', clamped: true });
  });

  it('finds nothing in a column the table does not have', () => {
    expect(lookup(filled, '4:1', 3)).toBeNull();
    expect(lookup(filled, 3, 3)).toBeNull();
    expect(lookup(filled, -1, 3)).toBeNull();
  });
});

describe('validateTable', () => {
  it('finds nothing wrong with a good table, even with cells still empty', () => {
    expect(validateTable(crt, filled)).toEqual([]);
  });

  it('points at a cell that is not a result code, with examples', () => {
    const data = { ...filled, cells: filled.cells.map((r) => [...r]) };
    data.cells[2][1] = 'x/1';
    expect(validateTable(crt, data)).toEqual([{ row: 2, column: 1, message: "row 3-4, column 2:1: 'x/1' is not a result; use like 3/1 or E" }]);
  });

  it('matches a code against the whole cell, not part of it', () => {
    const data = { ...filled, cells: filled.cells.map((r) => [...r]) };
    data.cells[0][0] = 'EE';
    expect(validateTable(crt, data).map((p) => p.column)).toEqual([0]);
  });

  it('finds row labels that do not read, appear twice or overlap', () => {
    const spec = { ...crt, editableShape: true };
    const rows = ['1', 'one', '1', '2-3', '3'];
    const data: TableData = { columns: ['1:1'], rows, cells: rows.map(() => ['']) };
    expect(validateTable(spec, data)).toEqual([
      { row: 1, message: "row 2: 'one' is not a roll; use like 3, 3-4, ≤0 or 7+" },
      { row: 2, message: 'row 1 appears twice' },
      { row: 4, message: 'row 3 overlaps row 2-3: a roll must read on one row only' },
    ]);
  });

  it('finds column headings that do not read for the kind of table', () => {
    const spec = { ...crt, editableShape: true };
    const data: TableData = { columns: ['1:1', '+2', '1:1'], rows: ['1'], cells: [['', '', '']] };
    expect(validateTable(spec, data)).toEqual([
      { column: 1, message: "column 2: '+2' is not a column heading; use like 3:1 or 1:2" },
      { column: 2, message: 'column 1:1 appears twice' },
    ]);
    expect(validateTable({ ...spec, columnKind: 'differential' }, { ...data, columns: ['-1', '0', '+1'] })).toEqual([]);
    expect(validateTable({ ...spec, columnKind: 'named' }, { ...data, columns: ['Assault', ' ', 'Other'] })[0].column).toBe(1);
  });

  it('finds ragged rows', () => {
    const data: TableData = { ...filled, cells: [...filled.cells.slice(0, 4), ['0/2', 'E']] };
    expect(validateTable(crt, data)).toEqual([{ row: 4, message: 'row 6+ has 2 cells for 3 columns' }]);
    const short: TableData = { ...filled, cells: filled.cells.slice(0, 4) };
    expect(validateTable(crt, short)).toEqual([{ message: 'the table has 4 rows of cells for 5 row labels' }]);
  });

  it('finds a shape other than the chart\'s when the shape may not be changed', () => {
    const data: TableData = { ...filled, columns: ['1:1', '2:1', '4:1'] };
    expect(validateTable(crt, data)).toEqual([{ message: 'the columns should be 1:1, 2:1, 3:1 as on the chart' }]);
    expect(validateTable({ ...crt, editableShape: true }, data)).toEqual([]);
  });

  it('finds a result code pattern that is not a pattern', () => {
    const spec = { ...crt, codes: [...crt.codes, { pattern: '(', example: '?', meaning: 'broken' }] };
    expect(validateTable(spec, filled)).toEqual([{ message: "result code ?: '(' is not a valid pattern" }]);
  });
});

describe('emptyTable and isComplete', () => {
  it('start from the chart\'s shape with every cell empty', () => {
    const table = emptyTable(crt);
    expect(table.columns).toEqual(crt.shape.columns);
    expect(table.rows).toEqual(crt.shape.rows);
    expect(table.cells).toEqual(crt.shape.rows.map(() => ['', '', '']));
    expect(isComplete(table)).toBe(false);
  });

  it('start from a copy of the shipped numbers when the rules print them', () => {
    const spec = { ...crt, data: filled };
    const table = emptyTable(spec);
    expect(table).toEqual(filled);
    table.cells[0][0] = 'E';
    expect(filled.cells[0][0]).toBe('2/0');
  });

  it('call a table complete only when every cell is typed in', () => {
    expect(isComplete(filled)).toBe(false);
    const full = { ...filled, cells: filled.cells.map((r) => r.map((c) => c || 'E')) };
    expect(isComplete(full)).toBe(true);
    expect(isComplete({ ...full, cells: full.cells.slice(1) })).toBe(false);
  });
});
