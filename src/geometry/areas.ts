/**
 * Areas of area-movement maps ("21 Southern France"): which area a point is in, and the point in
 * an area where dropped pieces gather so they stack. Pure functions over plain board records.
 */
import type { Area, Board } from '../model/records';

/** Whether (x, y) lies inside a polygon given as flat x, y corners (even-odd rule). */
export function insidePolygon(points: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [points[i], points[i + 1], points[j], points[j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The area of a board under a board point; the last drawn wins where areas overlap. */
export function areaAt(board: Board, x: number, y: number): Area | null {
  const areas = board.areas ?? [];
  for (let i = areas.length - 1; i >= 0; i--) if (insidePolygon(areas[i].points, x, y)) return areas[i];
  return null;
}

/**
 * The cell a point of an area map reads as for the rules: one row, the area's place in the order
 * drawn (as the rules view numbers them), or null off every area or on a board with a grid.
 */
export function areaCellAt(board: Board, x: number, y: number): { col: number; row: number } | null {
  if (board.grid.kind !== 'none' || !board.areas?.length) return null;
  const area = areaAt(board, x, y);
  return area ? { col: board.areas.indexOf(area), row: 0 } : null;
}

/**
 * Where pieces in an area gather: the polygon's centroid, rounded to whole pixels, or — for a
 * shape whose centroid falls outside it (a crescent, an L) — the inside point nearest to it.
 */
export function areaRestingPoint(area: Area): { x: number; y: number } {
  const p = area.points;
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const cross = p[j] * p[i + 1] - p[i] * p[j + 1];
    a += cross;
    cx += (p[j] + p[i]) * cross;
    cy += (p[j + 1] + p[i + 1]) * cross;
  }
  let x: number;
  let y: number;
  if (Math.abs(a) < 1e-9) {
    x = p.filter((_, i) => i % 2 === 0).reduce((s, v) => s + v, 0) / (p.length / 2);
    y = p.filter((_, i) => i % 2 === 1).reduce((s, v) => s + v, 0) / (p.length / 2);
  } else {
    x = cx / (3 * a);
    y = cy / (3 * a);
  }
  const centre = { x: Math.round(x), y: Math.round(y) };
  if (insidePolygon(p, centre.x, centre.y)) return centre;
  let best = { x: Math.round(p[0]), y: Math.round(p[1]), d: Infinity };
  const xs = p.filter((_, i) => i % 2 === 0);
  const ys = p.filter((_, i) => i % 2 === 1);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const step = Math.max(1, Math.min(x1 - x0, y1 - y0) / 40);
  for (let gx = x0; gx <= x1; gx += step) {
    for (let gy = y0; gy <= y1; gy += step) {
      const d = (gx - centre.x) ** 2 + (gy - centre.y) ** 2;
      if (d < best.d && insidePolygon(p, gx, gy)) best = { x: Math.round(gx), y: Math.round(gy), d };
    }
  }
  return { x: best.x, y: best.y };
}
