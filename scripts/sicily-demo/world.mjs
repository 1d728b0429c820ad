// The Sicily demo's world as data: land and sea per hex (a hex is land when a good part of it is), terrain
// in our palette ids (clear, hills, mountain, sea), the towns, beaches and coast defence positions
// by hex, roads as links between neighbouring hexes and rivers along hexsides. The only randomness
// is the relief noise, drawn from the seeded PRNG passed in.
import { within } from '../lib/geometry.mjs';
import { landProbes, layRoads, paintRelief, walkRivers } from '../lib/hexWorld.mjs';
import { valueNoise } from '../lib/mapArt.mjs';
import { DY, HEIGHT, WIDTH, buildGrid, project } from './grid.mjs';
import { beaches, cdPoints, coast, hills, places, plains, rivers, roads } from './places.mjs';

export function buildWorld(rand) {
  const grid = buildGrid();
  const { hexes, byLabel, nearest } = grid;
  const at = (label) => hexes[byLabel.get(label)];
  const outline = coast.map(project);
  const isLand = (p) => within(outline, p);
  const relief = valueNoise(rand, WIDTH, HEIGHT, 140);

  // ---- Land and sea: the centre and six points part-way to the corners, three of seven on land ----
  for (const h of hexes) {
    h.land = landProbes(h).filter(isLand).length >= 3;
    h.coastal = false;
  }
  for (const h of hexes) h.coastal = h.land && h.neighbours.some((i) => !hexes[i].land);

  // ---- Relief: hills round the Iblei and Caltagirone, a mountain at Monte Lauro, noise elsewhere ----
  const ridgeLines = hills.map((r) => ({ ...r, points: r.points.map(project) }));
  const peaks = hills.filter((r) => r.peak).map((r) => nearest(project(r.peak)));
  const plainDiscs = plains.map(([p, radius]) => ({ at: project(p), radius }));
  paintRelief(hexes, { ridges: ridgeLines, plains: plainDiscs, noise: relief, lift: 0.8, unit: DY }, (h, height, inPlain) =>
    peaks.includes(h) ? 'mountain' : !inPlain && (height > 0 || relief(h.x + 500, h.y + 260) > 0.72) ? 'hills' : 'clear');

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
  const entry = { clear: 1, hills: 2, mountain: 4, sea: Infinity };
  const hexOf = (name) => byLabel.get([...town].find(([, p]) => p.name === name)[0]);
  const { links, roadLines } = layRoads(hexes, roads.map((stops) => stops.map(hexOf)), entry);

  // ---- Rivers: walk the corner lattice towards each point in turn, until a corner touches the sea ----
  const { sides, riverLines } = walkRivers(rivers.map((r) => ({ name: r.name, targets: r.through.map(project) })), grid);

  return { hexes, byLabel, at, outline, town, cdPositions, beachHexes, links, roadLines, sides, riverLines };
}
