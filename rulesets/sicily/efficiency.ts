/**
 * Efficiency ratings (ER) as the Fall of Mussolini's results change them. Italian Demoralization
 * (FM 3.3): "all Italian units lose one point of their ER for all game purposes (cumulative with
 * other effects) for the rest of the scenario. No Italian unit can be sent to Sicily." Fascist
 * Revival (FM 3.4): "all surviving CCNN unit ERs are raised by two points for all game purposes".
 * The ER itself is the game's (typed as the attribute `er`); this module only moves it.
 *
 * Reading: the CCNN are Blackshirt militia, Italian units, so under both results a CCNN unit's ER
 * takes both (−1 and +2); under Demoralization the CCNN units are removed anyway (FM 3.3).
 */
import { cellKey, markedSet, signed, type Cell, type Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { isCcnn, isItalian, printedEr, unitsOnly } from './units';
import { flagValue } from './values';

/** One change to a unit's ER, with the rule that makes it. */
interface ErChange {
  value: number;
  rule: string;
}

/** FM 3.3, 3.4: the changes to a unit's ER now in effect. */
function erChanges(view: RulesView, u: Pick<RulesUnit, 'attrs'>): ErChange[] {
  const out: ErChange[] = [];
  if (flagValue(view, 'italianDemoralization') && isItalian(u)) out.push({ value: -1, rule: 'FM 3.3' });
  if (flagValue(view, 'fascistRevival') && isCcnn(u)) out.push({ value: 2, rule: 'FM 3.4' });
  return out;
}

/** A unit's ER for all game purposes: as printed with FM 3.3 and 3.4 applied, or null when none is typed. */
export function erOf(view: RulesView, u: RulesUnit): number | null {
  const printed = printedEr(u);
  return printed === null ? null : erChanges(view, u).reduce((er, c) => er + c.value, printed);
}

/** "Livorno ER 3 −1 (FM 3.3) = 2", or null when nothing changes the unit's ER. */
export function erText(view: RulesView, u: RulesUnit): string | null {
  const changes = erChanges(view, u);
  if (changes.length === 0) return null;
  const printed = printedEr(u);
  const steps = changes.map((c) => `${signed(c.value)} (${c.rule})`).join(' ');
  return printed === null ? `${u.name} ER ${steps}: no ER typed` : `${u.name} ER ${printed} ${steps} = ${erOf(view, u)}`;
}

/** The ER lines of a combat's units, for the strength notes. */
export function combatErNotes(view: RulesView, units: readonly RulesUnit[]): string[] {
  const lines = units.map((u) => erText(view, u)).filter((t): t is string => t !== null);
  return lines.length > 0 ? [`Efficiency ratings for all game purposes: ${lines.join('; ')}.`] : [];
}

/** FM 3.3 on a move: an Italian unit entering Sicily from outside it under Italian Demoralization. */
export function sentToSicily(view: RulesView, moved: readonly RulesUnit[], from: Cell, to: Cell): Finding[] {
  const italians = moved.filter(isItalian);
  if (!flagValue(view, 'italianDemoralization') || italians.length === 0) return [];
  const sicily = markedSet(view, 'sicilyHexes');
  if (sicily.size === 0) return [{ severity: 'info', rule: 'FM 3.3', text: 'Italian Demoralization is in effect: no Italian unit can be sent to Sicily; mark Sicily\'s hexes in the panel to check moves' }];
  if (!sicily.has(cellKey(to)) || sicily.has(cellKey(from))) return [];
  return [{ severity: 'illegal', rule: 'FM 3.3', text: `${italians.map((u) => u.name).join(', ')} sent to Sicily (${view.map.label(to)}): under Italian Demoralization no Italian unit can be sent to Sicily`, pieces: italians.map((u) => u.id), cells: [cellKey(to)] }];
}

/** The ER report: every Italian unit's ER as the results in effect make it. */
function erReport(view: RulesView): Report {
  const units = unitsOnly(view).filter((u) => isItalian(u) || isCcnn(u));
  const changed = units.map((u) => erText(view, u)).filter((t): t is string => t !== null);
  const lines = [
    flagValue(view, 'italianDemoralization') ? 'Italian Demoralization: every Italian unit −1 ER for all game purposes, cumulative with other effects (FM 3.3).' : 'Italian Demoralization is not in effect.',
    flagValue(view, 'fascistRevival') ? 'Fascist Revival: every surviving CCNN unit +2 ER for all game purposes (FM 3.4).' : 'Fascist Revival is not in effect.',
    ...changed,
  ];
  if (changed.length === 0) lines.push('No unit on the map has its ER changed.');
  return { summary: `efficiency ratings: ${changed.length} unit${changed.length === 1 ? '' : 's'} changed`, lines };
}

export const erReportSpec: ReportSpec = { id: 'efficiency', name: 'Efficiency ratings', rule: 'FM 3.3, 3.4', run: erReport };
