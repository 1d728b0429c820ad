/**
 * Changes to a side's action points (5.2): never below zero, never above the AP track's last box
 * when the players typed it (`apMax` > 0). Events, the AP Segment and bombardments suggest them.
 */
import type { RulesView, ValueChange } from '../../src/rules/types';
import { numberValue, pointsValueOf } from './values';

/** 5.2: AP held within zero and the track's maximum. */
export function heldAp(view: RulesView, ap: number): number {
  const max = numberValue(view, 'apMax');
  return Math.max(0, max > 0 ? Math.min(max, ap) : ap);
}

/** The side's AP now. */
export const apOf = (view: RulesView, side: string): number => numberValue(view, pointsValueOf(side));

/** The side's AP set to `ap` (held within the track), with why. */
export function apTo(view: RulesView, side: string, ap: number, why: string): ValueChange {
  const held = heldAp(view, ap);
  const cut = held !== ap ? (ap < 0 ? ', never below 0 (5.2)' : `, never above the track's ${numberValue(view, 'apMax')} (5.2)`) : '';
  return { id: pointsValueOf(side), value: held, why: `${why}${cut}` };
}

/** The side's AP changed by `delta`. */
export const apBy = (view: RulesView, side: string, delta: number, why: string): ValueChange => apTo(view, side, apOf(view, side) + delta, why);
