/** Small rules maps for the rules kit's tests: a flat-topped hex board numbered 0101, with terrain painted by label. */
import type { Cell, HexGrid } from '../../../../src/model/grid';
import { flatHexGrid } from '../../support/grids';
import { emptyTerrain, pairKey, type LinkType } from '../../../../src/terrain/terrain';
import { createRulesMap, type RulesMap } from '../../../../src/rules/kit';

/** Flat-topped hexes, odd columns shifted down (the demo map's layout), `columns` × `rows`. */
export function flatGrid(columns = 10, rows = 8): HexGrid {
  return flatHexGrid(columns, rows);
}

/** A rules map over an unpainted board with the usual terrain types and the default hexside features. */
export function blankMap(columns = 10, rows = 8): RulesMap {
  const terrain = emptyTerrain();
  terrain.palette = ['clear', 'forest', 'mountain', 'lake'].map((id) => ({ id, name: id, colour: '#888888' }));
  return createRulesMap('map', flatGrid(columns, rows), terrain);
}

/** The cell a printed label names, failing the test when it names none. */
export function at(map: RulesMap, label: string): Cell {
  const cell = map.cellOf(label);
  if (!cell) throw new Error(`no hex ${label} on the test map`);
  return cell;
}

/** The printed labels of some cells, for readable expectations. */
export function labels(map: RulesMap, cells: readonly Cell[] | null): string[] | null {
  return cells ? cells.map((c) => map.label(c)) : null;
}

/** Paints hexes (by label) with a terrain type id. */
export function paint(map: RulesMap, type: string, ...hexes: string[]): void {
  for (const label of hexes) {
    const c = at(map, label);
    map.terrain.hexes[`${c.col},${c.row}`] = type;
  }
}

/** Puts a hexside feature between two neighbouring hexes (by label). */
export function side(map: RulesMap, feature: string, a: string, b: string): void {
  map.terrain.hexsides[pairKey(at(map, a), at(map, b))] = feature;
}

/** Joins hexes (by label, in order) with a road, railroad or trail. */
export function link(map: RulesMap, type: LinkType, ...hexes: string[]): void {
  for (let i = 1; i < hexes.length; i++) map.terrain.links[pairKey(at(map, hexes[i - 1]), at(map, hexes[i]))] = type;
}
