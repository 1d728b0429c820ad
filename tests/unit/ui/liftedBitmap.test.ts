import { describe, expect, it } from 'vitest';
import { liftedArea, liftedBounds, maxArea, maxSide } from '../../../src/ui/table/counters/liftedBitmap';
import type { Piece } from '../../../src/model/records';

const piece = (id: string, size: number, rot = 0): Piece => ({ id, name: id, kind: 'unit', faces: ['f'], face: 0, rot, size, at: { b: 'map', x: 0, y: 0, z: 'a' }, attrs: {} });

describe('the bounds of lifted counters', () => {
  it('hold every lifted counter however it is turned', () => {
    const pieces = new Map([
      ['a', piece('a', 50)],
      ['b', piece('b', 40, 45)],
    ]);
    const bounds = liftedBounds([{ id: 'a', x: 100, y: 100 }, { id: 'b', x: 300, y: 220 }], pieces)!;
    // A 40-unit counter turned 45° reaches 40·√2/2 ≈ 28.3 units from its centre.
    expect(bounds.x2).toBeGreaterThanOrEqual(300 + 20 * Math.SQRT2);
    expect(bounds.y2).toBeGreaterThanOrEqual(220 + 20 * Math.SQRT2);
    expect(bounds.x1).toBeLessThanOrEqual(75);
    expect(bounds.y1).toBeLessThanOrEqual(75);
    expect(bounds.x1).toBeGreaterThan(50);
  });

  it('are nothing when no lifted counter is on the table any more', () => {
    expect(liftedBounds([{ id: 'gone', x: 0, y: 0 }], new Map())).toBeNull();
  });
});

describe('the part of the table a lifted bitmap covers', () => {
  const wholeTable = { x1: 0, y1: 0, x2: 6000, y2: 4000 };

  it('is every lifted counter when the bitmap fits', () => {
    expect(liftedArea(wholeTable, 0.2, { x1: 0, y1: 0, x2: 6000, y2: 4000 })).toEqual(wholeTable);
  });

  it('is the counters around the view, ¾ of a view past each edge, when zoomed in too far for all of them', () => {
    // 1,280 × 800 pixels of view at 2 pixels a unit: 640 × 400 units, from (1000, 1000).
    const view = { x1: 1000, y1: 1000, x2: 1640, y2: 1400 };
    expect(liftedArea(wholeTable, 2, view)).toEqual({ x1: 520, y1: 700, x2: 2120, y2: 1700 });
  });

  it('reaches less far past a big view, so the bitmap stays within the limits', () => {
    // 2,000 × 1,200 pixels of view at 1 pixel a unit: ¾ past each edge would make 5,000 × 3,000.
    const view = { x1: 2000, y1: 1000, x2: 4000, y2: 2200 };
    const area = liftedArea({ x1: 0, y1: 0, x2: 60000, y2: 40000 }, 1, view)!;
    expect(area.x1).toBeLessThan(view.x1);
    expect(area.x2).toBeGreaterThan(view.x2);
    expect(area.x2 - area.x1 + 2).toBeLessThanOrEqual(maxSide);
    expect((area.x2 - area.x1 + 2) * (area.y2 - area.y1 + 2)).toBeLessThanOrEqual(maxArea);
  });

  it('is nothing when even the view is too big for a bitmap, or no lifted counter is near it', () => {
    expect(liftedArea({ x1: 0, y1: 0, x2: 60000, y2: 40000 }, 1, { x1: 0, y1: 0, x2: 5000, y2: 3000 })).toBeNull();
    expect(liftedArea({ x1: 0, y1: 0, x2: 100, y2: 100 }, 50, { x1: 5000, y1: 5000, x2: 5020, y2: 5010 })).toBeNull();
  });
});
