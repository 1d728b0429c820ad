// Hex geometry of the Kesselring's War demo map: flat-topped hexes of the same size and stagger as
// the Caporetto and C3 demos (../caporetto-demo/geo.mjs, whose corner lattice this map shares), but
// 32 columns × 32 rows printed 0901 to 4032. The numbering starts at column 09 so that the hexes the
// rules text names fall where it says: Messina 2027 across the Strait from Reggio 2028, Anzio 2913,
// Roma 3112, Monte Cassino 3116, San Benedetto 3714, Foggia 3321, Cagliari 1609.
//
// Places are given by printed column and row ("2027" is [20, 27]); fractional outline points use the
// same numbers, the row measured as geo.mjs `pointOf` measures it (a quarter hex below the top of an
// unshifted hex's row).
import { DX, DY, ORIGIN_X, ORIGIN_Y, R, buildLattice, centreOf, cornersOf, gridRecord as caporettoGrid } from '../caporetto-demo/geo.mjs';

export const FIRST_COL = 9, COLS = 32, ROWS = 32;
export const WIDTH = Math.ceil(ORIGIN_X + (COLS - 1) * DX + R + 20);
export const HEIGHT = Math.ceil(ORIGIN_Y + (ROWS - 1) * DY + DY + 20);
// An odd first column keeps the odd printed columns half a hex down, as the rules' hex numbers need
// (2915, 3016, 3116, 3217… is one straight row).
export const gridRecord = { ...caporettoGrid, columns: COLS, rows: ROWS, numbering: { ...caporettoGrid.numbering, columnStart: FIRST_COL } };

/** The printed label of a hex by printed column and row. */
export const labelOf = (col, row) => String(col).padStart(2, '0') + String(row).padStart(2, '0');
/** Printed column and row of a label. */
export const colRowOf = (label) => [Number(label.slice(0, 2)), Number(label.slice(2))];

/** Board x, y of a fractional printed column and row (the half-hex shift averaged away). */
export const pointAt = (col, row) => [ORIGIN_X + (col - FIRST_COL) * DX, ORIGIN_Y + (row - 1) * DY + DY / 4];

const onMap = (col, row) => col >= FIRST_COL && col < FIRST_COL + COLS && row >= 1 && row <= ROWS;

/**
 * Every hex, in label order, with its centre, corners and the index of each neighbour; `byLabel`
 * finds one. The corner lattice (vertices and the hexes each edge separates) comes with them.
 */
export function buildGrid() {
  const hexes = [];
  for (let col = FIRST_COL; col < FIRST_COL + COLS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const [x, y] = centreOf(col - FIRST_COL, row - 1);
      hexes.push({ col, row, x, y, label: labelOf(col, row), corners: cornersOf(x, y) });
    }
  }
  const byLabel = new Map(hexes.map((h, i) => [h.label, i]));
  for (const h of hexes) {
    // An odd printed column sits half a hex lower, so its side neighbours are a row further down.
    const down = h.col % 2;
    h.neighbours = [[0, -1], [0, 1], [-1, down - 1], [-1, down], [1, down - 1], [1, down]]
      .filter(([dc, dr]) => onMap(h.col + dc, h.row + dr))
      .map(([dc, dr]) => byLabel.get(labelOf(h.col + dc, h.row + dr)));
  }
  return { hexes, byLabel, ...buildLattice(hexes) };
}

/** The fractional printed row of a hex centre, on the scale outline points use. */
export const centreRow = (h) => (h.y - ORIGIN_Y - DY / 4) / DY + 1;
export { DX, DY, R };
