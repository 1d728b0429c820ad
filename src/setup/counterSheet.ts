/**
 * Cutting a scanned counter sheet into counters: where the grid's cells lie on the image, which
 * cell of the back sheet is the back of which front cell, which cells are blank, and the table
 * setup (assets, faces, pieces, a board to hold them) that adding them makes. Pure: no DOM.
 */
import type { Setup } from '../doc/operations';
import type { AssetInfo, Board, Face, Piece, AttributeValue } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { tableBounds } from '../geometry/tableLayout';

/** The counter grid printed on a sheet, in pixels of the sheet image. */
export interface SheetGrid {
  /** Left edge of the first column of counters. */
  left: number;
  /** Top edge of the first row of counters. */
  top: number;
  columns: number;
  rows: number;
  counterWidth: number;
  counterHeight: number;
  /** Space between neighbouring counters across (between columns) and down (between rows). */
  gapX: number;
  gapY: number;
}

/** A cell of the grid: its row and column, and its rectangle on the image. */
export interface SheetCell {
  row: number;
  col: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Row and column of a cell. */
export interface CellRef {
  row: number;
  col: number;
}

/** How back cells are found: `mirrored` (back sheet is the front flipped left-right, the usual printing) or `same` position. */
export type BackMode = 'mirrored' | 'same';

/** A grid or sheet the counters cannot be cut from; the message says what to change. */
export class CounterSheetError extends Error {
  override name = 'CounterSheetError';
}

/** `"row,col"`, the key cells go by in maps and data attributes. */
export function cellKey(cell: CellRef): string {
  return `${cell.row},${cell.col}`;
}

/** Problems with the grid's own numbers (before looking at any image), as sentences; empty when sound. */
export function gridProblems(grid: SheetGrid): string[] {
  const out: string[] = [];
  const whole = (v: number, name: string) => {
    if (!Number.isInteger(v) || v < 1) out.push(`${name} must be a whole number of at least 1.`);
  };
  const positive = (v: number, name: string) => {
    if (!Number.isFinite(v) || v <= 0) out.push(`${name} must be more than 0.`);
  };
  const notNegative = (v: number, name: string) => {
    if (!Number.isFinite(v) || v < 0) out.push(`${name} must be 0 or more.`);
  };
  whole(grid.columns, 'Columns');
  whole(grid.rows, 'Rows');
  positive(grid.counterWidth, 'Counter width');
  positive(grid.counterHeight, 'Counter height');
  notNegative(grid.gapX, 'The gap across');
  notNegative(grid.gapY, 'The gap down');
  if (!Number.isFinite(grid.left)) out.push('Left must be a number.');
  if (!Number.isFinite(grid.top)) out.push('Top must be a number.');
  return out;
}

/** Every cell of the grid in reading order (row by row), whether or not it lies on the image. */
export function gridCells(grid: SheetGrid): SheetCell[] {
  const cells: SheetCell[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.columns; col++) {
      cells.push({
        row,
        col,
        x: grid.left + col * (grid.counterWidth + grid.gapX),
        y: grid.top + row * (grid.counterHeight + grid.gapY),
        w: grid.counterWidth,
        h: grid.counterHeight,
      });
    }
  }
  return cells;
}

/** The rectangle the whole grid covers, from the first counter's corner to the last counter's far corner. */
export function gridExtent(grid: SheetGrid): { x: number; y: number; width: number; height: number } {
  return {
    x: grid.left,
    y: grid.top,
    width: grid.columns * grid.counterWidth + (grid.columns - 1) * grid.gapX,
    height: grid.rows * grid.counterHeight + (grid.rows - 1) * grid.gapY,
  };
}

const px = (v: number) => `${Math.round(v * 100) / 100} px`;

/**
 * The grid's cells on an image of the given size, in reading order. Throws a `CounterSheetError`
 * naming the side (left, top, right, bottom) when the grid runs off the image, or the field when a
 * number is unusable.
 */
export function cutSheet(grid: SheetGrid, imageWidth: number, imageHeight: number): SheetCell[] {
  const problems = gridProblems(grid);
  if (problems.length) throw new CounterSheetError(problems.join(' '));
  const e = gridExtent(grid);
  if (e.x < 0) throw new CounterSheetError(`The grid runs off the left edge of the image: Left is ${px(e.x)}; it must be 0 or more.`);
  if (e.y < 0) throw new CounterSheetError(`The grid runs off the top edge of the image: Top is ${px(e.y)}; it must be 0 or more.`);
  if (e.x + e.width > imageWidth) {
    throw new CounterSheetError(
      `The grid runs off the right edge of the image: its last column ends at x = ${px(e.x + e.width)}, but the image is ${px(imageWidth)} wide. Use fewer columns, smaller counters or gaps, or a smaller Left.`,
    );
  }
  if (e.y + e.height > imageHeight) {
    throw new CounterSheetError(
      `The grid runs off the bottom edge of the image: its last row ends at y = ${px(e.y + e.height)}, but the image is ${px(imageHeight)} high. Use fewer rows, smaller counters or gaps, or a smaller Top.`,
    );
  }
  return gridCells(grid);
}

/**
 * The cell of the back sheet that holds the back of a front cell. `mirrored`: the back sheet is
 * the front flipped left-right (the usual printing), so column `c` backs onto column `columns − 1 − c`
 * of the same row; `same`: the same row and column.
 */
export function backCellFor(front: CellRef, grid: Pick<SheetGrid, 'columns'>, mode: BackMode): CellRef {
  return mode === 'mirrored' ? { row: front.row, col: grid.columns - 1 - front.col } : { row: front.row, col: front.col };
}

/** Manual pairings, front cell key → back cell; they win over the matching mode. */
export type BackOverrides = ReadonlyMap<string, CellRef>;

/** Which back cell each front cell of the grid gets: the override when there is one (and it lies in the grid), else by `mode`. */
export function resolveBacks(grid: Pick<SheetGrid, 'columns' | 'rows'>, mode: BackMode, overrides: BackOverrides = new Map()): Map<string, CellRef> {
  const out = new Map<string, CellRef>();
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.columns; col++) {
      const front = { row, col };
      const manual = overrides.get(cellKey(front));
      const inGrid = manual && manual.row >= 0 && manual.row < grid.rows && manual.col >= 0 && manual.col < grid.columns;
      out.set(cellKey(front), inGrid ? { ...manual } : backCellFor(front, grid, mode));
    }
  }
  return out;
}

/**
 * Pairs a front cell with a back cell by hand. The front cell that had that back until now takes
 * the front cell's old back in exchange, so fixing one mismatched pair does not leave two counters
 * sharing a back. Returns the new overrides.
 */
export function pairManually(grid: Pick<SheetGrid, 'columns' | 'rows'>, mode: BackMode, overrides: BackOverrides, front: CellRef, back: CellRef): Map<string, CellRef> {
  const current = resolveBacks(grid, mode, overrides);
  const next = new Map(overrides);
  const frontKey = cellKey(front);
  const oldBack = current.get(frontKey);
  if (!oldBack) return next;
  for (const [key, b] of current) {
    if (key !== frontKey && b.row === back.row && b.col === back.col) next.set(key, oldBack);
  }
  next.set(frontKey, { ...back });
  // Pairings that now agree with the mode are not overrides any more.
  for (const [key, b] of [...next]) {
    const [row, col] = key.split(',').map(Number);
    const auto = backCellFor({ row, col }, grid, mode);
    if (auto.row === b.row && auto.col === b.col) next.delete(key);
  }
  return next;
}

/** Thresholds for `isBlank`. */
export interface BlankOptions {
  /** Largest standard deviation of luminance (0–255) a blank crop may have. */
  maxStdDev?: number;
  /** How far (in luminance levels) a pixel may be from the median and still count as background. */
  level?: number;
  /** Largest share of pixels that may be further than `level` from the median (dust, scan noise). */
  maxOutlierShare?: number;
}

/**
 * Whether a crop (RGBA pixels, row by row) is (nearly) one flat colour: the standard deviation of
 * its luminance is small and almost no pixel differs from the median by more than ~24 levels, so a
 * plain counter with even a small printed symbol is not blank. Transparent pixels count as white.
 */
export function isBlank(pixels: Uint8ClampedArray, width: number, height: number, options: BlankOptions = {}): boolean {
  const { maxStdDev = 6, level = 24, maxOutlierShare = 0.002 } = options;
  const n = Math.min(width * height, Math.floor(pixels.length / 4));
  if (n <= 0) return true;
  const histogram = new Uint32Array(256);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    const a = pixels[o + 3] / 255;
    const lum = (0.299 * pixels[o] + 0.587 * pixels[o + 1] + 0.114 * pixels[o + 2]) * a + 255 * (1 - a);
    histogram[Math.min(255, Math.max(0, Math.round(lum)))]++;
    sum += lum;
    sumSq += lum * lum;
  }
  const mean = sum / n;
  const std = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  if (std > maxStdDev) return false;
  let seen = 0;
  let median = 0;
  for (; median < 255; median++) {
    seen += histogram[median];
    if (seen * 2 >= n) break;
  }
  let outliers = 0;
  for (let v = 0; v < 256; v++) if (Math.abs(v - median) > level) outliers += histogram[v];
  return outliers <= Math.max(2, Math.floor(n * maxOutlierShare));
}

/**
 * The part of a cell to test for blankness: the cell shrunk by `share` of its size on every side
 * (at least one pixel is kept), so a grid a pixel or two off does not pick up the neighbour's edge
 * or the cut line. Whole pixels, clipped to the image.
 */
export function blankProbe(cell: SheetCell, imageWidth: number, imageHeight: number, share = 0.08): { x: number; y: number; w: number; h: number } {
  const insetX = Math.floor(cell.w * share);
  const insetY = Math.floor(cell.h * share);
  const x1 = Math.max(0, Math.floor(cell.x + insetX));
  const y1 = Math.max(0, Math.floor(cell.y + insetY));
  const x2 = Math.min(imageWidth, Math.ceil(cell.x + cell.w - insetX));
  const y2 = Math.min(imageHeight, Math.ceil(cell.y + cell.h - insetY));
  return { x: x1, y: y1, w: Math.max(1, x2 - x1), h: Math.max(1, y2 - y1) };
}

/**
 * Size on the board of a counter cut from the sheet: as big as it was printed, i.e. its width in
 * sheet pixels, which is right when the sheet and the map were scanned at the same resolution.
 * A player who scanned them otherwise sets the size per sheet. Never smaller than a few pixels.
 */
export function pieceSizeFor(grid: Pick<SheetGrid, 'counterWidth'>): number {
  return Math.max(8, Math.round(grid.counterWidth));
}

/** The board that holds new counters in the sheet's rows and columns, and the centre of each cell on it. */
export function counterLayout(grid: Pick<SheetGrid, 'columns' | 'rows'>, size: number): { width: number; height: number; spacing: number; centre(cell: CellRef): { x: number; y: number } } {
  const spacing = Math.max(10, Math.round(size * 0.25));
  const step = size + spacing;
  return {
    width: grid.columns * step + spacing,
    height: grid.rows * step + spacing,
    spacing,
    centre: (cell) => ({ x: spacing + cell.col * step + size / 2, y: spacing + cell.row * step + size / 2 }),
  };
}

/** What `counterSheetSetup` needs: the sheets, the grid, and what was found on them. */
export interface CounterSheetInput {
  front: { asset: AssetInfo; name: string };
  back?: { asset: AssetInfo; grid?: SheetGrid };
  grid: SheetGrid;
  /** Front cells that are blank (by cell key). */
  blankFronts: ReadonlySet<string>;
  /** Back cells that are blank (by cell key); a counter is skipped only when its front and its back are blank. */
  blankBacks?: ReadonlySet<string>;
  mode: BackMode;
  overrides?: BackOverrides;
  /** Attributes every new counter gets (e.g. `{ side: 'German' }`). */
  attrs?: Record<string, AttributeValue>;
  /** Boards already on the table; the new board goes to their right. */
  boards: Iterable<Board>;
  /** Size on the map of each counter, in board pixels, when not the printed size (`pieceSizeFor`). */
  counterSize?: number;
  /** Names for the counters in reading order (row by row, blanks skipped); a missing one gets "sheet r1c1". */
  names?: readonly string[];
}

/** The counters a sheet makes, which of its cells were skipped, and everything to add in one operation. */
export interface CounterSheetResult {
  setup: Setup;
  /** Front cells that make a counter, in reading order. */
  counters: SheetCell[];
  /** Front cells skipped because the counter is blank on both sides (or, without a back, on its front). */
  skipped: SheetCell[];
  board: Board;
}

/** The stem of a file name (`front.png` → `front`). */
export function fileStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || 'counter';
}

/** Which front cells make counters: all but those blank on the front and (when there is a back) on the back too. */
export function countersOf(cells: readonly SheetCell[], blankFronts: ReadonlySet<string>, backs: ReadonlyMap<string, CellRef> | null, blankBacks: ReadonlySet<string> = new Set()): { counters: SheetCell[]; skipped: SheetCell[] } {
  const counters: SheetCell[] = [];
  const skipped: SheetCell[] = [];
  for (const cell of cells) {
    const key = cellKey(cell);
    const back = backs?.get(key);
    const blank = blankFronts.has(key) && (!back || blankBacks.has(cellKey(back)));
    (blank ? skipped : counters).push(cell);
  }
  return { counters, skipped };
}

/**
 * Builds the setup that adds a sheet's counters: the sheet assets, one image face per used cell
 * (a crop of its sheet), one two-sided piece per counter (one-sided without a back sheet), and a
 * board "Counters: <file name>" to the right of the existing boards, with the counters laid out in
 * the sheet's rows and columns. Throws a `CounterSheetError` when the grid does not fit a sheet.
 */
export function counterSheetSetup(input: CounterSheetInput): CounterSheetResult {
  const { grid, front, back } = input;
  const cells = cutSheet(grid, front.asset.width, front.asset.height);
  const backGrid = back ? (back.grid ?? grid) : null;
  let backCells: Map<string, SheetCell> | null = null;
  if (back && backGrid) {
    if (backGrid.columns !== grid.columns || backGrid.rows !== grid.rows) throw new CounterSheetError('The back sheet must have as many rows and columns as the front.');
    try {
      backCells = new Map(cutSheet(backGrid, back.asset.width, back.asset.height).map((c) => [cellKey(c), c]));
    } catch (e) {
      throw e instanceof CounterSheetError ? new CounterSheetError(`Back sheet: ${e.message}`) : e;
    }
  }
  const backs = back ? resolveBacks(grid, input.mode, input.overrides) : null;
  const { counters, skipped } = countersOf(cells, input.blankFronts, backs, input.blankBacks);

  const size = input.counterSize && input.counterSize >= 8 ? Math.round(input.counterSize) : pieceSizeFor(grid);
  const layout = counterLayout(grid, size);
  const existing = [...input.boards];
  const bounds = tableBounds(existing);
  const board: Board = {
    id: newId(),
    name: `Counters: ${front.name}`,
    fill: '#3d4a3e',
    width: layout.width,
    height: layout.height,
    x: existing.length ? bounds.x + bounds.width + 80 : 0,
    y: existing.length ? bounds.y : 0,
    grid: { kind: 'none' },
  };

  const faces: Record<string, Face> = {};
  const faceOf = (asset: AssetInfo, cell: SheetCell, cache: Map<string, string>): string => {
    const key = cellKey(cell);
    let id = cache.get(key);
    if (!id) {
      id = newId();
      cache.set(key, id);
      faces[id] = { kind: 'image', asset: asset.hash, crop: { x: cell.x, y: cell.y, w: cell.w, h: cell.h } };
    }
    return id;
  };
  const frontFaces = new Map<string, string>();
  const backFaces = new Map<string, string>();
  const stem = fileStem(front.name);
  const z = keyBetween(null, null);
  const pieces: Piece[] = counters.map((cell, i) => {
    const ids = [faceOf(front.asset, cell, frontFaces)];
    const backRef = backs?.get(cellKey(cell));
    const backCell = backRef && backCells?.get(cellKey(backRef));
    if (back && backCell) ids.push(faceOf(back.asset, backCell, backFaces));
    const c = layout.centre(cell);
    return {
      id: newId(),
      name: input.names?.[i]?.trim() || `${stem} r${cell.row + 1}c${cell.col + 1}`,
      kind: 'unit',
      faces: ids,
      face: 0,
      rot: 0,
      size,
      at: { b: board.id, x: c.x, y: c.y, z },
      attrs: { ...(input.attrs ?? {}) },
    };
  });

  const assets = [front.asset];
  if (back && back.asset.hash !== front.asset.hash) assets.push(back.asset);
  return { setup: { assets, boards: [board], faces, pieces }, counters, skipped, board };
}

/** "48 counters (6 blank skipped)". */
export function describeCount(counters: number, skipped: number): string {
  const main = `${counters} counter${counters === 1 ? '' : 's'}`;
  return skipped ? `${main} (${skipped} blank skipped)` : main;
}
