/**
 * The view onto the table: where table coordinates land on the screen. Pure functions, so the
 * pointer tool, the automation API and tests all agree on the same mapping.
 */

/** Screen = table × scale + (x, y), in CSS pixels relative to the stage's top-left corner. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export const minScale = 0.05;
export const maxScale = 8;

/** Converts a stage point (CSS px) to table coordinates. */
export function toTable(camera: Camera, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - camera.x) / camera.scale, y: (sy - camera.y) / camera.scale };
}

/** Converts a table point to a stage point (CSS px). */
export function toScreen(camera: Camera, tx: number, ty: number): { x: number; y: number } {
  return { x: tx * camera.scale + camera.x, y: ty * camera.scale + camera.y };
}

/** Zooms by `factor` keeping the table point under (sx, sy) fixed on the screen. */
export function zoomAt(camera: Camera, factor: number, sx: number, sy: number): Camera {
  const scale = Math.min(maxScale, Math.max(minScale, camera.scale * factor));
  const t = toTable(camera, sx, sy);
  return { scale, x: sx - t.x * scale, y: sy - t.y * scale };
}

/** A camera that shows the whole rectangle in a viewport of `width` × `height`, with a margin. */
export function fitRect(rect: { x: number; y: number; width: number; height: number }, width: number, height: number, margin = 24): Camera {
  const scale = Math.min(maxScale, Math.max(minScale, Math.min((width - 2 * margin) / rect.width, (height - 2 * margin) / rect.height)));
  return { scale, x: (width - rect.width * scale) / 2 - rect.x * scale, y: (height - rect.height * scale) / 2 - rect.y * scale };
}

/**
 * Two fingers moving and spreading: zooms by `factor` and carries the table point that was under
 * `from` (the fingers' midpoint before) to `to` (their midpoint now), so what a player pinches stays
 * under their fingers.
 */
export function pinchAt(camera: Camera, factor: number, from: { x: number; y: number }, to: { x: number; y: number }): Camera {
  const scale = Math.min(maxScale, Math.max(minScale, camera.scale * factor));
  const t = toTable(camera, from.x, from.y);
  return { scale, x: to.x - t.x * scale, y: to.y - t.y * scale };
}
