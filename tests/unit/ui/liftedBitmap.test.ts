import { describe, expect, it } from 'vitest';
import { liftedBounds } from '../../../src/ui/table/counters/liftedBitmap';
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
