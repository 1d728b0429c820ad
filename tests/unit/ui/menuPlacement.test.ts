import { describe, expect, it } from 'vitest';
import { placePopover, windowMargin } from '../../../src/ui/menu/placement';
import { groupsToHide } from '../../../src/ui/menu/overflow';

const window = { width: 1400, height: 900 };
const menu = { width: 240, height: 300 };

describe('a menu placed beside its anchor', () => {
  it('opens below a toolbar button, left edges aligned', () => {
    expect(placePopover({ left: 700, top: 6, width: 50, height: 30 }, menu, window)).toEqual({ left: 700, top: 36, maxHeight: 900 - 2 * windowMargin });
  });

  it('opens leftward when it would run off the right edge', () => {
    const p = placePopover({ left: 1330, top: 6, width: 60, height: 30 }, menu, window);
    expect(p.left + menu.width).toBeLessThanOrEqual(window.width - windowMargin);
    expect(p.left).toBe(1390 - 240);
  });

  it('opens upward at the bottom of the window (a right-click at y 880 in a 900 px window)', () => {
    const p = placePopover({ left: 600, top: 880, width: 0, height: 0 }, menu, window);
    expect(p.top).toBe(880 - 300);
    expect(p.top + menu.height).toBeLessThanOrEqual(window.height);
  });

  it('stays inside the window in the bottom-right corner', () => {
    const p = placePopover({ left: 1395, top: 895, width: 0, height: 0 }, menu, window);
    expect(p.left).toBeGreaterThanOrEqual(windowMargin);
    expect(p.left + menu.width).toBeLessThanOrEqual(window.width - windowMargin);
    expect(p.top + menu.height).toBeLessThanOrEqual(window.height - windowMargin);
  });

  it('takes the whole height and scrolls only when taller than the window', () => {
    const p = placePopover({ left: 100, top: 400, width: 0, height: 0 }, { width: 240, height: 2000 }, window);
    expect(p).toEqual({ left: 100, top: windowMargin, maxHeight: 900 - 2 * windowMargin });
  });

  it('never starts above or left of the window, even in a window narrower than the menu', () => {
    const p = placePopover({ left: 10, top: 10, width: 20, height: 20 }, { width: 500, height: 100 }, { width: 300, height: 200 });
    expect(p.left).toBe(windowMargin);
    expect(p.top).toBe(30);
  });
});

describe('toolbar groups giving way to the "⋯" menu', () => {
  const groups = [
    { key: 'history', width: 70, rank: 8 },
    { key: 'add', width: 60, rank: 6 },
    { key: 'net', width: 200, rank: Infinity },
    { key: 'file', width: 50, rank: 4 },
    { key: 'help', width: 30, rank: 0 },
  ];

  it('hide nothing when everything fits', () => {
    expect([...groupsToHide(1000, 300, 40, groups)]).toEqual([]);
  });

  it('hide the least needed first, counting the room the "⋯" button takes', () => {
    expect([...groupsToHide(700, 300, 40, groups)]).toEqual(['help', 'file']);
  });

  it('never hide a group that must stay, however narrow the window', () => {
    expect([...groupsToHide(100, 300, 40, groups)].sort()).toEqual(['add', 'file', 'help', 'history']);
  });
});
