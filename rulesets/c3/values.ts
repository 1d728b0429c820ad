/**
 * Operazione C3's game-wide values: the turn (0 is the S landing turn, 2.1) and the segment of the
 * sequence of play, the activation record of the Operations Phase (5.1), this turn's mission
 * modifier, and the hexes the map's art shows (overlapping terrain, minefields, Valletta) or that
 * history made (beachheads of turn S, ports and airfields held). All set in the assistant panel.
 */
import type { RulesView, ValueSpec } from '../../src/rules/types';
import { markedSet, valueReaders } from '../../src/rules/kit';

/** The sequence of play (2, 2.1), in order; the S turn's own segments first. */
export const segments = [
  { value: 'air-bombardment', label: 'SA-1 Air bombardment missions', rule: '3.1', sTurn: true },
  { value: 'airdrop', label: 'SA-2 Airdrop operations', rule: '3.2', sTurn: true },
  { value: 'naval-bombardment', label: 'SB-1 Naval bombardment missions', rule: '4.1', sTurn: true },
  { value: 'landing', label: 'SB-2 Amphibious landings', rule: '4.2', sTurn: true },
  { value: 'activation', label: 'A-1 Definition of the active Formation', rule: '5.1', sTurn: false },
  { value: 'movement', label: 'A-2 Movement and declaration of attacks', rule: '5.2', sTurn: false },
  { value: 'disorganization', label: 'A-3 Removal of disorganization', rule: '5.6', sTurn: false },
  { value: 'offensive-bombardment', label: 'A-4 Offensive bombardment', rule: '5.3', sTurn: false },
  { value: 'defensive-bombardment', label: 'A-5 Defensive bombardment', rule: '5.4', sTurn: false },
  { value: 'combat', label: 'A-6 Combat', rule: '5.5', sTurn: false },
  { value: 'end', label: 'B End of turn', rule: '6', sTurn: false },
] as const;
export type Segment = (typeof segments)[number]['value'];

const whoChoices = [
  { value: 'none', label: 'Nobody yet' },
  { value: 'Axis', label: 'Axis' },
  { value: 'British', label: 'British' },
];

export const values: readonly ValueSpec[] = [
  { id: 'turn', label: 'Game turn (0 = S)', rule: '2.1, 8', kind: 'number', default: 0, min: 0, max: 5, marker: 'turn', group: 'turn', help: 'Turn S, the landing turn, is 0; the game lasts five turns after it.' },
  { id: 'phase', label: 'Segment', rule: '2', kind: 'choice', default: 'air-bombardment', group: 'turn', choices: segments.map(({ value, label }) => ({ value, label })), help: 'The sequence of play; the Sequence of play report ticks it off.' },
  { id: 'activeFormation', label: 'Active Formation', rule: '5.1', kind: 'text', default: '', group: 'turn', help: 'The Formation whose Operation this is; move checks warn about units of other Formations. The activation roll-off sets it.' },
  { id: 'lastActivator', label: 'Side that activated last', rule: '5.1', kind: 'choice', default: 'none', group: 'turn', choices: whoChoices },
  { id: 'inARow', label: 'Operations in a row by that side', rule: '5.1', kind: 'number', default: 0, min: 0, max: 20, group: 'turn' },
  { id: 'passed', label: 'Sides whose last choice was to pass', rule: '5.1', kind: 'choice', default: 'none', group: 'turn', choices: [...whoChoices, { value: 'both', label: 'Both' }] },
  { id: 'missionModifier', label: 'This turn’s mission modifier', rule: '3.1, 4.1', kind: 'number', default: 0, min: -6, max: 6, group: 'turn', help: 'The modifier printed on the Game Turn track for air and naval missions (the text does not print it).' },
  { id: 'italianPointsLost', label: 'Italian stacking points eliminated (elite excluded)', rule: '8.2', kind: 'number', default: 0, min: 0, max: 200, group: 'losses' },
  { id: 'axisSpecialStepsLost', label: 'Axis elite, armoured and artillery steps eliminated', rule: '8.2', kind: 'number', default: 0, min: 0, max: 200, group: 'losses' },
  { id: 'towns', label: 'Town hexes', rule: 'TEC', kind: 'hexes', default: [], group: 'map' },
  { id: 'cities', label: 'City hexes', rule: 'TEC', kind: 'hexes', default: [], group: 'map' },
  { id: 'rubble', label: 'Rubble hexes', rule: '5.3.1', kind: 'hexes', default: [], group: 'map', help: 'A bombardment * result turns a city or town to rubble, destroys its road and closes its port.' },
  { id: 'ports', label: 'Port hexes', rule: '4.2.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'airfields', label: 'Airfield hexes', rule: '3.2.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'minefields', label: 'Mined sea hexes', rule: '4.2', kind: 'hexes', default: [], group: 'map' },
  { id: 'valletta', label: 'Valletta', rule: '8.2', kind: 'hexes', default: [], group: 'map' },
  { id: 'beachheads', label: 'Successful landing hexes of turn S', rule: '4.2.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'portsHeld', label: 'Ports the Axis held at the end of last turn', rule: '4.2.1', kind: 'hexes', default: [], group: 'map' },
  { id: 'airfieldsHeld', label: 'Airfields the Axis held at the end of last turn', rule: '3.2.1', kind: 'hexes', default: [], group: 'map' },
];

const read = valueReaders(values);
/** A number value, whatever was stored. */
export const numberValue = read.number;
export const textValue = read.text;

export const turnOf = (view: RulesView): number => numberValue(view, 'turn');
export const turnName = (turn: number): string => (turn === 0 ? 'turn S' : `turn ${turn}`);
export function segmentOf(view: RulesView): Segment {
  const v = textValue(view, 'phase');
  return (segments.find((s) => s.value === v)?.value ?? 'movement') as Segment;
}

/** A `hexes` value as cell keys, once per view: the kit's `markedSet`. */
export { markedSet };
