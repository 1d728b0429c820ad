/**
 * Which boards, faces and images the table still uses. A peer deleting one of them (the board all
 * the counters stand on, a face a counter shows, the map's image) leaves the table unsound: the
 * counters vanish and the game no longer saves. The document guard asks here, after a peer's
 * change, which of the records it deleted are still used, and puts those back (`docGuard.ts`).
 * Honest deletions take their users with them in the same change (removing a map removes its
 * counters; hiding a counter removes only faces no other counter shows), so they are never put back.
 */
import * as Y from 'yjs';
import type { GameTypes } from './gameDoc';
import type { Problem } from '../model/validate';

/** The kinds of record other records point at. */
export type UsedKind = 'boards' | 'faces' | 'assets';

/** A deleted record still in use, with what uses it, for the notice. */
export interface StillUsed {
  kind: UsedKind;
  key: string;
  users: number;
}

/** Counts of users by key. */
type Uses = Map<string, number>;
const count = (uses: Uses, key: unknown) => typeof key === 'string' && uses.set(key, (uses.get(key) ?? 0) + 1);

/** How many counters (and boxes, tracks, cups or decks) stand on each board, and how many counters show each face. */
function piecesUses(t: GameTypes): { boards: Uses; faces: Uses } {
  const boards: Uses = new Map();
  const faces: Uses = new Map();
  t.pieces.forEach((value) => {
    if (!(value instanceof Y.Map)) return;
    count(boards, (value.get('at') as { b?: unknown } | undefined)?.b);
    const list = value.get('faces');
    if (Array.isArray(list)) new Set(list).forEach((f) => count(faces, f));
  });
  t.components.forEach((_, key) => count(boards, key));
  return { boards, faces };
}

/** How many boards and faces show each image, counting the records about to be put back. */
function imageUses(t: GameTypes, putBack: readonly { kind: UsedKind; value: unknown }[]): Uses {
  const assets: Uses = new Map();
  const note = (record: unknown) => {
    if (typeof record !== 'object' || record === null) return;
    const { image, asset } = record as { image?: unknown; asset?: unknown };
    count(assets, image);
    count(assets, asset);
  };
  t.boards.forEach(note);
  t.faces.forEach(note);
  putBack.forEach((r) => note(r.value));
  return assets;
}

/**
 * The records among `deleted` (keys gone from their maps) that the table still uses, given the
 * value each last held soundly (`lastGood`); boards and faces first, so an image deleted with its
 * board is put back with it. A record with no sound value known here is left to browsers that knew it.
 */
export function stillUsed(t: GameTypes, deleted: Record<UsedKind, readonly string[]>, lastGood: (kind: UsedKind, key: string) => unknown): StillUsed[] {
  const out: (StillUsed & { value: unknown })[] = [];
  const consider = (kind: UsedKind, uses: Uses) => {
    for (const key of deleted[kind]) {
      const value = lastGood(kind, key);
      const users = uses.get(key) ?? 0;
      if (users && value !== undefined) out.push({ kind, key, users, value });
    }
  };
  if (deleted.boards.length || deleted.faces.length) {
    const uses = piecesUses(t);
    consider('boards', uses.boards);
    consider('faces', uses.faces);
  }
  if (deleted.assets.length) consider('assets', imageUses(t, out));
  return out.map(({ kind, key, users }) => ({ kind, key, users }));
}

/** The problem to report for a deleted record put back. */
export function problemOfDeletion({ kind, key, users }: StillUsed): Problem {
  const what = kind === 'boards' ? (users === 1 ? 'a counter stands' : `${users} counters stand`) : kind === 'faces' ? (users === 1 ? 'a counter shows it' : `${users} counters show it`) : users === 1 ? 'a board or face shows it' : `${users} boards and faces show it`;
  return { path: `${kind}.${key}`, message: kind === 'boards' ? `was deleted while ${what} on it: put back` : `was deleted while ${what}: put back` };
}
