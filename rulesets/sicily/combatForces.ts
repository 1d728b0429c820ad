/**
 * Who fights a combat and with what: the attackers picked, the enemy units in the defender's hex,
 * their strengths counting only what is known, and the coast defence units that must be turned to
 * their Tried side first (CD 1.3: "they must be turned to their Tried side if they participate in
 * combat"). Untried and sealed CD units have unknown values (CD 1.1, 1.2): nothing typed on them
 * counts until they are turned.
 */
import { cellKey, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView, UnitReveal } from '../../src/rules/types';
import { GAME_RULES, commandOf, isUntriedCd, isZeroDefenceTried, nameOf, sideOf, unitsOnly, type Command } from './units';

export interface Forces {
  attackers: RulesUnit[];
  defenders: RulesUnit[];
  attack: number;
  defence: number;
  strengthNotes: string[];
  findings: Finding[];
  /** CD 1.3: the Untried CD units taking part, to be turned Tried before the roll. */
  reveals: UnitReveal[];
  /** NR 2.1: the Allied commands among the attackers. */
  commands: Set<Command>;
}

/** CD 1.3: why a unit is turned before the roll, in the words the combat dialog and the log show. */
export function revealReason(view: RulesView, u: RulesUnit): string {
  return u.hidden
    ? `the sealed coast defence unit at ${view.map.label(u.cell)} takes part in this combat: reveal it and turn it to its Tried side (CD 1.3)`
    : `${u.name} is Untried and takes part in this combat: turn it to its Tried side (CD 1.3)`;
}

/** A side's strength: the known factors summed, with who counted and who is not yet known. */
function strength(view: RulesView, units: readonly RulesUnit[], factor: (u: RulesUnit) => number | null, what: string): { total: number; note: string; missing: RulesUnit[] } {
  const known = units.filter((u) => !isUntriedCd(u));
  const missing = known.filter((u) => factor(u) === null);
  const total = known.reduce((s, u) => s + (factor(u) ?? 0), 0);
  const parts = known.map((u) => `${u.name} ${factor(u) ?? '?'}`);
  const unknown = units.filter(isUntriedCd).map((u) => `${nameOf(view, u)} unknown until Tried`);
  return { total, note: `${what} ${total}: ${[...parts, ...unknown].join(', ') || 'nobody'}`, missing };
}

export function forcesOf(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): Forces {
  const attackers = unitsOnly(view).filter((u) => attackerIds.includes(u.id));
  const side = attackers.map(sideOf).find((s) => s !== null) ?? null;
  const key = cellKey(defenderCell);
  const defenders = unitsOnly(view).filter((u) => u.key === key && !attackerIds.includes(u.id) && (side === null || sideOf(u) !== side));
  const findings: Finding[] = [];
  const a = strength(view, attackers, (u) => u.attack, 'Attack');
  const d = strength(view, defenders, (u) => u.defence, 'Defence');
  for (const u of [...a.missing, ...d.missing]) findings.push({ severity: 'warning', rule: GAME_RULES, text: `${u.name} has no ${a.missing.includes(u) ? 'attack' : 'defence'} strength typed: counted 0`, pieces: [u.id] });
  if (defenders.length === 0) findings.push({ severity: 'warning', rule: GAME_RULES, text: `no enemy unit defends ${view.map.label(defenderCell)}` });
  // 1.3 remove Tried zero defense strength units from play immediately
  for (const u of defenders.filter(isZeroDefenceTried)) findings.push({ severity: 'illegal', rule: 'CD 1.3', text: `${u.name} is Tried with defence 0: it should already have been removed from play`, pieces: [u.id] });
  const reveals: UnitReveal[] = [...attackers, ...defenders].filter(isUntriedCd).map((u) => ({ pieceId: u.id, face: 0, rule: 'CD 1.3', reason: revealReason(view, u) }));
  const commands = new Set(attackers.map(commandOf).filter((c): c is Command => c !== null));
  return { attackers, defenders, attack: a.total, defence: d.total, strengthNotes: [a.note, d.note], findings, reveals, commands };
}
