/**
 * Playing with components: drawing from cups, and shuffling, drawing, dealing and discarding cards.
 * Random choices come from the shared roller and are made before the transaction, so undo and
 * every peer see the same result. Making components and reading them is in componentOps.ts.
 */
import type * as Y from 'yjs';
import { cryptoRandom, type Random } from '../dice/dice';
import type { Board, Piece } from '../model/records';
import { newId } from '../model/ids';

import { sortStack } from '../model/stacks';
import { describePlace } from '../geometry/places';
import { ComponentError, handName, maxDeal, wholeIn } from '../components/model';
import { cellPoint, cupCells, cupContents, deckCells, piecesInCell } from '../components/layout';
import { orderKeys, pickOne, shuffled } from '../components/random';
import { typesOf } from './gameDoc';
import { runOperation, type Actor } from './operations';

import { allPieces, componentIn, createHand, findHand, frontFace, names, need, plural, Work, type Destination, type Types } from './componentOps';
/* ----------------------------------------------------------------------------------------------
 * Cups
 * -------------------------------------------------------------------------------------------- */

/** The pieces inside a cup, in a stable order (by id); empty when it is not a cup. */
export function cupPieces(doc: Y.Doc, cupId: string): Piece[] {
  const t = typesOf(doc);
  const cup = componentIn(t, cupId);
  return cup?.kind === 'cup' ? cupContents(t.boards.get(cup.boardId)!, allPieces(t)) : [];
}

/**
 * Draws one piece from a cup, each equally likely, and puts it at `to` (by default the cup's
 * "Drawn" spot, next to it), on top of what is there. Logs `drew Heavy rain from Random events`,
 * or `drew a piece from Random events` when `secret` (the piece itself is still visible where it
 * lands). Returns the drawn piece's id, or null when the cup is empty. Throws a `ComponentError`
 * when the cup or the destination board is gone.
 */
export function drawFromCup(actor: Actor, cupId: string, to?: Destination, random: Random = cryptoRandom, { secret = false }: { secret?: boolean } = {}): string | null {
  const t0 = typesOf(actor.doc);
  const { board } = need(t0, cupId, 'cup');
  const pieces = allPieces(t0);
  const piece = pickOne(cupContents(board, pieces), random);
  if (!piece) return null;
  const dest = to ?? { b: board.id, ...cellPoint(board, cupCells.drawn) };
  if (typeof dest === 'string' && !t0.boards.has(dest)) throw new ComponentError('That board is no longer on the table');
  const text = secret ? `drew a piece from ${board.name}` : `drew ${piece.name || 'a piece'} from ${board.name}`;
  runOperation(actor, 'drawFromCup', `draw from ${board.name}`, (t) => {
    const work = new Work(t, pieces);
    work.put(piece, work.resolve(dest));
  }, text);
  return piece.id;
}

/* ----------------------------------------------------------------------------------------------
 * Decks
 * -------------------------------------------------------------------------------------------- */

/** A deck's cards: draw pile and discard pile bottom to top, and the face-up spot. */
export interface DeckState {
  pile: Piece[];
  faceUp: Piece[];
  discard: Piece[];
}

function deckStateOf(board: Board, pieces: Piece[]): DeckState {
  return {
    pile: sortStack(piecesInCell(board, deckCells.pile, pieces)),
    faceUp: sortStack(piecesInCell(board, deckCells.faceUp, pieces)),
    discard: sortStack(piecesInCell(board, deckCells.discard, pieces)),
  };
}

/** The cards of a deck by where they lie; empty when it is not a deck. */
export function deckState(doc: Y.Doc, deckId: string): DeckState {
  const t = typesOf(doc);
  const deck = componentIn(t, deckId);
  if (deck?.kind !== 'deck') return { pile: [], faceUp: [], discard: [] };
  return deckStateOf(t.boards.get(deck.boardId)!, allPieces(t));
}

/**
 * Shuffles a deck's draw pile: every card gets a new order key from a uniformly random permutation
 * and is turned face down (face 0) on the pile's point. With `withDiscards`, the discard pile and
 * the face-up cards are gathered into the pile first. Returns the number of cards shuffled.
 */
export function shuffleDeck(actor: Actor, deckId: string, random: Random = cryptoRandom, { withDiscards = false }: { withDiscards?: boolean } = {}): number {
  const t0 = typesOf(actor.doc);
  const { board } = need(t0, deckId, 'deck');
  const pieces = allPieces(t0);
  const state = deckStateOf(board, pieces);
  const cards = withDiscards ? [...state.pile, ...state.faceUp, ...state.discard] : state.pile;
  if (!cards.length) return 0;
  // Start from an order that depends only on which cards there are, so a seed replays exactly.
  const order = shuffled([...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), random);
  const keys = orderKeys(order.length);
  const point = cellPoint(board, deckCells.pile);
  const text = withDiscards ? `shuffled the discards back into ${board.name} (${plural(order.length, 'card')})` : `shuffled ${board.name} (${plural(order.length, 'card')})`;
  runOperation(actor, 'shuffleDeck', `shuffle ${board.name}`, (t) => {
    order.forEach((card, i) => {
      const map = t.pieces.get(card.id)!;
      map.set('at', { b: board.id, x: point.x, y: point.y, z: keys[i] });
      if (card.face !== 0) map.set('face', 0);
    });
  }, text);
  return order.length;
}

function destinationName(t: Types, to: Destination): string {
  if (typeof to === 'string') return t.boards.get(to)?.name ?? 'the table';
  return describePlace(t.boards.get(to.b), to.x, to.y);
}

/**
 * Draws the top card of a deck's draw pile. Face up (`faceUp`, face 1) it goes by default to the
 * deck's face-up spot and the log names it; face down (face 0) it goes by default to the acting
 * player's hand (made if they have none) and the log does not name it. Returns the card's id, or
 * null when the draw pile is empty.
 */
export function drawCard(actor: Actor, deckId: string, faceUp: boolean, to?: Destination): string | null {
  const t0 = typesOf(actor.doc);
  const { board } = need(t0, deckId, 'deck');
  const pieces = allPieces(t0);
  const card = deckStateOf(board, pieces).pile.at(-1);
  if (!card) return null;
  if (typeof to === 'string' && !t0.boards.has(to)) throw new ComponentError('That board is no longer on the table');
  const me = actor.name;
  const hand = to === undefined && !faceUp ? findHand(actor.doc, me) : null;
  const where = to !== undefined ? ` to ${destinationName(t0, to)}` : faceUp ? '' : ` to ${handName(me)}`;
  const text = faceUp ? `drew ${card.name || 'a card'} from ${board.name}${where}` : `drew a card face down from ${board.name}${where}`;
  runOperation(actor, 'drawCard', `draw from ${board.name}`, (t) => {
    const dest: Destination = to ?? (faceUp ? { b: board.id, ...cellPoint(board, deckCells.faceUp) } : (hand ?? createHand(t, newId(8), me).id));
    const work = new Work(t, pieces);
    work.put(card, work.resolve(dest), faceUp ? frontFace(card) : 0);
  }, text);
  return card.id;
}

/**
 * Deals `n` cards to each destination in turn, one at a time from the top of the draw pile, like a
 * dealer going round the table; stops early when the pile runs out. Cards go face down (face 0)
 * unless `faceUp`. Destinations are usually hands (board ids). Returns the dealt cards' ids in
 * the order dealt.
 */
export function dealCards(actor: Actor, deckId: string, n: number, destinations: readonly Destination[], faceUp = false): string[] {
  const t0 = typesOf(actor.doc);
  const { board } = need(t0, deckId, 'deck');
  const count = wholeIn(n, 1, maxDeal, 'The number of cards');
  if (!destinations.length) throw new ComponentError('Deal to at least one hand');
  for (const d of destinations) if (typeof d === 'string' && !t0.boards.has(d)) throw new ComponentError('That board is no longer on the table');
  const pieces = allPieces(t0);
  const pile = deckStateOf(board, pieces).pile;
  if (!pile.length) return [];
  const dealt: string[] = [];
  const order: { card: Piece; to: Destination }[] = [];
  for (let round = 0; round < count; round++) {
    for (const to of destinations) {
      const card = pile[pile.length - 1 - order.length];
      if (!card) break;
      order.push({ card, to });
    }
  }
  const who = destinations.map((d) => destinationName(t0, d)).join(', ');
  const full = order.length === count * destinations.length;
  const text = full
    ? `dealt ${plural(count, 'card')} ${destinations.length > 1 ? 'each ' : ''}from ${board.name} to ${who}${faceUp ? ' face up' : ''}`
    : `dealt ${plural(order.length, 'card')} from ${board.name} to ${who}${faceUp ? ' face up' : ''} (the deck ran out)`;
  runOperation(actor, 'dealCards', `deal from ${board.name}`, (t) => {
    const work = new Work(t, pieces);
    for (const { card, to } of order) {
      work.put(card, work.resolve(to), faceUp ? frontFace(card) : 0);
      dealt.push(card.id);
    }
  }, text);
  return dealt;
}

/**
 * Puts cards face up (face 1) on top of a deck's discard pile — cards from a hand, the face-up spot
 * or anywhere on the table. Dropping a card on the discard pile by hand does the same, minus the flip.
 */
export function discard(actor: Actor, deckId: string, ids: readonly string[]): void {
  const t0 = typesOf(actor.doc);
  const { board } = need(t0, deckId, 'deck');
  const pieces = allPieces(t0);
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const cards = sortStack(ids.map((id) => byId.get(id)).filter((p): p is Piece => !!p));
  if (!cards.length) return;
  const point = { b: board.id, ...cellPoint(board, deckCells.discard) };
  runOperation(actor, 'discard', `discard ${names(cards)}`, (t) => {
    const work = new Work(t, pieces);
    for (const card of cards) work.put(card, point, frontFace(card));
  }, `discarded ${names(cards)} to ${board.name}`);
}

