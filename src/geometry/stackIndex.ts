/**
 * A spatial index of stacks: which stacks may paint into a rectangle of the table, without
 * walking all 8,000 of them. Stacks are kept in square buckets of the table; a stack is listed in
 * every bucket its bounds touch. Updated stack by stack when the table changes.
 */
import type { Stack } from '../model/stacks';
import { overlaps, type TableRect } from './counterTiles';

/** Buckets of stacks by place, with each stack's bounds. */
export class StackIndex {
  private readonly buckets = new Map<string, Set<Stack>>();
  private readonly bounds = new Map<Stack, TableRect>();
  /** Buckets ever used, so a query over a far-zoomed view does not visit millions of empty ones. */
  private extent = { bx1: Infinity, by1: Infinity, bx2: -Infinity, by2: -Infinity };

  /** `cell`: bucket edge in table units (a few counters' sizes is about right). */
  constructor(private readonly cell = 256) {}

  get size(): number {
    return this.bounds.size;
  }

  /** The bounds a stack was indexed with, if it is indexed. */
  rectOf(stack: Stack): TableRect | undefined {
    return this.bounds.get(stack);
  }

  add(stack: Stack, rect: TableRect): void {
    if (this.bounds.has(stack)) this.remove(stack);
    this.bounds.set(stack, rect);
    const c = this.cell;
    const e = this.extent;
    this.extent = { bx1: Math.min(e.bx1, Math.floor(rect.x1 / c)), by1: Math.min(e.by1, Math.floor(rect.y1 / c)), bx2: Math.max(e.bx2, Math.floor(rect.x2 / c)), by2: Math.max(e.by2, Math.floor(rect.y2 / c)) };
    this.eachBucket(rect, (key) => {
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = new Set()));
      bucket.add(stack);
    });
  }

  /** Takes a stack out; returns the bounds it had. */
  remove(stack: Stack): TableRect | undefined {
    const rect = this.bounds.get(stack);
    if (!rect) return undefined;
    this.bounds.delete(stack);
    this.eachBucket(rect, (key) => {
      const bucket = this.buckets.get(key);
      bucket?.delete(stack);
      if (bucket && !bucket.size) this.buckets.delete(key);
    });
    return rect;
  }

  /** The stacks whose bounds overlap `rect`, each once, in no particular order. */
  query(rect: TableRect): Stack[] {
    const found = new Set<Stack>();
    const c = this.cell;
    const e = this.extent;
    const clamped = { x1: Math.max(rect.x1, e.bx1 * c), y1: Math.max(rect.y1, e.by1 * c), x2: Math.min(rect.x2, (e.bx2 + 1) * c - 1e-6), y2: Math.min(rect.y2, (e.by2 + 1) * c - 1e-6) };
    if (clamped.x1 > clamped.x2 || clamped.y1 > clamped.y2) return [];
    this.eachBucket(clamped, (key) => {
      for (const stack of this.buckets.get(key) ?? []) {
        if (!found.has(stack) && overlaps(this.bounds.get(stack)!, rect)) found.add(stack);
      }
    });
    return [...found];
  }

  private eachBucket(rect: TableRect, visit: (key: string) => void) {
    const c = this.cell;
    const bx2 = Math.floor(rect.x2 / c);
    const by2 = Math.floor(rect.y2 / c);
    for (let by = Math.floor(rect.y1 / c); by <= by2; by++) {
      for (let bx = Math.floor(rect.x1 / c); bx <= bx2; bx++) visit(`${bx}/${by}`);
    }
  }
}
