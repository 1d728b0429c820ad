#!/usr/bin/env node
// Procedural generator for Sandtable's demo map (original art, no publisher assets).
// Writes assets/demo/map.svg and assets/demo/terrain.json. Output is fully deterministic:
// every random choice comes from one seeded PRNG, consumed in a fixed order.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, reliefMarks, valueNoise } from './lib/mapArt.mjs';

// ---- Geometry (other code depends on these exact numbers) ----
const COLS = 32, ROWS = 22, R = 40;
const DX = 1.5 * R, DY = Math.sqrt(3) * R;
const ORIGIN_X = 60, ORIGIN_Y = 60;
const WIDTH = Math.ceil(ORIGIN_X + (COLS - 1) * DX + R + 20);
const HEIGHT = Math.ceil(ORIGIN_Y + (ROWS - 1) * DY + DY / 2 + DY / 2 + 20);
const SEED = 0x5a4d7ab1;

const rand = mulberry32(SEED);

const r1 = (v) => Math.round(v * 10) / 10; // 1 decimal keeps the SVG small
const hexLabel = (c, r) => String(c + 1).padStart(2, '0') + String(r + 1).padStart(2, '0');
const centreOf = (c, r) => [ORIGIN_X + c * DX, ORIGIN_Y + r * DY + (c & 1 ? DY / 2 : 0)];
const cornersOf = (x, y) =>
  Array.from({ length: 6 }, (_, i) => [x + R * Math.cos((i * Math.PI) / 3), y + R * Math.sin((i * Math.PI) / 3)]);
// Corner x values are whole numbers and y values are multiples of DY/2, so this key is exact
// and shared corners of neighbouring hexes always collapse onto one vertex.
const vertexKey = ([x, y]) => `${Math.round(x)},${Math.round((y - ORIGIN_Y) / (DY / 2))}`;

// ---- Smoothed value noise, summed in octaves ----
const valueNoiseOf = (cell) => valueNoise(rand, WIDTH, HEIGHT, cell);
function fractalNoise(octaves) {
  const layers = octaves.map(([cell, weight]) => [valueNoiseOf(cell), weight]);
  const total = octaves.reduce((s, [, w]) => s + w, 0);
  return (x, y) => layers.reduce((s, [n, w]) => s + n(x, y) * w, 0) / total;
}
const elevationNoise = fractalNoise([[360, 0.5], [170, 0.32], [90, 0.18]]);
const moistureNoise = fractalNoise([[240, 0.6], [110, 0.4]]);

// ---- Hexes, neighbours (odd columns sit half a hex lower: "odd-q" layout) ----
const hexes = [];
const indexOf = (c, r) => (c < 0 || r < 0 || c >= COLS || r >= ROWS ? -1 : c * ROWS + r);
for (let c = 0; c < COLS; c++)
  for (let r = 0; r < ROWS; r++) {
    const [x, y] = centreOf(c, r);
    hexes.push({ c, r, x, y, label: hexLabel(c, r), corners: cornersOf(x, y) });
  }
function neighbours(h) {
  const s = h.c & 1; // odd columns' side neighbours are one row further down
  const offsets = [[0, -1], [0, 1], [-1, s - 1], [-1, s], [1, s - 1], [1, s]];
  return offsets.map(([dc, dr]) => indexOf(h.c + dc, h.r + dr)).filter((i) => i >= 0);
}
const cube = (h) => [h.c, h.r - (h.c - (h.c & 1)) / 2];
function hexDistance(a, b) {
  const [ax, az] = cube(a), [bx, bz] = cube(b);
  return Math.max(Math.abs(ax - bx), Math.abs(az - bz), Math.abs(ax + az - bx - bz));
}

// ---- Terrain: elevation rises to the north, a basin sinks to the south-west for the lagoon ----
for (const h of hexes) {
  const north = 1 - h.r / (ROWS - 1);
  const fromSW = Math.hypot((h.c / (COLS - 1)) * 1.3, north);
  const basin = 0.7 * Math.max(0, 1 - fromSW / 0.58);
  h.elev = 0.62 * elevationNoise(h.x, h.y) + 0.5 * north ** 1.1 - basin;
  h.moist = moistureNoise(h.x + 5000, h.y);
}
function classify(h) {
  if (h.elev < 0.13) return 'lake';
  if (h.elev < 0.27 && h.moist > 0.46) return 'marsh';
  if (h.elev > 0.76) return 'alpine';
  if (h.elev > 0.6) return h.moist > 0.66 ? 'forest' : 'mountain';
  if (h.moist > 0.6) return 'forest';
  return h.elev > 0.47 ? 'rough' : 'clear';
}
for (const h of hexes) h.terrain = classify(h);
// Majority filter: a hex mostly surrounded by one other terrain adopts it. This removes the
// salt-and-pepper speckle that raw thresholds leave along band edges.
for (let pass = 0; pass < 2; pass++) {
  const next = hexes.map((h) => {
    const counts = {};
    for (const n of neighbours(h)) counts[hexes[n].terrain] = (counts[hexes[n].terrain] ?? 0) + 1;
    const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    return count >= 4 || !counts[h.terrain] ? best : h.terrain;
  });
  hexes.forEach((h, i) => (h.terrain = next[i]));
}
// Only the lagoon connected to the south-west corner stays water; stray inland pools become marsh.
const seaReached = new Set([indexOf(0, ROWS - 1)]);
for (const queue = [...seaReached]; queue.length; )
  for (const n of neighbours(hexes[queue.pop()]))
    if (hexes[n].terrain === 'lake' && !seaReached.has(n)) seaReached.add(n), queue.push(n);
for (const [i, h] of hexes.entries()) if (h.terrain === 'lake' && !seaReached.has(i)) h.terrain = 'marsh';

// ---- Hexside graph: rivers run along hex edges, so walk the corner-to-corner lattice ----
const vertices = new Map();
const edgeKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const edgeHexes = new Map(); // hexside -> the (one or two) hexes it separates
for (const [i, h] of hexes.entries()) {
  h.vkeys = h.corners.map(vertexKey);
  h.corners.forEach((p, k) => {
    const v = vertices.get(h.vkeys[k]) ?? { x: p[0], y: p[1], hexes: [], adj: new Set() };
    v.hexes.push(i);
    v.adj.add(h.vkeys[(k + 1) % 6]).add(h.vkeys[(k + 5) % 6]);
    vertices.set(h.vkeys[k], v);
    const e = edgeKey(h.vkeys[k], h.vkeys[(k + 1) % 6]);
    edgeHexes.set(e, [...(edgeHexes.get(e) ?? []), i]);
  });
}
const vertexElev = (v) => v.hexes.reduce((s, i) => s + hexes[i].elev, 0) / v.hexes.length;
const riverVertices = new Set();
const riverEdges = new Set();
// Rivers only ever move down or sideways (never up), and never sideways twice in a row, so each
// walk is guaranteed to reach the lagoon, the south edge or an earlier river (a confluence).
function traceRiver(startX, targetX) {
  const tops = [...vertices.entries()].filter(([, v]) => v.y < ORIGIN_Y - DY / 4);
  let [key] = tops.sort((a, b) => Math.abs(a[1].x - startX) - Math.abs(b[1].x - startX))[0];
  const path = [key];
  let wasSideways = false;
  for (;;) {
    const v = vertices.get(key);
    if (path.length > 1 && (riverVertices.has(key) || v.hexes.some((i) => hexes[i].terrain === 'lake'))) break;
    const options = [...v.adj].filter((k) => {
      const n = vertices.get(k);
      return n.y > v.y + 1 || (!wasSideways && Math.abs(n.y - v.y) < 1 && n.x > 30 && n.x < WIDTH - 30);
    });
    if (!options.some((k) => vertices.get(k).y > v.y + 1)) break; // reached the south edge
    const score = (k) => {
      const n = vertices.get(k);
      const drift = Math.abs(n.x - targetX(n.y)) / 450; // keep the valley heading for its outlet
      return vertexElev(n) + drift + rand() * 0.35;
    };
    const next = options.map((k) => [k, score(k)]).sort((a, b) => a[1] - b[1])[0][0];
    wasSideways = Math.abs(vertices.get(next).y - v.y) < 1;
    path.push(next);
    key = next;
  }
  path.forEach((k) => riverVertices.add(k));
  path.slice(1).forEach((k, i) => riverEdges.add(edgeKey(path[i], k)));
  return path.map((k) => [r1(vertices.get(k).x), r1(vertices.get(k).y)]);
}
const rivers = [
  traceRiver(ORIGIN_X + 11 * DX, (y) => ORIGIN_X + (11 - 7 * (y / HEIGHT)) * DX), // bends west into the lagoon
  traceRiver(ORIGIN_X + 22 * DX, (y) => ORIGIN_X + (22 - 2 * (y / HEIGHT)) * DX), // runs south off the map
];
const riverSideHexes = new Set([...riverEdges].flatMap((e) => edgeHexes.get(e)));
// Rivers carve valleys: their banks drop one step, opening routes and town sites into the mountains.
const CARVED = { alpine: 'mountain', mountain: 'rough' };
for (const i of riverSideHexes) hexes[i].terrain = CARVED[hexes[i].terrain] ?? hexes[i].terrain;

// ---- Settlements: favour open, low ground beside rivers, spaced out so each has its own valley ----
const CITY_NAMES = ['Valdrossa', 'Pontelungo'];
const TOWN_NAMES = ['Castelbrina', 'Sassofreddo', 'Brenzolo', 'Malvenda', 'Orvignano', 'Pievescura', 'Cavrasco'];
const SITE_VALUE = { clear: 3, rough: 1.6, forest: 1.2, mountain: 0.4 };
function siteScore(h) {
  if (!(h.terrain in SITE_VALUE) || h.c === 0 || h.r === 0 || h.c === COLS - 1 || h.r === ROWS - 1) return -Infinity;
  return SITE_VALUE[h.terrain] + (riverSideHexes.has(indexOf(h.c, h.r)) ? 1.5 : 0) - h.elev + rand() * 0.8;
}
const scored = hexes.map((h, i) => [i, siteScore(h)]).sort((a, b) => b[1] - a[1]);
const settlements = [];
function place(kind, name, accept, minGap) {
  const pick = scored.find(([i, s]) => s > -Infinity && accept(hexes[i]) &&
    settlements.every((t) => hexDistance(hexes[t.index], hexes[i]) >= minGap));
  if (pick) settlements.push({ index: pick[0], hex: hexes[pick[0]].label, name, kind });
}
const south = (h) => h.r >= ROWS * 0.5;
const plainBand = (h) => h.r >= ROWS * 0.55 && h.r <= ROWS * 0.8; // keeps the railway a west-east trunk
place('city', CITY_NAMES[0], (h) => plainBand(h) && h.c < COLS / 2, 6);
place('city', CITY_NAMES[1], (h) => plainBand(h) && h.c >= COLS / 2, 6);

// ---- Transport: cheapest hex-to-hex paths (Dijkstra), with bridges and mountains discouraged ----
const MOVE_COST = { clear: 1, rough: 2, forest: 2, marsh: 4, mountain: 5, alpine: 14, lake: Infinity };
const usedByRail = new Set();
function route(from, to, mountainFactor, avoid) {
  const dist = new Map([[from, 0]]), prev = new Map(), done = new Set();
  while (!done.has(to)) {
    let cur = -1;
    for (const [i, d] of dist) if (!done.has(i) && (cur < 0 || d < dist.get(cur))) cur = i;
    if (cur < 0) return [];
    done.add(cur);
    for (const n of neighbours(hexes[cur])) {
      const t = hexes[n].terrain;
      const bridge = riverEdges.has(edgeKey(...hexes[cur].vkeys.filter((k) => hexes[n].vkeys.includes(k)))) ? 3 : 0;
      const step = MOVE_COST[t] * (t === 'mountain' || t === 'alpine' ? mountainFactor : 1) + bridge + (avoid.has(n) ? 1.5 : 0);
      if (dist.get(cur) + step < (dist.get(n) ?? Infinity)) dist.set(n, dist.get(cur) + step), prev.set(n, cur);
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0]));
  return path;
}
const asLine = (path) => path.map((i) => [r1(hexes[i].x), r1(hexes[i].y)]);
// Railway: a west-east trunk from the lagoon city through the other city and on off the east edge.
// Plain towns are then sited along it as stations, so the line need not detour to reach them.
const [cityWest, cityEast] = settlements.map((s) => s.index);
const railStops = [cityWest, cityEast, indexOf(COLS - 1, hexes[cityEast].r)];
const railway = railStops.slice(1).flatMap((to, k) => {
  const leg = route(railStops[k], to, 3, new Set());
  return k === 0 ? leg : leg.slice(1);
});
railway.forEach((i) => usedByRail.add(i));
TOWN_NAMES.forEach((name, k) =>
  place('town', name, (h) => (k < 3 ? !south(h) : usedByRail.has(indexOf(h.c, h.r))), k < 3 ? 5 : 3));
// Roads: each mountain town is linked down-valley to the nearest settlement south of it.
const roads = settlements.filter((s) => !south(hexes[s.index])).map((s) => {
  const h = hexes[s.index];
  const target = settlements.filter((t) => hexes[t.index].r > h.r)
    .sort((a, b) => hexDistance(h, hexes[a.index]) - hexDistance(h, hexes[b.index]))[0];
  return route(s.index, target.index, 1, usedByRail);
});

// ---- SVG drawing ----
const STYLE = {
  clear: { fill: '#e7e5c0', name: 'Clear' },
  rough: { fill: '#d9bf8b', name: 'Rough / hills' },
  forest: { fill: 'url(#forest)', name: 'Forest' },
  marsh: { fill: 'url(#marsh)', name: 'Marsh' },
  mountain: { fill: '#b3a28c', name: 'Mountain' },
  alpine: { fill: '#eef0f0', name: 'Alpine' },
  lake: { fill: 'url(#water)', name: 'Lake / sea' },
};
const SYMBOLS = reliefMarks;
const symbolDefs = Object.entries(SYMBOLS).flatMap(([t, variants]) => variants.map((d, k) =>
  t === 'alpine'
    ? `<path id="${t}${k}" d="${d}" fill="#c8cdd4" stroke="#6f7680" stroke-width="1.4" stroke-linejoin="round"/>`
    : `<path id="${t}${k}" d="${d}" fill="none" stroke="${t === 'rough' ? '#a07f49' : '#64523f'}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`));
const hexPath = 'M' + cornersOf(0, 0).map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L') + 'Z';
const polyline = (pts) => 'M' + pts.map(([x, y]) => `${x} ${y}`).join('L');
const use = (id, x, y, extra = '') => `<use href="#${id}" x="${r1(x)}" y="${r1(y)}"${extra}/>`;

const terrainLayers = Object.entries(STYLE).map(([t, s]) => {
  const uses = hexes.filter((h) => h.terrain === t).map((h) => use('hex', h.x, h.y)).join('');
  // A same-colour stroke hides the hairline seams anti-aliasing leaves between adjacent fills.
  return `<g fill="${s.fill}" stroke="${s.fill}" stroke-width="1.2">${uses}</g>`;
});
const symbolLayer = hexes.filter((h) => SYMBOLS[h.terrain])
  .map((h) => use(`${h.terrain}${Math.floor(rand() * 3)}`, h.x, h.y + 4)).join('');
// Draw each hexside once (one path), so semi-transparent grid lines don't darken where edges overlap.
const gridEdges = new Set(), coastEdges = [];
let gridPath = '';
for (const [e, owners] of edgeHexes) {
  const [a, b] = e.split('|').map((k) => vertices.get(k));
  if (!gridEdges.has(e)) gridPath += `M${r1(a.x)} ${r1(a.y)}L${r1(b.x)} ${r1(b.y)}`;
  gridEdges.add(e);
  const water = owners.map((i) => hexes[i].terrain === 'lake');
  if (owners.length === 2 && water[0] !== water[1]) coastEdges.push(`M${r1(a.x)} ${r1(a.y)}L${r1(b.x)} ${r1(b.y)}`);
}
function settlementMark(s) {
  const { x, y } = hexes[s.index];
  const blocks = s.kind === 'city'
    ? [[-13, -9, 12, 10], [0, -12, 12, 13], [-9, 2, 11, 10], [3, 2, 10, 8]] // a cluster of city blocks
    : [[-7, -7, 14, 14]];
  const rects = blocks.map(([bx, by, w, h]) => `<rect x="${r1(x + bx)}" y="${r1(y + by)}" width="${w}" height="${h}"/>`).join('');
  const size = s.kind === 'city' ? 15 : 12.5;
  const name = s.kind === 'city' ? s.name.toUpperCase() : s.name;
  return `${rects}<text class="name" x="${r1(x)}" y="${r1(y + 28)}" font-size="${size}">${name}</text>`;
}
// Cartouche and key sit over the open lagoon in the south-west, where they hide no playable land.
function legend() {
  const x0 = 32, y0 = HEIGHT - 300;
  const entries = Object.entries(STYLE).map(([t, s], k) => {
    const ex = x0 + 22 + (k % 2) * 190, ey = y0 + 98 + Math.floor(k / 2) * 34;
    const mark = SYMBOLS[t] ? `<use href="#${t}0" transform="translate(${ex} ${ey + 3}) scale(.4)"/>` : '';
    return `<use href="#hex" transform="translate(${ex} ${ey}) scale(.36)" fill="${s.fill}" stroke="#444" stroke-width="2"/>${mark}` +
      `<text class="key" x="${ex + 24}" y="${ey + 4}">${s.name}</text>`;
  });
  const lines = [['River', `stroke="#2f6fb8" stroke-width="5"`], ['Road', `stroke="#9b2a1e" stroke-width="3.5" stroke-dasharray="10 5"`],
    ['Railway', `stroke="#151515" stroke-width="3"`]].map(([name, attrs], k) => {
    const ey = y0 + 98 + 4 * 34 + 2, ex = x0 + 22 + k * 128;
    const ties = name === 'Railway' ? `<path d="M${ex - 14} ${ey}h30" stroke="#151515" stroke-width="10" stroke-dasharray="2 8"/>` : '';
    return `<path d="M${ex - 14} ${ey}h30" ${attrs}/>${ties}<text class="key" x="${ex + 22}" y="${ey + 4}">${name}</text>`;
  });
  const [tx, ty] = [x0 + 212, y0 + 98 + 3 * 34]; // the free slot beside "Lake / sea"
  lines.push(`<g fill="#262626"><rect x="${tx - 16}" y="${ty - 6}" width="11" height="11"/><rect x="${tx}" y="${ty - 7}" width="7" height="7"/>` +
    `<rect x="${tx + 8}" y="${ty - 8}" width="7" height="8"/><rect x="${tx + 3}" y="${ty + 1}" width="8" height="6"/></g>` +
    `<text class="key" x="${tx + 24}" y="${ty + 4}">Town / City</text>`);
  return `<g><rect x="${x0}" y="${y0}" width="396" height="${HEIGHT - y0 - 32}" rx="6" fill="#f6f1df" stroke="#3b3328" stroke-width="2.5"/>` +
    `<rect x="${x0 + 6}" y="${y0 + 6}" width="384" height="${HEIGHT - y0 - 44}" rx="3" fill="none" stroke="#3b3328" stroke-width="1"/>` +
    `<text x="${x0 + 198}" y="${y0 + 38}" class="title">Sandtable demo — Valli del Nord <tspan class="sub">(original art)</tspan></text>` +
    `<text x="${x0 + 198}" y="${y0 + 62}" class="key" text-anchor="middle">Procedurally generated · seed ${SEED.toString(16)} · not a real place</text>` +
    `<path d="M${x0 + 20} ${y0 + 76}h356" stroke="#3b3328" stroke-width="1"/>${entries.join('')}${lines.join('')}</g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>.n{font:10px sans-serif;fill:#404040;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-opacity:.6;stroke-width:2.5;stroke-linejoin:round}
.name{font-family:sans-serif;font-weight:bold;fill:#1c1c1c;text-anchor:middle;paint-order:stroke;stroke:#fbf8ec;stroke-width:3.5;stroke-linejoin:round}
.title{font:bold 19px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 14px serif}.key{font:12px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${hexPath}"/>${symbolDefs.join('')}
<pattern id="forest" width="16" height="14" patternUnits="userSpaceOnUse"><rect width="16" height="14" fill="#7aa564"/><circle cx="4" cy="4" r="2.4" fill="#4d7d40"/><circle cx="12" cy="11" r="2.4" fill="#4d7d40"/></pattern>
<pattern id="marsh" width="18" height="12" patternUnits="userSpaceOnUse"><rect width="18" height="12" fill="#c3dccc"/><path d="M2 4h7M11 10h6" stroke="#4a8c88" stroke-width="1.5"/></pattern>
<pattern id="water" width="40" height="24" patternUnits="userSpaceOnUse"><rect width="40" height="24" fill="#9fc5df"/><path d="M4 8q4-3 8 0t8 0M24 20q4-3 8 0t8 0" fill="none" stroke="#c2dbeb" stroke-width="1.2"/></pattern></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3eedd"/>
${terrainLayers.join('\n')}
<g>${symbolLayer}</g>
<path d="${coastEdges.join('')}" fill="none" stroke="#4f86b8" stroke-width="2.5" stroke-linecap="round"/>
<path d="${gridPath}" fill="none" stroke="#1e1e1e" stroke-opacity=".42" stroke-width="1"/>
<g fill="none" stroke="#2f6fb8" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${rivers.map((p) => `<path d="${polyline(p)}"/>`).join('')}</g>
<g fill="none" stroke="#9b2a1e" stroke-width="3.5" stroke-dasharray="10 5" stroke-linejoin="round">${roads.map((p) => `<path d="${polyline(asLine(p))}"/>`).join('')}</g>
<g fill="none" stroke="#151515" stroke-linejoin="round"><path d="${polyline(asLine(railway))}" stroke-width="3"/><path d="${polyline(asLine(railway))}" stroke-width="10" stroke-dasharray="1.8 8" stroke-linejoin="bevel"/></g>
<g class="n">${hexes.map((h) => `<text x="${r1(h.x)}" y="${r1(h.y - DY / 2 + 12)}">${h.label}</text>`).join('')}</g>
<g fill="#262626" stroke="#fbf8ec" stroke-width="1.5">${settlements.map(settlementMark).join('')}</g>
${legend()}
<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" fill="none" stroke="#3b3328" stroke-width="3"/>
</svg>
`;

// ---- terrain.json: the machine-readable twin of the art, for rules features ----
const terrainData = {
  columns: COLS,
  rows: ROWS,
  hexes: Object.fromEntries(hexes.map((h) => [h.label, h.terrain])),
  towns: settlements.map(({ hex, name, kind }) => ({ hex, name, kind })),
  rivers,
};
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'map.svg'), svg);
writeFileSync(join(outDir, 'terrain.json'), JSON.stringify(terrainData, null, 1) + '\n');
const counts = {};
for (const h of hexes) counts[h.terrain] = (counts[h.terrain] ?? 0) + 1;
console.log(`map.svg ${WIDTH}x${HEIGHT}, ${(svg.length / 1024).toFixed(0)} KiB; terrain`, counts);
