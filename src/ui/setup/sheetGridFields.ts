/**
 * The counter-sheet dialog's grid form as plain data: its fields, the text typed in them, and the
 * cut of the sheet they describe. Kept apart from the dialog so the form's rules read on their own.
 */
import { cutSheet, gridCells, type SheetCell, type SheetGrid } from '../../setup/counterSheet';
import type { SheetImage } from './sheetImage';

/** One field of the grid form. */
export type GridField = keyof SheetGrid;

/** The grid form's fields, in the order shown, with their tooltips. */
export const gridFields: { key: GridField; label: string; title: string; min: number; step?: string }[] = [
  { key: 'left', label: 'Left', title: 'Left edge of the first column of counters, in sheet pixels', min: 0, step: 'any' },
  { key: 'top', label: 'Top', title: 'Top edge of the first row of counters, in sheet pixels', min: 0, step: 'any' },
  { key: 'columns', label: 'Columns', title: 'Counters across the sheet', min: 1 },
  { key: 'rows', label: 'Rows', title: 'Counters down the sheet', min: 1 },
  { key: 'counterWidth', label: 'Counter width', title: 'Width of one counter, in sheet pixels', min: 1, step: 'any' },
  { key: 'counterHeight', label: 'Counter height', title: 'Height of one counter, in sheet pixels', min: 1, step: 'any' },
  { key: 'gapX', label: 'Gap across', title: 'Space between neighbouring columns, in sheet pixels', min: 0, step: 'any' },
  { key: 'gapY', label: 'Gap down', title: 'Space between neighbouring rows, in sheet pixels', min: 0, step: 'any' },
];

/** The grid form as typed: text, so a half-typed number is not lost. */
export type GridText = Record<GridField, string>;

/** The form before a sheet is chosen. */
export const initialGrid: GridText = { left: '0', top: '0', columns: '10', rows: '6', counterWidth: '60', counterHeight: '60', gapX: '0', gapY: '0' };

/** The grid fields for a detected grid. */
export function gridTextOf(g: SheetGrid): GridText {
  return Object.fromEntries(Object.entries(g).map(([k, v]) => [k, String(v)])) as GridText;
}

/** A starting grid that fits the sheet: 60 px counters (or smaller for a small sheet), edge to edge. */
export function defaultGrid(sheet: SheetImage): GridText {
  const size = Math.max(1, Math.min(60, sheet.width, sheet.height));
  return { ...initialGrid, counterWidth: String(size), counterHeight: String(size), columns: String(Math.max(1, Math.floor(sheet.width / size))), rows: String(Math.max(1, Math.floor(sheet.height / size))) };
}

/** A typed field as a number: NaN while empty. */
export const toNumber = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** The grid the fields describe (numbers may be NaN while a field is being typed). */
export function parseGrid(text: GridText): SheetGrid {
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, toNumber(v)])) as unknown as SheetGrid;
}

/** A cut of a sheet: the cells to draw, whether they fit, and the error when not. */
export function cutOf(sheet: SheetImage | null, grid: SheetGrid, sound: boolean, prefix = ''): { cells: SheetCell[]; fits: boolean; error: string | null } {
  if (!sheet || !sound) return { cells: [], fits: false, error: null };
  try {
    return { cells: cutSheet(grid, sheet.width, sheet.height), fits: true, error: null };
  } catch (e) {
    return { cells: gridCells(grid), fits: false, error: prefix + (e as Error).message };
  }
}
