/**
 * Managing the boards on the table: renaming, moving and removing one, each a named operation
 * that one undo takes back. Removing a map takes its counters and painted terrain with it in the
 * same step, so nothing is lost that undo cannot bring back.
 */
import type { Board } from '../model/records';
import { runOperation, type Actor } from './operations';
import { typesOf, eachPieceMap } from './gameDoc';

/** Largest distance a board may be put from the table's origin, so a typo cannot throw it out of reach. */
const farthest = 1_000_000;

/** The pieces on a board, by id. */
export function piecesOnBoard(actor: Actor, boardId: string): string[] {
  const ids: string[] = [];
  eachPieceMap(typesOf(actor.doc).pieces, (map, id) => {
    if ((map.get('at') as { b?: string } | undefined)?.b === boardId) ids.push(id);
  });
  return ids;
}

/** Whether a board is a box, track, cup or deck (managed from its own panel, not here). */
export function isComponentBoard(actor: Actor, boardId: string): boolean {
  return typesOf(actor.doc).components.has(boardId);
}

/** Gives a board a new name (trimmed; blank or unchanged names do nothing). */
export function renameBoard(actor: Actor, boardId: string, name: string): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  const next = name.trim().slice(0, 200);
  if (!board || !next || next === board.name) return;
  runOperation(actor, 'renameBoard', `rename the map "${board.name}" to "${next}"`, (t) => t.boards.set(boardId, { ...board, name: next }));
}

/** Moves a board on the table by `dx, dy` table units; its counters ride along (they are placed on the board). */
export function moveBoard(actor: Actor, boardId: string, dx: number, dy: number): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board || !Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return;
  const clamp = (v: number) => Math.max(-farthest, Math.min(farthest, v));
  const next: Board = { ...board, x: clamp(board.x + dx), y: clamp(board.y + dy) };
  runOperation(actor, 'moveBoard', `move the map "${board.name}"`, (t) => t.boards.set(boardId, next));
}

/** Removes a map with its counters and its painted terrain, in one undoable step. Boxes, tracks, cups and decks are not removed here. */
export function removeBoard(actor: Actor, boardId: string): void {
  const t0 = typesOf(actor.doc);
  const board = t0.boards.get(boardId);
  if (!board || isComponentBoard(actor, boardId)) return;
  const pieces = piecesOnBoard(actor, boardId);
  const terrainKeys = [...t0.terrain.keys()].filter((k) => k.startsWith(`${boardId}:`));
  const label = `remove the map "${board.name}"${pieces.length ? ` and its ${pieces.length} counter${pieces.length === 1 ? '' : 's'}` : ''}`;
  runOperation(actor, 'removeBoard', label, (t) => {
    for (const id of pieces) t.pieces.delete(id);
    for (const k of terrainKeys) t.terrain.delete(k);
    t.boards.delete(boardId);
  });
}
