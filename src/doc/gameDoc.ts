/**
 * The game document: one Y.Doc per game. This module owns the layout of the shared types and
 * is, with its siblings in `src/doc`, the only code that touches Yjs.
 *
 * Layout (schema version 1):
 * - `meta`   Y.Map   id, name, schemaVersion, createdAt
 * - `boards` Y.Map   board id → Board (plain record, replaced whole)
 * - `faces`  Y.Map   face id → Face (plain record)
 * - `assets` Y.Map   content hash → AssetInfo
 * - `pieces` Y.Map   piece id → Y.Map of the piece's fields; `at` (board, x, y, order key) is one
 *                    value so a move writes one key (~40 bytes) and history garbage-collects well
 * - `log`    Y.Array of compact log lines (see logLines.ts), append only
 * - `dice`   Y.Map   custom-die id → CustomDie (plain record, replaced whole; see src/dice/dice.ts)
 * - `terrain` Y.Map  flat keys `<board>:hex:col,row`, `<board>:side:…|…`, `<board>:link:…|…`, `<board>:palette`, `<board>:features` (src/doc/terrainOps.ts)
 * - `components` Y.Map board id → box, track, cup or deck record (plain, replaced whole; src/components/model.ts, src/doc/componentOps.ts)
 * - `rules`  Y.Map   the rules assistant's state, flat keys `ruleset`, `value:<id>`, `table:<id>`, `control:<board>:col,row`, `optional:<id>` (src/doc/rulesOps.ts)
 * - `trust`  Y.Map   signed protocol records: fair rolls in the ledger, `ledger/roll/<id>` and `ledger/roll/<id>/<digest>` (src/doc/rollCeremony.ts)
 */
import * as Y from 'yjs';
import type { AssetInfo, Board, Face, GameMeta, Piece, SealedPiece } from '../model/records';
import { isPublicKey } from '../trust/identity';
import type { StoredLogLine } from './logLines';
import type { CustomDie } from '../dice/dice';
import { checkPiece, isGameId, isRecordId, problemsOf, type Problem } from '../model/validate';

/** The schema version this build writes; older documents are migrated on open (see migrations.ts). */
export const schemaVersion = 1;

/** The shared types of a game document, by name. */
export interface GameTypes {
  meta: Y.Map<unknown>;
  boards: Y.Map<Board>;
  faces: Y.Map<Face>;
  assets: Y.Map<AssetInfo>;
  pieces: Y.Map<Y.Map<unknown>>;
  log: Y.Array<StoredLogLine>;
  dice: Y.Map<CustomDie>;
  terrain: Y.Map<unknown>;
  components: Y.Map<unknown>;
  rules: Y.Map<unknown>;
  trust: Y.Map<unknown>;
  /** Where a game from a VASSAL module came from (src/doc/vassalOrigin.ts); empty otherwise. */
  vassal: Y.Map<unknown>;
}

/** The named shared types of a document (creating them on first access, as Yjs does). */
export function typesOf(doc: Y.Doc): GameTypes {
  return {
    meta: doc.getMap('meta'),
    boards: doc.getMap('boards') as Y.Map<Board>,
    faces: doc.getMap('faces') as Y.Map<Face>,
    assets: doc.getMap('assets') as Y.Map<AssetInfo>,
    pieces: doc.getMap('pieces') as Y.Map<Y.Map<unknown>>,
    log: doc.getArray('log') as Y.Array<StoredLogLine>,
    dice: doc.getMap('dice') as Y.Map<CustomDie>,
    terrain: doc.getMap('terrain'),
    components: doc.getMap('components'),
    rules: doc.getMap('rules'),
    trust: doc.getMap('trust'),
    vassal: doc.getMap('vassal'),
  };
}

/**
 * Appends to a shared array. Yjs's `push` walks the whole array from its start on every call
 * (12 s for 20,000 appends to one array, against under 1 s here), while an insert at the end
 * finds its place through the array's search markers: the log and the history grow by one item
 * per operation, so every operation would otherwise pay for the length of the game.
 */
export function appendTo<T>(array: Y.Array<T>, items: T[]): void {
  array.insert(array.length, items);
}

/** Piece fields stored as separate keys of the piece's Y.Map (each written independently). */
export const pieceFields = ['name', 'kind', 'faces', 'face', 'rot', 'size', 'at', 'attrs'] as const;
export type PieceField = (typeof pieceFields)[number] | 'moved' | 'sealed';

/** Calls `visit` for every stored piece that is a Y.Map (a peer may have stored something else under a piece id). */
export function eachPieceMap(pieces: { forEach(f: (value: unknown, key: string) => void): void }, visit: (map: Y.Map<unknown>, id: string) => void): void {
  pieces.forEach((value, id) => {
    if (value instanceof Y.Map) visit(value, id);
  });
}

/** Values a piece field takes when its key is absent (older documents did not write them all). */
const pieceDefaults = { name: '', kind: 'unit', face: 0, rot: 0, size: 50, attrs: {} } as const;

/** A piece's stored value read as a plain record, whatever it holds; `checkPiece` decides whether it is sound. */
export function rawPiece(id: string, value: unknown): Record<string, unknown> | null {
  if (!(value instanceof Y.Map)) return null;
  const out: Record<string, unknown> = { id };
  for (const field of pieceFields) {
    const v = value.get(field);
    out[field] = v === undefined && field in pieceDefaults ? pieceDefaults[field as keyof typeof pieceDefaults] : v;
  }
  const moved = value.get('moved');
  if (moved !== undefined) out.moved = moved;
  const sealed = value.get('sealed');
  if (sealed !== undefined) out.sealed = sealed;
  return out;
}

/** The problems of a piece's stored value, each naming the field; empty when it is sound. */
export function problemsOfPiece(id: string, value: unknown, path = `pieces.${id}`): Problem[] {
  if (!isRecordId(id)) return [{ path, message: 'has an id that is not usable' }];
  const raw = rawPiece(id, value);
  if (!raw) return [{ path, message: 'must be a piece record' }];
  const problems = problemsOf(checkPiece, raw, path);
  if (!problems.length && (raw.face as number) >= (raw.faces as unknown[]).length) problems.push({ path: `${path}.face`, message: 'is not one of its faces' });
  if (raw.moved !== undefined && (typeof raw.moved !== 'string' || raw.moved.length > 200)) problems.push({ path: `${path}.moved`, message: 'must be a player name' });
  if (raw.sealed !== undefined && !isSealedPiece(raw.sealed)) problems.push({ path: `${path}.sealed`, message: 'must be a sealed box from a player' });
  return problems;
}

/**
 * Reads one piece's stored value into a plain record, or null when it is not a sound piece: a
 * value a peer or a damaged file made unusable is left off the table (the document guard reports
 * and repairs it), never thrown on.
 */
export function readPiece(id: string, value: unknown): Piece | null {
  return checkedPiece(id, value).piece;
}

/** A piece's stored value checked once: the plain record when sound, and the problems either way. */
export function checkedPiece(id: string, value: unknown): { piece: Piece | null; problems: Problem[] } {
  const problems = problemsOfPiece(id, value);
  if (problems.length) return { piece: null, problems };
  const piece = { ...rawPiece(id, value)! } as unknown as Piece;
  if (!piece.moved) delete piece.moved;
  if (!piece.sealed) delete piece.sealed;
  return { piece, problems };
}

/** Whether a value is a sound sealed box: the owner's key and bounded base64url text (src/trust/seal.ts). */
export function isSealedPiece(value: unknown): value is SealedPiece {
  if (typeof value !== 'object' || value === null) return false;
  const { by, box, deck, card } = value as { by?: unknown; box?: { n?: unknown; c?: unknown; h?: unknown } | null; deck?: unknown; card?: unknown };
  if (!isPublicKey(by)) return false;
  if (box === undefined) return typeof deck === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(deck) && Number.isSafeInteger(card) && (card as number) >= 0 && (card as number) < 1000;
  if (typeof box !== 'object' || box === null) return false;
  const text = (v: unknown, max: number) => typeof v === 'string' && v.length <= max && /^[A-Za-z0-9_-]*$/.test(v);
  return text(box.n, 64) && text(box.c, 96 * 1024) && text(box.h, 64);
}

/** Reads the game's meta record. */
export function readMeta(doc: Y.Doc): GameMeta {
  const meta = typesOf(doc).meta;
  const id = meta.get('id');
  const name = meta.get('name');
  const version = meta.get('schemaVersion');
  const createdAt = meta.get('createdAt');
  return {
    id: isGameId(id) ? id : '',
    name: typeof name === 'string' ? name.slice(0, 200) : 'Untitled game',
    // A version that is not a whole number is no version this or any build wrote: read as unknown (-1).
    schemaVersion: version === undefined ? 0 : Number.isInteger(version) ? (version as number) : -1,
    createdAt: typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : 0,
  };
}

/** Makes a fresh, empty game document carrying its identity and schema version. */
export function createGameDoc(id: string, name: string, now = Date.now()): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    const meta = typesOf(doc).meta;
    meta.set('id', id);
    meta.set('name', name.slice(0, 200));
    meta.set('schemaVersion', schemaVersion);
    meta.set('createdAt', now);
  }, 'create');
  return doc;
}
