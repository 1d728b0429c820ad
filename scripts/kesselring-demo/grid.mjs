// Hex geometry of the Kesselring's War demo map: the demos' flat-topped hex sheet
// (../lib/flatHexes.mjs, the size, stagger and corner lattice of the Caporetto, C3 and Sicily maps),
// 32 columns × 32 rows printed 0901 to 4032. The numbering starts at column 09 so that the hexes the
// rules text names fall where it says: Messina 2027 across the Strait from Reggio 2028, Anzio 2913,
// Roma 3112, Monte Cassino 3116, San Benedetto 3714, Foggia 3321, Cagliari 1609.
//
// Places are given by printed column and row ("2027" is [20, 27]); fractional outline points use the
// same numbers, the row measured as flatHexes.mjs `pointOf` measures it (a quarter hex below the top
// of an unshifted hex's row).
import { gridRecordOf, hexSheet, pointOf, sheetSize } from '../lib/flatHexes.mjs';

export const FIRST_COL = 9, COLS = 32, ROWS = 32;
export const [WIDTH, HEIGHT] = sheetSize(COLS, ROWS);
// An odd first column keeps the odd printed columns half a hex down, as the rules' hex numbers need
// (2915, 3016, 3116, 3217… is one straight row).
export const gridRecord = gridRecordOf(COLS, ROWS, FIRST_COL);

/** The printed label of a hex by printed column and row. */
export const labelOf = (col, row) => String(col).padStart(2, '0') + String(row).padStart(2, '0');

/** Board x, y of a fractional printed column and row (the half-hex shift averaged away). */
export const pointAt = (col, row) => pointOf(col - FIRST_COL, row - 1);

/**
 * Every hex, in label order, with its centre, corners and the index of each neighbour (`r` 0 is
 * printed row 01); `byLabel` finds one. The corner lattice (vertices and the hexes each edge
 * separates) comes with them.
 */
export const buildGrid = () => hexSheet(COLS, ROWS, (c, r) => labelOf(c + FIRST_COL, r + 1));
export { DX, DY, R } from '../lib/flatHexes.mjs';
