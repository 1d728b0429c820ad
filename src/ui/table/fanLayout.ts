/**
 * Layout of the stack viewer: a stack's counters fanned out side by side in screen space, next to
 * the stack, so a counter in the middle can be read and taken. Pure, so hit-testing and drawing agree.
 */

/** One counter's slot in the fan, in stage CSS pixels. */
export interface FanSlot {
  x: number;
  y: number;
  size: number;
}

export interface FanLayout {
  panel: { x: number; y: number; width: number; height: number };
  slots: FanSlot[];
}

const gap = 8;
const pad = 10;
const title = 18;

/** Lays out `count` counters beside a stack whose top-right corner is at (ax, ay) on a stage `stageWidth` wide. */
export function fanLayout(count: number, ax: number, ay: number, itemSize: number, stageWidth: number): FanLayout {
  const size = Math.max(56, Math.min(96, itemSize));
  const width = pad * 2 + count * size + (count - 1) * gap;
  const height = pad * 2 + title + size;
  let x = ax + 12;
  if (x + width > stageWidth - 4) x = Math.max(4, ax - width - 12 - itemSize);
  const y = Math.max(4, ay - height / 2);
  const slots = Array.from({ length: count }, (_, i) => ({ x: x + pad + i * (size + gap), y: y + pad + title, size }));
  return { panel: { x, y, width, height }, slots };
}

/** Index of the slot under a stage point, or -1. */
export function fanSlotAt(layout: FanLayout, sx: number, sy: number): number {
  return layout.slots.findIndex((s) => sx >= s.x && sx <= s.x + s.size && sy >= s.y && sy <= s.y + s.size);
}

/** Whether a stage point is inside the fan's panel. */
export function insideFan(layout: FanLayout, sx: number, sy: number): boolean {
  const p = layout.panel;
  return sx >= p.x && sx <= p.x + p.width && sy >= p.y && sy <= p.y + p.height;
}
