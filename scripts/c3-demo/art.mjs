// Draws the Operazione C3 demo map as one SVG: the sea, the island's wavy coast, hill hexes with
// relief marks, the printed grid with CCRR labels, roads, towns and cities, ports, airfields,
// minefields, the Victory Line, cliffs, a compass, a scale and a legend. Our own art, drawn from the
// world data.
import {
  ANCHOR_SYMBOL, HEX_PATH, LABEL_CSS, compassRose, edgesPath, hexNumbers, keys, legendFrame, legendRows, roadCss, scaleBar, sheetFrame,
} from '../lib/hexMapArt.mjs';
import { reliefMarks } from '../lib/mapArt.mjs';
import { polyline, r1, use } from '../lib/svg.mjs';
import { DY, HEIGHT, WIDTH, indexOf, pointOf } from '../caporetto-demo/geo.mjs';
import { airfields, places, seaNames } from './places.mjs';

const PLAIN = '#ece2b8', HILL = '#d2b98a', HILL_INK = '#8a6a3c', LINE_RED = '#b71c1c';
/** Valletta's star: a size larger than the other maps' objectives. */
const STAR = 'M0-9L2.6-2.8L9.2-2.8L4 1.3L6 8L0 4L-6 8L-4 1.3L-9.2-2.8L-2.6-2.8Z';

/** A closed smooth path through a coast's points: quadratic curves from midpoint to midpoint. */
function smoothClosed(points) {
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(points[points.length - 1], points[0]);
  const parts = points.map((p, k) => {
    const m = mid(p, points[(k + 1) % points.length]);
    return `Q${r1(p[0])} ${r1(p[1])} ${r1(m[0])} ${r1(m[1])}`;
  });
  return `M${r1(start[0])} ${r1(start[1])}${parts.join('')}Z`;
}

/** An open smooth path through hex centres: straight to the first midpoint, curves on, straight to the end. */
function smoothOpen(points) {
  if (points.length < 3) return polyline(points);
  const mids = points.slice(1).map((p, k) => [(points[k][0] + p[0]) / 2, (points[k][1] + p[1]) / 2]);
  const curves = points.slice(1, -1).map((p, k) => `Q${r1(p[0])} ${r1(p[1])} ${r1(mids[k + 1][0])} ${r1(mids[k + 1][1])}`);
  const [first, last] = [points[0], points[points.length - 1]];
  return `M${r1(first[0])} ${r1(first[1])}L${r1(mids[0][0])} ${r1(mids[0][1])}${curves.join('')}L${r1(last[0])} ${r1(last[1])}`;
}

/** The Victory Line: a red band along its hexsides, with teeth on the side it faces (north). */
function victoryLine(world) {
  const teeth = world.lineEdges.map((e) => {
    const [a, b] = e.split('|').map((k) => world.vertices.get(k));
    const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
    // The outward normal that points at the northern hex of the pair.
    let nx = -(b.y - a.y), ny = b.x - a.x;
    const len = Math.hypot(nx, ny);
    [nx, ny] = [nx / len, ny / len];
    const northHex = world.edgeHexes.get(e).map((i) => world.hexes[i]).find(world.north);
    if ((northHex.x - mx) * nx + (northHex.y - my) * ny < 0) [nx, ny] = [-nx, -ny];
    const tx = (b.x - a.x) / 4, ty = (b.y - a.y) / 4;
    return [-1, 1].map((s) => {
      const cx = mx + s * tx, cy = my + s * ty;
      return `M${r1(cx - tx / 3)} ${r1(cy - ty / 3)}L${r1(cx + nx * 7)} ${r1(cy + ny * 7)}L${r1(cx + tx / 3)} ${r1(cy + ty / 3)}Z`;
    }).join('');
  }).join('');
  return `<path d="${edgesPath(world.vertices, world.lineEdges)}" fill="none" stroke="${LINE_RED}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${teeth}" fill="${LINE_RED}"/>`;
}

/** Cliffs: a dark line with short hachures down the slope. */
function cliffMarks(world) {
  return world.cliffEdges.map((e) => {
    const [a, b] = e.split('|').map((k) => world.vertices.get(k));
    const ticks = [0.2, 0.4, 0.6, 0.8].map((t) => {
      const x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t;
      return `M${r1(x)} ${r1(y)}l${r1((b.y - a.y) / 6)} ${r1(-(b.x - a.x) / 6)}`;
    }).join('');
    return `<path d="M${r1(a.x)} ${r1(a.y)}L${r1(b.x)} ${r1(b.y)}${ticks}"/>`;
  }).join('');
}

function settlement(h, p) {
  const { x, y } = h;
  const blocks = p.kind === 'city'
    ? [[-15, -12, 13, 10], [0, -14, 14, 12], [-12, 0, 12, 11], [2, 0, 12, 10], [-4, -6, 8, 8]]
    : [[-9, -7, 9, 8], [1, -8, 8, 9], [-5, 2, 10, 7]];
  const rects = blocks.map(([bx, by, w, hh]) => `<rect x="${r1(x + bx)}" y="${r1(y + by)}" width="${w}" height="${hh}"/>`).join('');
  const name = p.kind === 'city' ? p.name.toUpperCase() : p.name;
  return { marks: rects, label: `<text class="name${p.kind === 'city' ? ' city' : ''}" x="${r1(x)}" y="${r1(y + 27)}">${name}</text>` };
}

function legend() {
  const x0 = 40, y0 = HEIGHT - 300, w = 430, h = 262;
  const cell = (k) => [x0 + 30 + (k % 2) * 200, y0 + 82 + Math.floor(k / 2) * 27];
  const entries = [
    ['Plain', keys.swatch(PLAIN)],
    ['Hill', keys.swatch(HILL, 'hill0', '.4')],
    ['Sea', keys.swatch('url(#sea)')],
    ['Road', keys.road(14)],
    ['Town', ([x, y]) => `<g class="blocks"><rect x="${x - 9}" y="${y - 7}" width="9" height="8"/><rect x="${x + 1}" y="${y - 8}" width="8" height="9"/><rect x="${x - 5}" y="${y + 2}" width="10" height="7"/></g>`],
    ['City', keys.city], ['Port', keys.port], ['Airfield', keys.airfield],
    ['Minefield', ([x, y]) => `<use href="#mine" x="${x}" y="${y}"/>`],
    ['Cliff (impassable)', ([x, y]) => `<g class="cliff"><path d="M${x - 14} ${y}h28M${x - 8} ${y}v6M${x} ${y}v6M${x + 8} ${y}v6"/></g>`],
    ['Victory Line', ([x, y]) => `<path d="M${x - 15} ${y}h30" stroke="${LINE_RED}" stroke-width="5"/><path d="M${x - 10} ${y}l3-7l3 7M${x + 4} ${y}l3-7l3 7" fill="${LINE_RED}"/>`],
    ['Valletta (VP)', ([x, y]) => `<path d="${STAR}" transform="translate(${x} ${y})" class="vp"/>`],
  ];
  return legendFrame(x0, y0, w, h, 'Operazione C3 · 1942', 'Original art, drawn by script · one hex is 1.5 km', legendRows(entries, cell));
}

/** A compass rose and a scale bar of 0–6 km (four hexes) in the north-east sea. */
function compassAndScale() {
  const rose = compassRose([WIDTH - 110, 130], { radius: 34, opacity: '.7', length: 46, width: 7, tail: 8, bar: 40 });
  return rose + scaleBar(WIDTH - 330, 240, { bars: 3, length: 2 * (DY / 1.5), per: 2, ticks: [0, 2, 4, 6], tickDy: 22, gap: 12, caption: 'km' });
}

export function drawMap(world, values) {
  const { hexes } = world;
  const hexAt = ([c, r]) => hexes[indexOf(c, r)];
  const land = world.coasts.map(smoothClosed).join('');
  const hills = hexes.filter((h) => h.terrain === 'hill');
  const hillFill = hills.map((h) => use('hex', h.x, h.y)).join('');
  const hillMarks = hills.map((h, k) => use(`hill${k % 3}`, h.x, h.y + 5)).join('');
  const roads = world.roadLines.map((path) => smoothOpen(path.map((i) => [hexes[i].x, hexes[i].y]))).join('');
  const towns = places.map((p) => settlement(hexAt(p.at), p));
  const valletta = hexAt(places.find((p) => p.name === 'Valletta').at);
  const ports = places.filter((p) => p.port).map((p) => use('anchor', hexAt(p.at).x + 24, hexAt(p.at).y - 14)).join('');
  const fields = airfields.map(({ name, at }) => {
    const h = hexAt(at);
    return use('airfield', h.x, h.y - 2) + `<text class="name field" x="${r1(h.x)}" y="${r1(h.y + 27)}">${name}</text>`;
  }).join('');
  const mines = values.minefields.map((label) => hexes.find((h) => h.label === label)).map((h) => use('mine', h.x - 12, h.y + 8) + use('mine', h.x + 12, h.y - 6)).join('');
  const seaLabels = seaNames.map(({ name, at, size, island }) => {
    const [x, y] = pointOf(...at);
    return `<text class="${island ? 'island' : 'sea'}" x="${r1(x)}" y="${r1(y)}" style="font-size:${size}px">${name}</text>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<style>${LABEL_CSS}
.sea{font-family:serif;font-style:italic;letter-spacing:5px;fill:#2c5f8a;fill-opacity:.75;text-anchor:middle}
.island{font:italic bold 24px serif;letter-spacing:14px;fill:#6b5130;fill-opacity:.55;text-anchor:middle}
.vp{fill:#c62828;stroke:#fff7e0;stroke-width:1.3}.compass{font:bold 15px serif;fill:#2c5f8a;text-anchor:middle}
${roadCss('#b2432f')}
.blocks{fill:#2b2b2b;stroke:#fbf8ec;stroke-width:1.3}.cliff path{fill:none;stroke:#3b2a18;stroke-width:3;stroke-linecap:round}
.title{font:bold 19px serif;fill:#2a241c;text-anchor:middle}.sub{font:italic 14px serif}.key{font:11.5px sans-serif;fill:#2a241c}</style>
<defs><path id="hex" d="${HEX_PATH}"/>${reliefMarks.rough.map((d, k) => `<path id="hill${k}" d="${d}" fill="none" stroke="${HILL_INK}" stroke-width="2.2" stroke-linecap="round"/>`).join('')}
${ANCHOR_SYMBOL}
<g id="airfield"><circle r="15" fill="#f7f3e6" stroke="#3a3a3a" stroke-width="1.6"/><path d="M-11-6L11 6M-4-12L4 12" stroke="#3a3a3a" stroke-width="4.2" stroke-linecap="round"/></g>
<g id="mine"><path d="M-7 0h14M0-7v14M-5-5l10 10M5-5l-10 10" stroke="#1c1c1c" stroke-width="1.4"/><circle r="4.2" fill="#1c1c1c"/></g>
<pattern id="sea" width="46" height="26" patternUnits="userSpaceOnUse"><rect width="46" height="26" fill="#8fbfe0"/><path d="M3 7q5-4 10 0t10 0M26 19q5-4 10 0t10 0" fill="none" stroke="#b9d8ee" stroke-width="1.3"/></pattern>
<clipPath id="land"><path d="${land}"/></clipPath></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sea)"/>
<path d="${land}" fill="none" stroke="#d9ecf7" stroke-width="16" stroke-linejoin="round" opacity=".8"/>
<path d="${land}" fill="${PLAIN}"/>
<g clip-path="url(#land)"><g fill="${HILL}" stroke="${HILL}" stroke-width="1.2">${hillFill}</g><g>${hillMarks}</g></g>
<path d="${land}" fill="none" stroke="#5b4a33" stroke-width="2.2" stroke-linejoin="round"/>
<path d="${edgesPath(world.vertices, world.edgeHexes.keys())}" fill="none" stroke="#1e1e1e" stroke-opacity=".32" stroke-width="1"/>
<g>${mines}</g>
<path d="${roads}" class="road-case"/><path d="${roads}" class="road"/>
${victoryLine(world)}<g class="cliff">${cliffMarks(world)}</g>
${hexNumbers(hexes)}
<g class="blocks">${towns.map((t) => t.marks).join('')}</g>
<path d="${STAR}" transform="translate(${r1(valletta.x + 22)} ${r1(valletta.y - 12)})" class="vp"/>
${ports}${fields}${towns.map((t) => t.label).join('')}
${seaLabels}
${compassAndScale()}
${legend()}
${sheetFrame(WIDTH, HEIGHT)}
</svg>
`;
}
