/**
 * Drawing counters on a plain 2D context: the one routine behind both the tiles and the direct
 * drawing, so the two show the same pixels. The context's transform maps table units to pixels.
 */
import { pieceCentre } from '../../../geometry/tableLayout';
import type { Board, Face, Piece } from '../../../model/records';
import type { Stack } from '../../../model/stacks';
import type { SpriteCache } from '../faceSprites';
import { detailLevel, spritePixels } from '../faceSprites';
import type { FaceImages } from './faceImages';

/** A bitmap and the part of it that is the counter's face. */
export interface Drawable {
  image: CanvasImageSource;
  crop?: { x: number; y: number; w: number; h: number };
}

/**
 * How to draw a piece's face, and whether that is its final look (false: a stand-in while its
 * sprite is queued). An image not decoded yet counts as final: its arrival repaints the tiles.
 */
export interface Resolved {
  drawable: Drawable | null;
  exact: boolean;
}

/**
 * Finds the bitmap for a piece's current face at a tile level (device pixels per table unit),
 * queueing the sprite it lacks; with `paintNow`, paints a missing sprite at once instead (direct drawing).
 */
export function resolveFace(piece: Piece, faces: ReadonlyMap<string, Face>, level: number, sprites: SpriteCache, images: FaceImages, paintNow = false): Resolved {
  const faceId = piece.faces[piece.face];
  const face = faceId === undefined ? undefined : faces.get(faceId);
  if (!face || faceId === undefined) return { drawable: null, exact: true };
  if (face.kind === 'image') {
    const image = images.get(face.asset);
    return { drawable: image && { image, crop: face.crop }, exact: true };
  }
  const px = spritePixels(piece.size, detailLevel(level, 1));
  if (paintNow) return { drawable: { image: sprites.get(faceId, face, px) }, exact: true };
  const sprite = sprites.peek(faceId, face, px);
  if (sprite) return { drawable: { image: sprite }, exact: true };
  sprites.request(faceId, face, px);
  const stand = sprites.nearest(faceId, face, px);
  return { drawable: stand && { image: stand }, exact: false };
}

/** Draws one counter centred at (x, y): its face (or a grey stand-in), turned by its rotation, and its moved mark. */
export function drawCounter(ctx: CanvasRenderingContext2D, piece: Piece, x: number, y: number, drawable: Drawable | null): void {
  const size = piece.size;
  const half = size / 2;
  const turned = piece.rot % 360 !== 0;
  if (turned) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate((piece.rot * Math.PI) / 180);
  }
  const cx = turned ? 0 : x;
  const cy = turned ? 0 : y;
  if (drawable?.crop) {
    const c = drawable.crop;
    ctx.drawImage(drawable.image, c.x, c.y, c.w, c.h, cx - half, cy - half, size, size);
  } else if (drawable) ctx.drawImage(drawable.image, cx - half, cy - half, size, size);
  else {
    ctx.fillStyle = '#bbb';
    ctx.fillRect(cx - half, cy - half, size, size);
    ctx.strokeStyle = '#555';
    ctx.lineWidth = 1;
    ctx.strokeRect(cx - half, cy - half, size, size);
  }
  if (turned) ctx.restore();
  // Moved since its mover's last End turn: a corner mark, drawn over the counter whatever its rotation.
  if (piece.moved) {
    ctx.beginPath();
    ctx.arc(x + half - size * 0.1, y - half + size * 0.1, size * 0.16, 0, Math.PI * 2);
    ctx.fillStyle = '#ffb300';
    ctx.fill();
    ctx.lineWidth = Math.max(1, size * 0.02);
    ctx.strokeStyle = '#1b1b1b';
    ctx.stroke();
  }
}

/** What drawing a list of stacks needs besides the context. */
export interface StackPaint {
  boards: ReadonlyMap<string, Board>;
  faces: ReadonlyMap<string, Face>;
  level: number;
  sprites: SpriteCache;
  images: FaceImages;
  /** Pieces not drawn here (lifted into the drag layer). */
  hidden: ReadonlySet<string>;
  /** Stacks inside a cup: never drawn, so no counter of any size shows around the cup's cover. */
  inCup?: (stack: Stack) => boolean;
  paintNow?: boolean;
}

/** The fill of the badge counting a stack's counters. */
export const stackCountFill = '#263238';

/**
 * The number of counters in a stack, on a badge at the bottom right of its top counter: a stack of
 * identical counters otherwise looks like one counter.
 */
export function drawStackCount(ctx: CanvasRenderingContext2D, top: Piece, x: number, y: number, count: number): void {
  const half = top.size / 2;
  const r = top.size * 0.17;
  const cx = x + half - r * 0.95;
  const cy = y + half - r * 0.95;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = stackCountFill;
  ctx.fill();
  ctx.lineWidth = Math.max(0.5, top.size * 0.015);
  ctx.strokeStyle = '#eceff1';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(r * (count > 9 ? 1.05 : 1.3))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(count), cx, cy + r * 0.05);
}

/** Draws stacks bottom to top, in the order given; returns whether every face was drawn as it finally looks (no sprite stand-ins). */
export function drawStacks(ctx: CanvasRenderingContext2D, stacks: readonly Stack[], p: StackPaint): boolean {
  let exact = true;
  for (const stack of stacks) {
    if (p.inCup?.(stack)) continue;
    const board = p.boards.get(stack.board);
    let shown = 0;
    let top: { piece: Piece; x: number; y: number } | null = null;
    for (let i = 0; i < stack.pieces.length; i++) {
      const piece = stack.pieces[i];
      if (p.hidden.has(piece.id)) continue;
      const face = resolveFace(piece, p.faces, p.level, p.sprites, p.images, p.paintNow);
      exact &&= face.exact;
      const c = pieceCentre(board, piece, i);
      drawCounter(ctx, piece, c.x, c.y, face.drawable);
      shown++;
      top = { piece, ...c };
    }
    if (shown > 1 && top) drawStackCount(ctx, top.piece, top.x, top.y, shown);
  }
  return exact;
}
