/**
 * Where the touch action bar stands: centred over the selection, above it when there is room and
 * below it otherwise, and always wholly inside the table's canvas (a selection half off screen
 * still gets a bar a finger can reach). Pure, in page pixels.
 */

export interface PageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space left between the selection and the bar, and between the bar and the canvas edge. */
const gap = 12;

export function actionBarPlace(selection: { left: number; top: number; right: number; bottom: number }, canvas: PageRect, bar: { width: number; height: number }): { left: number; top: number } {
  const centre = (selection.left + selection.right) / 2;
  const left = clamp(centre - bar.width / 2, canvas.left + gap, canvas.left + canvas.width - gap - bar.width);
  const above = selection.top - gap - bar.height;
  const below = selection.bottom + gap;
  const top = above >= canvas.top + gap ? above : below;
  return { left, top: clamp(top, canvas.top + gap, canvas.top + canvas.height - gap - bar.height) };
}

/** `value` kept between `low` and `high`; `low` wins when they cross (a bar wider than the canvas starts at its left). */
function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(value, high));
}
