/**
 * Lines of communication (12): a ground unit is In Supply when it traces a path of hexes to a
 * supply source (12.4) no longer than its printed MF if the whole path runs along contiguous roads
 * or through open terrain, else half its MF rounded up (12.2); never into enemy units or EZOC,
 * though always out of its own hex (12.3); never through terrain it may not enter, except along a
 * road (12.3). Any friendly source serves any contingent (12.6).
 */
import { cellKey, connected, keyCell, remembered, traceTo, type Cell, type CellKey, type Passable } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { allSeaBetween, isMountainHex, isOpen, isSea, roadBetween } from './costs';
import { ALLIES, AXIS, groundOf, isGarrison, isMechanized, sideOf } from './units';
import { isMainland } from './occupation';
import { markedSet } from './values';
import { enemyHexesOf, enemyZoneOf } from './zoc';

/** A supply source on the map (12.4) and how it is named in findings. */
export interface SupplySource {
  key: CellKey;
  name: string;
}

/**
 * 12.4 the side's supply sources: Allied garrisons in ports; Axis garrisons in airfields or supply
 * source hexes (Roma, San Benedetto). The Axis Staging Area, reached off the north map edge by
 * units in mainland Italy (26.2), is added per unit in {@link locOf}.
 */
export function sourcesOf(view: RulesView, side: string): SupplySource[] {
  return remembered(view, `kw:sources:${side}`, () => {
    const marks = side === ALLIES ? ['ports'] : ['airfields', 'supplySources'];
    const hexes = new Set(marks.flatMap((m) => [...markedSet(view, m)]));
    const out = new Map<CellKey, SupplySource>();
    for (const g of groundOf(view, side)) {
      if (isGarrison(g) && hexes.has(g.key) && !out.has(g.key)) out.set(g.key, { key: g.key, name: `${g.name} (${view.map.label(g.cell)})` });
    }
    return [...out.values()];
  });
}

/** Where a unit traces its LOC, or why it cannot. */
export interface Loc {
  inSupply: boolean;
  /** Why: "7 hexes to the garrison at Gaeta (2916) along roads and open terrain (MF 6)". */
  reason: string;
  /** Sources within reach (12.5: a Movement or Attack Action covers the units tracing to one source). */
  sources: SupplySource[];
  /** The shortest line found, unit first, when in supply. */
  line: Cell[] | null;
}

/** 12.3: where a unit's LOC may pass — no enemy, no EZOC (its own hex aside), no terrain it may not enter unless along a road. */
function passableFor(view: RulesView, u: RulesUnit, roadsAndOpenOnly: boolean): Passable {
  const side = sideOf(u);
  const enemies = enemyHexesOf(view, side);
  const zoc = enemyZoneOf(view, side);
  const mech = isMechanized(u);
  return (cell, from) => {
    const key = cellKey(cell);
    if (from === null) return key === u.key;
    if (enemies.has(key) || zoc.has(key) || isSea(view.map, cell) || allSeaBetween(view.map, from, cell)) return false;
    const road = roadBetween(view.map, from, cell);
    if (mech && isMountainHex(view.map, cell) && !road) return false;
    return !roadsAndOpenOnly || road || isOpen(view.map, cell);
  };
}

/** The unit's LOC (12.2–12.4); static and mobile units alike. */
export function locOf(view: RulesView, u: RulesUnit): Loc {
  return remembered(view, `kw:loc:${u.id}`, () => traceLoc(view, u));
}

function traceLoc(view: RulesView, u: RulesUnit): Loc {
  const side = sideOf(u) ?? ALLIES;
  const here = view.map.label(u.cell);
  // 12.3 a unit in the same hex as a Garrison is always In Supply, even in an EZOC
  const garrisonHere = groundOf(view, side).find((g) => isGarrison(g) && g.key === u.key && g.id !== u.id);
  if (garrisonHere || (isGarrison(u) && sourcesOf(view, side).some((s) => s.key === u.key))) {
    const g = garrisonHere ?? u;
    return { inSupply: true, reason: `shares ${here} with the garrison ${g.name}: always In Supply (12.3)`, sources: [{ key: u.key, name: `${g.name} (${here})` }], line: [u.cell] };
  }
  const mf = u.movement ?? 0;
  const targets = new Map(sourcesOf(view, side).map((s) => [s.key, s]));
  // 26.2 Axis units in mainland Italy trace to the Axis Staging Area off the north map edge land hexes
  if (side === AXIS && isMainland(view, u.key)) for (const k of markedSet(view, 'northEdge')) if (!targets.has(k)) targets.set(k, { key: k, name: `the Axis Staging Area off ${view.map.label(keyCell(k))}` });
  const isTarget = (cell: Cell) => targets.has(cellKey(cell));
  const full = passableFor(view, u, true);
  const half = passableFor(view, u, false);
  const halfLength = Math.ceil(mf / 2);
  const reached = new Set([...connected(view.map, [u.cell], full, mf), ...connected(view.map, [u.cell], half, halfLength)]);
  const sources = [...targets.values()].filter((s) => reached.has(s.key));
  if (sources.length === 0) {
    const why = targets.size === 0 ? 'the side has no supply source on the map (12.4: a garrison in a port for the Allies; in an airfield, Roma or San Benedetto for the Axis)' : `no source within ${mf} hexes along roads and open terrain, nor ${halfLength} otherwise, clear of enemy units and EZOC (12.2, 12.3)`;
    return { inSupply: false, reason: `${u.name} at ${here}: Out of Supply — ${why}`, sources: [], line: null };
  }
  const byRoad = traceTo(view.map, u.cell, isTarget, full, mf);
  const line = byRoad ?? traceTo(view.map, u.cell, isTarget, half, halfLength);
  const end = line ? targets.get(cellKey(line[line.length - 1])) : undefined;
  const how = byRoad ? `along roads and open terrain (MF ${mf})` : `through other terrain (half the MF, ${halfLength})`;
  return { inSupply: true, reason: `${u.name} at ${here}: In Supply, ${line ? line.length - 1 : '?'} hexes to ${end?.name ?? 'a source'} ${how} (12.2)`, sources, line };
}

/** Every ground unit of a side that cannot trace a LOC. */
export function outOfSupply(view: RulesView, side: string): RulesUnit[] {
  return groundOf(view, side).filter((u) => !locOf(view, u).inSupply);
}
