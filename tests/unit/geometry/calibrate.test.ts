import { describe, expect, it } from 'vitest';
import { fitGrid, trimGrid } from '../../../src/geometry/calibrate';
import { cellAt, cellCentre } from '../../../src/geometry/hexGrid';
import { cellLabel } from '../../../src/geometry/numbering';
import { standardNumbering, type HexGrid, type SquareGrid } from '../../../src/model/grid';

const image = { width: 1400, height: 1000 };

function printed(orientation: 'flat' | 'pointy', shiftOdd: boolean, columnStart = 1): HexGrid {
  return {
    kind: 'hex',
    orientation,
    dx: orientation === 'flat' ? 61.3 : 70.1,
    dy: orientation === 'flat' ? 70.4 : 61.7,
    originX: 47.5,
    originY: 52.25,
    shiftOdd,
    columns: orientation === 'flat' ? 22 : 19,
    rows: orientation === 'flat' ? 13 : 16,
    numbering: { ...standardNumbering, columnStart },
    showLines: false,
  };
}

/** Every hex printed on the map reads the same on the fitted grid. */
function expectSameLabels(truth: HexGrid | SquareGrid, fitted: HexGrid | SquareGrid) {
  let checked = 0;
  for (let col = 0; col < truth.columns; col++) {
    for (let row = 0; row < truth.rows; row++) {
      const c = cellCentre(truth, { col, row });
      if (c.x < 0 || c.y < 0 || c.x > image.width || c.y > image.height) continue;
      expect(cellLabel(fitted, cellAt(fitted, c.x, c.y)!)).toBe(cellLabel(truth, { col, row }));
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(100);
}

const clickAt = (grid: HexGrid | SquareGrid, col: number, row: number, wobble = 0) => {
  const c = cellCentre(grid, { col, row });
  return { x: c.x + wobble, y: c.y - wobble, label: cellLabel(grid, { col, row }) };
};

describe('fitting a grid to clicked hexes', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    for (const shiftOdd of [true, false]) {
      it(`recovers a ${orientation}-topped grid (${shiftOdd ? 'odd' : 'even'} lines shifted) from three clicks`, () => {
        const truth = printed(orientation, shiftOdd);
        const fit = fitGrid(orientation, standardNumbering, [clickAt(truth, 1, 1, 1.5), clickAt(truth, 16, 10, -1), clickAt(truth, 3, 9, 1)], image);
        expect(fit.error).toBeNull();
        expectSameLabels(truth, fit.grid!);
      });
    }
  }

  it('fits from two clicks on a regular grid', () => {
    const regular: HexGrid = { ...printed('flat', true), dx: 60, dy: 60 * (2 / Math.sqrt(3)) };
    const fit = fitGrid('flat', standardNumbering, [clickAt(regular, 2, 1), clickAt(regular, 17, 11)], image);
    expect(fit.error).toBeNull();
    expectSameLabels(regular, fit.grid!);
  });

  it('keeps the printed numbers of a map whose first column is not 01', () => {
    const truth = printed('flat', true, 14);
    const fit = fitGrid('flat', standardNumbering, [clickAt(truth, 0, 0), clickAt(truth, 20, 12), clickAt(truth, 5, 7)], image);
    expectSameLabels(truth, fit.grid!);
    const corner = cellCentre(truth, { col: 0, row: 0 });
    expect(cellLabel(fit.grid!, cellAt(fit.grid!, corner.x, corner.y)!)).toBe('1401');
  });

  it('fits square grids', () => {
    const truth: SquareGrid = { kind: 'square', dx: 50, dy: 50, originX: 30, originY: 30, columns: 27, rows: 19, numbering: standardNumbering, showLines: false };
    const fit = fitGrid('square', standardNumbering, [clickAt(truth, 0, 0), clickAt(truth, 20, 15)], image);
    expectSameLabels(truth, fit.grid!);
  });

  it('trims a fitted grid at its edges without changing any printed number', () => {
    for (const orientation of ['flat', 'pointy'] as const) {
      const truth = printed(orientation, true);
      const trimmed = trimGrid(truth, { top: 1, bottom: 2, left: 3, right: 1 });
      expect(trimmed.columns).toBe(truth.columns - 4);
      expect(trimmed.rows).toBe(truth.rows - 3);
      for (let col = 0; col < trimmed.columns; col++) {
        for (let row = 0; row < trimmed.rows; row++) {
          const c = cellCentre(trimmed, { col, row });
          expect(cellLabel(trimmed, { col, row })).toBe(cellLabel(truth, cellAt(truth, c.x, c.y)!));
        }
      }
    }
  });

  it('explains what is missing or wrong', () => {
    const truth = printed('flat', true);
    expect(fitGrid('flat', standardNumbering, [clickAt(truth, 1, 1)], image).error).toMatch(/at least two hexes/);
    expect(fitGrid('flat', standardNumbering, [clickAt(truth, 1, 1), { x: 300, y: 300, label: 'hello' }], image).error).toMatch(/"hello" is not a label/);
    expect(fitGrid('flat', standardNumbering, [clickAt(truth, 1, 1), { ...clickAt(truth, 5, 5), label: clickAt(truth, 1, 1).label }], image).error).toMatch(/same number/);
  });
});
