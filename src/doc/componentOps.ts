/**
 * Making and reading the components every seed game uses: boxes, tracks, cups, decks and hands
 * (see `src/components/model.ts`); drawing, shuffling and dealing are in componentPlay.ts. Each is a board plus a record in the document's `components`
 * map, keyed by the board's id; pieces on them are ordinary pieces, so moving one into a box or a
 * cup is an ordinary move. Everything here writes through `runOperation`, the one write path, in
 * one transaction with its log line.
 *
 * Undo: boards and pieces are in the undo manager's scope, the `components` map is not. Undoing the
 * creation of a component removes its board; its record stays, is ignored while its board is gone
 * (`readComponents` lists only components whose board is on the table) and applies again on redo.
 *
 * Privacy is out of scope: a cup hides its contents from view, and a hand is just a box named
 * "<player>'s hand"; every player's browser holds every piece and face.
 */
import type * as Y from 'yjs';
import type { Board, DrawnFace, Piece } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';

import { cleanComponentName, ComponentError, handName, isComponent, maxBoxSide, maxCell, maxTrackCells, maxTrackValue, minBoxSide, minCell, wholeIn, type BoxComponent, type CupComponent, type DeckComponent, type TableComponent, type TrackComponent } from '../components/model';
import { boxBoard, cellPoint, cupBoard, deckBoard, defaultBoxSize, defaultCupCell, defaultDeckCell, defaultTrackCell, emptiestCellPoint, handBoard, placeBeside, trackBoard } from '../components/layout';
import { readPiece, typesOf } from './gameDoc';
import { runOperation, writePiece, type Actor } from './operations';

export type Types = ReturnType<typeof typesOf>;

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

export function componentIn(t: Types, id: string): TableComponent | null {
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

export function allPieces(t: Types): Piece[] {
  const out: Piece[] = [];
  t.pieces.forEach((map, id) => {
    const piece = readPiece(id, map);
    if (piece) out.push(piece);
  });
  return out;
}

export function need<K extends TableComponent['kind']>(t: Types, id: string, kind: K): { component: Extract<TableComponent, { kind: K }>; board: Board } {
  const component = componentIn(t, id);
  if (!component || component.kind !== kind) throw new ComponentError(`That ${kind} is no longer on the table`);
  return { component: component as Extract<TableComponent, { kind: K }>, board: t.boards.get(component.boardId)! };
}

export function names(pieces: Piece[]): string {
  const shown = pieces.slice(0, 2).map((p) => p.name || 'counter');
  return pieces.length > 2 ? `${shown.join(', ')} +${pieces.length - 2} more` : shown.join(', ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/* ----------------------------------------------------------------------------------------------
 * Writing pieces inside an operation
 * -------------------------------------------------------------------------------------------- */

/** The pieces of the table as an operation changes them, so later steps see earlier ones. */
export class Work {
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

export function createHand(t: Types, id: string, player: string): Board {
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
