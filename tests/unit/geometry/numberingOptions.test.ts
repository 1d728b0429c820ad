import { describe, expect, it } from 'vitest';
import { cellLabel, parseCellLabel } from '../../../src/geometry/numbering';
import { standardNumbering, type GridNumbering, type HexGrid } from '../../../src/model/grid';
import { flatHexGrid } from '../support/grids';

const grid = (numbering: Partial<GridNumbering>, columns = 60, rows = 40): HexGrid => ({ ...flatHexGrid(columns, rows), numbering: { ...standardNumbering, ...numbering } });
const c = (col: number, row: number) => ({ col, row });

describe('numbering that real games print', () => {
  it('spells letters past Z as AA, BB, CC (VASSAL and ASL) or as AA, AB, AC', () => {
    const doubled = grid({ rowStyle: 'alpha', first: 'row', rowDigits: 1, lettersPastZ: 'doubled' });
    const sequence = grid({ rowStyle: 'alpha', first: 'row', rowDigits: 1 });
    expect([25, 26, 27, 51, 52].map((r) => cellLabel(doubled, c(0, r)))).toEqual(['Z01', 'AA01', 'BB01', 'ZZ01', 'AAA01']);
    expect([25, 26, 27].map((r) => cellLabel(sequence, c(0, r)))).toEqual(['Z01', 'AA01', 'AB01']);
    expect(parseCellLabel(doubled, 'bb01')).toEqual(c(0, 27));
    expect(parseCellLabel(doubled, 'AB01')).toBeNull();
  });

  it('prints text around the label and reads it with or without that text', () => {
    const g = grid({ prefix: 'Hex ', suffix: '' });
    expect(cellLabel(g, c(26, 17))).toBe('Hex 2718');
    expect(parseCellLabel(g, 'Hex 2718')).toEqual(c(26, 17));
    expect(parseCellLabel(g, 'hex 2718')).toEqual(c(26, 17));
    expect(parseCellLabel(g, '2718')).toEqual(c(26, 17));
  });

  it('pads to five digits', () => {
    const g = grid({ columnDigits: 5, rowDigits: 5, separator: '.' });
    expect(cellLabel(g, c(2, 3))).toBe('00003.00004');
    expect(parseCellLabel(g, '00003.00004')).toEqual(c(2, 3));
  });

  const options: Partial<GridNumbering>[] = [];
  for (const first of ['column', 'row'] as const)
    for (const columnStyle of ['numeric', 'alpha'] as const)
      for (const rowStyle of ['numeric', 'alpha'] as const)
        for (const lettersPastZ of ['sequence', 'doubled'] as const)
          for (const columnDescending of [false, true])
            for (const rowDescending of [false, true])
              for (const [separator, prefix, suffix] of [['', '', ''], ['.', 'Hex ', ''], ['-', '[', ']']])
                // Letters next to letters with nothing between cannot be told apart (A|AA or AA|A): no game prints that.
                if (!(columnStyle === 'alpha' && rowStyle === 'alpha' && separator === ''))
                  options.push({ first, columnStyle, rowStyle, lettersPastZ, columnDescending, rowDescending, separator, prefix, suffix, columnDigits: columnStyle === 'numeric' ? 2 : 1, rowDigits: rowStyle === 'numeric' ? 3 : 1 });

  // Split by the order and styles of the parts, so each test stays quick.
  const groups = new Map<string, Partial<GridNumbering>[]>();
  for (const o of options) {
    const key = `${o.first} first, columns as ${o.columnStyle}, rows as ${o.rowStyle}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  for (const [key, group] of groups) {
    it(`gives every cell its own label and reads each back (${key}, ${group.length} variants)`, () => {
      for (const o of group) {
        const g = grid(o, 30, 30);
        const seen = new Set<string>();
        for (let col = 0; col < g.columns; col++) {
          for (let row = 0; row < g.rows; row++) {
            const label = cellLabel(g, c(col, row));
            expect(seen.has(label), `${label} twice with ${JSON.stringify(o)}`).toBe(false);
            seen.add(label);
            expect(parseCellLabel(g, label), `${label} with ${JSON.stringify(o)}`).toEqual(c(col, row));
          }
        }
      }
    });
  }
});
