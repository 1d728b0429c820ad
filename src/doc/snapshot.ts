/**
 * Plain snapshots of a game document and a change feed naming what changed, so rendering can
 * update only the pieces that moved instead of re-reading 2,000 counters per edit.
 */
import * as Y from 'yjs';
import type { AssetInfo, Board, Face, LogEntry, Piece, TableSnapshot } from '../model/records';
import { readMeta, readPiece, typesOf, type GameTypes } from './gameDoc';
import { decodeLogLine } from './logLines';
import { problemsOfAssetRecord, problemsOfBoardRecord, problemsOfFaceRecord } from '../model/validate';

/**
 * Reads the whole table as plain data. `checked`: pieces already checked at their current values
 * (the document guard's, see docGuard.ts `soundPieces`), taken as they are instead of read again.
 */
export function readSnapshot(doc: Y.Doc, checked?: ReadonlyMap<string, Piece> | null): TableSnapshot {
  const t = typesOf(doc);
  const pieces = new Map<string, Piece>();
  t.pieces.forEach((map, id) => {
    const piece = checked?.get(id) ?? readPiece(id, map);
    if (piece) pieces.set(id, piece);
  });
  return {
    meta: readMeta(doc),
    boards: soundRecords<Board>(t.boards, problemsOfBoardRecord),
    faces: soundRecords<Face>(t.faces, problemsOfFaceRecord),
    assets: soundRecords<AssetInfo>(t.assets, problemsOfAssetRecord),
    pieces,
  };
}

/** The records of a map that pass their check; the others are left out (the document guard reports them). */
function soundRecords<T>(map: { forEach(f: (value: unknown, key: string) => void): void }, problems: (key: string, value: unknown) => unknown[]): Map<string, T> {
  const out = new Map<string, T>();
  map.forEach((value, key) => {
    if (!problems(key, value).length) out.set(key, value as T);
  });
  return out;
}

/** Reads the log, oldest first. */
export function readLog(doc: Y.Doc): LogEntry[] {
  return typesOf(doc)
    .log.toArray()
    .map(decodeLogLine)
    .filter((e): e is LogEntry => e !== null);
}

/** What one transaction changed. */
export interface TableChange {
  /** Ids of pieces added, changed or removed. */
  pieces: Set<string>;
  boards: boolean;
  faces: boolean;
  assets: boolean;
  meta: boolean;
  log: boolean;
  /** Whether the change came from this player's own operation (vs. a peer, undo or loading). */
  local: boolean;
}

/** Keys of the plain records a change touched, so only they are checked again. */
export interface RecordKeys {
  boards: Set<string>;
  faces: Set<string>;
  assets: Set<string>;
}

/** A transaction's change and the record keys behind it. */
export interface KeyedChange {
  change: TableChange;
  records: RecordKeys;
}

/**
 * Calls `listener` after every transaction with the set of things it changed.
 * Returns a function that stops listening.
 */
export function watchTable(doc: Y.Doc, listener: (change: TableChange, next: TableSnapshot) => void, from: TableSnapshot): () => void {
  const t = typesOf(doc);
  let current = from;
  const onAfter = (tr: Y.Transaction) => {
    const keyed = changeOf(tr, t);
    if (!keyed) return;
    current = applyChange(doc, current, keyed.change, keyed.records);
    listener(keyed.change, current);
  };
  doc.on('afterTransaction', onAfter);
  return () => doc.off('afterTransaction', onAfter);
}

/** What a transaction changed on the table, or null when it changed nothing there. */
export function changeOf(tr: Y.Transaction, t: GameTypes): KeyedChange | null {
  const change: TableChange = { pieces: new Set(), boards: false, faces: false, assets: false, meta: false, log: false, local: false };
  const records: RecordKeys = { boards: new Set(), faces: new Set(), assets: new Set() };
  const keep = (into: Set<string>, keys: Set<string | null>) => keys.forEach((k) => k !== null && into.add(k));
  for (const [changed, keys] of tr.changed) {
    const type = changed as unknown;
    if (type === t.pieces) keep(change.pieces, keys);
    else if (type === t.boards) (change.boards = true), keep(records.boards, keys);
    else if (type === t.faces) (change.faces = true), keep(records.faces, keys);
    else if (type === t.assets) (change.assets = true), keep(records.assets, keys);
    else if (type === t.meta) change.meta = true;
    else if (type === t.log) change.log = true;
    else if (type instanceof Y.Map && type.parent === t.pieces) {
      const id = type._item?.parentSub;
      if (id) change.pieces.add(id);
    }
  }
  if (!change.pieces.size && !change.boards && !change.faces && !change.assets && !change.meta && !change.log) return null;
  change.local = typeof tr.origin === 'object' && tr.origin !== null && (tr.origin as { local?: boolean }).local === true;
  return { change, records };
}

/**
 * The snapshot after `change`: the changed pieces and records read again, the rest shared with
 * `prev`. With `records`, only those keys of a changed kind of record are checked again (a friend's
 * table arriving in pieces adds faces a few hundred at a time); without, the whole kind is.
 */
export function applyChange(doc: Y.Doc, prev: TableSnapshot, change: TableChange, records?: RecordKeys): TableSnapshot {
  const t = typesOf(doc);
  let pieces = prev.pieces;
  if (change.pieces.size) {
    const next = new Map(prev.pieces);
    for (const id of change.pieces) {
      const piece = readPiece(id, t.pieces.get(id));
      if (piece) next.set(id, piece);
      else next.delete(id);
    }
    pieces = next;
  }
  const reread = <T>(changed: boolean, was: ReadonlyMap<string, T>, map: Y.Map<unknown>, problems: (key: string, value: unknown) => unknown[], keys: Set<string> | undefined): Map<string, T> => {
    if (!changed) return was as Map<string, T>;
    if (!keys) return soundRecords<T>(map, problems);
    const next = new Map(was);
    for (const key of keys) {
      const value = map.get(key);
      if (value !== undefined && !problems(key, value).length) next.set(key, value as T);
      else next.delete(key);
    }
    return next;
  };
  return {
    meta: change.meta ? readMeta(doc) : prev.meta,
    boards: reread<Board>(change.boards, prev.boards, t.boards as Y.Map<unknown>, problemsOfBoardRecord, records?.boards),
    faces: reread<Face>(change.faces, prev.faces, t.faces as Y.Map<unknown>, problemsOfFaceRecord, records?.faces),
    assets: reread<AssetInfo>(change.assets, prev.assets, t.assets as Y.Map<unknown>, problemsOfAssetRecord, records?.assets),
    pieces,
  };
}
