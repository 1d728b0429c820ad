/**
 * Autosave: every update to a game document is appended to IndexedDB as it happens, with a
 * checksum. Snapshots are compacted from the live document (`encodeStateAsUpdate`, which
 * garbage-collects); the previous snapshot and the updates since it are kept.
 *
 * Opening applies every stored record that verifies, in order. Yjs ignores what it already has, so
 * a damaged record costs only itself, and two tabs writing the same game lose nothing: each tab
 * deletes only records it has itself read or written, never ones another tab added meanwhile.
 */
import * as Y from 'yjs';
import { createStore, type UseStore } from 'idb-keyval';
import { crc32 } from '../model/checksum';
import { newId } from '../model/ids';
import { storageOrigin } from './origin';

/** [game id, time-ordered sequence number, writer id]: unique across tabs, sorted by time. */
type Key = [string, number, string];
interface Entry {
  kind: 'snapshot' | 'update';
  bytes: Uint8Array;
  sum: number;
}

let store: UseStore | null = null;
function updates(): UseStore {
  store ??= createStore('sandtable-updates', 'updates');
  return store;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function range(gameId: string): IDBKeyRange {
  return IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]);
}

async function readAll(gameId: string): Promise<{ key: Key; value: Entry }[]> {
  return updates()('readonly', async (s) => {
    const [keys, values] = await Promise.all([request(s.getAllKeys(range(gameId))), request(s.getAll(range(gameId)))]);
    return keys.map((key, i) => ({ key: key as Key, value: values[i] as Entry }));
  });
}

const sound = (e: Entry | undefined) => !!e && e.bytes instanceof Uint8Array && crc32(e.bytes) === e.sum;

function entry(kind: Entry['kind'], bytes: Uint8Array): Entry {
  return { kind, bytes, sum: crc32(bytes) };
}

/** Makes keys that sort by time and never collide with another tab's. */
function keyMaker(gameId: string) {
  const writer = newId(6);
  let last = 0;
  return (): Key => {
    last = Math.max(last + 1, Date.now() * 1000);
    return [gameId, last, writer];
  };
}

/** Which records a game had when it was opened; autosave may delete only these (and its own). */
export interface StoredRecords {
  keys: Key[];
  /** The newest snapshot that verified, kept as the fallback until the next compaction. */
  newestSnapshot: Key | null;
}

/** What opening a stored game found. */
export interface LoadReport {
  /** Stored records applied. */
  applied: number;
  /** Records that failed their checksum or did not decode, and were skipped. */
  skipped: number;
}

/** Replays a game's stored history into `doc`. Records that do not verify are skipped, never applied. */
export async function loadStoredGame(gameId: string, doc: Y.Doc): Promise<LoadReport & { stored: StoredRecords }> {
  const entries = await readAll(gameId);
  const snapshots = entries.filter((e) => e.value?.kind === 'snapshot' && sound(e.value));
  const report = { applied: 0, skipped: 0, stored: { keys: entries.map((e) => e.key), newestSnapshot: snapshots.at(-1)?.key ?? null } };
  for (const { value } of entries) {
    if (!sound(value)) {
      report.skipped++;
      continue;
    }
    try {
      Y.applyUpdate(doc, value.bytes, storageOrigin);
      report.applied++;
    } catch {
      report.skipped++;
    }
  }
  return report;
}

/** Deletes everything stored for a game. */
export async function deleteStoredGame(gameId: string): Promise<void> {
  await updates()('readwrite', (s) => request(s.delete(range(gameId))));
}

/** Writes a whole document as a game's first snapshot (new, imported or duplicated games). */
export async function storeNewGame(gameId: string, doc: Y.Doc): Promise<void> {
  const key = keyMaker(gameId)();
  await updates()('readwrite', (s) => request(s.put(entry('snapshot', Y.encodeStateAsUpdate(doc)), key)));
}

/** Appends one update to a closed game's stored history (renaming from the home screen). */
export async function appendStoredUpdate(gameId: string, update: Uint8Array): Promise<void> {
  const key = keyMaker(gameId)();
  await updates()('readwrite', (s) => request(s.put(entry('update', update), key)));
}

/** Keeps a live document saved. */
export interface Autosave {
  /** Resolves when everything changed so far is on disk. */
  flush(): Promise<void>;
  destroy(): void;
}

/** How many updates accumulate before they are compacted into a snapshot. */
const compactEvery = 400;

/**
 * Starts saving every change of `doc`; `stored` is what `loadStoredGame` read. Opening a game with
 * history compacts it at once: a new snapshot, keeping only the newest old snapshot and the updates
 * after it as the fallback, so storage stays about two snapshots however often the game is opened.
 */
export function startAutosave(gameId: string, doc: Y.Doc, stored: StoredRecords, onError: (e: unknown) => void): Autosave {
  const nextKey = keyMaker(gameId);
  /** Records this tab has read or written, oldest first: the only ones it may delete. */
  let known: Key[] = [...stored.keys];
  let previousSnapshot: Key | null = stored.newestSnapshot;
  let sinceSnapshot = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    chain = chain.then(work).catch(onError);
  };

  const compact = () =>
    enqueue(async () => {
      const key = nextKey();
      const obsolete = previousSnapshot ? known.filter((k) => indexedDB.cmp(k, previousSnapshot!) < 0) : [];
      await updates()('readwrite', async (s) => {
        await request(s.put(entry('snapshot', Y.encodeStateAsUpdate(doc)), key));
        await Promise.all(obsolete.map((k) => request(s.delete(k))));
      });
      const gone = new Set(obsolete);
      known = [...known.filter((k) => !gone.has(k)), key];
      previousSnapshot = key;
      sinceSnapshot = 0;
    });

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === storageOrigin) return;
    const key = nextKey();
    known.push(key);
    enqueue(() => updates()('readwrite', (s) => request(s.put(entry('update', update), key))));
    if (++sinceSnapshot >= compactEvery) compact();
  };
  doc.on('update', onUpdate);
  if (stored.keys.length > 1) compact();

  return {
    flush: () => chain.then(() => undefined),
    destroy: () => doc.off('update', onUpdate),
  };
}
