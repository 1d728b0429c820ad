// Draws the Kesselring's War demo map as one SVG: the seas, the coasts of the peninsula, Sicily and
// Sardinia, rough, mountain and volcano hexes with relief marks, rivers, the Strait of Messina and
// the all-sea hexsides, roads, towns and cities, ports, airfields, Objectives, the supply sources,
// the printed grid with CCRR labels, a compass turned to the sheet's north, a scale and a legend.
// Our own art, drawn from the world data.
import {
  AIRFIELD_SYMBOL, ANCHOR_SYMBOL, HEX_PATH, LABEL_CSS, SEA_PATTERN, STAR, compassRose, gridPath, hexNumbers, keys, landClip,
  legendFrame, legendRows, lettering, placeName, reliefHexes, reliefSymbols, roadCss, scaleBar, seaAndLand, settlementBlocks,
  sheetFrame,
} from '../lib/hexMapArt.mjs';
import { reliefMarks } from '../lib/mapArt.mjs';
import { r1, smooth, use, xy } from '../lib/svg.mjs';
import { DY, HEIGHT, WIDTH, pointAt } from './grid.mjs';
import { MONTE_CASSINO, ROMA, SAN_BENEDETTO, places, seaNames } from './places.mjs';

const FILL = { open: '#ece3bb', rough: '#dac596', mountain: '#c3a57e', volcano: '#a4826a' };
const INK = { rough: '#9a7844', mountain: '#5e4632', volcano: '#3e2a1e' };
const RIVER = '#2b7bd0', STRAIT = '#0d47a1', ALL_SEA = '#0b3d91', ROAD = '#9e3b2a';
const NORTH = 64; // degrees the sheet's north is turned clockwise from straight up (the peninsula runs down the map)
const VOLCANO = 'M-20 14L-7-9Q0-14 7-9L20 14ZM-4-12q-6-9 2-14q-2 6 5 8q-7 1-7 6';
const ABBEY = 'M-7 4V-4L0-9L7-4V4ZM-2 4V-1H2V4';

/** The common side of two neighbouring hexes, as its two corners. */
function sideOf(world, pair) {
  const [a, b] = pair.split('|').map((l) => world.at(l));
  return a.vkeys.map((k, i) => [k, a.corners[i]]).filter(([k]) => b.vkeys.includes(k)).map(([, p]) => p);
}

function settlements(world) {
  const marks = [], names = [];
  for (const p of places) {
    const h = world.at(p.hex);
    if (p.kind) marks.push(settlementBlocks(h, p.kind));
    if (p.port) marks.push(use('anchor', h.x + 23, h.y - 12));
    if (p.airfield) marks.push(use('airfield', h.x - (p.kind ? 22 : 0), h.y + (p.kind ? 10 : -2)));
    if (p.objective) marks.push(`<path d="${STAR}" transform="translate(${r1(h.x + 22)} ${r1(h.y + 12)})" class="obj"/>`);
    names.push(placeName(h, p));
  }
  for (const hex of [ROMA, SAN_BENEDETTO]) {
    const h = world.at(hex);
    marks.push(`<circle cx="${r1(h.x)}" cy="${r1(h.y)}" r="25" class="source"/>`);
  }
  const abbey = world.at(MONTE_CASSINO);
  marks.push(`<path d="${ABBEY}" transform="translate(${r1(abbey.x + 21)} ${r1(abbey.y + 12)})" class="abbey"/>`);
  return { marks: marks.join(''), names: names.join('') };
}

/** A compass rose turned to the sheet's north, and a scale bar of 0–150 km (five hexes of 30 km). */
function compassAndScale() {
  const rose = compassRose(pointAt(11, 2.2), { radius: 36, opacity: '.75', length: 48, width: 7, tail: 8, bar: 40, turn: NORTH });
  const [x0, y0] = pointAt(9.6, 4.3);
  return rose + scaleBar(x0, y0, { bars: 5, length: DY, per: 30, ticks: [0, 60, 120, 150], tickDy: 22, gap: 10, caption: 'km · one hex is 30 km' });
}

function legend() {
  const [x0, y0] = pointAt(18.4, 11.3), w = 470, h = 352;
  const cell = (k) => [x0 + 30 + (k % 2) * 225, y0 + 84 + Math.floor(k / 2) * 27];
  const swatch = (t) => keys.swatch(FILL[t], INK[t] ? `${t}0` : '');
  const entries = [
    ['Open', swatch('open')], ['Rough', swatch('rough')], ['Mountain', swatch('mountain')], ['Volcano', swatch('volcano')],
    ['Sea', keys.sea], ['Road', keys.road()],
    ['River (hexside)', keys.line('river')], ['Strait of Messina', keys.line('strait')], ['All-sea hexside', keys.line('allsea')],
    ['Town', keys.town], ['City', keys.city], ['Port', keys.port], ['Airfield', keys.airfield],
    ['Objective (3.3)', keys.star('obj')],
    ['Axis supply source (12.4)', ([x, y]) => `<circle cx="${x}" cy="${y}" r="11" class="source"/>`],
    ['Monte Cassino (1 VP)', ([x, y]) => `<path d="${ABBEY}" transform="translate(${x} ${y + 2})" class="abbey"/>`],
    ['North edge: to the Axis Staging Area', ([x, y]) => `<path d="M${x - 14} ${y + 6}L${x} ${y - 8}L${x + 14} ${y + 6}" class="edge"/>`],
  ];
  // The last entry is long: it takes a row of its own.
  const body = legendRows(entries, (k) => (k === entries.length - 1 ? [x0 + 30, cell(k + 1)[1]] : cell(k)));
  return legendFrame(x0, y0, w, h, "Kesselring's War · 1943–44", "Original art, drawn by script; not the game's map", body);
}

export function drawMap(world) {
  const { hexes } = world;
  const land = Object.values(world.outlines).map((o) => smooth(o, true)).join('');
  const roads = world.roadLines.map((path) => smooth(path.map((i) => [hexes[i].x, hexes[i].y]), false)).join('');
  const rivers = world.riverLines.map((r) => smooth(r.points, false)).join('');
  const sidesOf = (feature) => [...world.sides].filter(([, f]) => f === feature).map(([pair]) => sideOf(world, pair));
  const segment = ([a, b]) => `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`;
  const north = hexes.filter((h) => h.r === 0 && h.land).map((h) => `<path d="M${r1(h.x - 14)} ${r1(h.y + 4)}L${r1(h.x)} ${r1(h.y - 10)}L${r1(h.x + 14)} ${r1(h.y + 4)}" class="edge"/>`).join('');
  const towns = settlements(world);
  const [sx, sy] = pointAt(35.2, 0.55);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>${LABEL_CSS}
.sea{font-family:serif;font-style:italic;letter-spacing:6px;fill:#2c5f8a;fill-opacity:.75;text-anchor:middle}
.land{font:italic bold 24px serif;letter-spacing:12px;fill:#6b5130;fill-opacity:.45;text-anchor:middle}
.obj{fill:#c62828;stroke:#fff7e0;stroke-width:1.3}.source{fill:none;stroke:#37474f;stroke-width:3;stroke-dasharray:7 4}.abbey{fill:#f6f1df;stroke:#3b2a18;stroke-width:1.6}
.compass{font:bold 15px serif;fill:#2c5f8a;text-anchor:middle}.edge{fill:none;stroke:#37474f;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
${roadCss(ROAD)}
.river{fill:none;stroke:${RIVER};stroke-width:3.4;stroke-linecap:round;stroke-linejoin:round}.strait{fill:none;stroke:${STRAIT};stroke-width:7;stroke-linecap:round}
.allsea{fill:none;stroke:${ALL_SEA};stroke-width:4;stroke-dasharray:6 4}.blocks{fill:#2b2b2b;stroke:#fbf8ec;stroke-width:1.3}
.title{font:bold 19px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 14px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${HEX_PATH}"/>
${reliefSymbols('rough', reliefMarks.rough, INK.rough)}${reliefSymbols('mountain', reliefMarks.mountain, INK.mountain)}
<path id="volcano0" d="${VOLCANO}" fill="#7b5a45" stroke="${INK.volcano}" stroke-width="1.8" stroke-linejoin="round"/>
${ANCHOR_SYMBOL}
${AIRFIELD_SYMBOL}
${SEA_PATTERN}
${landClip(land)}</defs>
${seaAndLand(WIDTH, HEIGHT, land, FILL.open, reliefHexes(hexes.filter((h) => INK[h.terrain]), FILL, { volcano: 1 }))}
<path d="${gridPath(hexes)}" fill="none" stroke="#1e1e1e" stroke-opacity=".3" stroke-width="1"/>
<path d="${rivers}" class="river"/>
<path d="${roads}" class="road-case"/><path d="${roads}" class="road"/>
<path d="${sidesOf('strait').map(segment).join('')}" class="strait"/><path d="${sidesOf('all-sea').map(segment).join('')}" class="allsea"/>
${hexNumbers(hexes)}
<g class="blocks">${towns.marks}</g>${north}
<text class="key" ${xy(sx, sy)} text-anchor="middle">to the Axis Staging Area</text>
${towns.names}
${lettering(seaNames, ([c, r]) => pointAt(c, r))}
${compassAndScale()}
${legend()}
${sheetFrame(WIDTH, HEIGHT)}
</svg>
`;
}
