/**
 * Caporetto's game-wide values: the turn and sub-phase, weather and events in effect, both
 * armies' morale and casualties, and the marked hexes the map's art shows (towns, VP hexes,
 * supply sources). Turn, morale and casualties are read from their tracks when a marker sits on
 * one; everything can be set in the assistant panel. They live in the game document and sync.
 */
import type { RulesView, ValueSpec } from '../../src/rules/types';
import { markedSet } from '../../src/rules/kit';

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

/** A number value (turn, morale…), whatever was stored. */
export function numberValue(view: RulesView, id: string): number {
  const v = view.values[id] ?? values.find((s) => s.id === id)?.default;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

export function flagValue(view: RulesView, id: string): boolean {
  return (view.values[id] ?? values.find((s) => s.id === id)?.default) === true;
}

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
