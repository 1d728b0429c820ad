/**
 * Kesselring's War's terrain (13.4, 15.5). The text names the terrain and how effects combine —
 * the highest single movement cost of a hex is paid (13.4), a river adds one MP unless crossed by
 * road, the Strait of Messina adds two, combat shifts are cumulative (15.5) — but prints no
 * Terrain Effects Chart: its numbers live in the `tec` table the players type in (tables.ts).
 */
import { chartCell, type ChartCell, type SideFeatureType, type TableData, type TerrainType } from '../../src/rules/kit';

/** Base terrain a hex is painted with. Towns, cities, ports and airfields are hex marks on top (values.ts). */
export const palette: readonly TerrainType[] = [
  { id: 'open', name: 'Open', colour: '#dfd8a8' },
  { id: 'rough', name: 'Rough', colour: '#b59f74' },
  { id: 'mountain', name: 'Mountain', colour: '#8d6e63' },
  { id: 'volcano', name: 'Volcano', colour: '#5d4037' },
  { id: 'sea', name: 'Sea', colour: '#3f7fbf' },
];

/** Hexside terrain: rivers (13.4.2, 15.5), the Strait of Messina (13.4.3), all-sea hexsides (13.4.4, 11.1). */
export const sideFeatures: readonly SideFeatureType[] = [
  { id: 'river', name: 'River', colour: '#1e88e5' },
  { id: 'strait', name: 'Strait of Messina', colour: '#0d47a1' },
  { id: 'all-sea', name: 'All-sea hexside', colour: '#0b3d91' },
];

/** Base terrain rows of the TEC by palette id; unpainted land reads as Open. */
export const baseRows: Readonly<Record<string, string>> = { open: 'Open', rough: 'Rough', mountain: 'Mountain', volcano: 'Volcano' };

/** Terrain marked on top of the base terrain (the hexes the players mark in the panel), by value id. */
export const featureRows = { towns: 'Town', cities: 'City', ports: 'Port', airfields: 'Airfield' } as const;
export type FeatureMark = keyof typeof featureRows;

export const tecColumns = ['Movement', 'Combat'] as const;
export type TecColumn = (typeof tecColumns)[number];
export const tecRows = ['Open', 'Rough', 'Mountain', 'Volcano', 'Town', 'City', 'Port', 'Airfield', 'River'] as const;

/** One TEC cell by row and column from the players' typed chart. */
export function tecCell(tec: TableData | undefined, row: string, column: TecColumn): ChartCell {
  return chartCell(tec, row, column);
}

/** 13.4.1: mechanized units enter mountains and volcanoes only along a road. */
export const isMountainous = (terrain: string | null): boolean => terrain === 'mountain' || terrain === 'volcano';
