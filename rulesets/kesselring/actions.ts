/**
 * Actions and their AP costs (6.0 and the rules each action cites), and what follows an Action
 * Segment (6.1): the sides alternate, one action per segment, the phase ends when both pass in a
 * row or both have spent all their AP. The kit's `judgeSegment` adds up what a segment costs each
 * side and warns when a side spends more than it holds (5.2).
 */
import type { Finding } from '../../src/rules/kit';
import type { ActionPointsSpec, ActionSpec, RulesView, ValueChange } from '../../src/rules/types';
import { declareOpenCity } from './openCities';
import { notInUse } from './optional';
import { ALLIES, AXIS, otherSide } from './units';
import { flagValue, numberValue, phaseOf, textValue, turnOf } from './values';

const fixed = (ap: number) => () => ap;

/** 25.1: no more than three fortifications a side in one GT. */
const fortsValue = (side: string): string => (side === AXIS ? 'fortsAxis' : 'fortsAllies');

/** 14.2.2: once Naval Interdiction is in effect the Axis can no longer transfer or evacuate by sea. */
function interdicted(view: RulesView, side: string, name: string, rule: string): Finding[] {
  return side === AXIS && flagValue(view, 'interdiction') ? [{ severity: 'illegal', rule: '14.2.2', text: `Naval Interdiction is in effect: the Axis can no longer conduct ${name} (${rule})` }] : [];
}

/** The actions of the Action Points Expenditure Table, each with the rule that prices it. */
export const actionList: readonly ActionSpec[] = [
  { id: 'move', name: 'Movement', rule: '13.1', cost: fixed(1) },
  { id: 'attack', name: 'Attack', rule: '15.2', cost: fixed(1) },
  { id: 'reinforce', name: 'Reinforcement', rule: '7.2', cost: fixed(1) },
  { id: 'garrison', name: 'Deploy a garrison', rule: '7.5', cost: fixed(1) },
  { id: 'demobilize', name: 'Demobilize a garrison', rule: '7.5.1', cost: fixed(1) },
  { id: 'regroup', name: 'Regroup', rule: '8.2.1', cost: fixed(1) },
  { id: 'transfer', name: 'Naval Transfer', rule: '14.1', cost: fixed(1), check: (view, side) => interdicted(view, side, 'Naval Transfer', '14.1') },
  { id: 'evacuate', name: 'Naval Evacuation', rule: '14.1.3', cost: fixed(2), check: (view, side) => interdicted(view, side, 'Naval Evacuation', '14.1.3') },
  {
    id: 'interdict', name: 'Naval Interdiction', rule: '14.2.1', cost: fixed(2), sides: [ALLIES],
    check(view) {
      if (flagValue(view, 'interdiction')) return [{ severity: 'warning', rule: '14.2.1', text: 'Naval Interdiction is already in effect for the rest of the game: no further roll is needed' }];
      return numberValue(view, 'interdictionTried') === turnOf(view) ? [{ severity: 'illegal', rule: '14.2.1', text: `the Allies already attempted Naval Interdiction on GT ${turnOf(view)}: once per GT` }] : [];
    },
    changes: (view) => [{ id: 'interdictionTried', value: turnOf(view), why: 'an interdiction attempt this GT (14.2.1); roll it in Rolls' }],
  },
  { id: 'invade', name: 'Amphibious Invasion', rule: '18.3', cost: fixed(2), sides: [ALLIES] },
  {
    id: 'airborne', name: 'Airborne Assault', rule: '19.2, 33.1', cost: (_view, side) => (side === AXIS ? 2 : 1),
    // 19.3 Axis parachute units drop only under 33.0 "in the same manner as Allied units (19.0)"
    check: (view, side) => (side === AXIS ? notInUse(view, 'axis-airborne', 'An Axis airborne drop (2 AP, 33.1; otherwise Axis parachute units move by Air Transport, 19.3)') : []),
  },
  { id: 'air-transport', name: 'Air Transport', rule: '21.4', cost: fixed(1) },
  { id: 'air-base', name: 'Air units to or from an airfield', rule: '20.1', cost: fixed(1) },
  { id: 'bombard', name: 'Bombardment', rule: '21.2.1', cost: fixed(1) },
  {
    id: 'fortify', name: 'Build a fortification', rule: '25.2', cost: fixed(1),
    check(view, side, count) {
      const built = numberValue(view, fortsValue(side));
      return built + count > 3 ? [{ severity: 'illegal', rule: '25.1', text: `${side} already built ${built} fortification${built === 1 ? '' : 's'} this GT: no more than three a GT` }] : [];
    },
    changes: (view, side, count): ValueChange[] => [{ id: fortsValue(side), value: numberValue(view, fortsValue(side)) + count, why: 'fortifications built this GT (25.1)' }],
  },
  { id: 'strategic', name: 'Strategic Movement (optional 32)', rule: '32.2', cost: fixed(1), check: (view) => notInUse(view, 'strategic-movement', 'Strategic Movement') },
  { id: 'open-city', name: 'Declare an Open City (optional 34)', rule: '34.1', cost: fixed(1), sides: [AXIS], check: (view) => [...notInUse(view, 'open-cities', 'Declaring an Open City'), ...declareOpenCity(view)] },
  { id: 'intercept', name: 'Interception', rule: '21.3.1', cost: fixed(1), extra: true },
  {
    id: 'gunfire', name: 'Naval Gunfire', rule: '22.2', cost: fixed(1), extra: true, sides: [ALLIES],
  },
];

/** 6.1: whose segment it is, passes in a row, and the end of the Action Phase. */
function afterSegment(view: RulesView, plan: { side: string; action: string }, spend: Readonly<Record<string, { after: number }>>) {
  const findings: Finding[] = [];
  const lines: string[] = [];
  const changes: ValueChange[] = [];
  if (phaseOf(view) !== 'action') findings.push({ severity: 'warning', rule: '6.1', text: 'Actions are taken in the Action Phase; the phase set is another one' });
  const next = textValue(view, 'nextSide');
  if (next !== '' && next !== plan.side) findings.push({ severity: 'warning', rule: '6.1', text: `it is the ${next}' segment: the sides alternate, and the side with the Initiative goes first` });
  const other = otherSide(plan.side);
  const bothPassed = plan.action === 'pass' && textValue(view, 'passedLast') === other;
  const allSpent = spend[ALLIES].after === 0 && spend[AXIS].after === 0;
  if (bothPassed || allSpent) {
    lines.push(bothPassed ? 'Both sides passed in a row: the Action Phase ends and the GT is complete (6.1, 6.2).' : 'Both sides have spent all their AP: the Action Phase ends (6.1, 6.2).');
    changes.push({ id: 'phase', value: 'end', why: 'the Action Phase is over (6.2)' }, { id: 'passedLast', value: 'none', why: 'a new phase' });
    return { lines, findings, changes };
  }
  if (plan.action === 'pass') lines.push(`${plan.side} pass${plan.side === AXIS ? 'es' : ''}: if the ${other} pass too, the GT ends; a side may act again after a pass if the other did not pass (6.1).`);
  changes.push(
    { id: 'passedLast', value: plan.action === 'pass' ? plan.side : 'none', why: plan.action === 'pass' ? `${plan.side} passed` : 'an action was taken' },
    { id: 'nextSide', value: other, why: 'the sides alternate segments (6.1)' },
  );
  return { lines, findings, changes };
}

export const actionPoints: ActionPointsSpec = {
  name: 'Action points',
  rule: '5.2',
  sides: [ALLIES, AXIS],
  pointsOf: { [ALLIES]: 'apAllies', [AXIS]: 'apAxis' },
  maximum: (view) => (numberValue(view, 'apMax') > 0 ? numberValue(view, 'apMax') : null),
  actions: actionList,
  afterSegment,
};
