/**
 * Where a menu or popover goes so that all of it is inside the window: below its anchor when it
 * fits, above when there is more room there, shifted left at the right edge, and scrolling only
 * when it is taller than the window. Pure, so every menu places itself the same way.
 */

/** A rectangle in window (CSS pixel) coordinates. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where to draw a popover: its top-left corner, and the height it may take before it scrolls. */
export interface Placement {
  left: number;
  top: number;
  maxHeight: number;
}

/** Gap kept between a popover and the window's edges. */
export const windowMargin = 4;

/**
 * Places a popover of `size` next to `anchor` (a button's rectangle, or a zero-size rectangle at
 * the pointer for a context menu) inside a `window` of the given size.
 */
export function placePopover(anchor: Rect, size: { width: number; height: number }, window: { width: number; height: number }): Placement {
  const m = windowMargin;
  const maxHeight = Math.max(0, window.height - 2 * m);
  const height = Math.min(size.height, maxHeight);
  const below = window.height - m - (anchor.top + anchor.height);
  const above = anchor.top - m;
  let top: number;
  if (height <= below) top = anchor.top + anchor.height;
  else if (height <= above) top = anchor.top - height;
  else top = below >= above ? window.height - m - height : m;
  top = Math.min(Math.max(m, top), window.height - m - height);
  const width = Math.min(size.width, window.width - 2 * m);
  let left = anchor.left;
  if (left + width > window.width - m) left = anchor.left + anchor.width - width;
  left = Math.min(Math.max(m, left), window.width - m - width);
  return { left, top, maxHeight };
}
