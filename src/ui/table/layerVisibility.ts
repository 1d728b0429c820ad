/**
 * Keeps an empty Konva layer out of the page. Every canvas of the stage is cleared, drawn and
 * composited on every frame of a pan, even one with nothing on it; the top layer (drags,
 * selection, presence) is empty most of the time, so hiding it then saves a full-screen clear
 * and composite per frame (issue #11).
 */
import type Konva from 'konva';

/** Whether a container holds a shape that would be drawn: visible itself and through every group above it. */
export function hasVisibleShape(container: Konva.Container): boolean {
  for (const child of container.getChildren()) {
    if (!child.visible()) continue;
    if (child.nodeType === 'Shape' || hasVisibleShape(child as Konva.Container)) return true;
  }
  return false;
}

/** Shows `layer` only while it has a visible shape, checked before each draw; returns the function that stops it. */
export function hideWhenEmpty(layer: Konva.Layer): () => void {
  const check = () => {
    const show = hasVisibleShape(layer);
    if (layer.visible() !== show) layer.visible(show);
  };
  layer.on('beforeDraw.hideWhenEmpty', check);
  check();
  return () => {
    layer.off('beforeDraw.hideWhenEmpty');
    layer.visible(true);
  };
}
