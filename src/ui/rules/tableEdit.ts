/**
 * The table editor's grid as pure functions: reading a block copied from a spreadsheet (tab or
 * comma separated, quotes allowed), pasting it into the grid from a cell, adding and removing rows
 * and columns, and moving between cells with the keyboard. Every function returns a new table.
 *
 * Positions are in the editor's grid: row -1 is the column headings, column -1 the row labels.
 */
import { copyTable, isComplete, type TableProblem } from '../../rules/kit/tables';
import type { TableData, TableSpec } from '../../rules/kit/types';
import { splitRecords, type DelimitedTextError } from '../../setup/delimitedRecords';

/** A position in the editor's grid: `row` -1 is the headings row, `column` -1 the row labels. */
export interface GridPos {
  row: number;
  column: number;
}

/**
 * Splits copied text into rows of cells with the shared delimited-text reader. Tabs separate cells
 * when there are any (spreadsheets copy so), else commas (CSV); double quotes wrap a cell holding
 * separators or line breaks, `""` is a quote. Empty rows in the middle are kept so the block stays
 * aligned, trailing ones dropped, and every cell is trimmed. Quoting mistakes go onto `errors` and
 * nothing is read, so a broken block is never pasted with rows missing.
 */
export function parseBlock(text: string, errors: DelimitedTextError[] = []): string[][] {
  const body = text.replace(/\r\n?/g, '\n');
  const separator = body.includes('\t') ? '\t' : ',';
  const found: DelimitedTextError[] = [];
  const rows = splitRecords(body, separator, found, { keepEveryLine: true }).map((r) => r.cells.map((c) => c.trim()));
  if (found.length) {
    errors.push(...found);
    return [];
  }
  while (rows.length && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return rows;
}

/** Whether pasted text is a block of several cells (otherwise the input's own paste is fine). */
export function isBlock(text: string): boolean {
  const body = text.replace(/\r\n?/g, '\n');
  // Trailing line breaks do not make a block; cut by index (a pattern anchored at the end rescans a long run from each break).
  let end = body.length;
  while (end > 0 && body[end - 1] === '\n') end--;
  const kept = body.slice(0, end);
  return kept.includes('\t') || kept.includes('\n') || kept.includes(',');
}

/** What a paste did: the new table, and how many pasted cells fell outside it. */
export interface PasteResult {
  data: TableData;
  left: number;
}

/**
 * Pastes a block into the table with its top-left cell at `at`. Cells beyond the last column or row
 * grow the table when `grow` (the chart's shape may change), with empty headings to fill in; else
 * they are left out and counted. Headings (row -1, column -1) are written only when `grow`, since a
 * fixed chart's headings are the ruleset's; the corner (-1, -1) is never written.
 */
export function pasteBlock(data: TableData, at: GridPos, block: readonly (readonly string[])[], grow: boolean): PasteResult {
  const out = copyTable(data);
  let left = 0;
  block.forEach((line, i) =>
    line.forEach((value, j) => {
      const row = at.row + i;
      const column = at.column + j;
      if (row === -1 && column === -1) return;
      if ((row === -1 || column === -1) && !grow) {
        left++;
        return;
      }
      if (column >= out.columns.length || row >= out.rows.length) {
        if (!grow) {
          left++;
          return;
        }
        while (out.columns.length <= column) addColumnInPlace(out, out.columns.length);
        while (out.rows.length <= row) addRowInPlace(out, out.rows.length);
      }
      if (row === -1) out.columns[column] = value;
      else if (column === -1) out.rows[row] = value;
      else out.cells[row][column] = value;
    }),
  );
  return { data: out, left };
}

function addColumnInPlace(data: TableData, index: number, heading = ''): void {
  data.columns.splice(index, 0, heading);
  for (const row of data.cells) row.splice(index, 0, '');
}

function addRowInPlace(data: TableData, index: number, label = ''): void {
  data.rows.splice(index, 0, label);
  data.cells.splice(index, 0, data.columns.map(() => ''));
}

/** The table with an empty column inserted at `index` (its heading to fill in). */
export function addColumn(data: TableData, index: number, heading = ''): TableData {
  const out = copyTable(data);
  addColumnInPlace(out, Math.max(0, Math.min(index, out.columns.length)), heading);
  return out;
}

/** The table with an empty row inserted at `index` (its label to fill in). */
export function addRow(data: TableData, index: number, label = ''): TableData {
  const out = copyTable(data);
  addRowInPlace(out, Math.max(0, Math.min(index, out.rows.length)), label);
  return out;
}

/** The table without column `index`. */
export function removeColumn(data: TableData, index: number): TableData {
  const out = copyTable(data);
  out.columns.splice(index, 1);
  for (const row of out.cells) row.splice(index, 1);
  return out;
}

/** The table without row `index`. */
export function removeRow(data: TableData, index: number): TableData {
  const out = copyTable(data);
  out.rows.splice(index, 1);
  out.cells.splice(index, 1);
  return out;
}

/** The table with one position of the grid (cell, heading or row label) set to `value`. */
export function setAt(data: TableData, at: GridPos, value: string): TableData {
  const out = copyTable(data);
  if (at.row === -1 && at.column >= 0) out.columns[at.column] = value;
  else if (at.column === -1 && at.row >= 0) out.rows[at.row] = value;
  else if (at.row >= 0 && at.column >= 0) out.cells[at.row][at.column] = value;
  return out;
}

/** The text at a position of the grid. */
export function textAt(data: TableData, at: GridPos): string {
  if (at.row === -1) return data.columns[at.column] ?? '';
  if (at.column === -1) return data.rows[at.row] ?? '';
  return data.cells[at.row]?.[at.column] ?? '';
}

export type Move = 'up' | 'down' | 'left' | 'right';

/**
 * The position a keyboard move goes to, or null at the edge. `editableShape` says whether the
 * headings row and row-label column hold inputs (otherwise moves stop at the first cell).
 */
export function moveFrom(data: TableData, at: GridPos, move: Move, editableShape: boolean): GridPos | null {
  const first = editableShape ? -1 : 0;
  const row = at.row + (move === 'down' ? 1 : move === 'up' ? -1 : 0);
  const column = at.column + (move === 'right' ? 1 : move === 'left' ? -1 : 0);
  if (row < first || column < first || row >= data.rows.length || column >= data.columns.length) return null;
  if (row === -1 && column === -1) return null;
  return { row, column };
}

/** The key a grid position is found by in the editor (`data-pos`). */
export function posKey(at: GridPos): string {
  return `${at.row}:${at.column}`;
}

/**
 * Where a table's numbers stand for the panel's badges: typed in by the players, a sample (not the
 * game's numbers), or still needing the players' numbers (the rules print none and the typed-in
 * table is missing or has empty cells).
 */
export function tableStatus(spec: TableSpec, typed: Readonly<Record<string, TableData>>): { typed: boolean; sample: boolean; needsNumbers: boolean } {
  const mine = Object.hasOwn(typed, spec.id) ? typed[spec.id] : undefined;
  const data = mine ?? spec.data;
  return { typed: mine !== undefined, sample: data?.sample === true, needsNumbers: !spec.data && (!mine || !isComplete(mine)) };
}

/** The table the editor opens with: the players' typed-in one, else the ruleset's numbers or empty shape. */
export function startingTable(spec: TableSpec, typed: Readonly<Record<string, TableData>>, empty: (spec: TableSpec) => TableData): TableData {
  return Object.hasOwn(typed, spec.id) ? copyTable(typed[spec.id]) : empty(spec);
}

/** Problems by grid position (`posKey`): a cell, a row label (column -1) or a heading (row -1). */
export function problemsByPosition(problems: readonly TableProblem[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of problems) {
    if (p.row === undefined && p.column === undefined) continue;
    const key = posKey({ row: p.row ?? -1, column: p.column ?? -1 });
    out.set(key, out.has(key) ? `${out.get(key)}; ${p.message}` : p.message);
  }
  return out;
}
