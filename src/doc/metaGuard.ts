/**
 * The document guard's watch on the game's meta record (`docGuard.ts`): the identity (`id`,
 * `schemaVersion`, `createdAt`) is pinned — only a migration may change it — and the name is kept
 * sound: a name a peer deletes, or makes too long or not text, is put back to the last sound one
 * (a 100,000-character name is not kept, and neither is "Untitled game" put in its place).
 */
import type * as Y from 'yjs';
import type { Problem } from '../model/validate';
import { schemaVersion } from './gameDoc';

const pinnedMeta = ['id', 'schemaVersion', 'createdAt'] as const;
/** Longest game name (as save files and the games list take it). */
const maxNameLength = 200;
const isSoundName = (name: unknown): name is string => typeof name === 'string' && name.length <= maxNameLength;

/** One meta key put right: the problem, and the write that repairs it. */
export interface MetaRepair {
  key: string;
  problem: Problem;
  repair(): void;
}

/**
 * Starts watching `meta`. `gameId` is the game's id as this browser knows it (its games list or the
 * share link): a joiner's empty document takes its identity from the first peer, which then cannot
 * choose it.
 */
export function guardMeta(meta: Y.Map<unknown>, gameId?: string): { pin(): void; check(): MetaRepair[] } {
  let pinned: Record<(typeof pinnedMeta)[number], unknown> | null = null;
  let lastName: string | null = null;

  /** Learns the identity to hold: the known game id, a schema version this build reads, the creation time. */
  const pin = () => {
    const name = meta.get('name');
    if (isSoundName(name)) lastName = name;
    const stored = meta.get('id');
    const id = gameId ?? (typeof stored === 'string' && stored ? stored : null);
    if (!id || stored === undefined) return void (pinned = null);
    const version = meta.get('schemaVersion');
    const createdAt = meta.get('createdAt');
    pinned = {
      id,
      schemaVersion: Number.isInteger(version) && (version as number) >= 1 && (version as number) <= schemaVersion ? version : schemaVersion,
      createdAt: typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : 0,
    };
  };

  /** What changed unsoundly in meta, each with its repair; learns the name when it is sound. */
  const check = (): MetaRepair[] => {
    if (!pinned) pin();
    const out: MetaRepair[] = [];
    const held = pinned;
    if (held) {
      for (const key of pinnedMeta) {
        if (meta.get(key) !== held[key]) out.push({ key, problem: { path: `meta.${key}`, message: 'may not change' }, repair: () => meta.set(key, held[key]) });
      }
    }
    const name = meta.get('name');
    if (isSoundName(name)) lastName = name;
    else if (name !== undefined || held) {
      const good = lastName ?? 'Untitled game';
      out.push({ key: 'name', problem: { path: 'meta.name', message: name === undefined ? 'was deleted: put back' : `must be text of at most ${maxNameLength} characters` }, repair: () => meta.set('name', good) });
    }
    return out;
  };
  return { pin, check };
}
