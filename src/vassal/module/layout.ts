/**
 * Where VASSAL's BoardPicker puts a map's boards: side by side in columns and rows, each column as
 * wide as the boards before it in the row, inside the map's edge buffer. A module offers boards;
 * which ones a game uses and where is chosen when a game starts (and kept in saved games), so here
 * the boards of one map are laid out in one row, left to right, as a player would add them.
 */
import type { VassalBoard } from './model';
import type { DraftBoard } from './buildFile';

/** A board with its size known. */
export type SizedBoard = DraftBoard & { width: number; height: number };

/** Places a map's boards in one row inside its edge buffer. */
export function layOutBoards(boards: readonly SizedBoard[], edgeWidth: number, edgeHeight: number): VassalBoard[] {
  let x = edgeWidth;
  return boards.map((b, column) => {
    const placed: VassalBoard = { ...b, column, row: 0, x, y: edgeHeight, reversed: false };
    x += b.width;
    return placed;
  });
}
