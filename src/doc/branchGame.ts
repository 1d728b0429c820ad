/**
 * A what-if: a new game made from a moment of another, with its own id, that never touches the
 * original. It takes the moment's table (pieces, boards, faces, images) and the original's
 * terrain, components, rules and dice as they are; it starts with a log of its own (the
 * original's lines are signed for the original game, and would not check here), an empty history,
 * no roll or seat records, and no room: a branch is shared, if at all, as a game of its own.
 *
 * Hidden stays hidden: a hidden counter keeps its sealed box, and a sealed card its seal, exactly
 * as the moment held them, so a branch shows nobody more than the moment did.
 */
import * as Y from 'yjs';
import type { TableSnapshot } from '../model/records';
import { newId } from '../model/ids';
import type { GameEntry } from '../store/gamesIndex';
import { readMeta, typesOf } from './gameDoc';
import { historyOf } from './historySteps';
import { registerGame } from './library';
import { runOperation, writePiece } from './operations';

/** Where a branch came from, kept in its meta record (`branchOf`) and shown with it. */
export interface BranchOrigin {
  game: string;
  /** The original's name at the time of branching. */
  name: string;
  /** How many steps of the original's history the moment came after. */
  step: number;
  /** The moment in words: "turn 3, before Bob: move 2/Lehr 2718 → 2617". */
  moment: string;
}

/** The name a branch is listed under. */
export function branchName(gameName: string, moment: string): string {
  return `What if — ${gameName}, ${moment}`.slice(0, 200);
}

/** Builds (without storing) the branch's document from `source` and the moment's table. */
export function buildBranch(source: Y.Doc, at: TableSnapshot, origin: BranchOrigin, author: string): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(source));
  doc.transact(() => {
    const t = typesOf(doc);
    replaceAll(t.pieces as Y.Map<unknown>, () => at.pieces.forEach((piece) => writePiece(t, piece)));
    replaceAll(t.boards as Y.Map<unknown>, () => at.boards.forEach((board, id) => t.boards.set(id, board)));
    replaceAll(t.faces as Y.Map<unknown>, () => at.faces.forEach((face, id) => t.faces.set(id, face)));
    replaceAll(t.assets as Y.Map<unknown>, () => at.assets.forEach((asset, id) => t.assets.set(id, asset)));
    t.log.delete(0, t.log.length);
    historyOf(doc).delete(0, historyOf(doc).length);
    for (const key of [...t.trust.keys()]) t.trust.delete(key);
    for (const key of ['room', 'rooms']) t.meta.delete(key);
    t.meta.set('id', newId(12));
    t.meta.set('name', branchName(origin.name, origin.moment));
    t.meta.set('createdAt', Date.now());
    t.meta.set('branchOf', origin);
  }, 'branch');
  runOperation({ doc, name: author }, 'branch', 'branch a what-if', () => {}, `branched from “${origin.name}” at ${origin.moment}`);
  return doc;
}

/** Empties a map and refills it. */
function replaceAll(map: Y.Map<unknown>, refill: () => void): void {
  for (const key of [...map.keys()]) map.delete(key);
  refill();
}

/** Makes and stores a branch of the game in `source` at the moment `at`; resolves to its entry in the player's games. */
export function branchGame(source: Y.Doc, at: TableSnapshot, origin: Omit<BranchOrigin, 'game' | 'name'>, author: string): Promise<GameEntry> {
  const meta = readMeta(source);
  return registerGame(buildBranch(source, at, { ...origin, game: meta.id, name: meta.name }, author));
}

/** Where a game was branched from, or null for a game of its own. */
export function branchOriginOf(doc: Y.Doc): BranchOrigin | null {
  const value = typesOf(doc).meta.get('branchOf');
  if (typeof value !== 'object' || value === null) return null;
  const { game, name, step, moment } = value as Record<string, unknown>;
  if (typeof game !== 'string' || typeof name !== 'string' || typeof moment !== 'string' || !Number.isSafeInteger(step)) return null;
  return { game, name: name.slice(0, 200), step: step as number, moment: moment.slice(0, 200) };
}
