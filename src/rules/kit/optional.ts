/**
 * Optional rules as a ruleset reads them: a rule is in use only when the players switched it on
 * in the assistant panel (`RulesView.optionalRules`), so advice that depends on it is never given
 * by default, exactly as a rulebook's optional rules are played only by agreement.
 */
import type { RulesView } from '../types';

/** Whether the players switched the optional rule `id` on for this game. */
export function optionalOn(view: RulesView, id: string): boolean {
  return view.optionalRules?.includes(id) ?? false;
}
