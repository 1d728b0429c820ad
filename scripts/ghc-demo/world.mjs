// The German High Command demo map as data: each area's outline in board pixels (whole pixels, as
// the scenario stores them), the point where its pieces gather (as the app computes it, see
// src/geometry/areas.ts), the bases and the plain land outside the game.
//
// `insidePolygon` and `restingPoint` repeat src/geometry/areas.ts on purpose: the generator runs on
// plain Node (`node scripts/make-ghc-demo.mjs`, Node 20), which cannot import the app's TypeScript.
// Keep the two in step: the demo's unit test checks that both give every area the same resting point.
import { AREAS, BASES, areaName, baseName } from './areas.mjs';
import { OUTLINES, project } from './geo.mjs';

/** Whether (x, y) lies inside a flat x, y polygon (even-odd), as src/geometry/areas.ts tests it. */
export function insidePolygon(p, x, y) {
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [p[i], p[i + 1], p[j], p[j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Where pieces in an area gather: src/geometry/areas.ts `areaRestingPoint`, line for line. */
export function restingPoint(p) {
  let a = 0, cx = 0, cy = 0;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const cross = p[j] * p[i + 1] - p[i] * p[j + 1];
    a += cross;
    cx += (p[j] + p[i]) * cross;
    cy += (p[j + 1] + p[i + 1]) * cross;
  }
  let x, y;
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
  const xs = p.filter((_, i) => i % 2 === 0), ys = p.filter((_, i) => i % 2 === 1);
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

const flatOf = (ring) => ring.flatMap((pt) => project(pt).map((v) => Math.round(v)));

/** An octagon of radius r round a board point, flat. */
const octagon = ([x, y], r) => Array.from({ length: 8 }, (_, k) => {
  const t = ((k + 0.5) * Math.PI) / 4;
  return [Math.round(x + r * Math.cos(t)), Math.round(y + r * Math.sin(t))];
}).flat();

export function buildWorld() {
  const areas = AREAS.map((a) => {
    const flat = flatOf(OUTLINES[a.key]);
    return { ...a, id: `area-${String(a.n).padStart(2, '0')}`, fullName: areaName(a), flat, rest: restingPoint(flat) };
  });
  const bases = BASES.map((b) => {
    const flat = b.key ? flatOf(OUTLINES[b.key]) : octagon(project(b.at), 19);
    return { ...b, id: `base-${b.name.toLowerCase()}`, fullName: baseName(b), island: !!b.key, flat, rest: restingPoint(flat) };
  });
  const named = { de: 'Germany', ch: 'Switzerland', ireland: 'Ireland', corsica: 'Corsica', me: 'Levant' };
  const labels = { ch: [8.2, 46.95], ireland: [-8.0, 53.3], me: [40.5, 33.0] };
  const plain = Object.entries(named).map(([key, name]) => ({ key, name, flat: flatOf(OUTLINES[key]), ...(labels[key] ? { label: project(labels[key]) } : {}) }));
  return { areas, bases, plain };
}
