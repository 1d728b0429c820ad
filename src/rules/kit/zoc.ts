/**
 * Zones of control: the hexes around units that enemy units must stop in, may not trace supply
 * through, and so on. One function builds the zone of a whole side, so a ruleset asks "is this
 * hex in an enemy zone?" with a set lookup instead of scanning units for every hex of a search.
 */
import type { Cell } from '../../model/grid';
import { cellKey, neighboursOn } from './hex';
import type { CellKey, RulesMap } from './types';

/**
 * Decides whether a unit in `from` exerts its zone of control into the neighbouring hex `into`.
 * Games cut zones off at some terrain: Caporetto 9.1, no zone into a hex the unit may not enter;
 * others across a major river or an all-sea hexside.
 */
export type ZocProjection = (from: Cell, into: Cell) => boolean;

/**
 * The hexes in the zone of control of units in `cells`: every on-map neighbour of any of them
 * into which `projects` lets the zone extend (all of them when it is left out). A unit's own hex
 * is not in its zone, but a hex holding one unit is in the zone of another unit next to it.
 */
export function zoneOfControl(map: RulesMap, cells: readonly Cell[], projects?: ZocProjection): Set<CellKey> {
  const zone = new Set<CellKey>();
  for (const from of cells) {
    for (const into of neighboursOn(map, from)) {
      if (!projects || projects(from, into)) zone.add(cellKey(into));
    }
  }
  return zone;
}
