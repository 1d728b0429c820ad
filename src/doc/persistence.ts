/**
 * Autosave: every update to a game document is appended to IndexedDB as it happens, with a
 * checksum. On open, the newest snapshot that verifies is applied, then the updates after it.
 * Snapshots are compacted from the live document (`encodeStateAsUpdate`, which garbage-collects),
 * and the previous snapshot is kept with the updates since it, so one corrupted record costs nothing.
 */
import * as Y from 'yjs';
import { createStore, type UseStore } from 'idb-keyval';
import { crc32 } from '../model/checksum';
import { storageOrigin } from './origin';

type Key = [string, number];
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

/** What opening a stored game found. */
export interface LoadReport {
  /** Stored records applied. */
  applied: number;
  /** Records that failed their checksum or did not decode, and were skipped. */
  skipped: number;
}

/** Replays a game's stored history into `doc`. Records that do not verify are skipped, never applied. */
export async function loadStoredGame(gameId: string, doc: Y.Doc): Promise<LoadReport> {
  const entries = await readAll(gameId);
  const sound = (e: Entry) => e && e.bytes instanceof Uint8Array && crc32(e.bytes) === e.sum;
  let start = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i].value?.kind === 'snapshot' && sound(entries[i].value)) {
      start = i;
      break;
    }
  }
  const report: LoadReport = { applied: 0, skipped: 0 };
  for (const { value } of entries.slice(start)) {
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
  const bytes = Y.encodeStateAsUpdate(doc);
  await updates()('readwrite', (s) => request(s.put({ kind: 'snapshot', bytes, sum: crc32(bytes) } satisfies Entry, [gameId, 1])));
}

/** Appends one update to a closed game's stored history (renaming from the home screen). */
export async function appendStoredUpdate(gameId: string, update: Uint8Array): Promise<void> {
  const entries = await readAll(gameId);
  const seq = entries.length ? entries[entries.length - 1].key[1] + 1 : 1;
  await updates()('readwrite', (s) => request(s.put({ kind: 'update', bytes: update, sum: crc32(update) } satisfies Entry, [gameId, seq])));
}

/** Keeps a live document saved. */
export interface Autosave {
  /** Resolves when everything changed so far is on disk. */
  flush(): Promise<void>;
  destroy(): void;
}

/** How many updates accumulate before they are compacted into a snapshot. */
const compactEvery = 400;

/** Starts saving every change of `doc`; call after `loadStoredGame`. */
export async function startAutosave(gameId: string, doc: Y.Doc, onError: (e: unknown) => void): Promise<Autosave> {
  const entries = await readAll(gameId);
  let seq = entries.length ? entries[entries.length - 1].key[1] : 0;
  let sinceSnapshot = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    chain = chain.then(work).catch(onError);
  };

  const compact = () =>
    enqueue(async () => {
      const bytes = Y.encodeStateAsUpdate(doc);
      const key: Key = [gameId, ++seq];
      await updates()('readwrite', async (s) => {
        await request(s.put({ kind: 'snapshot', bytes, sum: crc32(bytes) } satisfies Entry, key));
        const all = (await request(s.getAllKeys(range(gameId)))) as Key[];
        const values = (await request(s.getAll(range(gameId)))) as Entry[];
        const snapshots = all.filter((k, i) => values[i]?.kind === 'snapshot' && k[1] < key[1]);
        const keepFrom = snapshots.length ? snapshots[snapshots.length - 1][1] : key[1];
        if (keepFrom > 0) await request(s.delete(IDBKeyRange.bound([gameId, -Infinity], [gameId, keepFrom], false, true)));
      });
      sinceSnapshot = 0;
    });

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === storageOrigin) return;
    const key: Key = [gameId, ++seq];
    enqueue(() => updates()('readwrite', (s) => request(s.put({ kind: 'update', bytes: update, sum: crc32(update) } satisfies Entry, key))));
    if (++sinceSnapshot >= compactEvery) compact();
  };
  doc.on('update', onUpdate);
  if (entries.length > 1) compact();

  return {
    flush: () => chain.then(() => undefined),
    destroy: () => doc.off('update', onUpdate),
  };
}
