// The drawing the hex-map demos (Caporetto, C3, Kesselring's War, Sicily) have in common: the hex
// outline and the printed grid, the lattice edges hexsides are drawn along, the hex numbers, the
// port, airfield and objective symbols, town and city blocks, the sea pattern, the compass rose,
// the scale bar and the legend's frame and keys. Kept once so the maps keep one hand and a fix to
// a symbol shows everywhere; each map keeps only its own colours, layout and special marks.
import { cornersOf, DY } from './flatHexes.mjs';
import { polygon, r1, use, xy } from './svg.mjs';

/** The outline of one hex round (0, 0), for a <path id="hex"> the maps <use> to fill hexes. */
export const HEX_PATH = polygon(cornersOf(0, 0));

/** A five-pointed star (victory points, objectives), round (0, 0). */
export const STAR = 'M0-8L2.4-2.5L8.2-2.5L3.6 1.1L5.3 6.9L0 3.4L-5.3 6.9L-3.6 1.1L-8.2-2.5L-2.4-2.5Z';

/** <defs> entries: the port's anchor, the airfield's crossed runways, and the wavy sea fill. */
export const ANCHOR_SYMBOL = '<g id="anchor" fill="none" stroke="#1d3f66" stroke-width="2.2" stroke-linecap="round"><circle cy="-7" r="2.6"/><path d="M0-4.5V8M-5-1h10M-8 3q2 6 8 5q6 1 8-5"/></g>';
export const AIRFIELD_SYMBOL = '<g id="airfield"><circle r="11" fill="#f7f3e6" stroke="#3a3a3a" stroke-width="1.5"/><path d="M-8-4L8 4M-3-9L3 9" stroke="#3a3a3a" stroke-width="3.4" stroke-linecap="round"/></g>';
export const SEA_PATTERN = '<pattern id="sea" width="52" height="30" patternUnits="userSpaceOnUse"><rect width="52" height="30" fill="#93c1e0"/><path d="M4 8q5-4 10 0t10 0M30 22q5-4 10 0t10 0" fill="none" stroke="#bcd9ee" stroke-width="1.3"/></pattern>';

/** The style of the hex numbers (`n`) and place names (`name`, `city`, `field`). */
export const LABEL_CSS = '.n{font:10px sans-serif;fill:#3c3c3c;text-anchor:middle;paint-order:stroke;stroke:#fff;stroke-opacity:.55;stroke-width:2.5;stroke-linejoin:round}\n' +
  '.name{font:bold 11px sans-serif;fill:#1c1c1c;text-anchor:middle;paint-order:stroke;stroke:#fbf8ec;stroke-width:3.2;stroke-linejoin:round}.city{font-size:12.5px}.field{font-style:italic;fill:#3a3a3a}';

/** The style of roads: a line of `colour` over a paler casing (`road-case`). */
export const roadCss = (colour) => `.road{fill:none;stroke:${colour};stroke-width:3;stroke-linejoin:round;stroke-linecap:round}.road-case{fill:none;stroke:#fff6e4;stroke-width:6.5;stroke-linejoin:round;stroke-linecap:round}`;

/** <defs> entries for a terrain's relief marks (`<id>0`, `<id>1`…), drawn in `ink`. */
export const reliefSymbols = (id, marks, ink) => marks.map((d, k) => `<path id="${id}${k}" d="${d}" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`).join('');

/** The printed grid: each hex draws its upper-left, top and upper-right sides; hexes on the sheet's edge close their outline. */
export function gridPath(hexes) {
  const last = hexes[hexes.length - 1];
  return hexes.map((h) => {
    const edge = h.r === last.r || h.c === last.c || h.c === 0;
    const ks = edge ? [0, 1, 2, 3, 4, 5, 0] : [3, 4, 5, 0];
    return `M${ks.map((k) => `${r1(h.corners[k][0])} ${r1(h.corners[k][1])}`).join('L')}`;
  }).join('');
}

/** One path through a set of lattice edges ("key|key"), each drawn once so translucent strokes stay even. */
export function edgesPath(vertices, edges) {
  return [...edges].map((e) => {
    const [a, b] = e.split('|').map((k) => vertices.get(k));
    return `M${r1(a.x)} ${r1(a.y)}L${r1(b.x)} ${r1(b.y)}`;
  }).join('');
}

/** Every hex's printed number, near the top of the hex. */
export const hexNumbers = (hexes) => `<g class="n">${hexes.map((h) => `<text ${xy(h.x, h.y - DY / 2 + 11)}>${h.label}</text>`).join('')}</g>`;

/** A town's three blocks or a city's four, round a hex centre. */
export function settlementBlocks(h, kind) {
  const blocks = kind === 'city'
    ? [[-14, -12, 12, 10], [0, -14, 13, 12], [-12, 0, 11, 10], [2, 0, 12, 9]]
    : [[-8, -7, 8, 8], [1, -8, 8, 9], [-5, 2, 10, 7]];
  return blocks.map(([x, y, w, hh]) => `<rect ${xy(h.x + x, h.y + y)} width="${w}" height="${hh}"/>`).join('');
}

/** A place's name under its hex: a city's in capitals, a place with no town (an airfield) in italics. */
export const placeName = (h, p) => `<text class="name${p.kind === 'city' ? ' city' : ''}${p.kind ? '' : ' field'}" ${xy(h.x, h.y + 28)}>${p.kind === 'city' ? p.name.toUpperCase() : p.name}</text>`;

/**
 * A compass rose at [cx, cy]: a ring of `radius`, a needle `length` long and `width` wide with a
 * `tail`, an east-west bar of half-length `bar`; `turn` rotates all but the ring (a sheet whose
 * north is not up).
 */
export function compassRose([cx, cy], { radius, opacity, length, width, tail, bar, turn = 0 }) {
  const needle = `<path d="M0-${length}L${width} 0L0 ${tail}L-${width} 0Z" fill="#2c5f8a"/><path d="M0 ${length}L${width} 0L0-${tail}L-${width} 0Z" fill="#f6f1df" stroke="#2c5f8a"/>` +
    `<path d="M-${bar} 0H${bar}" stroke="#2c5f8a"/><text class="compass" y="-${length + 6}">N</text>`;
  return `<g transform="translate(${r1(cx)} ${r1(cy)})"><circle r="${radius}" fill="#f6f1df" fill-opacity="${opacity}" stroke="#2c5f8a" stroke-width="1.5"/>` +
    (turn ? `<g transform="rotate(${turn})">${needle}</g>` : needle) + '</g>';
}

/**
 * A scale bar from (x0, y0): `bars` bars of `length` px, each standing for `per` km; a tick label
 * for each of `ticks` (km) `tickDy` below, and `caption` `gap` px after the last bar.
 */
export function scaleBar(x0, y0, { bars, length, per, ticks, tickDy, gap, caption }) {
  const drawn = Array.from({ length: bars }, (_, k) => `<rect ${xy(x0 + k * length, y0)} width="${r1(length)}" height="7" fill="${k % 2 ? '#f6f1df' : '#2c5f8a'}" stroke="#2c5f8a"/>`).join('');
  const marks = ticks.map((km) => `<text class="key" ${xy(x0 + (km / per) * length, y0 + tickDy)} text-anchor="middle">${km}</text>`).join('');
  return drawn + marks + `<text class="key" ${xy(x0 + bars * length + gap, y0 + 8)}>${caption}</text>`;
}

/** Legend keys the hex maps share, each a function of the legend cell's centre [x, y]. */
export const keys = {
  /** A small hex in `fill`, with the relief mark `mark` (a symbol id) on it. */
  swatch: (fill, mark = '', markScale = '.36') => ([x, y]) => `<use href="#hex" transform="translate(${r1(x)} ${r1(y)}) scale(.32)" fill="${fill}" stroke="#444" stroke-width="3"/>` +
    (mark ? `<use href="#${mark}" transform="translate(${r1(x)} ${r1(y + 2)}) scale(${markScale})"/>` : ''),
  sea: ([x, y]) => `<use href="#hex" transform="translate(${x} ${y}) scale(.32)" fill="url(#sea)" stroke="#444" stroke-width="3"/>`,
  /** A short line in the style of `cls` (a river, a strait…). */
  line: (cls, half = 15) => ([x, y]) => `<path d="M${x - half} ${y}h${2 * half}" class="${cls}"/>`,
  road: (half = 15) => ([x, y]) => keys.line('road-case', half)([x, y]) + keys.line('road', half)([x, y]),
  town: ([x, y]) => `<g class="blocks"><rect x="${x - 8}" y="${y - 7}" width="8" height="8"/><rect x="${x + 1}" y="${y - 8}" width="8" height="9"/><rect x="${x - 5}" y="${y + 2}" width="10" height="7"/></g>`,
  city: ([x, y]) => `<g class="blocks"><rect x="${x - 13}" y="${y - 10}" width="12" height="9"/><rect x="${x}" y="${y - 11}" width="12" height="10"/><rect x="${x - 11}" y="${y + 1}" width="11" height="9"/><rect x="${x + 2}" y="${y + 1}" width="11" height="8"/></g>`,
  port: ([x, y]) => use('anchor', x, y),
  airfield: ([x, y]) => use('airfield', x, y),
  star: (cls) => ([x, y]) => `<path d="${STAR}" transform="translate(${x} ${y})" class="${cls}"/>`,
};

/** The legend's rows: each entry's key drawn at its cell (`cellOf(k)`), its name to the right. */
export const legendRows = (entries, cellOf) => entries.map(([name, draw], k) => {
  const [x, y] = cellOf(k);
  return `${draw([x, y])}<text class="key" ${xy(x + 24, y + 4)}>${name}</text>`;
}).join('');

/** The legend's framed box at (x0, y0), w × h: the map's `title`, a `note` under it, a rule, then `body`. */
export function legendFrame(x0, y0, w, h, title, note, body) {
  return `<g><rect ${xy(x0, y0)} width="${w}" height="${h}" rx="6" fill="#f6f1df" stroke="#3b3328" stroke-width="2.5"/>` +
    `<rect ${xy(x0 + 5, y0 + 5)} width="${w - 10}" height="${h - 10}" rx="3" fill="none" stroke="#3b3328"/>` +
    `<text ${xy(x0 + w / 2, y0 + 31)} class="title">${title} <tspan class="sub">a Sandtable demo map</tspan></text>` +
    `<text ${xy(x0 + w / 2, y0 + 51)} class="key" text-anchor="middle">${note}</text>` +
    `<path d="M${r1(x0 + 18)} ${r1(y0 + 62)}h${w - 36}" stroke="#3b3328"/>${body}</g>`;
}

/** Names lettered on the sheet (`{ name, at, size, land, turn }`), `toPoint(at)` placing each; land names in the land style. */
export const lettering = (names, toPoint) => names.map(({ name, at, size, land, turn = 0 }) => {
  const [x, y] = toPoint(at);
  return `<text class="${land ? 'land' : 'sea'}" ${xy(x, y)} style="font-size:${size}px"${turn ? ` transform="rotate(${turn} ${r1(x)} ${r1(y)})"` : ''}>${name}</text>`;
}).join('');

/**
 * The sea over the whole sheet, then the land (`land`, a path): a pale surf round it, its base
 * `fill`, `clipped` (relief hexes) kept inside the coast by the <clipPath id="landclip"> the
 * map's <defs> hold (`landClip`), and the coastline on top.
 */
export const landClip = (land) => `<clipPath id="landclip"><path d="${land}"/></clipPath>`;
export const seaAndLand = (width, height, land, fill, clipped) => `<rect width="${width}" height="${height}" fill="url(#sea)"/>
<path d="${land}" fill="none" stroke="#d9ecf7" stroke-width="18" stroke-linejoin="round" opacity=".8"/>
<path d="${land}" fill="${fill}"/>
<g clip-path="url(#landclip)">${clipped}</g>
<path d="${land}" fill="none" stroke="#5b4a33" stroke-width="2.2" stroke-linejoin="round"/>`;

/**
 * Relief hexes: each filled in its terrain's colour (`fills`), then given one of its terrain's
 * relief marks in turn (the symbols `<terrain>0`, `1`, `2`; `variants` names terrains with fewer).
 */
export function reliefHexes(relief, fills, variants = {}) {
  return relief.map((h) => `<use href="#hex" ${xy(h.x, h.y)} fill="${fills[h.terrain]}" stroke="${fills[h.terrain]}"/>`).join('') +
    relief.map((h, k) => use(`${h.terrain}${k % (variants[h.terrain] ?? 3)}`, h.x, h.y + 5)).join('');
}

/** The frame round the whole sheet. */
export const sheetFrame = (width, height) => `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" fill="none" stroke="#3b3328" stroke-width="3"/>`;
