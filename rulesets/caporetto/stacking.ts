/**
 * Stacking (8.0): how many units a hex holds by its terrain (TEC; towns and cities use the other
 * terrain in the hex), who may stack together (8.5) and the German 14th Army HQ's bonus (8.6,
 * 15.1.2). Limits bind at the end of each Movement and Combat Sub-phase (8.1), so a move that ends
 * overstacked gets a warning, and the whole-table check names every overstacked hex.
 */
import { adjacentOn, cellKey, terrainOf, type Cell, type CellKey, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { remembered } from './memo';
import { effectOf } from './terrain';
import { ALLIES, CENTRAL_POWERS, hqMode, is14thArmyHq, isGroundUnit, nationalityOf, sideOf } from './units';

/** A hex's stacking limit and where it comes from. */
export interface StackingLimit {
  limit: number;
  /** The TEC terrain the limit is read from ("clear"). */
  terrain: string;
  /** The 14th Army HQ's +1 applies (15.1.2). */
  army14: boolean;
}

/** 8.2: support units stack free; markers are not units. */
export const countsForStacking = (unit: RulesUnit): boolean => isGroundUnit(unit);

/** 8.6, 15.1.2: a German 14th Army HQ in support mode next to the hex (the HQs found once per view, memo.ts). */
function next14thArmyHq(view: RulesView, cell: Cell): boolean {
  const hqs = remembered(view, 'stacking:army14', () => view.units.filter((u) => is14thArmyHq(u) && sideOf(u) === CENTRAL_POWERS && hqMode(u) === 'support'));
  return hqs.some((u) => adjacentOn(view.map, u.cell, cell));
}

/**
 * The stacking limit of a hex for the units in it (TEC, errata: marsh 2): +1 in clear and rough
 * for German and Austro-Hungarian units adjacent to the 14th Army HQ in support mode (15.1.2).
 */
export function stackingLimit(view: RulesView, cell: Cell, units: readonly RulesUnit[]): StackingLimit {
  const terrain = terrainOf(view.map, cell) ?? 'clear';
  const effect = effectOf(terrain);
  const stacked = units.filter(countsForStacking);
  const centralPowers = stacked.length > 0 && stacked.every((u) => sideOf(u) === CENTRAL_POWERS);
  const army14 = centralPowers && ['clear', 'rough'].includes(terrain) && next14thArmyHq(view, cell);
  return { limit: effect.stacking + (army14 ? 1 : 0), terrain: effect.name.toLowerCase(), army14 };
}

/** 8.5: the Allied nationalities in a stack that may not share it (the Czech stack with Italians). */
function alliedGroups(units: readonly RulesUnit[]): Set<string> {
  const groups = new Set<string>();
  for (const unit of units.filter(countsForStacking)) {
    const nation = nationalityOf(unit);
    if (sideOf(unit) === ALLIES && nation) groups.add(nation === 'Czech' ? 'Italian' : nation);
  }
  return groups;
}

const pieceIds = (units: readonly RulesUnit[]) => units.map((u) => u.id);

/** An overstack finding: "5 in clear, limit 4 (8.1)". */
function overstackFinding(key: CellKey, label: string, units: readonly RulesUnit[], limit: StackingLimit, atEnd: boolean): Finding {
  const count = units.filter(countsForStacking).length;
  const bonus = limit.army14 ? ' with the 14th Army HQ adjacent (15.1.2)' : '';
  const amount = `${count} in ${limit.terrain}, limit ${limit.limit}${bonus} (8.1)`;
  const text = atEnd
    ? `overstacked at the end: ${amount} — excess units are eliminated if still so at the end of the sub-phase`
    : `${label} is overstacked: ${amount} — the owner eliminates the excess at the end of a Movement or Combat Sub-phase`;
  return { severity: 'warning', rule: '8.1', text, cells: [key], pieces: pieceIds(units) };
}

/**
 * What is wrong with a set of units sharing a hex: over the limit (8.1, a warning, since limits
 * bind only at the end of a sub-phase), Allied nationalities mixed (8.5) and enemies together (8.1).
 * `atEnd` words the overstack as the end of a move ("overstacked at the end: …").
 */
export function stackFindings(view: RulesView, cell: Cell, units: readonly RulesUnit[], atEnd = false): Finding[] {
  const key = cellKey(cell);
  const label = view.map.label(cell);
  const stacked = units.filter(countsForStacking);
  const out: Finding[] = [];
  const limit = stackingLimit(view, cell, stacked);
  if (stacked.length > limit.limit) out.push(overstackFinding(key, label, stacked, limit, atEnd));
  const groups = alliedGroups(stacked);
  if (groups.size > 1) {
    const names = [...groups].join(' and ');
    out.push({ severity: 'illegal', rule: '8.5', text: `${names} units may not stack together at ${label} (8.5; only the Czech may stack with Italians)`, cells: [key], pieces: pieceIds(stacked) });
  }
  if (new Set(stacked.map(sideOf)).size > 1) {
    out.push({ severity: 'illegal', rule: '8.1', text: `units of both sides share ${label}: units never enter an enemy-occupied hex (8.1)`, cells: [key], pieces: pieceIds(stacked) });
  }
  return out;
}

/** The ground units in each occupied hex, by cell key. */
export function stacksOf(view: RulesView): Map<CellKey, RulesUnit[]> {
  const stacks = new Map<CellKey, RulesUnit[]>();
  for (const unit of view.units.filter(countsForStacking)) {
    const stack = stacks.get(unit.key) ?? [];
    stack.push(unit);
    stacks.set(unit.key, stack);
  }
  return stacks;
}

/** Every stacking problem on the table (8.1, 8.5), hex by hex. */
export function stackingFindings(view: RulesView): Finding[] {
  return [...stacksOf(view).values()].flatMap((units) => stackFindings(view, units[0].cell, units));
}
