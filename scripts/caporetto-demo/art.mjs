// Draws the Caporetto demo map as one SVG: terrain hexes, the printed grid with CCRR labels,
// rivers, lakes, railroads and bridges, the 1914 border, the front of 24 October 1917, towns,
// cities, VP stars, supply sources and a legend. Our own art, drawn from the world data.
import { HEX_PATH, STAR, edgesPath, hexNumbers, reliefSymbols, sheetFrame } from '../lib/hexMapArt.mjs';
import { reliefMarks } from '../lib/mapArt.mjs';
import { polyline, r1, use } from '../lib/svg.mjs';
import { DX, DY, HEIGHT, ORIGIN_X, ORIGIN_Y, WIDTH, indexOf, pointOf, sharedEdge } from './geo.mjs';
import { heights, places, regions, supply } from './places.mjs';

export const STYLE = {
  clear: { fill: '#ebe4bd', name: 'Clear' },
  rough: { fill: '#d6bd8a', name: 'Rough' },
  mountain: { fill: '#b49f86', name: 'Mountain' },
  alpine: { fill: '#eef1f4', name: 'Alpine' },
  marsh: { fill: 'url(#marsh)', name: 'Marsh' },
  dominant: { fill: '#9a8068', name: 'Dominant' },
  sea: { fill: 'url(#sea)', name: 'Sea / lake' },
};
const SYMBOLS = { ...reliefMarks, dominant: ['M-22 14L-6-16L2-4L8-10L22 14Z'] };
const INK = { rough: '#9c7b45', mountain: '#5f4d3b' };
const symbolDefs = [
  reliefSymbols('rough', SYMBOLS.rough, INK.rough), reliefSymbols('mountain', SYMBOLS.mountain, INK.mountain),
  ...SYMBOLS.alpine.map((d, k) => `<path id="alpine${k}" d="${d}" fill="#cdd3da" stroke="#69717c" stroke-width="1.4" stroke-linejoin="round"/>`),
  `<path id="dominant0" d="${SYMBOLS.dominant[0]}" fill="#6d5440" stroke="#3a2a1c" stroke-width="1.6" stroke-linejoin="round"/>`,
];
const SIDE_COLOUR = { allies: '#5b7a3a', centralPowers: '#2f3a4a' };

function settlement(h, p) {
  const { x, y } = h;
  const blocks = p.kind === 'city' ? [[-13, -11, 12, 10], [0, -13, 12, 12], [-10, 0, 11, 10], [2, 0, 11, 9]] : [[-6, -6, 12, 12]];
  const rects = blocks.map(([bx, by, w, hh]) => `<rect x="${r1(x + bx)}" y="${r1(y + by)}" width="${w}" height="${hh}"/>`).join('');
  const star = p.vp ? `<path d="${STAR}" transform="translate(${r1(x + 24)} ${r1(y - 12)})" class="vp"/>` : '';
  const label = `<text class="name${p.kind === 'city' ? ' city' : ''}" x="${r1(x)}" y="${r1(y + 24)}">${p.kind === 'city' ? p.name.toUpperCase() : p.name}</text>`;
  return { marks: rects + star, label };
}

function supplyMark(x, y, side) {
  const colour = SIDE_COLOUR[side];
  return `<g transform="translate(${r1(x)} ${r1(y)})"><circle r="13" fill="#fbf8ec" stroke="${colour}" stroke-width="3.5"/>` +
    `<circle r="7" fill="${colour}"/><path d="M-4 0h8M0-4v8" stroke="#fbf8ec" stroke-width="2"/></g>`;
}

/** A bridge: two rails' parapets across the river hexside the railroad crosses. */
function bridgeMark({ a, b }, world) {
  const [ea, eb] = sharedEdge(a, b).split('|').map((k) => world.vertices.get(k));
  const mx = (ea.x + eb.x) / 2, my = (ea.y + eb.y) / 2;
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return `<g transform="translate(${r1(mx)} ${r1(my)}) rotate(${r1(angle)})"><rect x="-9" y="-6" width="18" height="12" fill="#f4efe0"/>` +
    `<path d="M-9-6h18M-9 6h18M-13-10l4 4M13-10l-4 4M-13 10l4-4M13 10l-4-4" fill="none" stroke="#1d1d1d" stroke-width="2.2"/></g>`;
}

function legend() {
  const x0 = ORIGIN_X + 11.7 * DX, y0 = ORIGIN_Y + 14.25 * DY, w = 404, h = HEIGHT - 22 - y0;
  const cell = (k) => [x0 + 24 + (k % 3) * 128, y0 + 76 + Math.floor(k / 3) * 24];
  const swatch = (t) => ([x, y]) => `<use href="#hex" transform="translate(${r1(x)} ${r1(y)}) scale(.3)" fill="${STYLE[t].fill}" stroke="#444" stroke-width="3"/>` +
    (SYMBOLS[t] ? `<use href="#${t}0" transform="translate(${r1(x)} ${r1(y + 2)}) scale(.38)"/>` : '');
  const line = (attrs) => ([x, y]) => `<path d="M${r1(x - 13)} ${r1(y)}h26" ${attrs}/>`;
  // Three to a row, a blank slot (null) keeping town and city together and supply on its own row.
  const entries = [
    ...Object.keys(STYLE).map((t) => [STYLE[t].name, swatch(t)]),
    ['Lake shore', ([x, y]) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="13" ry="5" fill="#8fbbe0" stroke="#2f6fb8" stroke-width="1.5"/>`],
    ['All-sea side', line('stroke="#7fb3da" stroke-width="6"')],
    ['River', line('stroke="#2f6fb8" stroke-width="4.5"')],
    ['Railroad', ([x, y]) => line('stroke="#161616" stroke-width="2.6"')([x, y]) + line('stroke="#161616" stroke-width="9" stroke-dasharray="1.8 6"')([x, y])],
    ['Bridge', ([x, y]) => `<path d="M${r1(x - 9)} ${r1(y - 5)}h18M${r1(x - 9)} ${r1(y + 5)}h18M${r1(x - 13)} ${r1(y - 9)}l4 4M${r1(x + 13)} ${r1(y - 9)}l-4 4M${r1(x - 13)} ${r1(y + 9)}l4-4M${r1(x + 13)} ${r1(y + 9)}l-4-4" fill="none" stroke="#1d1d1d" stroke-width="2"/>`],
    ['Border 1914', line('stroke="#8e2a6b" stroke-width="3" stroke-dasharray="9 4 2 4"')],
    ['Front 24.X.1917', line('stroke="#f2c200" stroke-width="8" stroke-linecap="round"')],
    ['VP hex', ([x, y]) => `<path d="${STAR}" transform="translate(${r1(x)} ${r1(y)})" class="vp"/>`],
    ['Town', ([x, y]) => `<rect x="${r1(x - 6)}" y="${r1(y - 6)}" width="12" height="12" fill="#262626"/>`],
    ['City', ([x, y]) => `<g fill="#262626"><rect x="${r1(x - 12)}" y="${r1(y - 9)}" width="10" height="9"/><rect x="${r1(x)}" y="${r1(y - 10)}" width="10" height="10"/><rect x="${r1(x - 8)}" y="${r1(y + 2)}" width="9" height="8"/><rect x="${r1(x + 3)}" y="${r1(y + 2)}" width="9" height="7"/></g>`],
    null,
    ['Allied supply', ([x, y]) => `<g transform="translate(${r1(x)} ${r1(y)}) scale(.75)">${supplyMark(0, 0, 'allies').replace(/^<g transform="[^"]*">/, '<g>')}</g>`],
    ['C.P. supply', ([x, y]) => `<g transform="translate(${r1(x)} ${r1(y)}) scale(.75)">${supplyMark(0, 0, 'centralPowers').replace(/^<g transform="[^"]*">/, '<g>')}</g>`],
  ];
  const body = entries.map((entry, k) => {
    if (!entry) return '';
    const [name, draw] = entry;
    const [x, y] = cell(k);
    return `${draw([x, y])}<text class="key" x="${r1(x + 20)}" y="${r1(y + 4)}">${name}</text>`;
  }).join('');
  return `<g><rect x="${r1(x0)}" y="${r1(y0)}" width="${w}" height="${r1(h)}" rx="6" fill="#f6f1df" stroke="#3b3328" stroke-width="2.5"/>` +
    `<rect x="${r1(x0 + 5)}" y="${r1(y0 + 5)}" width="${w - 10}" height="${r1(h - 10)}" rx="3" fill="none" stroke="#3b3328"/>` +
    `<text x="${r1(x0 + w / 2)}" y="${r1(y0 + 30)}" class="title">Caporetto 1917 <tspan class="sub">· a Sandtable demo map</tspan></text>` +
    `<text x="${r1(x0 + w / 2)}" y="${r1(y0 + 49)}" class="key" text-anchor="middle">Original art, drawn by script · real places, our own drawing</text>` +
    `<path d="M${r1(x0 + 18)} ${r1(y0 + 59)}h${w - 36}" stroke="#3b3328"/>${body}</g>`;
}

export function drawMap(world, rand) {
  const { hexes } = world;
  const terrainLayers = Object.entries(STYLE).map(([t, s]) => {
    const uses = hexes.filter((h) => h.terrain === t).map((h) => use('hex', h.x, h.y)).join('');
    // A same-colour stroke hides the hairline seams anti-aliasing leaves between adjacent fills.
    return `<g fill="${s.fill}" stroke="${t === 'sea' ? '#a9cde6' : s.fill}" stroke-width="1.2">${uses}</g>`;
  });
  const symbolLayer = hexes.filter((h) => SYMBOLS[h.terrain])
    .map((h) => use(`${h.terrain}${h.terrain === 'dominant' ? 0 : Math.floor(rand() * 3)}`, h.x, h.y + 4)).join('');
  const coast = [...world.edgeHexes].filter(([, o]) => o.length === 2 && hexes[o[0]].sea !== hexes[o[1]].sea).map(([e]) => e);
  const allSea = [...world.sides].filter(([, f]) => f === 'all-sea').map(([key]) => {
    const [a, b] = key.split('|').map((i) => hexes[Number(i)]);
    return sharedEdge(a, b);
  });
  const lakes = world.lakeSides.map((e) => {
    const [a, b] = e.split('|').map((k) => world.vertices.get(k));
    const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    return `<ellipse cx="${r1((a.x + b.x) / 2)}" cy="${r1((a.y + b.y) / 2)}" rx="23" ry="8" transform="rotate(${r1(angle)} ${r1((a.x + b.x) / 2)} ${r1((a.y + b.y) / 2)})"/>`;
  }).join('');
  const rails = world.railLines.map((path) => polyline(path.map((i) => [hexes[i].x, hexes[i].y]))).join('');
  const towns = places.map((p) => settlement(hexes[indexOf(...p.at)], p));
  const heightNames = heights.map(({ name, at }) => {
    const h = hexes[indexOf(...at)];
    return `<text class="peak" x="${r1(h.x)}" y="${r1(h.y + 27)}">${name}</text>`;
  }).join('');
  const supplies = Object.entries(supply).flatMap(([side, list]) => list.map((at) => {
    const h = hexes[indexOf(...at)];
    return supplyMark(h.x, h.y + 2, side);
  })).join('');
  const regionNames = regions.map(({ name, at }) => {
    const [x, y] = pointOf(...at);
    return `<text class="region" x="${r1(x)}" y="${r1(y)}">${name}</text>`;
  }).join('');
  const [seaX, seaY] = pointOf(9.2, 16.4);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>.n{font:10px sans-serif;fill:#3c3c3c;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-opacity:.6;stroke-width:2.5;stroke-linejoin:round}
.name{font:bold 11px sans-serif;fill:#1c1c1c;text-anchor:middle;paint-order:stroke;stroke:#fbf8ec;stroke-width:3.2;stroke-linejoin:round}.city{font-size:12.5px}
.peak{font:italic bold 10px serif;fill:#3a2a1c;text-anchor:middle;paint-order:stroke;stroke:#f4efe0;stroke-width:3;stroke-linejoin:round}
.region{font:italic 17px serif;letter-spacing:5px;fill:#4e3f2f;text-anchor:middle;paint-order:stroke;stroke:#f6f1e2;stroke-opacity:.7;stroke-width:4;stroke-linejoin:round}
.sea{font:italic 17px serif;letter-spacing:4px;fill:#2c5f8a;fill-opacity:.7;text-anchor:middle}
.vp{fill:#c62828;stroke:#fff7e0;stroke-width:1.3}
.title{font:bold 19px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 14px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${HEX_PATH}"/>${symbolDefs.join('')}
<pattern id="marsh" width="18" height="12" patternUnits="userSpaceOnUse"><rect width="18" height="12" fill="#bcd9c4"/><path d="M2 4h7M11 10h6M5 4v-3M14 10v-3" stroke="#3f8a7e" stroke-width="1.4"/></pattern>
<pattern id="sea" width="40" height="24" patternUnits="userSpaceOnUse"><rect width="40" height="24" fill="#9cc6e2"/><path d="M4 8q4-3 8 0t8 0M24 20q4-3 8 0t8 0" fill="none" stroke="#c4def0" stroke-width="1.2"/></pattern></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3eedd"/>
${terrainLayers.join('\n')}
<g>${symbolLayer}</g>
<path d="${edgesPath(world.vertices, coast)}" fill="none" stroke="#3f78a8" stroke-width="2.6" stroke-linecap="round"/>
<path d="${edgesPath(world.vertices, world.edgeHexes.keys())}" fill="none" stroke="#1e1e1e" stroke-opacity=".4" stroke-width="1"/>
<path d="${edgesPath(world.vertices, allSea)}" fill="none" stroke="#7fb3da" stroke-width="6" stroke-linecap="round"/>
<g fill="#8fbbe0" stroke="#2f6fb8" stroke-width="2">${lakes}</g>
<path d="${edgesPath(world.vertices, world.frontEdges)}" fill="none" stroke="#f2c200" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>
<path d="${edgesPath(world.vertices, world.borderEdges)}" fill="none" stroke="#8e2a6b" stroke-width="3" stroke-dasharray="9 4 2 4"/>
<g fill="none" stroke="#2f6fb8" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">${world.riverLines.map((r) => `<path d="${polyline(r.points)}"/>`).join('')}</g>
<g fill="none" stroke="#161616" stroke-linejoin="round"><path d="${rails}" stroke-width="2.6"/><path d="${rails}" stroke-width="9" stroke-dasharray="1.8 7" stroke-linejoin="bevel"/></g>
<g>${world.bridges.map((b) => bridgeMark(b, world)).join('')}</g>
${regionNames}<text class="sea" x="${r1(seaX)}" y="${r1(seaY)}">MARE ADRIATICO</text>
${hexNumbers(hexes)}
<g fill="#262626" stroke="#fbf8ec" stroke-width="1.4">${towns.map((t) => t.marks).join('')}</g>
${supplies}${heightNames}${towns.map((t) => t.label).join('')}
${legend()}
${sheetFrame(WIDTH, HEIGHT)}
</svg>
`;
}
