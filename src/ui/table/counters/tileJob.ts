/**
 * Painting one tile, resumable: a tile at far zoom holds a thousand counters, too many to paint
 * in one slice, so a job paints its stacks a few at a time until its deadline and carries on in
 * the next slice. Also the repair of part of a painted tile after a move, which repaints only the
 * counters over the changed rectangle (a remote move costs the same at 500 counters or 8,000).
 */
import { tileRect, tilePixels, type TableRect, type TileAddress } from '../../../geometry/counterTiles';
import type { Stack } from '../../../model/stacks';
import { drawStacks, type StackPaint } from './drawCounters';

/** Stacks painted between deadline checks. */
const batch = 24;

/** A tile being painted: its canvas (blank, from the pool), the stacks in draw order, and how far it has got. */
export class TileJob {
  private next = 0;
  /** Whether every face so far was drawn as it finally looks. */
  exact = true;

  constructor(
    readonly address: TileAddress,
    readonly canvas: HTMLCanvasElement,
    private readonly stacks: readonly Stack[],
  ) {}

  get done(): boolean {
    return this.next >= this.stacks.length;
  }

  /** Paints until `deadline` (a `performance.now()` time) or the end; returns whether it is done. */
  advance(deadline: number, paint: StackPaint): boolean {
    const ctx = tileContext(this.canvas, this.address);
    while (!this.done) {
      const part = this.stacks.slice(this.next, this.next + batch);
      this.next += part.length;
      this.exact = drawStacks(ctx, part, paint) && this.exact;
      if (performance.now() >= deadline) break;
    }
    return this.done;
  }
}

/** The canvas's context set to draw a tile's part of the table in table units. */
function tileContext(canvas: HTMLCanvasElement, { level, tx, ty }: TileAddress): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(level, 0, 0, level, -tx * tilePixels, -ty * tilePixels);
  return ctx;
}

/**
 * Repaints the part of a painted tile under `rect`: clipped to the whole tile pixels it covers,
 * cleared, and the stacks over that part (`stacksOver`, in draw order) drawn again. Stacks that
 * do not reach it put nothing in it, so the result is what painting the whole tile would give.
 * Returns whether every face was drawn as it finally looks.
 */
export function repaintPart(canvas: HTMLCanvasElement, address: TileAddress, rect: TableRect, stacksOver: (part: TableRect) => readonly Stack[], paint: StackPaint): boolean {
  const t = tileRect(address);
  const l = address.level;
  const x1 = Math.max(0, Math.floor((rect.x1 - t.x1) * l));
  const y1 = Math.max(0, Math.floor((rect.y1 - t.y1) * l));
  const x2 = Math.min(tilePixels, Math.ceil((rect.x2 - t.x1) * l));
  const y2 = Math.min(tilePixels, Math.ceil((rect.y2 - t.y1) * l));
  if (x2 <= x1 || y2 <= y1) return true;
  const ctx = canvas.getContext('2d')!;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.rect(x1, y1, x2 - x1, y2 - y1);
  ctx.clip();
  ctx.clearRect(x1, y1, x2 - x1, y2 - y1);
  const part = { x1: t.x1 + x1 / l, y1: t.y1 + y1 / l, x2: t.x1 + x2 / l, y2: t.y1 + y2 / l };
  const exact = drawStacks(tileContext(canvas, address), stacksOver(part), paint);
  ctx.restore();
  return exact;
}
