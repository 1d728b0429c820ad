/**
 * Who fights in one ground combat (15.1, 15.9, 10.2): the attacking ground units adjacent to the
 * defending hex (or invading from the sea beside it, 18.4), the defending ground units in it, the
 * air units on the hex flying CAS for the attacker (21.1.1), the SSU each side may commit (23.2),
 * only the units an overstacked hex may fight with (10.2, overstack.ts),
 * and every rule the forces break, with their strengths.
 */
import { adjacentOn, cellKey, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { allSeaBetween, hasFeature, isMountainHex, isOpen, isSea, roadBetween, straitBetween } from './costs';
import { locOf } from './logistics';
import { displayOf } from './occupation';
import { attackersThatMay, defendersThatMay } from './overstack';
import { ALLIES, attackOf, contingentOf, defenceOf, isAir, isGarrison, isGround, isMechanized, isSsu, otherSide, sideOf, typeOf, unitsOnly } from './units';

export interface Forces {
  side: string | null;
  attackers: RulesUnit[];
  defenders: RulesUnit[];
  /** Air units of the attacker on the defending hex (CAS, 21.1.1). */
  cas: RulesUnit[];
  /** SSU the attacker and defender may commit (the best of each is offered, 23.2). */
  attackSsu: RulesUnit[];
  defenceSsu: RulesUnit[];
  /** 18.4: attackers landing from the sea. */
  invasion: boolean;
  attack: number;
  defence: number;
  strengthNotes: string[];
  findings: Finding[];
}

/** 15.9: an attacker could not move into the defending hex across this hexside. */
function prohibitedAttack(view: RulesView, u: RulesUnit, to: Cell): string | null {
  if (isSea(view.map, u.cell)) return null;
  if (straitBetween(view.map, u.cell, to)) return 'units may not attack across the Strait of Messina (15.9)';
  if (allSeaBetween(view.map, u.cell, to)) return 'ground units may not cross an all-sea hexside (13.4.4, 15.9)';
  if (isMechanized(u) && isMountainHex(view.map, to) && !roadBetween(view.map, u.cell, to)) return 'mechanized units attack into mountains only along roads (15.9)';
  return null;
}

/** 18.2, 18.3: what an opposed invasion may land on, and three ground units an Amphib. */
function invasionFindings(view: RulesView, attackers: readonly RulesUnit[], target: Cell): Finding[] {
  const out: Finding[] = [];
  const landable = isOpen(view.map, target) || (['ports', 'cities', 'towns'] as const).some((m) => hasFeature(view, target, m));
  if (!landable) out.push({ severity: 'illegal', rule: '18.2', text: `${view.map.label(target)} is neither open terrain nor a port, city or town: invasions land only there` });
  for (const seaKey of new Set(attackers.filter((u) => isSea(view.map, u.cell)).map((u) => u.key))) {
    const landing = attackers.filter((u) => u.key === seaKey);
    const amphibs = unitsOnly(view).filter((u) => u.key === seaKey && typeOf(u) === 'amphibious').length;
    const label = view.map.label(landing[0].cell);
    if (amphibs === 0) out.push({ severity: 'warning', rule: '18.3', text: `no Amphib on ${label}: place one under the invading units (2 AP; it recycles two GT later, 18.5)`, cells: [seaKey] });
    else if (landing.length > 3 * amphibs) out.push({ severity: 'illegal', rule: '18.2', text: `${landing.length} units invade from ${label}: an Amphib lands up to three`, cells: [seaKey] });
  }
  return out;
}

/**
 * 26.4: "combat may not be conducted between units on the map and those in Staging Areas". A unit
 * picked from a Staging Area (a board whose name says so, occupation.ts) is left out of the attack.
 */
function stagedAttackers(view: RulesView, ids: ReadonlySet<string>): Finding[] {
  const staged = view.offMap.filter((p) => ids.has(p.id) && displayOf(p.boardName) === 'staging');
  if (staged.length === 0) return [];
  return [{ severity: 'illegal', rule: '26.4', text: `${staged.map((p) => `${p.name} (${p.boardName})`).join(', ')}: combat may not be conducted between units on the map and those in Staging Areas; left out of the attack`, pieces: staged.map((p) => p.id) }];
}

export function forcesOf(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): Forces {
  const key = cellKey(defenderCell);
  const ids = new Set(attackerIds);
  const picked = unitsOnly(view).filter((u) => ids.has(u.id));
  const side = picked.map(sideOf).find((s) => s !== null) ?? null;
  const findings: Finding[] = stagedAttackers(view, ids);
  const label = (c: Cell) => view.map.label(c);
  const ground = picked.filter(isGround);
  const garrisons = ground.filter(isGarrison);
  // 12.1, 15.1 garrisons may never attack
  if (garrisons.length > 0) findings.push({ severity: 'illegal', rule: '12.1, 15.1', text: `${garrisons.map((u) => u.name).join(', ')}: garrisons defend but never attack; left out`, pieces: garrisons.map((u) => u.id) });
  const attackers: RulesUnit[] = [];
  for (const u of ground.filter((g) => !isGarrison(g))) {
    if (!adjacentOn(view.map, u.cell, defenderCell)) {
      findings.push({ severity: 'illegal', rule: '15.1', text: `${u.name} at ${label(u.cell)} is not adjacent to ${label(defenderCell)}: all attackers must be`, pieces: [u.id] });
      continue;
    }
    const why = prohibitedAttack(view, u, defenderCell);
    if (why) findings.push({ severity: 'illegal', rule: '15.9', text: `${u.name}: ${why}`, pieces: [u.id] });
    attackers.push(u);
  }
  const contingents = [...new Set(attackers.map((u) => contingentOf(u) ?? '?'))];
  if (contingents.length > 1) findings.push({ severity: 'illegal', rule: '15.1', text: `attackers of ${contingents.join(' and ')}: all attacking units in one combat must be of the same contingent` });
  const invasion = attackers.some((u) => isSea(view.map, u.cell));
  if (invasion && attackers.some((u) => !isSea(view.map, u.cell))) findings.push({ severity: 'illegal', rule: '18.2', text: 'units conducting an Invasion may not attack jointly with non-invading units' });
  if (invasion) findings.push(...invasionFindings(view, attackers, defenderCell));
  const here = unitsOnly(view).filter((u) => u.key === key);
  const defenders = here.filter((u) => isGround(u) && sideOf(u) !== side);
  const cas = here.filter((u) => isAir(u) && sideOf(u) === side);
  const inAttackingHexes = new Set(attackers.map((u) => u.key));
  const attackSsu = unitsOnly(view).filter((u) => isSsu(u) && sideOf(u) === side && (ids.has(u.id) || inAttackingHexes.has(u.key)));
  const defenceSsu = here.filter((u) => isSsu(u) && sideOf(u) !== side);
  const strengthNotes: string[] = [];
  // 10.2 an overstacked hex attacks with one unit, and defends with one unit plus its garrison
  const attacking = attackersThatMay(view, attackers);
  const defending = defendersThatMay(view, defenders);
  findings.push(...attacking.findings, ...defending.findings);
  strengthNotes.push(...defending.notes);
  const attack = attacking.counted.reduce((s, u) => s + attackOf(u), 0);
  const defence = defending.counted.reduce((s, u) => s + defenceOf(u), 0);
  if (attackers.length > 0) strengthNotes.push(`Attack ${attack}: ${attacking.counted.map((u) => `${u.name} ${attackOf(u)}`).join(', ')} (15.1: current printed strength).`);
  if (defenders.length > 0) strengthNotes.push(`Defence ${defence}: ${defending.counted.map((u) => `${u.name} ${defenceOf(u)}`).join(', ')}.`);
  const cut = attackers.filter((u) => !locOf(view, u).inSupply);
  if (cut.length > 0 && attackers.length > 1 && !invasion) findings.push({ severity: 'warning', rule: '12.5, 15.2', text: `${cut.map((u) => u.name).join(', ')} cannot trace a LOC: one AP lets only one such unit attack`, pieces: cut.map((u) => u.id) });
  if (defenders.length === 0) findings.push({ severity: 'warning', rule: '15.1', text: `no enemy ground unit defends ${label(defenderCell)}` });
  const casAlone = cas.filter((u) => side === ALLIES && typeOf(u) === 'saf');
  if (casAlone.length > 0) findings.push({ severity: 'illegal', rule: '21.1', text: `${casAlone.map((u) => u.name).join(', ')}: Allied CAS is flown by TAC units only`, pieces: casAlone.map((u) => u.id) });
  if (side !== null && defenders.some((u) => sideOf(u) !== otherSide(side))) findings.push({ severity: 'warning', rule: '15.1', text: 'some defenders have no side the assistant can read' });
  return { side, attackers: attacking.counted, defenders, cas, attackSsu, defenceSsu, invasion, attack, defence, strengthNotes, findings };
}
