/**
 * Named operations for the components every seed game uses: boxes, tracks, cups, decks and hands
 * (see `src/components/model.ts`). Each is a board plus a record in the document's `components`
 * map, keyed by the board's id; pieces on them are ordinary pieces, so moving one into a box or a
 * cup is an ordinary move. Everything here writes through `runOperation`, the one write path, in
 * one transaction with its log line.
 *
 * Random choices (which piece a cup gives, a deck's new order) are made before the transaction
 * from the `random` source passed in — `cryptoRandom` in play, `seededRandom` in tests — and the
 * transaction writes the outcome, so every peer sees the same result.
 *
 * Undo: boards and pieces are in the undo manager's scope, the `components` map is not. Undoing the
 * creation of a component removes its board; its record stays, is ignored while its board is gone
 * (`readComponents` lists only components whose board is on the table) and applies again on redo.
 *
 * Privacy is out of scope: a cup hides its contents from view, and a hand is just a box named
 * "<player>'s hand"; every player's browser holds every piece and face.
 */
import type * as Y from 'yjs';
import { cryptoRandom, type Random } from '../dice/dice';
import type { Board, DrawnFace, Piece } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { sortStack } from '../model/stacks';
import { describePlace } from '../geometry/places';
import {
  cleanComponentName,
  ComponentError,
  handName,
  isComponent,
  maxBoxSide,
  maxCell,
  maxDeal,
  maxTrackCells,
  maxTrackValue,
  minBoxSide,
  minCell,
  wholeIn,
  type BoxComponent,
  type CupComponent,
  type DeckComponent,
  type TableComponent,
  type TrackComponent,
} from '../components/model';
import {
  boxBoard,
  cellPoint,
  cupBoard,
  cupCells,
  cupContents,
  deckBoard,
  deckCells,
  defaultBoxSize,
  defaultCupCell,
  defaultDeckCell,
  defaultTrackCell,
  emptiestCellPoint,
  handBoard,
  piecesInCell,
  placeBeside,
  trackBoard,
} from '../components/layout';
import { orderKeys, pickOne, shuffled } from '../components/random';
import { readPiece, typesOf } from './gameDoc';
import { runOperation, writePiece, type Actor } from './operations';

type Types = ReturnType<typeof typesOf>;

/** An exact place for a piece: board, point on it. */
export interface Place {
  b: string;
  x: number;
  y: number;
}

/**
 * Where a drawn or dealt piece goes: an exact place, or a board id (a hand, a box), meaning that
 * board's emptiest cell (so cards dealt to a hand lie side by side).
 */
export type Destination = Place | string;

/* ----------------------------------------------------------------------------------------------
 * Reading
 * -------------------------------------------------------------------------------------------- */

function componentIn(t: Types, id: string): TableComponent | null {
  const value = t.components.get(id);
  return isComponent(value, id) && t.boards.has(value.boardId) ? value : null;
}

/** The game's components whose boards are on the table, sorted by board name. Unsound records are left out. */
export function readComponents(doc: Y.Doc): TableComponent[] {
  const t = typesOf(doc);
  const out: TableComponent[] = [];
  t.components.forEach((_value, id) => {
    const c = componentIn(t, id);
    if (c) out.push(c);
  });
  const nameOf = (c: TableComponent) => t.boards.get(c.boardId)?.name ?? c.name;
  return out.sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One component by id (= its board's id), or null when there is none or its board is gone. */
export function readComponent(doc: Y.Doc, id: string): TableComponent | null {
  return componentIn(typesOf(doc), id);
}

/**
 * Calls `listener` with the game's components after every transaction that changes components or
 * boards (here or at a friend's). Returns a function that stops listening.
 */
export function watchComponents(doc: Y.Doc, listener: (components: TableComponent[]) => void): () => void {
  const t = typesOf(doc);
  const onAfter = (tr: Y.Transaction) => {
    const watched: unknown[] = [t.components, t.boards];
    for (const type of tr.changed.keys()) {
      if (watched.includes(type)) return listener(readComponents(doc));
    }
  };
  doc.on('afterTransaction', onAfter);
  return () => doc.off('afterTransaction', onAfter);
}

/** The board id of `player`'s hand, or null when they have none. */
export function findHand(doc: Y.Doc, player: string): string | null {
  return readComponents(doc).find((c) => c.kind === 'box' && c.hand === player)?.boardId ?? null;
}

function allPieces(t: Types): Piece[] {
  const out: Piece[] = [];
  t.pieces.forEach((map, id) => {
    const piece = readPiece(id, map);
    if (piece) out.push(piece);
  });
  return out;
}

function need<K extends TableComponent['kind']>(t: Types, id: string, kind: K): { component: Extract<TableComponent, { kind: K }>; board: Board } {
  const component = componentIn(t, id);
  if (!component || component.kind !== kind) throw new ComponentError(`That ${kind} is no longer on the table`);
  return { component: component as Extract<TableComponent, { kind: K }>, board: t.boards.get(component.boardId)! };
}

function names(pieces: Piece[]): string {
  const shown = pieces.slice(0, 2).map((p) => p.name || 'counter');
  return pieces.length > 2 ? `${shown.join(', ')} +${pieces.length - 2} more` : shown.join(', ');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/* ----------------------------------------------------------------------------------------------
 * Writing pieces inside an operation
 * -------------------------------------------------------------------------------------------- */

/** The pieces of the table as an operation changes them, so later steps see earlier ones. */
class Work {
  readonly pieces: Map<string, Piece>;
  constructor(private readonly t: Types, pieces: Piece[]) {
    this.pieces = new Map(pieces.map((p) => [p.id, p]));
  }

  /** Where a piece sent to `to` rests. */
  resolve(to: Destination): Place {
    if (typeof to !== 'string') return { b: to.b, x: Math.round(to.x), y: Math.round(to.y) };
    const board = this.t.boards.get(to);
    if (!board) throw new ComponentError('That board is no longer on the table');
    return { b: board.id, ...emptiestCellPoint(board, this.pieces.values()) };
  }

  /** Puts a piece on top of the stack at `to`, showing face `face` when given. */
  put(piece: Piece, to: Place, face?: number): Piece {
    let top: string | null = null;
    for (const p of this.pieces.values()) {
      if (p.id !== piece.id && p.at.b === to.b && p.at.x === to.x && p.at.y === to.y && (top === null || p.at.z > top)) top = p.at.z;
    }
    const at = { b: to.b, x: to.x, y: to.y, z: keyBetween(top, null) };
    const map = this.t.pieces.get(piece.id)!;
    map.set('at', at);
    const moved = { ...piece, at };
    if (face !== undefined && face !== piece.face && face >= 0 && face < piece.faces.length) {
      map.set('face', face);
      moved.face = face;
    }
    this.pieces.set(piece.id, moved);
    return moved;
  }
}

/** The face a card shows face up (face 1, its front, by convention; face 0 for a one-sided card). */
export function frontFace(card: Pick<Piece, 'faces'>): number {
  return card.faces.length > 1 ? 1 : 0;
}

/* ----------------------------------------------------------------------------------------------
 * Making components
 * -------------------------------------------------------------------------------------------- */

function addComponentBoard(t: Types, board: Board, record: TableComponent): void {
  t.boards.set(board.id, board);
  t.components.set(record.id, record);
}

/**
 * Adds a box — Staging Area, Eliminated, Reinforcements, an "Activated" box — to the right of the
 * boards on the table. Whatever is dropped in it snaps to its centre and stacks. Returns its id.
 */
export function addBox(actor: Actor, name: string, size: { width?: number; height?: number; fill?: string } = {}): string {
  const clean = cleanComponentName(name);
  const width = wholeIn(size.width ?? defaultBoxSize.width, minBoxSide, maxBoxSide, 'The width');
  const height = wholeIn(size.height ?? defaultBoxSize.height, minBoxSide, maxBoxSide, 'The height');
  const id = newId(8);
  runOperation(actor, 'addBox', `add the box "${clean}"`, (t) => {
    const board = boxBoard(id, clean, { width, height }, placeBeside(t.boards.values()), size.fill);
    addComponentBoard(t, board, { id, kind: 'box', name: clean, boardId: id });
  });
  return id;
}

function createHand(t: Types, id: string, player: string): Board {
  const name = handName(player);
  const board = handBoard(id, name, placeBeside(t.boards.values()));
  const record: BoxComponent = { id, kind: 'box', name, boardId: id, hand: player };
  addComponentBoard(t, board, record);
  return board;
}

/**
 * The board id of `player`'s hand — a box named "<player>'s hand" with a row of card-sized cells —
 * adding it when they have none. A hand is not private: everyone sees what lies in it.
 */
export function addHand(actor: Actor, player: string = actor.name): string {
  const who = cleanComponentName(player, 'player name');
  const found = findHand(actor.doc, who);
  if (found) return found;
  const id = newId(8);
  runOperation(actor, 'addHand', `add ${handName(who)}`, (t) => void createHand(t, id, who));
  return id;
}

/** What a new track looks like. */
export interface TrackOptions {
  /** Value of the first cell (e.g. 1, or −4 for a morale track). */
  from: number;
  /** Value of the last cell; may be below `from` for a track that counts down. */
  to: number;
  /** Side of a cell in table units (default 70). */
  cell?: number;
  /** Cells run top to bottom. */
  vertical?: boolean;
  /** Name of a marker counter to put in the first cell ("Turn"); none when empty. */
  marker?: string;
}

/**
 * Adds a numbered track (turn record, morale −4…+2, casualties 0…20, action points): one cell per
 * value, each printing it, where markers and pieces can be placed (units arriving on turn 5 sit in
 * box 5). Optionally puts a marker in the first cell. Returns the board's id.
 */
export function addTrack(actor: Actor, name: string, options: TrackOptions): string {
  const clean = cleanComponentName(name);
  const from = wholeIn(options.from, -maxTrackValue, maxTrackValue, 'The first value');
  const to = wholeIn(options.to, -maxTrackValue, maxTrackValue, 'The last value');
  if (Math.abs(to - from) + 1 > maxTrackCells) throw new ComponentError(`A track has at most ${maxTrackCells} boxes`);
  const cell = wholeIn(options.cell ?? defaultTrackCell, minCell, maxCell, 'The box size');
  const vertical = options.vertical ?? false;
  const marker = options.marker?.replace(/\s+/g, ' ').trim() ?? '';
  if (marker) cleanComponentName(marker, 'marker name');
  const id = newId(8);
  runOperation(actor, 'addTrack', `add the track "${clean}" (${from}…${to})`, (t) => {
    const board = trackBoard(id, clean, { from, to, cell, vertical }, placeBeside(t.boards.values()));
    const record: TrackComponent = { id, kind: 'track', name: clean, boardId: id, from, to, vertical };
    addComponentBoard(t, board, record);
    if (!marker) return;
    const faceId = newId();
    const face: DrawnFace = { kind: 'drawn', fill: '#f2c14e', ink: '#1d1f1b', symbol: 'none', size: '', name: marker, factors: '' };
    t.faces.set(faceId, face);
    const start = cellPoint(board, { col: 0, row: 0 });
    const piece: Piece = { id: newId(), name: marker, kind: 'marker', faces: [faceId], face: 0, rot: 0, size: Math.round(cell * 0.7), at: { b: id, ...start, z: keyBetween(null, null) }, attrs: {} };
    writePiece(t, piece);
  });
  return id;
}

/**
 * Adds a cup: an opaque container. Pieces dropped on it (anywhere but its "Drawn" spot) are inside
 * and not shown; `drawFromCup` takes one at random. Returns the board's id (= the cup's id).
 */
export function addCup(actor: Actor, name: string, options: { cell?: number } = {}): string {
  const clean = cleanComponentName(name);
  const cell = wholeIn(options.cell ?? defaultCupCell, minCell, maxCell, 'The size');
  const id = newId(8);
  runOperation(actor, 'addCup', `add the cup "${clean}"`, (t) => {
    const record: CupComponent = { id, kind: 'cup', name: clean, boardId: id };
    addComponentBoard(t, cupBoard(id, clean, placeBeside(t.boards.values()), cell), record);
  });
  return id;
}

/**
 * Adds a deck: a draw pile (cards dropped there join it), a face-up spot and a discard pile.
 * Cards are ordinary pieces; face 0 is the back and face 1 the front. Returns the board's id.
 */
export function addDeck(actor: Actor, name: string, options: { cell?: number } = {}): string {
  const clean = cleanComponentName(name);
  const cell = wholeIn(options.cell ?? defaultDeckCell, minCell, maxCell, 'The card size');
  const id = newId(8);
  runOperation(actor, 'addDeck', `add the deck "${clean}"`, (t) => {
    const record: DeckComponent = { id, kind: 'deck', name: clean, boardId: id };
    addComponentBoard(t, deckBoard(id, clean, placeBeside(t.boards.values()), cell), record);
  });
  return id;
}

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
