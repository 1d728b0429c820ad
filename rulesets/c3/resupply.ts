/**
 * Resupply (7.5): from turn 3, at the time of a combat, Axis airborne forces that cannot trace a
 * path of hexes free of enemy units to a controlled airfield, and landed forces that cannot trace
 * one to a controlled port, are halved. One flood per kind answers for every unit of the view.
 */
import { cellKey, connected, keyCell, remembered, type CellKey } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { controlOf } from './control';
import { isSea } from './costs';
import { enemyGround } from './mover';
import { AXIS, isAirborne, sideOf } from './units';
import { markedSet, turnOf } from './values';

/** 7.5 starts on turn 3. */
export const resupplyFromTurn = 3;

function reachFrom(view: RulesView, mark: 'airfields' | 'ports'): ReadonlySet<CellKey> {
  return remembered(view, `resupply:${mark}`, () => {
    const rubble = markedSet(view, 'rubble');
    // 5.3.1 a port in a rubble hex is no longer operational
    const sources = [...markedSet(view, mark)].filter((k) => !(mark === 'ports' && rubble.has(k))).map(keyCell).filter((c) => controlOf(view, c) === AXIS);
    const { enemyHexes } = enemyGround(view, AXIS);
    return connected(view.map, sources, (cell) => !isSea(view, cell) && !enemyHexes.has(cellKey(cell)));
  });
}

/** Whether an Axis unit is halved for resupply now (7.5); British units never are. */
export function outOfResupply(view: RulesView, unit: RulesUnit): boolean {
  if (sideOf(unit) !== AXIS || turnOf(view) < resupplyFromTurn) return false;
  return !reachFrom(view, isAirborne(unit) ? 'airfields' : 'ports').has(unit.key);
}

/** What a unit traces to, in words. */
export const resupplyTarget = (unit: RulesUnit): string => (isAirborne(unit) ? 'a controlled airfield' : 'a controlled port');
