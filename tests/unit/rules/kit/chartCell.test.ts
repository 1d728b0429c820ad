import { describe, expect, it } from 'vitest';
import { chartCell, readChartCell } from '../../../../src/rules/kit';

describe('a typed chart cell', () => {
  it('reads numbers, halves, signed numbers and commas', () => {
    expect(['2', '½', '1½', '+1', '-1', '1,5'].map((t) => readChartCell(t))).toEqual([2, 0.5, 1.5, 1, -1, 1.5].map((value) => ({ kind: 'number', value })));
  });

  it('reads column shifts with left in the defender\'s favour', () => {
    expect([readChartCell('1L'), readChartCell('R2'), readChartCell('2 l')]).toEqual([{ kind: 'number', value: -1 }, { kind: 'number', value: 2 }, { kind: 'number', value: -2 }]);
  });

  it('reads a dash or X as prohibited and anything else as not typed in', () => {
    expect([readChartCell('—'), readChartCell('X'), readChartCell(''), readChartCell('abc'), readChartCell(null)].map((c) => c.kind)).toEqual(['prohibited', 'prohibited', 'missing', 'missing', 'missing']);
  });

  it('finds a cell by row and column name, and reads no chart as missing', () => {
    const chart = { columns: ['Movement', 'Combat'], rows: ['Open', 'Rough'], cells: [['1', '0'], ['2', '1L']] };
    expect(chartCell(chart, 'Rough', 'Combat')).toEqual({ kind: 'number', value: -1 });
    expect(chartCell(undefined, 'Rough', 'Combat')).toEqual({ kind: 'missing' });
  });
});
