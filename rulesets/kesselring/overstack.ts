/**
 * 10.2 in a combat: "Only one unit in the stack can conduct an attack" and "Only one unit in the
 * stack, plus a Garrison if present, can defend"; "the owning side chooses which unit will attack
 * or defend", and "all units in the hex are affected by any losses and/or retreats". So only the
 * units that may fight are counted, and every unit of the hex still takes the result.
 *
 * Reading: the assistant cannot know the owner's choice, so it counts the strongest unit (the
 * choice a player makes unless told otherwise) and names the others, left out; the owner who
 * chooses another recounts from the names given.
 */
import type { Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { overstacked } from './stacking';
import { attackOf, defenceOf, isGarrison, unitsOnly } from './units';

/** What may fight out of one hex, what may not, and why. */
export interface Counted {
  counted: RulesUnit[];
  leftOut: RulesUnit[];
  findings: Finding[];
  notes: string[];
}

const strongest = (units: readonly RulesUnit[], strength: (u: RulesUnit) => number): RulesUnit[] =>
  units.length === 0 ? [] : [units.reduce((best, u) => (strength(u) > strength(best) ? u : best))];
const names = (units: readonly RulesUnit[]): string => units.map((u) => u.name).join(', ');

/** 10.2 1): from each overstacked hex only one of the picked attackers attacks. */
export function attackersThatMay(view: RulesView, attackers: readonly RulesUnit[]): Counted {
  const out: Counted = { counted: [], leftOut: [], findings: [], notes: [] };
  for (const hex of new Set(attackers.map((u) => u.key))) {
    const picked = attackers.filter((u) => u.key === hex);
    const stack = unitsOnly(view).filter((u) => u.key === hex);
    if (!overstacked(stack) || picked.length === 1) {
      out.counted.push(...picked);
      if (overstacked(stack)) out.findings.push({ severity: 'info', rule: '10.2', text: `${view.map.label(picked[0].cell)} is overstacked: ${picked[0].name} is the one unit of the stack that attacks`, cells: [hex] });
      continue;
    }
    const one = strongest(picked, attackOf);
    const rest = picked.filter((u) => u !== one[0]);
    out.counted.push(...one);
    out.leftOut.push(...rest);
    out.findings.push({ severity: 'illegal', rule: '10.2', text: `${view.map.label(one[0].cell)} is overstacked: only one unit in the stack can conduct an attack (the owner chooses). Counted: ${one[0].name}; left out: ${names(rest)}`, cells: [hex], pieces: rest.map((u) => u.id) });
  }
  return out;
}

/** 10.2 2): an overstacked defending hex defends with one unit plus a garrison. */
export function defendersThatMay(view: RulesView, defenders: readonly RulesUnit[]): Counted {
  if (!overstacked(defenders)) return { counted: [...defenders], leftOut: [], findings: [], notes: [] };
  const counted = [...strongest(defenders.filter((u) => !isGarrison(u)), defenceOf), ...defenders.filter(isGarrison).slice(0, 1)];
  const leftOut = defenders.filter((u) => !counted.includes(u));
  const hex = view.map.label(defenders[0].cell);
  const why = `only one unit in the stack, plus a Garrison if present, can defend (the owner chooses; the strongest is counted). Counted: ${names(counted)}; not counted: ${names(leftOut)}. Any losses and retreats affect all units in the hex`;
  return {
    counted,
    leftOut,
    findings: [{ severity: 'warning', rule: '10.2', text: `${hex} is overstacked: ${why}`, cells: [defenders[0].key], pieces: leftOut.map((u) => u.id) }],
    notes: [`${hex} overstacked (10.2): the defence counts ${names(counted)} only.`],
  };
}
