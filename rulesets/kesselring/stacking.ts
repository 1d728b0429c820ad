/**
 * Stacking (10): three mobile ground units of any size plus one garrison a hex (10.1); SSU,
 * air, naval units and markers do not count (10.1, 23.0, 25.1). Limits apply at the end of each
 * Action Segment (10.0); an overstacked hex attacks with one unit and defends with one plus its
 * garrison (10.2).
 */
import type { Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { isAir, isGarrison, isGround, isMarker, isMobile } from './units';

/** 10.1 */
export const mobileLimit = 3;
export const garrisonLimit = 1;
/** 10.1, 20.2.2: two air units a hex on a mission or at a functional airfield. */
export const airLimit = 2;

/** Whether the ground units in a hex break 10.1. */
export function overstacked(units: readonly RulesUnit[]): boolean {
  return units.filter(isMobile).length > mobileLimit || units.filter(isGarrison).length > garrisonLimit;
}

/** Findings on one hex's stack, `when` saying at which moment ("end of move"). */
export function stackFindings(view: RulesView, units: readonly RulesUnit[], when: string): Finding[] {
  const here = units.filter((u) => !isMarker(u));
  if (here.length === 0) return [];
  const at = view.map.label(here[0].cell);
  const out: Finding[] = [];
  const mobile = here.filter(isMobile);
  const garrisons = here.filter(isGarrison);
  const air = here.filter(isAir);
  if (mobile.length > mobileLimit) out.push({ severity: 'warning', rule: '10.1, 10.2', text: `${at} holds ${mobile.length} mobile ground units at ${when}: the limit is ${mobileLimit} plus one garrison at the end of the Action Segment; while overstacked only one unit attacks, and one plus the garrison defends`, cells: [here[0].key], pieces: mobile.map((u) => u.id) });
  if (garrisons.length > garrisonLimit) out.push({ severity: 'warning', rule: '10.1, 7.5', text: `${at} holds ${garrisons.length} garrisons: one a hex`, cells: [here[0].key], pieces: garrisons.map((u) => u.id) });
  if (air.length > airLimit) out.push({ severity: 'warning', rule: '10.1, 20.4', text: `${at} holds ${air.length} air units: two a hex on a mission or at an airfield`, cells: [here[0].key], pieces: air.map((u) => u.id) });
  return out;
}

/** The ground units among pieces. */
export const groundIn = (units: readonly RulesUnit[]): RulesUnit[] => units.filter(isGround);
