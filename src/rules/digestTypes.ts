/**
 * What happened this turn, as a ruleset reads it: a digest of the game's own records (the history
 * steps and the log lines) since the last End-turn mark, built by src/history/turnDigest.ts. Both
 * players' browsers read the same records, so a rule that counts across a turn, a phase or an
 * Operation (three bombardments of a hex, a road limit over a segment, a unit turned only in one
 * phase) is judged the same way for both. Read-only advice input: nothing here is ever written back.
 */
import type { Cell } from '../model/grid';
import type { CellKey } from './kit/types';

/** What every event says: who did it, the log line that tells it, and where it stands. */
interface EventBase {
  /** Its place in the digest, from 0: events are in the log's order, which every browser shares. */
  index: number;
  /** The player whose line it is (as the log shows it). */
  who: string;
  /** The line as the log shows it. */
  text: string;
  /** False when the line's signature does not hold (a forged line): shown, but a ruleset may discount it. */
  trusted: boolean;
}

/** Counters moved together from one place to another on the map read. */
export interface MoveEvent extends EventBase {
  kind: 'move';
  /** The operation that moved them: `movePieces` by a player's hand, `undo`/`redo`, … */
  op: string;
  pieceIds: readonly string[];
  /** Where they stood and where they went on the map (null: off the map, or not on a cell). */
  from: Cell | null;
  to: Cell | null;
  fromKey: CellKey | null;
  toKey: CellKey | null;
  /**
   * The hexes entered in order, ending at `to`, when the records tell them: a move to an adjacent
   * hex. Null otherwise: a move's record keeps where it came from, not the hexes the drag crossed.
   */
  path: readonly Cell[] | null;
}

/** A counter turned to another face. */
export interface FlipEvent extends EventBase {
  kind: 'flip';
  /** The operation that turned it: `flipPieces` by a player's hand, `showFaces` by the combat dialog (a unit a combat reveals), `undo`… */
  op: string;
  pieceId: string;
  fromFace: number;
  toFace: number;
  /** Where it stood on the map when turned (null: off the map). */
  cell: Cell | null;
}

/** Hidden counters or sealed cards revealed: from this step on their faces are readable. */
export interface RevealEvent extends EventBase {
  kind: 'reveal';
  pieceIds: readonly string[];
}

/**
 * A roll. `purpose` is what it was for: for a rules assistant's roll the roll's name ("Bombardment"),
 * with `about` the pick made first ("0203 — 2nd Bn"); for a plain dice roll, its reason if given.
 */
export interface RollEvent extends EventBase {
  kind: 'roll';
  purpose: string;
  about: string | null;
  rule: string | null;
  /** True for a rules assistant's roll (its verdict line), false for a roll from the dice tray. */
  assistant: boolean;
  /** A rules assistant's roll: the modified roll, and what it meant as its line states it; null otherwise. */
  total: number | null;
  outcome: string | null;
}

/** A game value set in the assistant panel (or by applying a roll's or report's changes). */
export interface ValueEvent extends EventBase {
  kind: 'value';
  /** The value's id. */
  id: string;
  /** The value as the log states it (a choice's value, a number, "yes"/"no"), or null when reset to its default. */
  value: string | null;
}

/** Any other line of the turn (a combat's verdict, a drawn card, a report), kept in order. */
export interface NoteEvent extends EventBase {
  kind: 'note';
  /** The operation's name when the line belongs to a step (`drawCard`), else the line's kind (`rules`, `action`). */
  op: string;
}

export type DigestEvent = MoveEvent | FlipEvent | RevealEvent | RollEvent | ValueEvent | NoteEvent;

/** The turn so far: everything since the last End-turn mark (or since the history began). */
export interface TurnDigest {
  /** The turn: one more than the End-turn marks in the log before it (End turn with no counter moved included). */
  turn: number;
  /** Whether an End-turn mark opens it; false when the records since the game began are all there is. */
  sinceEndTurn: boolean;
  events: readonly DigestEvent[];
}
