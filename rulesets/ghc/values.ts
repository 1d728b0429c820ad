/**
 * German High Command's game-wide values as the player aid reads them: the turn and winter, the
 * four Air/Naval Control tracks (the three Front tracks and Germany, 3.1.2), the Strategic Warfare
 * dice and Technology markers (4.1), the political tracks (Unrest, Black Orchestra, Fanatism,
 * Resources), the USSR and USA at war (7.0), France and Italy (8.1, 8.2), the Reorganization of the
 * High Command (3.3.1), each position's Prestige, the replacement points (3.1.2) and Paratroops
 * (6.0). Every number value can be read from a marker of the same id on a track board, so moving
 * the marker sets it.
 */
import { valueReaders } from '../../src/rules/kit';
import type { RulesView, ValueChange, ValueSpec } from '../../src/rules/types';
import { positions } from './roles';

/** A number value read from its marker (`marker` = the value's id), within `min`–`max`. */
const track = (id: string, label: string, rule: string, group: ValueSpec['group'], min = 0, max = 99, help?: string): ValueSpec => ({
  id, label, ...(rule ? { rule } : {}), kind: 'number', default: Math.max(min, 0), min, max, marker: id, group, ...(help ? { help } : {}),
});
const flagOf = (id: string, label: string, rule: string, group: ValueSpec['group'], help?: string): ValueSpec => ({
  id, label, rule, kind: 'flag', default: false, group, ...(help ? { help } : {}),
});

/** The Air/Naval Control tracks by Front (3.1.2: "the 3 Front tracks, or Germany track"). */
export const controlTracks = [
  { id: 'airNavalWestern', front: 'Western' },
  { id: 'airNavalEastern', front: 'Eastern' },
  { id: 'airNavalSouthern', front: 'Southern' },
  { id: 'airNavalGermany', front: 'Germany' },
] as const;
export type ControlTrack = (typeof controlTracks)[number]['id'];

/**
 * The lowest and highest Air/Naval Control. The aid names no range; it reads the values 1 ("unless
 * already 1", 6.0) and 5 ("Air/Naval Control = 5", 6.0, 6.9), which are taken as the track's ends.
 */
export const CONTROL_MIN = 1;
export const CONTROL_MAX = 5;
const controlHelp = 'The aid reads the values 1 (6.0: the first plane costs −1 unless already 1) and 5 (6.0, 6.9: +1 white die at 5), taken here as the ends of the track: 1–5.';

/** 8.2 France's status. */
export const franceChoices = [
  { value: 'republic', label: 'Republic (Western faction)' },
  { value: 'vichy', label: 'Vichy (Areas 20-21-26 Neutral)' },
  { value: 'ffl', label: 'Forces Françaises Libres' },
] as const;
/** 8.1 Italy's status. */
export const italyChoices = [
  { value: 'independence', label: 'Independence' },
  { value: 'intervention', label: 'Intervention' },
  { value: 'occupation', label: 'Occupation' },
] as const;

/** The value holding a position's Prestige (the aid awards Prestige to positions: "+1 Prestige Head of Production", 4.1). */
export const prestigeOf = (role: string): string => `prestige-${role}`;

export const values: readonly ValueSpec[] = [
  track('turn', 'Turn', '', 'turn', 1),
  flagOf('winter', 'Winter', '6.0, 6.9', 'turn', 'Snow results, Allied and Axis dice modifications, Paratroops (6.0).'),
  ...controlTracks.map(({ id, front }) => track(id, `${front === 'Germany' ? 'Germany' : `${front} Front`} Air/Naval Control`, '3.1.2, 4.2, 6.0', 'turn', CONTROL_MIN, CONTROL_MAX, controlHelp)),
  track('strategicWarfare', 'Strategic Warfare (number of dice)', '4.1', 'turn', 0, 99, 'The number of Strategic Warfare dice rolled (4.1).'),
  track('technology', 'Technology markers', '4.1', 'turn', 0, 99, 'That many of the Strategic Warfare dice are grey, the rest white (4.1).'),
  track('replacementsWehrmacht', 'Wehrmacht replacement points', '3.1.2', 'turn'),
  track('replacementsLuftwaffe', 'Luftwaffe replacement points', '3.1.2', 'turn'),
  track('replacementsStrategic', 'Strategic Warfare replacement points', '3.1.2', 'turn'),
  track('paratroops', 'Paratroop marker', '6.0', 'turn', 0, 99, '0: no Paratroop marker. The Paratroops roll (1d6) is compared with it (6.0).'),
  track('resources', 'Resources', '4.7.1, 6.7', 'turn'),
  track('unrest', 'Unrest', '4.3.1, 10.0', 'morale'),
  track('blackOrchestra', 'Black Orchestra', '4.3.1', 'morale'),
  track('fanatism', 'Fanatism', '7.5', 'morale'),
  flagOf('reorganized', 'High Command reorganized', '3.3.1', 'morale', 'Section cards are on their Reorganized High Command sides; OKW keeps its Section card (5.2).'),
  ...positions.map((p) => track(prestigeOf(p.id), `Prestige: ${p.name}`, '4.1, 6.0, 10.0', 'morale', -99, 99)),
  flagOf('ussrAtWar', 'USSR at war', '7.0, 7.1', 'events'),
  track('ussrCommitment', 'USSR commitment', '7.0', 'events'),
  flagOf('usaAtWar', 'USA at war', '4.1, 7.0', 'events', 'Each blue star of the Strategic Warfare roll is then a Hit (4.1).'),
  track('usaCommitment', 'USA commitment', '7.0', 'events'),
  { id: 'france', label: 'France', rule: '8.2, 4.7.1.b', kind: 'choice', default: 'republic', group: 'events', choices: franceChoices },
  { id: 'italy', label: 'Italy', rule: '8.1', kind: 'choice', default: 'independence', group: 'events', choices: italyChoices },
];

const read = valueReaders(values);
export const numberValue = read.number;
export const flagValue = read.flag;
export const textValue = read.text;

export const specOf = (id: string): ValueSpec | undefined => values.find((v) => v.id === id);

/** A number value moved by `delta`, held within its spec's range; `why` cites the rule. */
export function moveBy(view: RulesView, id: string, delta: number, why: string): ValueChange {
  const spec = specOf(id);
  const next = numberValue(view, id) + delta;
  const value = Math.min(spec?.max ?? Infinity, Math.max(spec?.min ?? -Infinity, next));
  return { id, value, why: value === next ? why : `${why}; held at the track's ${value === spec?.max ? 'top' : 'bottom'}, ${value}` };
}

/** 4.1: the Strategic Warfare dice, grey for each Technology marker and white for the rest. */
export function swDice(view: RulesView): { grey: number; white: number } {
  const total = Math.max(0, numberValue(view, 'strategicWarfare'));
  const grey = Math.min(total, Math.max(0, numberValue(view, 'technology')));
  return { grey, white: total - grey };
}
