/**
 * Hidden counters: counters whose real faces only their owner can see until they are revealed.
 * The counter's name, faces and attributes are sealed with a fresh key (src/trust/seal.ts) before
 * anything is written, so only ciphertext reaches the shared document, every peer's storage, the
 * wire and save files; the piece itself shows a generic hidden face. The key stays in the owner's
 * browser (src/store/sealKeys.ts). Revealing writes the key into the game, signed, beside the box
 * it opens, so anyone can check later that what was revealed is what was sealed.
 */
import type * as Y from 'yjs';
import { isSealedBox, type DrawnFace, type Face, type Piece, type SealedBox } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { describePlace } from '../geometry/places';
import { sealContent, openSealed } from '../trust/seal';
import { fromUtf8, utf8 } from '../trust/bytes';
import { signRecord, verifyRecord } from '../trust/identity';
import { checkFace, problemsOf } from '../model/validate';
import { readPiece, typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { runOperation, writePiece, type Actor } from './operations';
import { counterSize, topOf, type NewCounter } from './pieceOps';

/** The one face every hidden counter shows to those who cannot read it. */
export const hiddenFaceId = 'hidden';
const hiddenFace: DrawnFace = { kind: 'drawn', fill: '#4a4f4a', ink: '#e8e8e8', symbol: 'none', size: '', name: 'hidden', factors: '?' };

/** What a hidden counter's seal holds. */
export interface HiddenContent {
  name: string;
  faces: Face[];
  face: number;
  attrs: Piece['attrs'];
}

/** Reads plaintext (a hidden counter's box, a sealed card's item) as hidden content, or null when it is not that. */
export function readHiddenContent(bytes: Uint8Array | null): HiddenContent | null {
  const text = bytes && fromUtf8(bytes);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as HiddenContent;
    const sound =
      typeof value.name === 'string' &&
      Array.isArray(value.faces) &&
      value.faces.length > 0 &&
      value.faces.length <= 20 &&
      value.faces.every((f) => problemsOf(checkFace, f, 'face').length === 0) &&
      Number.isInteger(value.face) &&
      value.face >= 0 &&
      value.face < value.faces.length &&
      typeof value.attrs === 'object' &&
      value.attrs !== null;
    return sound ? value : null;
  } catch {
    return null;
  }
}

/** Opens a hidden counter's seal with its key: the content, or null when the key does not open it. */
export function openHidden(sealed: SealedBox, key: string): HiddenContent | null {
  return readHiddenContent(openSealed(sealed.box, key));
}

/**
 * Adds counters hidden from everyone but this player, stacked at `where`. Returns each new piece's
 * id with the key that opens it (the caller keeps the keys in this browser). Needs an identity.
 */
export function addHiddenCounters(actor: Actor, counters: readonly NewCounter[], where: { board: string; x: number; y: number }): { id: string; key: string }[] {
  const identity = actor.identity;
  if (!identity) throw new Error('Hidden counters need this browser’s identity, which is not ready yet.');
  const t0 = typesOf(actor.doc);
  const board = t0.boards.get(where.board);
  if (!board) throw new Error('The board these counters were to go on is no longer on the table.');
  const x = Math.round(where.x);
  const y = Math.round(where.y);
  const made = counters.map((c) => {
    const faces: Face[] = c.faces.map((f) => ({ kind: 'drawn', fill: f.fill, ink: f.ink, symbol: f.symbol, size: f.size, name: f.name, factors: f.factors, ...(f.stripe ? { stripe: f.stripe } : {}) }));
    const content: HiddenContent = { name: c.name, faces, face: 0, attrs: { ...c.attrs } };
    const { key, sealed } = sealContent(utf8(JSON.stringify(content)));
    return { id: newId(), key, kind: c.kind, size: c.size ?? counterSize(board, c.kind), sealed: { by: identity.publicKey, box: sealed } };
  });
  const text = `add ${made.length === 1 ? 'a hidden counter' : `${made.length} hidden counters`} at ${describePlace(board, x, y)}`;
  runOperation(actor, 'addHiddenCounters', text, (t) => {
    if (!t.faces.has(hiddenFaceId)) t.faces.set(hiddenFaceId, hiddenFace);
    let below = topOf(t, where.board, x, y);
    for (const m of made) {
      below = keyBetween(below, null);
      writePiece(t, { id: m.id, name: 'Hidden counter', kind: m.kind, faces: [hiddenFaceId], face: 0, rot: 0, size: m.size, at: { b: where.board, x, y, z: below }, attrs: {}, sealed: m.sealed });
    }
  });
  return made.map((m) => ({ id: m.id, key: m.key }));
}

/** Counters sealed for hiding, with the keys to keep before they are written. */
export interface PreparedHide {
  readonly sealed: readonly { id: string; key: string; seal: SealedBox }[];
}

/**
 * Seals the real faces of visible counters among `ids` (hidden ones are skipped) so they can be
 * hidden from the other players: keep every key first, then `writeHide`. For fog of war — the
 * counters below the top of one's own stack — or a counter turned face down. What the others saw
 * before stays seen; from then on they see a generic hidden counter.
 */
export function prepareHide(actor: Actor, ids: readonly string[]): PreparedHide {
  const identity = actor.identity;
  if (!identity) throw new Error('Hiding counters needs this browser’s identity, which is not ready yet.');
  const t = typesOf(actor.doc);
  const sealed: { id: string; key: string; seal: SealedBox }[] = [];
  for (const id of new Set(ids)) {
    const piece = readPiece(id, t.pieces.get(id));
    if (!piece || piece.sealed) continue;
    const faces = piece.faces.map((f) => t.faces.get(f)).filter((f): f is Face => !!f);
    const content: HiddenContent = { name: piece.name, faces, face: Math.min(piece.face, Math.max(0, faces.length - 1)), attrs: piece.attrs };
    const { key, sealed: box } = sealContent(utf8(JSON.stringify(content)));
    sealed.push({ id, key, seal: { by: identity.publicKey, box } });
  }
  return { sealed };
}

/** Writes a prepared hide: each counter then shows the generic hidden face to everyone but this player. */
export function writeHide(actor: Actor, prepared: PreparedHide): number {
  const t0 = typesOf(actor.doc);
  const still = prepared.sealed.filter((s) => t0.pieces.get(s.id) && !t0.pieces.get(s.id)!.get('sealed'));
  if (!still.length) return 0;
  const first = readPiece(still[0].id, t0.pieces.get(still[0].id))!;
  const where = describePlace(t0.boards.get(first.at.b), first.at.x, first.at.y);
  const text = `hid ${still.length === 1 ? 'a counter' : `${still.length} counters`} at ${where} from the other players`;
  runOperation(actor, 'hideCounters', text, (t) => {
    if (!t.faces.has(hiddenFaceId)) t.faces.set(hiddenFaceId, hiddenFace);
    for (const s of still) {
      const map = t.pieces.get(s.id)!;
      map.set('name', 'Hidden counter');
      map.set('faces', [hiddenFaceId]);
      map.set('face', 0);
      map.set('attrs', {});
      map.set('sealed', s.seal);
    }
  });
  return still.length;
}

/** The signing context of reveal records in a game. */
const revealContext = (doc: Y.Doc) => `${scopeOf(doc)}/reveal`;

/**
 * Reveals hidden counters to everyone: for each one this player holds the key of, the key is
 * written into the game (signed, with the box it opens, under `reveal/<piece id>` in `trust`) and
 * the counter's real name, faces and attributes replace the hidden ones. Returns the names
 * revealed; counters whose key is not here, or whose key does not open the box, are left hidden.
 */
export function revealHidden(actor: Actor, ids: readonly string[], keyOf: (id: string) => string | undefined): string[] {
  const identity = actor.identity;
  if (!identity) return [];
  const t0 = typesOf(actor.doc);
  const found: { piece: Piece; sealed: SealedBox; content: HiddenContent; key: string }[] = [];
  for (const id of ids) {
    const piece = readPiece(id, t0.pieces.get(id));
    const key = keyOf(id);
    const sealed = piece?.sealed && isSealedBox(piece.sealed) ? piece.sealed : null;
    const content = sealed && key ? openHidden(sealed, key) : null;
    if (piece && sealed && key && content) found.push({ piece, sealed, content, key });
  }
  if (!found.length) return [];
  const names = found.map((f) => f.content.name || 'a counter');
  runOperation(actor, 'revealHidden', `reveal ${names.join(', ')}`, (t) => {
    for (const { piece, sealed, content, key } of found) {
      const faceIds = content.faces.map((face) => {
        const id = newId();
        t.faces.set(id, face);
        return id;
      });
      t.trust.set(`reveal/${piece.id}`, signRecord(identity, revealContext(actor.doc), { piece: piece.id, key, box: sealed.box }));
      const map = t.pieces.get(piece.id)!;
      map.set('name', content.name.slice(0, 200));
      map.set('faces', faceIds);
      map.set('face', content.face);
      map.set('attrs', content.attrs);
      map.delete('sealed');
    }
  }, `revealed ${names.join(', ')} (hidden until now; its seal opens with the key it was made with)`);
  return names;
}

/**
 * Checks a revealed counter against its seal: the reveal record is signed by the counter's owner,
 * and its key opens the box to the name the counter now shows. Null when it holds, else what is wrong.
 */
export function checkReveal(doc: Y.Doc, pieceId: string): string | null {
  const stored = typesOf(doc).trust.get(`reveal/${pieceId}`);
  if (!stored) return 'no reveal was recorded for it';
  if (!verifyRecord(revealContext(doc), stored)) return 'its reveal record is not signed by whoever it names';
  const record = stored as unknown as { by: string; key: string; box: SealedBox['box'] };
  const content = openHidden({ by: record.by, box: record.box }, record.key);
  if (!content) return 'its key does not open what was sealed';
  const piece = readPiece(pieceId, typesOf(doc).pieces.get(pieceId));
  if (piece && piece.name !== content.name.slice(0, 200)) return `it was sealed as "${content.name}" but shows "${piece.name}"`;
  return null;
}
