/**
 * The report dialog's words as pure functions: running a ruleset's report without letting a
 * faulty one break the table, and the changes it suggests as rows the players can read before
 * applying them ("Italian morale: 0 → −1"), with the labels the log will use.
 */
import { formatRuleValue } from '../../rules/kit/values';
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
