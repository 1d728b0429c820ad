import { describe, expect, it } from 'vitest';
import { randomInt, rollDice } from '../../../src/dice/dice';
import { hash } from '../../../src/trust/bytes';
import { seedRandom } from '../../../src/trust/seedRandom';

const draws = (seed: Uint8Array, n: number) => Array.from({ length: n }, seedRandom(seed));

/** Pearson's chi-square of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('seedRandom', () => {
  it('gives the same stream for the same seed', () => {
    expect(draws(hash('seed'), 50)).toEqual(draws(hash('seed'), 50));
    expect(rollDice('10d20', seedRandom(hash('seed')))).toEqual(rollDice('10d20', seedRandom(hash('seed'))));
  });

  it('gives unrelated streams for seeds that differ in one bit', () => {
    const a = hash('seed');
    const b = Uint8Array.from(a);
    b[31] ^= 1;
    const [x, y] = [draws(a, 20), draws(b, 20)];
    expect(x.filter((v, i) => v === y[i])).toEqual([]);
  });

  it('is not changed when the caller later changes the seed bytes', () => {
    const seed = hash('seed');
    const random = seedRandom(seed);
    const first = random();
    seed.fill(0);
    expect([first, ...Array.from({ length: 9 }, random)]).toEqual(draws(hash('seed'), 10));
  });

  it('gives numbers in [0, 1) that use all 53 bits', () => {
    const values = draws(hash('range'), 10_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.some((v) => !Number.isInteger(v * 2 ** 32))).toBe(true);
    expect(values.every((v) => Number.isInteger(v * 2 ** 53))).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives roughly equal counts of every face over 100,000 draws of randomInt(6)', () => {
    const random = seedRandom(hash('uniform'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 100_000; i++) counts[randomInt(6, random)]++;
    counts.forEach((c) => expect(Math.abs(c - 100_000 / 6)).toBeLessThan(600));
    expect(chiSquare(counts)).toBeLessThan(20.5);
  });

  it('has mean near 1/2 and the right share of values in each tenth', () => {
    const values = draws(hash('tenths'), 50_000);
    const tenths = Array.from({ length: 10 }, () => 0);
    values.forEach((v) => tenths[Math.floor(v * 10)]++);
    expect(chiSquare(tenths)).toBeLessThan(27.9);
    expect(Math.abs(values.reduce((a, b) => a + b, 0) / values.length - 0.5)).toBeLessThan(0.01);
  });
});
