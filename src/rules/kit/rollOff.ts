/**
 * Roll-offs for activation (Operazione C3 5.1: both players show a chit, roll a die, add the
 * chit's modifier, the higher activates, ties roll again) and the bookkeeping games of chit
 * activation share: who activated last, how many times in a row, who passed last.
 */

/** One side's modified roll in a roll-off. */
export interface RollOffEntry {
  side: string;
  roll: number;
  drm: number;
}

/** Who won a roll-off, or a tie to roll again. */
export type RollOffResult = { winner: string; tie: false; totals: Record<string, number> } | { winner: null; tie: true; totals: Record<string, number> };

/** The side with the highest modified roll wins; equal highest totals tie (roll again). */
export function rollOff(entries: readonly RollOffEntry[]): RollOffResult {
  const totals: Record<string, number> = {};
  for (const e of entries) totals[e.side] = e.roll + e.drm;
  const best = Math.max(...entries.map((e) => e.roll + e.drm));
  const top = entries.filter((e) => e.roll + e.drm === best);
  return top.length === 1 ? { winner: top[0].side, tie: false, totals } : { winner: null, tie: true, totals };
}

/** What activation remembers between operations of one turn. */
export interface ActivationRecord {
  /** The side that activated last this turn, or null at the start of a turn. */
  last: string | null;
  /** How many operations in a row `last` has had. */
  inARow: number;
  /** The sides whose last choice was to pass. */
  passed: readonly string[];
}

export const freshActivation: ActivationRecord = { last: null, inARow: 0, passed: [] };

/** The record after `side` activates a formation. */
export function afterActivation(record: ActivationRecord, side: string): ActivationRecord {
  return { last: side, inARow: record.last === side ? record.inARow + 1 : 1, passed: record.passed.filter((s) => s !== side) };
}

/** The record after `side` passes. */
export function afterPass(record: ActivationRecord, side: string): ActivationRecord {
  return { ...record, passed: record.passed.includes(side) ? record.passed : [...record.passed, side] };
}
