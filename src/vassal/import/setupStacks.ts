/**
 * At-start stacks (VASSAL's SetupStack) as placed pieces, for a game started without a saved game.
 * Facts carried over from VASSAL: a stack is placed only when a new game starts (a loaded save
 * already holds its pieces) and only when its owning board is in use; its point is either the
 * owning board's grid location (`useGridLocation` with `location`) or `x, y`, both counted from
 * the owning board's corner, or map coordinates when it names no board; a location that cannot be
 * read leaves the stack at `x, y`. Pieces keep the stack's order, bottom first.
 */
import { cellCentre } from '../../geometry/hexGrid';
import { parseCellLabel } from '../../geometry/numbering';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalRawComponent } from '../module/model';
import { countLeftOut } from '../module/leftOut';
import { boardGrid } from './boardGrid';
import { slotAt } from './extraPieces';
import type { TableBoard } from './tableLayout';

/** What `<any>` or a missing owning board means: no board, map coordinates. */
const noBoard = (name: string | undefined) => name === undefined || name === '' || name === 'null';

const whole = (v: string | undefined) => (v !== undefined && /^\s*-?\d+\s*$/.test(v) ? Number(v) : 0);

/** The board pixel of a grid location name on the board's grid, or null when it names no cell. */
export function gridLocation(board: TableBoard, location: string): { x: number; y: number } | null {
  const { grid } = boardGrid(board.board);
  if (grid.kind !== 'hex' && grid.kind !== 'square') return null;
  try {
    const cell = parseCellLabel(grid, location.trim().slice(0, 50));
    return cell ? cellCentre(grid, cell) : null;
  } catch {
    return null;
  }
}

/** The owning board on the table: the one named, the map's first for `<any>`, undefined for none, null when not in use. */
function owningBoard(stack: VassalRawComponent, table: readonly TableBoard[]): TableBoard | undefined | null {
  const name = stack.attrs.owningBoard;
  if (noBoard(name)) return undefined;
  const onMap = table.filter((t) => t.map.name === stack.map && t.map.kind !== 'chart');
  return (name === '<any>' ? onMap[0] : onMap.find((t) => t.board.name === name)) ?? null;
}

/** The stack's map point, or null when VASSAL would not place it. */
export function stackPoint(stack: VassalRawComponent, table: readonly TableBoard[], leftOut: Map<string, number>): { x: number; y: number } | null {
  const board = owningBoard(stack, table);
  if (board === null) return void countLeftOut(leftOut, 'at-start stacks on boards not in use (VASSAL leaves them off too)'), null;
  const at = { x: whole(stack.attrs.x), y: whole(stack.attrs.y) };
  if (!board) return at;
  const { board: b } = board;
  if (stack.attrs.useGridLocation === 'true' && stack.attrs.location) {
    const cell = gridLocation(board, stack.attrs.location);
    if (cell) return { x: b.x + (b.reversed ? b.width - cell.x : cell.x), y: b.y + (b.reversed ? b.height - cell.y : cell.y) };
    countLeftOut(leftOut, 'at-start stack locations Sandtable cannot read (placed at their x, y)');
  }
  return { x: b.x + at.x, y: b.y + at.y };
}

/** Every at-start stack's pieces at its map point, stack by stack, bottom first. */
export function setupStackPieces(stacks: readonly VassalRawComponent[], table: readonly TableBoard[], leftOut: Map<string, number>): VassalPlacedPiece[] {
  const out: VassalPlacedPiece[] = [];
  for (const stack of stacks) {
    if (!stack.map) {
      countLeftOut(leftOut, 'at-start stacks outside a map');
      continue;
    }
    const at = stackPoint(stack, table, leftOut);
    if (!at) continue;
    for (const slot of stack.pieces ?? []) {
      const piece = slotAt(slot, stack.map, at.x, at.y);
      if (piece) out.push(piece);
      else countLeftOut(leftOut, 'at-start stack pieces that could not be read');
    }
  }
  return out;
}
