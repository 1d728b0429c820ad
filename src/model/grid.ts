/**
 * Grid and numbering records: plain data that describes how a board's printed hexes or squares
 * sit on its image, and how the game numbers them. Geometry functions in `src/geometry` read these.
 */

/** How a board's printed hex or square labels are formed; modelled on VASSAL's HexGridNumbering so real games can be reproduced. */
export interface GridNumbering {
  /** Which part of the label comes first: the column (`2718` = column 27, row 18) or the row. */
  first: 'column' | 'row';
  /** Text between the two parts, often empty (`2718`) or a dot / dash (`27.18`). */
  separator: string;
  /** Number printed on the first (left-most) column and the first (top-most) row. */
  columnStart: number;
  rowStart: number;
  /** Minimum digits of each part, zero padded (`2` makes column 7 print as `07`). */
  columnDigits: number;
  rowDigits: number;
  /** Numbers or letters (`A`, `B`, … `Z`, then see `lettersPastZ`). */
  columnStyle: 'numeric' | 'alpha';
  rowStyle: 'numeric' | 'alpha';
  /**
   * How letters go on past `Z`: `doubled` prints `AA, BB, CC` (VASSAL's and ASL's way), `sequence`
   * (the default when absent) prints `AA, AB, AC` as spreadsheets do. `vassal` is `doubled` with
   * VASSAL's letters before `A` (values ≤ 0): `-B, -C, …` where `doubled` prints `-A, -B, …`.
   */
  lettersPastZ?: 'sequence' | 'doubled' | 'vassal';
  /** Text printed before and after every label, e.g. `Hex ` for `Hex 2718`; absent means none. */
  prefix?: string;
  suffix?: string;
  /** Numbers count down instead of up (columns right-to-left, rows bottom-to-top). */
  columnDescending: boolean;
  rowDescending: boolean;
  /**
   * When counting down, the column / row index (0-based, before stagger) that prints the start
   * number. Absent: the last one (`columns − 1` / `rows − 1`). VASSAL counts down from an index it
   * derives from the board size (see docs/numbering.md), which need not be the last column.
   */
  columnDescendingFrom?: number;
  rowDescendingFrom?: number;
  /**
   * Staggered numbering: the row number drifts by one every second column (flat-topped) or the
   * column number every second row (pointy-topped), so labels run along the hex diagonals.
   */
  stagger: boolean;
  /**
   * What `stagger` does. `diagonal` (the default when absent) is the drift described above.
   * `shiftedLines` is VASSAL's rule: in every shifted column (flat) or row (pointy) the index along
   * it counts one more, so a shifted hex shares its row (flat) / column (pointy) number with the
   * unshifted hex below-left of it (flat) or above-right of it (pointy).
   */
  staggerRule?: 'diagonal' | 'shiftedLines';
  /**
   * Print only one part of the label: the column value (`'column'`) or the row value (`'row'`).
   * For one-line grids such as tracks, whose cells print `5` or `-4`.
   */
  only?: 'column' | 'row';
}

/** A hex grid laid over a board image, in board pixels. Separate `dx`/`dy` allow slightly stretched scans. */
export interface HexGrid {
  kind: 'hex';
  /** `flat`: flat-topped hexes in vertical columns; `pointy`: pointy-topped hexes in horizontal rows. */
  orientation: 'flat' | 'pointy';
  /** Distance between neighbouring column centres (flat) or between centres in a row (pointy). */
  dx: number;
  /** Distance between centres in a column (flat) or between neighbouring row centres (pointy). */
  dy: number;
  /** Centre of the hex in column 0, row 0 before any half-hex shift (when even columns/rows are the shifted ones, that hex sits half a hex further on). */
  originX: number;
  originY: number;
  /** Whether odd columns (flat) / odd rows (pointy) are the ones shifted by half a hex down / right. */
  shiftOdd: boolean;
  /** How many columns and rows the board holds; used for labels, drawing and bounds. */
  columns: number;
  rows: number;
  numbering: GridNumbering;
  /** Draw the grid lines over the board (a scan usually has them printed already). */
  showLines: boolean;
  /** Centres and cells rounded as VASSAL rounds them; see {@link GridRounding}. Absent: exact. */
  rounding?: GridRounding;
}

/**
 * `vassal`: cell centres fall on the whole pixels VASSAL computes (its flooring of `dx·col`,
 * `dy·row` and of the half-hex shift), and a point belongs to the cell VASSAL snaps it to: the
 * nearest column (flat) / row (pointy) first, then the nearest centre along it, so hex cells are
 * rectangles rather than hexagons. Used for grids imported from VASSAL modules, so counters sit
 * on VASSAL's pixels and are named as VASSAL names them.
 */
export type GridRounding = 'vassal';

/** A square grid, for games that use squares or for boxes and displays. */
export interface SquareGrid {
  kind: 'square';
  dx: number;
  dy: number;
  originX: number;
  originY: number;
  columns: number;
  rows: number;
  numbering: GridNumbering;
  showLines: boolean;
  /** `vassal`: centres at `origin + round(index·d)` as VASSAL places them. Absent: exact. */
  rounding?: GridRounding;
}

/** No grid: pieces stay where they are dropped. */
export interface NoGrid {
  kind: 'none';
}

export type Grid = HexGrid | SquareGrid | NoGrid;

/** Offset coordinates of one cell: column and row counted from 0 at the grid origin. */
export interface Cell {
  col: number;
  row: number;
}

/** The numbering most hex-and-counter games print: `CCRR`, columns first, starting at 01. */
export const standardNumbering: GridNumbering = {
  first: 'column',
  separator: '',
  columnStart: 1,
  rowStart: 1,
  columnDigits: 2,
  rowDigits: 2,
  columnStyle: 'numeric',
  rowStyle: 'numeric',
  columnDescending: false,
  rowDescending: false,
  stagger: false,
};
