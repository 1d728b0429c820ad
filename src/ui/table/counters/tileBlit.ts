/**
 * Putting tiles on screen: a tile's rectangle snapped to whole device pixels, so neighbouring
 * tiles meet without seams and a tile at the view's own zoom is copied pixel for pixel.
 */
import { tileRect, type TableRect, type TileAddress } from '../../../geometry/counterTiles';

/** A table rectangle under transform `m`, with its edges on whole device pixels. */
export function devicePixels(r: TableRect, m: DOMMatrix): { x: number; y: number; w: number; h: number } {
  const x = Math.round(m.e + r.x1 * m.a);
  const y = Math.round(m.f + r.y1 * m.d);
  return { x, y, w: Math.round(m.e + r.x2 * m.a) - x, h: Math.round(m.f + r.y2 * m.d) - y };
}

/** Draws a tile's bitmap at its place; `ctx` has the identity transform, `m` maps table units to device pixels. */
export function blitTile(ctx: CanvasRenderingContext2D, canvas: CanvasImageSource, address: TileAddress, m: DOMMatrix): void {
  const p = devicePixels(tileRect(address), m);
  ctx.drawImage(canvas, p.x, p.y, p.w, p.h);
}

/** Clips `ctx` to the union of table rectangles, snapped as tiles are. */
export function clipToRects(ctx: CanvasRenderingContext2D, rects: readonly TableRect[], m: DOMMatrix): void {
  ctx.beginPath();
  for (const r of rects) {
    const p = devicePixels(r, m);
    ctx.rect(p.x, p.y, p.w, p.h);
  }
  ctx.clip();
}
