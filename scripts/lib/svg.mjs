// The few ways every demo map writes SVG: numbers to one decimal, x/y attributes, <use> of a
// defined symbol, and paths through points (straight, or smoothed for coasts, roads and rivers).
// Kept once so the maps round and smooth alike and a change of hand shows on every map at once.

/** A number to one decimal: enough for a map, and keeps the SVG small. */
export const r1 = (v) => Math.round(v * 10) / 10;

/** `x="…" y="…"` attributes of a board point. */
export const xy = (x, y) => `x="${r1(x)}" y="${r1(y)}"`;

/** A `<use>` of a symbol defined in the map's <defs>, at a board point; `extra` adds attributes. */
export const use = (id, x, y, extra = '') => `<use href="#${id}" ${xy(x, y)}${extra}/>`;

/** An open path of straight segments through points. */
export const polyline = (points) => 'M' + points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L');

/** A closed path of straight segments through points (a hex, a ring). */
export const polygon = (points) => `${polyline(points)}Z`;

/** A smooth closed or open path through points: Catmull-Rom segments written as cubic Béziers. */
export function smooth(points, closed) {
  const n = points.length;
  const p = (k) => (closed ? points[(k + n) % n] : points[Math.max(0, Math.min(n - 1, k))]);
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`;
  for (let k = 0; k < (closed ? n : n - 1); k++) {
    const [a, b, c, e] = [p(k - 1), p(k), p(k + 1), p(k + 2)];
    const c1 = [b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6], c2 = [c[0] - (e[0] - b[0]) / 6, c[1] - (e[1] - b[1]) / 6];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(c[0])} ${r1(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}
