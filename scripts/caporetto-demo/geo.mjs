// Hex geometry of the Caporetto demo map: a flat-topped 24 × 18 grid numbered CCRR from 0101 whose
// label-odd columns (index 0, 2, …) sit half a hex lower, as Caporetto numbers its map. The grid
// record written to the scenario (`gridRecord`) and every drawing below share these numbers.

import { valueNoise as noiseOver } from '../lib/mapArt.mjs';
export const COLS = 24, ROWS = 18, R = 40;
export const DX = 1.5 * R, DY = Math.sqrt(3) * R;
export const ORIGIN_X = 60, ORIGIN_Y = 60;
export const WIDTH = Math.ceil(ORIGIN_X + (COLS - 1) * DX + R + 20);
export const HEIGHT = Math.ceil(ORIGIN_Y + (ROWS - 1) * DY + DY + 20);

/** `shiftOdd: false` makes even column indices (printed 01, 03, …) the ones shifted half a hex down. */
export const gridRecord = {
  kind: 'hex',
  orientation: 'flat',
  dx: DX,
  dy: Number(DY.toFixed(7)),
  originX: ORIGIN_X,
  originY: ORIGIN_Y,
  shiftOdd: false,
  columns: COLS,
  rows: ROWS,
  numbering: {
    first: 'column', separator: '', columnStart: 1, rowStart: 1, columnDigits: 2, rowDigits: 2,
    columnStyle: 'numeric', rowStyle: 'numeric', columnDescending: false, rowDescending: false, stagger: false,
  },
  showLines: false,
};

export { mulberry32 } from '../lib/mapArt.mjs';

export const r1 = (v) => Math.round(v * 10) / 10; // one decimal keeps the SVG small
export const isShifted = (c) => c % 2 === 0;
export const hexLabel = (c, r) => String(c + 1).padStart(2, '0') + String(r + 1).padStart(2, '0');
export const centreOf = (c, r) => [ORIGIN_X + c * DX, ORIGIN_Y + r * DY + (isShifted(c) ? DY / 2 : 0)];
export const cornersOf = (x, y) =>
  Array.from({ length: 6 }, (_, i) => [x + R * Math.cos((i * Math.PI) / 3), y + R * Math.sin((i * Math.PI) / 3)]);
// Corner x values are whole numbers and y values multiples of DY/2, so this key is exact and the
// shared corners of neighbouring hexes collapse onto one vertex.
const vertexKey = ([x, y]) => `${Math.round(x)},${Math.round((y - ORIGIN_Y) / (DY / 2))}`;
export const edgeKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every hex with its centre, corners and label; `indexOf` finds one by column and row. */
export function buildHexes() {
  const hexes = [];
  for (let c = 0; c < COLS; c++)
    for (let r = 0; r < ROWS; r++) {
      const [x, y] = centreOf(c, r);
      hexes.push({ c, r, x, y, label: hexLabel(c, r), corners: cornersOf(x, y) });
    }
  return hexes;
}
export const indexOf = (c, r) => (c < 0 || r < 0 || c >= COLS || r >= ROWS ? -1 : c * ROWS + r);

export function neighbourIndices(c, r) {
  const s = isShifted(c) ? 1 : 0; // a shifted column's side neighbours are one row further down
  const offsets = [[0, -1], [0, 1], [-1, s - 1], [-1, s], [1, s - 1], [1, s]];
  return offsets.map(([dc, dr]) => indexOf(c + dc, r + dr)).filter((i) => i >= 0);
}

/**
 * The corner lattice: vertices (with the hexes meeting there and the vertices one edge away) and,
 * for each edge, the one or two hexes it separates. Rivers, the coast and the front follow it.
 */
export function buildLattice(hexes) {
  const vertices = new Map();
  const edgeHexes = new Map();
  for (const [i, h] of hexes.entries()) {
    h.vkeys = h.corners.map(vertexKey);
    h.corners.forEach((p, k) => {
      const v = vertices.get(h.vkeys[k]) ?? { key: h.vkeys[k], x: p[0], y: p[1], hexes: [], adj: new Set() };
      v.hexes.push(i);
      v.adj.add(h.vkeys[(k + 1) % 6]).add(h.vkeys[(k + 5) % 6]);
      vertices.set(h.vkeys[k], v);
      const e = edgeKey(h.vkeys[k], h.vkeys[(k + 1) % 6]);
      edgeHexes.set(e, [...(edgeHexes.get(e) ?? []), i]);
    });
  }
  return { vertices, edgeHexes };
}

/** The lattice edge two neighbouring hexes share. */
export function sharedEdge(a, b) {
  const common = a.vkeys.filter((k) => b.vkeys.includes(k));
  return common.length === 2 ? edgeKey(common[0], common[1]) : null;
}

/** Smoothed value noise over the map (see ../lib/mapArt.mjs). */
export const valueNoise = (rand, cell) => noiseOver(rand, WIDTH, HEIGHT, cell);

/** A piecewise-linear curve through `[t, v]` points, held flat beyond its ends. */
export function curve(points) {
  return (t) => {
    if (t <= points[0][0]) return points[0][1];
    for (let k = 1; k < points.length; k++) {
      const [t0, v0] = points[k - 1], [t1, v1] = points[k];
      if (t <= t1) return v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
    }
    return points[points.length - 1][1];
  };
}

/** Board x, y of a fractional column and row (the grid's own coordinates, ignoring the half shift). */
export const pointOf = (col, row) => [ORIGIN_X + col * DX, ORIGIN_Y + row * DY + DY / 4];
