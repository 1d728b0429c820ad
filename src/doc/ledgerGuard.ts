/**
 * Keeps the ledger append-only in this browser (src/doc/ledger.ts). Each browser remembers every
 * well-filed record it has seen; when a peer deletes one or writes something else under its key,
 * the record is put back (the repair syncs to the room) and the player is told, naming whoever's
 * change it was where that can be told. A value filed under a key that is not its own digest is
 * void: it is removed, and its writer named.
 *
 * A late joiner can only keep what reached it: a record deleted before it ever arrived is not
 * restored by this browser, but by any that saw it.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isFiled, ledgerPrefix, parseLedgerKey } from './ledger';

/** Origin of the guard's own repairs (checked by nobody, never undone). */
export const ledgerRepairOrigin = Symbol('ledger repair');

/** What was put right in one change: records deleted or replaced (put back), values misfiled (removed). */
export interface LedgerTamper {
  readonly restored: readonly { key: string; folder: string; replaced: boolean }[];
  readonly removed: readonly string[];
  /** Document client ids that wrote the replacing or misfiled values (deletions carry no writer). */
  readonly clients: readonly number[];
  /** Whether the change came from a peer (else from this browser's own code or storage). */
  readonly remote: boolean;
}

/** The client id that wrote the current value of `key` in a Y.Map, if any. */
function writerOf(map: Y.Map<unknown>, key: string): number | null {
  const item = (map as unknown as { _map: Map<string, { id: { client: number } }> })._map.get(key);
  return item ? item.id.client : null;
}

/** Starts keeping `doc`'s ledger; `onTampered` hears of every repair. Call after loading. */
export function guardLedger(doc: Y.Doc, onTampered?: (report: LedgerTamper) => void): { stop(): void } {
  const trust = typesOf(doc).trust;
  const seen = new Map<string, unknown>();
  trust.forEach((value, key) => {
    if (isFiled(key, value)) seen.set(key, value);
  });

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === ledgerRepairOrigin) return;
    const keys = tr.changed.get(trust as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>);
    if (!keys) return;
    const restored: { key: string; folder: string; replaced: boolean }[] = [];
    const removed: string[] = [];
    const clients = new Set<number>();
    for (const key of keys) {
      if (key === null || !key.startsWith(ledgerPrefix)) continue;
      const value = trust.get(key);
      if (isFiled(key, value)) {
        seen.set(key, value);
        continue;
      }
      const writer = value === undefined ? null : writerOf(trust, key);
      if (writer !== null && writer !== doc.clientID) clients.add(writer);
      const kept = seen.get(key);
      if (kept !== undefined) restored.push({ key, folder: parseLedgerKey(key)?.folder ?? '', replaced: value !== undefined });
      else if (value !== undefined) removed.push(key);
    }
    if (!restored.length && !removed.length) return;
    doc.transact(() => {
      for (const { key } of restored) trust.set(key, seen.get(key));
      for (const key of removed) trust.delete(key);
    }, ledgerRepairOrigin);
    onTampered?.({ restored, removed, clients: [...clients], remote: !tr.local });
  };
  doc.on('afterTransaction', onAfter);
  return { stop: () => doc.off('afterTransaction', onAfter) };
}
