/**
 * Where a batch of new counters goes around a point: each on a place of its own, wholly on the
 * board, apart from one another and from the counters already there, nearest the point first. A
 * block clamped to the board's edge put counters half off it and snapped some onto one hex. Pure.
 */
import type { Board } from '../model/records';
import type { Cell } from '../model/grid';
import { cellAt, cellCentre, inBounds } from './hexGrid';
import { cellRestingPoint } from './places';

type Point = { x: number; y: number };

/** Whether a counter of `size` resting at `p` lies wholly on the board. */
const onBoard = (board: Board, p: Point, size: number) => p.x - size / 2 >= 0 && p.y - size / 2 >= 0 && p.x + size / 2 <= board.width && p.y + size / 2 <= board.height;

/** The resting points of cells (or, on a board with no grid, of a lattice one counter apart) within `reach` units of `at`. */
function candidates(board: Board, at: Point, size: number, reach: number): Point[] {
  const grid = board.grid;
  if (grid.kind === 'none') {
    const step = size * 1.25;
    const n = Math.ceil(reach / step);
    const out: Point[] = [];
    for (let j = -n; j <= n; j++) for (let i = -n; i <= n; i++) out.push({ x: Math.round(at.x + i * step), y: Math.round(at.y + j * step) });
    return out;
  }
  const seen = new Set<string>();
  const out: Point[] = [];
  const span = Math.min(grid.dx, grid.dy);
  const n = Math.ceil(reach / span) + 1;
  for (let j = -n; j <= n; j++) {
    for (let i = -n; i <= n; i++) {
      const cell: Cell | null = cellAt(grid, at.x + i * span, at.y + j * span);
      if (!cell || !inBounds(grid, cell) || seen.has(`${cell.col},${cell.row}`)) continue;
      seen.add(`${cell.col},${cell.row}`);
      const c = cellCentre(grid, cell);
      if (Math.hypot(c.x - at.x, c.y - at.y) <= reach) out.push(cellRestingPoint(grid, cell));
    }
  }
  return out;
}

/**
 * `count` resting points for new counters of `size` around `at` (board units): on the board, each
 * at least nine tenths of a counter from the others and on no point `taken(x, y)` already holds a
 * counter. Where the board has too little room, the rest share the point nearest `at`.
 */
export function spreadPlaces(board: Board, at: Point, count: number, size: number, taken: (x: number, y: number) => boolean = () => false): Point[] {
  if (count <= 0) return [];
  const apart = size * 0.9;
  const chosen: Point[] = [];
  for (let reach = size * (Math.sqrt(count) + 1); chosen.length < count; reach *= 2) {
    chosen.length = 0;
    const near = candidates(board, at, size, reach).sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y));
    for (const p of near) {
      if (chosen.length >= count) break;
      if (!onBoard(board, p, size) || taken(p.x, p.y) || chosen.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < apart)) continue;
      chosen.push(p);
    }
    if (reach > Math.hypot(board.width, board.height)) break;
  }
  const fallback = chosen[0] ?? { x: Math.round(Math.min(board.width, Math.max(0, at.x))), y: Math.round(Math.min(board.height, Math.max(0, at.y))) };
  while (chosen.length < count) chosen.push(fallback);
  return chosen;
}
