/**
 * Replaying a game's stored history into a document on opening (the recovery rules are in
 * persistence.ts's module comment): in pieces when nothing is damaged, record by record, holding
 * back what would apply only half, once something is.
 */
import * as Y from 'yjs';
import { storageOrigin } from './origin';
import { sliceUpdate } from './updateSlices';
import { compareKeys, sound, type Entry, type Key, type StoredRecord } from './storedRecord';

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
  /**
   * Records newer than the newest one this browser wrote (`tip`) that do not verify: nothing
   * Sandtable saved (something else added them), so they are left out and cost nothing.
   */
  foreign: number;
  /** When the newest change this browser saved was written (ms since the epoch), if that record is gone: its change is lost. */
  missingNewest: number | null;
  /** Sound snapshots among the records: without one, the change records that remain cannot be read. */
  snapshots: number;
  /** Sound change records among them. */
  updates: number;
}

/** The report of a replay before anything is applied. */
function emptyReport(entries: readonly StoredRecord[], tip: Key | null): LoadReport {
  const report: LoadReport = { applied: 0, skipped: 0, unapplied: 0, damagedAt: [], recovered: 0, found: entries.length > 0, foreign: 0, missingNewest: null, snapshots: 0, updates: 0 };
  for (const { value } of entries) {
    if (!sound(value as Entry)) continue;
    if ((value as Entry).kind === 'snapshot') report.snapshots++;
    else report.updates++;
  }
  // Compaction deletes only records older than a snapshot it keeps: with none at or past the tip, the newest were deleted.
  if (tip && entries.length && !entries.some((e) => compareKeys(e.key, tip) >= 0)) report.missingNewest = Math.floor(tip[1] / 1000);
  return report;
}

/** Whether a record was added after the newest one this browser wrote (so Sandtable did not write it). */
const pastTip = (key: Key, tip: Key | null) => !!tip && compareKeys(key, tip) > 0;

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

/**
 * Applies stored records to `doc` in order (see the module comment): each that verifies, and
 * after the first damaged one only those that apply whole, retrying held-back ones as others land.
 */
export function replayStoredRecords(entries: readonly StoredRecord[], doc: Y.Doc, tip: Key | null = null): LoadReport {
  const report = emptyReport(entries, tip);
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
    if (pastTip(entries[index].key, tip)) return void report.foreign++;
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

/** Whether two byte arrays hold the same bytes (the twin of a big record is stored beside it). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
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
  tip: Key | null = null,
): Promise<LoadReport> {
  if (!entries.every((e) => sound(e.value as Entry))) return replayStoredRecords(entries, doc, tip);
  const report = emptyReport(entries, tip);
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
      return replayStoredRecords(entries, doc, tip);
    }
  }
  return report;
}
