/**
 * Kesselring's War's terrain (13.4, 15.5). The text names the terrain and how effects combine —
 * the highest single movement cost of a hex is paid (13.4), a river adds one MP unless crossed by
 * road, the Strait of Messina adds two, combat shifts are cumulative (15.5) — but prints no
 * Terrain Effects Chart: its numbers live in the `tec` table the players type in (tables.ts).
 */
import { defineTec, sideFeaturePalette, terrainPalette } from '../../src/rules/kit';

/** Base terrain a hex is painted with. Towns, cities, ports and airfields are hex marks on top (values.ts). */
export const palette = terrainPalette({
  open: ['Open', '#dfd8a8'],
  rough: ['Rough', '#b59f74'],
  mountain: ['Mountain', '#8d6e63'],
  volcano: ['Volcano', '#5d4037'],
  sea: ['Sea', '#3f7fbf'],
});

/** Hexside terrain: rivers (13.4.2, 15.5), the Strait of Messina (13.4.3), all-sea hexsides (13.4.4, 11.1). */
export const sideFeatures = sideFeaturePalette({ river: ['River', '#1e88e5'], strait: ['Strait of Messina', '#0d47a1'], 'all-sea': ['All-sea hexside', '#0b3d91'] });

/** Base terrain rows of the TEC by palette id; unpainted land reads as Open. */
export const baseRows: Readonly<Record<string, string>> = { open: 'Open', rough: 'Rough', mountain: 'Mountain', volcano: 'Volcano' };

/** Terrain marked on top of the base terrain (the hexes the players mark in the panel), by value id. */
export const featureRows = { towns: 'Town', cities: 'City', ports: 'Port', airfields: 'Airfield' } as const;
export type FeatureMark = keyof typeof featureRows;

/**
 * The Terrain Effects Chart (13.4, 15.5): rows by terrain; numbers typed in from the chart.
 */
export const tecTable = defineTec({
  rule: '13.4, 15.5', name: 'Terrain Effects Chart',
  rows: ['Open', 'Rough', 'Mountain', 'Volcano', 'Town', 'City', 'Port', 'Airfield', 'River'],
  columns: ['Movement', 'Combat'],
  meanings: {
    number: 'Movement: MP to enter (the highest single cost in a hex is paid, 13.4); Combat: 0 for no shift',
    shift: 'Combat: the defender\'s column shift (L is in the defender\'s favour); shifts add up (15.5)',
  },
  notes: 'River is a hexside: its Movement is what crossing adds (the text says 1, cancelled along a road, 13.4.2) and its Combat shift counts only when every attacker crosses it (15.5). Roads cost ½ MP whatever the terrain (13.5); the Strait of Messina adds 2 MP (13.4.3).',
});
export const { columns: tecColumns, rows: tecRows } = tecTable;
export type TecColumn = (typeof tecColumns)[number];

/** One TEC cell by row and column from the players' typed chart. */
export const tecCell = tecTable.cell;

/** 13.4.1: mechanized units enter mountains and volcanoes only along a road. */
export const isMountainous = (terrain: string | null): boolean => terrain === 'mountain' || terrain === 'volcano';
