/**
 * Kesselring's War's rolls besides ground combat: the Events (5.1, 28.0), the Action Points each
 * side receives (5.2.1) or starts with (27.1), Naval Interdiction (14.2.1), airborne drops (19.2),
 * the Air Combat Table (airCombat.ts), the rolls that recycle units (recycling.ts) and those of
 * the scenarios' special rules and Operation Achse (surrender.ts). Rolls that change a game value
 * (AP, an event that occurred, interdiction) offer the change; nothing is set until applied.
 */
import { lookup, typedTable, type Modifier } from '../../src/rules/kit';
import type { RollSpec, RulesView } from '../../src/rules/types';
import { airRolls } from './airCombat';
import { apBy, apOf, apTo } from './apTrack';
import { eventsRoll } from './events';
import { garrisonedObjectives, hexList } from './occupation';
import { inUse } from './optional';
import { recyclingRolls } from './recycling';
import { setupOf, skipsApSegment } from './scenarios';
import { surrenderRolls } from './surrender';
import { ALLIES, AXIS } from './units';
import { flagValue, numberValue, scenarioOf, turnOf } from './values';

const sides = [{ value: ALLIES, label: 'Allies' }, { value: AXIS, label: 'Axis' }];
const sideOfChoice = (choice: string | undefined): string | null => (choice === ALLIES || choice === AXIS ? choice : null);

/** 5.2.1 a: the Staging Area's AP. */
export const stagingAp: Readonly<Record<string, number>> = { [ALLIES]: 6, [AXIS]: 2 };

/** 27.2: on GT 3 of Scenario II the starting AP stand for the Staging Area's. */
const gt3OfScenarioTwo = (view: RulesView): boolean => scenarioOf(view) === '2' && turnOf(view) === 3;

/** 5.2.1 (27.1 on GT 1 of Scenario I): what the side adds to its die. */
export function apModifiers(view: RulesView, side: string): Modifier[] {
  if (skipsApSegment(view)) {
    const fixed = side === AXIS ? setupOf(view).axis.startingAp.fixed : setupOf(view).allies.startingAp.fixed;
    return [{ id: 'starting', kind: 'drm', value: fixed, reason: `Scenario I starting AP: ${fixed} plus one die; no AP Segment on GT 1`, rule: '27.1, 4.1' }];
  }
  const mods: Modifier[] = [];
  if (!gt3OfScenarioTwo(view)) mods.push({ id: 'staging', kind: 'drm', value: stagingAp[side], reason: `the ${side === AXIS ? 'Axis' : 'Allied'} Staging Area`, rule: '5.2.1 a' });
  const held = garrisonedObjectives(view, side);
  if (held.length > 0) mods.push({ id: 'garrisons', kind: 'drm', value: held.length, reason: `Objective hexes with a friendly garrison, full or reduced: ${hexList(view, held)}`, rule: '5.2.1 b' });
  return mods;
}

const actionPointsRoll: RollSpec = {
  id: 'action-points', name: 'Action Points', rule: '5.2.1', die: '1d6', choiceLabel: 'Side',
  choices: () => sides,
  modifiers: (view, choice) => (sideOfChoice(choice) ? apModifiers(view, choice!) : []),
  outcome(total, view, choice) {
    const side = sideOfChoice(choice);
    if (!side) return 'Choose the side first.';
    const change = actionPointsChange(total, view, side);
    if (skipsApSegment(view)) return `${side} start Scenario I with ${String(change.value)} AP (27.1).`;
    const notes = [`${side} receive ${total} AP: ${apOf(view, side)} → ${String(change.value)} (5.2.1). Unused AP carry over (5.2).`];
    if (gt3OfScenarioTwo(view)) notes.push(`No AP for the Staging Area on GT 3: the starting ${side === AXIS ? setupOf(view).axis.startingAp.fixed : setupOf(view).allies.startingAp.fixed} AP stand for them (27.2).`);
    notes.push('AP from the Events Table are applied with the event (5.2.1 c).');
    return notes.join(' ');
  },
  changes(total, view, choice) {
    const side = sideOfChoice(choice);
    return side ? [actionPointsChange(total, view, side)] : [];
  },
};

function actionPointsChange(total: number, view: RulesView, side: string) {
  return skipsApSegment(view) ? apTo(view, side, total, 'Scenario I starting AP (27.1)') : apBy(view, side, total, `AP received on GT ${turnOf(view)} (5.2.1)`);
}

/** 14.2.1: success when the roll is ≤ the turn number. */
const interdictionRoll: RollSpec = {
  id: 'interdiction', name: 'Allied Naval Interdiction', rule: '14.2.1', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    const turn = turnOf(view);
    if (flagValue(view, 'interdiction')) return 'Naval Interdiction is already in effect for the rest of the game: no roll is needed (14.2.1).';
    const notes = [roll <= turn
      ? `${roll} ≤ GT ${turn}: Interdiction succeeds. Place the Naval Interdiction marker in the box on the Allied AP Track; it stays in effect for the rest of the game. The Axis can no longer conduct Naval Transfer nor Naval Evacuation; crossing the Strait of Messina is unaffected (14.2.1, 14.2.2).`
      : `${roll} > GT ${turn}: Interdiction fails; the Allies may try again on a later GT (14.2.1).`];
    if (numberValue(view, 'interdictionTried') === turn) notes.push(`Note: an attempt is already recorded for GT ${turn}: roll once for the attempt paid for (2 AP); a second attempt this GT is not allowed (14.2.1).`);
    notes.push('An Allied action only (14.2).');
    return notes.join(' ');
  },
  changes(roll, view) {
    if (flagValue(view, 'interdiction')) return [];
    const tried = { id: 'interdictionTried', value: turnOf(view), why: `an interdiction attempt on GT ${turnOf(view)}: once per GT (14.2.1)` };
    return roll <= turnOf(view) ? [{ id: 'interdiction', value: true, why: 'Naval Interdiction succeeded: in effect for the rest of the game (14.2.1)' }, tried] : [tried];
  },
};

/** 19.2: the players' Airborne Drop Table. */
const dropRoll: RollSpec = {
  id: 'airborne-drop', name: 'Airborne drop', rule: '19.2, 33.1', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    const table = typedTable(view, 'drop');
    const read = table ? lookup(table, 0, roll) : null;
    const result = !table ? `Type the Airborne Drop Table in from your chart (rules assistant panel → tables) to read ${roll}.` : read?.cell ? `${read.cell}.` : `The Airborne Drop Table has nothing typed for ${roll}.`;
    return [
      result,
      'Apply your chart\'s DRM (19.2). One airborne unit a drop, into a hex without enemy ground units and not Mountain/Volcano; it may attack from an EZOC but not with other units, and is in supply that segment; never intercepted (19.1).',
      inUse(view, 'axis-airborne')
        ? 'Allied drops cost 1 AP (19.2), Axis drops 2 AP (33.1).'
        : 'Allied drops cost 1 AP (19.2). Axis parachute units drop only with optional rule 33 (2 AP, 33.1), which is not switched on: they use Air Transport (19.3).',
    ].join(' ');
  },
};

export const rolls: readonly RollSpec[] = [
  eventsRoll(ALLIES), eventsRoll(AXIS), actionPointsRoll, interdictionRoll,
  ...airRolls, dropRoll, ...recyclingRolls, ...surrenderRolls,
];
