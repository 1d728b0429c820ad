/**
 * Operazione C3's terrain. The rules text names the terrain and how its effects combine (1.3.5:
 * base terrain, overlapping terrain that always adds, hexside terrain that adds for combat and
 * replaces for movement) but prints none of the Terrain Effects Table's numbers: those live in
 * the `tec` table the players type in from their chart (tables.ts), read here by terrain name.
 */
import { chartCell, type ChartCell, type SideFeatureType, type TableData, type TerrainType } from '../../src/rules/kit';

/** Base terrain a hex is painted with. 1.3.1: a coastal hex is land when half of it or more is land, or a road crosses it. */
export const palette: readonly TerrainType[] = [
  { id: 'plain', name: 'Plain', colour: '#dcd3a0' },
  { id: 'hill', name: 'Hill', colour: '#b59f74' },
  { id: 'sea', name: 'Sea', colour: '#3f7fbf' },
];

/** Hexside terrain. 7.4: the Victory Line; impassable hexsides may never be crossed. */
export const sideFeatures: readonly SideFeatureType[] = [
  { id: 'victory-line', name: 'Victory Line', colour: '#b71c1c' },
  { id: 'impassable', name: 'Impassable hexside', colour: '#263238' },
];

/** Base terrain rows of the TEC, by palette id. Unpainted land reads as plain. */
export const baseRows: Readonly<Record<string, string>> = { plain: 'Plain', hill: 'Hill' };

/** Overlapping terrain (1.3.5, yellow on the chart): marked hexes whose effects add to the base terrain. */
export const overlapRows = { towns: 'Town', cities: 'City', rubble: 'Rubble', ports: 'Port', airfields: 'Airfield' } as const;
export type OverlapMark = keyof typeof overlapRows;

/** The TEC's columns as the assistant reads them. */
export const tecColumns = ['Movement', 'Stacking', 'Combat stacking', 'Column shift', 'Bombardment'] as const;
export type TecColumn = (typeof tecColumns)[number];
export const tecRows = ['Plain', 'Hill', 'Town', 'City', 'Rubble', 'Port', 'Airfield', 'Road', 'Victory Line'] as const;

/** A TEC cell read: a number, prohibited ("—"), or not typed in yet (the kit's chart cell). */
export type TecCell = ChartCell;

/** One TEC cell by row and column, from the players' typed table (null table: nothing typed yet). */
export function tecCell(tec: TableData | undefined, row: string, column: TecColumn): TecCell {
  return chartCell(tec, row, column);
}
