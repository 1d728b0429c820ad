/**
 * Caporetto's Terrain Effects Chart as data: what each terrain costs to enter, how many units may
 * stack in it and what it does to combat. Lookups are tiny functions over these literals, so the
 * numbers can be read against the printed chart line by line.
 */
import { sideFeaturePalette, terrainPalette } from '../../src/rules/kit';

/** The terrain a hex can be painted with. Towns and cities are hex marks on top (see values.ts). */
export const palette = terrainPalette({
  clear: ['Clear', '#e6dfb0'],
  rough: ['Rough', '#b8a27a'],
  mountain: ['Mountain', '#8d6e63'],
  alpine: ['Alpine', '#eceff1'],
  marsh: ['Marsh', '#4db6ac'],
  dominant: ['Dominant terrain', '#5d4037'],
  sea: ['Sea / lake', '#1e88e5'],
});

/** Hexside features the rules read. A river hexside crossed by a railroad is a bridge (7.8). */
export const sideFeatures = sideFeaturePalette({
  river: ['River', '#1e88e5'],
  lake: ['Lake shore', '#0d47a1'],
  bridge: ['Bridge', '#8d6e63'],
  border: ['International border', '#fafafa'],
  'all-sea': ['All-sea', '#0d47a1'],
});

/** One line of the TEC. `null` movement = may not enter; `'all'` = costs the unit's whole MF. */
export interface TerrainEffect {
  name: string;
  stacking: number;
  movement: number | 'all' | null;
  /** Movement cost in winter turns (7.11); `null` = impassable then. Absent: same as `movement`. */
  winterMovement?: number | 'all' | null;
  /** Movement cost while Torrential Rain is in effect (6.0, 7.11). Absent: same as `movement`. */
  rainMovement?: number;
  /** Odds shift for a defender in this terrain: −1 = 1L. */
  combatShift: number;
  /** Only mountain units may enter (7.9). */
  mountainOnly?: boolean;
  /** Supply lines may not be traced through it (7.9, 14.1). */
  blocksSupply?: boolean;
}

/** TEC, terrain in the hex. Errata: marsh stacks 2. */
export const terrainEffects: Readonly<Record<string, TerrainEffect>> = {
  clear: { name: 'Clear', stacking: 4, movement: 1, rainMovement: 2, combatShift: 0 },
  rough: { name: 'Rough', stacking: 3, movement: 1, rainMovement: 2, combatShift: 0 },
  mountain: { name: 'Mountain', stacking: 2, movement: 2, winterMovement: 4, combatShift: -1 },
  alpine: { name: 'Alpine', stacking: 1, movement: 'all', winterMovement: null, combatShift: -2, mountainOnly: true, blocksSupply: true },
  // The printed chart lists no rain cost for marsh but 7.11 and the Torrential Rain event double it.
  marsh: { name: 'Marsh', stacking: 2, movement: 2, rainMovement: 4, combatShift: -2 },
  dominant: { name: 'Dominant terrain', stacking: 1, movement: 'all', combatShift: -2 },
  sea: { name: 'Sea / lake', stacking: 0, movement: null, combatShift: 0 },
};

/** TEC, features within a hex that use "other terrain in hex" for stacking (OTIH). */
export const hexMarkEffects = {
  town: { name: 'Town', movement: 1, combatShift: -1 },
  city: { name: 'City', movement: 1, combatShift: -1 },
} as const;

/**
 * TEC and 7.10: crossing a river or lake hexside costs +1; a river's doubles in winter (7.11c names
 * rivers only, so a lake's stays +1); defending behind a river is 1L (11.7.2).
 */
export const riverCrossing = { movement: 1, winterMovement: 2, combatShift: -1 } as const;

/** Unpainted hexes are read as clear, so a half-painted map still gives answers. */
export const defaultTerrain = 'clear';

/** The TEC line for a terrain id (unknown ids read as clear). */
export function effectOf(terrain: string | null): TerrainEffect {
  // Own keys only: a painted id such as "constructor" from a peer must not reach Object.prototype.
  return terrain !== null && Object.hasOwn(terrainEffects, terrain) ? terrainEffects[terrain] : terrainEffects[defaultTerrain];
}

/** Hexside ids that are water a unit crosses at extra cost (7.10). */
export const crossingSides: readonly string[] = ['river', 'lake'];

/** Hexside ids that may never be crossed. */
export const impassableSides: readonly string[] = ['all-sea'];
