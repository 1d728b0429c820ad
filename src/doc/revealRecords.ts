/**
 * Reveal records: the only thing that may take a hidden counter's sealed box off it. A reveal is the
 * box's owner (`sealed.by`) saying, signed in the game's scope, "this key opens this box of this
 * piece"; it is filed in the ledger under `reveal/<piece id>` (src/doc/ledger.ts), so it can be
 * added but never changed or removed, and anyone can check it later, also from a save file.
 *
 * Whether a record reveals a box is a pure function of the record and the box (`revealsBox`),
 * evaluated alike in every browser: a record signed by someone else, naming another piece or
 * another box, or whose key does not open the box, reveals nothing. Records written before the
 * ledger (`reveal/<piece id>` directly in `trust`) are read too: they were signed the same way.
 */
import type * as Y from 'yjs';
import type { Face, Piece, SealedBox } from '../model/records';
import { canonicalJson } from '../trust/bytes';
import { signRecord, verifyRecord, type Identity } from '../trust/identity';
import { readHiddenContent, type HiddenContent } from './hiddenContent';
import { openSealed } from '../trust/seal';
import { readPiece, typesOf, type GameTypes } from './gameDoc';
import { isFiled, ledgerEntry, parseLedgerKey, readFolder } from './ledger';
import { scopeOf } from './scope';

/** A reveal as filed: the piece, the key, the box it opens, signed by `by`. */
export interface RevealRecord {
  readonly piece: string;
  readonly key: string;
  readonly box: SealedBox['box'];
  readonly by: string;
  readonly sig: string;
}

/** The signing context of reveal records in a game. */
export const revealContext = (doc: Y.Doc) => `${scopeOf(doc)}/reveal`;

/** The ledger folder of one piece's reveals. */
export const revealFolder = (pieceId: string) => `reveal/${pieceId}`;

/** The ledger entry revealing `sealed` (this player's box) of a piece with its key. */
export function revealEntry(doc: Y.Doc, identity: Identity, pieceId: string, key: string, sealed: SealedBox): [string, object] {
  return ledgerEntry(revealFolder(pieceId), signRecord(identity, revealContext(doc), { piece: pieceId, key, box: sealed.box }));
}

/** Whether two boxes are the same box, field for field. */
export function sameBox(a: unknown, b: SealedBox['box']): boolean {
  const x = a as Partial<SealedBox['box']> | null;
  return !!x && typeof x === 'object' && x.n === b.n && x.c === b.c && x.h === b.h;
}

/**
 * Whether `record` reveals exactly `sealed`, the box of piece `pieceId`: signed in `context` by the
 * box's owner, naming this piece and this very box, with a key that opens it. Pure.
 */
export function revealsBox(context: string, record: unknown, pieceId: string, sealed: SealedBox): record is RevealRecord {
  if (!verifyRecord(context, record)) return false;
  const r = record as Partial<RevealRecord>;
  return r.by === sealed.by && r.piece === pieceId && sameBox(r.box, sealed.box) && openSealed(sealed.box, r.key) !== null;
}

/** Every record filed to reveal a piece: the ledger's, then one written before the ledger, if any. */
export function revealRecordsOf(doc: Y.Doc, pieceId: string): unknown[] {
  const legacy = typesOf(doc).trust.get(`reveal/${pieceId}`);
  return legacy === undefined ? readFolder(doc, revealFolder(pieceId)) : [...readFolder(doc, revealFolder(pieceId)), legacy];
}

/**
 * Every reveal record in the game, by piece id, read in one pass over the ledger (a table lists many
 * counters; reading each one's folder apart would walk the ledger once per counter).
 */
export function revealRecordsByPiece(doc: Y.Doc): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const add = (id: string, record: unknown) => (out.get(id) ?? out.set(id, []).get(id)!).push(record);
  typesOf(doc).trust.forEach((value, key) => {
    if (key.startsWith('reveal/')) return add(key.slice('reveal/'.length), value);
    const filed = parseLedgerKey(key);
    if (filed?.folder.startsWith('reveal/') && isFiled(key, value)) add(filed.folder.slice('reveal/'.length), value);
  });
  return out;
}

/** The record by which `sealed`'s owner revealed it, or null when there is none. */
export function findReveal(doc: Y.Doc, pieceId: string, sealed: SealedBox): RevealRecord | null {
  const context = revealContext(doc);
  return (revealRecordsOf(doc, pieceId).find((r) => revealsBox(context, r, pieceId, sealed)) as RevealRecord | undefined) ?? null;
}

/** What a revealed counter's records say of it, as the table shows it. */
export interface RevealStatus {
  /** The key that revealed it (the owner of the box it was hidden in). */
  readonly by: string | null;
  /** Whether its box opens with its key to what the counter shows. */
  readonly ok: boolean;
  /** Why not, in a sentence's words; null when it holds. */
  readonly why: string | null;
}

/** Whether two plain values are the same data (false for anything canonical JSON cannot write). */
function sameJson(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

/** Whether a piece shows what was sealed: the same name, and the same faces in the same order. */
function showsContent(t: GameTypes, piece: Piece, content: HiddenContent): boolean {
  if (piece.name !== content.name.slice(0, 200) || piece.faces.length !== content.faces.length) return false;
  return piece.faces.every((id, i) => {
    const face: Face | undefined = t.faces.get(id);
    return !!face && sameJson(face, content.faces[i]);
  });
}

/**
 * The reveal check of a counter: null when no reveal was ever filed for it; else who revealed it
 * and whether one of its records opens, with its owner's key, to the counter as it now shows.
 */
export function revealStatus(doc: Y.Doc, pieceId: string, records: readonly unknown[] = revealRecordsOf(doc, pieceId)): RevealStatus | null {
  if (!records.length) return null;
  const context = revealContext(doc);
  const t = typesOf(doc);
  const piece = readPiece(pieceId, t.pieces.get(pieceId));
  let mismatch: { by: string; name: string } | null = null;
  for (const r of records) {
    const record = r as Partial<RevealRecord>;
    if (!verifyRecord(context, r) || record.piece !== pieceId || typeof record.by !== 'string') continue;
    const content = readHiddenContent(openSealed(record.box, record.key));
    if (!content) continue;
    if (!piece || piece.sealed || showsContent(t, piece, content)) return { by: record.by, ok: true, why: null };
    mismatch ??= { by: record.by, name: content.name };
  }
  if (mismatch) return { by: mismatch.by, ok: false, why: `it was sealed as "${mismatch.name}" but shows "${piece!.name}"` };
  return { by: null, ok: false, why: 'no record of its reveal is signed by its owner with a key that opens its box' };
}
