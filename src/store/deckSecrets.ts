/**
 * This player's secrets for sealed cups and decks (shuffle and per-card keys, and the sealer's item
 * seeds), kept in this browser only, never in the game, a save file or a message:
 * `<game id>/<deck id>` → secrets. Lost secrets cannot be recovered: the cards this player had not
 * released then stay sealed for good, which the pile's panel says.
 */
import { createStore, entries, set, type UseStore } from 'idb-keyval';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-decks', 'secrets'));
})();

/** Every deck's secrets kept for one game, by deck id (unchecked: the protocol checks them when used). */
export async function loadDeckSecrets(gameId: string): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const prefix = `${gameId}/`;
  for (const [k, v] of await entries<string, unknown>(storeFor())) {
    if (typeof k === 'string' && k.startsWith(prefix)) out.set(k.slice(prefix.length), v);
  }
  return out;
}

/** Keeps a deck's secrets (replacing what was kept for it). */
export function keepDeckSecrets(gameId: string, deckId: string, secrets: unknown): Promise<void> {
  return set(`${gameId}/${deckId}`, secrets, storeFor());
}
