/**
 * Game-wide rule values (turn, morale, events in effect, marked hexes) as plain data: saying one in
 * the players' words and telling whether two are the same. The panel, the report dialog, the log
 * and the rulesets' reports all use these, so a value reads the same wherever it is shown and a
 * change that changes nothing is recognised the same way everywhere.
 */
import type { RuleValue, RulesView, ValueSpec } from '../types';
import { signed } from './format';
import { remembered } from './memo';
import type { CellKey } from './types';

/**
 * A value in the players' words: yes/no for flags, a choice's label, "none" for an empty list, "not
 * set" for no value, and numbers signed when the value can go below zero (morale), since the tracks
 * print them so; a negative number always takes the typographic minus ("−2"). Without `spec` (the
 * log names a value it knows only by label) choices are shown as stored and "+" is left off.
 */
export function formatRuleValue(value: RuleValue | undefined, spec?: Pick<ValueSpec, 'min' | 'choices'>): string {
  if (value === undefined) return 'not set';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'none';
  if (typeof value === 'number') return value < 0 || (spec?.min !== undefined && spec.min < 0) ? signed(value) : String(value);
  return spec?.choices?.find((c) => c.value === value)?.label ?? value;
}

/**
 * Whether two values are the same: lists item by item in order (a list is a new array every time
 * it is read), everything else by `===`. Setting a value to what it already is writes nothing.
 */
export function sameRuleValue(a: RuleValue | undefined, b: RuleValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/**
 * A `hexes` value as the set of cell keys its printed labels name on the view's map ("0705" →
 * "6,4"), read once per view: towns, ports, supply sources, anything players mark by hex number.
 * Labels the map does not know are skipped.
 */
export function markedSet(view: RulesView, id: string): ReadonlySet<CellKey> {
  return remembered(view, `marked:${id}`, () => {
    const raw = view.values[id];
    const keys = new Set<CellKey>();
    for (const label of Array.isArray(raw) ? raw : []) {
      const cell = view.map.cellOf(label);
      if (cell) keys.add(`${cell.col},${cell.row}`);
    }
    return keys;
  });
}

/** Readers of a ruleset's values by kind, each falling back to the spec's default. */
export interface ValueReaders {
  /** A number value, whatever was stored (0 when unreadable). */
  number(view: RulesView, id: string): number;
  text(view: RulesView, id: string): string;
  flag(view: RulesView, id: string): boolean;
  /** A `turns` value (or any list) as numbers. */
  numbers(view: RulesView, id: string): number[];
}

/**
 * The value readers for one ruleset's specs: what the view holds, else the spec's default, read
 * as the kind asked for. Every ruleset reads its values this way, so a stray stored value never
 * reaches a rule as the wrong type.
 */
export function valueReaders(specs: readonly ValueSpec[]): ValueReaders {
  const raw = (view: RulesView, id: string): RuleValue | undefined => view.values[id] ?? specs.find((s) => s.id === id)?.default;
  return {
    number(view, id) {
      const v = raw(view, id);
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : 0;
    },
    text: (view, id) => {
      const v = raw(view, id);
      return typeof v === 'string' ? v : '';
    },
    flag: (view, id) => raw(view, id) === true,
    numbers: (view, id) => {
      const v = raw(view, id);
      return (Array.isArray(v) ? v : []).map(Number).filter(Number.isFinite);
    },
  };
}
