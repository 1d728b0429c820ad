/** A Terrain Effects Table declared once: its spec, its cells read by one lookup, its sums and the rows still to type. */
import { describe, expect, it } from 'vitest';
import { chartCellCodes, defineTec, validateTable, type TableData } from '../../../../src/rules/kit';
import type { RulesView } from '../../../../src/rules/types';

const tec = defineTec({
  rule: '9.1', rows: ['Clear', 'Forest', 'Town', 'Lake'], columns: ['Movement', 'Combat'],
  meanings: { number: 'MP to enter', shift: 'the defender’s shift' }, notes: 'an invented chart',
});
const typed: TableData = { columns: ['Movement', 'Combat'], rows: ['Clear', 'Forest', 'Town', 'Lake'], cells: [['1', '0'], ['2', '1L'], ['½', ''], ['—', '—']] };
const viewWith = (tables: Record<string, TableData>) => ({ tables }) as unknown as RulesView;

describe('a declared Terrain Effects Table', () => {
  it('is a named-row table under the id tec, its shape fixed as declared, for the players to type in', () => {
    expect(tec.spec).toMatchObject({ id: 'tec', name: 'Terrain Effects Table', rule: '9.1', rowKind: 'named', columnKind: 'named', editableShape: false, notes: 'an invented chart' });
    expect(tec.spec.shape).toEqual({ columns: ['Movement', 'Combat'], rows: ['Clear', 'Forest', 'Town', 'Lake'] });
    expect(tec.spec.data).toBeUndefined();
  });

  it('accepts the cells a chart prints — numbers, halves, shifts, prohibited — and refuses anything else', () => {
    expect(validateTable(tec.spec, typed)).toEqual([]);
    expect(validateTable(tec.spec, { ...typed, cells: [['1', 'banana'], ...typed.cells.slice(1)] }).length).toBeGreaterThan(0);
    expect(chartCellCodes({ number: 'n', shift: 's' }).map((c) => c.meaning)).toEqual(['n', 's', 'prohibited']);
  });

  it('reads a cell as a number, a shift, prohibited, or missing when not typed', () => {
    expect(tec.cell(typed, 'Forest', 'Movement')).toEqual({ kind: 'number', value: 2 });
    expect(tec.cell(typed, 'Forest', 'Combat')).toEqual({ kind: 'number', value: -1 });
    expect(tec.cell(typed, 'Lake', 'Movement')).toEqual({ kind: 'prohibited' });
    expect(tec.cell(typed, 'Town', 'Combat')).toEqual({ kind: 'missing' });
    expect(tec.cell(undefined, 'Clear', 'Movement')).toEqual({ kind: 'missing' });
  });

  it('reads the typed TEC of a view, and nothing when the players typed none', () => {
    expect(tec.read(viewWith({ tec: typed }), 'Town', 'Movement')).toEqual({ kind: 'number', value: 0.5 });
    expect(tec.typed(viewWith({}))).toBeUndefined();
    expect(tec.read(viewWith({}), 'Clear', 'Movement')).toEqual({ kind: 'missing' });
  });

  it('adds a column over rows, takes the highest, and lets prohibited win over missing and missing over numbers', () => {
    expect(tec.sum(typed, ['Clear', 'Forest'], 'Movement')).toEqual({ kind: 'number', value: 3, rows: ['Clear', 'Forest'] });
    expect(tec.highest(typed, ['Clear', 'Forest', 'Town'], 'Movement')).toEqual({ kind: 'number', value: 2, rows: ['Clear', 'Forest', 'Town'] });
    expect(tec.sum(typed, ['Town', 'Forest'], 'Combat')).toEqual({ kind: 'missing', rows: ['Town'] });
    expect(tec.sum(typed, ['Town', 'Lake'], 'Combat')).toEqual({ kind: 'prohibited', rows: ['Lake'] });
  });

  it('lists the rows with a cell still to type, in the chart’s order', () => {
    expect(tec.untypedRows(typed)).toEqual(['Town']);
    expect(tec.untypedRows(undefined)).toEqual(['Clear', 'Forest', 'Town', 'Lake']);
  });
});
