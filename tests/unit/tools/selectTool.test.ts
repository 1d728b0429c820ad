import { describe, expect, it } from 'vitest';
import { toolTable as table } from './support/toolTable';

describe('the select tool', () => {
  it('selects a whole stack on click and opens the stack viewer', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.up(t.at(100, 100));
    expect(t.selection()).toEqual(['a', 'b']);
    expect(t.fan()).toBe('b');
  });

  it('drags a whole stack and drops it', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.move(t.at(110, 100));
    t.tool.move(t.at(160, 130));
    t.tool.up(t.at(160, 130));
    expect(t.calls).toEqual(['drag:a,b', 'fan:null', 'to:10,0', 'to:60,30', 'drop']);
  });

  it('takes only the top counter with Alt held', () => {
    const t = table();
    t.tool.down(t.at(100, 100, { alt: true }));
    t.tool.move(t.at(120, 100));
    expect(t.calls).toContain('drag:b');
  });

  it('takes only the counter under the pointer with Alt held, even when its whole stack is selected', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.up(t.at(100, 100));
    expect(t.selection()).toEqual(['a', 'b']);
    t.tool.down(t.at(300, 300));
    t.tool.up(t.at(300, 300));
    t.tool.down(t.at(100, 100));
    t.tool.move(t.at(130, 100));
    t.tool.up(t.at(130, 100));
    t.calls.length = 0;
    expect(t.selection()).toEqual(['a', 'b']);
    t.tool.down(t.at(100, 100, { alt: true }));
    t.tool.move(t.at(160, 100, { alt: true }));
    expect(t.calls).toContain('drag:b');
    expect(t.selection()).toEqual(['b']);
  });

  it('does not start a drag for a tiny wobble of the hand', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.move(t.at(102, 101));
    t.tool.up(t.at(102, 101));
    expect(t.calls.some((c) => c.startsWith('drag'))).toBe(false);
  });

  it('adds and removes stacks with Shift+click', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.up(t.at(100, 100));
    t.tool.down(t.at(300, 100, { shift: true }));
    t.tool.up(t.at(300, 100, { shift: true }));
    expect(t.selection()).toEqual(['a', 'b', 'c']);
    t.tool.down(t.at(100, 100, { shift: true }));
    t.tool.up(t.at(100, 100, { shift: true }));
    expect(t.selection()).toEqual(['c']);
  });

  it('takes a single counter out of the open stack viewer', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.up(t.at(100, 100));
    t.tool.down(t.at(120, 170));
    t.tool.move(t.at(200, 300));
    t.tool.up(t.at(200, 300));
    expect(t.calls).toContain('drag:a from viewer at 120,170');
  });

  it('pans when the empty map is dragged, and clears the selection on a click there', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.up(t.at(100, 100));
    t.tool.down(t.at(500, 500));
    t.tool.move(t.at(520, 540));
    t.tool.up(t.at(520, 540));
    expect(t.camera()).toEqual({ x: 20, y: 40, scale: 1 });
    t.tool.down(t.at(500, 500));
    t.tool.up(t.at(500, 500));
    expect(t.selection()).toEqual([]);
  });

  it('selects with a marquee when Shift is held on the empty map', () => {
    const t = table();
    t.tool.down(t.at(50, 50, { shift: true }));
    t.tool.move(t.at(200, 200, { shift: true }));
    t.tool.up(t.at(200, 200, { shift: true }));
    expect(t.selection()).toEqual(['a', 'b']);
    expect(t.calls).toEqual(['fan:null', 'marquee', 'marquee:off']);
  });

  it('pans with Space held even over a counter', () => {
    const t = table();
    t.tool.setSpaceHeld(true);
    t.tool.down(t.at(100, 100));
    t.tool.move(t.at(130, 100));
    expect(t.tool.stateName).toBe('panning');
    expect(t.camera().x).toBe(30);
  });

  it('zooms around the pointer with the wheel', () => {
    const t = table();
    t.tool.wheel(200, 100, -500, false);
    const c = t.camera();
    expect(c.scale).toBeGreaterThan(1);
    expect((200 - c.x) / c.scale).toBeCloseTo(200);
  });

  it('abandons a drag on cancel without moving anything', () => {
    const t = table();
    t.tool.down(t.at(100, 100));
    t.tool.move(t.at(150, 100));
    t.tool.cancel();
    expect(t.calls.at(-1)).toBe('cancel');
    expect(t.tool.stateName).toBe('idle');
  });

  it('opens the menu on right-click, selecting the stack under the pointer first', () => {
    const t = table();
    t.tool.down(t.at(300, 100, { button: 2 }));
    expect(t.selection()).toEqual(['c']);
    expect(t.calls).toContain('menu');
  });
});
