/**
 * Geometry of hex and square grids laid over a board image: which cell holds a board point, where a
 * cell's centre and corners are, and how cells relate (neighbours, distance).
 *
 * Hex grids use offset coordinates (`col`, `row`), the way boards are printed and numbered. To keep
 * one implementation for both orientations, a pointy-topped grid is handled as the mirror image of
 * a flat-topped one across the line x = y: pointy rows play the part of flat columns. Internally a
 * "line" is a column (flat) or a row (pointy), and a "step" is the position along that line.
 *
 * Scanned maps are often slightly stretched, so `dx` and `dy` need not be in the regular ratio. The
 * grid is treated as a regular hex grid (radius 1: lines 1.5 apart, steps √3 apart) scaled separately
 * along each axis. Rounding to the nearest hex happens in axial coordinates of that regular grid,
 * where "nearest centre" is well defined, and results are mapped back through the scaling.
 *
 * All functions are pure: no DOM, no state.
 */
import type { Cell, Grid, HexGrid, SquareGrid } from '../model/grid';

/** A point in board pixels; a named shape so callers and tests can share it. */
export interface BoardPoint {
  x: number;
  y: number;
}

/** The two kinds of grid that have cells; geometry of a gridless board is the identity. */
export type CellGrid = HexGrid | SquareGrid;

/** Hex orientation seen as "lines" (columns or rows) and "steps" along them; see the file comment. */
interface Frame {
  /** Origin and spacing across lines (x for flat, y for pointy). */
  lineOrigin: number;
  lineSpacing: number;
  /** Origin and spacing along a line (y for flat, x for pointy). */
  stepOrigin: number;
  stepSpacing: number;
  shiftOdd: boolean;
}

/** Axial hex coordinates in the regular grid: `q` counts lines, `r` runs along the down-right diagonal. */
interface Axial {
  q: number;
  r: number;
}

/** Turns a negative zero into zero, so cells compare equal however they were computed. */
function clean(n: number): number {
  return n + 0;
}

function isOdd(n: number): boolean {
  return n % 2 !== 0;
}

function frameOf(grid: HexGrid): Frame {
  return grid.orientation === 'flat'
    ? { lineOrigin: grid.originX, lineSpacing: grid.dx, stepOrigin: grid.originY, stepSpacing: grid.dy, shiftOdd: grid.shiftOdd }
    : { lineOrigin: grid.originY, lineSpacing: grid.dy, stepOrigin: grid.originX, stepSpacing: grid.dx, shiftOdd: grid.shiftOdd };
}

/** Whether a line is shifted half a step down (flat) or right (pointy). Line 0 counts as even. */
function isShifted(shiftOdd: boolean, line: number): boolean {
  return isOdd(line) === shiftOdd;
}

/**
 * How far the step index of a line is ahead of its axial `r`: `floor(line / 2)` when odd lines are
 * shifted, `ceil(line / 2)` when even lines are.
 */
function lineLead(shiftOdd: boolean, line: number): number {
  return shiftOdd ? Math.floor(line / 2) : Math.floor((line + 1) / 2);
}

function toLineStep(grid: HexGrid, cell: Cell): { line: number; step: number } {
  return grid.orientation === 'flat' ? { line: cell.col, step: cell.row } : { line: cell.row, step: cell.col };
}

function fromLineStep(grid: HexGrid, line: number, step: number): Cell {
  return grid.orientation === 'flat'
    ? { col: clean(line), row: clean(step) }
    : { col: clean(step), row: clean(line) };
}

function toAxial(grid: HexGrid, cell: Cell): Axial {
  const { line, step } = toLineStep(grid, cell);
  return { q: line, r: step - lineLead(grid.shiftOdd, line) };
}

function fromAxial(grid: HexGrid, a: Axial): Cell {
  return fromLineStep(grid, a.q, a.r + lineLead(grid.shiftOdd, a.q));
}

/** Rounds fractional axial coordinates to the hex whose centre is nearest in the regular grid. */
function roundAxial(fq: number, fr: number): Axial {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  // The three rounded values must sum to zero; recompute the one that strayed furthest.
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q, r };
}

/**
 * VASSAL's snapping (`rounding: 'vassal'`): the nearest line first, then along it the nearest
 * centre (the band of one step from the line's first centre, in shifted lines).
 */
function vassalHexCellAt(grid: HexGrid, along: number, across: number): Cell {
  const f = frameOf(grid);
  const line = Math.floor((along - f.lineOrigin + f.lineSpacing / 2) / f.lineSpacing);
  const step = isShifted(f.shiftOdd, line)
    ? Math.floor((across - f.stepOrigin) / f.stepSpacing)
    : Math.floor((across - f.stepOrigin + f.stepSpacing / 2) / f.stepSpacing);
  return fromLineStep(grid, line, step);
}

/** VASSAL's centre of a hex (`rounding: 'vassal'`): its Java int casts truncate toward zero. */
function vassalHexCentre(grid: HexGrid, line: number, step: number): { along: number; across: number } {
  const f = frameOf(grid);
  const along = Math.trunc(f.lineSpacing * line + f.lineOrigin);
  const across = isShifted(f.shiftOdd, line)
    ? Math.trunc(f.stepSpacing * step + Math.trunc(f.stepSpacing / 2) + f.stepOrigin)
    : Math.trunc(f.stepSpacing * step + f.stepOrigin);
  return { along: clean(along), across: clean(across) };
}

/** Java's `Math.round`: halves go up. */
function javaRound(n: number): number {
  return Math.floor(n + 0.5);
}

function hexCellAt(grid: HexGrid, x: number, y: number): Cell {
  const f = frameOf(grid);
  const [along, across] = grid.orientation === 'flat' ? [x, y] : [y, x];
  if (grid.rounding === 'vassal') return vassalHexCellAt(grid, along, across);
  // In units of the regular grid: a line centre sits at q, a step centre at r + q/2 (+ 1/2 when
  // even lines are the shifted ones, because then line 0 starts half a step down).
  const fq = (along - f.lineOrigin) / f.lineSpacing;
  const fr = (across - f.stepOrigin) / f.stepSpacing - fq / 2 - (f.shiftOdd ? 0 : 0.5);
  return fromAxial(grid, roundAxial(fq, fr));
}

/**
 * The cell whose area contains a board point, used for hit-testing pointers and for naming places.
 * Returns cells outside the grid's `columns`/`rows` too (check with {@link inBounds}); null on a
 * gridless board or for a non-finite point. Points exactly on an edge go to one side consistently.
 */
export function cellAt(grid: Grid, x: number, y: number): Cell | null {
  if (grid.kind === 'none' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  if (grid.kind === 'square') {
    return {
      col: clean(Math.floor((x - grid.originX) / grid.dx + 0.5)),
      row: clean(Math.floor((y - grid.originY) / grid.dy + 0.5)),
    };
  }
  return hexCellAt(grid, x, y);
}

/**
 * The board point at the centre of a cell, where counters come to rest and labels are drawn.
 * Computed only from the integer cell, so every point in a cell yields bit-identical numbers
 * (stacks are grouped by exact equality of coordinates).
 *
 * Flat: x = originX + col·dx, y = originY + row·dy (+ dy/2 in shifted columns).
 * Pointy: y = originY + row·dy, x = originX + col·dx (+ dx/2 in shifted rows).
 * Shifted lines are the odd ones when `shiftOdd`, else the even ones (line 0 included).
 * With `rounding: 'vassal'` the results are VASSAL's whole pixels: each of `col·dx + originX`,
 * `row·dy + originY` truncated, the half shift truncated before being added (hexes); for squares
 * `origin + round(index·d)`.
 */
export function cellCentre(grid: CellGrid, cell: Cell): BoardPoint {
  if (grid.kind === 'square') {
    if (grid.rounding === 'vassal') {
      return { x: clean(grid.originX + javaRound(cell.col * grid.dx)), y: clean(grid.originY + javaRound(cell.row * grid.dy)) };
    }
    return { x: grid.originX + cell.col * grid.dx, y: grid.originY + cell.row * grid.dy };
  }
  const f = frameOf(grid);
  const { line, step } = toLineStep(grid, cell);
  if (grid.rounding === 'vassal') {
    const v = vassalHexCentre(grid, line, step);
    return grid.orientation === 'flat' ? { x: v.along, y: v.across } : { x: v.across, y: v.along };
  }
  const along = f.lineOrigin + line * f.lineSpacing;
  const across = f.stepOrigin + step * f.stepSpacing + (isShifted(f.shiftOdd, line) ? f.stepSpacing / 2 : 0);
  return grid.orientation === 'flat' ? { x: along, y: across } : { x: across, y: along };
}

/**
 * Where a dropped counter lands: the centre of the cell under the point, or the point itself on a
 * gridless board. Idempotent, and identical for every point of one cell.
 */
export function snapPoint(grid: Grid, x: number, y: number): BoardPoint {
  if (grid.kind === 'none') return { x, y };
  const cell = cellAt(grid, x, y);
  return cell ? cellCentre(grid, cell) : { x, y };
}

/**
 * Whether a cell lies on the printed board (0 ≤ col < columns, 0 ≤ row < rows), so callers can
 * ignore cells that `cellAt` finds in the margins. Always false on a gridless board, which has no cells.
 */
export function inBounds(grid: Grid, cell: Cell): boolean {
  if (grid.kind === 'none') return false;
  return cell.col >= 0 && cell.col < grid.columns && cell.row >= 0 && cell.row < grid.rows;
}

/**
 * The corners of a cell in order around it (6 for a hex, 4 for a square), for drawing grid lines
 * and highlighting cells. Hex corners lie on the scaled regular hexagon, so stretched grids still tile.
 */
export function cellCorners(grid: CellGrid, cell: Cell): BoardPoint[] {
  const c = cellCentre(grid, cell);
  if (grid.kind === 'square') {
    const hx = grid.dx / 2;
    const hy = grid.dy / 2;
    return [
      { x: c.x - hx, y: c.y - hy },
      { x: c.x + hx, y: c.y - hy },
      { x: c.x + hx, y: c.y + hy },
      { x: c.x - hx, y: c.y + hy },
    ];
  }
  const f = frameOf(grid);
  // Regular hexagon of radius 1 at angles 0°, 60°, …: offsets across lines are ±1, ±½ (in units of
  // 1.5 line spacings), offsets along the line are 0 or ±½ step spacing.
  const a = f.lineSpacing / 3;
  const b = f.stepSpacing / 2;
  const offsets: Array<[number, number]> = [
    [2 * a, 0],
    [a, b],
    [-a, b],
    [-2 * a, 0],
    [-a, -b],
    [a, -b],
  ];
  return offsets.map(([along, across]) =>
    grid.orientation === 'flat' ? { x: c.x + along, y: c.y + across } : { x: c.x + across, y: c.y + along },
  );
}

/** Axial steps for flat grids, clockwise from north: N, NE, SE, S, SW, NW. */
const FLAT_DIRECTIONS: Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** Axial steps (in the mirrored frame) for pointy grids, clockwise from north-east: NE, E, SE, SW, W, NW. */
const POINTY_DIRECTIONS: Axial[] = [
  { q: -1, r: 1 },
  { q: 0, r: 1 },
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
];

/**
 * The cells sharing an edge with a cell, for movement and adjacency rules. Fixed clockwise order
 * (y grows downwards): flat hexes N, NE, SE, S, SW, NW; pointy hexes NE, E, SE, SW, W, NW;
 * squares N, E, S, W. Cells off the board are included; filter with {@link inBounds}.
 */
export function neighbours(grid: CellGrid, cell: Cell): Cell[] {
  if (grid.kind === 'square') {
    return [
      { col: cell.col, row: cell.row - 1 },
      { col: cell.col + 1, row: cell.row },
      { col: cell.col, row: cell.row + 1 },
      { col: cell.col - 1, row: cell.row },
    ];
  }
  const a = toAxial(grid, cell);
  const directions = grid.orientation === 'flat' ? FLAT_DIRECTIONS : POINTY_DIRECTIONS;
  return directions.map((d) => fromAxial(grid, { q: a.q + d.q, r: a.r + d.r }));
}

/**
 * How many cell-to-cell steps separate two cells, for ranges and movement: hex steps on a hex grid,
 * orthogonal steps (no diagonals) on a square grid.
 */
export function distance(grid: CellGrid, a: Cell, b: Cell): number {
  if (grid.kind === 'square') return Math.abs(a.col - b.col) + Math.abs(a.row - b.row);
  const p = toAxial(grid, a);
  const q = toAxial(grid, b);
  const dq = p.q - q.q;
  const dr = p.r - q.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
