/**
 * Reading the turn's digest (`RulesView.turn`, src/rules/digestTypes.ts) the way rules count: the
 * events since a phase or an Operation began, the value a setting had when something happened,
 * and the rolls made for one purpose. Pure functions over the view.
 */
import type { DigestEvent, RollEvent, RulesView, ValueEvent } from '../types';

/** The turn's events so far; none when the view carries no digest. */
export const turnEvents = (view: RulesView): readonly DigestEvent[] => view.turn?.events ?? [];

const isValueOf = (e: DigestEvent, ids: readonly string[]): e is ValueEvent => e.kind === 'value' && ids.includes(e.id);

/**
 * The events after the last time one of the values `ids` was set this turn (all the turn's when
 * none was): what happened since a segment or an Operation began, the setting being its start.
 */
export function eventsSinceSet(view: RulesView, ids: readonly string[]): readonly DigestEvent[] {
  const events = turnEvents(view);
  for (let i = events.length - 1; i >= 0; i--) if (isValueOf(events[i], ids)) return events.slice(i + 1);
  return events;
}

/**
 * The value `id` had when event `index` happened, as the log states it: the last time it was set
 * before that event; else, when it was not set later in the turn either, the value now; else null
 * (it changed later this turn, and what it was before is not in the turn's records). Null too when
 * it was last reset to its default: the log does not say what that was.
 */
export function valueWhen(view: RulesView, id: string, index: number): string | null {
  const events = turnEvents(view);
  for (let i = Math.min(index, events.length) - 1; i >= 0; i--) {
    const e = events[i];
    if (isValueOf(e, [id])) return e.value;
  }
  if (events.slice(index).some((e) => isValueOf(e, [id]))) return null;
  const now = view.values[id];
  return now === undefined ? null : Array.isArray(now) ? now.join(', ') : typeof now === 'boolean' ? (now ? 'yes' : 'no') : String(now);
}

/** The rules assistant's rolls among `events` made for `purpose` (a roll's name, as the ruleset declares it). */
export function assistantRolls(events: readonly DigestEvent[], purpose: string): RollEvent[] {
  return events.filter((e): e is RollEvent => e.kind === 'roll' && e.assistant && e.purpose === purpose);
}
