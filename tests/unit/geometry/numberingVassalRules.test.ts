import { describe, expect, it } from 'vitest';
import { cellAt, cellCentre, snapPoint } from '../../../src/geometry/hexGrid';
import { cellLabel, parseCellLabel } from '../../../src/geometry/numbering';
import { standardNumbering, type GridNumbering, type HexGrid, type SquareGrid } from '../../../src/model/grid';
import { checkGrid, problemsOf } from '../../../src/model/validate';
import { flatHexGrid } from '../support/grids';

const grid = (numbering: Partial<GridNumbering>, columns = 10, rows = 8): HexGrid => ({ ...flatHexGrid(columns, rows), numbering: { ...standardNumbering, ...numbering } });
const c = (col: number, row: number) => ({ col, row });

describe("VASSAL's numbering rules, as optional fields", () => {
  it('stagger by shifted lines numbers each shifted column one higher, so it shares numbers with the hex below-left', () => {
    const g = grid({ stagger: true, staggerRule: 'shiftedLines' });
    expect([c(0, 0), c(1, 0), c(2, 0), c(0, 1), c(1, 1)].map((cell) => cellLabel(g, cell))).toEqual(['0101', '0202', '0301', '0102', '0203']);
    expect(parseCellLabel(g, '0202')).toEqual(c(1, 0));
  });

  it('diagonal stagger (no staggerRule) still drifts as before, so existing games keep their labels', () => {
    const g = grid({ stagger: true });
    expect([c(0, 0), c(1, 0), c(2, 0), c(2, 1)].map((cell) => cellLabel(g, cell))).toEqual(['0101', '0201', '0300', '0301']);
  });

  it('counting down starts from the given index, and stagger then counts one lower in shifted columns', () => {
    const g = grid({ rowDescending: true, rowDescendingFrom: 12, stagger: true, staggerRule: 'shiftedLines' });
    expect(cellLabel(g, c(0, 0))).toBe('0113');
    expect(cellLabel(g, c(1, 0))).toBe('0212');
    expect(cellLabel(g, c(0, 12))).toBe('0101');
    expect(parseCellLabel(g, '0212')).toEqual(c(1, 0));
  });

  it('counting down without a given index still starts from the last column, as before', () => {
    const g = grid({ columnDescending: true });
    expect(cellLabel(g, c(9, 0))).toBe('0101');
  });

  it("VASSAL's letters go A…Z, AA, BB and before A print -B, -C (never -A)", () => {
    const g = grid({ columnStyle: 'alpha', lettersPastZ: 'vassal', columnStart: 1, separator: '.' });
    expect([0, 25, 26, 27, -1, -2, -27].map((col) => cellLabel(g, c(col, 0)))).toEqual(['A.01', 'Z.01', 'AA.01', 'BB.01', '-B.01', '-C.01', '-BB.01']);
    expect(parseCellLabel(g, '-B.01')).toEqual(c(-1, 0));
    expect(parseCellLabel(g, '-A.01')).toBeNull();
  });
});

describe("VASSAL's rounding of centres (rounding: 'vassal')", () => {
  const hex: HexGrid = { ...flatHexGrid(10, 8), dx: 50.7, dy: 58.9, originX: 10, originY: 20, rounding: 'vassal' };

  it('puts hex centres on whole pixels, the half shift rounded down before it is added', () => {
    expect(cellCentre(hex, c(1, 1))).toEqual({ x: 60, y: 20 + Math.trunc(58.9 + 29) });
    expect(cellCentre(hex, c(3, 0))).toEqual({ x: Math.trunc(152.1 + 10), y: 49 });
  });

  it('takes the nearest column first, so a hex cell is a rectangle', () => {
    // Just past half a column from hex 0101's centre, on its row: inside that hexagon, but VASSAL
    // takes the nearer column (the next one) first.
    expect(cellAt(hex, 36, 21)).toEqual(c(1, 0));
    expect(cellAt({ ...hex, rounding: undefined }, 36, 21)).toEqual(c(0, 0));
    expect(snapPoint(hex, 34, 48)).toEqual(cellCentre(hex, c(0, 0)));
  });

  it('rounds square centres to the nearest whole pixel', () => {
    const square: SquareGrid = { kind: 'square', dx: 33.3, dy: 40.5, originX: 24, originY: 24, columns: 5, rows: 5, numbering: standardNumbering, showLines: false, rounding: 'vassal' };
    expect(cellCentre(square, c(1, 1))).toEqual({ x: 57, y: 65 });
  });

  it('is checked when a grid is read, and is absent from grids made before it', () => {
    expect(problemsOf(checkGrid, { ...hex, rounding: 'approx' })).toEqual([{ path: 'rounding', message: 'must be one of vassal' }]);
    expect(problemsOf(checkGrid, { ...hex, numbering: { ...standardNumbering, staggerRule: 'zigzag', rowDescendingFrom: 1.5 } }).map((p) => p.path)).toEqual(['numbering.staggerRule', 'numbering.rowDescendingFrom']);
    expect(problemsOf(checkGrid, flatHexGrid(10, 8))).toEqual([]);
  });
});
