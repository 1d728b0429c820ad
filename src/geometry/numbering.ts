/**
 * Printed cell labels ("2718", "27.18", "A1"): turning a cell into the text a board prints, and the
 * text a player types back into a cell. Modelled on VASSAL's HexGridNumbering so real games' maps
 * can be reproduced. Pure functions only.
 *
 * A label is built in three stages, and parsed by undoing them in reverse:
 * 1. Stagger (hex grids only, when `numbering.stagger`). With `staggerRule` `diagonal` (or absent)
 *    the index along each line drifts so that labels stay constant along the down-right diagonal.
 *    For flat grids `rowIndex = row − floor(col / 2)` when `shiftOdd`, `row − ceil(col / 2)`
 *    otherwise; for pointy grids `colIndex = col − floor(row / 2)` when `shiftOdd`,
 *    `col − ceil(row / 2)` otherwise. (This is exactly the axial coordinate of the hex.) With
 *    `shiftedLines` (VASSAL's rule) the index is one more in every shifted line and unchanged in
 *    the others. Square grids ignore stagger.
 * 2. Start and direction: `value = start + index`, or when descending
 *    `value = start + (from − index)`, where `from` is `columnDescendingFrom` / `rowDescendingFrom`
 *    or, when absent, the last index (`grid.columns − 1` / `grid.rows − 1`), which prints `start`.
 * 3. Text: numeric values are zero padded to the digits width (negative values print a leading
 *    `-`); alpha values print spreadsheet style, 1 = `A`, 26 = `Z`, 27 = `AA`, 28 = `AB`, or with
 *    `lettersPastZ: 'doubled'` 27 = `AA`, 28 = `BB`, 53 = `AAA` (values ≤ 0, usually found only off
 *    the board, print as `-` followed by the letters of 1 − value; with `'vassal'`, doubled letters
 *    of 2 − value, as VASSAL prints them: 0 = `-B`). The optional prefix and suffix
 *    (`Hex 2718`) wrap the whole label; a typed label may leave them out.
 */
import type { Cell, GridNumbering, HexGrid, SquareGrid } from '../model/grid';

/** Grids whose cells have labels. */
type LabelledGrid = HexGrid | SquareGrid;

/** A printed column value and row value, before being written out as text. */
interface PrintedValues {
  column: number;
  row: number;
}

/** Turns a negative zero into zero, so cells compare equal however they were computed. */
function clean(n: number): number {
  return n + 0;
}

/**
 * How far the printed index along a line lags behind the offset index, for staggered numbering:
 * the diagonal drift, or −1 in shifted lines under VASSAL's rule (their index counts one more).
 */
function staggerLead(grid: LabelledGrid, line: number): number {
  if (grid.kind !== 'hex' || !grid.numbering.stagger) return 0;
  if (grid.numbering.staggerRule === 'shiftedLines') return (line % 2 !== 0) === grid.shiftOdd ? -1 : 0;
  return grid.shiftOdd ? Math.floor(line / 2) : Math.floor((line + 1) / 2);
}

/** The index that prints the start number when counting down: the given one, else the last. */
function descendingFrom(from: number | undefined, count: number): number {
  return from ?? count - 1;
}

function printedValues(grid: LabelledGrid, cell: Cell): PrintedValues {
  const n = grid.numbering;
  let colIndex = cell.col;
  let rowIndex = cell.row;
  if (grid.kind === 'hex' && grid.orientation === 'flat') rowIndex -= staggerLead(grid, cell.col);
  if (grid.kind === 'hex' && grid.orientation === 'pointy') colIndex -= staggerLead(grid, cell.row);
  return {
    column: n.columnDescending ? n.columnStart + (descendingFrom(n.columnDescendingFrom, grid.columns) - colIndex) : n.columnStart + colIndex,
    row: n.rowDescending ? n.rowStart + (descendingFrom(n.rowDescendingFrom, grid.rows) - rowIndex) : n.rowStart + rowIndex,
  };
}

function cellFromValues(grid: LabelledGrid, values: PrintedValues): Cell {
  const n = grid.numbering;
  const colIndex = n.columnDescending ? descendingFrom(n.columnDescendingFrom, grid.columns) - (values.column - n.columnStart) : values.column - n.columnStart;
  const rowIndex = n.rowDescending ? descendingFrom(n.rowDescendingFrom, grid.rows) - (values.row - n.rowStart) : values.row - n.rowStart;
  let col = colIndex;
  let row = rowIndex;
  if (grid.kind === 'hex' && grid.orientation === 'flat') row += staggerLead(grid, col);
  if (grid.kind === 'hex' && grid.orientation === 'pointy') col += staggerLead(grid, row);
  return { col: clean(col), row: clean(row) };
}

/** Spreadsheet letters for a value ≥ 1: 1 → A, 26 → Z, 27 → AA. */
function letters(value: number): string {
  let text = '';
  let rest = value;
  while (rest > 0) {
    rest -= 1;
    text = String.fromCharCode(65 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  }
  return text;
}

/** Doubled letters for a value ≥ 1: 1 → A, 26 → Z, 27 → AA, 28 → BB, 53 → AAA. */
function doubledLetters(value: number): string {
  return String.fromCharCode(65 + ((value - 1) % 26)).repeat(Math.floor((value - 1) / 26) + 1);
}

type Letters = GridNumbering['lettersPastZ'];

function formatPart(value: number, style: 'numeric' | 'alpha', digits: number, past: Letters = 'sequence'): string {
  const spell = past === 'sequence' ? letters : doubledLetters;
  // Before A, VASSAL spells the distance from A (0 → -B); the other schemes the distance plus one (0 → -A).
  if (style === 'alpha') return value >= 1 ? spell(value) : `-${spell((past === 'vassal' ? 2 : 1) - value)}`;
  const width = Math.max(0, Math.floor(digits));
  const body = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${body}` : body;
}

/** Reads one part of an upper-cased label; null when it is not a number / letters of the right style. */
function parsePart(text: string, style: 'numeric' | 'alpha', past: Letters = 'sequence'): number | null {
  if (style === 'numeric') {
    if (!/^-?\d+$/.test(text)) return null;
    const value = clean(Number(text));
    return Number.isSafeInteger(value) ? value : null;
  }
  const match = /^(-?)([A-Z]+)$/.exec(text);
  if (!match) return null;
  if (past === 'doubled' || past === 'vassal') {
    // Every letter the same: the letter gives the place in the alphabet, the count the round.
    const body = match[2];
    if (body.length > 1000 || [...body].some((ch) => ch !== body[0])) return null;
    const value = (body.length - 1) * 26 + (body.charCodeAt(0) - 64);
    if (!match[1]) return value;
    // VASSAL never prints `-A` (its 0 is `A`).
    if (past === 'vassal') return value >= 2 ? clean(2 - value) : null;
    return clean(1 - value);
  }
  let value = 0;
  for (const ch of match[2]) value = value * 26 + (ch.charCodeAt(0) - 64);
  if (!Number.isSafeInteger(value)) return null;
  return match[1] ? clean(1 - value) : value;
}

/** Writes a pair of printed values in the scheme's order, separator and styles. */
function formatValues(n: GridNumbering, values: PrintedValues): string {
  const column = formatPart(values.column, n.columnStyle, n.columnDigits, n.lettersPastZ);
  const row = formatPart(values.row, n.rowStyle, n.rowDigits, n.lettersPastZ);
  const body = n.only === 'column' ? column : n.only === 'row' ? row : n.first === 'column' ? column + n.separator + row : row + n.separator + column;
  return `${n.prefix ?? ''}${body}${n.suffix ?? ''}`;
}

/** The label's text without the scheme's prefix and suffix (upper-cased, as labels are compared). */
function withoutAround(n: GridNumbering, text: string): string {
  let t = text;
  const prefix = (n.prefix ?? '').trim().toUpperCase();
  const suffix = (n.suffix ?? '').trim().toUpperCase();
  if (prefix && t.startsWith(prefix)) t = t.slice(prefix.length).trim();
  if (suffix && t.endsWith(suffix)) t = t.slice(0, t.length - suffix.length).trim();
  return t;
}

/** A cell's label without prefix and suffix, upper-cased, to compare with typed text. */
function bareLabel(grid: LabelledGrid, cell: Cell): string {
  return withoutAround(grid.numbering, cellLabel(grid, cell).toUpperCase());
}

/**
 * The label a board prints on a cell, for the log, tooltips and the "go to hex" box. Works for cells
 * off the board too (see the file comment for the exact rules).
 */
export function cellLabel(grid: HexGrid | SquareGrid, cell: Cell): string {
  return formatValues(grid.numbering, printedValues(grid, cell));
}

/** One way of reading a label: where it was split, and what it means. */
interface Reading {
  cell: Cell;
  /** The label this cell really prints matches the text exactly (ignoring letter case). */
  exact: boolean;
  inBounds: boolean;
  /** Each part is written exactly as the scheme would write its value (padding included). */
  firstCanonical: boolean;
  secondCanonical: boolean;
  splitAt: number;
}

function readings(grid: LabelledGrid, text: string): Reading[] {
  const n = grid.numbering;
  if (n.only) {
    // One-part labels: the whole text is the one value; the other part is its first line.
    const style = n.only === 'column' ? n.columnStyle : n.rowStyle;
    const digits = n.only === 'column' ? n.columnDigits : n.rowDigits;
    const value = parsePart(text, style, n.lettersPastZ);
    if (value === null) return [];
    const cell = cellFromValues(grid, n.only === 'column' ? { column: value, row: n.rowStart } : { column: n.columnStart, row: value });
    const canonical = formatPart(value, style, digits, n.lettersPastZ) === text;
    return [{ cell, exact: bareLabel(grid, cell) === text, inBounds: cell.col >= 0 && cell.col < grid.columns && cell.row >= 0 && cell.row < grid.rows, firstCanonical: canonical, secondCanonical: canonical, splitAt: text.length }];
  }
  const separator = n.separator.toUpperCase();
  const firstStyle = n.first === 'column' ? n.columnStyle : n.rowStyle;
  const secondStyle = n.first === 'column' ? n.rowStyle : n.columnStyle;
  const firstDigits = n.first === 'column' ? n.columnDigits : n.rowDigits;
  const secondDigits = n.first === 'column' ? n.rowDigits : n.columnDigits;
  const splits: number[] = [];
  if (separator === '') {
    for (let i = 1; i < text.length; i++) splits.push(i);
  } else {
    for (let i = text.indexOf(separator); i >= 0; i = text.indexOf(separator, i + 1)) splits.push(i);
  }
  const found: Reading[] = [];
  for (const at of splits) {
    const firstText = text.slice(0, at);
    const secondText = text.slice(at + separator.length);
    const first = parsePart(firstText, firstStyle, n.lettersPastZ);
    const second = parsePart(secondText, secondStyle, n.lettersPastZ);
    if (first === null || second === null) continue;
    const values = n.first === 'column' ? { column: first, row: second } : { column: second, row: first };
    const cell = cellFromValues(grid, values);
    found.push({
      cell,
      exact: bareLabel(grid, cell) === text,
      inBounds: cell.col >= 0 && cell.col < grid.columns && cell.row >= 0 && cell.row < grid.rows,
      firstCanonical: formatPart(first, firstStyle, firstDigits, n.lettersPastZ) === firstText,
      secondCanonical: formatPart(second, secondStyle, secondDigits, n.lettersPastZ) === secondText,
      splitAt: at,
    });
  }
  return found;
}

/** The longest text read as a label (prefix and suffix included); no map prints one near as long. */
export const maxLabelLength = 200;

/** Orders competing readings: more canonically written parts first, then a canonical trailing part, then the earlier split. */
function preferred(candidates: Reading[]): Reading | null {
  const score = (r: Reading) => Number(r.firstCanonical) + Number(r.secondCanonical);
  const sorted = [...candidates].sort(
    (a, b) =>
      score(b) - score(a) || Number(b.secondCanonical) - Number(a.secondCanonical) || a.splitAt - b.splitAt,
  );
  return sorted[0] ?? null;
}

/**
 * The cell a typed or imported label names, or null when the text is not a label of this grid's
 * scheme. Surrounding whitespace is ignored and letters may be any case.
 *
 * It inverts {@link cellLabel} for every cell on the board, and for off-board cells whenever the
 * text reproduces only one cell's label (always with a separator; without one, while the numbers
 * fit their digit widths). Without a separator a label can be split in several places; the rules,
 * in order:
 * 1. every split that reproduces the text exactly names the same cell → that cell (on the board or not);
 * 2. splits naming different cells do → the preferred one among those on the board, else null (e.g. `99999999`);
 * 3. none does (loosely written, e.g. `101` for `0101`) → the cell if all readings agree on one,
 *    else the preferred reading on the board, else null. Preferred means: parts written with the
 *    scheme's padding first, then a padded trailing part, then the earlier split.
 */
export function parseCellLabel(grid: HexGrid | SquareGrid, label: string): Cell | null {
  // Without a separator every split is tried, each read whole: bounded, so a pasted page cannot hold the reader.
  if (label.length > maxLabelLength) return null;
  const text = withoutAround(grid.numbering, label.trim().toUpperCase());
  if (text === '') return null;
  const all = readings(grid, text);
  // Padding can make several splits name the same cell (`0|001`, `00|01`); that is no ambiguity.
  const exact = all.filter((r) => r.exact);
  const exactCells = new Set(exact.map((r) => `${r.cell.col},${r.cell.row}`));
  if (exactCells.size === 1) return exact[0].cell;
  if (exactCells.size > 1) return preferred(exact.filter((r) => r.inBounds))?.cell ?? null;
  const cells = new Set(all.map((r) => `${r.cell.col},${r.cell.row}`));
  if (cells.size === 1) return all[0].cell;
  return preferred(all.filter((r) => r.inBounds))?.cell ?? null;
}

/**
 * A short example of a numbering scheme, e.g. `0101, 0102 … (column first)`, so the grid editor's
 * tooltips can show what a setting does without a board at hand. The examples are the first two
 * printed values, counting along the second part of the label.
 */
export function describeNumbering(n: GridNumbering): string {
  const start: PrintedValues = { column: n.columnStart, row: n.rowStart };
  const next: PrintedValues =
    n.first === 'column' ? { column: n.columnStart, row: n.rowStart + 1 } : { column: n.columnStart + 1, row: n.rowStart };
  const notes = [n.first === 'column' ? 'column first' : 'row first'];
  if (n.columnDescending) notes.push('columns count down');
  if (n.rowDescending) notes.push('rows count down');
  if (n.stagger) notes.push('staggered');
  return `${formatValues(n, start)}, ${formatValues(n, next)} … (${notes.join(', ')})`;
}
