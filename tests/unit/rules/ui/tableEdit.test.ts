import { describe, expect, it } from 'vitest';
import type { TableData, TableSpec } from '../../../../src/rules/kit/types';
import { emptyTable } from '../../../../src/rules/kit/tables';
import {
  addColumn,
  addRow,
  isBlock,
  moveFrom,
  parseBlock,
  pasteBlock,
  problemsByPosition,
  removeColumn,
  removeRow,
  setAt,
  startingTable,
  tableStatus,
  textAt,
} from '../../../../src/ui/rules/tableEdit';

const table = (): TableData => ({
  columns: ['1:1', '2:1', '3:1'],
  rows: ['1', '2'],
  cells: [
    ['', '', ''],
    ['', '', ''],
  ],
});

const spec: TableSpec = {
  id: 'crt',
  name: 'Combat Results Table',
  rule: '11.7',
  die: '1d6',
  columnKind: 'odds',
  shape: { columns: ['1:1', '2:1'], rows: ['1', '2'] },
  codes: [{ pattern: '\\d+/\\d+', example: '1/0', meaning: 'losses' }],
};

describe('reading a block copied from a spreadsheet', () => {
  it('splits tab separated rows and cells, trimming each', () => {
    expect(parseBlock('1/0\t 2/0\n0/1\t1/1\n')).toEqual([
      ['1/0', '2/0'],
      ['0/1', '1/1'],
    ]);
  });

  it('reads comma separated text when there are no tabs, with quoted cells holding commas', () => {
    expect(parseBlock('"A, B",C\r\nD,"say ""hi"""')).toEqual([
      ['A, B', 'C'],
      ['D', 'say "hi"'],
    ]);
  });

  it('keeps empty cells so the block stays aligned', () => {
    expect(parseBlock('1\t\t3')).toEqual([['1', '', '3']]);
  });

  it('keeps empty rows in the middle and rows starting with # as data, dropping trailing empty rows', () => {
    expect(parseBlock('1\t2\n\n#3\t4\n\n')).toEqual([['1', '2'], [''], ['#3', '4']]);
  });

  it('reads nothing from a block whose quoting is broken, and says where', () => {
    const errors: { line: number; message: string }[] = [];
    expect(parseBlock('a,b\n"c"d,e', errors)).toEqual([]);
    expect(errors.map((e) => e.line)).toEqual([2]);
  });

  it('tells a block from a single value', () => {
    expect(isBlock('3/1')).toBe(false);
    expect(isBlock('3/1\n')).toBe(false);
    expect(isBlock('3/1\t2/1')).toBe(true);
    expect(isBlock('a\nb')).toBe(true);
  });
});

describe('pasting a block into the grid', () => {
  it('fills cells from the cell pasted into', () => {
    const { data, left } = pasteBlock(table(), { row: 0, column: 1 }, [['a', 'b'], ['c', 'd']], false);
    expect(data.cells).toEqual([
      ['', 'a', 'b'],
      ['', 'c', 'd'],
    ]);
    expect(left).toBe(0);
  });

  it('leaves out and counts what falls outside a fixed chart', () => {
    const { data, left } = pasteBlock(table(), { row: 1, column: 2 }, [['a', 'b'], ['c', 'd']], false);
    expect(data.cells[1][2]).toBe('a');
    expect(left).toBe(3);
    expect(data.columns).toHaveLength(3);
  });

  it('grows a chart whose shape may change, with empty headings to fill in', () => {
    const { data, left } = pasteBlock(table(), { row: 1, column: 2 }, [['a', 'b'], ['c', 'd']], true);
    expect(left).toBe(0);
    expect(data.columns).toEqual(['1:1', '2:1', '3:1', '']);
    expect(data.rows).toEqual(['1', '2', '']);
    expect(data.cells[2]).toEqual(['', '', 'c', 'd']);
  });

  it('fills headings and row labels when pasted into a heading of an editable chart', () => {
    const { data } = pasteBlock(table(), { row: -1, column: 0 }, [['1:2', '1:1'], ['x', 'y']], true);
    expect(data.columns.slice(0, 2)).toEqual(['1:2', '1:1']);
    expect(data.cells[0].slice(0, 2)).toEqual(['x', 'y']);
    const labels = pasteBlock(table(), { row: 0, column: -1 }, [['≤0', 'A'], ['7+', 'B']], true).data;
    expect(labels.rows).toEqual(['≤0', '7+']);
    expect(labels.cells.map((r) => r[0])).toEqual(['A', 'B']);
  });

  it('never changes the table it started from', () => {
    const before = table();
    pasteBlock(before, { row: 0, column: 0 }, [['a']], false);
    expect(before).toEqual(table());
  });
});

describe('changing the chart’s shape', () => {
  it('adds and removes columns with their cells', () => {
    const wider = addColumn(table(), 3, '4:1');
    expect(wider.columns).toEqual(['1:1', '2:1', '3:1', '4:1']);
    expect(wider.cells.every((r) => r.length === 4)).toBe(true);
    expect(removeColumn(setAt(wider, { row: 0, column: 1 }, 'x'), 1).cells[0]).toEqual(['', '', '']);
  });

  it('adds and removes rows with their cells', () => {
    const taller = addRow(table(), 0, '0');
    expect(taller.rows).toEqual(['0', '1', '2']);
    expect(taller.cells[0]).toEqual(['', '', '']);
    expect(removeRow(taller, 2).rows).toEqual(['0', '1']);
  });

  it('sets and reads a cell, a heading and a row label', () => {
    let data = setAt(table(), { row: 1, column: 2 }, '3/1');
    data = setAt(data, { row: -1, column: 0 }, '1:2');
    data = setAt(data, { row: 0, column: -1 }, '≤1');
    expect([textAt(data, { row: 1, column: 2 }), textAt(data, { row: -1, column: 0 }), textAt(data, { row: 0, column: -1 })]).toEqual(['3/1', '1:2', '≤1']);
  });
});

describe('moving between cells with the keyboard', () => {
  it('moves within the cells and stops at the edges of a fixed chart', () => {
    expect(moveFrom(table(), { row: 0, column: 0 }, 'down', false)).toEqual({ row: 1, column: 0 });
    expect(moveFrom(table(), { row: 1, column: 0 }, 'down', false)).toBeNull();
    expect(moveFrom(table(), { row: 0, column: 0 }, 'up', false)).toBeNull();
    expect(moveFrom(table(), { row: 0, column: 2 }, 'right', false)).toBeNull();
  });

  it('reaches the headings and row labels of an editable chart, but not the corner', () => {
    expect(moveFrom(table(), { row: 0, column: 0 }, 'up', true)).toEqual({ row: -1, column: 0 });
    expect(moveFrom(table(), { row: 0, column: 0 }, 'left', true)).toEqual({ row: 0, column: -1 });
    expect(moveFrom(table(), { row: -1, column: 0 }, 'left', true)).toBeNull();
  });
});

describe('the editor’s problems and the panel’s badges', () => {
  it('places each problem on its cell, row label or heading', () => {
    const at = problemsByPosition([
      { row: 1, column: 2, message: 'bad cell' },
      { row: 0, message: 'bad row' },
      { column: 1, message: 'bad heading' },
      { message: 'whole table' },
      { row: 1, column: 2, message: 'also bad' },
    ]);
    expect([...at]).toEqual([
      ['1:2', 'bad cell; also bad'],
      ['0:-1', 'bad row'],
      ['-1:1', 'bad heading'],
    ]);
  });

  it('says a table the rules do not print needs the players’ numbers until every cell is typed', () => {
    expect(tableStatus(spec, {})).toEqual({ typed: false, sample: false, needsNumbers: true });
    const half = { ...emptyTable(spec), cells: [['1/0', ''], ['0/1', '1/1']] };
    expect(tableStatus(spec, { crt: half }).needsNumbers).toBe(true);
    const full = { ...half, cells: [['1/0', '2/0'], ['0/1', '1/1']] };
    expect(tableStatus(spec, { crt: full })).toEqual({ typed: true, sample: false, needsNumbers: false });
  });

  it('marks a sample table, shipped or typed in', () => {
    const shipped: TableSpec = { ...spec, data: { ...emptyTable(spec), sample: true } };
    expect(tableStatus(shipped, {})).toEqual({ typed: false, sample: true, needsNumbers: false });
  });

  it('opens the editor on the typed-in table, else the ruleset’s', () => {
    const typed = { ...emptyTable(spec), cells: [['1/0', ''], ['', '']] };
    expect(startingTable(spec, { crt: typed }, emptyTable)).toEqual(typed);
    expect(startingTable(spec, {}, emptyTable)).toEqual(emptyTable(spec));
  });
});
