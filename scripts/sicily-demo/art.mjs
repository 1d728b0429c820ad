// Draws the Sicily coast-defence demo map as one SVG: the Canale di Sicilia and the Ionian Sea, the
// coast from Licata to Augusta, hills and Monte Lauro with relief marks, rivers, roads, towns,
// ports and airfields, the landing beaches along their hexsides, the coast defence position
// symbols, the printed grid with CCRR labels, a compass, a scale and a legend. Our own art, drawn
// from the world data; not the game's map.
import { reliefMarks } from '../lib/mapArt.mjs';
import { r1 } from '../caporetto-demo/geo.mjs';
import { DY, HEIGHT, KM_PER_PX, R, WIDTH, project } from './grid.mjs';
import { sheetNames } from './places.mjs';

const FILL = { clear: '#ece3bb', hills: '#d9c393', mountain: '#bf9f78' };
const INK = { hills: '#94733f', mountain: '#5e4632' };
const RIVER = '#2b7bd0', ROAD = '#9e3b2a', SAND = '#f3d98a', CD = '#b71c1c';

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
function gridPath(hexes) {
  const last = hexes[hexes.length - 1];
  return hexes.map((h) => {
    const edge = h.r === last.r || h.c === last.c || h.c === 0;
    const ks = edge ? [0, 1, 2, 3, 4, 5, 0] : [3, 4, 5, 0];
    return `M${ks.map((k) => corner(h, k)).join('L')}`;
  }).join('');
}

/** The sides of a hex that face the sea, as corner pairs. */
function seaSides(world, h) {
  const out = [];
  for (let k = 0; k < 6; k++) {
    const [a, b] = [h.corners[k], h.corners[(k + 1) % 6]];
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const across = [2 * mid[0] - h.x, 2 * mid[1] - h.y];
    const n = world.hexes.find((o) => Math.hypot(o.x - across[0], o.y - across[1]) < 2);
    if (n ? !n.land : true) out.push([a, b]);
  }
  return out;
}

function settlements(world) {
  const marks = [], names = [];
  for (const h of world.hexes.filter((x) => x.place)) {
    const p = h.place;
    if (p.kind) {
      const blocks = p.kind === 'city'
        ? [[-14, -12, 12, 10], [0, -14, 13, 12], [-12, 0, 11, 10], [2, 0, 12, 9]]
        : [[-8, -7, 8, 8], [1, -8, 8, 9], [-5, 2, 10, 7]];
      marks.push(`<g class="blocks">${blocks.map(([x, y, w, hh]) => `<rect ${at(h.x + x, h.y + y)} width="${w}" height="${hh}"/>`).join('')}</g>`);
    }
    if (p.port) marks.push(use('anchor', h.x + 22, h.y - 12));
    if (p.airfield) marks.push(use('airfield', h.x - (p.kind ? 22 : 0), h.y + (p.kind ? 10 : -2)));
    names.push(`<text class="name${p.kind === 'city' ? ' city' : ''}${p.kind ? '' : ' field'}" ${at(h.x, h.y + 28)}>${p.kind === 'city' ? p.name.toUpperCase() : p.name}</text>`);
  }
  return { marks: marks.join(''), names: names.join('') };
}

/** The beaches: their hexes' sea-facing sides in sand, and the sector's name out at sea. */
function beachArt(world) {
  const sides = [], labels = [];
  for (const b of world.beachHexes) {
    for (const label of b.hexes) for (const [a, z] of seaSides(world, world.at(label))) sides.push(`M${r1(a[0])} ${r1(a[1])}L${r1(z[0])} ${r1(z[1])}`);
    const hs = b.hexes.map((l) => world.at(l));
    const cx = hs.reduce((s, h) => s + h.x, 0) / hs.length, cy = hs.reduce((s, h) => s + h.y, 0) / hs.length;
    const [sx, sy] = b.label;
    labels.push(`<text class="beach" ${at(cx + sx, cy + sy)}>${b.name}<tspan class="who" dx="5">${b.nationality === 'US' ? 'US' : 'Br'}</tspan></text>`);
  }
  return `<path d="${sides.join('')}" class="sand"/><path d="${sides.join('')}" class="sand-dots"/>${labels.join('')}`;
}

/** The coast defence positions: a red ring just inside the hex (seen round a counter) and the bunker symbol left of the centre. */
function cdArt(world) {
  return world.cdPositions.map(({ hex }) => {
    const h = world.at(hex);
    const ring = `M${h.corners.map(([x, y]) => `${r1(h.x + 0.86 * (x - h.x))} ${r1(h.y + 0.86 * (y - h.y))}`).join('L')}Z`;
    return `<path d="${ring}" class="cd-ring"/>${use('cd', h.x - 21, h.y - 5)}`;
  }).join('');
}

function compassAndScale() {
  const [cx, cy] = [WIDTH - 70, HEIGHT - 110];
  const rose = `<g transform="translate(${cx} ${cy})"><circle r="30" fill="#f6f1df" fill-opacity=".8" stroke="#2c5f8a" stroke-width="1.5"/>` +
    `<path d="M0-40L6 0L0 7L-6 0Z" fill="#2c5f8a"/><path d="M0 40L6 0L0-7L-6 0Z" fill="#f6f1df" stroke="#2c5f8a"/><path d="M-34 0H34" stroke="#2c5f8a"/>` +
    `<text class="compass" y="-46">N</text></g>`;
  const km = 5 / KM_PER_PX;
  const [x0, y0] = [WIDTH - 330, HEIGHT - 44];
  const bars = [0, 1, 2, 3].map((k) => `<rect ${at(x0 + k * km, y0)} width="${r1(km)}" height="7" fill="${k % 2 ? '#f6f1df' : '#2c5f8a'}" stroke="#2c5f8a"/>`).join('');
  const ticks = [0, 10, 20].map((d) => `<text class="key" ${at(x0 + (d / 5) * km, y0 + 21)} text-anchor="middle">${d}</text>`).join('');
  return rose + bars + ticks + `<text class="key" ${at(x0 + 4 * km + 8, y0 + 8)}>km · a hex is 8 km</text>`;
}

function legend() {
  const [x0, y0] = [24, HEIGHT - 332], w = 392, h = 308;
  const cell = (k) => [x0 + 30 + (k % 2) * 190, y0 + 86 + Math.floor(k / 2) * 27];
  const swatch = (t) => ([x, y]) => `<use href="#hex" transform="translate(${r1(x)} ${r1(y)}) scale(.32)" fill="${FILL[t]}" stroke="#444" stroke-width="3"/>` +
    (INK[t] ? `<use href="#${t}0" transform="translate(${r1(x)} ${r1(y + 2)}) scale(.36)"/>` : '');
  const entries = [
    ['Clear', swatch('clear')], ['Hills', swatch('hills')], ['Mountain', swatch('mountain')],
    ['Sea', ([x, y]) => `<use href="#hex" transform="translate(${x} ${y}) scale(.32)" fill="url(#sea)" stroke="#444" stroke-width="3"/>`],
    ['Road', ([x, y]) => `<path d="M${x - 15} ${y}h30" class="road-case"/><path d="M${x - 15} ${y}h30" class="road"/>`],
    ['River (hexside)', ([x, y]) => `<path d="M${x - 15} ${y}h30" class="river"/>`],
    ['Town', ([x, y]) => `<g class="blocks"><rect x="${x - 8}" y="${y - 7}" width="8" height="8"/><rect x="${x + 1}" y="${y - 8}" width="8" height="9"/><rect x="${x - 5}" y="${y + 2}" width="10" height="7"/></g>`],
    ['City', ([x, y]) => `<g class="blocks"><rect x="${x - 13}" y="${y - 10}" width="12" height="9"/><rect x="${x}" y="${y - 11}" width="12" height="10"/><rect x="${x - 11}" y="${y + 1}" width="11" height="9"/><rect x="${x + 2}" y="${y + 1}" width="11" height="8"/></g>`],
    ['Port', ([x, y]) => use('anchor', x, y)], ['Airfield', ([x, y]) => use('airfield', x, y)],
    ['Landing beach', ([x, y]) => `<path d="M${x - 15} ${y}h30" class="sand"/><path d="M${x - 15} ${y}h30" class="sand-dots"/>`],
  ];
  const body = entries.map(([name, draw], k) => {
    const [x, y] = cell(k);
    return `${draw([x, y])}<text class="key" ${at(x + 24, y + 4)}>${name}</text>`;
  }).join('');
  const [cx, cy] = cell(entries.length + 1);
  const cdKey = `<path d="M${cx - 14} ${cy - 12}h28v24h-28Z" class="cd-ring"/>${use('cd', cx, cy + 1)}<text class="key" ${at(cx + 24, cy + 4)}>Coast defence position: one CD unit, placed Untried</text>`;
  return `<g><rect ${at(x0, y0)} width="${w}" height="${h}" rx="6" fill="#f6f1df" stroke="#3b3328" stroke-width="2.5"/>` +
    `<rect ${at(x0 + 5, y0 + 5)} width="${w - 10}" height="${h - 10}" rx="3" fill="none" stroke="#3b3328"/>` +
    `<text ${at(x0 + w / 2, y0 + 31)} class="title">Sicily · July 1943 <tspan class="sub">a Sandtable demo map</tspan></text>` +
    `<text ${at(x0 + w / 2, y0 + 51)} class="key" text-anchor="middle">Original art, drawn by script; not the game's map</text>` +
    `<path d="M${r1(x0 + 18)} ${r1(y0 + 62)}h${w - 36}" stroke="#3b3328"/>${body}${cdKey}</g>`;
}

export function drawMap(world) {
  const { hexes } = world;
  const land = smooth(world.outline, true);
  const relief = hexes.filter((h) => INK[h.terrain]);
  const fills = relief.map((h) => `<use href="#hex" ${at(h.x, h.y)} fill="${FILL[h.terrain]}" stroke="${FILL[h.terrain]}"/>`).join('');
  const marks = relief.map((h, k) => use(`${h.terrain}${k % 3}`, h.x, h.y + 5)).join('');
  const roads = world.roadLines.map((path) => smooth(path.map((i) => [hexes[i].x, hexes[i].y]), false)).join('');
  const rivers = world.riverLines.map((r) => smooth(r.points, false)).join('');
  const towns = settlements(world);
  const names = sheetNames.map(({ name, at: p, size, land: onLand, turn = 0 }) => {
    const [x, y] = project(p);
    return `<text class="${onLand ? 'land' : 'sea'}" ${at(x, y)} style="font-size:${size}px"${turn ? ` transform="rotate(${turn} ${r1(x)} ${r1(y)})"` : ''}>${name}</text>`;
  }).join('');
  const hexPath = `M${[0, 1, 2, 3, 4, 5].map((k) => `${r1(R * Math.cos((k * Math.PI) / 3))} ${r1(R * Math.sin((k * Math.PI) / 3))}`).join('L')}Z`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>.n{font:10px sans-serif;fill:#3c3c3c;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-opacity:.55;stroke-width:2.5;stroke-linejoin:round}
.name{font:bold 11px sans-serif;fill:#1c1c1c;text-anchor:middle;paint-order:stroke;stroke:#fbf8ec;stroke-width:3.2;stroke-linejoin:round}.city{font-size:12.5px}.field{font-style:italic;fill:#3a3a3a}
.sea{font-family:serif;font-style:italic;letter-spacing:6px;fill:#2c5f8a;fill-opacity:.75;text-anchor:middle}
.land{font:italic bold 24px serif;letter-spacing:10px;fill:#6b5130;fill-opacity:.4;text-anchor:middle}
.beach{font:bold 13px sans-serif;letter-spacing:2px;fill:#7a5a12;text-anchor:middle;paint-order:stroke;stroke:#eaf4fb;stroke-width:3;stroke-linejoin:round}.who{font-size:10px;letter-spacing:0;fill:#2c5f8a}
.sand{fill:none;stroke:${SAND};stroke-width:9;stroke-linecap:round}.sand-dots{fill:none;stroke:#b8913a;stroke-width:2.4;stroke-dasharray:.1 5;stroke-linecap:round}
.cd-ring{fill:none;stroke:${CD};stroke-width:2.6;stroke-dasharray:7 3.5;stroke-linejoin:round}
.compass{font:bold 15px serif;fill:#2c5f8a;text-anchor:middle}
.road{fill:none;stroke:${ROAD};stroke-width:3;stroke-linejoin:round;stroke-linecap:round}.road-case{fill:none;stroke:#fff6e4;stroke-width:6.5;stroke-linejoin:round;stroke-linecap:round}
.river{fill:none;stroke:${RIVER};stroke-width:3.2;stroke-linecap:round;stroke-linejoin:round}.blocks{fill:#2b2b2b;stroke:#fbf8ec;stroke-width:1.3}
.title{font:bold 18px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 13px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${hexPath}"/>
${['hills', 'mountain'].map((t) => reliefMarks[t === 'hills' ? 'rough' : 'mountain'].map((d, k) => `<path id="${t}${k}" d="${d}" fill="none" stroke="${INK[t]}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`).join('')).join('')}
<g id="anchor" fill="none" stroke="#1d3f66" stroke-width="2.2" stroke-linecap="round"><circle cy="-7" r="2.6"/><path d="M0-4.5V8M-5-1h10M-8 3q2 6 8 5q6 1 8-5"/></g>
<g id="airfield"><circle r="11" fill="#f7f3e6" stroke="#3a3a3a" stroke-width="1.5"/><path d="M-8-4L8 4M-3-9L3 9" stroke="#3a3a3a" stroke-width="3.4" stroke-linecap="round"/></g>
<g id="cd"><path d="M-10 6V1A10 10 0 0 1 10 1V6Z" fill="${CD}" stroke="#fff7e0" stroke-width="1.4"/><path d="M2-4L13-11" stroke="${CD}" stroke-width="3.2" stroke-linecap="round"/><path d="M-12 6H12" stroke="#3b2a18" stroke-width="2"/></g>
<pattern id="sea" width="52" height="30" patternUnits="userSpaceOnUse"><rect width="52" height="30" fill="#93c1e0"/><path d="M4 8q5-4 10 0t10 0M30 22q5-4 10 0t10 0" fill="none" stroke="#bcd9ee" stroke-width="1.3"/></pattern>
<clipPath id="landclip"><path d="${land}"/></clipPath></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sea)"/>
<path d="${land}" fill="none" stroke="#d9ecf7" stroke-width="18" stroke-linejoin="round" opacity=".8"/>
<path d="${land}" fill="${FILL.clear}"/>
<g clip-path="url(#landclip)">${fills}${marks}</g>
<path d="${land}" fill="none" stroke="#5b4a33" stroke-width="2.2" stroke-linejoin="round"/>
${beachArt(world)}
<path d="${gridPath(hexes)}" fill="none" stroke="#1e1e1e" stroke-opacity=".3" stroke-width="1"/>
<path d="${rivers}" class="river"/>
<path d="${roads}" class="road-case"/><path d="${roads}" class="road"/>
${cdArt(world)}
<g class="n">${hexes.map((h) => `<text ${at(h.x, h.y - DY / 2 + 11)}>${h.label}</text>`).join('')}</g>
${towns.marks}
${towns.names}
${names}
${compassAndScale()}
${legend()}
<rect x="3" y="3" width="${WIDTH - 6}" height="${HEIGHT - 6}" fill="none" stroke="#3b3328" stroke-width="3"/>
</svg>
`;
}
