/**
 * Every roll in an open game, kept indexed as its records arrive: the log shows each roll from its
 * records, and the fair roller acts on them, so reading one roll must not mean reading the whole
 * `trust` map again. A roll's status is a pure function of its records (src/trust/fairRoll.ts); it
 * is worked out once and kept until one of its records changes.
 *
 * Version 1 rolls (before the ledger) are indexed too, read only, so their log lines can be checked.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isFiled, ledgerPrefix } from './ledger';
import { scopeOf } from './scope';
import { legacyRecordsOf, legacyRollIdOfKey, requestFolder, rollIdOfKey } from './rollCeremony';
import { rollStatus, type RollStatus } from '../trust/fairRoll';

/** Rolls whose records changed in one transaction, and whether it was this browser's own. */
export interface RollChange {
  readonly ids: ReadonlySet<string>;
  readonly local: boolean;
}

export interface RollBook {
  /** Where a roll stands (invalid for an id with no sound request). */
  status(id: string): RollStatus;
  /** Every roll whose request is filed, in no particular order. */
  ids(): string[];
  /** The version 1 rolls whose id starts with `tag` (every one when `tag` is empty), as their records stand. */
  legacy(tag: string): RollStatus[];
  /** Grows with every change of a roll record: a key for what was read from the book. */
  version(): number;
  /** Hears every change of roll records; returns an unsubscribe function. */
  subscribe(listener: (change: RollChange) => void): () => void;
  stop(): void;
}

/** Most version 1 rolls read at once: an old game's rolls, not a peer's flood of keys. */
const maxLegacyRead = 2000;

interface Filed {
  request: unknown;
  steps: Map<string, unknown>;
}

/** Starts indexing `doc`'s rolls. */
export function createRollBook(doc: Y.Doc): RollBook {
  const trust = typesOf(doc).trust;
  const index = new Map<string, Filed>();
  const legacyIds = new Set<string>();
  const statuses = new Map<string, { scope: string; status: RollStatus }>();
  const legacyStatuses = new Map<string, { scope: string; status: RollStatus }>();
  const listeners = new Set<(change: RollChange) => void>();
  let version = 0;

  /** Takes in the value now under `key`; returns the roll it concerns, if any. */
  const take = (key: string): string | null => {
    const id = rollIdOfKey(key);
    if (id === null) {
      const old = legacyRollIdOfKey(key);
      if (old !== null) (legacyIds.add(old), legacyStatuses.delete(old));
      return old;
    }
    const value = trust.get(key);
    const filed = index.get(id) ?? { request: undefined, steps: new Map() };
    const ok = isFiled(key, value);
    if (key === `${ledgerPrefix}${requestFolder}/${id}`) filed.request = ok ? value : undefined;
    else if (ok) filed.steps.set(key, value);
    else filed.steps.delete(key);
    if (filed.request === undefined && filed.steps.size === 0) index.delete(id);
    else index.set(id, filed);
    statuses.delete(id);
    return id;
  };
  trust.forEach((_value, key) => take(key));

  const onChange = (event: Y.YMapEvent<unknown>) => {
    const ids = new Set<string>();
    for (const key of event.keysChanged) {
      const id = take(key);
      if (id !== null) ids.add(id);
    }
    if (!ids.size) return;
    version++;
    const change = { ids, local: event.transaction.local };
    listeners.forEach((l) => l(change));
  };
  trust.observe(onChange);

  const cached = (cache: typeof statuses, id: string, read: () => RollStatus): RollStatus => {
    const scope = scopeOf(doc);
    const known = cache.get(id);
    if (known && known.scope === scope) return known.status;
    const status = read();
    cache.set(id, { scope, status });
    return status;
  };

  return {
    status: (id) =>
      cached(statuses, id, () => {
        const filed = index.get(id);
        return rollStatus(scopeOf(doc), { id, request: filed?.request, steps: filed ? [...filed.steps.values()] : [] });
      }),
    ids: () => [...index.entries()].filter(([, f]) => f.request !== undefined).map(([id]) => id),
    legacy: (tag) => [...legacyIds].filter((id) => id.startsWith(tag)).slice(0, tag ? 8 : maxLegacyRead).map((id) => cached(legacyStatuses, id, () => rollStatus(scopeOf(doc), legacyRecordsOf(doc, id)))),
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      trust.unobserve(onChange);
      listeners.clear();
    },
  };
}
