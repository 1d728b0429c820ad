/**
 * The Sicily module's terrain. The module's text prints no Terrain Effects Chart and no movement
 * costs: those are the game's own rules, not this module's. The palette only tells land from sea,
 * so a beach unit's hex and a landing from the sea can be read (NR 2.3).
 */
import { sideFeaturePalette, terrainOf, terrainPalette, type Cell, type RulesMap } from '../../src/rules/kit';

export const palette = terrainPalette({ clear: ['Clear', '#dcd3a0'], sea: ['Sea', '#3f7fbf'] });

/** No hexside rules in this module. */
export const sideFeatures = sideFeaturePalette({});

export const terrainNotes = 'This module has no Terrain Effects Chart: movement costs and terrain combat effects come from the game\'s own rules and are not counted. Paint Clear and Sea (sea tells a landing from the sea, NR 2.3); mark the coast defence position hexes in the assistant panel (CD 1.4). Type the CRT and the Fall of Mussolini Table in from your charts.';

export const isSea = (map: RulesMap, cell: Cell): boolean => terrainOf(map, cell) === 'sea';
