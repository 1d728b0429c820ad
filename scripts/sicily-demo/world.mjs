// The Sicily demo's world as data: land and sea per hex (a hex is land when a good part of it is), terrain
// in our palette ids (clear, hills, mountain, sea), the towns, beaches and coast defence positions
// by hex, roads as links between neighbouring hexes and rivers along hexsides. The only randomness
// is the relief noise, drawn from the seeded PRNG passed in.
import { valueNoise } from '../lib/mapArt.mjs';
import { DY, HEIGHT, WIDTH, buildGrid, project } from './grid.mjs';
import { beaches, cdPoints, coast, hills, places, plains, rivers, roads } from './places.mjs';

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

/** The cheapest land route between two hexes (Dijkstra over neighbours). */
function route(hexes, from, to, costOf) {
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

export function buildWorld(rand) {
  const { hexes, byLabel, nearest, vertices, edgeHexes } = buildGrid();
  const at = (label) => hexes[byLabel.get(label)];
  const outline = coast.map(project);
  const isLand = (p) => within(outline, p);
  const relief = valueNoise(rand, WIDTH, HEIGHT, 140);

  // ---- Land and sea: the centre and six points part-way to the corners, three of seven on land ----
  for (const h of hexes) {
    const probes = [[h.x, h.y], ...h.corners.map(([x, y]) => [h.x + 0.6 * (x - h.x), h.y + 0.6 * (y - h.y)])];
    h.land = probes.filter(isLand).length >= 3;
    h.coastal = false;
  }
  for (const h of hexes) h.coastal = h.land && h.neighbours.some((i) => !hexes[i].land);

  // ---- Relief: hills round the Iblei and Caltagirone, a mountain at Monte Lauro, noise elsewhere ----
  const ridgeLines = hills.map((r) => ({ ...r, points: r.points.map(project) }));
  const peaks = hills.filter((r) => r.peak).map((r) => nearest(project(r.peak)));
  const plainDiscs = plains.map(([p, radius]) => ({ at: project(p), radius }));
  for (const h of hexes) {
    if (!h.land) {
      h.terrain = 'sea';
      continue;
    }
    const lift = (relief(h.x, h.y) - 0.5) * 0.8;
    const height = Math.max(...ridgeLines.map((r) => r.reach - distanceToLine(r.points, [h.x, h.y]))) + lift;
    const inPlain = plainDiscs.some((d) => Math.hypot(h.x - d.at[0], h.y - d.at[1]) / DY < d.radius);
    h.terrain = peaks.includes(h) ? 'mountain' : !inPlain && (height > 0 || relief(h.x + 500, h.y + 260) > 0.72) ? 'hills' : 'clear';
  }

  // ---- Towns, beaches and coast defence positions, each on its nearest hex ----
  const town = new Map();
  for (const p of places) {
    const h = nearest(project(p.at));
    if (!h.land) throw new Error(`${p.name} (${h.label}) is at sea`);
    if (town.has(h.label)) throw new Error(`${p.name} and ${town.get(h.label).name} share ${h.label}`);
    town.set(h.label, p);
    h.place = p;
  }
  const cdPositions = cdPoints.map(([name, p]) => {
    const h = nearest(project(p));
    if (!h.coastal) throw new Error(`the ${name} coast defence position (${h.label}) is not a coastal land hex`);
    return { name, hex: h.label };
  });
  if (new Set(cdPositions.map((c) => c.hex)).size !== cdPositions.length) throw new Error('two coast defence positions share a hex');
  const beachHexes = beaches.map((b) => {
    const [a, z] = [project(b.from), project(b.to)];
    const steps = Math.ceil(Math.hypot(z[0] - a[0], z[1] - a[1]) / 10);
    const labels = new Set();
    for (let k = 0; k <= steps; k++) {
      const h = nearest([a[0] + ((z[0] - a[0]) * k) / steps, a[1] + ((z[1] - a[1]) * k) / steps]);
      if (h.coastal) labels.add(h.label);
    }
    return { ...b, hexes: [...labels].sort(), points: [a, z] };
  });

  // ---- Roads: town to town over land; hills cost more, a road already laid is cheap ----
  const links = new Map();
  const entry = { clear: 1, hills: 2, mountain: 4, sea: Infinity };
  const stepCost = (from, to) => (links.has(pairOf(hexes[from].label, hexes[to].label)) ? 0.7 : entry[hexes[to].terrain]);
  const hexOf = (name) => byLabel.get([...town].find(([, p]) => p.name === name)[0]);
  const roadLines = roads.map((stops) => {
    const path = [hexOf(stops[0])];
    for (const s of stops.slice(1)) path.push(...route(hexes, path[path.length - 1], hexOf(s), stepCost).slice(1));
    path.slice(1).forEach((i, k) => links.set(pairOf(hexes[path[k]].label, hexes[i].label), 'road'));
    return path;
  });

  // ---- Rivers: walk the corner lattice towards each point in turn, until a corner touches the sea ----
  const sides = new Map(), riverLines = [];
  for (const river of rivers) {
    const targets = river.through.map(project);
    const nearestVertex = (p) => [...vertices.values()].reduce((a, b) => (Math.hypot(b.x - p[0], b.y - p[1]) < Math.hypot(a.x - p[0], a.y - p[1]) ? b : a));
    const walk = [nearestVertex(targets[0])];
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

  return { hexes, byLabel, at, outline, town, cdPositions, beachHexes, links, roadLines, sides, riverLines };
}
