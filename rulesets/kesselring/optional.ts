/**
 * Kesselring's War's optional rules (30.0–37.0), each a switch in the assistant panel, off unless
 * the players agree to use it. The ids are stored in the game: keep them stable.
 *
 * Operation Achse was a game value (`achse`) before optional rules were switches: a game that set
 * it keeps it in use.
 */
import { optionalOn, type Finding } from '../../src/rules/kit';
import type { OptionalRuleSpec, RulesView } from '../../src/rules/types';

export const optionalRules = [
  { id: 'achse', rule: '30.0', title: 'Operation Achse', effect: 'the Italian Surrender rolls on the Operation Achse Table instead of the Scenario I special rules' },
  { id: 'kampfgruppen', rule: '31.0', title: 'Kampfgruppen and Task Forces', effect: 'KG and TF deploy on divisions of their kind, may overstack when deploying, never satisfy withdrawals and return to the Reinforcement display when eliminated' },
  { id: 'strategic-movement', rule: '32.0', title: 'Strategic Movement', effect: 'the Strategic Movement action (1 AP) is offered without a warning' },
  { id: 'axis-airborne', rule: '33.0', title: 'Axis Airborne', effect: 'Axis parachute units may drop as the Allies do, for 2 AP' },
  { id: 'open-cities', rule: '34.0', title: 'Open Cities', effect: 'Roma and Monte Cassino may be declared Open Cities: no fortification there, 1 AP to the Axis for each Allied CAS attack or Bombardment on one' },
  { id: 'major-objectives', rule: '35.0', title: 'Major Objectives', effect: '2 AP to the Allies the first time they occupy each Major Objective, 2 AP to the Axis the first time an Allied attack on one fails' },
  { id: 'victory-south', rule: '36.0', title: 'Victory in the South', effect: 'three more German units on GT 3, German air withdrawals by event ignored, and the Axis must hold every mainland Objective at the end of GT 8' },
  { id: 'mediterranean-gambit', rule: '37.0', title: 'Mediterranean Gambit', effect: 'Allied withdrawals ignored, and the Allies must hold every mainland Objective at the end of GT 8' },
] as const satisfies readonly OptionalRuleSpec[];

export type OptionalRuleId = (typeof optionalRules)[number]['id'];

const specOf = (id: OptionalRuleId) => optionalRules.find((r) => r.id === id)!;

/** Whether the players use the optional rule: switched on in the panel (or, for Achse, the old game value). */
export function inUse(view: RulesView, id: OptionalRuleId): boolean {
  return optionalOn(view, id) || (id === 'achse' && view.values.achse === true);
}

/** The rule's name as the text gives it: "optional rule 31.0 (Kampfgruppen and Task Forces)". */
export const optionalName = (id: OptionalRuleId): string => `optional rule ${specOf(id).rule} (${specOf(id).title})`;

/** A warning that something on the table belongs to an optional rule the players have not switched on. */
export function notInUse(view: RulesView, id: OptionalRuleId, what: string, more: Partial<Finding> = {}): Finding[] {
  if (inUse(view, id)) return [];
  return [{ severity: 'warning', rule: specOf(id).rule, text: `${what} belongs to ${optionalName(id)}, which is not switched on in the assistant panel`, ...more }];
}

/**
 * A game that marked Operation Achse in use as a game value, before optional rules were switches:
 * it still counts as in use, and the whole-table check says so, so the panel's switch showing off
 * does not mislead.
 */
export function legacyAchse(view: RulesView): Finding[] {
  if (view.values.achse !== true || optionalOn(view, 'achse')) return [];
  return [{ severity: 'info', rule: '30.0', text: 'this game marked Operation Achse in use before optional rules were switches: it counts as in use although its switch shows off; switch 30.0 on in the panel to see it so' }];
}
