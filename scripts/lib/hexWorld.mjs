// How the hex-map demos turn drawn geography into hex data: which hexes are land, how high the
// ground stands near a ridge, roads laid hex by hex as the cheapest land route between their stops,
// and rivers walked down the corner lattice so that they run along hexsides. Kesselring's War and
// Sicily build their worlds from these (C3 its land test); kept once so their roads and rivers
// follow one rule. Hexes are those of ./flatHexes.mjs `hexSheet` (`neighbours`, `label`, `land`).
import { distanceToLine, nearestTo, pairKey } from './geometry.mjs';

/** Seven points that stand for a hex when asking whether it is land: its centre and six points part-way to its corners. */
export const landProbes = (h) => [[h.x, h.y], ...h.corners.map(([x, y]) => [h.x + 0.6 * (x - h.x), h.y + 0.6 * (y - h.y)])];

/**
 * Paints relief: every sea hex (no `land`) 'sea', every land hex the terrain `pick(h, height,
 * inPlain)` names. `height` is how far the hex stands inside the reach of the nearest ridge
 * (`{ reach, points }`; above 0 is on it) plus the `noise` there lifting it by up to ±`lift`/2;
 * `inPlain` whether it is inside one of the `plains` discs (`{ at, radius }`). Distances in `unit`s (a hex height).
 */
export function paintRelief(hexes, { ridges, plains, noise, lift, unit }, pick) {
  for (const h of hexes) {
    if (!h.land) {
      h.terrain = 'sea';
      continue;
    }
    const height = Math.max(...ridges.map((r) => r.reach - distanceToLine(r.points, [h.x, h.y]) / unit)) + (noise(h.x, h.y) - 0.5) * lift;
    const inPlain = plains.some((d) => Math.hypot(h.x - d.at[0], h.y - d.at[1]) / unit < d.radius);
    h.terrain = pick(h, height, inPlain);
  }
}

/**
 * The cheapest route between two hexes by index (Dijkstra over neighbours, `costOf(from, to)` a
 * step, Infinity barring it), ending as soon as `to` is first reached; from `from` to `to`.
 */
function cheapestRoute(hexes, from, to, costOf) {
  const spent = new Map([[from, 0]]), cameFrom = new Map(), open = new Set([from]);
  while (open.size && !cameFrom.has(to)) {
    const at = [...open].reduce((a, b) => (spent.get(b) < spent.get(a) ? b : a));
    open.delete(at);
    for (const n of hexes[at].neighbours) {
      const step = costOf(at, n);
      if (step === Infinity) continue;
      const total = spent.get(at) + step;
      if (total < (spent.get(n) ?? Infinity)) {
        spent.set(n, total);
        cameFrom.set(n, at);
        open.add(n);
      }
    }
  }
  if (!cameFrom.has(to)) throw new Error(`no land route to ${hexes[to].label}`);
  const leg = [to];
  while (leg[0] !== from) leg.unshift(cameFrom.get(leg[0]));
  return leg;
}

/**
 * Roads through their stops (lists of hex indices), each leg the cheapest route: entering a hex
 * costs `entry[terrain]` (Infinity: never), following a road already laid 0.7, so later roads join
 * the earlier ones where they meet. Returns the road links by label pair and each road's hexes.
 */
export function layRoads(hexes, roads, entry) {
  const links = new Map();
  const stepCost = (from, to) => (links.has(pairKey(hexes[from].label, hexes[to].label)) ? 0.7 : entry[hexes[to].terrain]);
  const roadLines = roads.map((stops) => {
    const path = [stops[0]];
    for (const to of stops.slice(1)) path.push(...cheapestRoute(hexes, path[path.length - 1], to, stepCost).slice(1));
    path.slice(1).forEach((i, k) => links.set(pairKey(hexes[path[k]].label, hexes[i].label), 'road'));
    return path;
  });
  return { links, roadLines };
}

/**
 * Rivers (`{ name, targets }`, board points from the source on): each walks the corner lattice
 * towards each point in turn, a corner at a time, until a corner touches the sea. Returns the
 * river hexsides (between two land hexes) by label pair, and each river's corner points.
 */
export function walkRivers(rivers, { hexes, vertices, edgeHexes }) {
  const sides = new Map(), riverLines = [];
  for (const { name, targets } of rivers) {
    const walk = [nearestTo([...vertices.values()], targets[0])];
    for (const target of targets.slice(1)) {
      for (;;) {
        const here = walk[walk.length - 1];
        if (here.hexes.some((i) => !hexes[i].land) && walk.length > 1) break;
        const gap = (v) => Math.hypot(v.x - target[0], v.y - target[1]);
        const next = [...here.adj].map((k) => vertices.get(k)).filter((v) => !walk.includes(v)).sort((a, b) => gap(a) - gap(b) || a.key.localeCompare(b.key))[0];
        if (!next || gap(next) >= gap(here)) break;
        walk.push(next);
      }
    }
    walk.slice(1).forEach((v, k) => {
      const owners = edgeHexes.get(pairKey(walk[k].key, v.key)).map((i) => hexes[i]);
      if (owners.length === 2 && owners.every((h) => h.land)) sides.set(pairKey(owners[0].label, owners[1].label), 'river');
    });
    riverLines.push({ name, points: walk.map((v) => [v.x, v.y]) });
  }
  return { sides, riverLines };
}
