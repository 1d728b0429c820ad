/**
 * Where things are drawn on the table and what lies under a point: pieces sit at their board's
 * offset plus their own point, and each piece in a stack is nudged up-left so the stack shows depth.
 */
import type { Board, Piece } from '../model/records';
import type { Stack } from '../model/stacks';

/** How far each piece in a stack is drawn up and left of the one beneath it, in table units. */
export const stackStep = 4;

/** The table point at which a piece's centre is drawn, given its height in its stack. */
export function pieceCentre(board: Board | undefined, piece: Piece, index: number): { x: number; y: number } {
  const ox = board?.x ?? 0;
  const oy = board?.y ?? 0;
  return { x: ox + piece.at.x - index * stackStep, y: oy + piece.at.y - index * stackStep };
}

/** The topmost piece drawn under a table point, with its stack, or null. */
export function pieceAt(stacks: Iterable<Stack>, boards: ReadonlyMap<string, Board>, x: number, y: number): { piece: Piece; stack: Stack } | null {
  let best: { piece: Piece; stack: Stack; rank: number } | null = null;
  let order = 0;
  for (const stack of stacks) {
    order++;
    const board = boards.get(stack.board);
    for (let i = stack.pieces.length - 1; i >= 0; i--) {
      const piece = stack.pieces[i];
      const c = pieceCentre(board, piece, i);
      const half = piece.size / 2;
      if (Math.abs(x - c.x) <= half && Math.abs(y - c.y) <= half) {
        const rank = order * 10000 + i;
        if (!best || rank > best.rank) best = { piece, stack, rank };
        break;
      }
    }
  }
  return best && { piece: best.piece, stack: best.stack };
}

/** Ids of pieces whose drawn centres lie inside a table rectangle (a marquee). */
export function piecesInRect(stacks: Iterable<Stack>, boards: ReadonlyMap<string, Board>, r: { x1: number; y1: number; x2: number; y2: number }): string[] {
  const [left, right] = [Math.min(r.x1, r.x2), Math.max(r.x1, r.x2)];
  const [top, bottom] = [Math.min(r.y1, r.y2), Math.max(r.y1, r.y2)];
  const ids: string[] = [];
  for (const stack of stacks) {
    const board = boards.get(stack.board);
    stack.pieces.forEach((piece, i) => {
      const c = pieceCentre(board, piece, i);
      if (c.x >= left && c.x <= right && c.y >= top && c.y <= bottom) ids.push(piece.id);
    });
  }
  return ids;
}

/** The rectangle covering every board, for "fit". */
export function tableBounds(boards: Iterable<Board>): { x: number; y: number; width: number; height: number } {
  let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity;
  for (const b of boards) {
    x1 = Math.min(x1, b.x);
    y1 = Math.min(y1, b.y);
    x2 = Math.max(x2, b.x + b.width);
    y2 = Math.max(y2, b.y + b.height);
  }
  if (!Number.isFinite(x1)) return { x: 0, y: 0, width: 1000, height: 800 };
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}
