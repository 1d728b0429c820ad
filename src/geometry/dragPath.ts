/**
 * The path a dragged counter makes, hex by hex. The pointer is sampled a few dozen times a
 * second, so a fast drag reports hexes several apart; the path between two samples is filled in
 * with the straight line of hexes between them (`lineCells`), so the move judged is the move made,
 * never a jump. A drag that comes back over its own path takes the loop back out, and one that
 * returns to its start hex has walked nowhere. Pure.
 */
import type { Cell } from '../model/grid';
import { lineCells } from './hexLine';
import type { CellGrid } from './hexGrid';

const same = (a: Cell, b: Cell) => a.col === b.col && a.row === b.row;

/**
 * The path walked once the pointer reaches `to`: `walked` (start excluded, each cell adjacent to
 * the one before) extended along the line of cells from its last cell to `to`. Where the line
 * runs along a hexside, the first of the two cells beside it is taken.
 */
export function walkTo(grid: CellGrid, start: Cell, walked: readonly Cell[], to: Cell): Cell[] {
  const last = walked.length ? walked[walked.length - 1] : start;
  if (same(last, to)) return walked.slice();
  const path = walked.slice();
  for (const step of lineCells(grid, last, to).slice(1)) {
    if (same(step.cell, start)) {
      path.length = 0;
      continue;
    }
    const back = path.findIndex((c) => same(c, step.cell));
    if (back >= 0) path.length = back + 1;
    else path.push(step.cell);
  }
  return path;
}
