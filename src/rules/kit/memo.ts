/**
 * What one view (or one mover of it) has already worked out, so that the questions asked about the
 * same table — the reach when a counter is lifted, the verdict when it is dropped, the whole-table
 * check — read the marked hexes, the zones of control, the supply networks and hex control once.
 *
 * This is not shared mutable state in the sense that matters: a `RulesView` is plain and immutable
 * (src/rules/types.ts), and the app builds a new one whenever the table changes, so anything
 * computed from a view alone stays true for as long as that view object lives. The memory is a
 * `WeakMap` keyed by the view itself (or by an object derived from it, such as a mover): it is
 * never read for any other view, never seen outside the ruleset that asked, and goes away with its key.
 * Every answer is the same with or without it; only the time differs. Callers must treat what it
 * hands back as read-only (the types say so: `ReadonlySet`, `ReadonlyMap`); a few entries fill
 * themselves in as they are asked (hex control hex by hex, the price of each step a stack takes),
 * which only saves asking the same view the same thing twice.
 */
const memory = new WeakMap<object, Map<string, unknown>>();

/** The value `make` computes for `owner` under `name`, computed on the first ask only. */
export function remembered<T>(owner: object, name: string, make: () => T): T {
  let entries = memory.get(owner);
  if (!entries) {
    entries = new Map();
    memory.set(owner, entries);
  }
  const known = entries.get(name);
  if (known !== undefined || entries.has(name)) return known as T;
  const value = make();
  entries.set(name, value);
  return value;
}
