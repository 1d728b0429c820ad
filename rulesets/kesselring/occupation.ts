/**
 * Who holds what (3.1–3.3, 5.2.1, 7.1.1, 27.1): the Objective hexes, the side whose ground units
 * occupy a hex, Objectives garrisoned, mainland Italy, and the displays kept off the map (Staging
 * Areas, the Reinforcement, Withdrawn and Permanently Eliminated displays, the TRT), read from the
 * names the players gave their boards.
 */
import { keyCell, markedSet, remembered, terrainOf, type CellKey } from '../../src/rules/kit';
import type { OffMapPiece, RulesView } from '../../src/rules/types';
import { ALLIES, AXIS, groundOf, isGarrison, sideOf } from './units';

/**
 * The Objective hexes: those marked as Objectives, with Roma and San Benedetto, which 3.3 scores
 * as Objectives ("each other Objective hex"). Monte Cassino is left out even when marked, since
 * 3.3 says it is not an Objective though it scores.
 */
export function objectiveKeys(view: RulesView): ReadonlySet<CellKey> {
  return remembered(view, 'kw:objectives', () => {
    const out = new Set<CellKey>([...markedSet(view, 'objectives'), ...markedSet(view, 'roma'), ...markedSet(view, 'sanBenedetto')]);
    for (const k of markedSet(view, 'monteCassino')) out.delete(k);
    return out;
  });
}

/** 3.2: the side whose ground unit (mobile or static) is in each hex; air, naval units and SSU never count. */
function occupiers(view: RulesView): ReadonlyMap<CellKey, string> {
  return remembered(view, 'kw:occupiers', () => {
    const out = new Map<CellKey, string>();
    for (const side of [ALLIES, AXIS]) for (const u of groundOf(view, side)) out.set(u.key, side);
    return out;
  });
}

/** The side occupying a hex with a ground unit (3.2), or null. */
export const occupierOf = (view: RulesView, key: CellKey): string | null => occupiers(view).get(key) ?? null;

/** The hexes among `keys` a side's ground units occupy. */
export const occupiedBy = (view: RulesView, side: string, keys: Iterable<CellKey>): CellKey[] => [...keys].filter((k) => occupierOf(view, k) === side);

/** 5.2.1 b: the Objective hexes holding a garrison of the side, full or reduced. */
export function garrisonedObjectives(view: RulesView, side: string): CellKey[] {
  const objectives = objectiveKeys(view);
  return [...new Set(groundOf(view, side).filter((u) => isGarrison(u) && objectives.has(u.key)).map((u) => u.key))];
}

/** Whether the players marked Sicily or Sardinia: without them every land hex reads as mainland. */
export function islandsMarked(view: RulesView): boolean {
  return markedSet(view, 'sicily').size + markedSet(view, 'sardinia').size > 0;
}

/** Mainland Italy (7.1.1, 27.1): a land hex on neither Sicily nor Sardinia. */
export function isMainland(view: RulesView, key: CellKey): boolean {
  return terrainOf(view.map, keyCell(key)) !== 'sea' && !markedSet(view, 'sicily').has(key) && !markedSet(view, 'sardinia').has(key);
}

/** Printed labels of hexes, in order: "2027, 3112". */
export const hexList = (view: RulesView, keys: Iterable<CellKey>): string =>
  [...keys].map((k) => view.map.label(keyCell(k))).sort().join(', ');

/** The displays of 2.9 and the Staging Areas (26), known by the name of the board that holds them. */
export type Display = 'staging' | 'reinforcement' | 'withdrawn' | 'eliminated' | 'turns' | 'other';

export function displayOf(boardName: string): Display {
  const name = boardName.toLowerCase();
  if (name.includes('permanently eliminated')) return 'eliminated';
  if (name.includes('withdrawn')) return 'withdrawn';
  if (name.includes('staging')) return 'staging';
  if (name.includes('reinforcement')) return 'reinforcement';
  if (/turn record|turn track|\btrt\b/.test(name)) return 'turns';
  return 'other';
}

export const displayNames: Readonly<Record<Display, string>> = {
  staging: 'Staging Area', reinforcement: 'Reinforcement Display', withdrawn: 'Withdrawn Units display',
  eliminated: 'Permanently Eliminated display', turns: 'Turn Record Track', other: 'another board',
};

/** The pieces of a side (or of both, side null) in one kind of display. */
export function piecesIn(view: RulesView, display: Display, side: string | null = null): OffMapPiece[] {
  return view.offMap.filter((p) => displayOf(p.boardName) === display && (side === null || sideOf(p) === side));
}
