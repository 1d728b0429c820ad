/**
 * The combat and roll part of the ruleset contract (src/rules/types.ts): what a combat is set up
 * with, what resolving it gives, and the rolls and roll-offs a ruleset offers.
 */
import type { Cell } from '../model/grid';
import type { Finding, Modifier } from './kit/types';
import type { RuleValue, RulesView } from './types';

/** Everything the combat dialog shows before the roll. */
export interface CombatSetup {
  attackers: readonly string[];
  defenders: readonly string[];
  defenderCell: Cell;
  attack: number;
  defence: number;
  /** How the strengths were reached (halved when out of supply, etc.). */
  strengthNotes: readonly string[];
  /** The odds column before shifts ("2:1"). */
  baseColumn: string;
  columns: readonly string[];
  modifiers: readonly Modifier[];
  /** Rolls the dialog must make before the combat roll (support employment, 16.3), each with its DRMs. */
  preRolls?: readonly PreRoll[];
  findings: readonly Finding[];
  /** The table the final roll is read on. */
  tableId: string;
  /**
   * Units taking part that must be revealed and turned before the roll (Sicily's Untried coast
   * defence units, 1.3). The dialog offers to do it: sealed ones are revealed with every player's
   * key, then each is turned to `face`; until then their factors are unknown.
   */
  reveals?: readonly UnitReveal[];
}

/** A unit a combat turns face up: which piece, the face it must show, and why. */
export interface UnitReveal {
  pieceId: string;
  /** The face to show once revealed (the Tried side, 0). */
  face: number;
  rule: string;
  reason: string;
}

/** A roll that decides whether a modifier applies (e.g. a support marker's employment, 16.3). */
export interface PreRoll {
  id: string;
  label: string;
  rule: string;
  die: string;
  modifiers: readonly Modifier[];
  /** The modified roll succeeds from this value up. */
  succeedsFrom: number;
  /** No roll needed: it succeeds outright (German artillery on GT 1–2). */
  automatic?: boolean;
  /** The modifier it grants when it succeeds. */
  grants: Modifier;
}

/** The result of a resolved combat. */
export interface CombatOutcome {
  column: string;
  /** Shift total after caps. */
  shift: number;
  drm: number;
  roll: number;
  modifiedRoll: number;
  /** The cell as printed ("3/1", "E"), or null when the table has no number there yet. */
  result: string | null;
  /** What it means for each side, in words, with rules. */
  explanation: string[];
  /** A line for the log. */
  summary: string;
  /**
   * Game values the result records (the combats fought this sub-phase, 11.3 in Caporetto): set in
   * the same step as the log line, since they say what happened rather than advise.
   */
  changes?: readonly ValueChange[];
}

/** Any die-roll table the assistant can roll with modifiers (morale table, mobilization…). */
export interface RollSpec {
  id: string;
  name: string;
  rule: string;
  die: string;
  /**
   * What the roll is about, picked before rolling (the target hex of a bombardment, the column of a
   * table); absent: nothing to pick. The pick is passed to `modifiers` and `outcome`.
   */
  choices?(view: RulesView): readonly { value: string; label: string }[];
  /** The label of the pick ("Target hex"). */
  choiceLabel?: string;
  /** The modifiers that apply now, read from the view. */
  modifiers(view: RulesView, choice?: string): Modifier[];
  /** What a modified roll means. */
  outcome(modifiedRoll: number, view: RulesView, choice?: string): string;
  /**
   * Game values the roll suggests changing (action points received, an event's effect): offered
   * after the roll and set only when a player applies them. Absent: the roll changes nothing.
   */
  changes?(modifiedRoll: number, view: RulesView, choice?: string): readonly ValueChange[];
}

/** A game value a report, roll or action suggests setting, with why, for the players to apply. */
export interface ValueChange {
  id: string;
  value: RuleValue;
  why: string;
}

/**
 * A roll-off between sides (Operazione C3 5.1: each player shows a formation chit, both roll, the
 * higher modified roll activates). Each side picks an option first (a chit, or pass); the spec says
 * whether dice are needed at all, then who won and what the game values become.
 */
export interface RollOffSpec {
  id: string;
  name: string;
  rule: string;
  die: string;
  sides: readonly string[];
  /** What each side may pick now (chits not yet activated, pass…). */
  options(view: RulesView, side: string): readonly { value: string; label: string }[];
  /** The modifiers a side's pick brings to its roll. */
  modifiers(view: RulesView, side: string, pick: string): Modifier[];
  /** The verdict for the picks; `rolls` (unmodified, by side) is null before the dice are rolled. */
  judge(view: RulesView, picks: Readonly<Record<string, string>>, rolls: Readonly<Record<string, number>> | null): RollOffVerdict;
}

/** What a roll-off comes to: whether dice are needed, who activates, and why. */
export interface RollOffVerdict {
  /** Dice must be rolled to decide (false when a side passes or activates without rolling). */
  needsRoll: boolean;
  /** The side that activates, or null (not rolled yet, a tie, or both passed). */
  winner: string | null;
  /** The modified rolls tied: roll again. */
  tie: boolean;
  lines: readonly string[];
  findings: readonly Finding[];
  /** Values to set when the players apply the verdict (who activated last, in a row…). */
  changes: readonly { id: string; value: RuleValue; why: string }[];
  /** A line for the log. */
  summary: string;
}
