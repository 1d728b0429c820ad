// Plane geometry the demo map generators share, on board points ([x, y] in pixels). Kept once so
// that the maps which trace coasts, ridges and roads (Kesselring's War, Sicily, C3, Caporetto)
// decide land, relief and hexside keys the same way; every function here is pure and exact, so
// moving a map onto it leaves the generated files byte for byte as they were.

/**
 * The key of an unordered pair, the lesser first ("1426|1525"): one key for a hexside, a road link
 * or a lattice edge whichever way it is walked. Labels compare as strings, indices as numbers.
 */
export const pairKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Whether a point is inside a closed outline of [x, y] points (even-odd crossings along a horizontal ray). */
export function within(outline, [px, py]) {
  let crossings = 0;
  outline.forEach(([ax, ay], k) => {
    const [bx, by] = outline[(k + 1) % outline.length];
    if ((ay > py) !== (by > py) && px < ax + ((py - ay) * (bx - ax)) / (by - ay)) crossings++;
  });
  return crossings % 2 === 1;
}

/** Distance in board pixels from a point to a polyline of [x, y] points (divide by a hex height for hexes). */
export function distanceToLine(points, [x, y]) {
  let best = Infinity;
  for (let k = 1; k < points.length; k++) {
    const [ax, ay] = points[k - 1], [bx, by] = points[k];
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

/** Of things with an `x` and `y` (hexes, lattice corners), the one nearest a point; the first of equals. */
export const nearestTo = (things, [x, y]) => things.reduce((a, b) => (Math.hypot(b.x - x, b.y - y) < Math.hypot(a.x - x, a.y - y) ? b : a));
