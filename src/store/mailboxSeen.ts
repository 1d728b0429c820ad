/**
 * How far this browser has read each game's mailbox (issue #29): the last sequence number merged,
 * so opening the game fetches only what came after and the home screen counts only what waits.
 * `<room name>` → number. Beside it, the home screen's tally of what waits (src/net/mailboxTally.ts),
 * so a later look reads only the entries posted since.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Tally } from '../net/mailboxTally';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-mailbox', 'seen'));
})();

const tallyStoreFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-mailbox-tally', 'tally'));
})();

export async function mailboxSeen(room: string): Promise<number> {
  const seen = await get<unknown>(room, storeFor());
  return isCount(seen) ? seen : 0;
}

export function keepMailboxSeen(room: string, seq: number): Promise<void> {
  return set(room, seq, storeFor());
}

/** The tally kept for a room, or null when there is none (or what is kept is not one). */
export async function mailboxTally(room: string): Promise<Tally | null> {
  const kept = await get<unknown>(room, tallyStoreFor());
  return isTally(kept) ? kept : null;
}

export function keepMailboxTally(room: string, tally: Tally): Promise<void> {
  return set(room, tally, tallyStoreFor());
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

function isTally(t: unknown): t is Tally {
  const { seen, last, senders } = (t ?? {}) as Partial<Tally>;
  return isCount(seen) && isCount(last) && Array.isArray(senders) && senders.every((s) => Array.isArray(s) && typeof s[0] === 'string' && typeof s[1]?.name === 'string' && isCount(s[1]?.moves));
}
