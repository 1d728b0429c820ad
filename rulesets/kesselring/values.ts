/**
 * Kesselring's War's game-wide values: the scenario and turn, the phase of the sequence of play
 * (4.1), the initiative (5.3), each side's action points (5.2, read from the AP markers on the AP
 * tracks), the action segments' bookkeeping (6.1), once-a-turn and once-a-game records, and the
 * hexes the map's art shows (towns, ports, airfields, Objectives, the islands). All set in the
 * assistant panel, or read from the table where a marker shows them.
 */
import { markedSet, valueReaders } from '../../src/rules/kit';
import type { RulesView, ValueSpec } from '../../src/rules/types';
import { ALLIES, AXIS } from './units';

/** 4.1 the sequence of play, in order. */
export const phases = [
  { value: 'events', label: 'Command: Events Segment', rule: '5.1' },
  { value: 'action-points', label: 'Command: Action Point Segment', rule: '5.2.1' },
  { value: 'withdrawal', label: 'Command: Withdrawal Segment', rule: '9.0, 29.0' },
  { value: 'reinforcement', label: 'Command: Reinforcement Segment', rule: '7.2' },
  { value: 'initiative', label: 'Command: Initiative Segment', rule: '5.3' },
  { value: 'action', label: 'Action Phase', rule: '6.1' },
  { value: 'end', label: 'End of Turn Phase', rule: '6.2, 3.2' },
] as const;
export type Phase = (typeof phases)[number]['value'];

const sideChoices = [
  { value: ALLIES, label: 'Allies' },
  { value: AXIS, label: 'Axis' },
];

/** 27.1, 27.2: each scenario's first and last GT. */
export const scenarios = {
  '1': { name: 'Scenario I: Campaign Game', firstTurn: 1, lastTurn: 8 },
  '2': { name: 'Scenario II: Avalanche-Baytown', firstTurn: 3, lastTurn: 8 },
} as const;
export type ScenarioId = keyof typeof scenarios;

export const values: readonly ValueSpec[] = [
  { id: 'scenario', label: 'Scenario', rule: '27', kind: 'choice', default: '1', group: 'turn', choices: [{ value: '1', label: scenarios['1'].name }, { value: '2', label: scenarios['2'].name }] },
  { id: 'turn', label: 'Game turn', rule: '4.1, 27', kind: 'number', default: 1, min: 1, max: 8, marker: 'turn', group: 'turn', help: 'GT 1 is July 1943, GT 8 February 1944; Scenario II begins on GT 3.' },
  { id: 'phase', label: 'Phase', rule: '4.1', kind: 'choice', default: 'action', group: 'turn', choices: phases.map(({ value, label }) => ({ value, label })) },
  { id: 'initiative', label: 'Side with the Initiative', rule: '5.3', kind: 'choice', default: ALLIES, group: 'turn', choices: sideChoices, help: 'The Allies, unless the Axis rolled OB Sudwest this turn.' },
  { id: 'apAllies', label: 'Allied action points', rule: '5.2', kind: 'number', default: 0, min: 0, max: 99, marker: 'ap-allies', group: 'turn' },
  { id: 'apAxis', label: 'Axis action points', rule: '5.2', kind: 'number', default: 0, min: 0, max: 99, marker: 'ap-axis', group: 'turn' },
  { id: 'apMax', label: 'Highest box of the AP track (0: not typed)', rule: '5.2', kind: 'number', default: 0, min: 0, max: 99, group: 'turn', help: 'A side can never hold more AP than the AP track shows; the text does not print the track, so type its last box.' },
  { id: 'nextSide', label: 'Side whose Action Segment is next', rule: '6.1', kind: 'choice', default: ALLIES, group: 'turn', choices: sideChoices },
  { id: 'passedLast', label: 'Side that passed in the last segment', rule: '6.1', kind: 'choice', default: 'none', group: 'turn', choices: [{ value: 'none', label: 'Nobody' }, ...sideChoices] },
  { id: 'fortsAllies', label: 'Fortifications the Allies built this GT', rule: '25.1', kind: 'number', default: 0, min: 0, max: 9, group: 'turn' },
  { id: 'fortsAxis', label: 'Fortifications the Axis built this GT', rule: '25.1', kind: 'number', default: 0, min: 0, max: 9, group: 'turn' },
  { id: 'interdiction', label: 'Naval Interdiction in effect', rule: '14.2', kind: 'flag', default: false, group: 'events' },
  { id: 'interdictionTried', label: 'GT of the last interdiction attempt (0: none)', rule: '14.2.1', kind: 'number', default: 0, min: 0, max: 8, group: 'events' },
  { id: 'alliedEvents', label: 'Allied events that have occurred (die results)', rule: '28.0', kind: 'turns', default: [], group: 'events', help: 'Each event occurs once a game: a repeat is ignored and not rolled again.' },
  { id: 'axisEvents', label: 'Axis events that have occurred (die results)', rule: '28.0', kind: 'turns', default: [], group: 'events' },
  { id: 'openCitiesDeclared', label: 'Hexes declared Open Cities (optional 34)', rule: '34.2', kind: 'hexes', default: [], group: 'events', help: 'Roma and Monte Cassino may each be declared only once.' },
  { id: 'majorTaken', label: 'Major Objectives the Allies have occupied (optional 35)', rule: '35.1, 35.2', kind: 'hexes', default: [], group: 'events', help: 'The Allies gain 2 AP the first time they occupy each; never again for the same one.' },
  { id: 'majorHeld', label: 'Major Objectives whose failed Allied attack gave the Axis AP (optional 35)', rule: '35.1, 35.2', kind: 'hexes', default: [], group: 'events', help: 'The Axis gain 2 AP once per Major Objective a game.' },
  { id: 'italianSurrender', label: 'Italy has surrendered', rule: '27.1', kind: 'flag', default: false, group: 'events' },
  { id: 'towns', label: 'Town hexes', rule: 'TEC, 15.7', kind: 'hexes', default: [], group: 'map' },
  { id: 'cities', label: 'City hexes', rule: 'TEC, 7.5', kind: 'hexes', default: [], group: 'map' },
  { id: 'ports', label: 'Port hexes', rule: '7.3, 12.4', kind: 'hexes', default: [], group: 'map' },
  { id: 'airfields', label: 'Airfield hexes', rule: '12.4, 20.2', kind: 'hexes', default: [], group: 'map' },
  { id: 'objectives', label: 'Objective hexes', rule: '3.1, 3.3, 5.2.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'supplySources', label: 'Axis supply source hexes (Roma, San Benedetto)', rule: '12.4', kind: 'hexes', default: [], group: 'map' },
  { id: 'roma', label: 'Roma (8 VP)', rule: '3.3', kind: 'hexes', default: [], group: 'map' },
  { id: 'sanBenedetto', label: 'San Benedetto (4 VP)', rule: '3.3', kind: 'hexes', default: [], group: 'map' },
  { id: 'monteCassino', label: 'Monte Cassino (1 VP, not an Objective)', rule: '3.3', kind: 'hexes', default: [], group: 'map' },
  { id: 'sicily', label: 'Sicily hexes', rule: '27.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'sardinia', label: 'Sardinia hexes', rule: '27.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'northEdge', label: 'North map edge land hexes (next to the Axis Staging Area)', rule: '26.2, 26.3, 15.8', kind: 'hexes', default: [], group: 'map' },
  { id: 'cassinoRow', label: 'The Monte Cassino hex row', rule: '7.1.1', kind: 'hexes', default: [], group: 'map', help: '2915, 3016, 3116, 3217, 3317, 3418 and 3518 on the game\'s map.' },
];

const read = valueReaders(values);
/** A number value, whatever was stored. */
export const numberValue = read.number;
export const textValue = read.text;
export const flagValue = read.flag;
/** A `turns` value as numbers. */
export const numbersValue = read.numbers;

export const turnOf = (view: RulesView): number => numberValue(view, 'turn');
export function scenarioOf(view: RulesView): ScenarioId {
  return textValue(view, 'scenario') === '2' ? '2' : '1';
}
export function phaseOf(view: RulesView): Phase {
  const v = textValue(view, 'phase');
  return (phases.find((p) => p.value === v)?.value ?? 'action') as Phase;
}

/** The value that holds a side's action points. */
export const pointsValueOf = (side: string): string => (side === AXIS ? 'apAxis' : 'apAllies');

export { markedSet };
