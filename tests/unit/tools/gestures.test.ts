import { describe, expect, it } from 'vitest';
import { Gestures, longPressMs } from '../../../src/tools/gestures';
import { toTable } from '../../../src/geometry/camera';
import type { PointerInput } from '../../../src/tools/tool';
import { toolTable } from './support/toolTable';

/** The gestures layer over a select tool on the pretend table, with time stepped by the test. */
function fingers() {
  const t = toolTable();
  const timers: { at: number; fire: () => void; live: boolean }[] = [];
  let now = 0;
  const gestures = new Gestures(
    t.host,
    () => t.tool,
    (ms, fire) => {
      const timer = { at: now + ms, fire, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
  );
  const wait = (ms: number) => {
    now += ms;
    for (const timer of timers) if (timer.live && timer.at <= now) (timer.live = false), timer.fire();
  };
  const touch = (sx: number, sy: number, pointerId = 1): PointerInput => ({ sx, sy, button: 0, pointerId, shift: false, alt: false, ctrl: false, kind: 'touch' });
  return { ...t, gestures, wait, touch };
}

describe('the gestures in front of the tools', () => {
  it('zooms and pans with two fingers, keeping the table point under them under them', () => {
    const f = fingers();
    f.gestures.down(f.touch(400, 400, 1));
    f.gestures.down(f.touch(500, 400, 2));
    const under = toTable(f.camera(), 450, 400);
    // The fingers spread to twice their distance and their midpoint moves 30 px right, 20 px down.
    f.gestures.move(f.touch(380, 420, 1));
    f.gestures.move(f.touch(580, 420, 2));
    expect(f.gestures.stateName).toBe('pinching');
    expect(f.camera().scale).toBeCloseTo(2);
    const now = toTable(f.camera(), 480, 420);
    expect(now.x).toBeCloseTo(under.x);
    expect(now.y).toBeCloseTo(under.y);
  });

  it('abandons the drag the first finger started when a second finger lands', () => {
    const f = fingers();
    f.gestures.down(f.touch(100, 100, 1));
    f.gestures.move(f.touch(140, 100, 1));
    expect(f.calls).toContain('drag:a,b');
    f.gestures.down(f.touch(300, 300, 2));
    expect(f.calls.at(-1)).toBe('cancel');
    f.gestures.up(f.touch(300, 300, 2));
    // The finger left on the glass does nothing more until it lifts.
    f.gestures.move(f.touch(200, 200, 1));
    f.gestures.up(f.touch(200, 200, 1));
    expect(f.calls.filter((c) => c === 'drop')).toEqual([]);
    expect(f.gestures.stateName).toBe('idle');
  });

  it('opens the menu on a long press, with the stack under the finger selected', () => {
    const f = fingers();
    f.gestures.down(f.touch(300, 100));
    f.wait(longPressMs);
    expect(f.calls).toContain('menu');
    expect(f.selection()).toEqual(['c']);
    f.gestures.move(f.touch(330, 100));
    f.gestures.up(f.touch(330, 100));
    expect(f.calls.some((c) => c.startsWith('drag'))).toBe(false);
  });

  it('opens no menu for a finger that moved before the long press was up: it drags', () => {
    const f = fingers();
    f.gestures.down(f.touch(300, 100));
    f.gestures.move(f.touch(330, 100));
    f.wait(longPressMs);
    expect(f.calls).not.toContain('menu');
    f.gestures.up(f.touch(330, 100));
    expect(f.calls).toContain('drop');
  });

  it('never opens a menu for a mouse held still', () => {
    const f = fingers();
    f.gestures.down({ ...f.touch(300, 100), kind: 'mouse' });
    f.wait(longPressMs * 3);
    expect(f.calls).not.toContain('menu');
  });

  it('takes a finger’s small wobble on a stack as a tap: the stack viewer opens', () => {
    const f = fingers();
    f.gestures.down(f.touch(100, 100));
    f.gestures.move(f.touch(106, 103));
    f.gestures.up(f.touch(106, 103));
    expect(f.fan()).toBe('b');
    expect(f.calls.some((c) => c.startsWith('drag'))).toBe(false);
  });
});
