/**
 * The combats fought so far, as game values: which units attacked and which hexes were attacked
 * this sub-phase (11.3), and which support units were used this Operations Phase (16.1). A resolved
 * combat records itself (the dialog sets the values with its log line), the next combat's setup
 * warns when it repeats any of them, and the sequence-of-play reports suggest clearing them.
 *
 * Reading: counters are recorded by name, so the players can read and correct the lists in the
 * panel; two counters with one name count as one here.
 */
import { sameRuleValue, type Finding } from '../../src/rules/kit';
import type { CombatSetup, RuleValue, RulesUnit, RulesView, ValueChange } from '../../src/rules/types';
import type { CombatContext } from './combatContext';
import { committedSupport } from './support';
import { namesText, namesValue } from './values';

/** 11.3: the units that attacked this sub-phase (`text`, names). */
export const ATTACKED_UNITS = 'attackedUnits';
/** 11.3: the hexes attacked this sub-phase (`hexes`, printed labels). */
export const ATTACKED_HEXES = 'attackedHexes';
/** 16.1: the support units used this Operations Phase (`text`, names). */
export const SUPPORT_USED = 'supportUsed';

const namesOf = (units: readonly RulesUnit[]) => [...new Set(units.map((u) => u.name))];
const listText = (names: readonly string[]) => names.join(', ');
const hexesValue = (view: RulesView): string[] => {
  const raw = view.values[ATTACKED_HEXES];
  return Array.isArray(raw) ? raw : [];
};
const clearHint = 'if that was another sub-phase, clear the list with the Next sub-phase report';

/** 11.3, 16.1: warnings when this combat repeats an attacker, a defender hex or a support unit already recorded. */
export function recordFindings(ctx: CombatContext): Finding[] {
  const out: Finding[] = [];
  const attacked = new Set(namesValue(ctx.view, ATTACKED_UNITS));
  const again = ctx.attackers.filter((u) => attacked.has(u.name));
  if (again.length) {
    const text = `${listText(namesOf(again))} already attacked this sub-phase: a unit cannot attack more than once in a sub-phase (11.3); ${clearHint}.`;
    out.push({ severity: 'warning', rule: '11.3', text, pieces: again.map((u) => u.id) });
  }
  const label = ctx.view.map.label(ctx.defenderCell);
  if (hexesValue(ctx.view).includes(label)) {
    const text = `${label} was already attacked this sub-phase: a unit cannot be attacked more than once in a sub-phase (11.3); ${clearHint}.`;
    out.push({ severity: 'warning', rule: '11.3', text, cells: [ctx.defenderKey] });
  }
  const used = new Set(namesValue(ctx.view, SUPPORT_USED));
  const spent = [...ctx.attackSupport, ...ctx.defenceSupport].filter((u) => used.has(u.name));
  if (spent.length) {
    const text = `${listText(namesOf(spent))} already supported a combat this Operations Phase: a support unit may be used only once per Operations Phase (16.1); if that was another GT, clear the list in the panel.`;
    out.push({ severity: 'warning', rule: '16.1', text, pieces: spent.map((u) => u.id) });
  }
  return out;
}

/** A change only when it changes something, so a combat that repeats nothing adds no log lines. */
function change(view: RulesView, id: string, value: RuleValue, why: string): ValueChange[] {
  return sameRuleValue(view.values[id], value) ? [] : [{ id, value, why }];
}

/** The names of the units of `ids` still on the map, added to a recorded list. */
function addNames(view: RulesView, id: string, ids: readonly string[]): string {
  const added = ids.map((u) => view.units.find((v) => v.id === u)?.name).filter((n): n is string => n !== undefined);
  return namesText([...new Set([...namesValue(view, id), ...added])]);
}

/**
 * 11.3, 16.1: what a resolved combat adds to the record: its attackers, its defender hex, and the
 * support units both sides committed. Reading: a support unit committed to a combat is used
 * whether or not its employment roll succeeds (16.1 counts units used; 16.3's roll decides only
 * their shift). A combat whose result could not be read (no CRT typed in) records nothing: the
 * players resolve it again.
 */
export function recordChanges(view: RulesView, setup: CombatSetup): ValueChange[] {
  const label = view.map.label(setup.defenderCell);
  const hexes = hexesValue(view);
  const support = committedSupport(setup);
  return [
    ...change(view, ATTACKED_UNITS, addNames(view, ATTACKED_UNITS, setup.attackers), `they attacked ${label}: no unit attacks twice in a sub-phase (11.3)`),
    ...change(view, ATTACKED_HEXES, hexes.includes(label) ? hexes : [...hexes, label], `${label} was attacked: no unit is attacked twice in a sub-phase (11.3)`),
    ...(support.length ? change(view, SUPPORT_USED, addNames(view, SUPPORT_USED, support), `committed to the combat at ${label}, employed or not: once per Operations Phase (16.1)`) : []),
  ];
}

/** 11.3, 16.1: the changes that empty the record at the end of a sub-phase, and the support list too when the Operations Phase ends (`why.operations`). */
export function clearRecord(view: RulesView, why: { subPhase: string; operations?: string }): ValueChange[] {
  return [
    ...(namesValue(view, ATTACKED_UNITS).length ? [{ id: ATTACKED_UNITS, value: '', why: why.subPhase }] : []),
    ...(hexesValue(view).length ? [{ id: ATTACKED_HEXES, value: [], why: why.subPhase }] : []),
    ...(why.operations && namesValue(view, SUPPORT_USED).length ? [{ id: SUPPORT_USED, value: '', why: why.operations }] : []),
  ];
}
