/**
 * Reports on the game as a whole: the sequence of play as a checklist (4.1) that moves to the next
 * phase, the Command Phase's segments (withdrawals 9, 29; reinforcements 7; initiative 5.3), the
 * Italian Surrender check (27.1 SR 3, 30.1), the End of Turn (6.2, 3.2), a scenario's set-up
 * (27.1, 27.2) and victory (3). None changes anything until a player applies its changes.
 */
import type { Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView, ValueChange } from '../../src/rules/types';
import { apOf } from './apTrack';
import { isMainland } from './occupation';
import { kgSpec } from './kampfgruppen';
import { majorSpec } from './majorObjectives';
import { reinforcementReport } from './reinforcements';
import { lastTurnOf, scenarioSetups, setupRules, skippedPhases, type ScenarioSetup, type SideSetup } from './scenarios';
import { surrenderReport } from './surrender';
import { ALLIES, AXIS, contingentOf, groundOf, isGarrison, isMobile, unitsOnly, sideOf } from './units';
import { flagValue, markedSet, phaseOf, phases, scenarioOf, textValue, turnOf, type Phase } from './values';
import { inUse } from './optional';
import { suddenDeath, victoryReport, victorySpec } from './victory';
import { withdrawalReport } from './withdrawals';

/** The phases a GT plays, its skipped ones left out (4.1, 27.1, 27.2). */
const playedOn = (view: RulesView, turn: number) => phases.filter((p) => !skippedPhases(view, turn).has(p.value));

/** 5.3: the side with the Initiative goes first; the first Action Segment is theirs. */
function toActionPhase(view: RulesView, why: string): ValueChange[] {
  const side = textValue(view, 'initiative') === AXIS ? AXIS : ALLIES;
  return [
    { id: 'phase', value: 'action', why },
    { id: 'nextSide', value: side, why: `${side} hold the Initiative and take the first Action Segment (5.3, 6.1)` },
    { id: 'passedLast', value: 'none', why: 'nobody has passed yet (6.1)' },
  ];
}

/** 4.1: this GT's phases, ticked up to the one set, and the step to the next. */
function sequenceReport(view: RulesView): Report {
  const turn = turnOf(view);
  const skipped = skippedPhases(view, turn);
  const current = phaseOf(view);
  const at = phases.findIndex((p) => p.value === current);
  const lines = phases.map((p, i) => (skipped.has(p.value) ? `— ${p.label}: ${skipped.get(p.value)}` : `${i < at ? '✓' : i === at ? '→' : '·'} ${p.label} (${p.rule})`));
  const summary = `sequence of play: GT ${turn}, ${phases[at].label}`;
  if (current === 'end') {
    const end = endOfTurn(view);
    return { summary, lines: [...lines, ...end.lines], changes: end.changes };
  }
  const next = phases.slice(at + 1).find((p) => !skipped.has(p.value))!;
  if (skipped.has(current)) lines.push(`The phase set is omitted this GT: go on to ${next.label}.`);
  if (next.value === 'action') return { summary, lines, changes: toActionPhase(view, 'next: the Action Phase (4.1, 6.1)') };
  return { summary, lines, changes: [{ id: 'phase', value: next.value, why: `next: ${next.label} (4.1)` }] };
}

/** 5.3: the Allies hold the Initiative unless the Axis rolled OB Sudwest this GT. */
function initiativeReport(view: RulesView): Report {
  const axis = textValue(view, 'initiative') === AXIS;
  const lines = [
    axis ? 'The Axis hold the Initiative this GT: OB Sudwest was rolled on the Axis Events Table (5.3, 28.0).' : 'The Allies hold the Initiative this GT: they always do unless the Axis roll OB Sudwest (5.3).',
    'Flip that side\'s turn marker over on the TRT. It stays for the whole GT, and whenever both sides must act in a phase it goes first (5.3).',
  ];
  return { summary: `initiative on GT ${turnOf(view)}: ${axis ? AXIS : ALLIES}`, lines, changes: toActionPhase(view, 'the Action Phase follows the Initiative Segment (4.1)') };
}

/** 6.2, 3.2: the end of a GT; on the last GT the victory check. */
function endOfTurn(view: RulesView): Report {
  const turn = turnOf(view);
  const lines = [
    'A GT is complete when both sides have spent all their AP or passed one after the other (6.2).',
    `AP left: Allies ${apOf(view, ALLIES)}, Axis ${apOf(view, AXIS)}; unused AP carry over to the next GT (5.2).`,
  ];
  if (inUse(view, 'achse') && !flagValue(view, 'italianSurrender')) lines.push('With Operation Achse an Italian Surrender happens at the beginning of this phase: run the Italian Surrender check (30.1).');
  const gt = scenarioOf(view) === '2' ? 4 : 2;
  if (turn === gt) lines.push(...suddenDeath(view).lines);
  if (turn >= lastTurnOf(view)) {
    const v = victoryReport(view);
    return { summary: `end of GT ${turn}, the last: ${v.summary}`, lines: [...lines, `GT ${turn} is the scenario's last: the victory check (3.2, 4.1).`, ...v.lines] };
  }
  const next = playedOn(view, turn + 1)[0].value;
  return {
    summary: `end of GT ${turn}`,
    lines,
    changes: [
      { id: 'turn', value: turn + 1, why: 'the next GT (4.1)' },
      { id: 'phase', value: next, why: 'a GT begins with its Command Phase (4.1)' },
      { id: 'fortsAllies', value: 0, why: 'three fortifications a side each GT (25.1)' },
      { id: 'fortsAxis', value: 0, why: 'three fortifications a side each GT (25.1)' },
      { id: 'passedLast', value: 'none', why: 'a new GT (6.1)' },
      { id: 'initiative', value: ALLIES, why: 'the Allies hold the Initiative unless the Axis roll OB Sudwest (5.3)' },
      { id: 'nextSide', value: ALLIES, why: 'the side with the Initiative acts first (5.3, 6.1)' },
    ],
  };
}

const sideLines = (s: SideSetup): string[] => [
  `${s.side} (deploy ${s.deploys}): starting AP ${s.startingAp.fixed}${s.startingAp.plusDie ? ' plus one die' : ''}. ${s.startingAp.note}`,
  ...s.deployments.map((d) => `${d.where}: ${d.units.join('; ')}${d.note ? `. ${d.note}` : ''}`),
  `Special Support Units: ${s.specialSupport.join(', ')}.`,
  `Reinforcements: ${s.reinforcements}`,
  `Withdrawn: ${s.withdrawn.length > 0 ? s.withdrawn.join(', ') : 'none'}.`,
];

/** What the table shows against the set-up's limits. */
function setupFindings(view: RulesView, setup: ScenarioSetup): Finding[] {
  const findings: Finding[] = [];
  const garrisons = groundOf(view, AXIS).filter(isGarrison);
  const most = setup.id === '1' ? 16 : 10;
  if (garrisons.length > most) findings.push({ severity: 'warning', rule: setup.rule, text: `${garrisons.length} Axis garrisons on the map: the scenario deploys ${most}`, pieces: garrisons.map((u) => u.id) });
  if (setup.id === '1') {
    const islands = groundOf(view, AXIS).filter((u) => isMobile(u) && contingentOf(u) === 'German' && (markedSet(view, 'sicily').has(u.key) || markedSet(view, 'sardinia').has(u.key)));
    if (islands.length > 4) findings.push({ severity: 'warning', rule: '27.1', text: `${islands.length} German units start in Sicily and Sardinia: at most four, combined`, pieces: islands.map((u) => u.id) });
    const allied = unitsOnly(view).filter((u) => sideOf(u) === ALLIES);
    if (allied.length > 0) findings.push({ severity: 'warning', rule: '27.1', text: 'all Allied at-start units are placed in the Staging Area', pieces: allied.map((u) => u.id) });
  } else if (markedSet(view, 'sicily').size > 0) {
    const mainland = garrisons.filter((u) => !isMainland(view, u.key));
    if (mainland.length > 0) findings.push({ severity: 'warning', rule: '27.2', text: 'the Axis garrisons deploy in mainland Italy', pieces: mainland.map((u) => u.id) });
  }
  return findings;
}

/** 27.1, 27.2: a scenario's set-up, and the values that start it. */
function setupReport(view: RulesView, choice?: string): Report {
  if (choice !== '1' && choice !== '2') return { summary: 'scenario set-up: choose a scenario', lines: ['Choose the scenario.'] };
  const setup = scenarioSetups[choice];
  const lines = [
    `${setup.name} (${setup.rule}): ${setup.length} GTs, ${setup.months}, GT ${setup.firstTurn} to GT ${setup.lastTurn}; Initiative: ${setup.initiative}.`,
    ...setupRules,
    ...sideLines(setup.axis),
    ...sideLines(setup.allies),
    setup.naval,
    ...setup.specialRules.map((r) => `${r.text} (${r.rule})`),
    choice === '1' ? 'After set-up: roll Action Points for each side (their starting AP on GT 1, 27.1) and the Allied Air Offensive (27.1 SR 2).' : 'After set-up: roll the Allied Air Offensive (27.2 SR 3); the AP Segment of GT 3 adds no Staging Area AP (27.2).',
  ];
  const firstPhase: Phase = choice === '1' ? 'withdrawal' : 'action-points';
  const changes: ValueChange[] = [
    { id: 'scenario', value: choice, why: setup.name },
    { id: 'turn', value: setup.firstTurn, why: `the scenario begins on GT ${setup.firstTurn}` },
    { id: 'phase', value: firstPhase, why: choice === '1' ? 'GT 1 skips the Events and Action Point Segments (27.1 SR 1)' : 'GT 3 skips the Events Segment (27.2 SR 1)' },
    { id: 'initiative', value: ALLIES, why: `Initiative: Allies (${setup.rule})` },
    { id: 'nextSide', value: ALLIES, why: 'the side with the Initiative acts first (6.1)' },
    { id: 'passedLast', value: 'none', why: 'a new game' },
    { id: 'interdiction', value: false, why: `Naval Interdiction: not in effect (${setup.rule})` },
    { id: 'interdictionTried', value: 0, why: 'a new game' },
    { id: 'italianSurrender', value: choice === '2', why: choice === '2' ? 'the Italian Surrender has occurred (27.2 SR 2)' : 'Italy has not surrendered' },
    { id: 'alliedEvents', value: [], why: 'no event has occurred yet (28.0)' },
    { id: 'axisEvents', value: [], why: 'no event has occurred yet (28.0)' },
    { id: 'fortsAllies', value: 0, why: 'a new game' },
    { id: 'fortsAxis', value: 0, why: 'a new game' },
  ];
  if (choice === '2') changes.push({ id: 'apAllies', value: setup.allies.startingAp.fixed, why: 'starting AP (27.2)' }, { id: 'apAxis', value: setup.axis.startingAp.fixed, why: 'starting AP (27.2)' });
  return { summary: `scenario set-up: ${setup.name}`, lines, findings: setupFindings(view, setup), changes };
}

export const reports: readonly ReportSpec[] = [
  { id: 'sequence', name: 'Sequence of play', rule: '4.1', run: sequenceReport },
  { id: 'withdrawals', name: 'Withdrawal Segment', rule: '9.0, 29.0', run: withdrawalReport },
  { id: 'reinforcements', name: 'Reinforcement Segment', rule: '7.1, 7.2', run: reinforcementReport },
  { id: 'initiative', name: 'Initiative Segment', rule: '5.3', run: initiativeReport },
  { id: 'surrender', name: 'Italian Surrender check', rule: '27.1 SR 3, 30.1', run: surrenderReport },
  { id: 'end-of-turn', name: 'End of turn', rule: '6.2, 3.2', run: endOfTurn },
  victorySpec,
  majorSpec,
  kgSpec,
  { id: 'setup', name: 'Scenario set-up', rule: '27.1, 27.2', choices: () => Object.values(scenarioSetups).map((s) => ({ value: s.id, label: s.name })), run: setupReport },
];
