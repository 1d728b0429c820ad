/**
 * The game's history: one step per named operation, appended to the `history` array in the same
 * transaction as the operation itself, so a step and the change it describes always travel,
 * sync, save and load together. A step holds what the operation replaced — each changed piece
 * field (and board, face or image record) as it was before — so a browser can walk back from the
 * table as it is now to any earlier moment without Yjs's own history (which garbage collection
 * and compaction throw away). Steps are never edited or removed; an undo is a step of its own.
 *
 * Reading a stored step checks its shape and bounds (historyRead.ts: a peer may write anything);
 * a step that fails is left out of the replay, and the table itself is never touched by history.
 */
import * as Y from 'yjs';
import { appendTo, typesOf, type GameTypes } from './gameDoc';
import { recordKinds, type PieceFields, type RecordKind } from '../model/history';

/**
 * A step as stored: `o` the operation's name; `g` the clock of its log line (written by the same
 * client in the same transaction; absent when it wrote none); `p` pieces whose fields changed,
 * by id, with the changed fields as they were, or null for a piece the step added; `w` pieces it
 * removed or replaced whole, with every field as it was; `b`/`f`/`a` boards, faces and images by
 * key, as they were (undefined: absent).
 */
export interface StoredStep {
  o: string;
  g?: number;
  /** On a step a guard put back after a peer deleted it: the client that wrote it first (historyGuard.ts). */
  c?: number;
  p?: Record<string, PieceFields | null>;
  w?: Record<string, PieceFields>;
  b?: Record<string, unknown>;
  f?: Record<string, unknown>;
  a?: Record<string, unknown>;
}

/** Bounds on a stored step, far above any real operation and far below what hangs a tab. */
export const stepBounds = { opName: 40, changes: 60_000 };

/** The shared array of steps (created on first access, as every shared type is). */
export function historyOf(doc: Y.Doc): Y.Array<StoredStep> {
  return doc.getArray('history') as Y.Array<StoredStep>;
}

/** The clock the next item this browser writes will carry: read it just before writing the log line a step points to. */
export function nextClock(doc: Y.Doc): number {
  return Y.getState(doc.store, doc.clientID);
}

/**
 * Appends the step of the transaction in progress: what `tr` changed in pieces, boards, faces and
 * images so far, as it was. Call it last inside the operation's transaction. Writes nothing when
 * the operation changed none of them (a chat line, a rules verdict), unless it is a `moment` of
 * the game that changes nothing on the table — a roll — and wrote its log line.
 */
export function appendStep(doc: Y.Doc, tr: Y.Transaction, op: string, logClock: number | null, { moment = false } = {}): void {
  const step = stepOf(typesOf(doc), tr, op) ?? (moment && logClock !== null ? { o: op.slice(0, stepBounds.opName) } : null);
  if (!step) return;
  if (logClock !== null) step.g = logClock;
  appendTo(historyOf(doc), [step]);
}

/**
 * Appends a step computed earlier (`stepOf` while its transaction ran: an undo, whose changes the
 * undo manager makes in its own transaction) with the log line written in the current one.
 */
export function appendPrepared(doc: Y.Doc, step: StoredStep, logClock: number): void {
  appendTo(historyOf(doc), [{ ...step, g: logClock }]);
}

/** What a transaction changed, as a step; null when it changed nothing the history tracks. */
export function stepOf(t: GameTypes, tr: Y.Transaction, op: string): StoredStep | null {
  const step: StoredStep = { o: op.slice(0, stepBounds.opName) };
  const changed: Record<string, PieceFields | null> = {};
  const whole: Record<string, PieceFields> = {};
  let any = false;
  for (const [type, keys] of tr.changed) {
    if (type === (t.pieces as unknown)) {
      for (const id of keys) if (id !== null && addedOrRemoved(tr, t.pieces as Y.Map<unknown>, id, changed, whole)) any = true;
      continue;
    }
    const item = type._item;
    if (item?.parent === t.pieces && typeof item.parentSub === 'string' && type instanceof Y.Map && !createdIn(tr, item)) {
      if (fieldChanges(tr, type, keys, item.parentSub, changed, whole)) any = true;
      continue;
    }
    const short = (Object.keys(recordKinds) as RecordKind[]).find((k) => type === (t[recordKinds[k]] as unknown));
    if (short && recordChanges(tr, type as Y.Map<unknown>, keys, (step[short] = {}))) any = true;
    else if (short) delete step[short];
  }
  if (keepSecrets(t, changed)) {
    delete step.f;
    delete step.a;
  }
  if (Object.keys(changed).length) step.p = changed;
  if (Object.keys(whole).length) step.w = whole;
  return any ? step : null;
}

/** Fields of a piece that say nothing of what it is: kept for a piece hidden in the step. */
const placeFields = new Set(['at', 'rot', 'size', 'moved']);

/**
 * A step that hides counters must not keep what they were: the history syncs to everyone, a late
 * joiner included, and the hide took those names, faces and attributes out of the game. For each
 * piece the step sealed only its place is kept, and none of the faces or images the step let go
 * of; the replay shows such a counter hidden from before its hide. Returns whether any was.
 */
function keepSecrets(t: GameTypes, changed: Record<string, PieceFields | null>): boolean {
  let any = false;
  for (const [id, before] of Object.entries(changed)) {
    const piece = t.pieces.get(id);
    if (!before || !('sealed' in before) || !(piece instanceof Y.Map) || piece.get('sealed') === undefined) continue;
    any = true;
    const kept = Object.fromEntries(Object.entries(before).filter(([key]) => placeFields.has(key)));
    if (Object.keys(kept).length) changed[id] = kept;
    else delete changed[id];
  }
  return any;
}

/** Records the old values of a plain records map's changed keys; false when none really changed. */
function recordChanges(tr: Y.Transaction, map: Y.Map<unknown>, keys: Set<string | null>, out: Record<string, unknown>): boolean {
  let any = false;
  for (const key of keys) {
    if (key === null) continue;
    const before = valueBefore(tr, map, key);
    if (before === map.get(key)) continue;
    out[key] = before;
    any = true;
  }
  return any;
}

/** Records a piece added, removed or replaced whole under `id`; false when it came and went within the step. */
function addedOrRemoved(tr: Y.Transaction, map: Y.Map<unknown>, id: string, changed: Record<string, PieceFields | null>, whole: Record<string, PieceFields>): boolean {
  const before = valueBefore(tr, map, id);
  const fields = before instanceof Y.Map ? storedFields(tr, before) : null;
  if (fields) {
    whole[id] = fields;
    delete changed[id];
    return true;
  }
  if (!(map.get(id) instanceof Y.Map)) return false;
  changed[id] = null;
  return true;
}

/** Records the old values of the changed fields of a piece that existed before the step. */
function fieldChanges(tr: Y.Transaction, piece: Y.Map<unknown>, keys: Set<string | null>, id: string, changed: Record<string, PieceFields | null>, whole: Record<string, PieceFields>): boolean {
  if (id in whole || id in changed) return false;
  const before: PieceFields = {};
  let any = false;
  for (const key of keys) {
    if (key === null) continue;
    const was = valueBefore(tr, piece, key);
    if (was === piece.get(key)) continue;
    before[key] = was;
    any = true;
  }
  if (any) changed[id] = before;
  return any;
}

type Internal = { _map: Map<string, Y.Item> };

/** Whether an item was written within the transaction. */
function createdIn(tr: Y.Transaction, item: Y.Item): boolean {
  return item.id.clock >= (tr.beforeState.get(item.id.client) ?? 0);
}

/** Deletions of a transaction by client, sorted by clock: read while it runs, when Yjs has not sorted them yet. */
const sortedDeletions = new WeakMap<Y.Transaction, Map<number, { clock: number; len: number }[]>>();

/** Whether an item was deleted within the transaction. */
function deletedIn(tr: Y.Transaction, item: Y.Item): boolean {
  let byClient = sortedDeletions.get(tr);
  if (!byClient) {
    byClient = new Map();
    for (const [client, ranges] of tr.deleteSet.clients) byClient.set(client, [...ranges].sort((a, b) => a.clock - b.clock));
    sortedDeletions.set(tr, byClient);
  }
  const ranges = byClient.get(item.id.client) ?? [];
  const clock = item.id.clock;
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const r = ranges[mid];
    if (clock < r.clock) hi = mid - 1;
    else if (clock >= r.clock + r.len) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The value a map held under `key` when the transaction began. Within a transaction Yjs keeps a
 * replaced value as the left neighbour of its replacement (its content is collected only after
 * the transaction), so walking left past this transaction's own writes finds it.
 */
function valueBefore(tr: Y.Transaction, map: Y.Map<unknown>, key: string): unknown {
  let item: Y.Item | null = (map as unknown as Internal)._map.get(key) ?? null;
  while (item && createdIn(tr, item)) item = item.left as Y.Item | null;
  if (!item) return undefined;
  if (item.deleted && !deletedIn(tr, item)) return undefined;
  return lastValue(item);
}

/** The value an item holds (a plain value, or the shared type it is). */
function lastValue(item: Y.Item): unknown {
  const content = item.content.getContent();
  return content[content.length - 1];
}

/**
 * Every field a piece's map held, read from its items so a piece removed in this very transaction
 * (whose map no longer answers `get`) still reads as it was.
 */
function storedFields(tr: Y.Transaction, piece: Y.Map<unknown>): PieceFields | null {
  const out: PieceFields = {};
  for (const [key, item] of (piece as unknown as Internal)._map) {
    if (item.deleted && !deletedIn(tr, item)) continue;
    const value = lastValue(item);
    if (value instanceof Y.AbstractType) continue;
    out[key] = value;
  }
  return Object.keys(out).length ? out : null;
}
