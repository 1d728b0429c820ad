/**
 * Naming and snapping places on boards: the bridge from board coordinates to what players read
 * ("2718") and to where a dropped counter comes to rest.
 */
import type { Board } from '../model/records';
import type { Cell, HexGrid, SquareGrid } from '../model/grid';
import { cellAt, cellCentre, inBounds } from './hexGrid';
import { areaAt, areaRestingPoint } from './areas';
import { cellLabel } from './numbering';

/** The name of the area at a board point, else the printed label of its cell; null when neither. */
export function placeLabel(board: Board, x: number, y: number): string | null {
  const area = board.areas?.length ? areaAt(board, x, y) : null;
  if (area) return area.name;
  const grid = board.grid;
  if (grid.kind === 'none') return null;
  const cell = cellAt(grid, x, y);
  if (!cell || !inBounds(grid, cell)) return null;
  return cellLabel(grid, cell);
}

/**
 * Where a counter in a cell rests: the cell centre rounded to whole pixels. Whole numbers keep a
 * move's update small (a varint instead of an 8-byte float) and are the same on every peer.
 */
export function cellRestingPoint(grid: HexGrid | SquareGrid, cell: Cell): { x: number; y: number } {
  const c = cellCentre(grid, cell);
  return { x: Math.round(c.x), y: Math.round(c.y) };
}

/** Where a counter dropped at a board point comes to rest: its area's gathering point, its cell's resting point on a grid, else the point itself. */
export function restingPoint(board: Board, x: number, y: number): { x: number; y: number } {
  const area = board.areas?.length ? areaAt(board, x, y) : null;
  if (area) return areaRestingPoint(area);
  if (board.grid.kind === 'none') return { x: Math.round(x), y: Math.round(y) };
  const cell = cellAt(board.grid, x, y);
  if (!cell || !inBounds(board.grid, cell)) return { x: Math.round(x), y: Math.round(y) };
  return cellRestingPoint(board.grid, cell);
}

/** A short description of a place for the log: the cell label, or the board name with rounded coordinates. */
export function describePlace(board: Board | undefined, x: number, y: number): string {
  if (!board) return 'off the table';
  const label = placeLabel(board, x, y);
  // One-line grids (boxes, tracks, cups, decks) read better with their board's name: "Eliminated", "Turn 5".
  if (label !== null && board.grid.kind !== 'none' && board.grid.numbering.only) return board.grid.columns * board.grid.rows === 1 ? board.name : `${board.name} ${label}`;
  return label ?? `${board.name} (${Math.round(x)}, ${Math.round(y)})`;
}

/** Finds the board under a table point; later boards lie on top of earlier ones. */
export function boardAt(boards: Iterable<Board>, tableX: number, tableY: number): Board | undefined {
  let hit: Board | undefined;
  for (const b of boards) {
    if (tableX >= b.x && tableY >= b.y && tableX <= b.x + b.width && tableY <= b.y + b.height) hit = b;
  }
  return hit;
}
