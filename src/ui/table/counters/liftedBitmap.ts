/**
 * Many lifted counters as one bitmap: when a player drags a big selection (Ctrl+A on a table of
 * 3,000 counters), the counters are drawn once, when the drag begins, into a canvas the drag layer
 * shows as a single image. Each pointer move then draws one image instead of one node per counter.
 * Drawn with the same routine as the tiles (drawCounters.ts), so the lifted counters look the same.
 */
import type { Face, Piece } from '../../../model/records';
import type { SpriteCache } from '../faceSprites';
import { drawCounter, resolveFace } from './drawCounters';
import type { FaceImages } from './faceImages';

/** From this many lifted counters on, the drag shows them as one bitmap. */
export const manyLifted = 60;
/** Largest bitmap drawn (device pixels, each side, and in all): past it the bitmap covers the counters around the view. */
export const maxSide = 4096;
export const maxArea = 8 * 1024 * 1024;

/** A rectangle of the table, in table units. */
type Rect = { x1: number; y1: number; x2: number; y2: number };

/** A lifted counter as the drag layer draws it: its centre in table units. */
export interface LiftedAt {
  id: string;
  x: number;
  y: number;
}

/** The lifted counters' bitmap and the table rectangle it covers. */
export interface LiftedBitmap {
  canvas: HTMLCanvasElement;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What drawing the lifted counters needs: their records and faces, and where face bitmaps come from. */
export interface LiftedPaint {
  pieces: ReadonlyMap<string, Piece>;
  faces: ReadonlyMap<string, Face>;
  /** Device pixels per table unit. */
  pixelsPerUnit: number;
  /**
   * Where the table's origin is on the screen, in device pixels: the bitmap's corner is put on a
   * whole pixel, so showing it copies pixels instead of resampling them (a drag moves it by whole
   * pixels, as the pointer moves).
   */
  origin?: { x: number; y: number };
  /** The table on screen (table units): zoomed in far, the bitmap covers the counters around it. */
  view?: Rect;
  sprites: SpriteCache;
  images: FaceImages;
}

/** The table rectangle that holds every lifted counter, turned or not; null when none is on the table. */
export function liftedBounds(lifted: readonly LiftedAt[], pieces: ReadonlyMap<string, Piece>): Rect | null {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const l of lifted) {
    const piece = pieces.get(l.id);
    if (!piece) continue;
    // Half the diagonal: a counter turned by any angle stays inside it.
    const reach = piece.size * Math.SQRT1_2 + 1;
    x1 = Math.min(x1, l.x - reach);
    y1 = Math.min(y1, l.y - reach);
    x2 = Math.max(x2, l.x + reach);
    y2 = Math.max(y2, l.y + reach);
  }
  return x1 <= x2 ? { x1, y1, x2, y2 } : null;
}

/** How far past the view a clipped bitmap reaches, as a share of the view's size on each side. */
const reachPastView = 0.75;

const fits = (r: Rect, ppu: number) => {
  const w = (r.x2 - r.x1) * ppu + 2;
  const h = (r.y2 - r.y1) * ppu + 2;
  return w <= maxSide && h <= maxSide && w * h <= maxArea;
};

/**
 * The part of the table a lifted bitmap covers: all of `bounds` when that fits the size limits at
 * `pixelsPerUnit`; zoomed in too far for that, the lifted counters around the view (`view`, the
 * table on screen) up to ¾ of a view past each edge, as far as the limits allow. What is beyond
 * cannot be seen until the drag has gone that far; the drop puts every counter in its place.
 * Null when no part fits (or the counters are nowhere near the view).
 */
export function liftedArea(bounds: Rect, pixelsPerUnit: number, view?: Rect): Rect | null {
  if (fits(bounds, pixelsPerUnit)) return bounds;
  if (!view) return null;
  const w = view.x2 - view.x1;
  const h = view.y2 - view.y1;
  // The largest reach past the view, up to ¾ of it, whose bitmap still fits.
  const px = Math.max(w, h) * pixelsPerUnit;
  // A little inside the limits: the corner is later moved onto a whole pixel.
  const bySide = ((maxSide - 8) / px - 1) / 2;
  const byArea = (Math.sqrt((maxArea * 0.98) / (w * h * pixelsPerUnit * pixelsPerUnit)) - 1) / 2;
  const reach = Math.min(reachPastView, bySide, byArea);
  if (!(reach >= 0)) return null;
  const area = { x1: Math.max(bounds.x1, view.x1 - w * reach), y1: Math.max(bounds.y1, view.y1 - h * reach), x2: Math.min(bounds.x2, view.x2 + w * reach), y2: Math.min(bounds.y2, view.y2 + h * reach) };
  return area.x1 < area.x2 && area.y1 < area.y2 && fits(area, pixelsPerUnit) ? area : null;
}

/**
 * Draws the lifted counters, in the order given (bottom to top), into one canvas at
 * `pixelsPerUnit`, over the area `liftedArea` chooses; null when there are none, or when no area
 * fits, where the drag layer draws counter by counter instead.
 */
export function paintLifted(lifted: readonly LiftedAt[], p: LiftedPaint): LiftedBitmap | null {
  const bounds = liftedBounds(lifted, p.pieces);
  const ppu = p.pixelsPerUnit;
  const area = bounds && liftedArea(bounds, ppu, p.view);
  if (!area) return null;
  const origin = p.origin ?? { x: 0, y: 0 };
  const left = (Math.floor(area.x1 * ppu + origin.x) - origin.x) / ppu;
  const top = (Math.floor(area.y1 * ppu + origin.y) - origin.y) / ppu;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil((area.x2 - left) * ppu));
  canvas.height = Math.max(1, Math.ceil((area.y2 - top) * ppu));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(ppu, 0, 0, ppu, -left * ppu, -top * ppu);
  for (const l of lifted) {
    const piece = p.pieces.get(l.id);
    if (!piece) continue;
    const reach = piece.size * Math.SQRT1_2 + 1;
    if (l.x + reach < area.x1 || l.x - reach > area.x2 || l.y + reach < area.y1 || l.y - reach > area.y2) continue;
    const face = resolveFace(piece, p.faces, ppu, p.sprites, p.images, true);
    drawCounter(ctx, piece, l.x, l.y, face.drawable);
  }
  return { canvas, x: left, y: top, width: canvas.width / ppu, height: canvas.height / ppu };
}
