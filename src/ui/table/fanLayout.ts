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
  /** The header line, drawn at `titleFont` px; the panel is at least wide enough for it. */
  title: string;
}

/** Size in px of the header's font. */
export const titleFont = 12;

/** The stack viewer's header: where the stack is and how its counters are ordered. */
export function fanTitle(where: string | null, count: number): string {
  return `${where ? `Hex ${where} — ` : ''}${count} counters, bottom → top`;
}

/**
 * A safe upper bound of the header's width in px at `titleFont`, without a canvas: wide glyphs
 * (digits, capitals) are about 0.62 em in the UI fonts, so the panel never cuts the header off.
 */
export function titleWidth(title: string): number {
  return Math.ceil(title.length * titleFont * 0.62);
}

const gap = 8;
const pad = 10;
const titleHeight = 18;

/**
 * Lays out `count` counters beside a stack whose top-right corner is at (ax, ay) on a stage
 * `stageWidth` wide, under the header `title`.
 */
export function fanLayout(count: number, ax: number, ay: number, itemSize: number, stageWidth: number, title = fanTitle(null, count)): FanLayout {
  const size = Math.max(56, Math.min(96, itemSize));
  const width = Math.max(pad * 2 + count * size + (count - 1) * gap, pad * 2 + titleWidth(title));
  const height = pad * 2 + titleHeight + size;
  let x = ax + 12;
  if (x + width > stageWidth - 4) x = Math.max(4, ax - width - 12 - itemSize);
  const y = Math.max(4, ay - height / 2);
  const slots = Array.from({ length: count }, (_, i) => ({ x: x + pad + i * (size + gap), y: y + pad + titleHeight, size }));
  return { panel: { x, y, width, height }, slots, title };
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
