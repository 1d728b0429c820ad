/**
 * Who takes part in one combat, read once from the view: the attacking ground units, the
 * defenders in the hex, the support markers on each side, and the strengths they bring (halved
 * out of supply, none for HQs). Combat setup, its modifiers and its support rolls all read this.
 */
import { adjacentOn, cellKey, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { ALLIES, CENTRAL_POWERS, enemyOf, isGroundUnit, isHq, isMarkedOutOfSupply, isSupport, nationalityOf, sideOf, type Nationality, type Side } from './units';
import { flagValue, numberValue } from './values';

/** One combat as the rules read it: the pieces on each side, their strengths, and what is wrong with the choice. */
export interface CombatContext {
  view: RulesView;
  turn: number;
  defenderCell: Cell;
  defenderKey: string;
  attackingSide: Side | null;
  defendingSide: Side | null;
  /** Ground units that attack with factors (HQs left out, 15.2). */
  attackers: RulesUnit[];
  /** Every ground unit of the defending side in the hex (HQs included, with no factors). */
  defenders: RulesUnit[];
  /** 16.1: support markers among the attacker ids, of the attacking side. */
  attackSupport: RulesUnit[];
  /** 16.1: support markers of the defending side stacked in the defender hex. */
  defenceSupport: RulesUnit[];
  attack: number;
  defence: number;
  strengthNotes: string[];
  findings: Finding[];
}

/** 14.3, 15.2: a unit's factor as it fights: none for an HQ, halved (rounded down) when marked out of supply. */
export function factorOf(view: RulesView, unit: RulesUnit, kind: 'attack' | 'defence'): number {
  if (isHq(unit)) return 0;
  const printed = unit[kind] ?? 0;
  return isMarkedOutOfSupply(view, unit) ? Math.floor(printed / 2) : printed;
}

/** The side most of the ground attackers are on (the first one's when tied). */
function sideOfAll(units: readonly RulesUnit[]): Side | null {
  const sides = units.map(sideOf).filter((s): s is Side => s !== null);
  if (sides.length === 0) return null;
  const first = sides[0];
  const others = sides.filter((s) => s !== first).length;
  return others > sides.length / 2 ? enemyOf(first) : first;
}

/** One side's strength in words: each unit's factor, the halved ones marked, and the total. */
function strengthNote(view: RulesView, label: string, units: readonly RulesUnit[], kind: 'attack' | 'defence'): string {
  const parts = units.map((u) => {
    if (isHq(u)) return `${u.name} 0 (HQ: no combat factors, 15.2)`;
    const f = factorOf(view, u, kind);
    return isMarkedOutOfSupply(view, u) ? `${u.name} ${f} (${u[kind] ?? 0} halved, rounded down: out of supply, 14.3)` : `${u.name} ${f}`;
  });
  const total = units.reduce((sum, u) => sum + factorOf(view, u, kind), 0);
  return `${label} ${total}: ${parts.length ? parts.join(', ') : 'no units'}.`;
}

/** What is wrong with the pieces chosen, and the attacking side's 17.2 attack limit, as findings (never a refusal). */
function pieceFindings(ctx: Omit<CombatContext, 'findings' | 'attack' | 'defence' | 'strengthNotes'>, chosen: readonly RulesUnit[]): Finding[] {
  const out: Finding[] = [];
  const { view, defenderCell, attackingSide } = ctx;
  const hqs = chosen.filter((u) => isGroundUnit(u) && isHq(u));
  if (hqs.length) out.push({ severity: 'info', rule: '15.2', text: `${hqs.map((u) => u.name).join(', ')}: HQs have no combat factors and do not attack.`, pieces: hqs.map((u) => u.id) });
  if (ctx.attackers.length === 0) out.push({ severity: 'warning', rule: '11.0', text: 'No ground unit with combat factors attacks.' });
  const wrongSide = chosen.filter((u) => isGroundUnit(u) && !isHq(u) && sideOf(u) !== attackingSide);
  if (wrongSide.length) out.push({ severity: 'illegal', rule: '3.1, 11.2', text: `${wrongSide.map((u) => u.name).join(', ')} fight on the other side and cannot join this attack.`, pieces: wrongSide.map((u) => u.id) });
  const far = ctx.attackers.filter((u) => !adjacentOn(view.map, u.cell, defenderCell));
  if (far.length) out.push({ severity: 'illegal', rule: '11.2', text: `${far.map((u) => u.name).join(', ')} ${far.length === 1 ? 'is' : 'are'} not adjacent to the defender hex.`, pieces: far.map((u) => u.id) });
  const strays = chosen.filter((u) => isSupport(u) && !ctx.attackSupport.includes(u));
  if (strays.length) out.push({ severity: 'warning', rule: '16.1', text: `${strays.map((u) => u.name).join(', ')}: support of the defending side (or of no side) cannot support this attack; the defender stacks its support in the defender hex.`, pieces: strays.map((u) => u.id) });
  if (ctx.defenders.length === 0) out.push({ severity: 'warning', rule: '11.0', text: 'There is no enemy ground unit in the defender hex.', cells: [ctx.defenderKey] });
  else if (ctx.defenders.every(isHq)) out.push({ severity: 'info', rule: '15.2', text: 'Only HQs defend: they have no combat factors, and an HQ caught alone in an EZOC is eliminated.', cells: [ctx.defenderKey] });
  const pause = attackingSide === ALLIES ? 'pauseAllies' : attackingSide === CENTRAL_POWERS ? 'pauseCentralPowers' : null;
  if (pause && flagValue(view, pause)) {
    out.push({ severity: 'info', rule: '17.2', text: `The ${attackingSide} are in an Operational Pause: no more than 2 attacks this GT, both Combat Sub-phases together (17.2).` });
  }
  return out;
}

/**
 * Reads who fights. Attacking support is the support markers among `attackerIds` that belong to
 * the attacking side; defending support is the defending side's support markers stacked in the
 * defender hex (players stack the support they commit there, 16.1).
 */
export function combatContext(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatContext {
  const defenderKey = cellKey(defenderCell);
  const chosen = view.units.filter((u) => attackerIds.includes(u.id));
  const ground = chosen.filter((u) => isGroundUnit(u) && !isHq(u));
  const inHex = view.units.filter((u) => u.key === defenderKey);
  const heldBy = sideOfAll(inHex.filter(isGroundUnit));
  const attackingSide = sideOfAll(ground) ?? (heldBy ? enemyOf(heldBy) : null);
  const defendingSide = attackingSide ? enemyOf(attackingSide) : null;
  const base = {
    view,
    turn: numberValue(view, 'turn'),
    defenderCell,
    defenderKey,
    attackingSide,
    defendingSide,
    attackers: ground.filter((u) => sideOf(u) === attackingSide),
    defenders: inHex.filter((u) => isGroundUnit(u) && sideOf(u) === defendingSide),
    attackSupport: chosen.filter((u) => isSupport(u) && sideOf(u) === attackingSide && attackingSide !== null),
    defenceSupport: inHex.filter((u) => isSupport(u) && sideOf(u) === defendingSide && defendingSide !== null),
  };
  const strengthNotes = [strengthNote(view, 'Attack', base.attackers, 'attack'), strengthNote(view, 'Defence', base.defenders, 'defence')];
  if (base.attackSupport.length || base.defenceSupport.length) strengthNotes.push('Support units add no factors: each one employed shifts the odds column (16.0).');
  return {
    ...base,
    attack: base.attackers.reduce((s, u) => s + factorOf(view, u, 'attack'), 0),
    defence: base.defenders.reduce((s, u) => s + factorOf(view, u, 'defence'), 0),
    strengthNotes,
    findings: pieceFindings(base, chosen),
  };
}

/** The nationalities among some units. */
export function nationsOf(units: readonly RulesUnit[]): Set<Nationality> {
  return new Set(units.map(nationalityOf).filter((n): n is Nationality => n !== null));
}

/** The distinct hexes some units stand in. */
export function hexesOf(units: readonly RulesUnit[]): string[] {
  return [...new Set(units.map((u) => u.key))];
}
