/**
 * The report dialog's words as pure functions: running a ruleset's report without letting a
 * faulty one break the table, and the changes it suggests as rows the players can read before
 * applying them ("Italian morale: 0 → −1"), with the labels the log will use.
 */
import type { Report, ReportSpec, RuleValue, RulesView, ValueSpec } from '../../rules/types';

/** One suggested change as the dialog lists it and applies it. */
export interface ChangeRow {
  id: string;
  /** The value's label, as the panel and the log name it ("Game turn"). */
  label: string;
  from: string;
  to: string;
  value: RuleValue;
  why: string;
}

/** A number with its sign as tracks print them: "+1", "0", "−2". */
function signed(n: number): string {
  if (n > 0) return `+${n}`;
  return n < 0 ? `−${Math.abs(n)}` : '0';
}

/**
 * A value in the players' words: yes/no for flags, a choice's label, "none" for an empty list, and
 * numbers signed when the value can go below zero (morale), since the tracks print them so.
 */
export function formatRuleValue(value: RuleValue | undefined, spec?: ValueSpec): string {
  if (value === undefined) return 'not set';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'none';
  if (typeof value === 'number') return spec?.min !== undefined && spec.min < 0 ? signed(value) : String(value);
  return spec?.choices?.find((c) => c.value === value)?.label ?? value;
}

/** The rows of a report's changes: each value's label, what it reads now (set, track or default) and what it would read. */
export function changeRows(report: Pick<Report, 'changes'>, specs: readonly ValueSpec[], view: Pick<RulesView, 'values'>): ChangeRow[] {
  return (report.changes ?? []).map(({ id, value, why }) => {
    const spec = specs.find((s) => s.id === id);
    return { id, label: spec?.label ?? id, from: formatRuleValue(view.values[id] ?? spec?.default, spec), to: formatRuleValue(value, spec), value, why };
  });
}

/** A report's run, or the sentence saying why the assistant could not make it. */
export type ReportRun = { report: Report } | { error: string };

/** Runs a report; an error in the ruleset becomes a sentence, so the dialog stays usable. */
export function runReport(spec: ReportSpec, view: RulesView, choice?: string): ReportRun {
  try {
    return { report: spec.run(view, choice === '' ? undefined : choice) };
  } catch (e) {
    return { error: `The assistant could not make the ${spec.name} report: ${(e as Error).message}` };
  }
}

/** What the players pick from first (none when the report needs no choice), or why they cannot be read. */
export type ReportChoices = { choices: readonly { value: string; label: string }[] } | { error: string };

/** A report's choices; an error in the ruleset becomes a sentence. */
export function reportChoices(spec: ReportSpec, view: RulesView): ReportChoices {
  try {
    return { choices: spec.choices?.(view) ?? [] };
  } catch (e) {
    return { error: `The assistant could not list the choices of the ${spec.name} report: ${(e as Error).message}` };
  }
}
