/**
 * The assistant panel's value fields as pure functions: reading what a player typed into a number,
 * a list of hexes (checked with the map's own label parser) or a list of turns, saying what is
 * wrong in a sentence, and grouping a ruleset's values the way the panel lists them.
 */
import type { RulesMap } from '../../rules/kit/types';
import type { RuleValue, ValueSpec } from '../../rules/types';

/** The map's label parser, the rules map's own (`cellLabels`): a cell for a printed label (null when the map has no such hex) and back. */
export type LabelParser = Pick<RulesMap, 'label' | 'cellOf'>;

/** What a list field read: the values to store, or the parts that are not valid (named in `error`). */
export type ListReading = { ok: true; values: string[] } | { ok: false; invalid: string[]; error: string };

/** The parts of a typed list: split on commas, semicolons and white space; empty parts dropped. */
export function splitList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
}

function quoteList(parts: readonly string[]): string {
  const shown = parts.slice(0, 5).map((p) => `'${p}'`);
  return parts.length > 5 ? `${shown.join(', ')} and ${parts.length - 5} more` : shown.join(', ');
}

/**
 * Reads hex labels typed comma or space separated ("0604, 0605 0706"). Every label must name a hex
 * of the map; the values kept are the labels as the map prints them ("604" → "0604"), each once, in
 * the order typed. Invalid labels are named: "'9999' and 'x1' are not hexes of this map".
 */
export function parseHexList(text: string, parser: LabelParser): ListReading {
  // Sets keep the order typed (insertion order) and find a repeat at once, however many parts are pasted.
  const values = new Set<string>();
  const invalid = new Set<string>();
  for (const part of splitList(text)) {
    const cell = parser.cellOf(part);
    if (!cell) {
      invalid.add(part);
      continue;
    }
    values.add(parser.label(cell));
  }
  if (invalid.size === 0) return { ok: true, values: [...values] };
  const verb = invalid.size === 1 ? 'is not a hex' : 'are not hexes';
  return { ok: false, invalid: [...invalid], error: `${quoteList([...invalid])} ${verb} of this map. Type hex numbers as printed on the map, e.g. ${[...values][0] ?? '0604'}.` };
}

/**
 * Reads turn numbers typed comma or space separated, with ranges ("3, 5-7" → 3, 5, 6, 7), each a
 * whole number within the spec's min and max when it has them; kept sorted, each once, as text
 * (a `turns` value is a list of texts).
 */
export function parseTurnList(text: string, spec: Pick<ValueSpec, 'min' | 'max'> = {}): ListReading {
  const turns = new Set<number>();
  const invalid: string[] = [];
  const min = spec.min ?? -Infinity;
  const max = spec.max ?? Infinity;
  const fits = (n: number) => Number.isInteger(n) && n >= min && n <= max;
  // White space is one space before the dashes of ranges are joined, so no run of it is rescanned.
  for (const part of splitList(text.replace(/\s+/g, ' ').replace(/ ?[-–] ?/g, '-'))) {
    const range = /^(\d+)-(\d+)$/.exec(part);
    if (range) {
      const a = Number(range[1]);
      const b = Number(range[2]);
      if (a <= b && fits(a) && fits(b) && b - a <= 1000) for (let n = a; n <= b; n++) turns.add(n);
      else invalid.push(part);
      continue;
    }
    const n = /^-?\d+$/.test(part) ? Number(part) : NaN;
    if (fits(n)) turns.add(n);
    else invalid.push(part);
  }
  if (invalid.length === 0) return { ok: true, values: [...turns].sort((a, b) => a - b).map(String) };
  const bounds = Number.isFinite(min) && Number.isFinite(max) ? ` from ${min} to ${max}` : Number.isFinite(min) ? ` from ${min} up` : '';
  const verb = invalid.length === 1 ? 'is not a turn' : 'are not turns';
  return { ok: false, invalid, error: `${quoteList(invalid)} ${verb}: type whole turn numbers${bounds}, e.g. 3, 5-7.` };
}

/** Reads a typed number for a `number` value: a whole number within min and max, or the sentence saying why not. */
export function parseNumberValue(text: string, spec: Pick<ValueSpec, 'label' | 'min' | 'max'>): { ok: true; value: number } | { ok: false; error: string } {
  const clean = text.trim().replace('\u2212', '-');
  const n = /^[+-]?\d+$/.test(clean) ? Number(clean) : NaN;
  const range = spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : spec.min !== undefined ? ` of ${spec.min} or more` : spec.max !== undefined ? ` of ${spec.max} or less` : '';
  if (!Number.isInteger(n)) return { ok: false, error: `${spec.label}: type a whole number${range}.` };
  if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) return { ok: false, error: `${spec.label} must be a whole number${range}; ${n} is outside it.` };
  return { ok: true, value: n };
}

/** A number stepped by `delta` and held within the spec's min and max. */
export function stepNumber(value: number, delta: number, spec: Pick<ValueSpec, 'min' | 'max'>): number {
  return Math.min(spec.max ?? Infinity, Math.max(spec.min ?? -Infinity, value + delta));
}

/** A list value as the field shows it: "0604, 0605". */
export function formatList(value: RuleValue | undefined): string {
  return Array.isArray(value) ? value.join(', ') : '';
}

/** The panel's groups, in order, with their headings. */
export const valueGroups = [
  { id: 'turn', title: 'Turn' },
  { id: 'events', title: 'Events' },
  { id: 'morale', title: 'Morale' },
  { id: 'losses', title: 'Losses' },
  { id: 'map', title: 'Map' },
  { id: 'other', title: 'Other' },
] as const;

/** A ruleset's values by panel group, in the order above; empty groups left out. */
export function groupValues(values: readonly ValueSpec[]): { id: string; title: string; values: ValueSpec[] }[] {
  return valueGroups
    .map((g) => ({ ...g, values: values.filter((v) => (v.group ?? 'other') === g.id) }))
    .filter((g) => g.values.length > 0);
}
