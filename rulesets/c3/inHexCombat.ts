/**
 * Combat inside one hex (3.2), the only combat that is not between adjacent hexes:
 * - air-dropped units landing on enemy units: "If an expected drop hex is occupied, at the end of
 *   all the Formation's drops, the units that have dropped into the hex must attack the occupants
 *   at a halved Combat Value. All the non-Dispersed units in the hex participate in the combat."
 * - attacks on Dispersed units: "Dispersed units can be attacked normally, but only by enemy units
 *   in the same hex that have spent double the cost of the hex's terrain as if there were no
 *   roads, and that respect the hex's combat stacking limit. Only one round takes place (possibly
 *   also with tanks) and "Cl" results are ignored."
 * Reading: no unit enters a hex holding enemy units that are not Dispersed (5.2), so units sharing
 * a hex with such enemies got there by air drop (3.2, 3.2.1).
 */
import { cellKey, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { isAirborne, isDispersed, isMarker, sideOf } from './units';

/** Which combat inside the hex this is: a drop onto its occupants, or an attack on Dispersed units. */
export type InHexKind = 'drop' | 'dispersed';

/** The enemies of `side` in the hex: every one, and those that are not Dispersed. */
export function enemiesInHex(view: RulesView, cell: Cell, side: string | null): { all: RulesUnit[]; present: RulesUnit[] } {
  const key = cellKey(cell);
  const all = view.units.filter((u) => u.key === key && !isMarker(u) && sideOf(u) !== side && sideOf(u) !== null);
  return { all, present: all.filter((u) => !isDispersed(view, u)) };
}

/** The kind of combat inside the hex, or null when nothing there may be attacked from within. */
export function inHexKind(view: RulesView, cell: Cell, side: string | null): InHexKind | null {
  const { all, present } = enemiesInHex(view, cell, side);
  if (present.length > 0) return 'drop';
  return all.length > 0 ? 'dispersed' : null;
}

/** Why an attacker standing in the defender's hex may not attack from there, or null when it may. */
export function inHexRefusal(view: RulesView, u: RulesUnit, kind: InHexKind | null, where: string): Finding | null {
  if (isDispersed(view, u)) return { severity: 'illegal', rule: '3.2', text: `${u.name} is Dispersed: Dispersed units are considered as if they were not present on the map, and do not attack`, pieces: [u.id] };
  if (kind === null) return { severity: 'illegal', rule: '5.5', text: `${u.name} is in ${where} itself, with no enemy there: combat is against adjacent enemy units`, pieces: [u.id] };
  if (kind === 'drop' && !isAirborne(u)) return { severity: 'warning', rule: '3.2', text: `${u.name} is not airborne: only units that dropped into an occupied hex attack its occupants from inside it`, pieces: [u.id] };
  return null;
}

/** What the players are reminded of for a combat inside the hex. */
export function inHexNotes(kind: InHexKind, where: string): Finding {
  if (kind === 'drop') return { severity: 'info', rule: '3.2', text: `air drop onto the occupants of ${where}: the units that dropped into the hex attack at a halved Combat Value, all the non-Dispersed ones taking part; if they do not free the hex, the non-Dispersed units are eliminated` };
  return { severity: 'info', rule: '3.2', text: `attack on Dispersed units in ${where}: only by units in the same hex that spent double the hex's terrain cost as if there were no roads, within its combat stacking limit; one round only (tanks too), Cl results ignored` };
}
