/**
 * The parts of the ruleset contract for games played by positions and procedures (the German
 * high command): seats, symbol dice counted by a rule, and procedures as guided checklists.
 * Re-exported by src/rules/types.ts, which rulesets import.
 */
import type { RulesView, ValueChange } from './types';

/** A position a player holds (the Head of OKW): the seat is bound to that player's key. */
export interface RoleSpec {
  id: string;
  name: string;
  rule?: string;
  /** What the position does, in a sentence. */
  description: string;
}

/**
 * Answers gathered while a procedure or symbol roll runs: an ask's yes/no, a typed number, a roll's
 * modified result or a symbol roll's hits (by step id), and a symbol roll's tallies (`step.card`).
 */
export type ProcedureAnswers = Readonly<Record<string, boolean | number | string>>;

/** A yes/no condition a roll or step depends on (is the USA at war? is it winter?), read from the table where it can be. */
export interface AskSpec {
  id: string;
  question: string;
  rule?: string;
  /** The answer the table gives (a track, a value), which the players may change. */
  default(view: RulesView): boolean;
}

/** One kind of custom die a symbol roll throws, named as the players named it in the dice tray. */
export interface SymbolDieUse {
  /** The die's name in the dice tray ("Grey die"); its faces are typed in from the game's own dice. */
  die: string;
  /** How many to throw unless the player types otherwise, read from the table and the answers. */
  count(view: RulesView, answers: ProcedureAnswers): number;
}

/** A face that came up, as the counting reads it: its label and symbol (`cross`, `plane`, `star`…). */
export interface RolledFace {
  label: string;
  symbol?: string;
}

/** What a symbol roll counts to: hits, other tallies (cards drawn…), lines and changes to offer. */
export interface SymbolCount {
  hits: number;
  /** Other results counted by name (`card`: event cards to draw), stored as `step.name` answers. */
  tallies?: Readonly<Record<string, number>>;
  lines: readonly string[];
  /** One line for the log, after the faces: "3 hits (2 ✚ grey, 1 ✚ white)". */
  summary: string;
  changes?: readonly ValueChange[];
}

/**
 * A throw of several kinds of custom symbol dice counted by a rule (German high command 4.1: the
 * Strategic Warfare dice, grey for each Technology marker and white for the rest; each cross is a
 * hit). The dice's faces are the players' (never shipped); the counting rule is the ruleset's.
 */
export interface SymbolRollSpec {
  id: string;
  name: string;
  rule: string;
  dice: readonly SymbolDieUse[];
  /** Conditions the counting reads (is the USA at war?), asked before the throw. */
  asks?: readonly AskSpec[];
  /** Counts the faces that came up, by die name in the order thrown. */
  count(rolled: Readonly<Record<string, readonly RolledFace[]>>, view: RulesView, answers: ProcedureAnswers): SymbolCount;
}

/**
 * One step of a procedure. `do`: an instruction ticked when done; `ask`: a yes/no answer (the
 * table's reading first); `number`: a count the players type; `roll`: one of the ruleset's rolls
 * (its modified result is the answer); `symbolRoll`: one of its symbol rolls (the hits are the
 * answer, tallies `step.name`); `changes`: values proposed, set only when a player applies them;
 * `choice`: one of a list (the Area a combat is in), the answer its value.
 */
export interface ProcedureStep {
  id: string;
  kind: 'do' | 'ask' | 'number' | 'roll' | 'symbolRoll' | 'changes' | 'choice';
  rule?: string;
  /** What to do or ask, in the players' words, from the table and the answers so far. */
  text: string | ((view: RulesView, answers: ProcedureAnswers) => string);
  /** Shown only when this holds (a step for Vichy France, a step after a failed roll). */
  when?(view: RulesView, answers: ProcedureAnswers): boolean;
  /** `ask` and `number`: the starting answer read from the table. */
  default?(view: RulesView, answers: ProcedureAnswers): boolean | number;
  /** `roll` and `symbolRoll`: the roll's id in the ruleset. */
  roll?: string;
  /** `changes`: the values to propose. */
  changes?(view: RulesView, answers: ProcedureAnswers): readonly ValueChange[];
  /** `choice`: what may be picked (the combat Area); the answer is the value picked. A caller may give it before the procedure opens. */
  choices?(view: RulesView, answers: ProcedureAnswers): readonly { value: string; label: string }[];
  /** `number`: the range allowed. */
  min?: number;
  max?: number;
}

/** A procedure of the game as a guided checklist (Strategic Warfare 4.1, Dismissals 4.3.1). */
export interface ProcedureSpec {
  id: string;
  name: string;
  rule: string;
  /** Who carries it out ("Head of Production"), by role id, when one role does. */
  role?: string;
  steps: readonly ProcedureStep[];
}
