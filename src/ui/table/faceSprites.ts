/**
 * Counter faces as bitmaps. A drawn face (NATO symbol, name, factors) is painted once and then
 * blitted, so a table of 2,000 counters redraws with one drawImage each.
 */
import type { DrawnFace, UnitSymbol } from '../../model/records';

/** Pixels per counter edge in the cached bitmap; large enough to stay crisp when zoomed in. */
const spriteSize = 128;

/** A 2D context of either kind of canvas: faces are painted the same way into both. */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A painted face: pixels only (an ImageBitmap) where the browser can make one at once, else a canvas of its own. */
export type SpriteImage = ImageBitmap | HTMLCanvasElement;

function symbolMarks(ctx: Context2D, symbol: UnitSymbol, x: number, y: number, w: number, h: number) {
  const line = (x1: number, y1: number, x2: number, y2: number) => {
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.stroke();
  };
  const cross = () => {
    line(x, y, x + w, y + h);
    line(x, y + h, x + w, y);
  };
  const oval = () => {
    ctx.beginPath();
    ctx.ellipse(x + w / 2, y + h / 2, w * 0.32, h * 0.28, 0, 0, Math.PI * 2);
    ctx.stroke();
  };
  switch (symbol) {
    case 'infantry':
      return cross();
    case 'armor':
      return oval();
    case 'mechanized':
      cross();
      return oval();
    case 'artillery':
      ctx.beginPath();
      ctx.arc(x + w / 2, y + h / 2, h * 0.18, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'cavalry':
    case 'recon':
      return line(x, y + h, x + w, y);
    case 'mountain':
      cross();
      ctx.beginPath();
      ctx.moveTo(x + w * 0.38, y + h);
      ctx.lineTo(x + w / 2, y + h * 0.72);
      ctx.lineTo(x + w * 0.62, y + h);
      ctx.closePath();
      ctx.fill();
      return;
    case 'engineer':
      ctx.beginPath();
      ctx.moveTo(x + w * 0.3, y + h * 0.65);
      ctx.lineTo(x + w * 0.3, y + h * 0.4);
      ctx.lineTo(x + w * 0.7, y + h * 0.4);
      ctx.lineTo(x + w * 0.7, y + h * 0.65);
      ctx.moveTo(x + w / 2, y + h * 0.4);
      ctx.lineTo(x + w / 2, y + h * 0.65);
      ctx.stroke();
      return;
    case 'hq':
      return line(x + 2, y + h * 0.15, x + w * 0.45, y + h * 0.15);
    case 'none':
      return;
  }
}

/** Font size texts are measured at, in pixels. */
const referencePx = 64;

/**
 * Paints a drawn face into a new square canvas. `widths` keeps each text's width per pixel of
 * font size between calls (a cache the sprite cache owns).
 */
export function paintDrawnFace(face: DrawnFace, size = spriteSize, widths?: Map<string, number>): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  drawFace(canvas.getContext('2d')!, face, size, widths);
  return canvas;
}

/** Paints a drawn face into the top-left `size` × `size` pixels of a clear context. */
function drawFace(ctx: Context2D, face: DrawnFace, size: number, widths?: Map<string, number>): void {
  const u = size / 64;
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fillRect(2 * u, 2 * u, size - 2 * u, size - 2 * u);
  ctx.fillStyle = face.fill;
  ctx.fillRect(0, 0, size - 2 * u, size - 2 * u);
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.lineWidth = u;
  ctx.strokeRect(u / 2, u / 2, size - 3 * u, size - 3 * u);
  const inner = size - 2 * u;
  if (face.stripe) {
    ctx.fillStyle = face.stripe;
    ctx.fillRect(0, inner * 0.12, inner, inner * 0.1);
  }
  ctx.fillStyle = face.ink;
  ctx.strokeStyle = face.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Widths scale with the font size, so one measurement per text (kept in `widths` across sprites
  // and sizes when given) finds the size that fits: a measureText loop per point size and per
  // sprite cost more than the rest of the painting.
  const fit = (text: string, px: number, y: number, bold = false) => {
    const room = inner - 6 * u;
    const fontAt = (n: number) => `${bold ? '700 ' : ''}${n * u}px system-ui, sans-serif`;
    const key = `${bold ? 'b' : ''}${text}`;
    let perPx = widths?.get(key);
    if (perPx === undefined) {
      ctx.font = fontAt(referencePx / u);
      perPx = ctx.measureText(text).width / referencePx;
      widths?.set(key, perPx);
    }
    const font = perPx * px * u > room ? Math.max(5, Math.min(px - 1, Math.floor(room / (perPx * u)))) : px;
    ctx.font = fontAt(font);
    ctx.fillText(text, inner / 2, y);
  };
  if (face.name) fit(face.name, 9, 8 * u);
  if (face.symbol !== 'none') {
    const w = 30 * u;
    const h = 19 * u;
    const x = (inner - w) / 2;
    const y = 22 * u;
    ctx.lineWidth = 1.8 * u;
    ctx.strokeRect(x, y, w, h);
    ctx.lineWidth = 1.5 * u;
    symbolMarks(ctx, face.symbol, x, y, w, h);
    if (face.size) fit(face.size, 7, 17.5 * u, true);
  } else if (face.size) fit(face.size, 14, inner / 2, true);
  if (face.factors) fit(face.factors, 13, 52 * u, true);
}

/** How many sprite pixels the cache keeps before it drops the least recently used (about 48 MB). */
const pixelBudget = 12_000_000;

interface Sprite {
  face: DrawnFace;
  image: SpriteImage;
}

interface Wanted {
  faceId: string;
  face: DrawnFace;
  size: number;
}

/**
 * Where sprites are painted: one OffscreenCanvas for all of them, each sprite taken out of it as an
 * ImageBitmap (`transferToImageBitmap`, which also rasterises it now, inside the slice that asked).
 * A canvas element per sprite costs far more than its pixels: each 2D context keeps its own
 * state, fonts and text shaping caches, about 130 KB for a face's three texts, so 1,200 faces at
 * fit held 160 MB for 7 MB of pixels, and every reload left that much garbage behind it (issue
 * #11). Where OffscreenCanvas is missing, each sprite is a canvas of its own, drawn once into a
 * 1-pixel canvas so that it too is rasterised now rather than inside whatever draws it first.
 */
class SpriteSurface {
  private surface: { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } | null | undefined;
  private scratch: CanvasRenderingContext2D | null = null;

  constructor(private readonly widths: Map<string, number>) {}

  paint(face: DrawnFace, size: number): SpriteImage {
    const s = this.shared(size);
    if (s) {
      drawFace(s.ctx, face, size, this.widths);
      return s.canvas.transferToImageBitmap();
    }
    const canvas = paintDrawnFace(face, size, this.widths);
    if (!this.scratch) {
      const one = document.createElement('canvas');
      one.width = one.height = 1;
      this.scratch = one.getContext('2d');
    }
    this.scratch?.drawImage(canvas, 0, 0, 1, 1);
    return canvas;
  }

  /** The shared canvas, cleared and sized for a sprite; null where there is none. */
  private shared(size: number) {
    if (this.surface === undefined) {
      const ctx = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(size, size).getContext('2d') : null;
      this.surface = ctx && { canvas: ctx.canvas, ctx };
    }
    const s = this.surface;
    if (!s) return null;
    if (s.canvas.width !== size || s.canvas.height !== size) {
      s.canvas.width = s.canvas.height = size;
    } else {
      s.ctx.setTransform(1, 0, 0, 1, 0, 0);
      s.ctx.clearRect(0, 0, size, size);
    }
    return s;
  }
}

/**
 * Caches painted faces by face id and pixel size. Sprites are painted at the size the current zoom
 * needs (see `spritePixels`), so 2,000 counters at "fit" cost a few megabytes rather than hundreds,
 * and the least recently used are dropped when the budget is reached. A face record is immutable
 * once written, so a sprite never goes stale. Sprites are bitmaps without a canvas of their own
 * (see `SpriteSurface`); a dropped one is left to the garbage collector, not closed, since a
 * counter node may still be showing it.
 *
 * The table's counter painter never paints here in its own task: it asks with `request` and draws
 * what `peek`/`nearest` have meanwhile, and the queue is painted in background slices (`paintSome`),
 * so a zoom that needs 8,000 new sprites never freezes the page.
 */
export class SpriteCache {
  private sprites = new Map<string, Sprite>();
  /** Sizes held per face id, to find a stand-in of another size. */
  private sizes = new Map<string, Set<number>>();
  private pixels = 0;
  private queue = new Map<string, Wanted>();
  private readonly widths = new Map<string, number>();
  private readonly surface = new SpriteSurface(this.widths);

  /** The sprite at this size, painted now if missing (for the few counters drawn outside the painter). */
  get(faceId: string, face: DrawnFace, size = spriteSize): SpriteImage {
    return this.peek(faceId, face, size) ?? this.paint({ faceId, face, size });
  }

  /** The sprite at exactly this size if it is painted already; never paints. */
  peek(faceId: string, face: DrawnFace, size: number): SpriteImage | null {
    const key = `${faceId}@${size}`;
    const hit = this.sprites.get(key);
    if (!hit || hit.face !== face) return null;
    this.sprites.delete(key);
    this.sprites.set(key, hit);
    return hit.image;
  }

  /** The painted sprite of this face closest to `size` (preferring larger), as a stand-in while the right one waits. */
  nearest(faceId: string, face: DrawnFace, size: number): SpriteImage | null {
    let above: number | null = null;
    let below: number | null = null;
    for (const s of this.sizes.get(faceId) ?? []) {
      if (s >= size) above = above === null ? s : Math.min(above, s);
      else below = below === null ? s : Math.max(below, s);
    }
    const best = above ?? below;
    return best === null ? null : this.peek(faceId, face, best);
  }

  /** Queues a sprite for background painting (see `paintSome`). */
  request(faceId: string, face: DrawnFace, size: number): void {
    const key = `${faceId}@${size}`;
    if (!this.queue.has(key) && !this.peek(faceId, face, size)) this.queue.set(key, { faceId, face, size });
  }

  /** Sprites waiting to be painted. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Paints queued sprites until `deadline` (a `performance.now()` time); returns how many it painted. */
  paintSome(deadline: number): number {
    let painted = 0;
    for (const [key, wanted] of this.queue) {
      this.queue.delete(key);
      if (!this.peek(wanted.faceId, wanted.face, wanted.size)) {
        this.paint(wanted);
        painted++;
      }
      if (performance.now() >= deadline) break;
    }
    return painted;
  }

  private paint({ faceId, face, size }: Wanted): SpriteImage {
    const key = `${faceId}@${size}`;
    const old = this.sprites.get(key);
    if (old) this.drop(key, old);
    const image = this.surface.paint(face, size);
    this.sprites.set(key, { face, image });
    let sizes = this.sizes.get(faceId);
    if (!sizes) this.sizes.set(faceId, (sizes = new Set()));
    sizes.add(size);
    this.pixels += size * size;
    for (const [k, v] of this.sprites) {
      if (this.pixels <= pixelBudget) break;
      this.drop(k, v);
    }
    return image;
  }

  private drop(key: string, sprite: Sprite) {
    this.sprites.delete(key);
    this.pixels -= sprite.image.width * sprite.image.height;
    const at = key.lastIndexOf('@');
    const sizes = this.sizes.get(key.slice(0, at));
    sizes?.delete(Number(key.slice(at + 1)));
    if (sizes && !sizes.size) this.sizes.delete(key.slice(0, at));
  }
}

/** Zoom levels at which sprites are repainted: powers of two, so zooming repaints rarely. */
export function detailLevel(scale: number, devicePixelRatio: number): number {
  return 2 ** Math.min(2, Math.max(-2, Math.ceil(Math.log2(scale * devicePixelRatio))));
}

/** The sprite edge, in pixels, for a counter `size` board units wide at a detail level. */
export function spritePixels(size: number, detail: number): number {
  return Math.min(256, Math.max(24, Math.ceil((size * detail) / 8) * 8));
}
