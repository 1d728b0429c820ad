/**
 * Whether a map's painted terrain speaks the ruleset's language: the assistant reads terrain by
 * id, so a map painted with the players' own types (or none) reads as clear. These pure checks
 * let the panel say so and offer to add the ruleset's types to the map's palette.
 */
import type { Ruleset } from '../../rules/types';
import type { SideFeatureType, TerrainLayer, TerrainType } from '../../terrain/terrain';

/** What the map lacks, and what it has that the ruleset does not read. */
export interface TerrainGaps {
  /** The ruleset's terrain types missing from the map's palette. */
  missingTypes: TerrainType[];
  /** The ruleset's hexside features missing from the map. */
  missingFeatures: SideFeatureType[];
  /** Types painted on the map that the ruleset does not know, with how many hexes each. */
  unknownPainted: { id: string; name: string; hexes: number }[];
}

export function terrainGaps(ruleset: Ruleset, layer: TerrainLayer): TerrainGaps {
  const onMap = new Set(layer.palette.map((t) => t.id));
  const featuresOnMap = new Set(layer.sideFeatures.map((f) => f.id));
  const known = new Set(ruleset.terrain.palette.map((t) => t.id));
  const counts = new Map<string, number>();
  for (const id of Object.values(layer.hexes)) if (!known.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    missingTypes: ruleset.terrain.palette.filter((t) => !onMap.has(t.id)),
    missingFeatures: ruleset.terrain.sideFeatures.filter((f) => !featuresOnMap.has(f.id)),
    unknownPainted: [...counts].map(([id, hexes]) => ({ id, name: layer.palette.find((t) => t.id === id)?.name ?? id, hexes })),
  };
}

/** The map's palette and features with the ruleset's missing ones added at the end (players' own kept). */
export function withRulesetTerrain(layer: TerrainLayer, gaps: TerrainGaps): { palette: TerrainType[]; features: SideFeatureType[] } {
  return {
    palette: [...layer.palette, ...gaps.missingTypes.map((t) => ({ ...t }))],
    features: [...layer.sideFeatures, ...gaps.missingFeatures.map((f) => ({ ...f }))],
  };
}
