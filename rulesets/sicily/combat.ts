/**
 * Combat under the module's rules: attack against defence on the players' CRT (its shape only:
 * the module prints none), the +1 for mixed Allied nationalities (NR 2.2), Untried CD units turned
 * Tried before the roll (CD 1.3), zero-MA Tried CD units eliminated if forced to retreat (CD 1.6),
 * the earmarked theater reserves (TR 4), no Allied air support on a turn Rome was bombed (FM 3.2),
 * the naval support points Fascist Revival cuts (FM 3.4), and every ER FM 3.3 and 3.4 change.
 */
import { attackSummary, typedTable, columnPath, combatSetup, oddsColumn, ratioText, readTyped, shiftColumn, signed, tableColumns, totalDrm, totalShift, describeModifier, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { CombatOutcome, CombatSetup, RulesView } from '../../src/rules/types';
import { forcesOf, type Forces } from './combatForces';
import { crt } from './tables';
import { ALLIED, commandNames, isEarmarked, isFixedTried, isUntriedCd, nameOf, sideOf, unitsOnly } from './units';
import { combatErNotes } from './efficiency';
import { navalSupport } from './fascistRevival';
import { flagValue, numberValue, turnOf } from './values';

/** Cited for the CRT, which the module does not print. */
const GAME_CRT = 'CRT';

/** NR 2.2: +1 to the Allied die roll when both commands (NR 2.1) attack the same defender. */
export function mixedNationalities(forces: Pick<Forces, 'commands'>): Modifier[] {
  if (forces.commands.size < 2) return [];
  return [{ id: 'mixed-nationalities', kind: 'drm', value: 1, reason: `${commandNames.US} and ${commandNames.Br} units attack the same defender`, rule: 'NR 2.2' }];
}

/** What the attack brings to light beyond the odds: earmarked reserves (TR 4), air support after bombing Rome (FM 3.2). */
function attackFindings(view: RulesView, forces: Forces): Finding[] {
  const out: Finding[] = [];
  const allied = forces.attackers.some((u) => sideOf(u) === ALLIED);
  const reserves = forces.attackers.filter(isEarmarked);
  if (reserves.length > 0) out.push({ severity: 'warning', rule: 'TR 4', text: `${reserves.map((u) => u.name).join(', ')} earmarked for future employment in Italy: committing ${reserves.length > 1 ? 'them' : 'it'} to combat costs VP (see the Play Book)`, pieces: reserves.map((u) => u.id) });
  if (allied && numberValue(view, 'romeBombedTurn') === turnOf(view)) out.push({ severity: 'info', rule: 'FM 3.2', text: 'Rome was bombed this game-turn: no Allied air support points are available' });
  // 3.4 reduce available Allied naval support points by two per turn
  if (allied && flagValue(view, 'fascistRevival')) out.push({ severity: 'info', rule: 'FM 3.4', text: navalSupport(view)?.text.replace(/\.$/, '') ?? 'Fascist Revival: the Allied naval support points available this turn are two fewer' });
  if (forces.reveals.length > 0) out.push({ severity: 'warning', rule: 'CD 1.3', text: `the odds wait for the reveal: ${forces.reveals.length} Untried CD unit${forces.reveals.length > 1 ? 's take' : ' takes'} part and must be turned to the Tried side first; until then ${forces.reveals.length > 1 ? 'their' : 'its'} strength is unknown and not counted`, pieces: forces.reveals.map((r) => r.pieceId) });
  return out;
}

export function combat(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatSetup {
  const forces = forcesOf(view, attackerIds, defenderCell);
  const columns = tableColumns(view, crt);
  const base = oddsColumn(forces.attack, forces.defence, columns);
  const findings: Finding[] = [...forces.findings, ...attackFindings(view, forces)];
  if (base.below) findings.push({ severity: 'warning', rule: GAME_CRT, text: `${ratioText(forces.attack, forces.defence)} is below the CRT's first column: the module does not say what happens; check your chart` });
  if (!typedTable(view, 'crt')) findings.push({ severity: 'info', rule: GAME_CRT, text: 'the module prints no CRT: type yours in (rules assistant panel → tables) to read results' });
  const odds = `${ratioText(forces.attack, forces.defence)}: the ${base.label} column, rounded in the defender's favour${base.above ? ', held at the last column' : ''} (check your chart)`;
  return combatSetup({
    attackers: forces.attackers,
    defenders: forces.defenders,
    defenderCell,
    attack: forces.attack,
    defence: forces.defence,
    strengthNotes: [forces.reveals.length > 0 ? `Odds unknown until the Untried CD units are turned (CD 1.3); known so far ${ratioText(forces.attack, forces.defence)}` : odds, ...forces.strengthNotes, ...combatErNotes(view, [...forces.attackers, ...forces.defenders])],
    baseColumn: base.label,
    columns,
    modifiers: mixedNationalities(forces),
    findings,
    ...(forces.reveals.length > 0 ? { reveals: forces.reveals } : {}),
  });
}

/** CD 1.6 and CD 1.3 after a result: retreats of zero-MA Tried CD units, units still Untried. */
function cdAfterResult(view: RulesView, setup: CombatSetup, result: string | null): string[] {
  const ids = [...setup.attackers, ...setup.defenders];
  const units = unitsOnly(view).filter((u) => ids.includes(u.id));
  const out: string[] = [];
  const untried = units.filter(isUntriedCd);
  if (untried.length > 0) out.push(`${untried.map((u) => nameOf(view, u)).join(', ')} took part while Untried: turn ${untried.length > 1 ? 'them' : 'it'} to the Tried side (CD 1.3); the odds did not count ${untried.length > 1 ? 'their' : 'its'} strength.`);
  // 1.6 those with zero MA are eliminated if forced to retreat as a result of combat
  const fixed = units.filter(isFixedTried);
  if (result !== null && /r/i.test(result) && fixed.length > 0) out.push(`${fixed.map((u) => u.name).join(', ')}: Tried with MA 0; if the result forces a retreat, ${fixed.length > 1 ? 'they are' : 'it is'} eliminated instead (CD 1.6).`);
  return out;
}

export function resolveCombat(view: RulesView, setup: CombatSetup, modifiers: readonly Modifier[], roll: number): CombatOutcome {
  const base = oddsColumn(setup.attack, setup.defence, setup.columns);
  const net = totalShift(modifiers).total;
  const moved = shiftColumn(base.index, net, setup.columns.length);
  const column = setup.columns[moved.index] ?? base.label;
  const drm = totalDrm(modifiers).total;
  const modifiedRoll = roll + drm;
  const read = readTyped(view, 'crt', moved.index, column, modifiedRoll, { untyped: 'Type the CRT in from your chart (rules assistant panel → tables) to read the result: the module prints none.', sayClamped: true });
  const path = columnPath(base.label, net, column);
  const rolled = drm === 0 ? `${roll}` : `${roll} ${signed(drm)} = ${modifiedRoll}`;
  const explanation: string[] = [`${ratioText(setup.attack, setup.defence)}: ${path}; roll ${rolled}.`];
  for (const m of modifiers.filter((x) => x.on !== false && x.kind === 'drm')) explanation.push(`${describeModifier(m)}.`);
  explanation.push(...read.notes);
  const result = read.cell;
  if (result !== null) explanation.push(`${result}: as your chart explains it; this module prints no result codes.`);
  explanation.push(...cdAfterResult(view, setup, result));
  return {
    column,
    shift: net,
    drm,
    roll,
    modifiedRoll,
    result,
    explanation,
    summary: attackSummary(view, setup, path, rolled, result),
  };
}
