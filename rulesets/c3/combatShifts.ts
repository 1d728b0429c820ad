/**
 * The column shifts of a close combat (5.5.1): the defender's terrain from the TEC (overlapping
 * terrain adding, 1.3.5), the Victory Line for attacks made only across it from the side it
 * faces (7.4), a concentric attack 1R, an elite unit's optional shift in its side's favour, and
 * engineers counting as elite in cities, towns or across the Victory Line (7.2).
 */
import { adjacentOn, cellKey, northOf, oppositeAround, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { hexValue, isVictoryLine, missingText, sumRows, tecOf } from './costs';
import type { Forces } from './combatForces';
import { isElite, typeOf } from './units';
import { markedSet } from './values';

/** 5.5.1: attacking hexes on opposite sides of the defender, or three that do not touch one another. */
export function isConcentric(view: RulesView, hexes: readonly Cell[], defender: Cell): boolean {
  for (let i = 0; i < hexes.length; i++) {
    for (let j = i + 1; j < hexes.length; j++) {
      if (oppositeAround(view.map, hexes[i], hexes[j], defender)) return true;
      for (let k = j + 1; k < hexes.length; k++) {
        const trio = [hexes[i], hexes[j], hexes[k]];
        if (trio.every((a, x) => trio.every((b, y) => x === y || !adjacentOn(view.map, a, b)))) return true;
      }
    }
  }
  return false;
}

/** 7.4: every attack crosses the Victory Line, from its north side. */
export function acrossVictoryLine(view: RulesView, hexes: readonly Cell[], defender: Cell): boolean {
  return hexes.length > 0 && hexes.every((h) => isVictoryLine(view, h, defender) && northOf(view.map, h, defender));
}

/** Every shift the combat dialog lists, with the findings on terrain not typed in yet. */
export function combatShifts(view: RulesView, forces: Forces, defender: Cell): { modifiers: Modifier[]; findings: Finding[] } {
  const modifiers: Modifier[] = [];
  const findings: Finding[] = [];
  const terrain = hexValue(view, defender, 'Column shift');
  if (terrain.kind === 'number' && terrain.value !== 0) modifiers.push({ id: 'terrain', kind: 'shift', value: terrain.value, reason: `defender in ${terrain.rows.join(' + ')}`, rule: 'TEC, 1.3.5' });
  if (terrain.kind === 'missing') findings.push({ severity: 'warning', rule: '1.3.5', text: `no terrain shift: ${missingText(terrain, 'Column shift')}` });
  const line = acrossVictoryLine(view, forces.attackHexes, defender);
  if (line) {
    const vl = sumRows(tecOf(view), ['Victory Line'], 'Column shift');
    if (vl.kind === 'number' && vl.value !== 0) modifiers.push({ id: 'victory-line', kind: 'shift', value: vl.value, reason: 'attack only across the Victory Line, from the north', rule: '7.4' });
    else if (vl.kind === 'missing') findings.push({ severity: 'warning', rule: '7.4', text: `the attack crosses the Victory Line: ${missingText(vl, 'Column shift')}` });
  }
  if (isConcentric(view, forces.attackHexes, defender)) modifiers.push({ id: 'concentric', kind: 'shift', value: 1, reason: 'concentric attack (opposite hexes, or three not touching)', rule: '5.5.1' });
  const key = cellKey(defender);
  const builtUp = markedSet(view, 'towns').has(key) || markedSet(view, 'cities').has(key);
  const engineerGround = builtUp || line;
  const attackElite = forces.attackers.filter((f) => isElite(f.unit));
  const attackEngineers = engineerGround ? forces.attackers.filter((f) => typeOf(f.unit) === 'engineers' && !isElite(f.unit)) : [];
  if (attackElite.length > 0) modifiers.push({ id: 'elite-attacker', kind: 'shift', value: 1, reason: `elite attacker (${attackElite[0].unit.name}) uses its bonus; it then takes losses first`, rule: '5.5.1, 5.5.1.2', situational: true, on: true });
  else if (attackEngineers.length > 0) modifiers.push({ id: 'engineer-attacker', kind: 'shift', value: 1, reason: `${attackEngineers[0].unit.name} counts as elite (engineers in a city, town or across the Victory Line)`, rule: '7.2', situational: true, on: false });
  const defendElite = forces.defenders.filter((f) => isElite(f.unit));
  const defendEngineers = engineerGround ? forces.defenders.filter((f) => typeOf(f.unit) === 'engineers' && !isElite(f.unit)) : [];
  if (defendElite.length > 0) modifiers.push({ id: 'elite-defender', kind: 'shift', value: -1, reason: `elite defender (${defendElite[0].unit.name}) uses its bonus; it then takes losses first`, rule: '5.5.1, 5.5.1.2', situational: true, on: true });
  else if (defendEngineers.length > 0) modifiers.push({ id: 'engineer-defender', kind: 'shift', value: -1, reason: `${defendEngineers[0].unit.name} counts as elite (engineers in a city, town or behind the Victory Line)`, rule: '7.2', situational: true, on: false });
  return { modifiers, findings };
}
