/**
 * Cells of a rules map: keys, neighbours, distances, the terrain a ruleset reads, and straight
 * lines for line of sight. Thin wrappers over src/geometry and src/terrain, so that a ruleset
 * imports only the kit and every ruleset names cells and pairs of cells the same way the terrain
 * layer stores them.
 */
import type { Cell, HexGrid, SquareGrid } from '../../model/grid';
import { cellAt, cellCentre, distance, inBounds, neighbours } from '../../geometry/hexGrid';
import { cellLabel, parseCellLabel } from '../../geometry/numbering';
import {
  cellKey as terrainCellKey,
  hexsideBetween,
  linkBetween as terrainLinkBetween,
  pairKey as terrainPairKey,
  parseCellKey,
  terrainAt,
  type LinkType,
  type TerrainLayer,
} from '../../terrain/terrain';
import type { CellKey, RulesMap } from './types';

/**
 * The key of a cell, `"col,row"`: the same key the terrain layer and `RulesView.control` use, so
 * a ruleset can index its own maps and sets by it and read the table's with no conversion.
 */
export function cellKey(cell: Cell): CellKey {
  return terrainCellKey(cell);
}

/**
 * The cell a key names. Keys come from {@link cellKey} (or the terrain layer), so a malformed one
 * is a bug in the caller: it throws rather than quietly naming some other cell.
 */
export function keyCell(key: CellKey): Cell {
  const cell = parseCellKey(key);
  if (!cell) throw new Error(`not a cell key: '${key}' (expected "col,row")`);
  return cell;
}

/** Whether two cells are the same cell; cells are plain objects, so `===` would compare identity. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a.col === b.col && a.row === b.row;
}

/**
 * The canonical key of a pair of cells (a hexside or a link): the two cell keys sorted and joined
 * by `|`, exactly as the terrain layer stores hexsides and links, so either cell order finds them.
 */
export function pairKey(a: Cell, b: Cell): string {
  return terrainPairKey(a, b);
}

/** Whether a cell lies on the printed map; off-board cells never hold units or terrain. */
export function onMap(map: RulesMap, cell: Cell): boolean {
  return inBounds(map.grid, cell);
}

/**
 * The neighbours of a cell that lie on the map, in the grid's fixed clockwise order (flat hexes
 * N, NE, SE, S, SW, NW; pointy NE, E, SE, SW, W, NW; squares N, E, S, W). Rules never move or
 * trace off the board, so every search in the kit steps through these.
 */
export function neighboursOn(map: RulesMap, cell: Cell): Cell[] {
  return neighbours(map.grid, cell).filter((n) => inBounds(map.grid, n));
}

/** Whether two cells share a side: the test behind "adjacent to an enemy unit". */
export function adjacentOn(map: RulesMap, a: Cell, b: Cell): boolean {
  return neighbours(map.grid, a).some((n) => sameCell(n, b));
}

/**
 * Whether `a` and `b` lie on opposite sides of `between`, all three in a straight line (a
 * concentric attack from opposite hexes, Operazione C3 5.5.1): the midpoint of their centres is
 * the centre of `between`.
 */
export function oppositeAround(map: RulesMap, a: Cell, b: Cell, between: Cell): boolean {
  const pa = cellCentre(map.grid, a);
  const pb = cellCentre(map.grid, b);
  const pc = cellCentre(map.grid, between);
  const tolerance = Math.max(map.grid.dx, map.grid.dy) * 0.01;
  return Math.abs((pa.x + pb.x) / 2 - pc.x) < tolerance && Math.abs((pa.y + pb.y) / 2 - pc.y) < tolerance;
}

/** Whether `a` lies above (north of, as the map is drawn) `b`: a line that faces north is crossed from that side (C3 7.4). */
export function northOf(map: RulesMap, a: Cell, b: Cell): boolean {
  return cellCentre(map.grid, a).y < cellCentre(map.grid, b).y;
}

/** Steps between two cells (hexes, or orthogonal squares): ranges, supply lengths, "within 3 hexes". */
export function distanceOn(map: RulesMap, a: Cell, b: Cell): number {
  return distance(map.grid, a, b);
}

/**
 * Every cell on the map within `radius` steps of `cell`, itself included (for radius ≥ 0), in
 * column then row order: artillery ranges, command radii, "units within 2 hexes of the HQ".
 * Scans the bounding box only, so it costs the area of the circle, not of the map.
 */
export function within(map: RulesMap, cell: Cell, radius: number): Cell[] {
  const out: Cell[] = [];
  if (radius < 0) return out;
  const r = Math.floor(radius);
  for (let col = cell.col - r; col <= cell.col + r; col++) {
    for (let row = cell.row - r; row <= cell.row + r; row++) {
      const candidate = { col, row };
      if (inBounds(map.grid, candidate) && distance(map.grid, cell, candidate) <= radius) out.push(candidate);
    }
  }
  return out;
}

/**
 * The id of a hex's terrain type (`"mountain"`), or null when the hex is unpainted or painted with
 * a type since deleted. Rulesets compare ids, which players never see and never rename.
 */
export function terrainOf(map: RulesMap, cell: Cell): string | null {
  return terrainAt(map.terrain, cell)?.id ?? null;
}

/** The id of the feature along the side two cells share (`"river"`), or null when there is none. */
export function sideBetween(map: RulesMap, a: Cell, b: Cell): string | null {
  return hexsideBetween(map.terrain, a, b)?.id ?? null;
}

/** The road, railroad or trail joining two neighbouring cells, or null: what road movement reads. */
export function linkBetween(map: RulesMap, a: Cell, b: Cell): LinkType | null {
  return terrainLinkBetween(map.terrain, a, b);
}

/**
 * A tiny offset, in fractions of a cell, that pushes a line lying exactly along a hexside to one
 * side of it, so every sample falls clearly inside one cell. In axial units it is (+1e-6, +2e-6),
 * the usual cube-lerp nudge; `lean` −1 pushes the other way.
 */
function nudge(grid: HexGrid | SquareGrid, lean: 1 | -1): { x: number; y: number } {
  const along = 1e-6 * lean;
  const across = 2.5e-6 * lean;
  if (grid.kind === 'square') return { x: along * grid.dx, y: across * grid.dy };
  return grid.orientation === 'flat'
    ? { x: along * grid.dx, y: across * grid.dy }
    : { x: across * grid.dx, y: along * grid.dy };
}

/**
 * The cells a straight line from the centre of `a` to the centre of `b` passes through, `a` and
 * `b` included, in order: what line-of-sight rules trace. On hex grids it is the classic cube
 * lerp, one cell per step (sampled in board space, which is an affine image of cube space, so
 * stretched scans give the same cells). When the line runs exactly along hexsides the nudge
 * decides which side it takes; call again with `lean` −1 for the other side, for rules where
 * a line along a hexside is blocked only if both sides block. A line skirting the zigzag edge
 * of the map may take an off-map cell on one side; rulesets read such cells as open ground.
 */
export function hexLine(map: RulesMap, a: Cell, b: Cell, lean: 1 | -1 = 1): Cell[] {
  const steps = distance(map.grid, a, b);
  if (steps === 0) return [a];
  const start = cellCentre(map.grid, a);
  const end = cellCentre(map.grid, b);
  const offset = nudge(map.grid, lean);
  const out: Cell[] = [a];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const x = start.x + (end.x - start.x) * t + offset.x;
    const y = start.y + (end.y - start.y) * t + offset.y;
    const cell = cellAt(map.grid, x, y)!;
    if (!sameCell(cell, out[out.length - 1])) out.push(cell);
  }
  out.push(b);
  return out;
}

/**
 * A grid's printed labels both ways: `label` prints a cell with the board's own numbering, and
 * `cellOf` names only cells on the map (a label of an off-board cell is as good as a typo). The
 * rules map and the assistant panel's hex fields read labels through this one pair, so a hex the
 * panel accepts is always one the rules can find.
 */
export function cellLabels(grid: HexGrid | SquareGrid): Pick<RulesMap, 'label' | 'cellOf'> {
  return {
    label: (cell) => cellLabel(grid, cell),
    cellOf: (label) => {
      const cell = parseCellLabel(grid, label);
      return cell && inBounds(grid, cell) ? cell : null;
    },
  };
}

/**
 * The plain map a ruleset reads, built from a board's grid and terrain layer, with the labels of
 * {@link cellLabels}. src/rules/view.ts builds one per question.
 */
export function createRulesMap(boardId: string, grid: HexGrid | SquareGrid, terrain: TerrainLayer): RulesMap {
  return { boardId, grid, terrain, ...cellLabels(grid) };
}
