/**
 * What a hex and a hexside are, as movement, supply and combat read them: base terrain and the
 * features marked on top (towns, cities, ports, airfields), roads, rivers, the Strait of Messina,
 * all-sea hexsides, and the TEC numbers the players typed. A TEC row not typed in yet reads as
 * `missing`, so every answer can say which row to type.
 */
import { cellKey, linkBetween, sideBetween, terrainOf, type Cell, type RulesMap, type TecSum } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { baseRows, featureRows, isMountainous, tecTable, type FeatureMark, type TecColumn } from './terrain';
import { markedSet } from './values';

export const tecOf = tecTable.typed;

export const isSea = (map: RulesMap, cell: Cell): boolean => terrainOf(map, cell) === 'sea';
export const isOpen = (map: RulesMap, cell: Cell): boolean => (terrainOf(map, cell) ?? 'open') === 'open';
/** 13.4.1, 15.9: mountain or volcano. */
export const isMountainHex = (map: RulesMap, cell: Cell): boolean => isMountainous(terrainOf(map, cell));
export const isRoughHex = (map: RulesMap, cell: Cell): boolean => terrainOf(map, cell) === 'rough';
export const roadBetween = (map: RulesMap, a: Cell, b: Cell): boolean => linkBetween(map, a, b) === 'road';
export const riverBetween = (map: RulesMap, a: Cell, b: Cell): boolean => sideBetween(map, a, b) === 'river';
/** 13.4.3: the Strait of Messina, crossed as land movement at +2 MP, never attacked, retreated or pursued across (15.9, 17.1.1, 17.2). */
export const straitBetween = (map: RulesMap, a: Cell, b: Cell): boolean => sideBetween(map, a, b) === 'strait';
/** 13.4.4: ground units never cross an all-sea hexside; 11.1: ZOC does not extend across one. */
export const allSeaBetween = (map: RulesMap, a: Cell, b: Cell): boolean => sideBetween(map, a, b) === 'all-sea';

/** The features marked in a hex (towns, cities, ports, airfields). */
export function featuresAt(view: RulesView, cell: Cell): FeatureMark[] {
  const key = cellKey(cell);
  return (Object.keys(featureRows) as FeatureMark[]).filter((mark) => markedSet(view, mark).has(key));
}

export const hasFeature = (view: RulesView, cell: Cell, mark: FeatureMark): boolean => markedSet(view, mark).has(cellKey(cell));

/** The TEC row of a hex's base terrain (unpainted land reads as Open). */
export function baseRowOf(view: RulesView, cell: Cell): string {
  const t = terrainOf(view.map, cell);
  return t !== null && Object.hasOwn(baseRows, t) ? baseRows[t] : 'Open';
}

/** Every TEC row that applies to a hex: its base terrain and the features marked there. */
export function rowsAt(view: RulesView, cell: Cell): string[] {
  return [baseRowOf(view, cell), ...featuresAt(view, cell).map((m) => featureRows[m])];
}

/** A TEC reading: a number, prohibited, or missing with the rows not typed in yet. */
export type TecRead = TecSum;

/** 13.4: the highest single movement cost among the rows (prohibited wins; missing rows are named). */
export const highestCost = (view: RulesView, rows: readonly string[]): TecRead => tecTable.highest(tecOf(view), rows, 'Movement');

/** 15.5: the sum of a column over rows (TEC effects are cumulative). */
export const sumColumn = (view: RulesView, rows: readonly string[], column: TecColumn): TecRead => tecTable.sum(tecOf(view), rows, column);

/** "type the TEC's Movement for Rough and Town" */
export function missingText(rows: readonly string[], column: TecColumn): string {
  return `type the TEC's ${column} for ${rows.join(' and ')} (rules assistant panel → tables)`;
}
