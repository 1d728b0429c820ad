/**
 * Reports on the game as a whole: whether the Fall of Mussolini Table can be rolled now and what is
 * in effect (FM 3.1–3.4), efficiency ratings (FM 3.3, 3.4), the Allied support points and the CCNN
 * unit Fascist Revival returns (FM 3.2, 3.4), and which beach units serve which nationality's invasions (NR 2.3).
 */
import { signed } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView } from '../../src/rules/types';
import { beachReportSpec } from './beaches';
import { erReportSpec } from './efficiency';
import { revivalReportSpec } from './fascistRevival';
import { bombing, MOST_ATTEMPTS, mussoliniLimits } from './mussolini';
import { flagValue, numberValue, numbersValue, phaseLabel, phaseOf, turnOf } from './values';

/** FM 3.1, 3.2: can the table be resolved now, with what a bombing of Rome would add. */
function mussoliniReport(view: RulesView): Report {
  const turn = turnOf(view);
  const done = numbersValue(view, 'mussoliniTurns');
  const bombed = numberValue(view, 'romeBombings');
  const bomb = bombing(view, 'bomb');
  const findings = mussoliniLimits(view);
  const lines = [
    `Game-turn ${turn}, ${phaseLabel(phaseOf(view))}.`,
    `Resolved so far: ${done.length > 0 ? `game-turns ${done.join(', ')}` : 'never'} (${done.length} of ${MOST_ATTEMPTS}; one attempt a game-turn, in the Special Events Phase of the Strategic Segment, FM 3.1).`,
    `Rome bombed ${bombed} time${bombed === 1 ? '' : 's'}. ${bomb.modifier ? `Bombing it now adds ${signed(bomb.modifier.value)} (${bomb.modifier.reason}) and leaves no Allied air support points this game-turn (FM 3.2).` : (bomb.note ?? '')}`,
  ];
  if (flagValue(view, 'mussoliniFallen')) lines.push('Mussolini has fallen (FM 3.1).');
  if (flagValue(view, 'italianDemoralization')) lines.push('Italian Demoralization is in effect: Italian units −1 ER, no Italian unit sent to Sicily, no CCNN units (FM 3.3).');
  if (flagValue(view, 'fascistRevival')) lines.push('Fascist Revival is in effect: CCNN units +2 ER, Allied naval support points −2 a turn (FM 3.4).');
  const blocked = findings.filter((f) => f.severity === 'illegal');
  const summary = blocked.length > 0 ? `Fall of Mussolini: not now — ${blocked.map((f) => f.text).join('; ')}` : findings.length > 0 ? `Fall of Mussolini: can be rolled on game-turn ${turn}, with warnings` : `Fall of Mussolini: can be rolled on game-turn ${turn}`;
  return { summary, lines, findings };
}

export const mussoliniReportSpec: ReportSpec = { id: 'mussolini-check', name: 'Can the Fall of Mussolini Table be rolled now?', rule: 'FM 3.1, 3.2', run: mussoliniReport };

export const reports: readonly ReportSpec[] = [mussoliniReportSpec, erReportSpec, revivalReportSpec, beachReportSpec];
