/**
 * The Events Segment (5.1, 28.0): each side, the Allies first, rolls 1d6 on its own Events Table.
 * Each event occurs once a game: a repeat is ignored and not rolled again (28.0), so the die
 * results that occurred are kept in `alliedEvents` / `axisEvents`. The segment is omitted in the
 * first GT of each scenario (4.1, 27.1, 27.2). What the text gives as numbers becomes changes the
 * players may apply: AP (5.2, held within the track), the initiative (5.3); the rest is said.
 */
import { lookup } from '../../src/rules/kit';
import type { OffMapPiece, RollSpec, RulesUnit, RulesView, ValueChange } from '../../src/rules/types';
import { apBy, apOf } from './apTrack';
import { objectiveKeys, occupiedBy, piecesIn } from './occupation';
import { isFirstTurn, setupOf } from './scenarios';
import { alliedEvents, axisEvents } from './tables';
import { isKgTf } from './kampfgruppen';
import { inUse } from './optional';
import { ALLIES, AXIS, isAir, isDivision, isItalian, sideOf, textAttr, typeOf, unitsOnly } from './units';
import { flagValue, numbersValue, turnOf } from './values';

/** The value recording a side's events that have occurred (die results). */
export const eventsValueOf = (side: string): string => (side === AXIS ? 'axisEvents' : 'alliedEvents');

/** The event a die result gives, as the shipped table prints it, or null off the table. */
export function eventText(side: string, roll: number): string | null {
  const data = (side === AXIS ? axisEvents : alliedEvents).data;
  return data && Number.isInteger(roll) && roll >= 1 && roll <= 6 ? (lookup(data, 0, roll)?.cell ?? null) : null;
}

/** The event's name: its text up to the colon ("SHAEF Support"). */
export const eventName = (side: string, roll: number): string => (eventText(side, roll) ?? '').split(':')[0];

type Piece = Pick<RulesUnit, 'name' | 'attrs'>;

/**
 * 9.2: units an event may withdraw, on the map or in the side's Staging Area; Allied withdrawals
 * only from British and US units, Axis withdrawals only from German units.
 */
function candidates(view: RulesView, side: string, test: (p: Piece) => boolean): string[] {
  const nations = side === ALLIES ? ['us', 'british'] : ['german'];
  // 31.3 KG and TF may not be used to satisfy withdrawal requirements
  const fits = (p: Piece) => sideOf(p) === side && nations.includes(textAttr(p, 'nationality').toLowerCase()) && !isKgTf(p) && test(p);
  const onMap = unitsOnly(view).filter(fits).map((u) => `${u.name} (${view.map.label(u.cell)})`);
  const staged = piecesIn(view, 'staging', side).filter(fits).map((p) => `${p.name} (Staging Area)`);
  return [...onMap, ...staged];
}

/**
 * An event's withdrawal, or why it is ignored: 37.1 "All Allied unit withdrawals, when called for on
 * either the Withdrawals Chart or Events Table, are ignored"; 36.2 "Any event mandating the
 * withdrawal of German air units is ignored".
 */
function withdrawLine(view: RulesView, side: string, what: string, test: (p: Piece) => boolean, germanAir = false): string {
  if (side === ALLIES && inUse(view, 'mediterranean-gambit')) return `${what}: ignored, Allied unit withdrawals are ignored under the Mediterranean Gambit (37.1).`;
  if (germanAir && inUse(view, 'victory-south')) return `${what}: ignored, an event mandating the withdrawal of German air units is ignored under Victory in the South (36.2).`;
  const found = candidates(view, side, test);
  return found.length > 0
    ? `${what}: ${found.join(', ')} (9.1, 9.2).`
    : `${what}: none on the map or in the Staging Area, so this withdrawal is ignored (9.2).`;
}

const isType = (...types: string[]) => (p: Piece) => types.includes(typeOf(p));
const divisionOf = (...types: string[]) => (p: Piece) => isType(...types)(p) && isDivision(p);

/** 28.0 Morale: the Allies get the 2 AP only when they occupy strictly more Objective hexes than the Axis. */
export function moraleSide(view: RulesView): { side: string; allies: number; axis: number } {
  const objectives = objectiveKeys(view);
  const allies = occupiedBy(view, ALLIES, objectives).length;
  const axis = occupiedBy(view, AXIS, objectives).length;
  return { side: allies > axis ? ALLIES : AXIS, allies, axis };
}

/** What an event does now: lines for the players and the values it changes. */
export function eventEffects(view: RulesView, side: string, roll: number): { lines: string[]; changes: ValueChange[] } {
  const name = eventName(side, roll);
  const lines: string[] = [];
  const changes: ValueChange[] = [];
  const ap = (s: string, delta: number) => {
    const change = apBy(view, s, delta, `${name} (28.0)`);
    changes.push(change);
    lines.push(`${s} AP ${apOf(view, s)} → ${String(change.value)}.`);
  };
  const key = `${side === AXIS ? 'X' : 'A'}${roll}`;
  if (key === 'A1') lines.push(withdrawLine(view, ALLIES, 'Allied armored divisions', divisionOf('armor')));
  if (key === 'A2') {
    lines.push(withdrawLine(view, ALLIES, 'Allied infantry divisions', divisionOf('infantry', 'motorized-infantry')));
    lines.push(withdrawLine(view, ALLIES, 'Allied airborne divisions', divisionOf('airborne')));
    const amphibs = piecesIn(view, 'staging', ALLIES).filter(isType('amphibious')).map((p) => p.name);
    lines.push(amphibs.length > 0 ? `Amphibs available to recycle two GT (to GT ${turnOf(view) + 2}): ${amphibs.join(', ')} (8.3).` : 'No Amphib in the Staging Area to recycle: that part is ignored.');
  }
  if (key === 'A3') ap(ALLIES, -2);
  if (key === 'A5') ap(ALLIES, 4);
  if (key === 'A6') {
    const m = moraleSide(view);
    lines.push(`Objective hexes occupied: Allies ${m.allies}, Axis ${m.axis}${m.side === AXIS ? ' — not more for the Allies, so the 2 AP go to the Axis' : ''}.`);
    ap(m.side, 2);
  }
  if (key === 'X1') {
    lines.push(withdrawLine(view, AXIS, 'German panzer or parachute divisions', divisionOf('armor', 'airborne')));
    lines.push(withdrawLine(view, AXIS, 'German air units', isAir, true));
  }
  if (key === 'X2') lines.push(withdrawLine(view, AXIS, 'German TAC air units (two)', isType('tac'), true));
  if (key === 'A4' || key === 'X4') lines.push('The unit comes at no AP cost (7.2) and deploys as a reinforcement (7.3, 7.4).');
  if (key === 'X3') ap(AXIS, -1);
  if (key === 'X5') {
    changes.push({ id: 'initiative', value: AXIS, why: 'OB Sudwest: the Axis has the Initiative this GT (28.0, 5.3)' }, { id: 'nextSide', value: AXIS, why: 'the side with the Initiative takes the first Action Segment (6.1)' });
    const surrendered = flagValue(view, 'italianSurrender');
    const pool = piecesIn(view, 'withdrawn', AXIS).filter((p: OffMapPiece) => !(surrendered && isItalian(p)));
    lines.push(pool.length > 0 ? `In the Axis Withdrawn display${surrendered ? ' (no Italian units after the surrender)' : ''}: ${pool.map((p) => p.name).join(', ')}.` : 'No unit to select in the Axis Withdrawn display.');
  }
  if (key === 'X6') ap(AXIS, 2);
  return { lines, changes };
}

/** 5.1, 28.0: one side's Events roll. */
export function eventsRoll(side: string): RollSpec {
  const values = eventsValueOf(side);
  const occurred = (view: RulesView) => numbersValue(view, values);
  return {
    id: side === AXIS ? 'events-axis' : 'events-allies',
    name: `${side === AXIS ? 'Axis' : 'Allied'} Events`,
    rule: '5.1, 28.0',
    die: '1d6',
    modifiers: () => [],
    outcome(roll, view) {
      const text = eventText(side, roll);
      if (!text) return `${roll} is not on the Events Table (1–6).`;
      const notes: string[] = [];
      if (isFirstTurn(view)) notes.push(`Warning: the Events Segment is omitted in the first GT of each scenario, GT ${setupOf(view).firstTurn} here (4.1, 27.1, 27.2).`);
      if (occurred(view).includes(roll)) return [`${roll} ${eventName(side, roll)}: already occurred: ignored, no re-roll (28.0).`, ...notes].join(' ');
      const effects = eventEffects(view, side, roll);
      return [`${roll} ${text}.`, ...effects.lines, ...notes, 'Each event occurs once a game (5.1, 28.0).'].join(' ');
    },
    changes(roll, view) {
      if (!eventText(side, roll) || occurred(view).includes(roll)) return [];
      const record = [...new Set([...occurred(view), roll])].sort((a, b) => a - b).map(String);
      return [{ id: values, value: record, why: `${eventName(side, roll)} has occurred: once a game (28.0)` }, ...eventEffects(view, side, roll).changes];
    },
  };
}
