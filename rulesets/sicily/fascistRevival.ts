/**
 * What Fascist Revival (FM 3.4) asks of the turns after it: "Return any one eliminated CCNN unit
 * (if available) to play (an exception to rule 15.2.4a) by placing it in a friendly Axis city during
 * the Replacements Phase. Reduce available Allied naval support points by two per turn for the rest
 * of the scenario." And of a turn Rome is bombed (FM 3.2): "no Allied air support points are
 * available for the current game-turn".
 *
 * The naval support points a turn brings are the game's, typed in `navalSupport`; eliminated units
 * are read from a board whose name says "eliminated"; friendly Axis cities are the marked `cities`
 * without an Allied unit in them.
 */
import { keyCell, markedSet } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView } from '../../src/rules/types';
import { ALLIED, isCcnn, sideOf, unitsOnly } from './units';
import { flagValue, numberValue, phaseLabel, phaseOf, turnOf } from './values';

/** FM 3.4: "by two per turn". */
export const REVIVAL_NAVAL_CUT = 2;

/** The Allied naval support points available this turn, and how they were reached; null when none is typed. */
export function navalSupport(view: RulesView): { points: number; text: string } | null {
  const typed = numberValue(view, 'navalSupport');
  if (typed <= 0) return null;
  if (!flagValue(view, 'fascistRevival')) return { points: typed, text: `Allied naval support points this game-turn: ${typed}.` };
  const points = Math.max(0, typed - REVIVAL_NAVAL_CUT);
  return { points, text: `Allied naval support points this game-turn: ${typed} − ${REVIVAL_NAVAL_CUT} for Fascist Revival = ${points} (FM 3.4).` };
}

/** FM 3.2: the Allied air support points this turn, when Rome was bombed on it. */
export const airSupportText = (view: RulesView): string | null =>
  numberValue(view, 'romeBombedTurn') === turnOf(view) ? `Rome was bombed on game-turn ${turnOf(view)}: no Allied air support points are available (FM 3.2).` : null;

/** Eliminated CCNN units: pieces on a board whose name says "eliminated". */
const eliminatedCcnn = (view: RulesView) => view.offMap.filter((p) => /elim/i.test(p.boardName) && isCcnn(p));

/** FM 3.4: where and whether an eliminated CCNN unit returns this turn. */
function ccnnReturn(view: RulesView): { lines: string[]; changes: Report['changes'] } {
  if (!flagValue(view, 'fascistRevival')) return { lines: ['Fascist Revival is not in effect: no CCNN unit returns (FM 3.4).'], changes: [] };
  if (flagValue(view, 'ccnnReturned')) return { lines: ['A CCNN unit already returned: Fascist Revival returns any one (FM 3.4).'], changes: [] };
  const dead = eliminatedCcnn(view);
  if (dead.length === 0) return { lines: ['No eliminated CCNN unit is available (on a board named "eliminated"): none returns (FM 3.4).'], changes: [] };
  const allied = new Set(unitsOnly(view).filter((u) => sideOf(u) === ALLIED).map((u) => u.key));
  const cities = [...markedSet(view, 'cities')].filter((k) => !allied.has(k));
  const where = markedSet(view, 'cities').size === 0 ? 'a friendly Axis city (mark the cities in the panel to list them)' : cities.length > 0 ? `a friendly Axis city: ${cities.map((k) => view.map.label(keyCell(k))).sort().join(', ')}` : 'a friendly Axis city: none is free of Allied units';
  const lines = [`Return one of ${dead.map((p) => p.name).join(', ')} to play in ${where}, in the Replacements Phase — an exception to 15.2.4a (FM 3.4).`];
  if (phaseOf(view) !== 'replacements') lines.push(`The phase set is ${phaseLabel(phaseOf(view))}: the unit returns during the Replacements Phase.`);
  return { lines, changes: [{ id: 'ccnnReturned', value: true, why: 'Fascist Revival returns any one eliminated CCNN unit (FM 3.4)' }] };
}

/** The Allied support points this turn and the CCNN unit Fascist Revival returns. */
function revivalReport(view: RulesView): Report {
  const naval = navalSupport(view);
  const back = ccnnReturn(view);
  const untyped = `Type the Allied naval support points your game gives this turn (panel → turn) to count them${flagValue(view, 'fascistRevival') ? `: Fascist Revival takes ${REVIVAL_NAVAL_CUT} away (FM 3.4)` : ''}.`;
  const lines = [naval?.text ?? untyped, airSupportText(view) ?? 'Allied air support points as your game gives them.', ...back.lines];
  return { summary: `Allied support: naval ${naval ? naval.points : 'not typed'}${airSupportText(view) ? ', no air' : ''}`, lines, changes: back.changes };
}

export const revivalReportSpec: ReportSpec = { id: 'revival', name: 'Allied support and Fascist Revival this turn', rule: 'FM 3.2, 3.4', run: revivalReport };
