// Draws the German High Command demo map as one SVG: the seas, the land outside the game (the Reich,
// Switzerland, Ireland, Corsica, the Levant), each area tinted and edged in its front's colour with
// its number and name, its three sectors as numbered discs coloured by terrain (Festung sectors
// ringed, Landing Threat sectors marked, named sectors captioned), ports, resources and bases, the
// seas' names, a title and a legend. Our own art, drawn from the data in geo.mjs and areas.mjs.
import { r1 } from '../lib/svg.mjs';
import { FRONTS } from './areas.mjs';
import { HEIGHT, WIDTH, project } from './geo.mjs';

const INK = '#2f2a22';
export const TERRAIN = {
  plains: { name: 'Plains', fill: '#efe7b4' },
  rough: { name: 'Rough', fill: '#c2a373' },
  river: { name: 'River', fill: '#a9cdea' },
  fortified: { name: 'Fortified', fill: '#a3a3a3' },
};
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const pathOf = (flat) => {
  let d = '';
  for (let k = 0; k < flat.length; k += 2) d += `${k ? 'L' : 'M'}${flat[k]} ${flat[k + 1]}`;
  return `${d}Z`;
};

const ANCHOR = 'M0-7a2.2 2.2 0 1 1 0.01 0M0-4.8V6M-4-2.5H4M-6.5 1.5Q-6 6.5 0 6.5Q6 6.5 6.5 1.5';
const LANDING = 'M-6 2q1.5-2 3 0t3 0t3 0t3 0M0-6v5M-2.5-3.5L0-1L2.5-3.5';

function sectorDisc(s, k, x, y) {
  const t = TERRAIN[s.terrain];
  let out = '';
  if (s.festung) out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="14" fill="none" stroke="#111" stroke-width="3"/>`;
  out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="10.5" fill="${t.fill}" stroke="${INK}" stroke-width="1.3"/>`;
  out += `<text x="${r1(x)}" y="${r1(y + 4)}" class="sn">${k + 1}</text>`;
  if (s.landing) out += `<path d="${LANDING}" transform="translate(${r1(x + 11)} ${r1(y - 12)})" class="landing"/>`;
  if (s.name) out += `<text x="${r1(x)}" y="${r1(y - 17 - 12 * k)}" class="sector-name">${esc(s.name)}</text>`;
  return out;
}

/**
 * An area's marks, in one row above the point where its pieces gather (the app prints the area's
 * name under that point): its number in its front's colour, its three sector discs, its port and
 * resource. `marks` nudges the row, in board pixels.
 */
function areaMarks(a, front) {
  const [dx, dy] = a.marks ?? [0, 0];
  const icons = [a.port && `<path d="${ANCHOR}" class="anchor"/>`, a.resource && '<path d="M0-7L6 0L0 7L-6 0Z" class="resource"/><text y="3" class="res">R</text>'].filter(Boolean);
  const width = 26 + 8 + 3 * 26 + icons.length * 18;
  const x0 = a.rest.x + dx - width / 2, y = a.rest.y + dy - 46;
  let out = `<circle cx="${r1(x0 + 13)}" cy="${r1(y)}" r="13" fill="${front.colour}" stroke="#fff" stroke-width="1.5"/>` +
    `<text x="${r1(x0 + 13)}" y="${r1(y + 4.5)}" class="num">${a.n}</text>`;
  a.sectors.forEach((s, k) => (out += sectorDisc(s, k, x0 + 34 + 11 + k * 26, y)));
  icons.forEach((icon, k) => (out += `<g transform="translate(${r1(x0 + 34 + 3 * 26 + 9 + k * 18)} ${r1(y)})">${icon}</g>`));
  return out;
}

function legend(x0, y0) {
  const w = 372, h = 300;
  const rows = [];
  let y = y0 + 74;
  for (const f of Object.values(FRONTS)) {
    rows.push(`<rect x="${x0 + 20}" y="${y - 10}" width="26" height="16" fill="${f.tint}" stroke="${f.colour}" stroke-width="3"/><text x="${x0 + 56}" y="${y + 3}" class="key">${f.name}</text>`);
    y += 24;
  }
  y += 6;
  const terr = Object.values(TERRAIN);
  terr.forEach((t, k) => {
    const x = x0 + 32 + (k % 2) * 170, yy = y + Math.floor(k / 2) * 28;
    rows.push(`<circle cx="${x}" cy="${yy}" r="10.5" fill="${t.fill}" stroke="${INK}" stroke-width="1.3"/><text x="${x}" y="${yy + 4}" class="sn">1</text><text x="${x + 20}" y="${yy + 4}" class="key">${t.name} sector</text>`);
  });
  y += 62;
  rows.push(`<circle cx="${x0 + 32}" cy="${y}" r="14" fill="none" stroke="#111" stroke-width="3"/><circle cx="${x0 + 32}" cy="${y}" r="10.5" fill="${TERRAIN.plains.fill}" stroke="${INK}" stroke-width="1.3"/><text x="${x0 + 32}" y="${y + 4}" class="sn">3</text><text x="${x0 + 54}" y="${y + 4}" class="key">Festung sector</text>`);
  rows.push(`<path d="${LANDING}" transform="translate(${x0 + 202} ${y})" class="landing"/><text x="${x0 + 216}" y="${y + 4}" class="key">Landing threat</text>`);
  y += 32;
  rows.push(`<g transform="translate(${x0 + 32} ${y})"><path d="${ANCHOR}" class="anchor"/></g><text x="${x0 + 54}" y="${y + 4}" class="key">Port</text>`);
  rows.push(`<g transform="translate(${x0 + 112} ${y})"><path d="M0-7L6 0L0 7L-6 0Z" class="resource"/><text y="3" class="res">R</text></g><text x="${x0 + 126}" y="${y + 4}" class="key">Resource</text>`);
  rows.push(`<circle cx="${x0 + 218}" cy="${y}" r="9" class="base"/><text x="${x0 + 234}" y="${y + 4}" class="key">Base</text>`);
  y += 26;
  rows.push(`<text x="${x0 + w / 2}" y="${y + 4}" class="key small" text-anchor="middle">A control disk's face shows the sector it is in.</text>`);
  return `<g><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6" fill="#f7f2e2" stroke="${INK}" stroke-width="2.5"/>` +
    `<rect x="${x0 + 5}" y="${y0 + 5}" width="${w - 10}" height="${h - 10}" rx="3" fill="none" stroke="${INK}"/>` +
    `<text x="${x0 + w / 2}" y="${y0 + 32}" class="title2">Key</text><path d="M${x0 + 18} ${y0 + 46}h${w - 36}" stroke="${INK}"/>${rows.join('')}</g>`;
}

function title(x0, y0) {
  const w = 430, h = 128;
  return `<g><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6" fill="#f7f2e2" fill-opacity=".93" stroke="${INK}" stroke-width="2.5"/>` +
    `<text x="${x0 + w / 2}" y="${y0 + 40}" class="title">German High Command</text>` +
    `<text x="${x0 + w / 2}" y="${y0 + 66}" class="sub">Europe 1939–45 · a Sandtable demo map</text>` +
    `<text x="${x0 + w / 2}" y="${y0 + 90}" class="key" text-anchor="middle">Our own stylised art, drawn by script: not the game's map.</text>` +
    `<text x="${x0 + w / 2}" y="${y0 + 110}" class="key" text-anchor="middle">Area numbers follow the player aid where it gives them.</text></g>`;
}

const SEAS = [
  { name: 'ATLANTIC OCEAN', at: [-8.2, 47.0], size: 24, turn: -70 },
  { name: 'NORTH SEA', at: [3.2, 56.6], size: 22 },
  { name: 'BALTIC SEA', at: [18.6, 56.2], size: 16, turn: -60 },
  { name: 'MEDITERRANEAN SEA', at: [18.2, 34.2], size: 24 },
  { name: 'BLACK SEA', at: [34.2, 43.3], size: 22 },
  { name: 'ADRIATIC', at: [16.0, 42.7], size: 12, turn: -38 },
];

/** `debug` outlines where the app draws a stack (40 px) and the area's name, for checking the layout by eye. */
export function drawMap({ areas, bases, plain }, debug = false) {
  const land = [...areas.map((a) => a.flat), ...bases.filter((b) => b.island).map((b) => b.flat), ...plain.map((p) => p.flat)];
  const coast = land.map(pathOf).join('');
  const plainLand = plain.map((p) => `<path d="${pathOf(p.flat)}" class="plain"/>`).join('');
  const clips = areas.map((a) => `<clipPath id="c${a.n}"><path d="${pathOf(a.flat)}"/></clipPath>`).join('');
  const fills = areas.map((a) => {
    const f = FRONTS[a.front];
    const d = pathOf(a.flat);
    return `<path d="${d}" fill="${f.tint}"/><path d="${d}" clip-path="url(#c${a.n})" fill="none" stroke="${f.colour}" stroke-opacity=".55" stroke-width="13"/>`;
  }).join('');
  const borders = areas.map((a) => pathOf(a.flat)).join('');
  const germany = plain.find((p) => p.key === 'de');
  const [gx, gy] = project([11.2, 51.2]);
  const baseMarks = bases.map((b) => `<path d="${pathOf(b.flat)}" class="base"/>`).join('');
  const seas = SEAS.map((s) => {
    const [x, y] = project(s.at);
    return `<text x="${r1(x)}" y="${r1(y)}" class="sea" font-size="${s.size}"${s.turn ? ` transform="rotate(${s.turn} ${r1(x)} ${r1(y)})"` : ''}>${s.name}</text>`;
  }).join('');
  const marks = areas.map((a) => areaMarks(a, FRONTS[a.front])).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fbcd2"/><stop offset="1" stop-color="#b9d1e0"/></linearGradient>
<pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V10" stroke="#b3a98f" stroke-width="1.2"/></pattern>${clips}</defs>
<style>
.plain{fill:#ddd5bd;stroke:#8d8266;stroke-width:1.2}
.border{fill:none;stroke:${INK};stroke-width:1.6;stroke-linejoin:round}
.coast{fill:none;stroke:#d5e4ee;stroke-width:9;stroke-linejoin:round}
text{font-family:Georgia,'DejaVu Serif',serif;fill:${INK}}
.num{font:700 13px 'DejaVu Sans',Arial,sans-serif;fill:#fff;text-anchor:middle}
.sn{font:700 11.5px 'DejaVu Sans',Arial,sans-serif;text-anchor:middle}
.sector-name{font-size:10px;font-style:italic;text-anchor:middle;paint-order:stroke;stroke:#fbf8ee;stroke-width:3px}
.landing{fill:none;stroke:#0d47a1;stroke-width:1.8;stroke-linecap:round}
.anchor{fill:none;stroke:#0d3a6e;stroke-width:1.7;stroke-linecap:round}
.resource{fill:#e0b030;stroke:${INK};stroke-width:1.2}
.res{font:700 8px 'DejaVu Sans',Arial,sans-serif;text-anchor:middle}
.base{fill:#fff6d8;stroke:#7a1f1a;stroke-width:2.2}
.sea{font-style:italic;letter-spacing:4px;fill:#3c6c8f;fill-opacity:.75;text-anchor:middle}
.reich{font-size:30px;font-weight:700;letter-spacing:8px;fill:#6d6450;text-anchor:middle}
.reich-sub{font-size:13px;font-style:italic;fill:#6d6450;text-anchor:middle}
.other{font-size:13px;font-style:italic;fill:#7d735c;text-anchor:middle}
.title{font-size:28px;font-weight:700;text-anchor:middle;letter-spacing:1px}
.title2{font-size:20px;font-weight:700;text-anchor:middle}
.sub{font-size:16px;font-style:italic;text-anchor:middle}
.key{font-size:13px}
.small{font-size:11.5px;font-style:italic}
</style>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sea)"/>
<path d="${coast}" class="coast"/>
${plainLand}<path d="${pathOf(germany.flat)}" fill="url(#hatch)"/>
<text x="${r1(gx)}" y="${r1(gy)}" class="reich">GERMANY</text><text x="${r1(gx)}" y="${r1(gy + 22)}" class="reich-sub">the Reich: see the Germany box</text>
${plain.filter((p) => p.label).map((p) => `<text x="${r1(p.label[0])}" y="${r1(p.label[1])}" class="other">${esc(p.name)}</text>`).join('')}
${fills}<path d="${borders}" class="border"/>
${seas}${baseMarks}${marks}
${title(40, 40)}${legend(WIDTH - 384, HEIGHT - 330)}${debug ? [...areas, ...bases].map((a) => `<rect x="${a.rest.x - 22}" y="${a.rest.y - 22}" width="44" height="44" fill="#f0f" fill-opacity=".35"/><text x="${a.rest.x}" y="${a.rest.y + 42}" font-size="12" text-anchor="middle" fill="#f0f">${esc(a.fullName)}</text>`).join('') : ''}
</svg>
`;
}
