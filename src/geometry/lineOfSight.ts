/**
 * Line of sight as plain data: the ruler's line between two hexes with the terrain of each hex it
 * crosses and the hexside features it crosses or runs along, for a player to read and for a
 * ruleset to judge later. It judges nothing itself. Pure.
 */
import type { Cell } from '../model/grid';
import type { CellGrid } from './hexGrid';
import { hexsideBetween, terrainAt, type TerrainLayer } from '../terrain/terrain';
import { lineCells, range } from './hexLine';

/** A cell of the line with its terrain type's name (null: no terrain painted there). */
export interface SightCell {
  cell: Cell;
  terrain: string | null;
}

export interface SightStep {
  cell: SightCell;
  /** The other cell when the line runs along their shared hexside or through a vertex. */
  tiedWith?: SightCell;
}

/** A hexside feature (river, ridge…) between two consecutive cells of the line. */
export interface SightSide {
  between: [Cell, Cell];
  feature: string;
}

export interface LineOfSight {
  range: number;
  steps: SightStep[];
  hexsides: SightSide[];
}

/** Reads the terrain along the line from the centre of `from` to the centre of `to`. */
export function lineOfSight(grid: CellGrid, terrain: TerrainLayer, from: Cell, to: Cell): LineOfSight {
  const at = (cell: Cell): SightCell => ({ cell, terrain: terrainAt(terrain, cell)?.name ?? null });
  const steps = lineCells(grid, from, to).map((s) => ({ cell: at(s.cell), ...(s.tiedWith ? { tiedWith: at(s.tiedWith) } : {}) }));
  const hexsides: SightSide[] = [];
  const seen = new Set<string>();
  const side = (a: Cell, b: Cell) => {
    const key = [a, b].map((c) => `${c.col},${c.row}`).sort().join('|');
    const feature = hexsideBetween(terrain, a, b);
    if (!feature || seen.has(key)) return;
    seen.add(key);
    hexsides.push({ between: [a, b], feature: feature.name });
  };
  for (let i = 0; i < steps.length; i++) {
    const here = [steps[i].cell.cell, ...(steps[i].tiedWith ? [steps[i].tiedWith!.cell] : [])];
    // A line along a hexside runs beside the feature between the two tied hexes.
    if (here.length === 2) side(here[0], here[1]);
    if (i === 0) continue;
    const before = [steps[i - 1].cell.cell, ...(steps[i - 1].tiedWith ? [steps[i - 1].tiedWith!.cell] : [])];
    for (const a of before) for (const b of here) side(a, b);
  }
  return { range: range(grid, from, to), steps, hexsides };
}
