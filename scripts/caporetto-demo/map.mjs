// The Caporetto demo's world as data: terrain per hex (Caporetto's palette ids), rivers, lakes,
// the coast, railroads with their bridges, the 1914 border and the front of 24 October 1917.
// Every random choice comes from the one seeded PRNG passed in, consumed in a fixed order.
import { pairKey } from '../lib/geometry.mjs';
import { r1 } from '../lib/svg.mjs';
import { DX, DY, ORIGIN_X, ORIGIN_Y, WIDTH, buildSheet, curve, indexOf, sharedEdge, valueNoise } from './geo.mjs';
import { austrianIn1914, fixedTerrain, heights, heldByCentralPowers, lakeSides, places, railways, rivers } from './places.mjs';

/** Row of the coast by column (south of it is sea), and the Istrian shore closing the gulf. */
const coastRow = curve([[0, 18.6], [3, 17.7], [5, 17], [6, 16.8], [7, 16], [8, 15.2], [10, 14.3], [12, 13.5], [14, 12.9], [15.5, 12.4], [16.5, 12], [17.5, 11.9], [18.5, 12.5], [19.5, 13.5], [20.5, 14.2]]);
const istriaCol = curve([[12, 24], [12.6, 19.7], [14, 19.4], [16, 19], [18, 18.6]]);
/** Row where the mountains give way to the plain, by column. */
const footRow = curve([[0, 10.3], [2, 9.8], [4, 8.8], [6, 8.2], [8, 7.6], [10, 7.2], [12, 6.2], [13.5, 5.6], [15, 6.2], [16, 6.8], [17, 7.6], [19, 8.6], [23, 9.2]]);

const rowOf = (h) => h.r + (h.c % 2 === 0 ? 0.5 : 0); // the fractional row of a hex centre

export function buildWorld(rand) {
  const { hexes, vertices, edgeHexes } = buildSheet();
  const at = ([c, r]) => hexes[indexOf(c, r)];
  const relief = valueNoise(rand, 150), moisture = valueNoise(rand, 120);
  const placeAt = new Map(places.map((p) => [indexOf(...p.at), p]));

  // ---- Terrain: sea, then height above the foot of the mountains, then the coast's lagoons ----
  for (const [i, h] of hexes.entries()) {
    const y = rowOf(h);
    h.sea = !placeAt.has(i) && y > coastRow(h.c) && h.c < istriaCol(y);
    const d = footRow(h.c) - y + (relief(h.x, h.y) - 0.5) * 2.4;
    if (h.sea) h.terrain = 'sea';
    else if (d >= 5) h.terrain = 'alpine';
    else if (d >= 1.7) h.terrain = 'mountain';
    else if (d >= 0.1) h.terrain = 'rough';
    else if (h.c >= 18 && y >= 9) h.terrain = relief(h.x + 900, h.y) > 0.42 ? 'rough' : 'clear'; // the Karst
    else h.terrain = relief(h.x + 2000, h.y + 700) > 0.8 ? 'rough' : 'clear';
  }
  for (const [i, h] of hexes.entries()) {
    if (h.sea || h.c < 4 || h.c > 17 || placeAt.has(i)) continue;
    const byTheSea = h.neighbours.some((n) => hexes[n].sea);
    if (byTheSea ? moisture(h.x, h.y) > 0.22 : rowOf(h) > coastRow(h.c) - 2.2 && moisture(h.x, h.y) > 0.62) h.terrain = 'marsh';
  }

  // ---- Rivers walk the corner lattice, down or sideways (never sideways twice), to the sea ----
  const riverEdges = new Map(); // lattice edge -> river name
  const riverLines = rivers.map((river) => {
    const guideCol = curve(river.guide);
    const guideX = (y) => ORIGIN_X + guideCol((y - ORIGIN_Y) / DY - 0.25) * DX;
    const [startRow, startCol] = river.guide[0];
    const sx = ORIGIN_X + startCol * DX, sy = ORIGIN_Y + (startRow - 0.5) * DY; // row 0 starts at the map's top edge
    const fromStart = (v) => Math.hypot(v.x - sx, v.y - sy);
    let key = [...vertices.values()].sort((a, b) => fromStart(a) - fromStart(b))[0].key;
    const path = [key];
    let wasSideways = false;
    for (;;) {
      const v = vertices.get(key);
      if (v.hexes.some((i) => hexes[i].sea)) break;
      const options = [...v.adj].filter((k) => {
        const n = vertices.get(k);
        return n.y > v.y + 1 || (!wasSideways && Math.abs(n.y - v.y) < 1 && n.x > 30 && n.x < WIDTH - 30);
      });
      if (!options.some((k) => vertices.get(k).y > v.y + 1)) break; // the south edge
      const score = (k) => Math.abs(vertices.get(k).x - guideX(vertices.get(k).y)) + rand() * 6;
      const next = options.map((k) => [k, score(k)]).sort((a, b) => a[1] - b[1])[0][0];
      wasSideways = Math.abs(vertices.get(next).y - v.y) < 1;
      path.push(next);
      key = next;
    }
    path.slice(1).forEach((k, i) => riverEdges.set(pairKey(path[i], k), river.name));
    return { name: river.name, points: path.map((k) => [r1(vertices.get(k).x), r1(vertices.get(k).y)]) };
  });
  // Rivers carve valleys: their banks drop one step, opening routes into the mountains.
  const CARVED = { alpine: 'mountain', mountain: 'rough' };
  for (const e of riverEdges.keys()) for (const i of edgeHexes.get(e)) hexes[i].terrain = CARVED[hexes[i].terrain] ?? hexes[i].terrain;
  for (const [key, t] of Object.entries(fixedTerrain)) at(key.split(',').map(Number)).terrain = t;
  for (const p of places) if (at(p.at).terrain === 'sea' || at(p.at).terrain === 'alpine') at(p.at).terrain = 'clear';
  for (const hgt of heights) at(hgt.at).terrain = 'dominant';
  for (const h of hexes) h.sea = h.terrain === 'sea';

  // ---- Hexsides: rivers, lake shores, the all-sea strait around Venice, the 1914 border ----
  const sides = new Map(); // "i|j" (i < j) -> feature
  const landPair = (owners) => owners.length === 2 && owners.every((i) => !hexes[i].sea);
  for (const [e, owners] of edgeHexes) {
    if (!landPair(owners)) continue;
    const [a, b] = owners.map((i) => hexes[i]);
    if (riverEdges.has(e)) sides.set(pairKey(...owners), 'river');
    else if (austrianIn1914(a.c, a.r) !== austrianIn1914(b.c, b.r)) sides.set(pairKey(...owners), 'border');
  }
  for (const [p, q] of lakeSides) sides.set(pairKey(indexOf(...p), indexOf(...q)), 'lake');
  const venice = indexOf(...places.find((p) => p.name === 'Venezia').at);
  const mestre = indexOf(...places.find((p) => p.name === 'Mestre').at);
  for (const n of hexes[venice].neighbours)
    if (n !== mestre && !hexes[n].sea) sides.set(pairKey(venice, n), 'all-sea'); // only the causeway reaches the city

  // ---- Railroads: cheapest hex paths between stations, shy of rivers, peaks and marsh ----
  const COST = { clear: 1, rough: 1.6, marsh: 2.6, mountain: 5, alpine: 40, dominant: 40, sea: Infinity };
  function route(from, to) {
    const dist = new Map([[from, 0]]), prev = new Map(), done = new Set();
    while (!done.has(to)) {
      let cur = -1;
      for (const [i, d] of dist) if (!done.has(i) && (cur < 0 || d < dist.get(cur))) cur = i;
      done.add(cur);
      for (const n of hexes[cur].neighbours) {
        const side = sides.get(pairKey(cur, n));
        if (side === 'all-sea') continue;
        const step = COST[hexes[n].terrain] + (side === 'river' ? 4 : 0);
        if (dist.get(cur) + step < (dist.get(n) ?? Infinity)) dist.set(n, dist.get(cur) + step), prev.set(n, cur);
      }
    }
    const path = [to];
    while (path[0] !== from) path.unshift(prev.get(path[0]));
    return path;
  }
  const links = new Map(); // "i|j" -> 'railroad'
  const railLines = railways.map((line) => {
    const stops = line.stops.map((s) => indexOf(...s));
    const path = stops.slice(1).flatMap((to, k) => route(stops[k], to).slice(k === 0 ? 0 : 1));
    path.slice(1).forEach((i, k) => links.set(pairKey(path[k], i), 'railroad'));
    return path;
  });
  const bridges = [];
  for (const key of links.keys()) {
    if (sides.get(key) !== 'river') continue;
    sides.set(key, 'bridge');
    const [a, b] = key.split('|').map((i) => hexes[Number(i)]);
    bridges.push({ a, b });
  }

  // ---- The front of 24 October 1917: every land hexside between the two sides' ground ----
  const frontEdges = [];
  for (const [e, owners] of edgeHexes) {
    if (!landPair(owners)) continue;
    const [a, b] = owners.map((i) => hexes[i]);
    if (heldByCentralPowers(a.c, a.r) !== heldByCentralPowers(b.c, b.r)) frontEdges.push(e);
  }
  const borderEdges = [...edgeHexes].filter(([, o]) => landPair(o) && austrianIn1914(hexes[o[0]].c, hexes[o[0]].r) !== austrianIn1914(hexes[o[1]].c, hexes[o[1]].r)).map(([e]) => e);

  return { hexes, vertices, edgeHexes, riverLines, railLines, bridges, sides, links, frontEdges, borderEdges, lakeSides: lakeSides.map(([p, q]) => sharedEdge(at(p), at(q))) };
}

/** Land hexes beside the sea (16.7 naval support reads them). */
export function coastalHexes(world) {
  return world.hexes.filter((h) => !h.sea && h.neighbours.some((n) => world.hexes[n].sea));
}
