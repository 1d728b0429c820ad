/** Hex grids for unit tests: flat-topped, 60 px columns, numbered 0101 like most hex-and-counter maps. */
import { standardNumbering, type HexGrid } from '../../../src/model/grid';

/**
 * A flat-topped hex grid of `columns` × `rows`. `shiftOdd` true shifts odd-indexed columns down
 * (the demo map); false shifts even-indexed ones, i.e. printed columns 01, 03… (Caporetto's map).
 */
export function flatHexGrid(columns: number, rows: number, shiftOdd = true): HexGrid {
  return { kind: 'hex', orientation: 'flat', dx: 60, dy: 69.2820323, originX: 60, originY: 60, shiftOdd, columns, rows, numbering: standardNumbering, showLines: false };
}

/** The demo map's grid (flat-topped, odd columns shifted down, 32 × 22, numbered 0101). */
export const demoGrid: HexGrid = flatHexGrid(32, 22);
