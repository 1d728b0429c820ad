/**
 * The parts of the ruleset contract for games paid with action points (Kesselring's War 5.2, 6).
 * Re-exported by src/rules/types.ts, which rulesets import.
 */
import type { Finding } from './kit/types';
import type { RulesView, ValueChange } from './types';

/**
 * One kind of action a side pays action points for (Kesselring's War 6: a movement, an attack, a
 * naval transfer). Costs are read from the view, since some depend on who acts (an Axis airborne
 * drop costs 2 AP, an Allied one 1) or on what the table shows.
 */
export interface ActionSpec {
  id: string;
  name: string;
  rule: string;
  /** AP it costs `side` now. */
  cost(view: RulesView, side: string): number;
  /** The sides that may take it; absent: every side. */
  sides?: readonly string[];
  /**
   * Paid beside a segment's action rather than being it (an interception by the defender, naval
   * gunfire), so it may be counted several times and by the other side (21.3.1).
   */
  extra?: boolean;
  /** What to look at before paying `count` of it: once a turn, conditions the table shows. */
  check?(view: RulesView, side: string, count: number): Finding[];
  /** Bookkeeping values it changes besides AP (fortifications built this turn, interdiction tried). */
  changes?(view: RulesView, side: string, count: number): ValueChange[];
}

/** One action segment as the players plan it: who acts, what (or a pass), and the extras paid with it. */
export interface SegmentPlan {
  side: string;
  /** An action id, or `pass`. */
  action: string;
  extras: readonly { action: string; side: string; count: number }[];
}

/** What an action segment comes to: each side's AP before and after, findings, and the changes to apply. */
export interface SegmentVerdict {
  spend: Readonly<Record<string, { before: number; cost: number; after: number }>>;
  lines: readonly string[];
  findings: readonly Finding[];
  changes: readonly ValueChange[];
  summary: string;
}

/**
 * Action points (Kesselring's War 5.2, 6): a game where each side pays for every action from a
 * track instead of following fixed phases. The kit's `judgeSegment` does the arithmetic; the spec
 * says where each side's points are kept and what follows a segment (who acts next, the turn's end).
 */
export interface ActionPointsSpec {
  name: string;
  rule: string;
  sides: readonly string[];
  /** The number value holding each side's AP (usually read from its marker on the AP track). */
  pointsOf: Readonly<Record<string, string>>;
  /** The most a side may hold (the AP track's last box), or null when the players have not said. */
  maximum(view: RulesView): number | null;
  actions: readonly ActionSpec[];
  /** Findings, lines and bookkeeping after a planned segment: whose segment is next, passes in a row, the end of the phase. */
  afterSegment(view: RulesView, plan: SegmentPlan, spend: SegmentVerdict['spend']): { lines: string[]; findings: Finding[]; changes: ValueChange[] };
}
