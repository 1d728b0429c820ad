// The Operazione C3 demo's world as data: a wavy coast traced round the outlines of places.mjs,
// land and sea per hex (1.3.1: a hex is land when half of it or more is), hills, the roads between
// towns, the Victory Line and a few cliff hexsides. Every random choice comes from the one seeded
// PRNG passed in, consumed in a fixed order.
import { pairKey, within } from '../lib/geometry.mjs';
import { landProbes } from '../lib/hexWorld.mjs';
import { buildSheet, curve, indexOf, pointOf, sharedEdge, valueNoise } from '../caporetto-demo/geo.mjs';
import { cliffs, fixedTerrain, mainIsland, northIsland, places, roads, victoryLineRow } from './places.mjs';

/**
 * A coast drawn from a rough outline: each side is split in two, twice, and every new point pushed
 * sideways by up to a fifth of its side, so no two bays look stamped.
 */
function wavyCoast(outline, rand) {
  let points = outline.map(([c, r]) => pointOf(c, r));
  for (let pass = 0; pass < 2; pass++) {
    points = points.flatMap(([x, y], k) => {
      const [nx, ny] = points[(k + 1) % points.length];
      const along = Math.hypot(nx - x, ny - y), push = (rand() - 0.5) * 0.4 * along;
      return [[x, y], [(x + nx) / 2 - ((ny - y) / along) * push, (y + ny) / 2 + ((nx - x) / along) * push]];
    });
  }
  return points;
}

/** Half the hex or more on land (1.3.1): four of its seven probe points inside a coast. */
function mostlyLand(h, coasts) {
  return landProbes(h).filter((p) => coasts.some((c) => within(c, p))).length >= 4;
}

/** The cheapest chain of land hexes between two hexes; roads already laid are cheap, so roads join. */
function cheapestRoute(hexes, links, from, to) {
  const cost = new Array(hexes.length).fill(Infinity), back = new Array(hexes.length).fill(-1), settled = new Set();
  cost[from] = 0;
  while (!settled.has(to)) {
    let at = -1;
    for (let i = 0; i < hexes.length; i++) if (!settled.has(i) && cost[i] < Infinity && (at < 0 || cost[i] < cost[at])) at = i;
    if (at < 0) throw new Error(`no land route from ${hexes[from].label} to ${hexes[to].label}`);
    settled.add(at);
    for (const n of hexes[at].neighbours) {
      if (hexes[n].terrain === 'sea') continue;
      const step = links.has(pairKey(at, n)) ? 0.4 : hexes[n].terrain === 'hill' ? 2.4 : 1;
      if (cost[at] + step < cost[n]) [cost[n], back[n]] = [cost[at] + step, at];
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(back[path[0]]);
  return path;
}

export function buildWorld(rand) {
  const { hexes, vertices, edgeHexes } = buildSheet();
  const at = ([c, r]) => hexes[indexOf(c, r)];
  const coasts = [wavyCoast(mainIsland, rand), wavyCoast(northIsland, rand)];
  const relief = valueNoise(rand, 110);
  // The west and the north's ridges stand high, the east is low: a bias added to the noise by column.
  const westward = curve([[0, 0.34], [5, 0.34], [8, 0.28], [11, 0.14], [14, -0.04], [17, -0.2], [24, -0.3]]);

  for (const h of hexes) {
    if (!mostlyLand(h, coasts)) h.terrain = 'sea';
    else h.terrain = 0.8 * relief(h.x, h.y) + westward(h.c) > 0.6 ? 'hill' : 'plain';
  }
  // The Great Fault: the ground just south of the Victory Line rises into an escarpment.
  const north = (h) => h.r + (h.c % 2 === 0 ? 0.5 : 0) < victoryLineRow(h.c);
  for (const h of hexes) {
    const belowLine = h.terrain === 'plain' && !north(h) && h.neighbours.some((n) => hexes[n].terrain !== 'sea' && north(hexes[n]));
    if (belowLine && relief(h.x + 500, h.y) > 0.45) h.terrain = 'hill';
  }
  for (const [key, t] of Object.entries(fixedTerrain)) at(key.split(',').map(Number)).terrain = t;
  for (const p of places) if (at(p.at).terrain === 'sea') throw new Error(`${p.name} is at sea`);

  // ---- Roads: from town to town along the stops each road names ----
  const links = new Map();
  const roadLines = roads.map((stops) => {
    const idx = stops.map((s) => indexOf(...s));
    const path = idx.slice(1).flatMap((to, k) => cheapestRoute(hexes, links, idx[k], to).slice(k === 0 ? 0 : 1));
    path.slice(1).forEach((i, k) => links.set(pairKey(path[k], i), 'road'));
    return path;
  });

  // ---- Hexsides: the Victory Line between the north's land and the rest; cliffs ----
  const sides = new Map();
  const lineEdges = [];
  for (const [e, owners] of edgeHexes) {
    if (owners.length !== 2 || owners.some((i) => hexes[i].terrain === 'sea')) continue;
    const [a, b] = owners;
    if (north(hexes[a]) === north(hexes[b])) continue;
    sides.set(pairKey(a, b), 'victory-line');
    lineEdges.push(e);
  }
  const cliffEdges = cliffs.map(([p, q]) => {
    const [a, b] = [indexOf(...p), indexOf(...q)];
    const edge = sharedEdge(hexes[a], hexes[b]);
    if (!edge || links.has(pairKey(a, b))) throw new Error(`no cliff between ${hexes[a].label} and ${hexes[b].label}`);
    sides.set(pairKey(a, b), 'impassable');
    return edge;
  });

  return { hexes, vertices, edgeHexes, coasts, roadLines, links, sides, lineEdges, cliffEdges, north };
}

/** Land hexes beside the sea. */
export function coastalHexes(world) {
  return world.hexes.filter((h) => h.terrain !== 'sea' && h.neighbours.some((n) => world.hexes[n].terrain === 'sea'));
}
