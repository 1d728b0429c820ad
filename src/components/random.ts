/**
 * Random choices for cups and decks, drawn from the shared roller (`src/dice/dice.ts`): a source
 * is passed in — `cryptoRandom` in play, `seededRandom(seed)` in tests — and never Math.random.
 */
import { randomInt, type Random } from '../dice/dice';
import { keyBetween } from '../model/order';

/**
 * A uniformly random permutation of `items` (Fisher–Yates with `randomInt`, so every order is
 * equally likely); `items` itself is left alone. Always a permutation: nothing lost or repeated.
 */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, random);
    if (j !== i) [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One of `items`, each equally likely; undefined when there are none. */
export function pickOne<T>(items: readonly T[], random: Random): T | undefined {
  return items.length ? items[randomInt(items.length, random)] : undefined;
}

/** `n` fractional order keys, strictly increasing, for a stack laid out bottom to top. */
export function orderKeys(n: number, after: string | null = null): string[] {
  const keys: string[] = [];
  let below = after;
  for (let i = 0; i < n; i++) {
    below = keyBetween(below, null);
    keys.push(below);
  }
  return keys;
}
