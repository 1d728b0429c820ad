/**
 * The part of the table to show for "zoom to selection": the selected pieces with room around
 * them, never so small that one counter fills the screen. Pure.
 */
import type { Board, Piece } from '../model/records';

/** How many counter widths the view keeps around a small selection. */
const roomAround = 6;

/** The table rectangle the pieces cover, edge to edge, and the largest counter's size; null when none is on a board. */
export function piecesExtent(pieces: Iterable<Piece>, boards: ReadonlyMap<string, Board>): { x1: number; y1: number; x2: number; y2: number; size: number } | null {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  let size = 0;
  for (const p of pieces) {
    const board = boards.get(p.at.b);
    if (!board) continue;
    const cx = board.x + p.at.x;
    const cy = board.y + p.at.y;
    x1 = Math.min(x1, cx - p.size / 2);
    y1 = Math.min(y1, cy - p.size / 2);
    x2 = Math.max(x2, cx + p.size / 2);
    y2 = Math.max(y2, cy + p.size / 2);
    size = Math.max(size, p.size);
  }
  return Number.isFinite(x1) ? { x1, y1, x2, y2, size } : null;
}

/** Table rectangle around the pieces, or null when none of them is on a board. */
export function selectionBounds(pieces: Iterable<Piece>, boards: ReadonlyMap<string, Board>): { x: number; y: number; width: number; height: number } | null {
  const extent = piecesExtent(pieces, boards);
  if (!extent) return null;
  const { x1, y1, x2, y2, size } = extent;
  const min = size * roomAround;
  const width = Math.max(x2 - x1, min);
  const height = Math.max(y2 - y1, min);
  return { x: (x1 + x2) / 2 - width / 2, y: (y1 + y2) / 2 - height / 2, width, height };
}
