/** Where new counters go when the player has not pointed at a place: the middle of the view. */
import type { Board } from '../../model/records';
import { boardAt, restingPoint } from '../../geometry/places';

/**
 * The resting point (board pixels) nearest the middle of the part of the table on screen: on the
 * board under it, else on the first board. `view` is the visible table rectangle in table units
 * (the table view's `Viewport`; an empty one means "not measured yet"). Null without boards.
 */
export function newCountersPlace(boards: ReadonlyMap<string, Board>, view: { x1: number; y1: number; x2: number; y2: number }): { board: string; x: number; y: number } | null {
  const all = [...boards.values()];
  if (!all.length) return null;
  const measured = view.x2 > view.x1 && view.y2 > view.y1;
  const cx = (view.x1 + view.x2) / 2;
  const cy = (view.y1 + view.y2) / 2;
  const board = (measured && boardAt(all, cx, cy)) || all[0];
  const x = measured ? Math.min(board.width, Math.max(0, cx - board.x)) : board.width / 2;
  const y = measured ? Math.min(board.height, Math.max(0, cy - board.y)) : board.height / 2;
  return { board: board.id, ...restingPoint(board, x, y) };
}
