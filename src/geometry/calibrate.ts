/**
 * Grid calibration: from a few hexes a player clicked on a scanned map, each with the number
 * printed in it, find the grid (spacing, origin, which columns are shifted) and its extent on the
 * image. Pure, so the dialog's live overlay and the tests use the same fit.
 */
import type { GridNumbering, HexGrid, SquareGrid } from '../model/grid';
import { parseCellLabel } from './numbering';

/** A hex (or square) centre a player clicked, in board pixels, with the label printed in it. */
export interface CalibrationPoint {
  x: number;
  y: number;
  label: string;
}

export type GridShape = 'flat' | 'pointy' | 'square';

/** The fitted grid, or why there is none yet. */
export type Fit = { grid: HexGrid | SquareGrid; error: null; residual: number } | { grid: null; error: string };

const sqrt3 = Math.sqrt(3);

/** Least-squares line through (t, v): v = a + b·t; null when all t are equal. */
function line(ts: number[], vs: number[]): { a: number; b: number } | null {
  const n = ts.length;
  const mt = ts.reduce((s, t) => s + t, 0) / n;
  const mv = vs.reduce((s, v) => s + v, 0) / n;
  let stt = 0;
  let stv = 0;
  for (let i = 0; i < n; i++) {
    stt += (ts[i] - mt) ** 2;
    stv += (ts[i] - mt) * (vs[i] - mv);
  }
  if (stt < 1e-9) return null;
  const b = stv / stt;
  return { a: mv - b * mt, b };
}

/** Reads a label as printed column and row indices (printed value − start), with this numbering. */
function printedIndex(numbering: GridNumbering, shape: GridShape, label: string): { col: number; row: number } | null {
  const plain = { ...numbering, stagger: false, columnDescending: false, rowDescending: false };
  const probe: HexGrid | SquareGrid =
    shape === 'square'
      ? { kind: 'square', dx: 1, dy: 1, originX: 0, originY: 0, columns: 100_000, rows: 100_000, numbering: plain, showLines: false }
      : { kind: 'hex', orientation: shape, dx: 1, dy: 1, originX: 0, originY: 0, shiftOdd: true, columns: 100_000, rows: 100_000, numbering: plain, showLines: false };
  return parseCellLabel(probe, label);
}

/**
 * Fits a grid to calibration points. Two points far apart suffice (the missing spacing is taken
 * from a regular hex); a third makes the fit exact and settles which columns are shifted.
 */
export function fitGrid(shape: GridShape, numbering: GridNumbering, points: CalibrationPoint[], image: { width: number; height: number }): Fit {
  if (numbering.columnDescending || numbering.rowDescending || numbering.stagger) {
    return { grid: null, error: 'Fitting works with ascending, unstaggered numbering; fit first, then change the numbering.' };
  }
  const read = points.map((p) => ({ p, at: printedIndex(numbering, shape, p.label) }));
  const bad = read.find((r) => !r.at);
  if (bad) return { grid: null, error: `"${bad.p.label}" is not a label in this numbering (${numbering.first} first, e.g. ${numbering.first === 'column' ? '0101' : '0101'}).` };
  if (read.length < 2) return { grid: null, error: 'Click the centres of at least two hexes, far apart, and type their numbers.' };
  const cells = read.map((r) => r.at!);
  if (new Set(cells.map((c) => `${c.col},${c.row}`)).size < cells.length) return { grid: null, error: 'Two points have the same number; click different hexes.' };

  const candidates = shape === 'square' ? [true] : [true, false];
  let best: { grid: HexGrid | SquareGrid; residual: number } | null = null;
  for (const shiftOdd of candidates) {
    const fitted = fitWith(shape, shiftOdd, numbering, points, cells);
    if (fitted && (!best || fitted.residual < best.residual - 1e-6)) best = fitted;
  }
  if (!best) return { grid: null, error: 'These points do not fit a grid; check the numbers typed and that each click is on a centre.' };
  return { grid: extent(best.grid, image), error: null, residual: best.residual };
}

function fitWith(shape: GridShape, shiftOdd: boolean, numbering: GridNumbering, points: CalibrationPoint[], cells: { col: number; row: number }[]) {
  // Along the shifted axis a cell's centre sits at (index + half) steps; along the other, at index steps.
  const half = (line: number) => (shape === 'square' ? 0 : (line % 2 !== 0) === shiftOdd ? 0.5 : 0);
  const flat = shape !== 'pointy';
  const across = cells.map((c) => (flat ? c.col : c.row) + 0);
  const along = cells.map((c, i) => (flat ? c.row + half(c.col) : c.col + half(c.row)) + 0 * i);
  const acrossPos = points.map((p) => (flat ? p.x : p.y));
  const alongPos = points.map((p) => (flat ? p.y : p.x));
  let a = line(across, acrossPos);
  let b = line(along, alongPos);
  // With two points in one line, borrow the missing spacing from a regular hex (or square).
  const ratio = shape === 'square' ? 1 : flat ? 1.5 / sqrt3 : sqrt3 / 1.5;
  if (!a && b) a = { b: b.b * ratio, a: acrossPos[0] - b.b * ratio * across[0] };
  if (!b && a) b = { b: a.b / ratio, a: alongPos[0] - (a.b / ratio) * along[0] };
  if (!a || !b || !(Math.abs(a.b) > 2) || !(Math.abs(b.b) > 2) || a.b < 0 || b.b < 0) return null;
  let residual = 0;
  points.forEach((p, i) => {
    const ex = a!.a + a!.b * across[i];
    const ey = b!.a + b!.b * along[i];
    residual += (ex - (flat ? p.x : p.y)) ** 2 + (ey - (flat ? p.y : p.x)) ** 2;
  });
  // With only two points both shift choices fit exactly; prefer the one closer to regular hexes.
  const regularity = Math.abs(Math.log((a.b / b.b) / ratio));
  const score = residual + (points.length < 3 ? regularity * 1e-3 : 0);
  const dx = flat ? a.b : b.b;
  const dy = flat ? b.b : a.b;
  const originX = flat ? a.a : b.a;
  const originY = flat ? b.a : a.a;
  const grid: HexGrid | SquareGrid =
    shape === 'square'
      ? { kind: 'square', dx, dy, originX, originY, columns: 1, rows: 1, numbering, showLines: true }
      : { kind: 'hex', orientation: shape, dx, dy, originX, originY, shiftOdd, columns: 1, rows: 1, numbering, showLines: true };
  return { grid, residual: score };
}

/**
 * Re-bases a fitted grid so column 0 and row 0 are the first ones on the image, and counts how
 * many fit; the numbering's starts move with it so labels stay as printed.
 */
function extent(grid: HexGrid | SquareGrid, image: { width: number; height: number }): HexGrid | SquareGrid {
  const flat = grid.kind === 'square' || grid.orientation === 'flat';
  const acrossStep = flat ? grid.dx : grid.dy;
  const alongStep = flat ? grid.dy : grid.dx;
  const acrossOrigin = flat ? grid.originX : grid.originY;
  const alongOrigin = flat ? grid.originY : grid.originX;
  const acrossSize = flat ? image.width : image.height;
  const alongSize = flat ? image.height : image.width;
  // A cell counts when its centre lies at least a quarter step inside the image (edge slivers do not).
  const margin = -0.25;
  const firstAcross = Math.ceil((-margin * acrossStep - acrossOrigin) / acrossStep);
  const lastAcross = Math.floor((acrossSize + margin * acrossStep - acrossOrigin) / acrossStep);
  const firstAlong = Math.ceil((-margin * alongStep - alongOrigin) / alongStep - (grid.kind === 'hex' ? 0.5 : 0));
  const lastAlong = Math.floor((alongSize + margin * alongStep - alongOrigin) / alongStep);
  const across = Math.max(1, lastAcross - firstAcross + 1);
  const along = Math.max(1, lastAlong - firstAlong + 1);
  const n = grid.numbering;
  const numbering = flat
    ? { ...n, columnStart: n.columnStart + firstAcross, rowStart: n.rowStart + firstAlong }
    : { ...n, rowStart: n.rowStart + firstAcross, columnStart: n.columnStart + firstAlong };
  const acrossShifted = acrossOrigin + firstAcross * acrossStep;
  const alongShifted = alongOrigin + firstAlong * alongStep;
  const base = {
    ...grid,
    originX: flat ? acrossShifted : alongShifted,
    originY: flat ? alongShifted : acrossShifted,
    columns: flat ? across : along,
    rows: flat ? along : across,
    numbering,
  };
  if (grid.kind === 'square') return base as SquareGrid;
  // Moving the first column by an odd number swaps which columns count as odd.
  return { ...(base as HexGrid), shiftOdd: Math.abs(firstAcross) % 2 === 1 ? !grid.shiftOdd : grid.shiftOdd };
}

/** Cells to remove at each edge of a fitted grid (negative adds cells). */
export interface Trim {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Trims (or extends) a fitted grid at its edges, for maps whose printed area the fit cannot see:
 * white margins, or half hexes along an edge. Labels stay as printed.
 */
export function trimGrid(grid: HexGrid | SquareGrid, trim: Trim): HexGrid | SquareGrid {
  const columns = Math.max(1, grid.columns - trim.left - trim.right);
  const rows = Math.max(1, grid.rows - trim.top - trim.bottom);
  const n = grid.numbering;
  const next = {
    ...grid,
    originX: grid.originX + trim.left * grid.dx,
    originY: grid.originY + trim.top * grid.dy,
    columns,
    rows,
    numbering: { ...n, columnStart: n.columnStart + trim.left, rowStart: n.rowStart + trim.top },
  };
  if (grid.kind === 'square') return next as SquareGrid;
  // Dropping an odd number of shifted lines swaps which lines count as odd.
  const shiftedLines = grid.orientation === 'flat' ? trim.left : trim.top;
  return { ...(next as HexGrid), shiftOdd: Math.abs(shiftedLines) % 2 === 1 ? !grid.shiftOdd : grid.shiftOdd };
}
