/**
 * What the ruler shows, worked out from the table and a measurement: the cells of the line with
 * their outlines on screen, the line itself, and the hex labels for the readout. Pure.
 */
import type { Board } from '../../model/records';
import type { Cell } from '../../model/grid';
import { cellCentre, cellCorners, type CellGrid } from '../../geometry/hexGrid';
import { cellLabel } from '../../geometry/numbering';
import { lineOfSight, type LineOfSight } from '../../geometry/lineOfSight';
import type { TerrainLayer } from '../../terrain/terrain';

/** A ruler laid on one board, from one cell to another. */
export interface Measurement {
  boardId: string;
  from: Cell;
  to: Cell;
}

/** A cell of the line drawn on screen: its outline and whether it is one of a tied pair. */
export interface DrawnCell {
  label: string;
  points: number[];
  tied: boolean;
}

export interface RulerPicture {
  sight: LineOfSight;
  cells: DrawnCell[];
  line: [number, number, number, number];
  /** Labels of the line's steps, ties as "2710 / 2711". */
  path: string[];
  fromLabel: string;
  toLabel: string;
}

/** Lays the ruler out in screen coordinates; `toScreen` maps a table point to the overlay's pixels. */
export function rulerPicture(board: Board & { grid: CellGrid }, terrain: TerrainLayer, m: Measurement, toScreen: (x: number, y: number) => { x: number; y: number }): RulerPicture {
  const grid = board.grid;
  const sight = lineOfSight(grid, terrain, m.from, m.to);
  const outline = (cell: Cell, tied: boolean): DrawnCell => ({
    label: cellLabel(grid, cell),
    tied,
    points: cellCorners(grid, cell).flatMap((p) => {
      const s = toScreen(board.x + p.x, board.y + p.y);
      return [s.x, s.y];
    }),
  });
  const cells = sight.steps.flatMap((s) => (s.tiedWith ? [outline(s.cell.cell, true), outline(s.tiedWith.cell, true)] : [outline(s.cell.cell, false)]));
  const a = cellCentre(grid, m.from);
  const b = cellCentre(grid, m.to);
  const sa = toScreen(board.x + a.x, board.y + a.y);
  const sb = toScreen(board.x + b.x, board.y + b.y);
  return {
    sight,
    cells,
    line: [sa.x, sa.y, sb.x, sb.y],
    path: sight.steps.map((s) => (s.tiedWith ? `${cellLabel(grid, s.cell.cell)} / ${cellLabel(grid, s.tiedWith.cell)}` : cellLabel(grid, s.cell.cell))),
    fromLabel: cellLabel(grid, m.from),
    toLabel: cellLabel(grid, m.to),
  };
}
