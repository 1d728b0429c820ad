/**
 * Close combat (5.5–5.5.2): the dialog's setup — forces, strengths, odds, shifts — and the
 * reading of the roll on the players' Close Combat Table, with shifts counted from the real odds
 * and at most three moving along the table (1.3.10, the kit's `shiftOnLadder`).
 */
import { attackSummary, columnPath, combatSetup, ratioText, readTyped, rungLabel, rungOf, shiftOnLadder, tableColumns, totalShift, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { CombatOutcome, CombatSetup, RulesView } from '../../src/rules/types';
import { forcesOf } from './combatForces';
import { explainResult } from './combatResults';
import { combatShifts } from './combatShifts';
import { crt } from './tables';
import { formationOf, isAntiAircraft, isArmour, isCoastal } from './units';
import { segmentOf, textValue } from './values';
import { hexValue, isSea } from './costs';

/** 1.3.10: at most three column shifts move along the table. */
export const shiftCap = 3;

/** Whether the strengths make odds at all: with nothing on one side a ratio would read "1001:1". */
const oddsReadable = (attack: number, defence: number): boolean => attack > 0 && defence > 0;

/** The odds in words when the strengths make none. */
const noOdds = (attack: number): string => (attack <= 0 ? 'no attack strength' : 'undefended');

export function combat(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatSetup {
  const forces = forcesOf(view, attackerIds, defenderCell);
  const attack = forces.attackers.reduce((s, f) => s + f.value, 0);
  const defence = forces.defenders.reduce((s, f) => s + f.value, 0);
  const shifts = combatShifts(view, forces, defenderCell);
  const findings: Finding[] = [...forces.findings, ...shifts.findings];
  const active = textValue(view, 'activeFormation').trim();
  const strays = forces.attackers.filter((f) => active !== '' && formationOf(f.unit) !== '' && formationOf(f.unit).toLowerCase() !== active.toLowerCase());
  if (strays.length > 0) findings.push({ severity: 'warning', rule: '5.5', text: `${strays.map((f) => f.unit.name).join(', ')} not of the active Formation ${active}: attacks are made by the active Formation`, pieces: strays.map((f) => f.unit.id) });
  const tanks = forces.attackers.filter((f) => isArmour(f.unit));
  if (tanks.length > 0) findings.push({ severity: 'info', rule: '5.5.2', text: `Tank/Anti-Tank combat comes first: roll the Armoured Attack Table once for each of ${tanks.length} armoured attacker${tanks.length > 1 ? 's' : ''} (Rolls); losses go to armoured or anti-tank units first` });
  if (segmentOf(view) === 'movement') {
    const cost = hexValue(view, defenderCell, 'Movement');
    const price = cost.kind === 'number' ? `${cost.value * 2} MP, double the hex's cost` : 'double the hex\'s cost';
    findings.push({ severity: 'info', rule: '5.2.4', text: `during movement this is an overrun: the stack pays ${price} (a road within 5.2.2's limits); one round, and a Cl both decline adds an Ar; if the defender retreats or is eliminated the stack advances and moves on, else its move ends` });
  }
  if (forces.defenders.length === 0) findings.push({ severity: 'warning', rule: '5.5', text: `no enemy unit defends ${view.map.label(defenderCell)}` });
  const columns = tableColumns(view, crt);
  const strengthNotes: string[] = oddsReadable(attack, defence) ? [`${ratioText(attack, defence)}, rounded down to ${rungLabel(rungOf(attack, defence))} (5.5.1)`] : [];
  const base = shiftOnLadder(attack, defence, 0, columns);
  if (attack <= 0 && forces.attackers.length > 0) findings.push({ severity: 'warning', rule: '5.5', text: 'the attackers have no Combat Value to attack with' });
  if (!oddsReadable(attack, defence)) strengthNotes.unshift(`${attack} against ${defence}: no odds to read (5.5.1)`);
  else if (base.column.below) findings.push({ severity: 'warning', rule: '5.5.1', text: `${rungLabel(rungOf(attack, defence))} is below the table's first column; the text does not say what happens: read on the first column or check your chart` });
  return combatSetup({
    attackers: forces.attackers.map((f) => f.unit),
    defenders: forces.defenders.map((f) => f.unit),
    defenderCell,
    attack,
    defence,
    strengthNotes: [...strengthNotes, ...forces.strengthNotes],
    baseColumn: oddsReadable(attack, defence) ? base.from : noOdds(attack),
    columns,
    modifiers: shifts.modifiers,
    findings,
  });
}

export function resolveCombat(view: RulesView, setup: CombatSetup, modifiers: readonly Modifier[], roll: number): CombatOutcome {
  const asked = totalShift(modifiers).total;
  const ladder = shiftOnLadder(setup.attack, setup.defence, asked, setup.columns, shiftCap);
  const read = readTyped(view, 'crt', ladder.column.index, ladder.column.label, roll, { untyped: 'Type the Close Combat Table in from your chart (rules assistant panel → tables) to read the result.' });
  const explanation: string[] = [];
  const moved = !oddsReadable(setup.attack, setup.defence) ? noOdds(setup.attack) : columnPath(ladder.from, ladder.applied, ladder.to);
  explanation.push(`Odds ${moved}, read on the ${ladder.column.label} column${ladder.onTable > 0 ? ` (${ladder.onTable} shift${ladder.onTable > 1 ? 's' : ''} along the table)` : ''} (1.3.10).`);
  if (ladder.dropped > 0) explanation.push(`${ladder.dropped} shift${ladder.dropped > 1 ? 's' : ''} dropped: at most ${shiftCap} move along the table (1.3.10).`);
  explanation.push(...read.notes);
  const defenders = view.units.filter((u) => setup.defenders.includes(u.id));
  const attackers = view.units.filter((u) => setup.attackers.includes(u.id));
  if (read.cell) {
    explanation.push(...explainResult(view, read.cell, setup.defenderCell, {
      fromSea: attackers.some((u) => isSea(view, u.cell)),
      coastalOrAaDefends: defenders.some((u) => isCoastal(u) || isAntiAircraft(u)),
    }));
  }
  const result = read.cell;
  return {
    column: ladder.column.label,
    shift: ladder.applied,
    drm: 0,
    roll,
    modifiedRoll: roll,
    result,
    explanation,
    summary: attackSummary(view, setup, `${moved} on ${ladder.column.label}`, `${roll}`, result),
  };
}
