/**
 * A VASSAL board's grid (`HexGrid`, `SquareGrid` in buildFile.xml, on a board or in a zone) turned
 * into our grid record, with VASSAL's own cell centres (`rounding: 'vassal'`) and VASSAL's own
 * labels (see docs/numbering.md, "From a VASSAL module", for how each attribute maps).
 *
 * Axes: VASSAL numbers hexes along "columns" (lines of hexes, vertical unless `sideways`) and
 * "rows" (the position along a line). Its `h…` numbering attributes belong to the line, `v…` to the
 * position along it; on a sideways grid the lines run across the board, so VASSAL's column part is
 * our row part. Square grids have no such swap.
 */
import type { Grid, GridNumbering, HexGrid, SquareGrid } from '../../model/grid';
import { bounds, checkGrid, problemsOf, describeProblems } from '../../model/validate';
import { formatShape } from './locationFormat';

export { vassalLocationText, formatParts, formatShape } from './locationFormat';
export type { FormatPart, FormatShape } from './locationFormat';

/** A grid element of buildFile.xml as read: its tag's last name part and attributes, with its numbering child. */
export interface VassalGridElement {
  kind: 'HexGrid' | 'SquareGrid' | 'RegionGrid' | string;
  attrs: Record<string, string>;
  numbering?: { kind: string; attrs: Record<string, string> };
}

/**
 * The grid's container: the board (its image or set size, at 0, 0) or, for a zone's grid, the zone
 * polygon's bounding box in board pixels (`x`, `y` its top-left corner; VASSAL counts down from the
 * container's size, and our columns/rows cover it from index 0).
 */
export interface VassalGridContainer {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/** Options for a zone's grid: its name and location format, which wrap the grid's own location. */
export interface VassalZoneInfo {
  name: string;
  /** The zone's `locationFormat`, e.g. `Endurance $gridLocation$`; `$name$` is the zone's name. */
  locationFormat?: string;
}

/** The result: our grid, with notes on what VASSAL does that the grid does not (no snapping…). */
export type GridFromVassal = { grid: Grid; notes?: string[] } | { grid: null; reason: string };

/** VASSAL's HexGrid defaults: dy 64, dx √3/2 of dy, origin (0, 32). */
const hexDefaults = { dy: 64, x0: 0, y0: 32 };
/** VASSAL's SquareGrid defaults. */
const squareDefaults = { dx: 48, dy: 48, x0: 24, y0: 24 };

function num(attrs: Record<string, string>, key: string, fallback: number): number {
  const v = attrs[key];
  if (v === undefined || v.trim() === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

function int(attrs: Record<string, string>, key: string, fallback: number): number {
  return Math.trunc(num(attrs, key, fallback));
}

function flag(attrs: Record<string, string>, key: string, fallback: boolean): boolean {
  const v = attrs[key];
  return v === undefined ? fallback : v.trim().toLowerCase() === 'true';
}

/** VASSAL's RegularGridNumbering attributes with its defaults. */
interface VassalNumbering {
  first: 'H' | 'V';
  sep: string;
  hType: 'N' | 'A';
  vType: 'N' | 'A';
  hLeading: number;
  vLeading: number;
  hOff: number;
  vOff: number;
  hDescend: boolean;
  vDescend: boolean;
  stagger: boolean;
  locationFormat: string;
}

/** Reads a numbering element's attributes with VASSAL's defaults filled in. */
export function readVassalNumbering(attrs: Record<string, string> = {}): VassalNumbering {
  return {
    first: (attrs.first ?? 'H').startsWith('H') ? 'H' : 'V',
    sep: attrs.sep ?? '',
    hType: (attrs.hType ?? 'N').startsWith('A') ? 'A' : 'N',
    vType: (attrs.vType ?? 'N').startsWith('A') ? 'A' : 'N',
    hLeading: int(attrs, 'hLeading', 1),
    vLeading: int(attrs, 'vLeading', 1),
    hOff: int(attrs, 'hOff', 1),
    vOff: int(attrs, 'vOff', 1),
    hDescend: flag(attrs, 'hDescend', false),
    vDescend: flag(attrs, 'vDescend', false),
    stagger: flag(attrs, 'stagger', true),
    locationFormat: attrs.locationFormat ?? '$gridLocation$',
  };
}

/** One part of a label (VASSAL's column part or row part) in our terms. */
interface Part {
  type: 'N' | 'A';
  leading: number;
  offset: number;
  descending: boolean;
  /** The index VASSAL counts down from (its "max"), used only when descending. */
  from: number;
}

function start(p: Part): number {
  // VASSAL's letters count from 0 = A; ours from 1 = A.
  return p.type === 'A' ? p.offset + 1 : p.offset;
}

/** Builds our numbering from VASSAL's two parts, given which of ours (column/row) holds VASSAL's column part. */
function ourNumbering(v: VassalNumbering, vCol: Part, vRow: Part, swapped: boolean, hex: boolean, around: { prefix: string; suffix: string }, notes: string[]): GridNumbering {
  const ourCol = swapped ? vRow : vCol;
  const ourRow = swapped ? vCol : vRow;
  const digits = (p: Part) => {
    const d = p.leading + 1;
    if (d > bounds.digits || d < 0) notes.push(`leading zeros ${p.leading} kept to ${bounds.digits} digits`);
    return Math.min(bounds.digits, Math.max(1, d));
  };
  const vassalFirstIsOurColumn = (v.first === 'H') !== swapped;
  const n: GridNumbering = {
    first: vassalFirstIsOurColumn ? 'column' : 'row',
    separator: v.sep,
    columnStart: start(ourCol),
    rowStart: start(ourRow),
    columnDigits: digits(ourCol),
    rowDigits: digits(ourRow),
    columnStyle: ourCol.type === 'A' ? 'alpha' : 'numeric',
    rowStyle: ourRow.type === 'A' ? 'alpha' : 'numeric',
    lettersPastZ: 'vassal',
    columnDescending: ourCol.descending,
    rowDescending: ourRow.descending,
    stagger: hex && v.stagger,
  };
  if (ourCol.descending) n.columnDescendingFrom = ourCol.from;
  if (ourRow.descending) n.rowDescendingFrom = ourRow.from;
  if (n.stagger) n.staggerRule = 'shiftedLines';
  if (around.prefix) n.prefix = around.prefix;
  if (around.suffix) n.suffix = around.suffix;
  return n;
}

/** Applies a location format's shape (text around, part order) to a numbering. */
function withFormat(n: GridNumbering, format: string, zone: VassalZoneInfo | undefined, swapped: boolean, notes: string[]): GridNumbering {
  const grid = formatShape(format);
  if (grid.problem) notes.push(grid.problem);
  let prefix = grid.prefix;
  let suffix = grid.suffix;
  if (zone) {
    const z = formatShape(zone.locationFormat ?? '$gridLocation$', { name: zone.name });
    if (z.body !== 'grid' || z.problem) notes.push(`zone location format "${zone.locationFormat}" is read as text around the grid location`);
    prefix = z.prefix + prefix;
    suffix = suffix + z.suffix;
  }
  const out: GridNumbering = { ...n };
  delete out.prefix;
  delete out.suffix;
  // VASSAL's $column$ is its column part: our row part on a sideways grid.
  const ours = (part: 'column' | 'row'): 'column' | 'row' => (swapped ? (part === 'column' ? 'row' : 'column') : part);
  if (grid.body === 'column' || grid.body === 'row') out.only = ours(grid.body);
  if (grid.body === 'columnRow' || grid.body === 'rowColumn') {
    out.first = ours(grid.body === 'columnRow' ? 'column' : 'row');
    out.separator = grid.between;
  }
  for (const [key, text] of [['prefix', prefix], ['suffix', suffix]] as const) {
    if (text.length > 20) notes.push(`label ${key} "${text}" is longer than 20 characters and is left out`);
    else if (text) out[key] = text;
  }
  if (out.separator.length > 20) {
    notes.push(`separator "${out.separator}" is longer than 20 characters and is left out`);
    out.separator = '';
  }
  return out;
}

/** How many cells from index 0 reach the container's far edge (the cell holding the edge included). */
function cover(far: number, origin: number, spacing: number): number {
  return Math.max(1, Math.floor((far - origin) / spacing + 0.5) + 1);
}

/** Our grid for a VASSAL grid on a board of this size (columns/rows enough to cover it), or null with a reason when we cannot represent it (RegionGrid…). */
export function gridFromVassal(el: VassalGridElement, board: VassalGridContainer, zone?: VassalZoneInfo): GridFromVassal {
  const notes: string[] = [];
  const W = board.width;
  const H = board.height;
  const farX = (board.x ?? 0) + W;
  const farY = (board.y ?? 0) + H;
  if (el.kind !== 'HexGrid' && el.kind !== 'SquareGrid') {
    const what = el.kind === 'RegionGrid' ? 'a RegionGrid (named irregular regions)' : `a ${el.kind}`;
    return { grid: null, reason: `${what} has no regular cells to make a hex or square grid of` };
  }
  const a = el.attrs;
  const hasNumbering = el.numbering !== undefined;
  if (!hasNumbering) notes.push('VASSAL names no cells on this grid; labels here use its default numbering');
  const v = readVassalNumbering(el.numbering?.attrs);
  if (flag(a, 'snapTo', true) === false) notes.push('VASSAL does not snap pieces to this grid; ours does');
  if (Number(a.snapscale ?? a.snapScale ?? 0) > 0 || flag(a, 'edgesLegal', false) || flag(a, 'cornersLegal', false)) {
    notes.push('VASSAL also snaps to hex sides, corners or finer points here; ours snaps to centres only');
  }
  let grid: HexGrid | SquareGrid;
  if (el.kind === 'HexGrid') {
    const dy = num(a, 'dy', hexDefaults.dy);
    const dx = num(a, 'dx', (Math.sqrt(3) / 2) * dy);
    const x0 = int(a, 'x0', hexDefaults.x0);
    const y0 = int(a, 'y0', hexDefaults.y0);
    const sideways = flag(a, 'sideways', false);
    if (!(dx > 2) || !(dy > 2)) return { grid: null, reason: `hex spacing ${dx} × ${dy} is too small to be a grid` };
    // VASSAL's counting-down limits: with the axes crossed on an upright grid (width / hex height for columns).
    const maxRows = Math.floor(H / dx + 0.5);
    const maxColumns = Math.floor(W / dy + 0.5);
    const col: Part = { type: v.hType, leading: v.hLeading, offset: v.hOff, descending: sideways ? v.vDescend : v.hDescend, from: sideways ? maxRows : maxColumns };
    const row: Part = { type: v.vType, leading: v.vLeading, offset: v.vOff, descending: sideways ? v.hDescend : v.vDescend, from: sideways ? maxColumns : maxRows };
    const numbering = ourNumbering(v, col, row, sideways, true, { prefix: '', suffix: '' }, notes);
    grid = sideways
      ? { kind: 'hex', orientation: 'pointy', dx: dy, dy: dx, originX: y0, originY: x0, shiftOdd: true, columns: cover(farX, y0, dy) + 1, rows: cover(farY, x0, dx), numbering, showLines: false, rounding: 'vassal' }
      : { kind: 'hex', orientation: 'flat', dx, dy, originX: x0, originY: y0, shiftOdd: true, columns: cover(farX, x0, dx), rows: cover(farY, y0, dy) + 1, numbering, showLines: false, rounding: 'vassal' };
    grid.numbering = withFormat(numbering, v.locationFormat, zone, sideways, notes);
  } else {
    const dx = num(a, 'dx', squareDefaults.dx);
    const dy = num(a, 'dy', squareDefaults.dy);
    const x0 = int(a, 'x0', squareDefaults.x0);
    const y0 = int(a, 'y0', squareDefaults.y0);
    if (!(dx > 1) || !(dy > 1)) return { grid: null, reason: `square spacing ${dx} × ${dy} is too small to be a grid` };
    const col: Part = { type: v.hType, leading: v.hLeading, offset: v.hOff, descending: v.hDescend, from: Math.trunc(W / dx + 0.5) };
    const row: Part = { type: v.vType, leading: v.vLeading, offset: v.vOff, descending: v.vDescend, from: Math.trunc(H / dy + 0.5) };
    const numbering = ourNumbering(v, col, row, false, false, { prefix: '', suffix: '' }, notes);
    grid = { kind: 'square', dx, dy, originX: x0, originY: y0, columns: cover(farX, x0, dx), rows: cover(farY, y0, dy), numbering, showLines: false, rounding: 'vassal' };
    grid.numbering = withFormat(numbering, v.locationFormat, zone, false, notes);
  }
  const problems = problemsOf(checkGrid, grid);
  if (problems.length > 0) return { grid: null, reason: `the grid does not fit Sandtable's limits: ${describeProblems(problems)}` };
  return notes.length > 0 ? { grid, notes } : { grid };
}
