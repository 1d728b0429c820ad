/**
 * Hostile inputs for the fuzz suites: values of the wrong type or absurd size, prototype keys, and
 * a checker that an error message is a sentence a player can act on rather than a raw JS error.
 */
import { expect } from 'vitest';
import type { Random } from '../../../src/dice/dice';

/** Values no sound record holds where a number, text or record is expected. */
export const hostileValues: readonly unknown[] = [
  null,
  'oops',
  '',
  -1,
  0,
  1.5,
  1e9,
  -1e300,
  100_000,
  true,
  [],
  [1, 2, 3],
  {},
  { kind: 'hex' },
  'x'.repeat(100_000),
  { __proto__: { polluted: true } },
  ['__proto__'],
];

/** Ids that would reach an object's prototype if used as property names. */
export const prototypeIds = ['__proto__', 'constructor', 'prototype', 'toString'];

/** One of `list`, chosen with `random`. */
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Patterns of raw JavaScript errors that must never reach a player. */
const raw = /is not a function|Cannot read prop|Cannot set prop|of undefined|of null|is not iterable|is not defined|Maximum call stack|Invalid array length|\[object Object\]|Unexpected end of array|RangeError|TypeError|SyntaxError: /;

/** Asserts that an error carries a clear, bounded sentence, and returns its message. */
export function expectClearSentence(error: unknown, kinds: readonly (new (...a: never[]) => Error)[]): string {
  expect(kinds.some((k) => error instanceof k), `unexpected ${String(error)}`).toBe(true);
  const message = (error as Error).message;
  expect(message, message.slice(0, 300)).not.toMatch(raw);
  expect(message.length).toBeLessThan(800);
  expect(message.trim().length).toBeGreaterThan(10);
  return message;
}

/** Every path (as key lists) to a value inside a JSON value, for picking one to damage. */
export function jsonPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => jsonPaths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) jsonPaths(v, [...prefix, k], out);
  return out;
}

/** Sets (or with `undefined`, deletes) the value at `path` in a JSON value, in place. */
export function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  if (!path.length) return;
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = value;
}
