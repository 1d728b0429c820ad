/**
 * The Random Events Chart (6.0) as data: every A and B event, the turns its cup is drawn on, what
 * it does, whether its marker leaves play after it is drawn, which roll it asks for, and the game
 * values it changes, so the panel can explain a drawn marker and offer to set the values. The
 * rules do not say how many of each marker the cups hold, so no counts are given here.
 */
import type { RuleValue, RulesView } from '../../src/rules/types';
import { clampMorale } from './morale';
import { numberValue } from './values';

/** 6.1: the two sets of event markers. */
export type Cup = 'A' | 'B';

/** A game value an event sets (`set`) or moves by a number of levels (`add`, morale). */
export type ValueChange = { id: string; set: RuleValue } | { id: string; add: number };

/** One line of the Random Events Chart. */
export interface RandomEvent {
  /** As printed on the chart. */
  name: string;
  cup: Cup;
  /** The game turns its cup is drawn on (6.1). */
  turns: readonly [number, number];
  /** The chart's text, in short. */
  effect: string;
  /** The marker is removed from play after it is drawn (6.2). */
  onceOnly: boolean;
  /** The id of the roll (rolls.ts) the event asks for, if any. */
  roll?: string;
  changes: readonly ValueChange[];
  rule: string;
}

const A_TURNS = [2, 6] as const;
const B_TURNS = [7, 13] as const;

const hunger = (cup: Cup): RandomEvent => ({
  name: 'Hunger', cup, turns: cup === 'A' ? A_TURNS : B_TURNS, effect: 'Decrease Austro-Hungarian morale by 1.', onceOnly: false,
  changes: [{ id: 'moraleAustroHungarian', add: -1 }], rule: '6.0, 10.0',
});

/** The Random Events Chart, A events (GTs 2–6) then B events (GTs 7–13). */
export const randomEvents: readonly RandomEvent[] = [
  {
    name: 'Rommel', cup: 'A', turns: A_TURNS, onceOnly: true, rule: '6.0',
    effect: 'During the 2nd Combat Sub-phase, any German assault infantry unit or stack receives a +1 DRM when attacking.',
    changes: [{ id: 'rommel', set: true }],
  },
  hunger('A'),
  { name: 'Brest-Litovsk', cup: 'A', turns: A_TURNS, onceOnly: true, rule: '6.0, 13.2', effect: 'Add 2 Austro-Hungarian RPs this turn.', changes: [] },
  {
    name: 'Torrential Rain', cup: 'A', turns: A_TURNS, onceOnly: false, rule: '6.0, 7.11',
    effect: 'Movement costs are doubled in clear (plain), rough and marsh hexes.', changes: [{ id: 'torrentialRain', set: true }],
  },
  { name: 'No Event', cup: 'A', turns: A_TURNS, onceOnly: false, rule: '6.0', effect: 'Nothing happens.', changes: [] },
  hunger('B'),
  {
    name: 'Mandatory Offensive', cup: 'B', turns: B_TURNS, onceOnly: false, rule: '6.0',
    effect: 'Increase Austro-Hungarian morale by 1. The Central Powers must launch attacks involving a total of 10 or more steps, in either or both Combat Sub-phases; if 10 steps are not available, as many as are available must attack.',
    changes: [{ id: 'moraleAustroHungarian', add: 1 }],
  },
  {
    name: 'Mine Warfare', cup: 'B', turns: B_TURNS, onceOnly: false, rule: '6.0', roll: 'mine-warfare',
    effect: 'Select a hex in Italy occupied by Italian units and adjacent to Austro-Hungarian units, and roll 1d6: 1–4, one Italian step is eliminated (Allied choice). May be used before an attack on that hex; if the hex is emptied, adjacent Central Powers units may advance into it (not an E result).',
    changes: [],
  },
  { name: 'Diaz Reforms', cup: 'B', turns: B_TURNS, onceOnly: true, rule: '6.0', effect: 'Increase Italian morale by 1.', changes: [{ id: 'moraleItalian', add: 1 }] },
  {
    name: 'Kaiserschlacht', cup: 'B', turns: B_TURNS, onceOnly: true, rule: '6.0, 13.3', roll: 'kaiserschlacht',
    effect: 'Roll 1d6: 1–4, withdraw half of the British and French ground units (rounded up); 5–6, also withdraw all British and French air units and roll 1d6 for each remaining British and French division: 1–2, it is withdrawn.',
    changes: [],
  },
  {
    name: 'Influenza', cup: 'B', turns: B_TURNS, onceOnly: false, rule: '6.0, 10.0', roll: 'influenza',
    effect: 'Roll 1d6 for all Allied units: 1–3, eliminate 2 steps; 4–6, eliminate 3 steps (owner’s choice). Repeat for the Central Powers. Eliminated steps count against Italian and Austro-Hungarian morale.',
    changes: [],
  },
];

/** 6.1, 6.2: the cup drawn from on a game turn; none on GT 1. */
export function cupFor(turn: number): Cup | null {
  if (turn <= 1) return null;
  return turn <= A_TURNS[1] ? 'A' : 'B';
}

/** A name as players might type it: lower case, letters only, no accents or split ligatures. */
function squash(name: string): string {
  return name.normalize('NFKD').toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * The event a drawn marker names, matched loosely ("torrential rain", "Brest Litovsk", "Infl uenza",
 * "kaiser"): exact first, then a name that starts with what was typed. Hunger is in both cups;
 * `turn` picks the cup in play (B from GT 7), else the A event is returned.
 */
export function eventByName(name: string, turn?: number): RandomEvent | null {
  const typed = squash(name);
  if (typed === '') return null;
  const cup = turn === undefined ? 'A' : (cupFor(turn) ?? 'A');
  const ranked = [...randomEvents].sort((a, b) => Number(b.cup === cup) - Number(a.cup === cup));
  return ranked.find((e) => squash(e.name) === typed) ?? ranked.find((e) => squash(e.name).startsWith(typed)) ?? null;
}

/** The values an event sets, as they would read after it: morale moves held within +2…−4 (10.3). */
export function eventValueChanges(view: RulesView, event: RandomEvent): Record<string, RuleValue> {
  const out: Record<string, RuleValue> = {};
  for (const change of event.changes) {
    if ('set' in change) out[change.id] = change.set;
    else out[change.id] = clampMorale(numberValue(view, change.id) + change.add);
  }
  return out;
}

/** The event explained for the panel: what it does, whether its marker leaves play, a wrong-cup warning. */
export function explainEvent(event: RandomEvent, turn: number): string[] {
  const lines = [`${event.name} (${event.cup} event): ${event.effect} (${event.rule})`];
  lines.push(event.onceOnly ? 'Remove the marker from play after it is drawn (6.2).' : 'The marker stays in play: only markers the chart marks are removed (6.2).');
  const cup = cupFor(turn);
  if (cup === null) lines.push('No event marker is played on GT 1 (6.2).');
  else if (cup !== event.cup) lines.push(`GT ${turn} draws from the ${cup} cup, not the ${event.cup} cup (6.1, 6.2).`);
  return lines;
}
