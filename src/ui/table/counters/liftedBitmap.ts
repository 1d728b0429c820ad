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
/** Largest bitmap drawn (device pixels, each side, and in all): past it the drag draws counter by counter. */
const maxSide = 4096;
const maxArea = 8 * 1024 * 1024;

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
  sprites: SpriteCache;
  images: FaceImages;
}

/** The table rectangle that holds every lifted counter, turned or not; null when none is on the table. */
export function liftedBounds(lifted: readonly LiftedAt[], pieces: ReadonlyMap<string, Piece>): { x1: number; y1: number; x2: number; y2: number } | null {
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

/**
 * Draws the lifted counters, in the order given (bottom to top), into one canvas at
 * `pixelsPerUnit`; null when there are none, or when the bitmap would be too big (a selection
 * spanning the map while zoomed far in), where drawing counter by counter costs less memory.
 */
export function paintLifted(lifted: readonly LiftedAt[], p: LiftedPaint): LiftedBitmap | null {
  const bounds = liftedBounds(lifted, p.pieces);
  if (!bounds) return null;
  const ppu = p.pixelsPerUnit;
  const origin = p.origin ?? { x: 0, y: 0 };
  const left = (Math.floor(bounds.x1 * ppu + origin.x) - origin.x) / ppu;
  const top = (Math.floor(bounds.y1 * ppu + origin.y) - origin.y) / ppu;
  const w = Math.ceil((bounds.x2 - left) * ppu);
  const h = Math.ceil((bounds.y2 - top) * ppu);
  if (w > maxSide || h > maxSide || w * h > maxArea) return null;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, w);
  canvas.height = Math.max(1, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(ppu, 0, 0, ppu, -left * ppu, -top * ppu);
  for (const l of lifted) {
    const piece = p.pieces.get(l.id);
    if (!piece) continue;
    const face = resolveFace(piece, p.faces, ppu, p.sprites, p.images, true);
    drawCounter(ctx, piece, l.x, l.y, face.drawable);
  }
  return { canvas, x: left, y: top, width: canvas.width / ppu, height: canvas.height / ppu };
}
