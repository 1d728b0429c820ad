/**
 * Caporetto's game-wide values: the turn and sub-phase, the combats fought this sub-phase and the
 * support used this Operations Phase (11.3, 16.1), weather and events in effect, both armies'
 * morale and casualties, and the marked hexes the map's art shows (towns, VP hexes, supply
 * sources). Turn, morale and casualties are read from their tracks when a marker sits on one;
 * everything can be set in the assistant panel. They live in the game document and sync.
 */
import type { RulesView, ValueSpec } from '../../src/rules/types';
import { markedSet, valueReaders } from '../../src/rules/kit';

export type Phase = 'movement' | 'infiltration' | 'strategic' | 'combat1' | 'combat2' | 'other';

export const values: readonly ValueSpec[] = [
  { id: 'turn', label: 'Game turn', rule: '4.0', kind: 'number', default: 1, min: 1, max: 13, marker: 'turn', group: 'turn', help: 'GT 1 is October 1917, GT 13 October 1918.' },
  {
    id: 'phase', label: 'Sub-phase', rule: '4.1', kind: 'choice', default: 'movement', group: 'turn',
    choices: [
      { value: 'strategic', label: 'Strategic Movement Phase' },
      { value: 'combat1', label: '1st Combat Sub-phase' },
      { value: 'infiltration', label: 'Infiltration Sub-phase' },
      { value: 'combat2', label: '2nd Combat Sub-phase' },
      { value: 'movement', label: 'Movement Sub-phase' },
      { value: 'other', label: 'Another phase' },
    ],
    help: 'Move checks follow the sub-phase: infiltration (11.8) and strategic movement (7.12) have their own limits.',
  },
  {
    id: 'attackedUnits', label: 'Units that attacked this sub-phase', rule: '11.3', kind: 'text', default: '', group: 'turn',
    help: 'Counter names, separated by semicolons. Each combat resolved in the combat dialog adds its attackers; the Next sub-phase report clears it (11.3: no unit attacks twice in a sub-phase).',
  },
  {
    id: 'attackedHexes', label: 'Hexes attacked this sub-phase', rule: '11.3', kind: 'hexes', default: [], group: 'turn',
    help: 'Each combat resolved in the combat dialog adds its defender hex; the Next sub-phase report clears it (11.3: no unit is attacked twice in a sub-phase).',
  },
  {
    id: 'supportUsed', label: 'Support units used this Operations Phase', rule: '16.1', kind: 'text', default: '', group: 'turn',
    help: 'Counter names, separated by semicolons. Each combat resolved in the combat dialog adds the support units committed to it, employed or not; the End of turn report clears it (16.1: once per Operations Phase).',
  },
  { id: 'winter', label: 'Winter turn', rule: '7.11', kind: 'flag', default: false, group: 'turn', help: 'Winter turns are marked on your Game Turn Record Track.' },
  { id: 'torrentialRain', label: 'Torrential Rain in effect', rule: '6.0, 7.11', kind: 'flag', default: false, group: 'events' },
  { id: 'rommel', label: 'Rommel in effect', rule: '6.0', kind: 'flag', default: false, group: 'events' },
  { id: 'pauseAllies', label: 'Allied Operational Pause', rule: '17.2', kind: 'flag', default: false, group: 'events' },
  { id: 'pauseCentralPowers', label: 'Central Powers Operational Pause', rule: '17.2', kind: 'flag', default: false, group: 'events' },
  { id: 'mobilizations', label: 'Italian mobilizations declared (turns)', rule: '13.2.1', kind: 'turns', default: [], group: 'events' },
  { id: 'moraleItalian', label: 'Italian morale', rule: '10.3', kind: 'number', default: -1, min: -4, max: 2, marker: 'morale-italian', group: 'morale' },
  { id: 'moraleAustroHungarian', label: 'Austro-Hungarian morale', rule: '10.3', kind: 'number', default: 0, min: -4, max: 2, marker: 'morale-austro-hungarian', group: 'morale' },
  { id: 'casualtiesItalian', label: 'Italian casualties this turn', rule: '10.2', kind: 'number', default: 0, min: 0, max: 20, marker: 'casualties-italian', group: 'morale' },
  { id: 'casualtiesAustroHungarian', label: 'Austro-Hungarian casualties this turn', rule: '10.2', kind: 'number', default: 0, min: 0, max: 20, marker: 'casualties-austro-hungarian', group: 'morale' },
  { id: 'airRecon', label: 'Hexes under successful air recon', rule: '16.8', kind: 'hexes', default: [], group: 'events' },
  { id: 'towns', label: 'Town hexes', rule: 'TEC', kind: 'hexes', default: [], group: 'map' },
  { id: 'cities', label: 'City hexes', rule: 'TEC', kind: 'hexes', default: [], group: 'map' },
  { id: 'vpHexes', label: 'VP hexes', rule: '5.2', kind: 'hexes', default: [], group: 'map' },
  { id: 'supplyCentralPowers', label: 'Central Powers supply sources', rule: '14.2', kind: 'hexes', default: [], group: 'map' },
  { id: 'supplyAllies', label: 'Allied supply sources', rule: '14.2', kind: 'hexes', default: [], group: 'map' },
  {
    id: 'westEdgeSupply', label: 'Western map edge supplies the Allies', rule: '14.2', kind: 'flag', default: true, group: 'map',
    help: 'Reads every hex of the grid’s first column as the western edge. 14.2 counts only edge hexes on the Allied side of the front line: if your grid’s first column is not the western edge, or the front line reaches it, switch this off and mark those edge hexes as Allied supply sources.',
  },
  { id: 'coastal', label: 'Coastal hexes', rule: '16.7', kind: 'hexes', default: [], group: 'map' },
];

const read = valueReaders(values);
/** A number value (turn, morale…), whatever was stored. */
export const numberValue = read.number;
export const flagValue = read.flag;

export function phaseOf(view: RulesView): Phase {
  return (String(view.values.phase ?? 'movement') as Phase) || 'movement';
}

/** A `hexes` value as cell keys, once per view: the kit's `markedSet`. */
export { markedSet };

/** A `hexes` value as cell keys ("col,row"), in a set of the caller's own. */
export function markedCells(view: RulesView, id: string): Set<string> {
  return new Set(markedSet(view, id));
}

/** A `turns` value as numbers. */
export function turnsValue(view: RulesView, id: string): number[] {
  const raw = view.values[id];
  return (Array.isArray(raw) ? raw : []).map(Number).filter(Number.isFinite);
}

/** A `text` value holding a list of counter names ("50 Div; 46 Div"), as names. */
export function namesValue(view: RulesView, id: string): string[] {
  const raw = view.values[id];
  return typeof raw === 'string' ? raw.split(';').map((n) => n.trim()).filter((n) => n !== '') : [];
}

/** A list of counter names as a `text` value holds it. */
export const namesText = (names: readonly string[]): string => names.join('; ');
