/**
 * What a hex and a hexside cost and hold, read from the players' TEC (1.3.5): base terrain plus
 * overlapping terrain (towns, cities, rubble, ports, airfields always add), roads (5.2.2; a
 * rubble hex has lost its road, 5.3.1), the Victory Line hexside (replaces the movement cost, adds
 * its shift). A cell not typed in yet reads as `missing`, so every answer can say so.
 */
import { cellKey, linkBetween, remembered, sideBetween, terrainOf, type Cell, type TecSum } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { baseRows, overlapRows, tecTable, type OverlapMark, type TecColumn } from './terrain';
import { markedSet } from './values';

export type { TecSum } from '../../src/rules/kit';

export const tecOf = tecTable.typed;

/** 1.3.1: a hex painted sea is land when a road crosses it. */
export function isSea(view: RulesView, cell: Cell): boolean {
  if (terrainOf(view.map, cell) !== 'sea') return false;
  return !remembered(view, 'roadEnds', () => roadEnds(view)).has(cellKey(cell));
}

function roadEnds(view: RulesView): Set<string> {
  const out = new Set<string>();
  for (const [pair, type] of Object.entries(view.map.terrain.links)) if (type === 'road') for (const key of pair.split('|')) out.add(key);
  return out;
}

/** The overlapping terrain marked in a hex (1.3.5). */
export function overlapsAt(view: RulesView, cell: Cell): OverlapMark[] {
  const key = cellKey(cell);
  return (Object.keys(overlapRows) as OverlapMark[]).filter((mark) => markedSet(view, mark).has(key));
}

/** The TEC row of a hex's base terrain (unpainted land reads as Plain). */
export function baseRowOf(view: RulesView, cell: Cell): string {
  const t = terrainOf(view.map, cell);
  return t !== null && Object.hasOwn(baseRows, t) ? baseRows[t] : 'Plain';
}

/** A hex is flat terrain (4.2: a landing hex that is not flat takes only one Marine unit in the first wave). */
export function isFlat(view: RulesView, cell: Cell): boolean {
  return baseRowOf(view, cell) === 'Plain';
}

/** Sums one TEC column over rows; prohibited wins over missing, missing over numbers. */
export const sumRows = tecTable.sum;

/** The TEC rows that apply to a hex: its base terrain and every overlapping terrain marked there. */
export function rowsAt(view: RulesView, cell: Cell): string[] {
  return [baseRowOf(view, cell), ...overlapsAt(view, cell).map((m) => overlapRows[m])];
}

/** One column of the TEC for a hex, base plus overlaps (1.3.5: overlapping terrain effects always add). */
export function hexValue(view: RulesView, cell: Cell, column: TecColumn): TecSum {
  return sumRows(tecOf(view), rowsAt(view, cell), column);
}

/** 5.2.2: the two hexes are joined by a road that still stands (5.3.1: rubble destroys the road in its hex). */
export function roadBetween(view: RulesView, a: Cell, b: Cell): boolean {
  if (linkBetween(view.map, a, b) !== 'road') return false;
  const rubble = markedSet(view, 'rubble');
  return !rubble.has(cellKey(a)) && !rubble.has(cellKey(b));
}

export const isVictoryLine = (view: RulesView, a: Cell, b: Cell): boolean => sideBetween(view.map, a, b) === 'victory-line';
export const isImpassableSide = (view: RulesView, a: Cell, b: Cell): boolean => sideBetween(view.map, a, b) === 'impassable';

/** What one step costs before doubling: the road's cost along a road, the hexside's where it replaces (1.3.5), else the hex's. */
export function terrainCost(view: RulesView, from: Cell, to: Cell, byRoad: boolean): TecSum {
  const tec = tecOf(view);
  if (byRoad) return sumRows(tec, ['Road'], 'Movement');
  if (isVictoryLine(view, from, to)) return sumRows(tec, ['Victory Line'], 'Movement');
  return hexValue(view, to, 'Movement');
}

/** The hex's stacking limit (TEC), overlapping terrain adding. */
export const stackingLimit = (view: RulesView, cell: Cell): TecSum => hexValue(view, cell, 'Stacking');

/** Said for a finding: "type the TEC's Movement for Hill and Town". */
export function missingText(sum: TecSum, column: TecColumn): string {
  return `type the TEC's ${column} for ${sum.rows.join(' and ')} in the rules assistant panel (1.3.5)`;
}
