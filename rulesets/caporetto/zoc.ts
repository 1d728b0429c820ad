/**
 * Zones of control (9.0): the six hexes around every ground unit, HQs included, that stop enemy
 * movement (7.4), block enemy supply lines (14.1) and limit retreats (12.2). Support markers have
 * none. A zone does not reach into a hex its unit may not enter (9.1): a non-mountain unit's zone
 * stops at alpine hexes, nobody's reaches into the sea.
 */
import { cellKey, neighboursOn, zoneOfControl, type Cell, type CellKey, type ZocProjection } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { stepperOf, terrainBar } from './costs';
import { enemyOf, groundUnits, isHq, sideOf, type Side } from './units';

/**
 * 9.1: whether a unit's zone reaches from its hex into a neighbour: only where the unit itself
 * could step (the same terrain bars as movement, so all-sea hexsides and, for HQs in winter,
 * unbridged rivers cut it too).
 */
export function projectsFrom(view: RulesView, unit: RulesUnit): ZocProjection {
  const stepper = stepperOf(view, [unit], sideOf(unit)!);
  return (from, into) => terrainBar(stepper, from, into) === null;
}

/** The hexes in the zones of control of some ground units. */
export function zoneOf(view: RulesView, units: readonly RulesUnit[]): Set<CellKey> {
  const zone = new Set<CellKey>();
  for (const unit of units) {
    for (const key of zoneOfControl(view.map, [unit.cell], projectsFrom(view, unit))) zone.add(key);
  }
  return zone;
}

/** The enemy zone of control a side's units meet (EZOC): the zones of every enemy ground unit (9.1, 9.2). */
export function enemyZoc(view: RulesView, side: Side): Set<CellKey> {
  return zoneOf(view, groundUnits(view, enemyOf(side)));
}

/** The enemy ground units whose zones reach a hex, for explaining a stop or a blocked line. */
export function enemiesExerting(view: RulesView, side: Side, cell: Cell): RulesUnit[] {
  const key = cellKey(cell);
  const near = new Set(neighboursOn(view.map, cell).map(cellKey));
  return groundUnits(view, enemyOf(side)).filter((u) => near.has(u.key) && zoneOf(view, [u]).has(key));
}

/** 15.2: an HQ with no other ground unit of its side in its hex. */
export function isLoneHq(view: RulesView, unit: RulesUnit): boolean {
  return isHq(unit) && groundUnits(view, sideOf(unit) ?? undefined, unit.key).every(isHq);
}

/** Whether a ground unit stands in an enemy zone of control. */
export function inEnemyZoc(view: RulesView, unit: RulesUnit, zone?: Set<CellKey>): boolean {
  const side = sideOf(unit);
  if (!side) return false;
  return (zone ?? enemyZoc(view, side)).has(unit.key);
}
