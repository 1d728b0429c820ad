/**
 * Stacks are not stored: a stack is the set of pieces that share a board and a point, ordered
 * by their order keys. Deriving them means a piece can never be in two stacks at once.
 */
import { compareOrder } from './order';
import type { Piece } from './records';

/** One stack: where it is and its pieces, bottom to top. */
export interface Stack {
  key: string;
  board: string;
  x: number;
  y: number;
  pieces: Piece[];
}

/** The key naming the place a piece occupies; pieces with equal keys form one stack. */
export function placeKey(board: string, x: number, y: number): string {
  return `${board}|${x}|${y}`;
}

/** Orders the pieces of a stack bottom to top: units under markers, then by order key and id. */
export function sortStack(pieces: Piece[]): Piece[] {
  return pieces.sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'marker' ? 1 : -1;
    return compareOrder({ z: a.at.z, id: a.id }, { z: b.at.z, id: b.id });
  });
}

/** Groups pieces into stacks; each stack's pieces are sorted bottom to top. */
export function groupStacks(pieces: Iterable<Piece>): Map<string, Stack> {
  const stacks = new Map<string, Stack>();
  for (const piece of pieces) {
    const key = placeKey(piece.at.b, piece.at.x, piece.at.y);
    let stack = stacks.get(key);
    if (!stack) {
      stack = { key, board: piece.at.b, x: piece.at.x, y: piece.at.y, pieces: [] };
      stacks.set(key, stack);
    }
    stack.pieces.push(piece);
  }
  for (const stack of stacks.values()) sortStack(stack.pieces);
  return stacks;
}
