/**
 * What each friend is known to hold of a game played by turn files (issue #29): the state vector
 * their last turn file carried, by friend, kept in this browser. The next turn file this player
 * writes carries everything since what all of them hold, so it never misses a change a friend has
 * not seen, and a friend's file is its acknowledgement. `<game id>` → `{ <friend>: <state vector> }`.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-turns', 'acknowledged'));
})();

type Acks = Record<string, Uint8Array>;

const isAcks = (v: unknown): v is Acks => typeof v === 'object' && v !== null && Object.values(v).every((sv) => sv instanceof Uint8Array);

/** The state vectors the game's friends acknowledged, one per friend (none before their first file). */
export async function acknowledgedBy(gameId: string): Promise<Uint8Array[]> {
  const stored = await get<unknown>(gameId, storeFor());
  return isAcks(stored) ? Object.values(stored) : [];
}

/** Keeps what a friend holds, read from their turn file (`friend`: their key, else their name). */
export function keepAcknowledged(gameId: string, friend: string, stateVector: Uint8Array): Promise<void> {
  return update<unknown>(gameId, (old) => ({ ...(isAcks(old) ? old : {}), [friend]: stateVector }), storeFor());
}
