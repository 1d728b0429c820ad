import { describe, expect, it } from 'vitest';
import Konva from 'konva';
import { hasVisibleShape } from '../../../src/ui/table/layerVisibility';

describe('a layer with nothing to draw', () => {
  it('is empty when it holds only groups, however deep', () => {
    const root = new Konva.Group();
    const inner = new Konva.Group();
    inner.add(new Konva.Group());
    root.add(inner);
    expect(hasVisibleShape(root)).toBe(false);
  });

  it('is empty when its shapes are hidden, or sit in a hidden group', () => {
    const root = new Konva.Group();
    root.add(new Konva.Line({ points: [0, 0, 10, 10], visible: false }));
    const hiddenGroup = new Konva.Group({ visible: false });
    hiddenGroup.add(new Konva.Rect({ width: 10, height: 10 }));
    root.add(hiddenGroup);
    expect(hasVisibleShape(root)).toBe(false);
  });

  it('has something to draw once a shape in it is shown', () => {
    const root = new Konva.Group();
    const line = new Konva.Line({ points: [0, 0, 10, 10], visible: false });
    const group = new Konva.Group();
    group.add(line);
    root.add(group);
    line.visible(true);
    expect(hasVisibleShape(root)).toBe(true);
  });
});
