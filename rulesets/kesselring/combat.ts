/**
 * Ground combat (15): the dialog's setup — forces, strengths, the combat percentile and its
 * shifts — and the reading of the roll on the players' CRT. Percentile columns are the kit's
 * (15.3: 25 against 10 is 250%, the 200–299% column); shifts are netted (15.4) and the final
 * column is held between ≤49% and 700% (15.4).
 */
import { attackSummary, cellKey, columnPath, combatSetup, percentageColumn, readTyped, shiftColumn, tableColumns, totalShift, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { CombatOutcome, CombatSetup, RulesView } from '../../src/rules/types';
import { forcesOf } from './combatForces';
import { explainResult, readCode } from './combatResults';
import { combatShifts, isConcentric } from './combatShifts';
import { returnTurn } from './recycling';
import { crt } from './tables';
import { majorAttackLine } from './majorObjectives';
import { isOpenCity, openCityAttack } from './openCities';
import { ALLIES } from './units';

/** 15.3: the attack as a percentage of the defence, for the players' eyes. */
export function percentText(attack: number, defence: number): string {
  if (defence <= 0) return `${attack}:${defence} (undefended)`;
  return `${attack} ÷ ${defence} × 100 = ${Math.floor((attack / defence) * 100)}%`;
}

export function combat(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatSetup {
  const forces = forcesOf(view, attackerIds, defenderCell);
  const shifts = combatShifts(view, forces, defenderCell);
  const columns = tableColumns(view, crt);
  const base = percentageColumn(forces.attack, forces.defence, columns);
  const findings: Finding[] = [...forces.findings, ...shifts.findings];
  if (forces.side === ALLIES && isOpenCity(view, cellKey(defenderCell))) findings.push({ severity: 'info', rule: '34.2', text: 'an Open City: the Axis receive one AP if this Allied attack employs CAS' });
  findings.push({ severity: 'info', rule: '15.2, 6.0', text: forces.invasion ? 'an invasion attack costs no AP beyond the invasion\'s 2 (18.4)' : 'an attack costs 1 AP unless these units moved in this Action Segment (move then attack, 12.5); defenders never spend AP' });
  return combatSetup({
    attackers: forces.attackers,
    defenders: forces.defenders,
    defenderCell,
    attack: forces.attack,
    defence: forces.defence,
    strengthNotes: [`${percentText(forces.attack, forces.defence)}: the ${base.label} column (15.3)${base.above ? ', held at the last column (15.4)' : ''}`, ...forces.strengthNotes],
    baseColumn: base.label,
    columns,
    modifiers: shifts.modifiers,
    findings,
  });
}

/**
 * 22.3: "After conducting a mission, place the Naval Gunfire marker on the next GT space on the
 * TRT. It can be recruited as a reinforcement starting on that GT (7.2)." A mission is the gunfire
 * shift left on for this combat, attacking or defending.
 */
export function gunfireRecycling(view: RulesView, modifiers: readonly Modifier[]): string[] {
  const fired = modifiers.filter((m) => (m.id === 'gunfire-attack' || m.id === 'gunfire-defence') && m.on !== false);
  return fired.length === 0 ? [] : [`Naval Gunfire mission conducted: ${returnTurn(view, 1, '22.3')}`];
}

export function resolveCombat(view: RulesView, setup: CombatSetup, modifiers: readonly Modifier[], roll: number): CombatOutcome {
  const base = percentageColumn(setup.attack, setup.defence, setup.columns);
  const net = totalShift(modifiers).total;
  // 15.4 final odds above 700% read the 700% column, below 50% the ≤49% column
  const moved = shiftColumn(base.index, net, setup.columns.length);
  const column = setup.columns[moved.index];
  const read = readTyped(view, 'crt', moved.index, column, roll, { untyped: 'Type the CRT in from your chart (rules assistant panel → tables) to read the result.' });
  const path = columnPath(base.label, net, column);
  const explanation: string[] = [`${path}${moved.clamped ? ' (held at the end of the table, 15.4)' : ''}.`, ...read.notes];
  const code = read.cell ? readCode(read.cell) : null;
  if (read.cell && !code) explanation.push(`${read.cell}: no effect, or a code the text does not explain.`);
  const forces = forcesOf(view, setup.attackers, setup.defenderCell);
  if (code) {
    explanation.push(...explainResult(view, code, { attackers: forces.attackers, defenders: forces.defenders, defenderCell: setup.defenderCell, invasion: forces.invasion, concentric: isConcentric(view, forces, setup.defenderCell) }));
  }
  const key = cellKey(setup.defenderCell);
  const openCity = openCityAttack(view, key, forces.side, modifiers);
  explanation.push(...gunfireRecycling(view, modifiers), ...openCity.lines, ...majorAttackLine(view, key, forces.side));
  const result = read.cell;
  return {
    column,
    shift: net,
    drm: 0,
    roll,
    modifiedRoll: roll,
    result,
    explanation,
    summary: attackSummary(view, setup, path, `${roll}`, result),
    ...(openCity.changes.length > 0 ? { changes: openCity.changes } : {}),
  };
}
