/**
 * This browser's identity, kept in IndexedDB apart from the games: made once, on first use, and
 * kept for as long as the browser keeps its storage. Only the secret key is stored; the public key
 * is derived from it again on every load. It is never written into a game, a save file or a message.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { identityFromSecret, newIdentity, type Identity } from '../trust/identity';

const storeFor = (() => {
  let store: UseStore | null = null;
  return () => (store ??= createStore('sandtable-identity', 'keys'));
})();

/** This page's read of the identity, begun once (a browser has one identity; see `loadIdentity`). */
let loading: Promise<Identity> | null = null;

/**
 * This browser's identity: the stored one, or a new one stored now. Two tabs opening at once may
 * both make one; the first stored is kept and both read it back, so a browser has one identity.
 * Read once per page: the entry point begins it while the page starts (issue #11), and a failed
 * read is tried again on the next call.
 */
export function loadIdentity(): Promise<Identity> {
  if (!loading) {
    loading = readOrMakeIdentity();
    loading.catch(() => (loading = null));
  }
  return loading;
}

async function readOrMakeIdentity(): Promise<Identity> {
  const stored = await get<unknown>('self', storeFor());
  if (stored instanceof Uint8Array && stored.length === 32) return identityFromSecret(stored);
  const made = newIdentity();
  // One read-write transaction: a key another tab stored first is kept, not overwritten.
  await update<unknown>('self', (old) => (old instanceof Uint8Array && old.length === 32 ? old : made.secretKey), storeFor());
  const kept = await get<unknown>('self', storeFor());
  return kept instanceof Uint8Array && kept.length === 32 ? identityFromSecret(kept) : made;
}
