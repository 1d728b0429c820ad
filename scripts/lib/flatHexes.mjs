// The flat-topped hex sheet the Caporetto, C3, Kesselring's War and Sicily demo maps are printed
// on: one hex size (40 px to a corner) and one stagger (label-odd columns, index 0, 2, …, sit half a
// hex lower, as Caporetto numbers its map), only the number of columns and rows and the first
// printed column differ. Kept here once so the four maps, their grid records and their corner
// lattices (which rivers, coasts, fronts and hexsides follow) cannot drift apart.
import { nearestTo, pairKey } from './geometry.mjs';

export const R = 40;
export const DX = 1.5 * R, DY = Math.sqrt(3) * R;
export const ORIGIN_X = 60, ORIGIN_Y = 60;

/** Whether a column (by index) sits half a hex lower. */
export const isShifted = (c) => c % 2 === 0;
/** The printed CCRR label of a hex by column and row index, from 0101. */
export const hexLabel = (c, r) => String(c + 1).padStart(2, '0') + String(r + 1).padStart(2, '0');
export const centreOf = (c, r) => [ORIGIN_X + c * DX, ORIGIN_Y + r * DY + (isShifted(c) ? DY / 2 : 0)];
export const cornersOf = (x, y) =>
  Array.from({ length: 6 }, (_, i) => [x + R * Math.cos((i * Math.PI) / 3), y + R * Math.sin((i * Math.PI) / 3)]);
/** Board x, y of a fractional column and row index (the grid's own coordinates, ignoring the half shift). */
export const pointOf = (col, row) => [ORIGIN_X + col * DX, ORIGIN_Y + row * DY + DY / 4];

/** The sheet's width and height in pixels for `cols` × `rows` hexes, with a margin round the grid. */
export const sheetSize = (cols, rows) => [Math.ceil(ORIGIN_X + (cols - 1) * DX + R + 20), Math.ceil(ORIGIN_Y + (rows - 1) * DY + DY + 20)];

/**
 * The grid record a scenario stores for such a sheet. `shiftOdd: false` makes even column indices
 * (printed 01, 03, … from column 1) the ones shifted half a hex down; `columnStart` is the first
 * printed column.
 */
export function gridRecordOf(cols, rows, columnStart = 1) {
  return {
    kind: 'hex',
    orientation: 'flat',
    dx: DX,
    dy: Number(DY.toFixed(7)),
    originX: ORIGIN_X,
    originY: ORIGIN_Y,
    shiftOdd: false,
    columns: cols,
    rows,
    numbering: {
      first: 'column', separator: '', columnStart, rowStart: 1, columnDigits: 2, rowDigits: 2,
      columnStyle: 'numeric', rowStyle: 'numeric', columnDescending: false, rowDescending: false, stagger: false,
    },
    showLines: false,
  };
}

// Corner x values are whole numbers and y values multiples of DY/2, so this key is exact and the
// shared corners of neighbouring hexes collapse onto one vertex.
const vertexKey = ([x, y]) => `${Math.round(x)},${Math.round((y - ORIGIN_Y) / (DY / 2))}`;

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
      const e = pairKey(h.vkeys[k], h.vkeys[(k + 1) % 6]);
      edgeHexes.set(e, [...(edgeHexes.get(e) ?? []), i]);
    });
  }
  return { vertices, edgeHexes };
}

/** The lattice edge two neighbouring hexes share. */
export function sharedEdge(a, b) {
  const common = a.vkeys.filter((k) => b.vkeys.includes(k));
  return common.length === 2 ? pairKey(common[0], common[1]) : null;
}

/**
 * Every hex of a `cols` × `rows` sheet, column by column, with its column and row index (`c`, `r`),
 * centre, corners, printed label (`labelOf`) and the index of each neighbour; `byLabel` finds one,
 * `nearest` the hex whose centre is closest to a board point. The corner lattice comes with them.
 */
export function hexSheet(cols, rows, labelOf = hexLabel) {
  const hexes = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const [x, y] = centreOf(c, r);
      hexes.push({ c, r, x, y, label: labelOf(c, r), corners: cornersOf(x, y) });
    }
  }
  const byLabel = new Map(hexes.map((h, i) => [h.label, i]));
  for (const h of hexes) {
    // A shifted column's side neighbours are a row further down.
    const s = isShifted(h.c) ? 1 : 0;
    h.neighbours = [[0, -1], [0, 1], [-1, s - 1], [-1, s], [1, s - 1], [1, s]]
      .filter(([dc, dr]) => h.c + dc >= 0 && h.c + dc < cols && h.r + dr >= 0 && h.r + dr < rows)
      .map(([dc, dr]) => byLabel.get(labelOf(h.c + dc, h.r + dr)));
  }
  const nearest = (p) => nearestTo(hexes, p);
  return { hexes, byLabel, nearest, ...buildLattice(hexes) };
}
