/**
 * The ruler's geometry: the range between two cells and the cells a straight line from centre to
 * centre passes through, as hex wargames count them. Where the line runs exactly along a hexside
 * or through a vertex, both cells beside it are listed (either may block line of sight). Pure.
 *
 * Pixel and hex (cube) coordinates are affine images of each other, even on a stretched scan, so
 * sampling the line at the `n + 1` fractions i/n of a range-n line finds exactly its cells; each
 * sample is also read a hair to either side of the line, and two different cells there mean a tie.
 */
import type { Cell } from '../model/grid';
import { cellAt, cellCentre, distance, type CellGrid } from './hexGrid';

/** One step of a line: the cell it passes through, and the other cell when it runs along their edge. */
export interface LineStep {
  cell: Cell;
  tiedWith?: Cell;
}

/**
 * Range between two cells: hex steps on a hex grid; on a square grid, squares as a king moves
 * (a diagonal step counts one), which is how square-grid games usually count range.
 */
export function range(grid: CellGrid, a: Cell, b: Cell): number {
  if (grid.kind === 'square') return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
  return distance(grid, a, b);
}

const same = (a: Cell, b: Cell) => a.col === b.col && a.row === b.row;

/** The cells a line from the centre of `a` to the centre of `b` passes through, in order, with ties. */
export function lineCells(grid: CellGrid, a: Cell, b: Cell): LineStep[] {
  const n = range(grid, a, b);
  const from = cellCentre(grid, a);
  const to = cellCentre(grid, b);
  if (n === 0) return [{ cell: a }];
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const eps = Math.min(grid.dx, grid.dy) * 1e-6;
  // A hair across the line, both ways.
  const nx = (-(to.y - from.y) / len) * eps;
  const ny = ((to.x - from.x) / len) * eps;
  const steps: LineStep[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    const left = cellAt(grid, x + nx, y + ny)!;
    const right = cellAt(grid, x - nx, y - ny)!;
    if (i === 0 || i === n) steps.push({ cell: i === 0 ? a : b });
    else steps.push(same(left, right) ? { cell: left } : { cell: left, tiedWith: right });
  }
  return steps;
}
