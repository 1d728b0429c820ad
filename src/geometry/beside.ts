/**
 * Where a copy of a counter goes: beside the original, where a person looks for it and where the
 * next drag does not pick up both. On a grid, the first neighbouring cell on the board holding no
 * counter, trying the one to the right first and going round clockwise (any neighbour on the board
 * when all are taken); on a board without a grid, one counter's width to the right. Pure.
 */
import type { Board } from '../model/records';
import type { Cell } from '../model/grid';
import { cellAt, cellCentre, inBounds, neighbours } from './hexGrid';
import { cellRestingPoint } from './places';

/** The angle of a neighbour from a cell, clockwise from due right (y grows downwards), in [0, 2π). */
function bearing(from: { x: number; y: number }, to: { x: number; y: number }): number {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  return a < -1e-9 ? a + 2 * Math.PI : Math.max(0, a);
}

/**
 * The resting point beside a counter resting at (x, y) on `board`; `taken(x, y)` says whether a
 * counter already rests at a point of that board. `size` is the counter's size, for boards with no grid.
 */
export function pointBeside(board: Board, at: { x: number; y: number }, size: number, taken: (x: number, y: number) => boolean): { x: number; y: number } {
  const grid = board.grid;
  const cell: Cell | null = grid.kind === 'none' ? null : cellAt(grid, at.x, at.y);
  if (grid.kind === 'none' || !cell) return { x: Math.round(at.x + size * 1.1), y: Math.round(at.y) };
  const centre = cellCentre(grid, cell);
  const around = neighbours(grid, cell)
    .filter((c) => inBounds(grid, c))
    .map((c) => ({ point: cellRestingPoint(grid, c), angle: bearing(centre, cellCentre(grid, c)) }))
    .sort((a, b) => a.angle - b.angle);
  const free = around.find((n) => !taken(n.point.x, n.point.y));
  return (free ?? around[0])?.point ?? { x: Math.round(at.x + size * 1.1), y: Math.round(at.y) };
}
