/**
 * The one grid a Sandtable board holds, from a VASSAL board that may have a grid of its own or a
 * zoned grid: the board's (background) grid when it has one, else the grid of its largest zone.
 * VASSAL keeps zone grids in board pixels, so the grid is used as is; the zone's bounding box only
 * sets how many cells it has and how labels count down. Other zone grids are named as left out.
 */
import type { Grid } from '../../model/grid';
import { gridFromVassal } from '../grids/fromVassal';
import type { VassalBoard, VassalZone } from '../module/model';

export interface BoardGrid {
  grid: Grid;
  /** What of the board's grids could not be kept, for the summary. */
  leftOut: string[];
}

/** A polygon's bounding box. */
export function boundsOf(points: readonly number[]): { x: number; y: number; width: number; height: number } {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const area = (z: VassalZone) => {
  const b = boundsOf(z.points);
  return b.width * b.height;
};

/** The zone whose grid the board takes: the largest with a hex or square grid. */
function mainZone(zones: readonly VassalZone[]): VassalZone | undefined {
  return zones
    .filter((z) => z.grid && z.points.length >= 6 && (z.grid.kind === 'HexGrid' || z.grid.kind === 'SquareGrid'))
    .sort((a, b) => area(b) - area(a))[0];
}

/** The board's grid, or no grid with the reason named. */
export function boardGrid(board: VassalBoard): BoardGrid {
  const zone = board.grid ? undefined : mainZone(board.zones);
  const otherZoneGrids = board.zones.filter((z) => z.grid && z !== zone).map((z) => z.name);
  const leftOut = otherZoneGrids.length ? [`the grids of zones ${otherZoneGrids.map((n) => `“${n}”`).join(', ')} on board “${board.name}”`] : [];
  const element = board.grid ?? zone?.grid;
  if (!element) return { grid: { kind: 'none' }, leftOut };
  const container = zone ? boundsOf(zone.points) : { width: board.width, height: board.height };
  const made = gridFromVassal(element, container, zone ? { name: zone.name, locationFormat: zone.locationFormat } : undefined);
  if (made.grid === null) return { grid: { kind: 'none' }, leftOut: [...leftOut, `the grid of board “${board.name}”: ${made.reason}`] };
  return { grid: made.grid, leftOut };
}
