/** The demo map's grid (flat-topped, odd columns shifted down, 32 × 22, numbered 0101), for unit tests. */
import { standardNumbering, type HexGrid } from '../../../src/model/grid';

export const demoGrid: HexGrid = {
  kind: 'hex',
  orientation: 'flat',
  dx: 60,
  dy: 69.2820323,
  originX: 60,
  originY: 60,
  shiftOdd: true,
  columns: 32,
  rows: 22,
  numbering: standardNumbering,
  showLines: false,
};
