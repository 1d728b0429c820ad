/**
 * Where the touch action bar stands: centred over the selection, above it when there is room and
 * below it otherwise, and always wholly inside the table's canvas (a selection half off screen
 * still gets a bar a finger can reach). On a table as narrow as a phone's, a bar beside the
 * selection would wrap into rows that hide the map around it, so the bar docks along the table's
 * bottom edge instead, the whole width, as phone apps keep their tools. Pure, in page pixels.
 */

export interface PageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space left between the selection and the bar, and between the bar and the canvas edge. */
const gap = 12;

/** Tables narrower than this (a phone's) get the bar docked along their bottom edge. */
export const dockBelowWidth = 600;

/** The bar's place; `width` is given when it docks (and then spans the table). */
export interface BarPlace {
  left: number;
  top: number;
  width?: number;
}

export function actionBarPlace(selection: { left: number; top: number; right: number; bottom: number }, canvas: PageRect, bar: { width: number; height: number }): BarPlace {
  if (canvas.width < dockBelowWidth) return { left: canvas.left, top: canvas.top + canvas.height - bar.height, width: canvas.width };
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
