/**
 * Stacking counted in points, with kinds of unit that stack free but only one of a kind per hex
 * (Operazione C3 1.3.6 and 7.3: coastal batteries, anti-aircraft units and armoured/anti-tank
 * units). Pure counting; the ruleset says what a unit's points and free kind are and what the
 * hex's limit is.
 */

/** A stack counted: points that count against the limit, and the free units by kind. */
export interface StackCount<U> {
  points: number;
  /** Units that count against the limit. */
  counted: U[];
  /** Free units by kind (a kind with two or more units breaks "one of each"). */
  free: Map<string, U[]>;
}

/** Counts a stack: `freeKind` names the kind a unit stacks free as, or null when it counts `pointsOf` points. */
export function countStack<U>(units: readonly U[], pointsOf: (unit: U) => number, freeKind: (unit: U) => string | null): StackCount<U> {
  const free = new Map<string, U[]>();
  const counted: U[] = [];
  let points = 0;
  for (const unit of units) {
    const kind = freeKind(unit);
    if (kind !== null) {
      free.set(kind, [...(free.get(kind) ?? []), unit]);
      continue;
    }
    counted.push(unit);
    points += Math.max(0, pointsOf(unit));
  }
  return { points, counted, free };
}

/** The free kinds present more than once in a counted stack, with their units. */
export function doubledFreeKinds<U>(count: StackCount<U>): { kind: string; units: U[] }[] {
  return [...count.free].filter(([, units]) => units.length > 1).map(([kind, units]) => ({ kind, units }));
}

/**
 * Picks units to fill a limit of points in the order given (the players' order: best first):
 * what may attack or defend through one hexside when only so many points may (C3 5.5). Units that
 * would pass the limit are left out; free units are never counted.
 */
export function fillToLimit<U>(units: readonly U[], limit: number, pointsOf: (unit: U) => number): { within: U[]; excess: U[]; points: number } {
  const within: U[] = [];
  const excess: U[] = [];
  let points = 0;
  for (const unit of units) {
    const p = Math.max(0, pointsOf(unit));
    if (points + p <= limit) {
      within.push(unit);
      points += p;
    } else excess.push(unit);
  }
  return { within, excess, points };
}
