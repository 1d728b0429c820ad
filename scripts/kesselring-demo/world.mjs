// The Kesselring's War demo's world as data: land and sea per hex (a hex is land when most of it is),
// which land it belongs to, terrain in the ruleset's palette ids (open, rough, mountain, volcano,
// sea), roads as links between neighbouring hexes, rivers along hexsides, the Strait of Messina and
// the all-sea hexsides between land hexes the water parts. The only randomness is the relief noise,
// drawn from the seeded PRNG passed in.
import { valueNoise } from '../lib/mapArt.mjs';
import { DY, HEIGHT, WIDTH, buildGrid, pointAt } from './grid.mjs';
import { coasts, fixedTerrain, places, plains, ridges, rivers, roads, strait } from './places.mjs';

const pairOf = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Whether a point is inside a closed outline (crossing count along a horizontal ray). */
function within(outline, [px, py]) {
  let crossings = 0;
  outline.forEach(([ax, ay], k) => {
    const [bx, by] = outline[(k + 1) % outline.length];
    if ((ay > py) !== (by > py) && px < ax + ((py - ay) * (bx - ax)) / (by - ay)) crossings++;
  });
  return crossings % 2 === 1;
}

/** Distance from a point to a polyline, in hex heights. */
function distanceToLine(points, [x, y]) {
  let best = Infinity;
  for (let k = 1; k < points.length; k++) {
    const [ax, ay] = points[k - 1], [bx, by] = points[k];
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best / DY;
}

/** Road stops joined hex by hex: a neighbour directly, a further stop by the cheapest land route (Dijkstra). */
function roadPath(hexes, stops, costOf) {
  const path = [stops[0]];
  for (const to of stops.slice(1)) {
    const from = path[path.length - 1];
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
    path.push(...leg.slice(1));
  }
  return path;
}

export function buildWorld(rand) {
  const { hexes, byLabel, vertices, edgeHexes } = buildGrid();
  const at = (label) => hexes[byLabel.get(label)];
  const outlines = Object.fromEntries(Object.entries(coasts).map(([land, points]) => [land, points.map(([c, r]) => pointAt(c, r))]));
  const landAt = (p) => Object.keys(outlines).find((land) => within(outlines[land], p)) ?? null;
  const relief = valueNoise(rand, WIDTH, HEIGHT, 150);

  // ---- Land and sea: the centre and six points part-way to the corners, four of seven on land ----
  for (const h of hexes) {
    const probes = [[h.x, h.y], ...h.corners.map(([x, y]) => [h.x + 0.6 * (x - h.x), h.y + 0.6 * (y - h.y)])];
    h.land = probes.filter((p) => landAt(p)).length >= 4 ? landAt([h.x, h.y]) ?? landAt(probes.find((p) => landAt(p))) : null;
  }
  // ---- Relief: mountains along the ridges, rough ground round them and where the noise rises ----
  const ridgeLines = ridges.map((r) => ({ ...r, points: r.points.map(([c, row]) => pointAt(c, row)) }));
  const plainDiscs = plains.map(([c, row, radius]) => ({ at: pointAt(c, row), radius }));
  for (const h of hexes) {
    if (!h.land) {
      h.terrain = 'sea';
      continue;
    }
    const lift = (relief(h.x, h.y) - 0.5) * 0.9;
    const height = Math.max(...ridgeLines.map((r) => r.reach - distanceToLine(r.points, [h.x, h.y]))) + lift;
    const inPlain = plainDiscs.some((d) => Math.hypot(h.x - d.at[0], h.y - d.at[1]) / DY < d.radius);
    if (height > 0) h.terrain = 'mountain';
    else if (!inPlain && (height > -1.25 || relief(h.x + 700, h.y + 300) > 0.66)) h.terrain = 'rough';
    else h.terrain = 'open';
  }
  for (const [label, terrain] of Object.entries(fixedTerrain)) at(label).terrain = terrain;
  for (const p of places) if (!at(p.hex).land) throw new Error(`${p.name} (${p.hex}) is at sea`);

  // ---- Roads: stop to stop over land; mountains cost most, the volcano is avoided, and a road
  // already laid is cheap, so later roads join the earlier ones where they meet ----
  const links = new Map();
  const entry = { open: 1, rough: 2, mountain: 3.5, volcano: Infinity, sea: Infinity };
  const stepCost = (from, to) => (links.has(pairOf(hexes[from].label, hexes[to].label)) ? 0.7 : entry[hexes[to].terrain]);
  const roadLines = roads.map((stops) => {
    const path = roadPath(hexes, stops.map((s) => byLabel.get(s)), stepCost);
    path.slice(1).forEach((i, k) => links.set(pairOf(hexes[path[k]].label, hexes[i].label), 'road'));
    return path;
  });

  // ---- Rivers: walk the corner lattice towards each point in turn, until a corner touches the sea ----
  const sides = new Map(), riverLines = [];
  for (const river of rivers) {
    const targets = river.through.map(([c, r]) => pointAt(c, r));
    const nearest = (p) => [...vertices.values()].reduce((a, b) => (Math.hypot(b.x - p[0], b.y - p[1]) < Math.hypot(a.x - p[0], a.y - p[1]) ? b : a));
    const walk = [nearest(targets[0])];
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
      const owners = edgeHexes.get(pairOf(walk[k].key, v.key)).map((i) => hexes[i]);
      if (owners.length === 2 && owners.every((h) => h.land)) sides.set(pairOf(owners[0].label, owners[1].label), 'river');
    });
    riverLines.push({ name: river.name, points: walk.map((v) => [v.x, v.y]) });
  }

  // ---- The Strait of Messina, and all-sea hexsides: land hexes whose shared side is water ----
  sides.set(pairOf(...strait), 'strait');
  for (const h of hexes) {
    if (!h.land) continue;
    for (const n of h.neighbours.map((i) => hexes[i])) {
      if (!n.land || h.label > n.label || sides.get(pairOf(h.label, n.label)) === 'strait') continue;
      const mid = [(h.x + n.x) / 2, (h.y + n.y) / 2];
      if (h.land !== n.land || !landAt(mid)) sides.set(pairOf(h.label, n.label), 'all-sea');
    }
  }
  for (const [pair, feature] of sides) if (feature === 'all-sea' && links.has(pair)) throw new Error(`a road crosses the all-sea hexside ${pair}`);

  return { hexes, byLabel, at, vertices, edgeHexes, outlines, links, roadLines, sides, riverLines };
}

/** Land hexes of one land ('mainland', 'sicily', 'sardinia'), in label order. */
export const landHexes = (world, land) => world.hexes.filter((h) => h.land === land).map((h) => h.label);
