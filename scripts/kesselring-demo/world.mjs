// The Kesselring's War demo's world as data: land and sea per hex (a hex is land when most of it is),
// which land it belongs to, terrain in the ruleset's palette ids (open, rough, mountain, volcano,
// sea), roads as links between neighbouring hexes, rivers along hexsides, the Strait of Messina and
// the all-sea hexsides between land hexes the water parts. The only randomness is the relief noise,
// drawn from the seeded PRNG passed in.
import { pairKey, within } from '../lib/geometry.mjs';
import { landProbes, layRoads, paintRelief, walkRivers } from '../lib/hexWorld.mjs';
import { valueNoise } from '../lib/mapArt.mjs';
import { DY, HEIGHT, WIDTH, buildGrid, pointAt } from './grid.mjs';
import { coasts, fixedTerrain, places, plains, ridges, rivers, roads, strait } from './places.mjs';

export function buildWorld(rand) {
  const grid = buildGrid();
  const { hexes, byLabel, vertices, edgeHexes } = grid;
  const at = (label) => hexes[byLabel.get(label)];
  const outlines = Object.fromEntries(Object.entries(coasts).map(([land, points]) => [land, points.map(([c, r]) => pointAt(c, r))]));
  const landAt = (p) => Object.keys(outlines).find((land) => within(outlines[land], p)) ?? null;
  const relief = valueNoise(rand, WIDTH, HEIGHT, 150);

  // ---- Land and sea: the centre and six points part-way to the corners, four of seven on land ----
  for (const h of hexes) {
    const probes = landProbes(h);
    h.land = probes.filter((p) => landAt(p)).length >= 4 ? landAt([h.x, h.y]) ?? landAt(probes.find((p) => landAt(p))) : null;
  }
  // ---- Relief: mountains along the ridges, rough ground round them and where the noise rises ----
  const ridgeLines = ridges.map((r) => ({ ...r, points: r.points.map(([c, row]) => pointAt(c, row)) }));
  const plainDiscs = plains.map(([c, row, radius]) => ({ at: pointAt(c, row), radius }));
  paintRelief(hexes, { ridges: ridgeLines, plains: plainDiscs, noise: relief, lift: 0.9, unit: DY }, (h, height, inPlain) => {
    if (height > 0) return 'mountain';
    return !inPlain && (height > -1.25 || relief(h.x + 700, h.y + 300) > 0.66) ? 'rough' : 'open';
  });
  for (const [label, terrain] of Object.entries(fixedTerrain)) at(label).terrain = terrain;
  for (const p of places) if (!at(p.hex).land) throw new Error(`${p.name} (${p.hex}) is at sea`);

  // ---- Roads: stop to stop over land; mountains cost most, the volcano is avoided, and a road
  // already laid is cheap, so later roads join the earlier ones where they meet ----
  const entry = { open: 1, rough: 2, mountain: 3.5, volcano: Infinity, sea: Infinity };
  const { links, roadLines } = layRoads(hexes, roads.map((stops) => stops.map((s) => byLabel.get(s))), entry);

  // ---- Rivers: walk the corner lattice towards each point in turn, until a corner touches the sea ----
  const { sides, riverLines } = walkRivers(rivers.map((r) => ({ name: r.name, targets: r.through.map(([c, row]) => pointAt(c, row)) })), grid);

  // ---- The Strait of Messina, and all-sea hexsides: land hexes whose shared side is water ----
  sides.set(pairKey(...strait), 'strait');
  for (const h of hexes) {
    if (!h.land) continue;
    for (const n of h.neighbours.map((i) => hexes[i])) {
      if (!n.land || h.label > n.label || sides.get(pairKey(h.label, n.label)) === 'strait') continue;
      const mid = [(h.x + n.x) / 2, (h.y + n.y) / 2];
      if (h.land !== n.land || !landAt(mid)) sides.set(pairKey(h.label, n.label), 'all-sea');
    }
  }
  for (const [pair, feature] of sides) if (feature === 'all-sea' && links.has(pair)) throw new Error(`a road crosses the all-sea hexside ${pair}`);

  return { hexes, byLabel, at, vertices, edgeHexes, outlines, links, roadLines, sides, riverLines };
}

/** Land hexes of one land ('mainland', 'sicily', 'sardinia'), in label order. */
export const landHexes = (world, land) => world.hexes.filter((h) => h.land === land).map((h) => h.label);
