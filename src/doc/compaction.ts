/**
 * Compacting a game's stored history into one snapshot, off the main thread. Encoding a whole
 * document (`Y.encodeStateAsUpdate`) is one task that grows with the table: a quarter of a second
 * for 5,000 counters, a hitch every few hundred moves and on every open of a game with history.
 * So the stored records themselves are folded in a worker into a fresh, garbage-collected
 * document and encoded there; the main thread only reads the records and writes the result.
 *
 * The worker's snapshot is used only when it holds everything the live document held when the
 * compaction began (its state vector covers the live one): the records are stored in order by the
 * autosave queue, so they always do, unless one is damaged or missing, and then, as without a
 * worker, the live document is encoded here.
 */
import * as Y from 'yjs';
import type { StoredRecords } from './persistence';

/** What folding stored records gives: the compacted state and its state vector. */
export interface Folded {
  state: Uint8Array;
  vector: Uint8Array;
}

/**
 * Applies updates in order to a fresh document and encodes it whole: the same snapshot the live
 * document would give (deleted content collected), from the records alone. Pure; runs in the worker.
 */
export function foldRecords(records: readonly Uint8Array[]): Folded {
  const doc = new Y.Doc();
  try {
    for (const record of records) Y.applyUpdate(doc, record);
    return { state: Y.encodeStateAsUpdate(doc), vector: Y.encodeStateVector(doc) };
  } finally {
    doc.destroy();
  }
}

/** Whether state vector `vector` has every change `live` has, writer by writer. */
export function covers(vector: Uint8Array, live: Uint8Array): boolean {
  const have = Y.decodeStateVector(vector);
  for (const [client, clock] of Y.decodeStateVector(live)) if ((have.get(client) ?? 0) < clock) return false;
  return true;
}

/**
 * Whether a stored game has anything a compaction would fold away: records written after its
 * newest snapshot, or more than its two first snapshots. A game just created, imported or joined
 * has neither, and compacting it would only encode the whole document again.
 */
export function hasHistory(stored: StoredRecords): boolean {
  const newest = stored.newestSnapshot;
  return stored.keys.length > 2 || !newest || stored.keys.some((k) => k[1] > newest[1] || (k[1] === newest[1] && k[2] > newest[2]));
}

/** A worker that does not answer within this long is given up, and the document is encoded here. */
const workerTimeoutMs = 30_000;

/** Folds records in a worker of its own (ended once it answers): rejects when no worker can run it. */
function foldInWorker(records: Uint8Array[]): Promise<Folded> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./compactWorker.ts', import.meta.url), { type: 'module', name: 'sandtable-compaction' });
    } catch (error) {
      return reject(error instanceof Error ? error : new Error(String(error)));
    }
    const done = (finish: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      finish();
    };
    const timer = setTimeout(() => done(() => reject(new Error('the compaction worker did not answer'))), workerTimeoutMs);
    worker.onmessage = (e: MessageEvent<Folded | { error: string }>) =>
      done(() => ('error' in e.data ? reject(new Error(e.data.error)) : resolve(e.data)));
    worker.onerror = (e) => done(() => reject(new Error(e.message || 'the compaction worker failed')));
    worker.postMessage(records, records.map((r) => r.buffer));
  });
}

/**
 * The snapshot to store for `doc`: folded in a worker from the records `read` returns (null when
 * one of them is damaged), or encoded from the live document when that cannot be trusted or done.
 * `read` is called after the live state vector is taken, with every earlier update already stored.
 */
export async function compactedState(doc: Y.Doc, read: () => Promise<Uint8Array[] | null>): Promise<{ state: Uint8Array; inWorker: boolean }> {
  if (typeof Worker !== 'function') return { state: Y.encodeStateAsUpdate(doc), inWorker: false };
  const live = Y.encodeStateVector(doc);
  try {
    const records = await read();
    if (records?.length) {
      const folded = await foldInWorker(records);
      if (covers(folded.vector, live)) return { state: folded.state, inWorker: true };
    }
  } catch {
    // No worker here (a policy, an old browser) or a failed fold: encode the live document instead.
  }
  return { state: Y.encodeStateAsUpdate(doc), inWorker: false };
}
