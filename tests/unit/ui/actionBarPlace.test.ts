import { describe, expect, it } from 'vitest';
import { actionBarPlace } from '../../../src/ui/table/actionBarPlace';

const canvas = { left: 0, top: 40, width: 1000, height: 700 };
const bar = { width: 400, height: 52 };

describe('where the touch action bar stands', () => {
  it('centred above the selection when there is room', () => {
    expect(actionBarPlace({ left: 480, top: 300, right: 520, bottom: 340 }, canvas, bar)).toEqual({ left: 300, top: 236 });
  });

  it('below the selection when it is near the top of the table', () => {
    expect(actionBarPlace({ left: 480, top: 60, right: 520, bottom: 100 }, canvas, bar).top).toBe(112);
  });

  it('inside the canvas for a selection at its edge or beyond it', () => {
    const place = actionBarPlace({ left: -200, top: 900, right: -160, bottom: 940 }, canvas, bar);
    expect(place.left).toBe(12);
    expect(place.top + bar.height).toBeLessThanOrEqual(canvas.top + canvas.height);
  });

  it('from the canvas’s left edge when the bar is wider than the table', () => {
    expect(actionBarPlace({ left: 180, top: 300, right: 220, bottom: 340 }, { left: 0, top: 40, width: 620, height: 700 }, { width: 700, height: 52 }).left).toBe(12);
  });

  it('docked along the bottom edge of a table as narrow as a phone’s, the whole width, wherever the selection is', () => {
    const phone = { left: 0, top: 56, width: 390, height: 734 };
    const docked = { left: 0, top: 56 + 734 - 100, width: 390 };
    expect(actionBarPlace({ left: 180, top: 300, right: 220, bottom: 340 }, phone, { width: 390, height: 100 })).toEqual(docked);
    expect(actionBarPlace({ left: 20, top: 700, right: 60, bottom: 740 }, phone, { width: 390, height: 100 })).toEqual(docked);
  });
});
