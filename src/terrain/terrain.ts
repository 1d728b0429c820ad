/**
 * The terrain layer of a board, as plain data: what terrain each hex is, what lies along each
 * hexside (river, bridge, border, all-sea…) and which neighbouring hexes a road, railroad or trail
 * joins. This is what rules assistants read; it knows nothing of Yjs (see src/doc/terrainOps.ts
 * for how it is stored) and nothing of the screen.
 *
 * Cells are named by their offset coordinates, `"col,row"` (column and row counted from 0, as in
 * src/model/grid.ts); a printed label ("0505") turns into a cell with `parseCellLabel`. A hexside
 * and a link are both a pair of neighbouring cells, stored once under a canonical key: the two
 * cell keys sorted (by column, then row) and joined by `|`, e.g. `"4,4|5,4"`. The same key comes
 * out whichever of the two cells it is computed from, and reading it needs no grid.
 *
 * Everything here also works on square grids (a "hexside" is then a square's side).
 */
import type { Cell } from '../model/grid';
import { cellAt, cellCentre, cellCorners, inBounds, neighbours, type BoardPoint, type CellGrid } from '../geometry/hexGrid';
import type { Problem } from '../model/validate';

/** A kind of terrain a hex can be: clear, forest, mountain… defined by the players (or a ruleset). */
export interface TerrainType {
  /** Stable id, stored in every painted hex; never shown. */
  id: string;
  /** What players see, e.g. "Forest". */
  name: string;
  /** CSS hex colour the layer paints the hex with, e.g. `#2e7d32`. */
  colour: string;
}

/** A feature along a hexside: river, bridge, border, all-sea… Same shape as a terrain type. */
export type SideFeatureType = TerrainType;

/** The kinds of connection between neighbouring hexes. */
export const linkTypes = ['road', 'railroad', 'trail'] as const;
export type LinkType = (typeof linkTypes)[number];

/** How each kind of link is drawn and named. */
export const linkStyles: Record<LinkType, { name: string; colour: string; dash: number[] | null }> = {
  road: { name: 'Road', colour: '#b3261e', dash: null },
  railroad: { name: 'Railroad', colour: '#1b1b1b', dash: [0.5, 0.25] },
  trail: { name: 'Trail', colour: '#7a5230', dash: [0.18, 0.14] },
};

/** The terrain layer of one board. */
export interface TerrainLayer {
  /** Terrain types in the order the panel lists them. */
  palette: TerrainType[];
  /** Hexside features in the order the panel lists them. */
  sideFeatures: SideFeatureType[];
  /** Cell key (`"col,row"`) → terrain type id. Unpainted hexes are absent. */
  hexes: Record<string, string>;
  /** Canonical pair key (`"col,row|col,row"`) → side feature id. */
  hexsides: Record<string, string>;
  /** Canonical pair key → the kind of link between the two hexes. */
  links: Record<string, LinkType>;
}

/** The hexside features a board starts with; players may add their own. */
export const defaultSideFeatures: readonly SideFeatureType[] = [
  { id: 'river', name: 'River', colour: '#1e88e5' },
  { id: 'bridge', name: 'Bridge', colour: '#8d6e63' },
  { id: 'border', name: 'Border', colour: '#d81b60' },
  { id: 'all-sea', name: 'All-sea', colour: '#0d47a1' },
];

/** An empty layer: nothing painted, no terrain types yet, the default hexside features. */
export function emptyTerrain(): TerrainLayer {
  return { palette: [], sideFeatures: defaultSideFeatures.map((f) => ({ ...f })), hexes: {}, hexsides: {}, links: {} };
}

/** Colours for terrain types named the usual way, so importing by name gives a readable map. */
const namedColours: Record<string, string> = {
  clear: '#e6dfb0',
  open: '#e6dfb0',
  forest: '#2e7d32',
  woods: '#388e3c',
  jungle: '#1b5e20',
  rough: '#a1887f',
  hills: '#bcaaa4',
  hill: '#bcaaa4',
  mountain: '#6d4c41',
  mountains: '#6d4c41',
  alpine: '#eceff1',
  marsh: '#4db6ac',
  swamp: '#4db6ac',
  lake: '#1e88e5',
  water: '#1e88e5',
  sea: '#0d47a1',
  ocean: '#0d47a1',
  desert: '#f0c36d',
  city: '#9e9e9e',
  town: '#bdbdbd',
  urban: '#9e9e9e',
  village: '#cfcfcf',
};
/** Distinct colours handed out in turn to names the table above does not know. */
const spareColours = ['#8e24aa', '#f4511e', '#00897b', '#c0ca33', '#5e35b1', '#fb8c00', '#3949ab', '#6d8b00', '#d81b60', '#546e7a'];

/** A colour for a new terrain type: the usual one for its name, else one the palette does not use yet. */
export function suggestColour(name: string, palette: readonly TerrainType[]): string {
  const known = namedColours[name.trim().toLowerCase()];
  if (known) return known;
  const used = new Set(palette.map((t) => t.colour.toLowerCase()));
  return spareColours.find((c) => !used.has(c)) ?? spareColours[palette.length % spareColours.length];
}

/** A new id for a type named `name`: the name as a slug (`"Light woods"` → `light-woods`), made unique. */
export function newTypeId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const slug = name
    .slice(0, 200)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  // Dashes trimmed by index: a pattern anchored at the end would rescan a run of dashes from each of its characters.
  let from = 0;
  let to = slug.length;
  while (from < to && slug[from] === '-') from++;
  while (to > from && slug[to - 1] === '-') to--;
  const base = slug.slice(from, to).slice(0, 32) || 'type';
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

// ---------------------------------------------------------------------------------------------
// Keys

/** The key of a cell: `"col,row"`. */
export function cellKey(cell: Cell): string {
  return `${cell.col + 0},${cell.row + 0}`;
}

const cellKeyPattern = /^(-?\d{1,6}),(-?\d{1,6})$/;

/** The cell a key names, or null when it is not a cell key. */
export function parseCellKey(key: string): Cell | null {
  const m = cellKeyPattern.exec(key);
  return m ? { col: Number(m[1]) + 0, row: Number(m[2]) + 0 } : null;
}

function before(a: Cell, b: Cell): boolean {
  return a.col < b.col || (a.col === b.col && a.row < b.row);
}

/** The canonical key of the pair of two distinct cells (sorted, joined by `|`); it does not check that they are neighbours. */
export function pairKey(a: Cell, b: Cell): string {
  return before(a, b) ? `${cellKey(a)}|${cellKey(b)}` : `${cellKey(b)}|${cellKey(a)}`;
}

/** The two cells of a canonical pair key, in key order; null when the key is not canonical. */
export function parsePairKey(key: string): [Cell, Cell] | null {
  const parts = key.split('|');
  if (parts.length !== 2) return null;
  const a = parseCellKey(parts[0]);
  const b = parseCellKey(parts[1]);
  return a && b && before(a, b) ? [a, b] : null;
}

/** Which of `cell`'s neighbours (an index into `neighbours(grid, cell)`) `other` is; -1 when they are not neighbours. */
export function directionTo(grid: CellGrid, cell: Cell, other: Cell): number {
  return neighbours(grid, cell).findIndex((n) => n.col === other.col && n.row === other.row);
}

/** Whether two cells share a side. */
export function adjacent(grid: CellGrid, a: Cell, b: Cell): boolean {
  return directionTo(grid, a, b) >= 0;
}

/**
 * The canonical key of the side of `cell` in direction `dir` (the order of `neighbours`: flat hexes
 * N, NE, SE, S, SW, NW; pointy hexes NE, E, SE, SW, W, NW; squares N, E, S, W). The same side seen
 * from the neighbour, in the opposite direction, gives the same key.
 */
export function hexsideKey(grid: CellGrid, cell: Cell, dir: number): string {
  const all = neighbours(grid, cell);
  const n = all[((dir % all.length) + all.length) % all.length];
  return pairKey(cell, n);
}

/** The canonical key of the side two cells share, or null when they are not neighbours. */
export function hexsideKeyBetween(grid: CellGrid, a: Cell, b: Cell): string | null {
  return adjacent(grid, a, b) ? pairKey(a, b) : null;
}

/** The canonical key of a link between two neighbouring cells, or null when they are not neighbours. */
export function linkKey(grid: CellGrid, a: Cell, b: Cell): string | null {
  return hexsideKeyBetween(grid, a, b);
}

// ---------------------------------------------------------------------------------------------
// Geometry

/** The two end points of the side two neighbouring cells share (board pixels); null when they are not neighbours. */
export function sideEdge(grid: CellGrid, a: Cell, b: Cell): [BoardPoint, BoardPoint] | null {
  if (!adjacent(grid, a, b)) return null;
  const other = cellCentre(grid, b);
  const corners = cellCorners(grid, a)
    .map((p) => ({ p, d: Math.hypot(p.x - other.x, p.y - other.y) }))
    .sort((u, v) => u.d - v.d);
  return [corners[0].p, corners[1].p];
}

/** A side found under a point: the cell the point is in, the neighbour across the side and the side's key. */
export interface SideHit {
  cell: Cell;
  neighbour: Cell;
  /** Index of `neighbour` in `neighbours(grid, cell)`. */
  dir: number;
  key: string;
}

function distanceToSegment(p: BoardPoint, a: BoardPoint, b: BoardPoint): number {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2)) : 0;
  return Math.hypot(p.x - (a.x + t * vx), p.y - (a.y + t * vy));
}

/**
 * The side under a board point: the nearest side of the cell under the point, when the point is
 * within `tolerance` (a fraction of the distance from the centre to that side; 0.2 by default) of
 * it. Null when the point is nearer the middle of the cell, or the board has no grid.
 */
export function hexsideAt(grid: CellGrid, point: BoardPoint, tolerance = 0.2): SideHit | null {
  const cell = cellAt(grid, point.x, point.y);
  if (!cell) return null;
  const centre = cellCentre(grid, cell);
  const corners = cellCorners(grid, cell);
  let best: { i: number; ratio: number } | null = null;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    const apothem = Math.hypot((a.x + b.x) / 2 - centre.x, (a.y + b.y) / 2 - centre.y);
    const ratio = distanceToSegment(point, a, b) / apothem;
    if (!best || ratio < best.ratio) best = { i, ratio };
  }
  if (!best || best.ratio > tolerance) return null;
  // The neighbour across a side has its centre at the side's midpoint mirrored through the side.
  const a = corners[best.i];
  const b = corners[(best.i + 1) % corners.length];
  const across = { x: a.x + b.x - centre.x, y: a.y + b.y - centre.y };
  const all = neighbours(grid, cell);
  let dir = 0;
  let nearest = Infinity;
  all.forEach((n, i) => {
    const c = cellCentre(grid, n);
    const d = Math.hypot(c.x - across.x, c.y - across.y);
    if (d < nearest) [nearest, dir] = [d, i];
  });
  return { cell, neighbour: all[dir], dir, key: pairKey(cell, all[dir]) };
}

/**
 * The cells a straight stroke from `from` to `to` passes through, in order and without repeats,
 * sampled finely enough that no cell is skipped; cells off the board are left out. Drag-painting
 * and drawing roads use it so a fast pointer still paints every hex it crosses.
 */
export function cellsAlong(grid: CellGrid, from: BoardPoint, to: BoardPoint): Cell[] {
  const spacing = Math.min(grid.dx, grid.dy) / 8;
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / spacing));
  const out: Cell[] = [];
  let last = '';
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const cell = cellAt(grid, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    if (!cell || !inBounds(grid, cell)) continue;
    const key = cellKey(cell);
    if (key !== last) out.push(cell);
    last = key;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Readers, for rules assistants and the panel

/** The terrain type of a hex, or null when it is not painted (or painted with a type since deleted). */
export function terrainAt(layer: TerrainLayer, cell: Cell): TerrainType | null {
  const id = layer.hexes[cellKey(cell)];
  return id === undefined ? null : (layer.palette.find((t) => t.id === id) ?? null);
}

/** The feature along the side two cells share, or null when there is none (or the cells are not neighbours). */
export function hexsideBetween(layer: TerrainLayer, a: Cell, b: Cell): SideFeatureType | null {
  const id = layer.hexsides[pairKey(a, b)];
  return id === undefined ? null : (layer.sideFeatures.find((f) => f.id === id) ?? null);
}

/** The kind of link between two cells, or null. */
export function linkBetween(layer: TerrainLayer, a: Cell, b: Cell): LinkType | null {
  return layer.links[pairKey(a, b)] ?? null;
}

/** Whether a road, railroad or trail (any, or the one named) joins two neighbouring cells. */
export function linked(layer: TerrainLayer, a: Cell, b: Cell, type?: LinkType): boolean {
  const found = linkBetween(layer, a, b);
  return found !== null && (type === undefined || found === type);
}

/** How many hexes are painted with each terrain type id. */
export function hexCounts(layer: TerrainLayer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of Object.values(layer.hexes)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** How many hexsides carry each feature id. */
export function sideCounts(layer: TerrainLayer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of Object.values(layer.hexsides)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Validation

/** Longest type id and name accepted. */
export const maxIdLength = 40;
export const maxNameLength = 60;
/** Most terrain types (and, separately, hexside features) one board may define. */
export const maxTypes = 100;

const colourPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Whether a string is a colour the layer can paint with (`#rgb`, `#rrggbb` or `#rrggbbaa`). */
export function isColour(value: unknown): value is string {
  return typeof value === 'string' && colourPattern.test(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems with a list of terrain types or hexside features. */
export function problemsOfPalette(value: unknown, path: string): Problem[] {
  const out: Problem[] = [];
  if (!Array.isArray(value)) return [{ path, message: 'must be a list' }];
  if (value.length > maxTypes) out.push({ path, message: `must hold at most ${maxTypes} types` });
  const ids = new Set<string>();
  value.forEach((t, i) => {
    const at = `${path}.${i}`;
    if (!isRecord(t)) return void out.push({ path: at, message: 'must be an object' });
    if (typeof t.id !== 'string' || t.id === '' || t.id.length > maxIdLength) out.push({ path: `${at}.id`, message: `must be text of 1 to ${maxIdLength} characters` });
    else if (ids.has(t.id)) out.push({ path: `${at}.id`, message: 'is used twice' });
    else ids.add(t.id);
    if (typeof t.name !== 'string' || t.name.trim() === '' || t.name.length > maxNameLength) out.push({ path: `${at}.name`, message: `must be text of 1 to ${maxNameLength} characters` });
    if (!isColour(t.colour)) out.push({ path: `${at}.colour`, message: 'must be a colour such as #2e7d32' });
  });
  return out;
}

/**
 * Problems with a terrain layer that came from outside (a save file, a scenario, a peer): shapes,
 * key syntax (cell keys, canonical pair keys), link kinds, and — given the board's grid — that the
 * cells of each hexside and link are neighbours. References to type ids missing from a palette are
 * not problems: two players may delete a type and paint with it at the same moment, and readers
 * treat such hexes as unpainted.
 */
export function problemsOfTerrainLayer(value: unknown, grid?: CellGrid, path = 'terrain'): Problem[] {
  if (!isRecord(value)) return [{ path, message: 'must be an object' }];
  const out: Problem[] = [...problemsOfPalette(value.palette, `${path}.palette`), ...problemsOfPalette(value.sideFeatures, `${path}.sideFeatures`)];
  const entries = (field: string): [string, unknown][] => {
    const v = value[field];
    if (!isRecord(v)) {
      out.push({ path: `${path}.${field}`, message: 'must be an object' });
      return [];
    }
    return Object.entries(v);
  };
  for (const [key, id] of entries('hexes')) {
    if (!parseCellKey(key)) out.push({ path: `${path}.hexes.${key}`, message: 'is not a cell ("col,row")' });
    if (typeof id !== 'string' || id === '') out.push({ path: `${path}.hexes.${key}`, message: 'must be a terrain type id' });
  }
  const pairs = (field: string, checkValue: (v: unknown) => string | null) => {
    for (const [key, v] of entries(field)) {
      const at = `${path}.${field}.${key}`;
      const cells = parsePairKey(key);
      if (!cells) out.push({ path: at, message: 'is not a pair of cells in order ("col,row|col,row")' });
      else if (grid && !adjacent(grid, cells[0], cells[1])) out.push({ path: at, message: 'names two cells that are not neighbours' });
      const problem = checkValue(v);
      if (problem) out.push({ path: at, message: problem });
    }
  };
  pairs('hexsides', (v) => (typeof v === 'string' && v !== '' ? null : 'must be a hexside feature id'));
  pairs('links', (v) => (typeof v === 'string' && (linkTypes as readonly string[]).includes(v) ? null : `must be one of ${linkTypes.join(', ')}`));
  return out;
}
