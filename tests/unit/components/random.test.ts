import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/dice/dice';
import { orderKeys, pickOne, shuffled } from '../../../src/components/random';

describe('shuffling', () => {
  it('always returns a permutation: no card lost or duplicated, the input left alone', () => {
    const random = seededRandom('permutations');
    for (let n = 0; n <= 60; n++) {
      const cards = Array.from({ length: n }, (_, i) => `card-${i}`);
      const copy = [...cards];
      const out = shuffled(cards, random);
      expect(cards).toEqual(copy);
      expect(out).toHaveLength(n);
      expect([...out].sort()).toEqual([...cards].sort());
    }
  });

  it('makes every order about equally likely', () => {
    const random = seededRandom(20260301);
    const counts = new Map<string, number>();
    const trials = 24_000;
    for (let i = 0; i < trials; i++) {
      const key = shuffled(['a', 'b', 'c', 'd'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = trials / 24;
    // Chi-square with 23 degrees of freedom: 49.7 is the 0.1 % critical value.
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(49.7);
  });

  it('puts each card in each position about equally often', () => {
    const random = seededRandom('positions');
    const n = 10;
    const trials = 20_000;
    const atTop = new Array(n).fill(0);
    for (let i = 0; i < trials; i++) atTop[shuffled([...Array(n).keys()], random).at(-1)!]++;
    for (const c of atTop) expect(Math.abs(c - trials / n)).toBeLessThan(trials / n * 0.1);
  });

  it('replays exactly from the same seed', () => {
    const cards = [...'ABCDEFGHIJKLMNOP'];
    expect(shuffled(cards, seededRandom(7))).toEqual(shuffled(cards, seededRandom(7)));
    expect(shuffled(cards, seededRandom(7))).not.toEqual(shuffled(cards, seededRandom(8)));
  });
});

describe('picking one', () => {
  it('picks each item about equally often', () => {
    const random = seededRandom('pick');
    const items = ['rain', 'snow', 'fog', 'clear', 'storm', 'wind', 'mud'];
    const counts = new Map<string, number>();
    const trials = 35_000;
    for (let i = 0; i < trials; i++) {
      const got = pickOne(items, random)!;
      counts.set(got, (counts.get(got) ?? 0) + 1);
    }
    const expected = trials / items.length;
    // Chi-square with 6 degrees of freedom: 22.46 is the 0.1 % critical value.
    const chi = items.reduce((sum, k) => sum + ((counts.get(k) ?? 0) - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(22.46);
  });

  it('gives nothing from nothing', () => {
    expect(pickOne([], seededRandom(1))).toBeUndefined();
  });
});

describe('order keys', () => {
  it('are strictly increasing and distinct, after a given key too', () => {
    for (const after of [null, 'V', 'z', 'zzz']) {
      const keys = orderKeys(300, after);
      expect(new Set(keys).size).toBe(300);
      for (let i = 1; i < keys.length; i++) expect(keys[i] > keys[i - 1]).toBe(true);
      if (after) expect(keys[0] > after).toBe(true);
    }
  });
});
