/**
 * How far this browser has read each game's mailbox (issue #29): the last sequence number merged,
 * so opening the game fetches only what came after and the home screen counts only what waits.
 * `<game id>` → number.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-mailbox', 'seen'));
})();

export async function mailboxSeen(gameId: string): Promise<number> {
  const seen = await get<unknown>(gameId, storeFor());
  return typeof seen === 'number' && Number.isSafeInteger(seen) && seen >= 0 ? seen : 0;
}

export function keepMailboxSeen(gameId: string, seq: number): Promise<void> {
  return set(gameId, seq, storeFor());
}
