/**
 * The Sicily module's game-wide values: the turn and phase, the coast defence position hexes
 * (CD 1.4), the weather's Storm (FM 3.2) and the Fall of Mussolini's record — the turns the table
 * was resolved (FM 3.1), the bombings of Rome (FM 3.2) and the results in effect (FM 3.1, 3.3, 3.4).
 * The module's text does not print Sicily's sequence of play: the phases listed are the ones its
 * rules name plus a generic movement and combat, for the players to set, not the game's order.
 */
import { markedSet, valueReaders } from '../../src/rules/kit';
import type { RulesView, ValueSpec } from '../../src/rules/types';

/** The phases the module's rules name (CD 1.3, FM 3.1, 3.4) and a generic movement and combat. */
export const phases = [
  { value: 'weather', label: 'Strategic Segment: weather', rule: 'FM 3.2' },
  { value: 'special-events', label: 'Strategic Segment: Special Events Phase', rule: 'FM 3.1' },
  { value: 'replacements', label: 'Replacements Phase', rule: 'FM 3.4' },
  { value: 'allied-movement', label: 'Allied Movement Phase', rule: '' },
  { value: 'axis-movement', label: 'Axis Movement Phase', rule: 'CD 1.3' },
  { value: 'combat', label: 'Combat Phase', rule: 'CD 1.3' },
  { value: 'end', label: 'End of the game-turn', rule: '' },
] as const;
export type Phase = (typeof phases)[number]['value'];

export const values: readonly ValueSpec[] = [
  { id: 'turn', label: 'Game-turn', rule: 'FM 3.1', kind: 'number', default: 1, min: 1, max: 99, marker: 'turn', group: 'turn' },
  {
    id: 'phase', label: 'Phase', kind: 'choice', default: 'special-events', group: 'turn',
    choices: phases.map(({ value, label }) => ({ value, label })),
    help: 'This module\'s text does not print Sicily\'s sequence of play: these are the phases its rules name (the Special Events Phase of the Strategic Segment, FM 3.1; the Replacements Phase, FM 3.4; the Axis Movement Phase, CD 1.3) and a generic movement and combat. Follow your game\'s own sequence.',
  },
  { id: 'storm', label: 'This game-turn\'s weather includes Storm', rule: 'FM 3.2', kind: 'flag', default: false, group: 'turn', help: 'Rome cannot be bombed in a Storm turn.' },
  { id: 'cdPositions', label: 'Coast defence position hexes', rule: 'CD 1.4', kind: 'hexes', default: [], group: 'map', help: 'The hexes printed with a coast defence position symbol: the Axis places CD units only there, one per hex.' },
  { id: 'mussoliniAllowedTurns', label: 'Game-turns the Turn Record Track allows the Fall of Mussolini Table (empty: not typed)', rule: 'FM 3.1', kind: 'turns', default: [], group: 'events', help: 'The text says one attempt "on any allowed game-turn [Turn Record Track]" without naming them: type the turns your track marks.' },
  { id: 'mussoliniTurns', label: 'Game-turns the Fall of Mussolini Table was resolved', rule: 'FM 3.1', kind: 'turns', default: [], group: 'events', help: 'No more than twice a scenario, once a game-turn.' },
  { id: 'romeBombings', label: 'Times Rome was bombed', rule: 'FM 3.2', kind: 'number', default: 0, min: 0, max: 2, group: 'events', help: 'The first bombing adds +2 to the Fall of Mussolini roll, the second +1.' },
  { id: 'romeBombedTurn', label: 'Game-turn Rome was last bombed (0: never)', rule: 'FM 3.2', kind: 'number', default: 0, min: 0, max: 99, group: 'events', help: 'No Allied air support points are available on a game-turn Rome is bombed.' },
  { id: 'mussoliniFallen', label: 'Mussolini has fallen', rule: 'FM 3.1', kind: 'flag', default: false, group: 'events', help: 'The table is not used again.' },
  { id: 'italianDemoralization', label: 'Italian Demoralization in effect', rule: 'FM 3.3', kind: 'flag', default: false, group: 'events', help: 'Italian units −1 ER; no Italian unit can be sent to Sicily; CCNN units removed.' },
  { id: 'fascistRevival', label: 'Fascist Revival in effect', rule: 'FM 3.4', kind: 'flag', default: false, group: 'events', help: 'CCNN units +2 ER; one eliminated CCNN unit returns; Allied naval support points −2 a turn.' },
  { id: 'ccnnReturned', label: 'An eliminated CCNN unit has returned (Fascist Revival)', rule: 'FM 3.4', kind: 'flag', default: false, group: 'events', help: 'Fascist Revival returns any one eliminated CCNN unit.' },
  { id: 'navalSupport', label: 'Allied naval support points your game gives this turn (0: not typed)', rule: 'FM 3.4', kind: 'number', default: 0, min: 0, max: 99, group: 'turn', help: 'The module does not print them: type your game\'s; Fascist Revival takes two a turn away.' },
  { id: 'sicilyHexes', label: 'Sicily\'s hexes', rule: 'FM 3.3', kind: 'hexes', default: [], group: 'map', help: 'Under Italian Demoralization no Italian unit can be sent to Sicily: a move into these hexes from outside them is checked.' },
  { id: 'cities', label: 'City hexes', rule: 'FM 3.4', kind: 'hexes', default: [], group: 'map', help: 'A CCNN unit returned by Fascist Revival is placed in a friendly Axis city.' },
];

const read = valueReaders(values);
export const numberValue = read.number;
export const textValue = read.text;
export const flagValue = read.flag;
export const numbersValue = read.numbers;

export const turnOf = (view: RulesView): number => numberValue(view, 'turn');

/** The phase set, or null when the stored value is not one of the list. */
export function phaseOf(view: RulesView): Phase | null {
  const v = textValue(view, 'phase');
  return phases.find((p) => p.value === v)?.value ?? null;
}

export const phaseLabel = (phase: Phase | null): string => phases.find((p) => p.value === phase)?.label ?? 'not set';

/** CD 1.4: the coast defence position hexes as cell keys. */
export const cdPositions = (view: RulesView): ReadonlySet<string> => markedSet(view, 'cdPositions');
