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
import { crc32 } from '../model/checksum';
import { newId } from '../model/ids';
import { storageOrigin } from './origin';
import { sliceUpdate } from './updateSlices';
import { compactedState, hasHistory } from './compaction';

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

/** Records read back whose checksum has been verified: loading asks twice per record (which snapshot is newest, then the replay). */
const verified = new WeakSet<Entry>();
const sound = (e: Entry | undefined): boolean => {
  if (!e || !(e.bytes instanceof Uint8Array)) return false;
  if (verified.has(e)) return true;
  if (crc32(e.bytes) !== e.sum) return false;
  verified.add(e);
  return true;
};

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
  /** Whether some were damaged: the first compaction then keeps only the recovered game (twice). */
  damaged?: boolean;
}

/** What opening a stored game found. */
export interface LoadReport {
  /** Stored records applied. */
  applied: number;
  /** Records that failed their checksum or did not decode, and were skipped. */
  skipped: number;
  /** Later records left out because they built on a skipped one (applying them would lose more). */
  unapplied: number;
  /** When each skipped record was written (ms since the epoch), oldest first. */
  damagedAt: number[];
  /** Skipped records whose changes came back anyway, carried again by the next record of the same writer. */
  recovered: number;
  /** Whether any record was stored at all (a damaged game is still a stored game). */
  found: boolean;
}

/**
 * Whether an update applies whole to `doc`: every struct continues its writer's history and
 * everything it builds on (left, right and parent items, deleted ranges) is in the document or in
 * the update itself — what Yjs would otherwise hold back as pending. Read from the update alone,
 * without copying the document, so recovery stays fast on big games.
 */
function appliesWhole(doc: Y.Doc, update: Uint8Array): boolean {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return false;
  }
  const state = Y.decodeStateVector(Y.encodeStateVector(doc));
  const reach = new Map<number, number>();
  for (const struct of decoded.structs) {
    const { client, clock } = struct.id;
    const known = reach.get(client) ?? state.get(client) ?? 0;
    if (clock > known) return false;
    reach.set(client, Math.max(known, clock + struct.length));
  }
  const have = (id: Y.ID | null) => !id || id.clock < (reach.get(id.client) ?? state.get(id.client) ?? 0);
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    if (!have(struct.origin) || !have(struct.rightOrigin)) return false;
    if (struct.parent instanceof Y.ID && !have(struct.parent)) return false;
  }
  for (const [client, ranges] of decoded.ds.clients) {
    for (const range of ranges) if (range.clock + range.len > (reach.get(client) ?? state.get(client) ?? 0)) return false;
  }
  return true;
}

/** Replays a game's stored history into `doc`. Records that do not verify are skipped, never applied. */
export async function loadStoredGame(gameId: string, doc: Y.Doc): Promise<LoadReport & { stored: StoredRecords }> {
  const entries = await readForLoad(gameId);
  const snapshots = entries.filter((e) => e.value?.kind === 'snapshot' && sound(e.value));
  const stored: StoredRecords = { keys: entries.map((e) => e.key), newestSnapshot: snapshots.at(-1)?.key ?? null };
  const report = await replayInPieces(entries, doc);
  stored.damaged = report.skipped > 0;
  return { ...report, stored };
}

/** One stored record as read back: its key and its value, which may be damaged in any way. */
export interface StoredRecord {
  key: Key;
  value: unknown;
}

/**
 * Applies stored records to `doc` in order (see the module comment): each that verifies, and
 * after the first damaged one only those that apply whole, retrying held-back ones as others land.
 */
export function replayStoredRecords(entries: readonly StoredRecord[], doc: Y.Doc): LoadReport {
  const report: LoadReport = { applied: 0, skipped: 0, unapplied: 0, damagedAt: [], recovered: 0, found: entries.length > 0 };
  /** Per record, whether it was applied; and the damaged ones, to judge afterwards whether their changes came back. */
  const applied = new Set<number>();
  const damagedRecords: { index: number; kind: unknown }[] = [];
  /** Records that could not yet apply whole; retried whenever another record applies. */
  let waiting: { index: number; bytes: Uint8Array }[] = [];
  const retryWaiting = () => {
    for (let progress = true; progress && waiting.length; ) {
      progress = false;
      for (const held of waiting) {
        if (!appliesWhole(doc, held.bytes)) continue;
        Y.applyUpdate(doc, held.bytes, storageOrigin);
        report.applied++;
        applied.add(held.index);
        waiting = waiting.filter((w) => w !== held);
        progress = true;
      }
    }
  };
  const damaged = (index: number) => {
    report.skipped++;
    report.damagedAt.push(Math.floor(entries[index].key[1] / 1000));
    damagedRecords.push({ index, kind: (entries[index].value as Partial<Entry> | null)?.kind });
  };
  let lastApplied: Uint8Array | null = null;
  for (const [index, { value }] of entries.entries()) {
    if (!sound(value as Entry)) {
      damaged(index);
      continue;
    }
    const bytes = (value as Entry).bytes;
    // The twin of a big update just applied: applying it again would change nothing, at the cost of decoding it.
    if (lastApplied && sameBytes(lastApplied, bytes)) {
      report.applied++;
      applied.add(index);
      continue;
    }
    if (report.skipped && !appliesWhole(doc, bytes)) {
      waiting.push({ index, bytes });
      continue;
    }
    try {
      Y.applyUpdate(doc, bytes, storageOrigin);
      report.applied++;
      applied.add(index);
      lastApplied = bytes;
      retryWaiting();
    } catch {
      damaged(index);
    }
  }
  report.unapplied = waiting.length;
  // A damaged update is carried again by its writer's next record; a damaged snapshot holds nothing
  // that the other snapshot and the updates kept beside it do not.
  const snapshotApplied = [...applied].some((i) => (entries[i].value as Entry).kind === 'snapshot');
  for (const { index, kind } of damagedRecords) {
    const writer = entries[index].key[2];
    const next = entries.findIndex((e, i) => i > index && e.key[2] === writer);
    if (kind === 'snapshot' ? snapshotApplied : next >= 0 && applied.has(next)) report.recovered++;
  }
  return report;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Bytes of a stored record applied per task on opening: a 2,000-counter table (about a megabyte)
 * in one task, a 5,000-counter one in three. Finer pieces cost more in slicing than they save.
 */
const openPieceBytes = 1024 * 1024;

/**
 * `replayStoredRecords` for a history with nothing damaged (the usual case), a big record applied
 * in pieces with a task between (src/doc/updateSlices.ts): opening a 5,000-counter game then never
 * holds the page for the whole table. Any damage, and the careful replay takes over.
 */
export async function replayInPieces(
  entries: readonly StoredRecord[],
  doc: Y.Doc,
  pause: () => Promise<void> = () => new Promise((r) => setTimeout(r, 0)),
  pieceBytes = openPieceBytes,
): Promise<LoadReport> {
  if (!entries.every((e) => sound(e.value as Entry))) return replayStoredRecords(entries, doc);
  const report: LoadReport = { applied: 0, skipped: 0, unapplied: 0, damagedAt: [], recovered: 0, found: entries.length > 0 };
  let lastApplied: Uint8Array | null = null;
  for (const { value } of entries) {
    const bytes = (value as Entry).bytes;
    report.applied++;
    if (lastApplied && sameBytes(lastApplied, bytes)) continue;
    lastApplied = bytes;
    const pieces = sliceUpdate(bytes, pieceBytes);
    try {
      for (const [i, piece] of pieces.entries()) {
        if (i > 0) await pause();
        Y.applyUpdate(doc, piece, storageOrigin);
      }
    } catch {
      // A record that verifies but does not decode: the careful replay says which (what was applied stays applied; again changes nothing).
      return replayStoredRecords(entries, doc);
    }
  }
  return report;
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
      const gone = new Set(obsolete);
      known = [...known.filter((k) => !gone.has(k)), key, ...(spare ? [spare] : [])];
      previousSnapshot = spare ?? key;
      recovering = false;
      sinceSnapshot = 0;
      performance.mark('sandtable:compacted', { detail: { bytes: state.byteLength, inWorker } });
    });

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
        });
      });
    } else {
      const carried = previous;
      previous = update;
      // Merged and summed when the write queue gets to it, after the listeners of the change.
      enqueue(() => updates()('readwrite', (s) => request(s.put(entry('update', carryingPrevious(carried, update)), key))));
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
    flush: () => {
      if (compactLater !== null) compactNow();
      return chain.then(() => undefined);
    },
    destroy: () => {
      if (compactLater !== null) clearTimeout(compactLater);
      doc.off('update', onUpdate);
    },
  };
}
