// Hex geometry of the Caporetto demo map: a flat-topped 24 × 18 grid numbered CCRR from 0101 whose
// label-odd columns (index 0, 2, …) sit half a hex lower, as Caporetto numbers its map. The sheet's
// hex size, stagger and corner lattice are the demos' shared flat-hex sheet (../lib/flatHexes.mjs);
// the grid record written to the scenario (`gridRecord`) and every drawing below share its numbers.

import { valueNoise as noiseOver } from '../lib/mapArt.mjs';
import { gridRecordOf, hexSheet, sheetSize } from '../lib/flatHexes.mjs';
export const COLS = 24, ROWS = 18;
export const [WIDTH, HEIGHT] = sheetSize(COLS, ROWS);

/** `shiftOdd: false` makes even column indices (printed 01, 03, …) the ones shifted half a hex down. */
export const gridRecord = gridRecordOf(COLS, ROWS);

export { mulberry32 } from '../lib/mapArt.mjs';
export { DX, DY, ORIGIN_X, ORIGIN_Y, hexLabel, pointOf, sharedEdge } from '../lib/flatHexes.mjs';

/** Every hex (in `indexOf` order, each with its neighbours' indices) and the corner lattice. */
export const buildSheet = () => hexSheet(COLS, ROWS);
export const indexOf = (c, r) => (c < 0 || r < 0 || c >= COLS || r >= ROWS ? -1 : c * ROWS + r);

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
