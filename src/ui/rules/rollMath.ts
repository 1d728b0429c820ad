/**
 * The combat and roll dialogs' arithmetic as pure functions: the players' ticks and the grants of
 * successful pre-rolls combined into the modifier list the ruleset reads, a pre-roll's modified
 * result, the range a die can show and a typed physical die checked against it. Rolling itself
 * goes through the shared roller (src/dice/dice.ts) with a random source passed in.
 */
import { cryptoRandom, parseDice, rollDice, type Random } from '../../dice/dice';
import { signed } from '../../rules/kit/format';
import { applyToggles, totalDrm } from '../../rules/kit/modifiers';
import type { Modifier } from '../../rules/kit/types';
import type { PreRoll } from '../../rules/types';

/** The lowest and highest a die expression can show (`1d6` → 1–6, `2d6` → 2–12); 1–6 when it does not parse. */
export function dieRange(die: string): { min: number; max: number } {
  try {
    const spec = parseDice(die);
    return { min: spec.count + spec.modifier, max: spec.count * spec.sides + spec.modifier };
  } catch {
    return { min: 1, max: 6 };
  }
}

/** A physical die typed in: a whole number the die can show, or the sentence saying why not. */
export function parseTypedRoll(text: string, die: string): { ok: true; roll: number } | { ok: false; error: string } {
  const { min, max } = dieRange(die);
  const clean = text.trim();
  const n = /^\d+$/.test(clean) ? Number(clean) : NaN;
  if (clean === '') return { ok: false, error: `Type the ${die} you rolled (${min}–${max}).` };
  if (!Number.isInteger(n) || n < min || n > max) return { ok: false, error: `A ${die} shows ${min} to ${max}; '${clean}' is not one of those.` };
  return { ok: true, roll: n };
}

/** Rolls a die expression with the shared roller (crypto random in play; tests pass a seeded source). */
export function rollWith(die: string, random: Random = cryptoRandom): number {
  try {
    return rollDice(die, random).total;
  } catch {
    return rollDice('1d6', random).total;
  }
}

/** A pre-roll's state in the dialog: rolled (by the app or typed), automatic, or not yet. */
export interface PreRollState {
  roll: number | null;
  typed?: boolean;
  /** The fair roll it came from, which the combat's verdict cites. */
  fair?: string | null;
}

/** Where a pre-roll stands: its modified roll (null before a roll) and whether it succeeded (null while undecided). */
export interface PreRollResult {
  modified: number | null;
  drm: number;
  success: boolean | null;
}

/** The tick key of a pre-roll's own modifier, kept apart from the combat's modifier ids. */
export function preRollTick(pre: PreRoll, m: Modifier): string {
  return `${pre.id}/${m.id}`;
}

/** A pre-roll's modifiers with the players' ticks applied (ticks keyed by {@link preRollTick}). */
export function preRollModifiers(pre: PreRoll, ticks: Readonly<Record<string, boolean>>): Modifier[] {
  return pre.modifiers.map((m) => {
    const key = preRollTick(pre, m);
    return Object.hasOwn(ticks, key) ? { ...m, on: ticks[key] } : { ...m };
  });
}

/** Whether a pre-roll succeeded: automatic ones always do; others when roll + DRMs reaches `succeedsFrom`. */
export function preRollResult(pre: PreRoll, state: PreRollState | undefined, ticks: Readonly<Record<string, boolean>> = {}): PreRollResult {
  const drm = totalDrm(preRollModifiers(pre, ticks)).total;
  if (pre.automatic) return { modified: null, drm, success: true };
  if (!state || state.roll === null) return { modified: null, drm, success: null };
  const modified = state.roll + drm;
  return { modified, drm, success: modified >= pre.succeedsFrom };
}

/**
 * The modifiers the ruleset resolves with: the setup's own with the players' ticks applied, then
 * the grant of every pre-roll that succeeded (marked with the pre-roll's label as where it came
 * from). New objects; the setup's list is left as the ruleset built it.
 */
export function combineModifiers(
  modifiers: readonly Modifier[],
  ticks: Readonly<Record<string, boolean>>,
  preRolls: readonly PreRoll[] = [],
  states: Readonly<Record<string, PreRollState>> = {},
): Modifier[] {
  const out = applyToggles(modifiers, ticks);
  for (const pre of preRolls) {
    if (preRollResult(pre, states[pre.id], ticks).success) out.push({ ...pre.grants });
  }
  return out;
}

/**
 * The pre-rolls actually rolled, for the combat's log line, so both players see them:
 * "A-H Artillery: employed on 3–6 — rolled 4 −1 = 3: succeeds". Automatic ones are left out.
 */
export function preRollNotes(preRolls: readonly PreRoll[], states: Readonly<Record<string, PreRollState>>, ticks: Readonly<Record<string, boolean>> = {}): string[] {
  return preRolls.flatMap((pre) => {
    const state = states[pre.id];
    if (pre.automatic || !state || state.roll === null) return [];
    const result = preRollResult(pre, state, ticks);
    return [`${pre.label} — ${state.typed ? 'typed' : 'rolled'} ${rollText(state.roll, result.drm)}: ${result.success ? 'succeeds' : 'fails'}`];
  });
}

/** A roll and its modifier in words: "4 +1 = 5", "4 −1 = 3", or "4" with no modifier. */
export function rollText(roll: number, drm: number): string {
  return drm === 0 ? String(roll) : `${roll} ${signed(drm)} = ${roll + drm}`;
}

/** The log line of a roll on a table: "Morale Table (10.4): rolled 4 +1 = 5 — holds". */
export function rollLogLine(spec: { name: string; rule: string }, roll: number, drm: number, outcome: string, typed: boolean): string {
  return `${spec.name} (${spec.rule}): ${typed ? 'die typed in, ' : 'rolled '}${rollText(roll, drm)} — ${outcome}`;
}
