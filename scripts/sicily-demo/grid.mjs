// Hex geometry of the Sicily coast-defence demo map: flat-topped hexes of the same size and stagger
// as the Caporetto, C3 and Kesselring's War demos (../caporetto-demo/geo.mjs, whose corner lattice
// this map shares), 20 columns × 12 rows printed 0101 to 2012, the odd printed columns half a hex
// lower. Places are given by longitude and latitude and projected onto the sheet (`project`): one
// hex is about 8 km across, north is up.
import { DX, DY, ORIGIN_X, ORIGIN_Y, R, buildLattice, centreOf, cornersOf, gridRecord as caporettoGrid } from '../caporetto-demo/geo.mjs';

export const COLS = 20, ROWS = 12;
export const WIDTH = Math.ceil(ORIGIN_X + (COLS - 1) * DX + R + 20);
export const HEIGHT = Math.ceil(ORIGIN_Y + (ROWS - 1) * DY + DY + 20);
export const gridRecord = { ...caporettoGrid, columns: COLS, rows: ROWS };

// The projection: the first column's centres on longitude 13.90° E, the top row's (unshifted)
// centres on latitude 37.40° N, the same scale both ways (a degree of longitude is cos 37° of a
// degree of latitude).
const LON0 = 13.9, LAT0 = 37.4;
const PX_PER_LON = ((COLS - 1) * DX) / 1.5;
const PX_PER_LAT = PX_PER_LON / Math.cos((37 * Math.PI) / 180);

/** Board x, y of a longitude and latitude. */
export const project = ([lon, lat]) => [ORIGIN_X + (lon - LON0) * PX_PER_LON, ORIGIN_Y + (LAT0 - lat) * PX_PER_LAT];
/** Kilometres a board pixel spans. */
export const KM_PER_PX = 111.2 / PX_PER_LAT;

/** The printed label of a hex by column and row index. */
export const labelOf = (c, r) => String(c + 1).padStart(2, '0') + String(r + 1).padStart(2, '0');

/**
 * Every hex, in label order, with its centre, corners and the index of each neighbour; `byLabel`
 * finds one, `nearest` the hex whose centre is closest to a board point. The corner lattice comes
 * with them.
 */
export function buildGrid() {
  const hexes = [];
  for (let c = 0; c < COLS; c++) {
    for (let r = 0; r < ROWS; r++) {
      const [x, y] = centreOf(c, r);
      hexes.push({ c, r, x, y, label: labelOf(c, r), corners: cornersOf(x, y) });
    }
  }
  const byLabel = new Map(hexes.map((h, i) => [h.label, i]));
  for (const h of hexes) {
    // Printed-odd columns (even indices) sit half a hex lower, so their side neighbours are a row further down.
    const s = h.c % 2 === 0 ? 1 : 0;
    h.neighbours = [[0, -1], [0, 1], [-1, s - 1], [-1, s], [1, s - 1], [1, s]]
      .filter(([dc, dr]) => h.c + dc >= 0 && h.c + dc < COLS && h.r + dr >= 0 && h.r + dr < ROWS)
      .map(([dc, dr]) => byLabel.get(labelOf(h.c + dc, h.r + dr)));
  }
  const nearest = ([x, y]) => hexes.reduce((a, b) => (Math.hypot(b.x - x, b.y - y) < Math.hypot(a.x - x, a.y - y) ? b : a));
  return { hexes, byLabel, nearest, ...buildLattice(hexes) };
}
export { DX, DY, R };
