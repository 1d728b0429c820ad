/**
 * Table components every seed game uses — boxes, tracks, cups, decks and hands — as plain records
 * and pure checks (no Yjs, no DOM).
 *
 * Each component is an ordinary `Board` (no image, a fill colour, a square grid) plus one record in
 * the document's `components` map saying what kind of thing the board is. The record's id is the
 * board's id, so a component and its board are found from one another without a lookup table.
 * Pieces (counters, markers, cards) sit on a component board like on any map, so moving, stacking,
 * undo, sync and save files need nothing new.
 *
 * - **box** — a named rectangle (Staging Area, Eliminated, Reinforcements, a player's hand…). Its
 *   one cell covers the whole board, so whatever is dropped in it snaps to the centre and stacks.
 *   A *hand* is a box whose record names the player (`hand`); it has a row of card-sized cells.
 * - **track** — a numbered line of cells (turn record, morale −4…+2, casualties 0…20): a 1 × N (or
 *   N × 1) square grid whose cells print the track's values.
 * - **cup** — an opaque container: a pile cell whose pieces are not shown, and a "drawn" cell next
 *   to it where a piece drawn at random lands.
 * - **deck** — cards at the draw-pile cell, a face-up cell and a discard cell. By convention a
 *   card's face 0 is its back and face 1 its front.
 *
 * Privacy is out of scope: every player's document holds every piece, and a peer's browser can
 * read what lies in a cup or a hand. Cups hide their contents from the eyes, not from the data.
 */

export type ComponentKind = 'box' | 'track' | 'cup' | 'deck';

interface ComponentBase {
  /** Same as `boardId`. */
  id: string;
  kind: ComponentKind;
  /** The name given when it was made; the board's own name is what is shown. */
  name: string;
  /** The board the component is drawn as. */
  boardId: string;
}

/** A named rectangle where pieces sit and stack; a player's hand when `hand` names the player. */
export interface BoxComponent extends ComponentBase {
  kind: 'box';
  /** The player whose hand this is (hands have a row of card-sized cells). */
  hand?: string;
}

/** A numbered track from `from` to `to` (either may be the larger; negatives allowed). */
export interface TrackComponent extends ComponentBase {
  kind: 'track';
  from: number;
  to: number;
  /** Cells run top to bottom instead of left to right. */
  vertical: boolean;
}

/** An opaque cup: pieces in its pile cell are hidden and drawn at random. */
export interface CupComponent extends ComponentBase {
  kind: 'cup';
}

/** A deck of cards: draw pile, face-up spot and discard pile. */
export interface DeckComponent extends ComponentBase {
  kind: 'deck';
}

export type TableComponent = BoxComponent | TrackComponent | CupComponent | DeckComponent;

/** Thrown for a component that cannot be made or used; the message is for the player. */
export class ComponentError extends Error {
  override name = 'ComponentError';
}

/* ----------------------------------------------------------------------------------------------
 * Limits
 * -------------------------------------------------------------------------------------------- */

export const maxComponentName = 60;
/** Most cells on one track. */
export const maxTrackCells = 200;
/** Largest track value, either way. */
export const maxTrackValue = 9999;
export const minCell = 20;
export const maxCell = 400;
export const minBoxSide = 40;
export const maxBoxSide = 4000;
/** Most cards dealt to each destination in one deal. */
export const maxDeal = 60;

/* ----------------------------------------------------------------------------------------------
 * Checks
 * -------------------------------------------------------------------------------------------- */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * Whether a value read from the document (perhaps from a peer running another build) is a sound
 * component record stored under `key`. Unsound records are ignored, never half-used.
 */
export function isComponent(value: unknown, key?: string): value is TableComponent {
  if (!isObject(value)) return false;
  const { id, kind, name, boardId } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof boardId !== 'string' || id !== boardId) return false;
  if (key !== undefined && key !== id) return false;
  switch (kind) {
    case 'box':
      return value.hand === undefined || typeof value.hand === 'string';
    case 'track':
      return isInt(value.from) && isInt(value.to) && Math.abs(value.to - value.from) < maxTrackCells && typeof value.vertical === 'boolean';
    case 'cup':
    case 'deck':
      return true;
    default:
      return false;
  }
}

/** A name as stored: trimmed, inner runs of white space made one space; throws when empty or too long. */
export function cleanComponentName(name: string, what = 'name'): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!clean) throw new ComponentError(`Give it a ${what}`);
  if (clean.length > maxComponentName) throw new ComponentError(`Keep the ${what} to ${maxComponentName} characters`);
  return clean;
}

/** A whole number in [min, max], or a `ComponentError` naming the field. */
export function wholeIn(value: number, min: number, max: number, what: string): number {
  if (!Number.isFinite(value) || !Number.isInteger(value)) throw new ComponentError(`${what} must be a whole number`);
  if (value < min || value > max) throw new ComponentError(`${what} must be from ${min} to ${max}`);
  return value;
}

/** The name of a player's hand. */
export function handName(player: string): string {
  return `${player}'s hand`;
}

/** What a component is called in the interface: `Cup`, `Deck`, `Track`, `Box` or `Hand`. */
export function kindLabel(c: TableComponent): string {
  if (c.kind === 'box') return c.hand !== undefined ? 'Hand' : 'Box';
  return c.kind[0].toUpperCase() + c.kind.slice(1);
}
