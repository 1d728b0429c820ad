// Hex geometry of the Sicily coast-defence demo map: the demos' flat-topped hex sheet
// (../lib/flatHexes.mjs, the size, stagger and corner lattice of the Caporetto, C3 and Kesselring's
// War maps), 20 columns × 12 rows printed 0101 to 2012, the odd printed columns half a hex lower.
// Places are given by longitude and latitude and projected onto the sheet (`project`): one hex is
// about 8 km across, north is up.
import { DX, ORIGIN_X, ORIGIN_Y, gridRecordOf, hexSheet, sheetSize } from '../lib/flatHexes.mjs';

export const COLS = 20, ROWS = 12;
export const [WIDTH, HEIGHT] = sheetSize(COLS, ROWS);
export const gridRecord = gridRecordOf(COLS, ROWS);

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

/**
 * Every hex, in label order, with its centre, corners and the index of each neighbour; `byLabel`
 * finds one, `nearest` the hex whose centre is closest to a board point. The corner lattice comes
 * with them.
 */
export const buildGrid = () => hexSheet(COLS, ROWS);
export { DX, DY, R } from '../lib/flatHexes.mjs';
