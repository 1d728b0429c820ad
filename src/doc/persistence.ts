/**
 * Autosave: every update to a game document is appended to IndexedDB as it happens, with a
 * checksum. Snapshots are compacted from the stored records in a worker (compaction.ts; from the
 * live document after damage), garbage-collected; the previous snapshot and the updates since it are kept.
 *
 * Each update record also carries the update before it (Yjs merges them; applying twice changes
 * nothing), so a single damaged record loses nothing unless it is the newest. A big update (a
 * friend's table arriving in pieces) is not merged, which would decode it again in the task that
 * applied it: it is stored twice instead, and read once on opening.
 *
 * Opening applies every stored record that verifies, in order; Yjs ignores what it already has.
 * Once a record is found damaged, each later one is first tried on a scratch copy and applied only
 * if it applies whole: a later change that built on the lost one would otherwise apply half (its
 * deletions without its insertions) and make counters vanish. So damage costs the damaged
 * record's changes and those that built on them, nothing else, and the report says which.
 * A new game is stored with two snapshots, so one damaged snapshot never loses the game.
 * Two tabs writing the same game lose nothing: each tab deletes only records it has itself read
 * or written, never ones another tab added meanwhile.
 */
import * as Y from 'yjs';
import { createStore, type UseStore } from 'idb-keyval';
import { newId } from '../model/ids';
import { storageOrigin } from './origin';
import { compactedState, hasHistory } from './compaction';
import { entry, sound, type Entry, type Key } from './storedRecord';
import { replayInPieces, sameBytes, type LoadReport } from './storedReplay';

export type { StoredRecord } from './storedRecord';
export { replayInPieces, replayStoredRecords, type LoadReport } from './storedReplay';

let store: UseStore | null = null;
function updates(): UseStore {
  store ??= createStore('sandtable-updates', 'updates');
  return store;
}

let tipStore: UseStore | null = null;
/**
 * The key of the newest record written for each game, kept apart from the records: a record
 * missing past it, or one added after it, was deleted or added by something other than Sandtable,
 * and the notice on opening says so truthfully (src/doc/storageNotice.ts).
 */
function tips(): UseStore {
  tipStore ??= createStore('sandtable-tips', 'tips');
  return tipStore;
}

/** Notes `key` as the newest record written for its game. */
const noteTip = (key: Key) => tips()('readwrite', (s) => request(s.put(key, key[0])));

/** The newest record written for a game, or null when none was noted (a game stored by an earlier version). */
async function readTip(gameId: string): Promise<Key | null> {
  const tip = await tips()('readonly', (s) => request(s.get(gameId)));
  return Array.isArray(tip) && tip.length === 3 ? (tip as Key) : null;
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

/** A read begun by {@link prefetchStoredGame}, waiting for the `loadStoredGame` it was begun for. */
let early: { gameId: string; at: number; records: Promise<{ key: Key; value: Entry }[]> } | null = null;
/** How long a prefetched read stays usable, in ms: it is for the open that follows at once, never for a later one. */
const prefetchKeptMs = 5000;

/**
 * Starts reading a game's stored records now, for the `loadStoredGame` of that game that follows
 * (once): a page opened on a game reads it while the page is still starting, instead of after
 * (issue #11). The read is what a `loadStoredGame` begun at this moment would have read.
 */
export function prefetchStoredGame(gameId: string): void {
  early = { gameId, at: Date.now(), records: readAll(gameId) };
  early.records.catch(() => undefined);
}

/** The prefetched read for `gameId` (a failed one is read again), or a read begun now. */
function readForLoad(gameId: string): Promise<{ key: Key; value: Entry }[]> {
  const waiting = early?.gameId === gameId && Date.now() - early.at < prefetchKeptMs ? early.records : null;
  early = null;
  return waiting ? waiting.catch(() => readAll(gameId)) : readAll(gameId);
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
  /** Whether some were damaged: the first compaction then keeps only the recovered game (twice). */
  damaged?: boolean;
}

/** Replays a game's stored history into `doc`. Records that do not verify are skipped, never applied. */
export async function loadStoredGame(gameId: string, doc: Y.Doc): Promise<LoadReport & { stored: StoredRecords }> {
  const [entries, tip] = await Promise.all([readForLoad(gameId), readTip(gameId).catch(() => null)]);
  const snapshots = entries.filter((e) => e.value?.kind === 'snapshot' && sound(e.value));
  const stored: StoredRecords = { keys: entries.map((e) => e.key), newestSnapshot: snapshots.at(-1)?.key ?? null };
  const report = await replayInPieces(entries, doc, undefined, undefined, tip);
  // Records added by something else are dropped by the recovering compaction, like damaged ones; a lost newest change is told once.
  stored.damaged = report.skipped > 0 || report.foreign > 0 || report.missingNewest !== null;
  return { ...report, stored };
}

/** The bytes of an update record: the update together with the one before it (see the module comment). */
export function carryingPrevious(previous: Uint8Array | null, update: Uint8Array): Uint8Array {
  return previous ? Y.mergeUpdates([previous, update]) : update;
}

/** A stored record's value for `bytes` (for tests that lay out or damage a stored history). */
export function storedValue(kind: 'snapshot' | 'update', bytes: Uint8Array): unknown {
  return entry(kind, bytes);
}

/** Deletes everything stored for a game. */
export async function deleteStoredGame(gameId: string): Promise<void> {
  await updates()('readwrite', (s) => request(s.delete(range(gameId))));
  await tips()('readwrite', (s) => request(s.delete(gameId)));
}

/** A game's stored records in order, each once (twins dropped), for folding; null when one is damaged. */
async function storedUpdates(gameId: string): Promise<Uint8Array[] | null> {
  const values = (await readAll(gameId)).map((e) => e.value);
  if (!values.every(sound)) return null;
  return values.map((v) => v.bytes).filter((bytes, i, all) => i === 0 || !sameBytes(all[i - 1], bytes));
}

/** Writes a whole document as a game's first snapshots (new, imported or duplicated games): two, so one damaged copy loses nothing. */
export async function storeNewGame(gameId: string, doc: Y.Doc): Promise<void> {
  const next = keyMaker(gameId);
  const [first, second] = [next(), next()];
  const state = Y.encodeStateAsUpdate(doc);
  await updates()('readwrite', async (s) => {
    await request(s.put(entry('snapshot', state), first));
    await request(s.put(entry('snapshot', state.slice()), second));
  });
  await noteTip(second);
}

/** Appends one update to a closed game's stored history (renaming from the home screen). */
export async function appendStoredUpdate(gameId: string, update: Uint8Array): Promise<void> {
  const key = keyMaker(gameId)();
  await updates()('readwrite', (s) => request(s.put(entry('update', update), key)));
  await noteTip(key);
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
 * How long after opening the compaction of a game's history waits (unless it recovers damage): it
 * reads every record back and keeps a worker busy, which should not compete with the first frames.
 * `flush` does it at once.
 */
const compactAfterOpenMs = 2000;
/** An update at least this big is stored twice rather than merged with its neighbours (see the module comment). */
const twinBytes = 32 * 1024;

/**
 * Starts saving every change of `doc`; `stored` is what `loadStoredGame` read. Opening a game with
 * history compacts it soon after (at once after damage, or on `flush`): a new snapshot, keeping only the newest old snapshot and the updates
 * after it as the fallback, so storage stays about two snapshots however often the game is opened.
 */
export function startAutosave(gameId: string, doc: Y.Doc, stored: StoredRecords, onError: (e: unknown) => void): Autosave {
  const nextKey = keyMaker(gameId);
  /** Records this tab has read or written, oldest first: the only ones it may delete. */
  let known: Key[] = [...stored.keys];
  let previousSnapshot: Key | null = stored.newestSnapshot;
  /** After damage, the first compaction replaces everything read with the recovered game, stored twice. */
  let recovering = !!stored.damaged;
  let sinceSnapshot = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    chain = chain.then(work).catch(onError);
  };

  const compact = () =>
    enqueue(async () => {
      const key = nextKey();
      const spare = recovering ? nextKey() : null;
      const obsolete = recovering ? [...known] : previousSnapshot ? known.filter((k) => indexedDB.cmp(k, previousSnapshot!) < 0) : [];
      // After damage, only the live document has everything recovered.
      const { state, inWorker } = await compactedState(doc, async () => (recovering ? null : storedUpdates(gameId)));
      await updates()('readwrite', async (s) => {
        await request(s.put(entry('snapshot', state), key));
        if (spare) await request(s.put(entry('snapshot', state.slice()), spare));
        await Promise.all(obsolete.map((k) => request(s.delete(k))));
      });
      written(spare ?? key);
      const gone = new Set(obsolete);
      known = [...known.filter((k) => !gone.has(k)), key, ...(spare ? [spare] : [])];
      previousSnapshot = spare ?? key;
      recovering = false;
      sinceSnapshot = 0;
      performance.mark('sandtable:compacted', { detail: { bytes: state.byteLength, inWorker } });
    });

  /** The newest record written, and whether a note of it is queued: one note follows a burst of writes, not one per write. */
  let lastWritten: Key | null = null;
  let tipQueued = false;
  const written = (key: Key) => {
    lastWritten = key;
    if (tipQueued) return;
    tipQueued = true;
    enqueue(async () => {
      tipQueued = false;
      if (lastWritten) await noteTip(lastWritten);
    });
  };

  /** The last update stored: each record carries it again, so one damaged record is rebuilt from the next. */
  let previous: Uint8Array | null = null;
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === storageOrigin) return;
    const key = nextKey();
    known.push(key);
    if (update.length >= twinBytes) {
      // Its twin is what the next record would have carried: that one carries nothing.
      const twin = nextKey();
      known.push(twin);
      previous = null;
      enqueue(() => {
        const record = entry('update', update);
        return updates()('readwrite', async (s) => {
          await request(s.put(record, key));
          await request(s.put(record, twin));
        }).then(() => written(twin));
      });
    } else {
      const carried = previous;
      previous = update;
      // Merged and summed when the write queue gets to it, after the listeners of the change.
      enqueue(() => updates()('readwrite', (s) => request(s.put(entry('update', carryingPrevious(carried, update)), key))).then(() => written(key)));
    }
    if (++sinceSnapshot >= compactEvery) compact();
  };
  doc.on('update', onUpdate);
  let compactLater: ReturnType<typeof setTimeout> | null = null;
  const compactNow = () => {
    if (compactLater !== null) clearTimeout(compactLater);
    compactLater = null;
    compact();
  };
  // After damage at once, so the damage is not found (and reported) again on the next open.
  if (recovering) compact();
  else if (hasHistory(stored)) compactLater = setTimeout(compactNow, compactAfterOpenMs);

  return {
    flush: async () => {
      if (compactLater !== null) compactNow();
      // Until the queue stays empty: a write queues the note of its key behind itself.
      for (let waited: Promise<unknown> | null = null; waited !== chain; ) {
        waited = chain;
        await waited;
      }
    },
    destroy: () => {
      if (compactLater !== null) clearTimeout(compactLater);
      doc.off('update', onUpdate);
    },
  };
}
