/**
 * Operazione C3's terrain. The rules text names the terrain and how its effects combine (1.3.5:
 * base terrain, overlapping terrain that always adds, hexside terrain that adds for combat and
 * replaces for movement) but prints none of the Terrain Effects Table's numbers: those live in
 * the `tec` table the players type in from their chart (tables.ts), read here by terrain name.
 */
import { defineTec, sideFeaturePalette, terrainPalette, type ChartCell } from '../../src/rules/kit';

/** Base terrain a hex is painted with. 1.3.1: a coastal hex is land when half of it or more is land, or a road crosses it. */
export const palette = terrainPalette({ plain: ['Plain', '#dcd3a0'], hill: ['Hill', '#b59f74'], sea: ['Sea', '#3f7fbf'] });

/** Hexside terrain. 7.4: the Victory Line; impassable hexsides may never be crossed. */
export const sideFeatures = sideFeaturePalette({ 'victory-line': ['Victory Line', '#b71c1c'], impassable: ['Impassable hexside', '#263238'] });

/** Base terrain rows of the TEC, by palette id. Unpainted land reads as plain. */
export const baseRows: Readonly<Record<string, string>> = { plain: 'Plain', hill: 'Hill' };

/** Overlapping terrain (1.3.5, yellow on the chart): marked hexes whose effects add to the base terrain. */
export const overlapRows = { towns: 'Town', cities: 'City', rubble: 'Rubble', ports: 'Port', airfields: 'Airfield' } as const;
export type OverlapMark = keyof typeof overlapRows;

/**
 * The Terrain Effects Table (1.3.5): rows by terrain name, the columns the assistant reads; the
 * numbers are typed in from the chart.
 */
export const tecTable = defineTec({
  rule: '1.3.5',
  rows: ['Plain', 'Hill', 'Town', 'City', 'Rubble', 'Port', 'Airfield', 'Road', 'Victory Line'],
  columns: ['Movement', 'Stacking', 'Combat stacking', 'Column shift', 'Bombardment'],
  meanings: {
    number: 'a number: MP, stacking points, terrain value; overlapping terrain adds (1.3.5); type 0 where the chart shows no effect',
    shift: 'a column shift for the defender’s terrain (L is in the defender’s favour)',
  },
  notes: 'Base terrain (Plain, Hill) gives the costs; Town, City, Rubble, Port and Airfield add to them (1.3.5); Road is the cost along a road (5.2.2); the Victory Line is a hexside: it replaces the movement cost and adds its shift (7.4). Combat stacking is the stacking that may attack or defend through one hexside (5.5).',
});
export const { columns: tecColumns, rows: tecRows } = tecTable;
export type TecColumn = (typeof tecColumns)[number];

/** A TEC cell read: a number, prohibited ("—"), or not typed in yet (the kit's chart cell). */
export type TecCell = ChartCell;

/** One TEC cell by row and column, from the players' typed table (null table: nothing typed yet). */
export const tecCell = tecTable.cell;
