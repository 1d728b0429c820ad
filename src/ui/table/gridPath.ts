/**
 * Drawing a grid's cell outlines on a board, clipped to the board's rectangle: half hexes at the
 * edge of a scan are drawn only as far as the map goes, never out over the table.
 */
import type { Context } from 'konva/lib/Context';
import { cellCorners, type CellGrid } from '../../geometry/hexGrid';

/** Strokes every cell outline of `grid` inside a board `width` × `height`, with the given style. */
export function strokeGrid(ctx: Context, grid: CellGrid, board: { width: number; height: number }, style: { colour: string; width: number }): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, board.width, board.height);
  ctx.clip();
  ctx.beginPath();
  for (let col = 0; col < grid.columns; col++) {
    for (let row = 0; row < grid.rows; row++) {
      const corners = cellCorners(grid, { col, row });
      ctx.moveTo(corners[0].x, corners[0].y);
      for (let i = 1; i < corners.length; i++) ctx.lineTo(corners[i].x, corners[i].y);
      ctx.closePath();
    }
  }
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = style.width;
  ctx.stroke();
  ctx.restore();
}
