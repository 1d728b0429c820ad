/**
 * The keys of this player's hidden counters, kept in this browser only (never in the game, a save
 * file or a message): `<game id>/<piece id>` → key. Losing them (clearing the browser's storage)
 * leaves those counters hidden for good; the game says so when the owner tries to reveal one.
 */
import { createStore, entries, set, type UseStore } from 'idb-keyval';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-seals', 'keys'));
})();

/** Every key kept for one game, by piece id. */
export async function loadSealKeys(gameId: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const prefix = `${gameId}/`;
  for (const [k, v] of await entries<string, unknown>(storeFor())) {
    if (typeof k === 'string' && k.startsWith(prefix) && typeof v === 'string') out.set(k.slice(prefix.length), v);
  }
  return out;
}

/** Keeps the key of a hidden counter. */
export function keepSealKey(gameId: string, pieceId: string, key: string): Promise<void> {
  return set(`${gameId}/${pieceId}`, key, storeFor());
}
