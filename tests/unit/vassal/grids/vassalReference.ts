/**
 * An independent reference of what VASSAL computes for its HexGrid / SquareGrid and their
 * numberings, written from the behaviour of VASSAL's Java code (points are whole pixels; `(int)`
 * casts truncate toward zero; `Math.round` rounds halves up). Kept small and literal so it can be
 * read against VASSAL's formulas; the tests compare Sandtable's grids with it.
 */

export type Attrs = Record<string, string>;
export interface Point {
  x: number;
  y: number;
}

/** Java's (int) cast: toward zero (and never a negative zero). */
const trunc = (n: number) => Math.trunc(n) + 0;
const javaRound = (n: number) => Math.floor(n + 0.5);
const odd = (n: number) => n % 2 !== 0;

/** VASSAL's label part: sign, then zero padding (`leading` zeros below 10^leading…) or letters A…Z, AA, BB… */
export function vassalName(value: number, type: string, leading: number): string {
  let text = value < 0 ? '-' : '';
  let v = Math.abs(value);
  if (type === 'A') {
    do {
      text += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[v % 26];
      v -= 26;
    } while (v >= 0);
    return text;
  }
  let lead = leading;
  while (lead > 0 && v < 10 ** lead) {
    lead -= 1;
    text += '0';
  }
  return text + v;
}

interface Numbering {
  first: string;
  sep: string;
  hType: string;
  vType: string;
  hLeading: number;
  vLeading: number;
  hOff: number;
  vOff: number;
  hDescend: boolean;
  vDescend: boolean;
  stagger: boolean;
  locationFormat: string;
}

function numbering(a: Attrs): Numbering {
  return {
    first: a.first ?? 'H',
    sep: a.sep ?? '',
    hType: a.hType ?? 'N',
    vType: a.vType ?? 'N',
    hLeading: Number(a.hLeading ?? 1),
    vLeading: Number(a.vLeading ?? 1),
    hOff: Number(a.hOff ?? 1),
    vOff: Number(a.vOff ?? 1),
    hDescend: a.hDescend === 'true',
    vDescend: a.vDescend === 'true',
    stagger: (a.stagger ?? 'true') === 'true',
    locationFormat: a.locationFormat ?? '$gridLocation$',
  };
}

/** The location text: the two parts in order, then the location format filled in. */
function locationName(n: Numbering, row: number, column: number): string {
  const rowName = vassalName(row + n.vOff, n.vType, n.vLeading);
  const colName = vassalName(column + n.hOff, n.hType, n.hLeading);
  const grid = n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  return n.locationFormat.split('$gridLocation$').join(grid).split('$row$').join(rowName).split('$column$').join(colName);
}

/** VASSAL's HexGrid with its HexGridNumbering, on a container of the given size. */
export function vassalHex(grid: Attrs, numberingAttrs: Attrs, size: { width: number; height: number }) {
  const dx = Number(grid.dx);
  const dy = Number(grid.dy);
  const x0 = Number(grid.x0);
  const y0 = Number(grid.y0);
  const sideways = grid.sideways === 'true';
  const n = numbering(numberingAttrs);
  const swap = (p: Point): Point => (sideways ? { x: p.y, y: p.x } : p);
  const maxRows = Math.floor(size.height / dx + 0.5);
  const maxColumns = Math.floor(size.width / dy + 0.5);

  /** The centre of column nx, row ny. */
  const centre = (nx: number, ny: number): Point =>
    swap({ x: trunc(dx * nx + x0), y: odd(nx) ? trunc(dy * ny + trunc(dy / 2) + y0) : trunc(dy * ny + y0) });

  /** Where a dropped point snaps to. */
  const snap = (point: Point): Point => {
    const p = swap(point);
    const nx = Math.floor((p.x - x0 + dx / 2) / dx);
    const x = trunc(dx * nx + x0);
    const y = odd(nx) ? trunc(dy * Math.floor((p.y - y0) / dy) + trunc(dy / 2) + y0) : trunc(dy * Math.floor((p.y - y0 + dy / 2) / dy) + y0);
    return swap({ x, y });
  };

  const rawColumn = (p: Point) => Math.floor((swap(p).x - x0) / dx + 0.5);
  const rawRow = (point: Point) => {
    const p = swap(point);
    const nx = javaRound((p.x - x0) / dx);
    return odd(nx) ? javaRound((p.y - y0 - dy / 2) / dy) : javaRound((p.y - y0) / dy);
  };

  /** The name VASSAL shows for a point. */
  const name = (p: Point): string => {
    let column = rawColumn(p);
    if (n.vDescend && sideways) column = maxRows - column;
    if (n.hDescend && !sideways) column = maxColumns - column;
    let row = rawRow(p);
    if (n.vDescend && !sideways) row = maxRows - row;
    if (n.hDescend && sideways) row = maxColumns - row;
    if (n.stagger && odd(rawColumn(p))) {
      const down = sideways ? n.hDescend : n.vDescend;
      row += down ? -1 : 1;
    }
    return locationName(n, row, column);
  };
  return { centre, snap, name };
}

/** VASSAL's SquareGrid with its SquareGridNumbering, on a container of the given size. */
export function vassalSquare(grid: Attrs, numberingAttrs: Attrs, size: { width: number; height: number }) {
  const dx = Number(grid.dx);
  const dy = Number(grid.dy);
  const x0 = Number(grid.x0);
  const y0 = Number(grid.y0);
  const n = numbering(numberingAttrs);
  const maxRows = trunc(size.height / dy + 0.5);
  const maxColumns = trunc(size.width / dx + 0.5);
  const centre = (col: number, row: number): Point => ({ x: x0 + javaRound(col * dx), y: y0 + javaRound(row * dy) });
  const snap = (p: Point): Point => centre(javaRound((p.x - x0) / dx), javaRound((p.y - y0) / dy));
  const name = (p: Point): string => {
    let column = Math.floor((p.x - x0) / dx + 0.5);
    // VASSAL truncates here where the column floors: the same for every point below the first row's top edge.
    let row = trunc((p.y - y0) / dy + 0.5);
    if (n.hDescend) column = maxColumns - column;
    if (n.vDescend) row = maxRows - row;
    return locationName(n, row, column);
  };
  return { centre, snap, name };
}
