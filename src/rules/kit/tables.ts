/**
 * Die-roll tables as data: reading row labels as printed ("≤0", "7+", "3-4"), finding the cell a
 * modified roll lands in, and checking a table the players typed in from their own chart, with
 * messages that point at the cell to fix.
 */
import { parseDifferential, parseOdds, parsePercentage } from './odds';
import type { TableData, TableSpec } from './types';

/** The modified rolls a row covers, both ends included; open ends are infinite ("7+" is 7 to ∞). */
export interface RowRange {
  min: number;
  max: number;
}

/** A whole number as printed, with an ASCII or typographic minus. */
const integer = String.raw`[+\-\u2212]?\d+`;

/** The ways charts print a row, each with how it reads into a range. */
const rowForms: readonly { pattern: RegExp; range: (a: number, b: number) => RowRange }[] = [
  { pattern: new RegExp(`^(${integer})$`), range: (a) => ({ min: a, max: a }) },
  { pattern: new RegExp(`^(?:≤|<=)\\s*(${integer})$`), range: (a) => ({ min: -Infinity, max: a }) },
  { pattern: new RegExp(`^(${integer})\\s*(?:-|or less)$`), range: (a) => ({ min: -Infinity, max: a }) },
  { pattern: new RegExp(`^(?:≥|>=)\\s*(${integer})$`), range: (a) => ({ min: a, max: Infinity }) },
  { pattern: new RegExp(`^(${integer})\\s*(?:\\+|or more)$`), range: (a) => ({ min: a, max: Infinity }) },
  { pattern: new RegExp(`^(${integer})\\s*[-–—]\\s*(${integer})$`), range: (a, b) => ({ min: a, max: b }) },
];

function readInteger(text: string): number {
  return Number(text.replace('\u2212', '-')) + 0;
}

/**
 * The rolls a row label covers: "3", "-1", "≤0" / "<=0" / "0-" / "0 or less", "7+" / "≥7" / ">=7" /
 * "7 or more", "3-4" / "3–4". Null for anything else, including a range written backwards ("4-3"),
 * so a typo in a typed-in table is caught rather than read as some other roll.
 */
export function parseRowLabel(label: string): RowRange | null {
  const text = label.trim();
  for (const form of rowForms) {
    const match = form.pattern.exec(text);
    if (!match) continue;
    const a = readInteger(match[1]);
    const b = match[2] === undefined ? 0 : readInteger(match[2]);
    // A run of digits past what a die shows reads as no roll, not as Infinity.
    if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return null;
    const range = form.range(a, b);
    return range.min <= range.max ? range : null;
  }
  return null;
}

/**
 * The row a modified roll is read on. A roll below every row reads the lowest row and one above
 * every row the highest, with `clamped` (most charts: "treat rolls below 1 as 1"); rows may be
 * printed in either order. Null when no row label parses, or the roll falls in a gap between rows.
 */
export function rowIndexFor(data: TableData, roll: number): { index: number; clamped: boolean } | null {
  const ranges = data.rows.map(parseRowLabel);
  const holding = ranges.findIndex((r) => r !== null && r.min <= roll && roll <= r.max);
  if (holding >= 0) return { index: holding, clamped: false };
  const known = ranges.flatMap((r, index) => (r ? [{ ...r, index }] : []));
  if (known.length === 0) return null;
  const lowest = known.reduce((a, b) => (b.min < a.min ? b : a));
  const highest = known.reduce((a, b) => (b.max > a.max ? b : a));
  if (roll < lowest.min) return { index: lowest.index, clamped: true };
  if (roll > highest.max) return { index: highest.index, clamped: true };
  return null;
}

/** What a roll reads on a table: the cell as printed (null when not typed in yet), where, and whether the roll was clamped. */
export interface Lookup {
  cell: string | null;
  row: string;
  column: string;
  clamped: boolean;
}

/**
 * Reads a roll on a table in a column given by label ("2:1") or by index: the result the combat
 * or morale roll gives. Null when the column is not in the table or no row can hold the roll.
 */
export function lookup(data: TableData, column: string | number, roll: number): Lookup | null {
  const col = typeof column === 'number' ? column : data.columns.findIndex((c) => c.trim() === column.trim());
  if (!Number.isInteger(col) || col < 0 || col >= data.columns.length) return null;
  const row = rowIndexFor(data, roll);
  if (!row) return null;
  const text = (data.cells[row.index]?.[col] ?? '').trim();
  return { cell: text === '' ? null : text, row: data.rows[row.index], column: data.columns[col], clamped: row.clamped };
}

/** One thing wrong with a table, at a row and/or column index when it is about one. */
export interface TableProblem {
  row?: number;
  column?: number;
  message: string;
}

/** A list of examples for a message: "3/1", "3/1 or E", "3/1, E or —". */
function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** What a column of each kind looks like, for messages. */
const columnExamples: Record<TableSpec['columnKind'], string> = {
  odds: 'like 3:1 or 1:2',
  differential: 'like +3, 0 or -2',
  percentage: 'like 200–299%, ≤49% or 700%',
  named: 'a name',
};

function columnParses(kind: TableSpec['columnKind'], label: string): boolean {
  if (kind === 'odds') return parseOdds(label) !== null;
  if (kind === 'differential') return parseDifferential(label) !== null;
  if (kind === 'percentage') return parsePercentage(label) !== null;
  return label.trim() !== '';
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x.trim() === b[i].trim());
}

function shapeProblems(spec: TableSpec, data: TableData): TableProblem[] {
  if (spec.editableShape) return [];
  const out: TableProblem[] = [];
  if (!sameList(data.columns, spec.shape.columns)) out.push({ message: `the columns should be ${spec.shape.columns.join(', ')} as on the chart` });
  if (!sameList(data.rows, spec.shape.rows)) out.push({ message: `the rows should be ${spec.shape.rows.join(', ')} as on the chart` });
  return out;
}

function columnProblems(spec: TableSpec, data: TableData): TableProblem[] {
  const out: TableProblem[] = [];
  if (data.columns.length === 0) out.push({ message: 'the table has no columns' });
  const seen = new Set<string>();
  data.columns.forEach((label, column) => {
    const name = label.trim();
    if (!columnParses(spec.columnKind, label)) out.push({ column, message: `column ${column + 1}: '${label}' is not a column heading; use ${columnExamples[spec.columnKind]}` });
    else if (seen.has(name)) out.push({ column, message: `column ${name} appears twice` });
    seen.add(name);
  });
  return out;
}

function namedRowProblems(data: TableData): TableProblem[] {
  const out: TableProblem[] = [];
  if (data.rows.length === 0) out.push({ message: 'the table has no rows' });
  data.rows.forEach((label, row) => {
    if (label.trim() === '') out.push({ row, message: `row ${row + 1} has no name` });
    else if (data.rows.slice(0, row).some((earlier) => earlier.trim() === label.trim())) out.push({ row, message: `row ${label.trim()} appears twice` });
  });
  return out;
}

function rowProblems(data: TableData): TableProblem[] {
  const out: TableProblem[] = [];
  if (data.rows.length === 0) out.push({ message: 'the table has no rows' });
  const ranges: { row: number; label: string; range: RowRange }[] = [];
  data.rows.forEach((label, row) => {
    const range = parseRowLabel(label);
    const duplicate = data.rows.slice(0, row).some((earlier) => earlier.trim() === label.trim());
    if (!range) out.push({ row, message: `row ${row + 1}: '${label}' is not a roll; use like 3, 3-4, ≤0 or 7+` });
    else if (duplicate) out.push({ row, message: `row ${label.trim()} appears twice` });
    else {
      const overlapped = ranges.find((r) => r.range.min <= range.max && range.min <= r.range.max);
      if (overlapped) out.push({ row, message: `row ${label.trim()} overlaps row ${overlapped.label}: a roll must read on one row only` });
      ranges.push({ row, label: label.trim(), range });
    }
  });
  return out;
}

function raggedProblems(data: TableData): TableProblem[] {
  const out: TableProblem[] = [];
  if (data.cells.length !== data.rows.length) out.push({ message: `the table has ${data.cells.length} rows of cells for ${data.rows.length} row labels` });
  data.cells.forEach((cells, row) => {
    if (cells.length !== data.columns.length) out.push({ row, message: `row ${data.rows[row]?.trim() ?? row + 1} has ${cells.length} cells for ${data.columns.length} columns` });
  });
  return out;
}

/** The spec's result codes as whole-cell patterns, or the problem with one that is not a pattern. */
function codePatterns(spec: TableSpec): { patterns: RegExp[]; problems: TableProblem[] } {
  const patterns: RegExp[] = [];
  const problems: TableProblem[] = [];
  for (const code of spec.codes) {
    try {
      patterns.push(new RegExp(`^(?:${code.pattern})$`));
    } catch {
      problems.push({ message: `result code ${code.example}: '${code.pattern}' is not a valid pattern` });
    }
  }
  return { patterns, problems };
}

function cellProblems(spec: TableSpec, data: TableData, patterns: readonly RegExp[]): TableProblem[] {
  if (spec.codes.length === 0) return [];
  const out: TableProblem[] = [];
  const examples = either(spec.codes.map((c) => c.example));
  data.cells.forEach((cells, row) =>
    cells.forEach((text, column) => {
      const value = text.trim();
      if (value === '' || patterns.some((p) => p.test(value))) return;
      const where = `row ${data.rows[row]?.trim() ?? row + 1}, column ${data.columns[column]?.trim() ?? column + 1}`;
      out.push({ row, column, message: `${where}: '${value}' is not a result; use like ${examples}` });
    }),
  );
  return out;
}

/**
 * Every problem with a table against the spec it fills, each at the row and column to fix:
 * headings that do not read (odds, differentials, rolls), duplicate or overlapping rows, a shape
 * that differs from the chart's when it may not be changed, ragged rows, and cells that match
 * none of the result codes, e.g. "row 3, column 2:1: 'x/1' is not a result; use like 3/1 or E".
 * Empty cells are not problems here: a table may be typed in over several sittings ({@link isComplete}).
 */
export function validateTable(spec: TableSpec, data: TableData): TableProblem[] {
  const codes = codePatterns(spec);
  return [
    ...codes.problems,
    ...shapeProblems(spec, data),
    ...columnProblems(spec, data),
    ...(spec.rowKind === 'named' ? namedRowProblems(data) : rowProblems(data)),
    ...raggedProblems(data),
    ...cellProblems(spec, data, codes.patterns),
  ];
}

/**
 * A deep copy of a table holding only a table's fields (`sample` only when set), so an edit never
 * touches the table it started from and nothing stray rides along into the game document.
 */
export function copyTable(data: TableData): TableData {
  return { columns: [...data.columns], rows: [...data.rows], cells: data.cells.map((r) => [...r]), ...(data.sample ? { sample: true } : {}) };
}

/**
 * The table players start typing into: a copy of the numbers the ruleset ships when the rules
 * print them, else the chart's shape with every cell empty.
 */
export function emptyTable(spec: TableSpec): TableData {
  if (spec.data) return copyTable(spec.data);
  return {
    columns: [...spec.shape.columns],
    rows: [...spec.shape.rows],
    cells: spec.shape.rows.map(() => spec.shape.columns.map(() => '')),
  };
}

/** Whether every cell of a table is typed in (and the rows are whole): the assistant can then read any roll on it. */
export function isComplete(data: TableData): boolean {
  return (
    data.cells.length === data.rows.length &&
    data.cells.every((cells) => cells.length === data.columns.length && cells.every((c) => c.trim() !== ''))
  );
}

/**
 * The cell of a table read by row and column names (a terrain effects chart: row "Hill", column
 * "Movement"), trimmed; null when the row or column is not in the table or the cell is not typed in.
 */
export function cellByName(data: TableData, row: string, column: string): string | null {
  const r = data.rows.findIndex((label) => label.trim() === row.trim());
  const c = data.columns.findIndex((label) => label.trim() === column.trim());
  if (r < 0 || c < 0) return null;
  const text = (data.cells[r]?.[c] ?? '').trim();
  return text === '' ? null : text;
}
