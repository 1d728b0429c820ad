/**
 * Supply (14.0): a unit is in supply when it can trace a line of any length to a friendly supply
 * source, clear of enemy units and enemy zones of control (friendly units do not negate them),
 * alpine hexes (7.9) and the sea. One flood from every source of a side answers for all its units.
 */
import { cellKey, connected, keyCell, neighboursOn, traceTo, type Cell, type CellKey, type Passable } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { sideAt } from './mapIndex';
import { effectOf, impassableSides } from './terrain';
import { ALLIES, enemyOf, groundUnits, isGroundUnit, sideOf, type Side } from './units';
import { remembered } from './memo';
import { flagValue, markedCells } from './values';
import { enemyZoc } from './zoc';

/**
 * 14.2: a side's supply sources: the hexes marked for it, and for the Allies, while the western
 * edge supplies them, every hex of the first column.
 */
export function supplySources(view: RulesView, side: Side): Set<CellKey> {
  const sources = markedCells(view, side === ALLIES ? 'supplyAllies' : 'supplyCentralPowers');
  if (side === ALLIES && flagValue(view, 'westEdgeSupply')) {
    for (let row = 0; row < view.map.grid.rows; row++) sources.add(cellKey({ col: 0, row }));
  }
  return sources;
}

/** 7.9, 14.1: alpine and sea hexes, which no supply line passes (once per view, memo.ts). */
function terrainBlocked(view: RulesView): ReadonlySet<CellKey> {
  return remembered(view, 'supply:terrain', () => {
    const blocked = new Set<CellKey>();
    for (const [key, terrain] of Object.entries(view.map.terrain.hexes)) {
      const effect = effectOf(terrain);
      if (effect.blocksSupply || effect.movement === null) blocked.add(key);
    }
    return blocked;
  });
}

/** 14.1, 7.9: the hexes a side's supply lines may not pass: enemy units, enemy ZOC, alpine and sea hexes. */
function blockedHexes(view: RulesView, side: Side): Set<CellKey> {
  const blocked = new Set(enemyZoc(view, side));
  for (const unit of groundUnits(view, enemyOf(side))) blocked.add(unit.key);
  for (const key of terrainBlocked(view)) blocked.add(key);
  return blocked;
}

/** Whether a line may cross the side between two hexes (not an all-sea hexside). */
const openSide = (view: RulesView, a: Cell, b: Cell) => !impassableSides.includes(sideAt(view, a, b) ?? '');

/** A side's supply network: every hex a line can run through, and the rules to extend it by one hex. */
export interface SupplyNet {
  side: Side;
  sources: ReadonlySet<CellKey>;
  /** Hexes joined to a source by a clear line (sources included unless blocked themselves). */
  reached: ReadonlySet<CellKey>;
  passable: Passable;
}

/**
 * One flood from all of a side's sources through the hexes its lines may pass (14.1). Made once
 * per view and side (memo.ts), so a strategic move's reach and verdict and the whole-table check
 * share it.
 */
export function supplyNet(view: RulesView, side: Side): SupplyNet {
  return remembered(view, `supply:${side}`, () => {
    const sources = supplySources(view, side);
    const blocked = blockedHexes(view, side);
    const passable: Passable = (cell, from) => !blocked.has(cellKey(cell)) && (from === null || openSide(view, from, cell));
    const reached = connected(view.map, [...sources].map(keyCell), passable);
    return { side, sources, reached, passable };
  });
}

/**
 * Whether a unit of the net's side standing in `cell` would be in supply: its own hex never blocks
 * its own line, so it is enough to stand on a source or next to a hex the net reaches.
 */
export function suppliedAt(view: RulesView, net: SupplyNet, cell: Cell): boolean {
  const key = cellKey(cell);
  if (net.sources.has(key) || net.reached.has(key)) return true;
  return neighboursOn(view.map, cell).some((n) => net.reached.has(cellKey(n)) && openSide(view, n, cell));
}

/**
 * 14.1: whether each ground unit on the map (HQs included, 15.2) can trace supply, by unit id.
 * One flood per side, not one search per unit, so the whole table is checked at once.
 */
export function supplyStatus(view: RulesView): Map<string, boolean> {
  const status = new Map<string, boolean>();
  for (const unit of groundUnits(view)) status.set(unit.id, suppliedAt(view, supplyNet(view, sideOf(unit)!), unit.cell));
  return status;
}

/**
 * One shortest supply line of a unit, from its hex to a source, for showing why it is in supply;
 * null when it has none (or the piece is not a ground unit on the map).
 */
export function supplyLine(view: RulesView, unitId: string): Cell[] | null {
  const unit = view.units.find((u) => u.id === unitId && isGroundUnit(u));
  if (!unit) return null;
  const net = supplyNet(view, sideOf(unit)!);
  const start = unit.key;
  const passable: Passable = (cell, from) => (from === null && cellKey(cell) === start) || net.passable(cell, from);
  return traceTo(view.map, unit.cell, (cell) => net.sources.has(cellKey(cell)), passable);
}

