/**
 * Hidden counters: counters whose real faces only their owner can see until they are revealed.
 * The counter's name, faces and attributes are sealed with a fresh key (src/trust/seal.ts, padded
 * to a size class) before anything is written, so only ciphertext reaches the shared document,
 * every peer's storage, the wire and save files; the piece itself shows a generic hidden face, and
 * the faces and images only it used leave the shared lists (src/doc/hiddenFaces.ts). The key stays
 * in the owner's browser (src/store/sealKeys.ts). Revealing files the key in the ledger, signed by
 * the owner, with the box it opens (src/doc/revealRecords.ts): the one thing that may take a box off
 * a counter (src/doc/hiddenGuard.ts), and anyone can check later that what was revealed is what was
 * sealed.
 */
import type * as Y from 'yjs';
import { isSealedBox, type DrawnFace, type Face, type Piece, type SealedBox } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { describePlace } from '../geometry/places';
import { sealContent } from '../trust/seal';
import { utf8 } from '../trust/bytes';
import { problemsOfAssetRecord } from '../model/validate';
import { readPiece, typesOf } from './gameDoc';
import { runOperation, writePiece, type Actor } from './operations';
import { counterSize, topOf, type NewCounter } from './pieceOps';
import { fileEntries } from './ledger';
import { imagesOf, letGoOf, usedOnlyBy } from './hiddenFaces';
import { openHidden, type HiddenContent } from './hiddenContent';
import { revealEntry, revealStatus } from './revealRecords';

export { openHidden, readHiddenContent, type HiddenContent } from './hiddenContent';

/** The one face every hidden counter shows to those who cannot read it. */
export const hiddenFaceId = 'hidden';
/** The generic face itself: fixed, so a peer cannot make every hidden counter show something else. */
export const hiddenFace: DrawnFace = { kind: 'drawn', fill: '#4a4f4a', ink: '#e8e8e8', symbol: 'none', size: '', name: 'hidden', factors: '?' };
/** The name every hidden counter shows to those who cannot read it. */
export const hiddenName = 'Hidden counter';

/** Seals content: the key and the box, padded to its size class. */
function seal(content: HiddenContent): { key: string; box: SealedBox['box'] } {
  const { key, sealed } = sealContent(utf8(JSON.stringify(content)));
  return { key, box: sealed };
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
    const { key, box } = seal({ name: c.name, faces, face: 0, attrs: { ...c.attrs } });
    return { id: newId(), key, kind: c.kind, size: c.size ?? counterSize(board, c.kind), sealed: { by: identity.publicKey, box } };
  });
  const text = `add ${made.length === 1 ? 'a hidden counter' : `${made.length} hidden counters`} at ${describePlace(board, x, y)}`;
  runOperation(actor, 'addHiddenCounters', text, (t) => {
    if (!t.faces.has(hiddenFaceId)) t.faces.set(hiddenFaceId, hiddenFace);
    let below = topOf(t, where.board, x, y);
    for (const m of made) {
      below = keyBetween(below, null);
      writePiece(t, { id: m.id, name: hiddenName, kind: m.kind, faces: [hiddenFaceId], face: 0, rot: 0, size: m.size, at: { b: where.board, x, y, z: below }, attrs: {}, sealed: m.sealed });
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
    const assets = imagesOf(t, faces);
    const content: HiddenContent = { name: piece.name, faces, face: Math.min(piece.face, Math.max(0, faces.length - 1)), attrs: piece.attrs, ...(assets.length ? { assets } : {}) };
    const { key, box } = seal(content);
    sealed.push({ id, key, seal: { by: identity.publicKey, box } });
  }
  return { sealed };
}

/**
 * Writes a prepared hide: each counter then shows the generic hidden face to everyone but this
 * player, and the faces and images only these counters used leave the game. No undo crosses it
 * (it is in `chanceOps`): taking it back would show the counters without their owner's signed
 * reveal, which every browser refuses, and would keep their old faces for the undo to restore.
 */
export function writeHide(actor: Actor, prepared: PreparedHide): number {
  const t0 = typesOf(actor.doc);
  const still = prepared.sealed.filter((s) => t0.pieces.get(s.id) && !t0.pieces.get(s.id)!.get('sealed'));
  if (!still.length) return 0;
  const first = readPiece(still[0].id, t0.pieces.get(still[0].id))!;
  const where = describePlace(t0.boards.get(first.at.b), first.at.x, first.at.y);
  const text = `hid ${still.length === 1 ? 'a counter' : `${still.length} counters`} at ${where} from the other players`;
  runOperation(actor, 'hideCounters', text, (t) => {
    const unused = usedOnlyBy(t, new Set(still.map((s) => s.id)));
    if (!t.faces.has(hiddenFaceId)) t.faces.set(hiddenFaceId, hiddenFace);
    for (const s of still) {
      const map = t.pieces.get(s.id)!;
      map.set('name', hiddenName);
      map.set('faces', [hiddenFaceId]);
      map.set('face', 0);
      map.set('attrs', {});
      map.set('sealed', s.seal);
    }
    letGoOf(t, unused);
  });
  return still.length;
}

/**
 * Reveals hidden counters to everyone: for each one this player holds the key of, a reveal record
 * (the key, signed, with the box it opens) is filed in the ledger, the counter's real name, faces
 * and attributes replace the hidden ones, and the image records its faces show are listed again.
 * Returns the names revealed; counters whose key is not here, or whose key does not open the box,
 * are left hidden.
 */
export function revealHidden(actor: Actor, ids: readonly string[], keyOf: (id: string) => string | undefined): string[] {
  const identity = actor.identity;
  if (!identity) return [];
  const t0 = typesOf(actor.doc);
  const found: { piece: Piece; sealed: SealedBox; content: HiddenContent; key: string }[] = [];
  for (const id of ids) {
    const piece = readPiece(id, t0.pieces.get(id));
    const key = keyOf(id);
    const sealed = piece?.sealed && isSealedBox(piece.sealed) && piece.sealed.by === identity.publicKey ? piece.sealed : null;
    const content = sealed && key ? openHidden(sealed, key) : null;
    if (piece && sealed && key && content) found.push({ piece, sealed, content, key });
  }
  if (!found.length) return [];
  const names = found.map((f) => f.content.name || 'a counter');
  const records = found.map(({ piece, sealed, key }) => revealEntry(actor.doc, identity, piece.id, key, sealed));
  runOperation(actor, 'revealHidden', `reveal ${names.join(', ')}`, (t) => {
    fileEntries(t.trust, records);
    for (const { piece, content } of found) {
      for (const asset of content.assets ?? []) if (!t.assets.has(asset.hash) && !problemsOfAssetRecord(asset.hash, asset).length) t.assets.set(asset.hash, asset);
      const faceIds = content.faces.map((face) => {
        const id = newId();
        t.faces.set(id, face);
        return id;
      });
      const map = t.pieces.get(piece.id)!;
      map.set('name', content.name.slice(0, 200));
      map.set('faces', faceIds);
      map.set('face', content.face);
      map.set('attrs', content.attrs);
      map.delete('sealed');
    }
  }, `revealed ${names.join(', ')} (hidden until now; opened with the key it was hidden with, signed)`);
  return names;
}

/**
 * Checks a revealed counter against its seal: a reveal record signed by the box's owner whose key
 * opens the box to what the counter shows. Null when it holds, else what is wrong.
 */
export function checkReveal(doc: Y.Doc, pieceId: string): string | null {
  const status = revealStatus(doc, pieceId);
  if (!status) return 'no reveal was recorded for it';
  return status.ok ? null : status.why;
}
