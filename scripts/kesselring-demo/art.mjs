// Draws the Kesselring's War demo map as one SVG: the seas, the coasts of the peninsula, Sicily and
// Sardinia, rough, mountain and volcano hexes with relief marks, rivers, the Strait of Messina and
// the all-sea hexsides, roads, towns and cities, ports, airfields, Objectives, the supply sources,
// the printed grid with CCRR labels, a compass turned to the sheet's north, a scale and a legend.
// Our own art, drawn from the world data.
import { reliefMarks } from '../lib/mapArt.mjs';
import { r1 } from '../caporetto-demo/geo.mjs';
import { DY, HEIGHT, R, WIDTH, pointAt } from './grid.mjs';
import { MONTE_CASSINO, ROMA, SAN_BENEDETTO, places, seaNames } from './places.mjs';

const FILL = { open: '#ece3bb', rough: '#dac596', mountain: '#c3a57e', volcano: '#a4826a' };
const INK = { rough: '#9a7844', mountain: '#5e4632', volcano: '#3e2a1e' };
const RIVER = '#2b7bd0', STRAIT = '#0d47a1', ALL_SEA = '#0b3d91', ROAD = '#9e3b2a';
const NORTH = 64; // degrees the sheet's north is turned clockwise from straight up (the peninsula runs down the map)
const STAR = 'M0-8L2.4-2.5L8.2-2.5L3.6 1.1L5.3 6.9L0 3.4L-5.3 6.9L-3.6 1.1L-8.2-2.5L-2.4-2.5Z';
const VOLCANO = 'M-20 14L-7-9Q0-14 7-9L20 14ZM-4-12q-6-9 2-14q-2 6 5 8q-7 1-7 6';

const at = (x, y) => `x="${r1(x)}" y="${r1(y)}"`;
const use = (id, x, y) => `<use href="#${id}" ${at(x, y)}/>`;
const corner = (h, k) => `${r1(h.corners[k][0])} ${r1(h.corners[k][1])}`;

/** A smooth closed or open path through points: Catmull-Rom segments written as cubic Béziers. */
function smooth(points, closed) {
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

/** The printed grid: each hex draws its upper-left, top and upper-right sides; hexes on the sheet's edge close their outline. */
function gridPath(world) {
  const last = world.hexes[world.hexes.length - 1];
  return world.hexes.map((h) => {
    const edge = h.row === last.row || h.col === last.col || h.col === world.hexes[0].col;
    const ks = edge ? [0, 1, 2, 3, 4, 5, 0] : [3, 4, 5, 0];
    return `M${ks.map((k) => corner(h, k)).join('L')}`;
  }).join('');
}

/** The common side of two neighbouring hexes, as its two corners. */
function sideOf(world, pair) {
  const [a, b] = pair.split('|').map((l) => world.at(l));
  const shared = a.vkeys.map((k, i) => [k, a.corners[i]]).filter(([k]) => b.vkeys.includes(k)).map(([, p]) => p);
  return shared;
}

function settlements(world) {
  const marks = [], names = [];
  for (const p of places) {
    const h = world.at(p.hex);
    if (p.kind) {
      const blocks = p.kind === 'city'
        ? [[-14, -12, 12, 10], [0, -14, 13, 12], [-12, 0, 11, 10], [2, 0, 12, 9]]
        : [[-8, -7, 8, 8], [1, -8, 8, 9], [-5, 2, 10, 7]];
      marks.push(blocks.map(([x, y, w, hh]) => `<rect ${at(h.x + x, h.y + y)} width="${w}" height="${hh}"/>`).join(''));
    }
    if (p.port) marks.push(use('anchor', h.x + 23, h.y - 12));
    if (p.airfield) marks.push(use('airfield', h.x - (p.kind ? 22 : 0), h.y + (p.kind ? 10 : -2)));
    if (p.objective) marks.push(`<path d="${STAR}" transform="translate(${r1(h.x + 22)} ${r1(h.y + 12)})" class="obj"/>`);
    names.push(`<text class="name${p.kind === 'city' ? ' city' : ''}${p.kind ? '' : ' field'}" ${at(h.x, h.y + 28)}>${p.kind === 'city' ? p.name.toUpperCase() : p.name}</text>`);
  }
  for (const hex of [ROMA, SAN_BENEDETTO]) {
    const h = world.at(hex);
    marks.push(`<circle cx="${r1(h.x)}" cy="${r1(h.y)}" r="25" class="source"/>`);
  }
  const abbey = world.at(MONTE_CASSINO);
  marks.push(`<path d="M-7 4V-4L0-9L7-4V4ZM-2 4V-1H2V4" transform="translate(${r1(abbey.x + 21)} ${r1(abbey.y + 12)})" class="abbey"/>`);
  return { marks: marks.join(''), names: names.join('') };
}

/** A compass rose turned to the sheet's north, and a scale bar of 0–150 km (five hexes of 30 km). */
function compassAndScale() {
  const [cx, cy] = pointAt(11, 2.2);
  const rose = `<g transform="translate(${r1(cx)} ${r1(cy)})"><circle r="36" fill="#f6f1df" fill-opacity=".75" stroke="#2c5f8a" stroke-width="1.5"/>` +
    `<g transform="rotate(${NORTH})"><path d="M0-48L7 0L0 8L-7 0Z" fill="#2c5f8a"/><path d="M0 48L7 0L0-8L-7 0Z" fill="#f6f1df" stroke="#2c5f8a"/>` +
    `<path d="M-40 0H40" stroke="#2c5f8a"/><text class="compass" y="-54">N</text></g></g>`;
  const [x0, y0] = pointAt(9.6, 4.3);
  const bars = [0, 1, 2, 3, 4].map((k) => `<rect ${at(x0 + k * DY, y0)} width="${r1(DY)}" height="7" fill="${k % 2 ? '#f6f1df' : '#2c5f8a'}" stroke="#2c5f8a"/>`).join('');
  const ticks = [0, 60, 120, 150].map((km) => `<text class="key" ${at(x0 + (km / 30) * DY, y0 + 22)} text-anchor="middle">${km}</text>`).join('');
  return rose + bars + ticks + `<text class="key" ${at(x0 + 5 * DY + 10, y0 + 8)}>km · one hex is 30 km</text>`;
}

function legend() {
  const [x0, y0] = pointAt(18.4, 11.3), w = 470, h = 352;
  const cell = (k) => [x0 + 30 + (k % 2) * 225, y0 + 84 + Math.floor(k / 2) * 27];
  const swatch = (t) => ([x, y]) => `<use href="#hex" transform="translate(${r1(x)} ${r1(y)}) scale(.32)" fill="${FILL[t]}" stroke="#444" stroke-width="3"/>` +
    (INK[t] ? `<use href="#${t}0" transform="translate(${r1(x)} ${r1(y + 2)}) scale(.36)"/>` : '');
  const line = (cls, extra = '') => ([x, y]) => `<path d="M${x - 15} ${y}h30" class="${cls}"${extra}/>`;
  const entries = [
    ['Open', swatch('open')], ['Rough', swatch('rough')], ['Mountain', swatch('mountain')], ['Volcano', swatch('volcano')],
    ['Sea', ([x, y]) => `<use href="#hex" transform="translate(${x} ${y}) scale(.32)" fill="url(#sea)" stroke="#444" stroke-width="3"/>`],
    ['Road', ([x, y]) => `<path d="M${x - 15} ${y}h30" class="road-case"/><path d="M${x - 15} ${y}h30" class="road"/>`],
    ['River (hexside)', line('river')], ['Strait of Messina', line('strait')], ['All-sea hexside', line('allsea')],
    ['Town', ([x, y]) => `<g class="blocks"><rect x="${x - 8}" y="${y - 7}" width="8" height="8"/><rect x="${x + 1}" y="${y - 8}" width="8" height="9"/><rect x="${x - 5}" y="${y + 2}" width="10" height="7"/></g>`],
    ['City', ([x, y]) => `<g class="blocks"><rect x="${x - 13}" y="${y - 10}" width="12" height="9"/><rect x="${x}" y="${y - 11}" width="12" height="10"/><rect x="${x - 11}" y="${y + 1}" width="11" height="9"/><rect x="${x + 2}" y="${y + 1}" width="11" height="8"/></g>`],
    ['Port', ([x, y]) => use('anchor', x, y)], ['Airfield', ([x, y]) => use('airfield', x, y)],
    ['Objective (3.3)', ([x, y]) => `<path d="${STAR}" transform="translate(${x} ${y})" class="obj"/>`],
    ['Axis supply source (12.4)', ([x, y]) => `<circle cx="${x}" cy="${y}" r="11" class="source"/>`],
    ['Monte Cassino (1 VP)', ([x, y]) => `<path d="M-7 4V-4L0-9L7-4V4ZM-2 4V-1H2V4" transform="translate(${x} ${y + 2})" class="abbey"/>`],
    ['North edge: to the Axis Staging Area', ([x, y]) => `<path d="M${x - 14} ${y + 6}L${x} ${y - 8}L${x + 14} ${y + 6}" class="edge"/>`],
  ];
  const body = entries.map(([name, draw], k) => {
    const [x, y] = k === entries.length - 1 ? [x0 + 30, cell(k + 1)[1]] : cell(k);
    return `${draw([x, y])}<text class="key" ${at(x + 24, y + 4)}>${name}</text>`;
  }).join('');
  return `<g><rect ${at(x0, y0)} width="${w}" height="${h}" rx="6" fill="#f6f1df" stroke="#3b3328" stroke-width="2.5"/>` +
    `<rect ${at(x0 + 5, y0 + 5)} width="${w - 10}" height="${h - 10}" rx="3" fill="none" stroke="#3b3328"/>` +
    `<text ${at(x0 + w / 2, y0 + 31)} class="title">Kesselring's War · 1943–44 <tspan class="sub">a Sandtable demo map</tspan></text>` +
    `<text ${at(x0 + w / 2, y0 + 51)} class="key" text-anchor="middle">Original art, drawn by script; not the game's map</text>` +
    `<path d="M${r1(x0 + 18)} ${r1(y0 + 62)}h${w - 36}" stroke="#3b3328"/>${body}</g>`;
}

export function drawMap(world) {
  const { hexes } = world;
  const land = Object.values(world.outlines).map((o) => smooth(o, true)).join('');
  const relief = hexes.filter((h) => INK[h.terrain]);
  const fills = relief.map((h) => `<use href="#hex" ${at(h.x, h.y)} fill="${FILL[h.terrain]}" stroke="${FILL[h.terrain]}"/>`).join('');
  const marks = relief.map((h, k) => use(`${h.terrain}${h.terrain === 'volcano' ? 0 : k % 3}`, h.x, h.y + 5)).join('');
  const roads = world.roadLines.map((path) => smooth(path.map((i) => [hexes[i].x, hexes[i].y]), false)).join('');
  const rivers = world.riverLines.map((r) => smooth(r.points, false)).join('');
  const sidesOf = (feature) => [...world.sides].filter(([, f]) => f === feature).map(([pair]) => sideOf(world, pair));
  const segment = ([a, b]) => `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
  const north = hexes.filter((h) => h.row === 1 && h.land).map((h) => `<path d="M${r1(h.x - 14)} ${r1(h.y + 4)}L${r1(h.x)} ${r1(h.y - 10)}L${r1(h.x + 14)} ${r1(h.y + 4)}" class="edge"/>`).join('');
  const towns = settlements(world);
  const names = seaNames.map(({ name, at: [c, r], size, land: onLand, turn = 0 }) => {
    const [x, y] = pointAt(c, r);
    return `<text class="${onLand ? 'land' : 'sea'}" ${at(x, y)} style="font-size:${size}px"${turn ? ` transform="rotate(${turn} ${r1(x)} ${r1(y)})"` : ''}>${name}</text>`;
  }).join('');
  const [sx, sy] = pointAt(35.2, 0.55);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>.n{font:10px sans-serif;fill:#3c3c3c;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-opacity:.55;stroke-width:2.5;stroke-linejoin:round}
.name{font:bold 11px sans-serif;fill:#1c1c1c;text-anchor:middle;paint-order:stroke;stroke:#fbf8ec;stroke-width:3.2;stroke-linejoin:round}.city{font-size:12.5px}.field{font-style:italic;fill:#3a3a3a}
.sea{font-family:serif;font-style:italic;letter-spacing:6px;fill:#2c5f8a;fill-opacity:.75;text-anchor:middle}
.land{font:italic bold 24px serif;letter-spacing:12px;fill:#6b5130;fill-opacity:.45;text-anchor:middle}
.obj{fill:#c62828;stroke:#fff7e0;stroke-width:1.3}.source{fill:none;stroke:#37474f;stroke-width:3;stroke-dasharray:7 4}.abbey{fill:#f6f1df;stroke:#3b2a18;stroke-width:1.6}
.compass{font:bold 15px serif;fill:#2c5f8a;text-anchor:middle}.edge{fill:none;stroke:#37474f;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.road{fill:none;stroke:${ROAD};stroke-width:3;stroke-linejoin:round;stroke-linecap:round}.road-case{fill:none;stroke:#fff6e4;stroke-width:6.5;stroke-linejoin:round;stroke-linecap:round}
.river{fill:none;stroke:${RIVER};stroke-width:3.4;stroke-linecap:round;stroke-linejoin:round}.strait{fill:none;stroke:${STRAIT};stroke-width:7;stroke-linecap:round}
.allsea{fill:none;stroke:${ALL_SEA};stroke-width:4;stroke-dasharray:6 4}.blocks{fill:#2b2b2b;stroke:#fbf8ec;stroke-width:1.3}
.title{font:bold 19px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 14px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="M${[0, 1, 2, 3, 4, 5].map((k) => `${r1(R * Math.cos((k * Math.PI) / 3))} ${r1(R * Math.sin((k * Math.PI) / 3))}`).join('L')}Z"/>
${['rough', 'mountain'].map((t) => reliefMarks[t].map((d, k) => `<path id="${t}${k}" d="${d}" fill="none" stroke="${INK[t]}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`).join('')).join('')}
<path id="volcano0" d="${VOLCANO}" fill="#7b5a45" stroke="${INK.volcano}" stroke-width="1.8" stroke-linejoin="round"/>
<g id="anchor" fill="none" stroke="#1d3f66" stroke-width="2.2" stroke-linecap="round"><circle cy="-7" r="2.6"/><path d="M0-4.5V8M-5-1h10M-8 3q2 6 8 5q6 1 8-5"/></g>
<g id="airfield"><circle r="11" fill="#f7f3e6" stroke="#3a3a3a" stroke-width="1.5"/><path d="M-8-4L8 4M-3-9L3 9" stroke="#3a3a3a" stroke-width="3.4" stroke-linecap="round"/></g>
<pattern id="sea" width="52" height="30" patternUnits="userSpaceOnUse"><rect width="52" height="30" fill="#93c1e0"/><path d="M4 8q5-4 10 0t10 0M30 22q5-4 10 0t10 0" fill="none" stroke="#bcd9ee" stroke-width="1.3"/></pattern>
<clipPath id="landclip"><path d="${land}"/></clipPath></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sea)"/>
<path d="${land}" fill="none" stroke="#d9ecf7" stroke-width="18" stroke-linejoin="round" opacity=".8"/>
<path d="${land}" fill="${FILL.open}"/>
<g clip-path="url(#landclip)">${fills}${marks}</g>
<path d="${land}" fill="none" stroke="#5b4a33" stroke-width="2.2" stroke-linejoin="round"/>
<path d="${gridPath(world)}" fill="none" stroke="#1e1e1e" stroke-opacity=".3" stroke-width="1"/>
<path d="${rivers}" class="river"/>
<path d="${roads}" class="road-case"/><path d="${roads}" class="road"/>
<path d="${sidesOf('strait').map(segment).join('')}" class="strait"/><path d="${sidesOf('all-sea').map(segment).join('')}" class="allsea"/>
<g class="n">${hexes.map((h) => `<text ${at(h.x, h.y - DY / 2 + 11)}>${h.label}</text>`).join('')}</g>
<g class="blocks">${towns.marks}</g>${north}
<text class="key" ${at(sx, sy)} text-anchor="middle">to the Axis Staging Area</text>
${towns.names}
${names}
${compassAndScale()}
${legend()}
<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" fill="none" stroke="#3b3328" stroke-width="3"/>
</svg>
`;
}
