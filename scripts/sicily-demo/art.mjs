// Draws the Sicily coast-defence demo map as one SVG: the Canale di Sicilia and the Ionian Sea, the
// coast from Licata to Augusta, hills and Monte Lauro with relief marks, rivers, roads, towns,
// ports and airfields, the landing beaches along their hexsides, the coast defence position
// symbols, the printed grid with CCRR labels, a compass, a scale and a legend. Our own art, drawn
// from the world data; not the game's map.
import {
  AIRFIELD_SYMBOL, ANCHOR_SYMBOL, HEX_PATH, LABEL_CSS, SEA_PATTERN, compassRose, gridPath, hexNumbers, keys, landClip, legendFrame,
  legendRows, lettering, placeName, reliefHexes, reliefSymbols, roadCss, scaleBar, seaAndLand, settlementBlocks, sheetFrame,
} from '../lib/hexMapArt.mjs';
import { reliefMarks } from '../lib/mapArt.mjs';
import { r1, smooth, use, xy } from '../lib/svg.mjs';
import { HEIGHT, KM_PER_PX, WIDTH, project } from './grid.mjs';
import { sheetNames } from './places.mjs';

const FILL = { clear: '#ece3bb', hills: '#d9c393', mountain: '#bf9f78' };
const INK = { hills: '#94733f', mountain: '#5e4632' };
const RIVER = '#2b7bd0', ROAD = '#9e3b2a', SAND = '#f3d98a', CD = '#b71c1c';

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
    if (p.kind) marks.push(`<g class="blocks">${settlementBlocks(h, p.kind)}</g>`);
    if (p.port) marks.push(use('anchor', h.x + 22, h.y - 12));
    if (p.airfield) marks.push(use('airfield', h.x - (p.kind ? 22 : 0), h.y + (p.kind ? 10 : -2)));
    names.push(placeName(h, p));
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
    labels.push(`<text class="beach" ${xy(cx + sx, cy + sy)}>${b.name}<tspan class="who" dx="5">${b.nationality === 'US' ? 'US' : 'Br'}</tspan></text>`);
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

/** A compass rose, and a scale bar of 0–20 km. */
function compassAndScale() {
  const rose = compassRose([WIDTH - 70, HEIGHT - 110], { radius: 30, opacity: '.8', length: 40, width: 6, tail: 7, bar: 34 });
  return rose + scaleBar(WIDTH - 330, HEIGHT - 44, { bars: 4, length: 5 / KM_PER_PX, per: 5, ticks: [0, 10, 20], tickDy: 21, gap: 8, caption: 'km · a hex is 8 km' });
}

function legend() {
  const [x0, y0] = [24, HEIGHT - 332], w = 392, h = 308;
  const cell = (k) => [x0 + 30 + (k % 2) * 190, y0 + 86 + Math.floor(k / 2) * 27];
  const swatch = (t) => keys.swatch(FILL[t], INK[t] ? `${t}0` : '');
  const entries = [
    ['Clear', swatch('clear')], ['Hills', swatch('hills')], ['Mountain', swatch('mountain')],
    ['Sea', keys.sea], ['Road', keys.road()], ['River (hexside)', keys.line('river')],
    ['Town', keys.town], ['City', keys.city], ['Port', keys.port], ['Airfield', keys.airfield],
    ['Landing beach', ([x, y]) => keys.line('sand')([x, y]) + keys.line('sand-dots')([x, y])],
  ];
  const [cx, cy] = cell(entries.length + 1);
  const cdKey = `<path d="M${cx - 14} ${cy - 12}h28v24h-28Z" class="cd-ring"/>${use('cd', cx, cy + 1)}<text class="key" ${xy(cx + 24, cy + 4)}>Coast defence position: one CD unit, placed Untried</text>`;
  return legendFrame(x0, y0, w, h, 'Sicily · July 1943', "Original art, drawn by script; not the game's map", legendRows(entries, cell) + cdKey);
}

export function drawMap(world) {
  const { hexes } = world;
  const land = smooth(world.outline, true);
  const roads = world.roadLines.map((path) => smooth(path.map((i) => [hexes[i].x, hexes[i].y]), false)).join('');
  const rivers = world.riverLines.map((r) => smooth(r.points, false)).join('');
  const towns = settlements(world);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>${LABEL_CSS}
.sea{font-family:serif;font-style:italic;letter-spacing:6px;fill:#2c5f8a;fill-opacity:.75;text-anchor:middle}
.land{font:italic bold 24px serif;letter-spacing:10px;fill:#6b5130;fill-opacity:.4;text-anchor:middle}
.beach{font:bold 13px sans-serif;letter-spacing:2px;fill:#7a5a12;text-anchor:middle;paint-order:stroke;stroke:#eaf4fb;stroke-width:3;stroke-linejoin:round}.who{font-size:10px;letter-spacing:0;fill:#2c5f8a}
.sand{fill:none;stroke:${SAND};stroke-width:9;stroke-linecap:round}.sand-dots{fill:none;stroke:#b8913a;stroke-width:2.4;stroke-dasharray:.1 5;stroke-linecap:round}
.cd-ring{fill:none;stroke:${CD};stroke-width:2.6;stroke-dasharray:7 3.5;stroke-linejoin:round}
.compass{font:bold 15px serif;fill:#2c5f8a;text-anchor:middle}
${roadCss(ROAD)}
.river{fill:none;stroke:${RIVER};stroke-width:3.2;stroke-linecap:round;stroke-linejoin:round}.blocks{fill:#2b2b2b;stroke:#fbf8ec;stroke-width:1.3}
.title{font:bold 18px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 13px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${HEX_PATH}"/>
${reliefSymbols('hills', reliefMarks.rough, INK.hills)}${reliefSymbols('mountain', reliefMarks.mountain, INK.mountain)}
${ANCHOR_SYMBOL}
${AIRFIELD_SYMBOL}
<g id="cd"><path d="M-10 6V1A10 10 0 0 1 10 1V6Z" fill="${CD}" stroke="#fff7e0" stroke-width="1.4"/><path d="M2-4L13-11" stroke="${CD}" stroke-width="3.2" stroke-linecap="round"/><path d="M-12 6H12" stroke="#3b2a18" stroke-width="2"/></g>
${SEA_PATTERN}
${landClip(land)}</defs>
${seaAndLand(WIDTH, HEIGHT, land, FILL.clear, reliefHexes(hexes.filter((h) => INK[h.terrain]), FILL))}
${beachArt(world)}
<path d="${gridPath(hexes)}" fill="none" stroke="#1e1e1e" stroke-opacity=".3" stroke-width="1"/>
<path d="${rivers}" class="river"/>
<path d="${roads}" class="road-case"/><path d="${roads}" class="road"/>
${cdArt(world)}
${hexNumbers(hexes)}
${towns.marks}
${towns.names}
${lettering(sheetNames, project)}
${compassAndScale()}
${legend()}
${sheetFrame(WIDTH, HEIGHT)}
</svg>
`;
}
