/**
 * A stored record of a game's history as kept in IndexedDB (persistence.ts): its key, and its
 * value with the checksum that tells a damaged record from a sound one.
 */
import { crc32 } from '../model/checksum';

/** [game id, time-ordered sequence number, writer id]: unique across tabs, sorted by time. */
export type Key = [string, number, string];

/** Orders two keys as IndexedDB does (each part in turn; text by code units), without needing IndexedDB. */
export function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}
export interface Entry {
  kind: 'snapshot' | 'update';
  bytes: Uint8Array;
  sum: number;
}

/** Records read back whose checksum has been verified: loading asks twice per record (which snapshot is newest, then the replay). */
const verified = new WeakSet<Entry>();

/** Whether a record read back is sound: bytes that match their checksum. */
export const sound = (e: Entry | undefined): boolean => {
  if (!e || !(e.bytes instanceof Uint8Array)) return false;
  if (verified.has(e)) return true;
  if (crc32(e.bytes) !== e.sum) return false;
  verified.add(e);
  return true;
};

/** A record's value for `bytes`, with their checksum. */
export function entry(kind: Entry['kind'], bytes: Uint8Array): Entry {
  return { kind, bytes, sum: crc32(bytes) };
}

/** One stored record as read back: its key and its value, which may be damaged in any way. */
export interface StoredRecord {
  key: Key;
  value: unknown;
}
