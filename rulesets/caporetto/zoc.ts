/**
 * Zones of control (9.0): the six hexes around every ground unit, HQs included, that stop enemy
 * movement (7.4), block enemy supply lines (14.1) and limit retreats (12.2). Support markers have
 * none. A zone does not reach into a hex its unit may not enter (9.1): a non-mountain unit's zone
 * stops at alpine hexes, nobody's reaches into the sea.
 */
import { cellKey, neighboursOn, zoneOfControl, type Cell, type CellKey, type ZocProjection } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { stepperOf, terrainBar } from './costs';
import { remembered } from './memo';
import { enemyOf, groundUnits, hqMode, isHq, isMountain, sideOf, type Side } from './units';

/**
 * 9.1: whether a unit's zone reaches from its hex into a neighbour: only where the unit itself
 * could step (the same terrain bars as movement, so all-sea hexsides and, for HQs in winter,
 * unbridged rivers cut it too).
 */
export function projectsFrom(view: RulesView, unit: RulesUnit): ZocProjection {
  const side = sideOf(unit)!;
  // Units alike in everything a lone unit's stepper reads share one projection (memo.ts).
  const kind = `zoc:projection:${side}:${isMountain(unit)}:${isHq(unit)}:${isHq(unit) && hqMode(unit)}`;
  return remembered(view, kind, (): ZocProjection => {
    const stepper = stepperOf(view, [unit], side);
    return (from, into) => terrainBar(stepper, from, into) === null;
  });
}

/** The hexes in the zones of control of some ground units: one kit call per kind of projection, each hex of a stack once. */
export function zoneOf(view: RulesView, units: readonly RulesUnit[]): Set<CellKey> {
  const groups = new Map<ZocProjection, Map<CellKey, Cell>>();
  for (const unit of units) {
    const projects = projectsFrom(view, unit);
    const cells = groups.get(projects) ?? new Map<CellKey, Cell>();
    groups.set(projects, cells.set(unit.key, unit.cell));
  }
  const zone = new Set<CellKey>();
  for (const [projects, cells] of groups) {
    for (const key of zoneOfControl(view.map, [...cells.values()], projects)) zone.add(key);
  }
  return zone;
}

/**
 * The enemy zone of control a side's units meet (EZOC): the zones of every enemy ground unit (9.1,
 * 9.2). Built once per view and side (memo.ts) and shared, so it is read-only.
 */
export function enemyZoc(view: RulesView, side: Side): ReadonlySet<CellKey> {
  return remembered(view, `zoc:${side}`, () => zoneOf(view, groundUnits(view, enemyOf(side))));
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
export function inEnemyZoc(view: RulesView, unit: RulesUnit, zone?: ReadonlySet<CellKey>): boolean {
  const side = sideOf(unit);
  if (!side) return false;
  return (zone ?? enemyZoc(view, side)).has(unit.key);
}
