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
import * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isFiled, ledgerPrefix, parseLedgerKey } from './ledger';
import { isTrustEntry, recordLimits } from './validateDoc';

/** Origin of the guard's own repairs (checked by nobody, never undone). */
export const ledgerRepairOrigin = Symbol('ledger repair');

/** A record's place in the ledger, and whether it was written over (else deleted). */
export interface LedgerSpot {
  key: string;
  folder: string;
  replaced: boolean;
}

/** What was put right in one change: records deleted or replaced (put back), values misfiled (removed). */
export interface LedgerTamper {
  readonly restored: readonly LedgerSpot[];
  readonly removed: readonly string[];
  /**
   * Records the change deleted or wrote over that it also put back: a friend's browser put them
   * right and passed on both in one update, so there was nothing left to repair here.
   */
  readonly putBackByPeer: readonly LedgerSpot[];
  /**
   * Document ids of the records' own items the change deleted (taken away, or written over), with
   * or without a repair: the signed message that deleted them names its author
   * (src/doc/net/changeSenders.ts), also when it arrives after a friend's repair.
   */
  readonly items: readonly Y.ID[];
  /** Document client ids that wrote the replacing or misfiled values (deletions carry no writer). */
  readonly clients: readonly number[];
  /** Whether the change came from a peer (else from this browser's own code or storage). */
  readonly remote: boolean;
}

/** The item a Y.Map keeps under `key`: its current value's, or the last one's if deleted. */
type MapItem = { id: Y.ID; origin: Y.ID | null; deleted: boolean; left: MapItem | null; content: { getContent(): unknown[] } };
const itemOf = (map: Y.Map<unknown>, key: string) => (map as unknown as { _map: Map<string, MapItem> })._map.get(key) ?? null;

/** The client id that wrote the current value of `key` in a Y.Map, if any. */
function writerOf(map: Y.Map<unknown>, key: string): number | null {
  return itemOf(map, key)?.id.client ?? null;
}

/**
 * The items among `gone` that held the record itself, not a value written over it: only a change
 * taking the record away deletes those (a repair deletes the intruding value, never the record).
 */
const recordItems = (key: string, gone: readonly MapItem[]) => gone.filter((item) => isFiled(key, item.content.getContent()[0])).map((item) => item.id);

/** Items of `key` that `tr` deleted, newest first (the chain of values the change went through); a few at most. */
function deletedBy(tr: Y.Transaction, map: Y.Map<unknown>, key: string): MapItem[] {
  const out: MapItem[] = [];
  for (let item = itemOf(map, key); item && out.length < 8; item = item.left) {
    if (!item.deleted) continue;
    if (!Y.isDeleted(tr.deleteSet, item.id)) break;
    out.push(item);
  }
  return out;
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
    const restored: LedgerSpot[] = [];
    const putBackByPeer: LedgerSpot[] = [];
    const removed: string[] = [];
    const items: Y.ID[] = [];
    const clients = new Set<number>();
    for (const key of keys) {
      if (key === null) continue;
      const value = trust.get(key);
      // Past the game's count of records, a peer's new one is left out (a game with more is refused from a file too).
      const beyondCount = !tr.local && value !== undefined && !seen.has(key) && trust.size - removed.length > recordLimits.trust;
      if (beyondCount || !key.startsWith(ledgerPrefix)) {
        // Records of earlier versions are only read; a peer's new one must still be within bounds.
        if (beyondCount || (!tr.local && value !== undefined && !isTrustEntry(key, value))) {
          removed.push(key);
          const writer = writerOf(trust, key);
          if (writer !== null && writer !== doc.clientID) clients.add(writer);
        }
        continue;
      }
      const gone = deletedBy(tr, trust, key);
      const folder = parseLedgerKey(key)?.folder ?? '';
      if (isFiled(key, value) && isTrustEntry(key, value)) {
        // The same record again, under an item written over the one this change deleted: someone took it
        // away and someone put it back, all in this change. (Two friends' repairs meeting here are no such
        // thing: each was written over the record's old item, not over the other.)
        const before = seen.get(key);
        const over = itemOf(trust, key)?.origin ?? null;
        if (before !== undefined && gone.some((item) => Y.compareIDs(item.id, over)) && gone.some((item) => item.content.getContent()[0] === before)) {
          items.push(...recordItems(key, gone));
          putBackByPeer.push({ key, folder, replaced: gone.some((item) => item.content.getContent()[0] !== before) });
        }
        seen.set(key, value);
        continue;
      }
      items.push(...recordItems(key, gone));
      const writer = value === undefined ? null : writerOf(trust, key);
      if (writer !== null && writer !== doc.clientID) clients.add(writer);
      const kept = seen.get(key);
      if (kept !== undefined) restored.push({ key, folder, replaced: value !== undefined });
      else if (value !== undefined) removed.push(key);
    }
    if (restored.length || removed.length) {
      doc.transact(() => {
        for (const { key } of restored) trust.set(key, seen.get(key));
        for (const key of removed) trust.delete(key);
      }, ledgerRepairOrigin);
    }
    if (!restored.length && !removed.length && !putBackByPeer.length) return;
    onTampered?.({ restored, removed, putBackByPeer, items, clients: [...clients], remote: !tr.local });
  };
  doc.on('afterTransaction', onAfter);
  return { stop: () => doc.off('afterTransaction', onAfter) };
}
