/**
 * The column shifts of one ground combat (15.4–15.8 and the rules they cite): terrain and rivers
 * for the defender (15.5), fortifications (15.6), the mechanized attack (15.7), the concentric
 * attack (15.8), CAS with flak (21.1.1), naval gunfire (22.2), SSU (23.2), the invasion's 2L
 * (18.4.1), mountain units (24.2) and a defender without LOC (12.5). Each is a modifier with its
 * rule, so the dialog lists it and the players may untick what does not apply.
 */
import { cellKey, neighboursOn, zoneOfControl, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { allSeaBetween, baseRowOf, hasFeature, isMountainHex, isOpen, isRoughHex, isSea, missingText, riverBetween, rowsAt, straitBetween, sumColumn } from './costs';
import { rangeFindings } from './airRange';
import type { Forces } from './combatForces';
import { locOf } from './logistics';
import { ALLIES, AXIS, contingentOf, hasFlak, isFortified, isGround, isMechanized, isMountainUnit, numberAttr, sideOf, typeOf, unitsOnly } from './units';
import { markedSet } from './values';

const shift = (id: string, value: number, reason: string, rule: string, extra: Partial<Modifier> = {}): Modifier => ({ id, kind: 'shift', value, reason, rule, ...extra });

/** 22.1: a coastal hex, next to the sea. */
export const isCoastal = (view: RulesView, cell: Cell): boolean => neighboursOn(view.map, cell).some((n) => isSea(view.map, n));

/** 15.5: the TEC's shifts for the hex, and the river's when every attacker crosses one. */
function terrainShifts(view: RulesView, f: Forces, cell: Cell, findings: Finding[]): Modifier[] {
  const out: Modifier[] = [];
  const rows = rowsAt(view, cell);
  const read = sumColumn(view, rows, 'Combat');
  if (read.kind === 'missing') findings.push({ severity: 'warning', rule: '15.5', text: `${missingText(read.rows, 'Combat')}: the terrain shift is left out until then` });
  else if (read.kind === 'number' && read.value !== 0) out.push(shift('terrain', read.value, `defender in ${rows.join(' + ')}`, '15.5, TEC'));
  const land = f.attackers.filter((u) => !isSea(view.map, u.cell));
  if (land.length > 0 && land.every((u) => riverBetween(view.map, u.cell, cell))) {
    const river = sumColumn(view, ['River'], 'Combat');
    if (river.kind === 'number' && river.value !== 0) out.push(shift('river', river.value, 'every attacker attacks across a river', '15.5, TEC'));
    if (river.kind === 'missing') findings.push({ severity: 'warning', rule: '15.5', text: `${missingText(['River'], 'Combat')}: every attacker crosses a river` });
  }
  return out;
}

/** 15.8: every one of the six hexes around holds an attacker, lies in the ZOC of a friendly unit not attacking, or is all-sea. */
export function isConcentric(view: RulesView, f: Forces, cell: Cell): boolean {
  if (f.side === null || f.attackers.length === 0) return false;
  // 15.8 Axis units next to the Axis Staging Area are never subject to concentric attacks
  if (f.side === ALLIES && markedSet(view, 'northEdge').has(cellKey(cell))) return false;
  const attacking = new Set(f.attackers.map((u) => u.key));
  const ids = new Set(f.attackers.map((u) => u.id));
  const others = unitsOnly(view).filter((u) => isGround(u) && sideOf(u) === f.side && !ids.has(u.id));
  const zone = zoneOfControl(view.map, others.map((u) => u.cell), (from, into) => !isSea(view.map, into) && !allSeaBetween(view.map, from, into) && !straitBetween(view.map, from, into));
  const around = neighboursOn(view.map, cell);
  return around.length === 6 && around.every((n) => isSea(view.map, n) || allSeaBetween(view.map, cell, n) || attacking.has(cellKey(n)) || zone.has(cellKey(n)));
}

/** 23.2: the strongest SSU a side may commit (same contingent; 1 SSF for any Allied contingent, 23.3). */
function bestSsu(units: readonly RulesUnit[], factor: string, contingents: ReadonlySet<string>): RulesUnit | null {
  const fits = units.filter((u) => numberAttr(u, factor) > 0 && (contingents.has(contingentOf(u) ?? '') || /\bSSF\b/i.test(u.name)));
  return fits.sort((a, b) => numberAttr(b, factor) - numberAttr(a, factor))[0] ?? null;
}

export function combatShifts(view: RulesView, f: Forces, cell: Cell): { modifiers: Modifier[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const mods: Modifier[] = [...terrainShifts(view, f, cell, findings)];
  const key = cellKey(cell);
  const fortified = isFortified(view, key);
  if (fortified) mods.push(shift('fortification', -1, 'defender in a fortification', '15.6, 25.3'));
  // 15.7 one or more mechanized attackers against open terrain or a town; not into fortifications, not from an invasion
  const openOrTown = isOpen(view.map, cell) || hasFeature(view, cell, 'towns');
  if (f.attackers.some(isMechanized) && openOrTown && !fortified && !f.invasion) mods.push(shift('mechanized', 1, `mechanized attack against ${baseRowOf(view, cell) === 'Open' ? 'open terrain' : 'a town'}`, '15.7'));
  if (isConcentric(view, f, cell)) mods.push(shift('concentric', 1, 'concentric attack: all six hexes around are attackers, friendly ZOC or sea', '15.8'));
  // 18.4.1 invasions receive a 2L shift
  if (f.invasion) mods.push(shift('invasion', -2, 'amphibious invasion', '18.4.1'));
  const attackContingents = new Set(f.attackers.map((u) => contingentOf(u) ?? ''));
  const flak = f.defenders.some(hasFlak);
  const cas = f.cas.slice(0, 2);
  if (f.cas.length > 2) findings.push({ severity: 'illegal', rule: '20.4, 21.1', text: `${f.cas.length} air units on the hex: up to two fly one CAS mission` });
  const strangers = cas.filter((u) => !attackContingents.has(contingentOf(u) ?? ''));
  if (strangers.length > 0) findings.push({ severity: 'warning', rule: '21.1.1', text: `${strangers.map((u) => u.name).join(', ')}: CAS must be of the attackers' contingent`, pieces: strangers.map((u) => u.id) });
  findings.push(...rangeFindings(view, cas, cell));
  // 21.1.1 1R per surviving CAS air unit; flak negates one (24.3)
  const casShift = Math.max(0, cas.length - (flak ? 1 : 0));
  if (cas.length > 0) mods.push(shift('cas', casShift, `close air support by ${cas.map((u) => u.name).join(', ')}${flak ? ', one negated by flak (24.3)' : ''}`, '21.1.1', { situational: true, on: casShift > 0 }));
  const coastal = isCoastal(view, cell);
  if (coastal && f.side === ALLIES) mods.push(shift('gunfire-attack', 1, 'Allied Naval Gunfire supports the attack (1 AP)', '22.2', { situational: true, on: false }));
  if (coastal && f.side === AXIS) mods.push(shift('gunfire-defence', -1, 'Allied Naval Gunfire supports the defence (1 AP)', '22.2', { situational: true, on: false }));
  const attackSsu = bestSsu(f.attackSsu, 'attackSupport', attackContingents);
  if (attackSsu) mods.push(shift('ssu-attack', numberAttr(attackSsu, 'attackSupport'), `${attackSsu.name} committed to the attack`, '23.2', { situational: true, on: true }));
  const defenceSsu = bestSsu(f.defenceSsu, 'defenceSupport', new Set(f.defenders.map((u) => contingentOf(u) ?? '')));
  if (defenceSsu) mods.push(shift('ssu-defence', -numberAttr(defenceSsu, 'defenceSupport'), `${defenceSsu.name} committed to the defence`, '23.2', { situational: true, on: true }));
  if ([attackSsu, defenceSsu].some((u) => u && typeOf(u) === 'heavy-panzer')) findings.push({ severity: 'info', rule: '23.1', text: 'a heavy panzer SSU joins a combat only where at least one friendly ground unit traces a LOC' });
  // 24.2 mountain units attacking rough or mountains negate one defender shift, only one whatever their number
  const defenderLeft = -mods.filter((m) => m.value < 0).reduce((s, m) => s + m.value, 0);
  if (f.attackers.some(isMountainUnit) && (isRoughHex(view.map, cell) || isMountainHex(view.map, cell)) && defenderLeft > 0) mods.push(shift('mountain', 1, 'mountain units negate one defender shift', '24.2'));
  // 12.5 attacks against units that cannot trace a LOC receive 1R (read: when no defender can trace one)
  if (f.defenders.length > 0 && f.defenders.every((u) => !locOf(view, u).inSupply)) mods.push(shift('no-loc', 1, 'the defenders cannot trace a LOC', '12.5'));
  return { modifiers: mods, findings };
}
