/**
 * Which areas of an area-movement map are next to each other. Players draw areas by clicking
 * corners, so two areas that share a printed border rarely share exact corners: a border counts
 * as shared where the two outlines run within a tolerance of each other for longer than a mere
 * touch at a corner. Adjacency is symmetric, and every edit keeps it so. Pure functions over
 * plain area records.
 */
import type { Area } from '../model/records';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(points: readonly number[]): Box {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < points.length; i += 2) {
    b.x0 = Math.min(b.x0, points[i]);
    b.x1 = Math.max(b.x1, points[i]);
    b.y0 = Math.min(b.y0, points[i + 1]);
    b.y1 = Math.max(b.y1, points[i + 1]);
  }
  return b;
}

const boxesMeet = (a: Box, b: Box, gap: number): boolean => a.x0 <= b.x1 + gap && b.x0 <= a.x1 + gap && a.y0 <= b.y1 + gap && b.y0 <= a.y1 + gap;

/** Distance from a point to the segment (ax, ay)–(bx, by). */
function toSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance from a point to a closed outline (flat x, y corners). */
function toOutline(px: number, py: number, points: readonly number[]): number {
  let best = Infinity;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) best = Math.min(best, toSegment(px, py, points[j], points[j + 1], points[i], points[i + 1]));
  return best;
}

/**
 * How long a stretch of outline `a` runs within `tolerance` of outline `b`, measured by walking
 * `a` in steps of at most half the tolerance.
 */
export function sharedBorderLength(a: readonly number[], b: readonly number[], tolerance: number): number {
  const step = Math.max(tolerance / 2, 1e-6);
  let shared = 0;
  for (let i = 0, j = a.length - 2; i < a.length; j = i, i += 2) {
    const [ax, ay, bx, by] = [a[j], a[j + 1], a[i], a[i + 1]];
    const length = Math.hypot(bx - ax, by - ay);
    const pieces = Math.max(1, Math.ceil(length / step));
    for (let k = 0; k < pieces; k++) {
      const t = (k + 0.5) / pieces;
      if (toOutline(ax + t * (bx - ax), ay + t * (by - ay), b) <= tolerance) shared += length / pieces;
    }
  }
  return shared;
}

/**
 * Pairs of areas sharing a border: their outlines run within `tolerance` board pixels of each other
 * for more than twice the tolerance (so areas meeting only at a corner are not neighbours). Each
 * pair is listed once, as area ids in drawing order.
 */
export function sharedBorders(areas: readonly Area[], tolerance: number): [string, string][] {
  const boxes = areas.map((a) => boxOf(a.points));
  const pairs: [string, string][] = [];
  for (let i = 0; i < areas.length; i++) {
    for (let j = i + 1; j < areas.length; j++) {
      if (areas[i].id === areas[j].id || !boxesMeet(boxes[i], boxes[j], tolerance)) continue;
      const [p, q] = [areas[i].points, areas[j].points];
      const shared = Math.max(sharedBorderLength(p, q, tolerance), sharedBorderLength(q, p, tolerance));
      if (shared > 2 * tolerance) pairs.push([areas[i].id, areas[j].id]);
    }
  }
  return pairs;
}

/** The areas with each pair made neighbours both ways, keeping every neighbour already recorded. */
export function withNeighbourPairs(areas: readonly Area[], pairs: readonly (readonly [string, string])[]): Area[] {
  const added = new Map<string, Set<string>>();
  const add = (a: string, b: string) => added.set(a, (added.get(a) ?? new Set()).add(b));
  for (const [a, b] of pairs) if (a !== b) (add(a, b), add(b, a));
  return areas.map((area) => {
    const more = added.get(area.id);
    if (!more) return area;
    const next = [...(area.neighbours ?? [])];
    for (const id of more) if (!next.includes(id)) next.push(id);
    return { ...area, neighbours: next };
  });
}

/** The areas with `a` and `b` made neighbours (`on`) or no longer neighbours, both ways. */
export function setNeighbours(areas: readonly Area[], a: string, b: string, on: boolean): Area[] {
  if (on) return withNeighbourPairs(areas, [[a, b]]);
  return areas.map((area) => {
    const other = area.id === a ? b : area.id === b ? a : null;
    if (other === null || !area.neighbours?.includes(other)) return area;
    return { ...area, neighbours: area.neighbours.filter((id) => id !== other) };
  });
}

/** The areas without area `id`, and without it among anyone's neighbours. */
export function withoutArea(areas: readonly Area[], id: string): Area[] {
  return areas.filter((a) => a.id !== id).map((a) => (a.neighbours?.includes(id) ? { ...a, neighbours: a.neighbours.filter((n) => n !== id) } : a));
}

/**
 * Each area's neighbours that are areas of the list, once each and never itself: what a reader
 * keeps when two players' edits left an id behind (an area removed while another linked it).
 */
export function knownNeighbours(areas: readonly Area[]): Area[] {
  const ids = new Set(areas.map((a) => a.id));
  return areas.map((a) => {
    if (!a.neighbours) return a;
    const kept = [...new Set(a.neighbours)].filter((id) => id !== a.id && ids.has(id));
    return kept.length === a.neighbours.length ? a : { ...a, neighbours: kept };
  });
}

/**
 * Each area's neighbours as rules read them: symmetric (an area listed by another is its neighbour
 * too, whoever's edit recorded only one side), only areas of the list, in drawing order.
 */
export function adjacency(areas: readonly Area[]): Map<string, string[]> {
  const ids = new Set(areas.map((a) => a.id));
  const sets = new Map(areas.map((a) => [a.id, new Set<string>()]));
  for (const a of areas) {
    for (const n of a.neighbours ?? []) {
      if (n === a.id || !ids.has(n)) continue;
      sets.get(a.id)!.add(n);
      sets.get(n)!.add(a.id);
    }
  }
  const order = areas.map((a) => a.id);
  return new Map([...sets].map(([id, s]) => [id, order.filter((o) => s.has(o))]));
}
