/**
 * Terrain palettes from compact data. Every game lists the terrain a hex may be painted with and
 * the hexside features the rules read; written as `{ id, name, colour }` objects that is three
 * words of noise per line. Here a game writes `{ plain: ['Plain', '#dcd3a0'] }` and gets the list
 * the terrain layer and the map editor expect, in the order written.
 */
import type { SideFeatureType, TerrainType } from './types';

/** A palette as data: id → [name players see, CSS colour], in the order it is offered. */
export type PaletteData = Readonly<Record<string, readonly [name: string, colour: string]>>;

/** The terrain types of a palette, in the order written. */
export function terrainPalette(data: PaletteData): readonly TerrainType[] {
  return Object.entries(data).map(([id, [name, colour]]) => ({ id, name, colour }));
}

/** The hexside features of a palette, in the order written (an empty object: none read). */
export function sideFeaturePalette(data: PaletteData): readonly SideFeatureType[] {
  return terrainPalette(data);
}
