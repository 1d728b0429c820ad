/**
 * Sealed cups and decks: a pile whose order no single player knows, drawn blind or for one
 * player's eyes, each card opened only with every player's key (src/trust/deck, mental poker).
 *
 * How a pile is sealed: the sealer turns each piece in the pile into a sealed item (its name,
 * faces and attributes, as a hidden counter's) and writes the deck with its own shuffle. Every
 * other player's agent (src/doc/pileAgent.ts) shuffles in turn, then all lock. While that runs the
 * open pieces stay where they were; once the deck is locked, the sealer's agent swaps them for
 * as many identical card pieces, one per position, and files that it did. Drawing takes the next
 * position of the chain of draws (src/trust/pile/draws.ts; the order is random to everyone, so that
 * is a random draw): one operation moves its piece and files the signed draw, which says whether
 * it is for the drawer's eyes. Every key is then released, or not, as those records say. A seal
 * that stalls can be called off by any of its players: the open pieces were never removed.
 */
import type * as Y from 'yjs';
import type { Face, Piece } from '../model/records';
import { isSealedBox } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { utf8 } from '../trust/bytes';
import { fingerprint } from '../trust/identity';
import { createDeck, type DeckSecrets } from '../trust/deck';
import { cardFaceId, cardPieceId, mayShow, openedName, sealedCardFace, sealedCardFaceId, sealedCardName, type CardRef, type DrawBook } from '../trust/pile';
import { ComponentError } from '../components/model';
import { cellPoint, cupCells, piecesInCell } from '../components/layout';
import { typesOf } from './gameDoc';
import type { RollPlayer } from './rollCeremony';
import { scopeOf } from './scope';
import { runOperation, writePiece, type Actor } from './operations';
import { allPieces, componentIn, plural, Work, type Destination, type Types } from './componentOps';
import type { HiddenContent } from './hiddenOps';
import { fileEntries } from './ledger';
import { deckEntry, drawEntry, laidEntry, offEntry, pileEntry, readPile, showEntry, type Pile, type PileBody } from './pileRecords';

/** The pile cell of a cup or a deck (both the first cell). */
export const pileCell = cupCells.pile;

/** The look every card of a sealed pile shares, so none can be told from another. */
export const sealedFaceId = sealedCardFaceId;
/** The face itself: fixed, so a peer cannot make every sealed card show something else (src/doc/shownGuard.ts). */
export const sealedFace: Face = { ...sealedCardFace };

/** A cup or deck board and the open pieces in its pile; throws a `ComponentError` for anything else. */
function pileOf(t: Types, board: string): { name: string; pieces: Piece[] } {
  const component = componentIn(t, board);
  const b = t.boards.get(board);
  if (!b || (component?.kind !== 'cup' && component?.kind !== 'deck')) throw new ComponentError('That cup or deck is no longer on the table');
  return { name: b.name, pieces: piecesInCell(b, pileCell, allPieces(t)) };
}

/** A piece as a sealed item holds it: what a hidden counter's box would. */
function contentOf(t: Types, piece: Piece): HiddenContent {
  const faces = piece.faces.map((id) => t.faces.get(id)).filter((f): f is Face => !!f);
  return { name: piece.name, faces, face: Math.min(piece.face, Math.max(0, faces.length - 1)), attrs: piece.attrs };
}

/**
 * The attributes every piece of a pile shares, with the same value (`side: Axis`, `type: cd`):
 * readable on each sealed card, since they tell nothing about which piece a card is, and rules
 * assistants need them to know what a blind-drawn counter is (an Untried coast-defence unit).
 */
export function sharedAttrs(pieces: readonly Piece[]): Piece['attrs'] {
  const [first, ...rest] = pieces;
  if (!first) return {};
  const out: Piece['attrs'] = {};
  for (const [name, value] of Object.entries(first.attrs)) {
    if (rest.every((p) => Object.hasOwn(p.attrs, name) && p.attrs[name] === value)) out[name] = value;
  }
  return out;
}

/** A fresh seal, ready to write once the sealer's secrets are kept. */
export interface PreparedSeal {
  readonly board: string;
  readonly deck: string;
  readonly secrets: DeckSecrets;
  readonly entries: [string, object][];
  readonly text: string;
}

/**
 * Prepares sealing a cup's or deck's pile among this player and `others` (one to five players,
 * by key and acting tab): checks it, makes the deck and this player's shuffle. Nothing is written:
 * keep `secrets` first, then `writeSeal`. Throws a `ComponentError` the player can read.
 */
export function prepareSeal(actor: Actor, board: string, others: readonly (RollPlayer & { name: string })[]): PreparedSeal {
  const identity = actor.identity;
  if (!identity) throw new ComponentError('Sealing needs this browser’s identity, which is not ready yet');
  const t = typesOf(actor.doc);
  const { name, pieces } = pileOf(t, board);
  const current = readPile(actor.doc, board);
  if (current && pieces.some((p) => p.sealed && !isSealedBox(p.sealed) && p.sealed.deck === current.deck)) throw new ComponentError(`${name} is sealed already`);
  if (!others.length) throw new ComponentError('Sealing needs at least one other player at the table');
  if (others.length > 5) throw new ComponentError('A pile can be sealed among six players at most');
  if (!pieces.length) throw new ComponentError(`Put the pieces in ${name} first`);
  if (pieces.some((p) => p.sealed)) throw new ComponentError('Reveal the hidden or sealed pieces in the pile first: they cannot be sealed again');
  const deck = newId(12);
  const players = [identity.publicKey, ...others.map((o) => o.key)];
  const contents = pieces.map((p) => utf8(JSON.stringify(contentOf(t, p))));
  let made;
  try {
    made = createDeck(identity, { gameId: scopeOf(actor.doc), deckId: deck }, players, contents);
  } catch (e) {
    throw new ComponentError(e instanceof RangeError ? `These pieces cannot be sealed: ${e.message}` : String(e));
  }
  const tabs: Record<string, number> = { [fingerprint(identity.publicKey)]: actor.doc.clientID };
  for (const o of others) tabs[fingerprint(o.key)] = o.clientId;
  const body: Omit<PileBody, 't' | 'prev'> = { board, deck, players, pieces: pieces.map((p) => p.id), tabs };
  const text = `began sealing ${name} with ${others.map((o) => o.name).join(' and ')} (${plural(pieces.length, 'piece')}: each player shuffles in turn)`;
  return { board, deck, secrets: made.secrets, entries: [pileEntry(actor.doc, identity, body), deckEntry(deck, made.record)], text };
}

/** Writes a prepared seal and logs it. */
export function writeSeal(actor: Actor, prepared: PreparedSeal): void {
  runOperation(actor, 'beginSeal', `seal ${prepared.board}`, (t) => {
    fileEntries(t.trust, prepared.entries);
  }, prepared.text);
}

/** The card pieces of a deck (sealed by `by`, when given), by card position. */
export function cardPieces(doc: Y.Doc, deck: string, by?: string): Map<number, Piece> {
  const out = new Map<number, Piece>();
  for (const p of allPieces(typesOf(doc))) {
    if (p.sealed && !isSealedBox(p.sealed) && p.sealed.deck === deck && (by === undefined || p.sealed.by === by)) out.set(p.sealed.card, p);
  }
  return out;
}

/**
 * The sealer's last step, once every player has locked: the open pieces leave the pile, one
 * identical card piece per position takes their place, and the sealer files that the cards are
 * laid out (no call-off counts after that). Returns false, writing nothing, when a piece sealed is
 * no longer in the pile (the seal is then called off: the deck holds what it held).
 */
export function placeCards(actor: Actor, pile: Pile, cards: number, players: readonly string[]): boolean {
  const identity = actor.identity;
  const t0 = typesOf(actor.doc);
  if (!identity) return false;
  const board = t0.boards.get(pile.board);
  if (!board || cardPieces(actor.doc, pile.deck, pile.by).size) return false;
  const inPile = new Set(piecesInCell(board, pileCell, allPieces(t0)).map((p) => p.id));
  const originals = pile.pieces.map((id) => allPieces(t0).find((p) => p.id === id));
  if (originals.length !== cards || originals.some((p) => !p || !inPile.has(p.id))) return false;
  const { kind, size } = originals[0]!;
  const attrs = sharedAttrs(originals as Piece[]);
  const point = cellPoint(board, pileCell);
  const text = `sealed ${board.name}: ${plural(cards, 'piece')} shuffled by ${players.join(', ')}; nobody knows their order`;
  runOperation(actor, 'sealPile', `seal ${board.name}`, (t) => {
    if (!t.faces.has(sealedFaceId)) t.faces.set(sealedFaceId, sealedFace);
    for (const p of originals) t.pieces.delete(p!.id);
    let below: string | null = null;
    for (let card = cards - 1; card >= 0; card--) {
      below = keyBetween(below, null);
      const sealed = { by: pile.by, deck: pile.deck, card };
      // Its id is its card's: every browser then knows which piece is which card, even once shown.
      writePiece(t, { id: cardPieceId(sealed), name: sealedCardName, kind, faces: [sealedFaceId], face: 0, rot: 0, size, at: { b: board.id, x: point.x, y: point.y, z: below }, attrs, sealed });
    }
    fileEntries(t.trust, [laidEntry(actor.doc, identity, { deck: pile.deck, cards })]);
  }, text);
  return true;
}

/**
 * Draws the next card of a sealed pile to `to` (by default the cup's "Drawn" spot or the deck's
 * face-up spot): one operation moves the piece of the position `book` says is next and files the
 * signed draw, chained to the one before it, for this player's eyes (`forMe`: every other player
 * then releases its key to them) or blind (nobody reads it until it is shown to all). Returns
 * the card piece's id, or null when every position is drawn.
 */
export function drawSealed(actor: Actor, pile: Pile, book: DrawBook, { to, forMe }: { to?: Destination; forMe: boolean }): string | null {
  const identity = actor.identity;
  if (!identity || pile.legacy || book.head === null) throw new ComponentError('This pile is not sealed');
  if (forMe && !pile.players.includes(identity.publicKey)) throw new ComponentError('It was sealed without you: you hold no key of it, so nothing can be drawn for your eyes alone (draw blind)');
  const t0 = typesOf(actor.doc);
  const b = t0.boards.get(pile.board);
  if (!b) throw new ComponentError('That cup or deck is no longer on the table');
  const card = book.next;
  if (card >= book.cards) return null;
  const next = cardPieces(actor.doc, pile.deck, pile.by).get(card);
  if (!next) throw new ComponentError(`Card ${card + 1} of ${b.name} is no longer on the table: it cannot be drawn`);
  const dest = to ?? { b: pile.board, ...cellPoint(b, cupCells.drawn) };
  const draw = drawEntry(actor.doc, identity, { deck: pile.deck, card, prev: book.head, to: forMe ? identity.publicKey : null });
  const text = forMe ? `drew a piece from ${b.name} for their eyes only (card ${card + 1})` : `drew a piece blind from ${b.name}: nobody knows it until it is revealed (card ${card + 1})`;
  runOperation(actor, 'drawSealed', `draw from ${b.name}`, (t) => {
    const work = new Work(t, allPieces(t0));
    work.put(next, work.resolve(dest));
    fileEntries(t.trust, [draw]);
  }, text);
  return next.id;
}

/**
 * Asks every player to release its key for the drawn cards among `ids` that this player may show
 * (drawn blind, contested and held by nobody, or drawn for this player's eyes), to show them to
 * all. `bookOf` gives a card's pile and draws. Returns how many were asked.
 */
export function askToReveal(actor: Actor, ids: readonly string[], bookOf: (deck: string, by: string) => { pile: Pile; book: DrawBook } | null): number {
  const identity = actor.identity;
  if (!identity) return 0;
  const entries: [string, object][] = [];
  for (const p of allPieces(typesOf(actor.doc))) {
    if (!ids.includes(p.id) || !p.sealed || isSealedBox(p.sealed)) continue;
    const { deck, card, by } = p.sealed;
    const found = bookOf(deck, by);
    if (!found || !mayShow(found.book, identity.publicKey, card)) continue;
    const claims = found.book.positions[card].claims;
    const draw = (claims.find((c) => c.by === identity.publicKey) ?? claims[0]).id;
    entries.push(showEntry(actor.doc, identity, { deck, card, draw }));
  }
  if (entries.length) runOperation(actor, 'askReveal', 'ask to reveal', (t) => fileEntries(t.trust, entries), null);
  return entries.length;
}

/**
 * Writes what an opened card holds into its piece, for everyone, and logs it: exactly what the
 * card opens to, with face ids derived from the card, so any browser writing the same opening
 * writes the same values (src/doc/shownGuard.ts puts back anything else).
 */
export function writeOpened(actor: Actor, pieceId: string, ref: CardRef, content: HiddenContent, where: string): void {
  const t0 = typesOf(actor.doc);
  if (!t0.pieces.get(pieceId)?.get('sealed')) return;
  runOperation(actor, 'revealCard', `reveal ${content.name}`, (t) => {
    const faceIds = content.faces.map((face, i) => {
      const id = cardFaceId(ref, i);
      t.faces.set(id, face);
      return id;
    });
    const map = t.pieces.get(pieceId)!;
    map.set('name', openedName(content));
    map.set('faces', faceIds);
    map.set('face', content.face);
    map.set('attrs', content.attrs);
    map.delete('sealed');
  }, `revealed ${content.name || 'a piece'} (${where}; opened with every player’s key)`);
}

/**
 * Calls off a seal before its cards are laid out, because it waits for `missing` (names, for the
 * log) or for `reason`: the pile stays open, with the pieces it always held, and is drawn from in
 * the open. A call-off filed after the sealer laid the cards out does not count (src/trust/pile/board.ts).
 */
export function callOffSeal(actor: Actor, board: string, missing: { key: string; name: string }[], reason?: string): void {
  const identity = actor.identity;
  const pile = readPile(actor.doc, board);
  if (!identity || !pile || pile.legacy) return;
  const name = typesOf(actor.doc).boards.get(board)?.name ?? 'the pile';
  const off = offEntry(actor.doc, identity, { deck: pile.deck, missing: missing.map((m) => m.key) });
  const why = reason ?? `it waited for ${missing.map((m) => m.name).join(' and ')}`;
  runOperation(actor, 'callOffSeal', `call off sealing ${name}`, (t) => fileEntries(t.trust, [off]), `continued in the open: ${name} was not sealed (${why})`);
}
