/**
 * Fractional-index order keys. Yjs arrays have no "move", and two players bringing the same
 * piece to the top at once would duplicate it; an order key per piece (ties broken by id)
 * gives every peer the same stack order with no duplicates.
 */

const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const base = digits.length;

function digitValue(ch: string): number {
  const v = digits.indexOf(ch);
  if (v < 0) throw new Error(`order key has an invalid character "${ch}"`);
  return v;
}

/** A key strictly between `lower` and `upper` (either may be null: no bound). Keys never end in "0". */
export function keyBetween(lower: string | null, upper: string | null): string {
  const a = lower ?? '';
  if (upper !== null && a >= upper) throw new Error(`order keys out of order: "${a}" is not below "${upper}"`);
  return midpoint(a, upper);
}

function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while (n < b.length && (a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const low = a ? digitValue(a[0]) : 0;
  const high = b !== null ? digitValue(b[0]) : base;
  // Stacking on top (or under the bottom) again and again is the common case: step one digit
  // instead of halving the gap, so keys grow by a character only every few dozen placements.
  if (b === null && a && low + 1 < base) return digits[low + 1];
  if (!a && b !== null && high >= 2) return digits[high - 1];
  if (high - low > 1) return digits[Math.round((low + high) / 2)];
  if (b !== null && b.length > 1) return b[0];
  return digits[low] + midpoint(a.slice(1), null);
}

/** Compares two pieces for stack order: by key, then by id so ties resolve the same everywhere. */
export function compareOrder(a: { z: string; id: string }, b: { z: string; id: string }): number {
  if (a.z !== b.z) return a.z < b.z ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
