/**
 * Column shifts and die-roll modifiers: switching situational ones on and off as the players
 * tick them, adding them up under a game's caps, moving along the table's columns, and saying
 * each one in words with its rule so the combat dialog and the log can list them.
 */
import { shiftWords, signed } from './format';
import type { Modifier } from './types';

/** A sum of modifiers, and whether a cap cut it down (the dialog says so). */
export interface Total {
  total: number;
  capped: boolean;
}

/** Whether a modifier counts: on unless the players (or the ruleset) switched it off. */
export function isOn(m: Modifier): boolean {
  return m.on !== false;
}

/**
 * The modifiers with the players' ticks applied: a modifier whose id is in `toggles` takes that
 * on/off value, the rest keep theirs. New objects, so the ruleset's list stays as it built it.
 */
export function applyToggles(mods: readonly Modifier[], toggles: Readonly<Record<string, boolean>>): Modifier[] {
  return mods.map((m) => (Object.hasOwn(toggles, m.id) ? { ...m, on: toggles[m.id] } : { ...m }));
}

/** The sum of the values of modifiers of one kind that are on. */
function sumOn(mods: readonly Modifier[], kind: Modifier['kind']): number {
  return mods.reduce((sum, m) => (m.kind === kind && isOn(m) ? sum + m.value : sum), 0);
}

/** A sum held within [min, max], noting whether it had to be. */
function clampTotal(total: number, min: number, max: number): Total {
  const held = Math.min(max, Math.max(min, total));
  return { total: held, capped: held !== total };
}

/**
 * The net column shift of the shifts that are on (positive = right, toward the attacker), held
 * within a game's caps: `right` is the most shifts right ("no more than 3 shifts right"), `left`
 * the most shifts left, both given as counts (a sign on `left` is ignored).
 */
export function totalShift(mods: readonly Modifier[], caps: { left?: number; right?: number } = {}): Total {
  const left = caps.left === undefined ? Infinity : Math.abs(caps.left);
  const right = caps.right ?? Infinity;
  return clampTotal(sumOn(mods, 'shift'), -left, right);
}

/** The net die-roll modifier of the DRMs that are on, held within a game's caps ("DRMs never exceed +3"). */
export function totalDrm(mods: readonly Modifier[], caps: { min?: number; max?: number } = {}): Total {
  return clampTotal(sumOn(mods, 'drm'), caps.min ?? -Infinity, caps.max ?? Infinity);
}

/**
 * The column a shift moves to from `index`, held on a table of `columnCount` columns: shifts
 * past either end read the end column, as most games rule, and `clamped` lets the dialog say so.
 */
export function shiftColumn(index: number, shift: number, columnCount: number): { index: number; clamped: boolean } {
  const wanted = index + shift;
  const held = Math.min(columnCount - 1, Math.max(0, wanted));
  return { index: held, clamped: held !== wanted };
}

/**
 * A modifier in words, with its size, reason and rule, for the dialog and the log:
 * "1R shift: defender in mountain (TEC)", "2L shift: river (10.4)", "+2 DRM: defender out of supply (14.3)", "−1 DRM: fortress (12.1)".
 */
export function describeModifier(m: Modifier): string {
  const size = m.kind === 'shift' ? shiftWords(m.value) : `${signed(m.value)} DRM`;
  const rule = m.rule.trim() === '' ? '' : ` (${m.rule})`;
  return `${size}: ${m.reason}${rule}`;
}
