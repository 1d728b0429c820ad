import { describe, expect, it } from 'vitest';
import { compareOrder, keyBetween } from '../../../src/model/order';
import { seeded } from '../support/random';

describe('order keys', () => {
  it('always find a key strictly between two neighbours, however often the same gap is split', () => {
    const random = seeded(7);
    const keys: string[] = [keyBetween(null, null)];
    for (let i = 0; i < 3000; i++) {
      const at = Math.floor(random() * (keys.length + 1));
      const key = keyBetween(keys[at - 1] ?? null, keys[at] ?? null);
      if (at > 0) expect(key > keys[at - 1]).toBe(true);
      if (at < keys.length) expect(key < keys[at]).toBe(true);
      keys.splice(at, 0, key);
    }
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stay short when pieces are stacked on top one after another', () => {
    let top: string | null = null;
    for (let i = 0; i < 200; i++) top = keyBetween(top, null);
    expect(top!.length).toBeLessThan(12);
  });

  it('stay short when pieces are sent under the bottom one after another', () => {
    let bottom: string | null = null;
    for (let i = 0; i < 200; i++) bottom = keyBetween(null, bottom);
    expect(bottom!.length).toBeLessThan(16);
  });

  it('refuse bounds given in the wrong order', () => {
    expect(() => keyBetween('b', 'a')).toThrow(/out of order/);
  });

  it('break ties between equal keys by id, the same on every peer', () => {
    const a = { z: 'V', id: 'a' };
    const b = { z: 'V', id: 'b' };
    expect(compareOrder(a, b)).toBeLessThan(0);
    expect(compareOrder(b, a)).toBeGreaterThan(0);
  });
});
