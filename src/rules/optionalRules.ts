/**
 * The optional rules the players switched on, carried into the view a ruleset reads: only the
 * ruleset's own declared ones (`Ruleset.optionalRules`), so a switch stored by another game's
 * assistant, or by a newer build, never changes this game's advice.
 */
import type { RulesState } from '../doc/rulesOps';
import type { Ruleset, RulesView } from './types';

/** `view` with `optionalRules` set to the declared optional rules switched on in `rules`. */
export function withOptionalRules(view: RulesView, rules: Pick<RulesState, 'optional'>, ruleset: Pick<Ruleset, 'optionalRules'>): RulesView {
  const declared = new Set((ruleset.optionalRules ?? []).map((r) => r.id));
  const on = (rules.optional ?? []).filter((id) => declared.has(id));
  return on.length > 0 ? { ...view, optionalRules: on } : view;
}
