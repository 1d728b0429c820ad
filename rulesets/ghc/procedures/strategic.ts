/**
 * The strategic procedures: German Replacements (3.1.2: Wehrmacht, Luftwaffe and Strategic Warfare
 * points), Strategic Warfare (4.1: the Axis dice against the Western dice, the Strategic Event
 * cards, the tracks moved by the difference) and Movement (4.2: operational, strategic, air).
 */
import type { ProcedureAnswers, ProcedureSpec, RulesView, ValueChange } from '../../../src/rules/types';
import { ghcAreas } from '../areas';
import { MAX_EVENT_CARDS } from '../strategicRolls';
import { CONTROL_MAX, CONTROL_MIN, controlTracks, moveBy, numberValue, prestigeOf, swDice } from '../values';
import { changesStep, doStep, hitsOf, numberStep, symbolStep, tallyOf, typed } from './steps';

/** 3.1.2 "not in Isolated Areas": the areas of the map marked Isolated now. */
function isolatedNow(view: RulesView): string {
  if (!view.areaInfo?.length) return '';
  const names = ghcAreas(view).filter((a) => a.isolated).map((a) => a.name);
  return names.length ? ` Isolated now: ${names.join(', ')}.` : ' No Area is marked Isolated.';
}

const frontName = (front: string) => (front === 'Germany' ? 'the Germany track' : `the ${front} Front track`);

/** 3.1.2 a Luftwaffe point: +1 on one of the 3 Front tracks or the Germany track. */
const luftwaffe = controlTracks.map((t) => numberStep(`lw-${t.id}`, '3.1.2', (view) => `Luftwaffe points for ${frontName(t.front)} (${numberValue(view, 'replacementsLuftwaffe')} in all; +1 each)`, 0, { min: 0, max: CONTROL_MAX - CONTROL_MIN }));
const placed = (view: RulesView, a: ProcedureAnswers) => luftwaffe.reduce((n, s) => n + typed(s)(view, a), 0);

export const replacements: ProcedureSpec = {
  id: 'replacements', name: 'German Replacements', rule: '3.1.2',
  steps: [
    doStep('wehrmacht', '3.1.2', (view) => `${numberValue(view, 'replacementsWehrmacht')} Wehrmacht point(s), each: deploy 1 Reduced army from the Army Pool, or replace 1 Reduced army with a Regular army from the Army Pool, or 1 Regular army with a Panzer army from the Army Pool. Not in Isolated Areas (3.1.2).${isolatedNow(view)}`),
    ...luftwaffe,
    doStep('luftwaffe-over', '3.1.2', (view, a) => `${placed(view, a)} Luftwaffe points placed: more than the ${numberValue(view, 'replacementsLuftwaffe')} held (3.1.2).`, (view, a) => placed(view, a) > numberValue(view, 'replacementsLuftwaffe')),
    changesStep('luftwaffe-changes', '3.1.2', 'Raise the Air/Naval Control tracks', (view, a) =>
      controlTracks.flatMap((t, i) => {
        const n = typed(luftwaffe[i])(view, a);
        return n > 0 ? [moveBy(view, t.id, n, `Luftwaffe replacements: +${n} on ${frontName(t.front)} (3.1.2)`)] : [];
      }),
    (view, a) => placed(view, a) > 0),
    changesStep('strategic-changes', '3.1.2', (view) => `${numberValue(view, 'replacementsStrategic')} Strategic Warfare point(s): +1 Strategic Warfare track each`, (view) => [moveBy(view, 'strategicWarfare', numberValue(view, 'replacementsStrategic'), 'Strategic Warfare replacements: +1 per point (3.1.2)')], (view) => numberValue(view, 'replacementsStrategic') > 0),
  ],
};

const axisHits = (a: ProcedureAnswers) => hitsOf(a, 'axis') ?? 0;
const westernHits = (a: ProcedureAnswers) => hitsOf(a, 'western') ?? 0;
const bothRolled = (a: ProcedureAnswers) => hitsOf(a, 'axis') !== null && hitsOf(a, 'western') !== null;
const cardsDrawn = (a: ProcedureAnswers) => Math.min(MAX_EVENT_CARDS, tallyOf(a, 'axis', 'card') + tallyOf(a, 'western', 'card'));
const difference = (a: ProcedureAnswers) => westernHits(a) - axisHits(a);

const toStrategic = numberStep('toStrategicWarfare', '4.1', (_v, a) => `Western Hits ${westernHits(a)} > Axis Hits ${axisHits(a)}: assign the difference of ${difference(a)} between the Strategic Warfare track and the Germany Air/Naval Control. How much comes off Strategic Warfare? (the rest comes off Germany)`,
  (_v, a) => Math.max(0, difference(a)), { min: 0 }, (_v, a) => bothRolled(a) && difference(a) > 0);

/** 4.1 Western Hits > Axis Hits: the difference comes off Strategic Warfare and Germany Air/Naval Control as assigned. */
export function westernWinChanges(view: RulesView, a: ProcedureAnswers): ValueChange[] {
  const d = difference(a);
  const sw = Math.min(d, Math.max(0, Math.floor(typed(toStrategic)(view, a))));
  const out: ValueChange[] = [];
  if (sw > 0) out.push(moveBy(view, 'strategicWarfare', -sw, `Western Hits exceed Axis Hits by ${d}: −${sw} assigned to Strategic Warfare (4.1)`));
  if (d - sw > 0) out.push(moveBy(view, 'airNavalGermany', -(d - sw), `Western Hits exceed Axis Hits by ${d}: −${d - sw} assigned to Germany Air/Naval Control (4.1)`));
  return out;
}

export const strategicWarfare: ProcedureSpec = {
  id: 'strategic-warfare', name: 'Strategic Warfare', rule: '4.1', role: 'production',
  steps: [
    symbolStep('axis', '4.1', 'strategic-warfare', (view) => { const d = swDice(view); return `Roll the ${d.grey + d.white} Strategic Warfare dice: ${d.grey} grey (one per Technology marker) and ${d.white} white; each ✚ is a Hit (4.1).`; }),
    doStep('combat-card', '4.1', 'Draw a Combat card: it specifies the number of Western dice (4.1).'),
    numberStep('westernDice', '4.1', 'Western dice the Combat card specifies', 0),
    symbolStep('western', '4.1', 'strategic-western', (_v, a) => `Roll ${typeof a.westernDice === 'number' ? a.westernDice : 0} Western (blue) dice: each ✈ is a Hit, each ★ a Hit if the USA is at war (4.1).`),
    doStep('events', '4.1, 7.0', (_v, a) => `Draw & resolve ${cardsDrawn(a)} Strategic Event card${cardsDrawn(a) === 1 ? '' : 's'} (one per card result, max ${MAX_EVENT_CARDS}), until the deck is empty (4.1, 7.0).`, (_v, a) => cardsDrawn(a) > 0),
    doStep('axis-wins', '4.1', (_v, a) => `Axis Hits ${axisHits(a)} > Western Hits ${westernHits(a)}: +1 Western Air/Naval Control, +1 Prestige Head of Production (4.1).`, (_v, a) => bothRolled(a) && axisHits(a) > westernHits(a)),
    changesStep('axis-wins-changes', '4.1', 'Move the tracks', (view) => [
      moveBy(view, 'airNavalWestern', 1, 'Axis Hits > Western Hits: +1 Western Air/Naval Control (4.1)'),
      moveBy(view, prestigeOf('production'), 1, 'Axis Hits > Western Hits: +1 Prestige Head of Production (4.1)'),
    ], (_v, a) => bothRolled(a) && axisHits(a) > westernHits(a)),
    toStrategic,
    changesStep('western-wins-changes', '4.1', 'Move the tracks', westernWinChanges, (_v, a) => bothRolled(a) && difference(a) > 0),
    doStep('even', '4.1', (_v, a) => `Axis and Western Hits are equal (${axisHits(a)}): the aid moves no track (4.1).`, (_v, a) => bothRolled(a) && difference(a) === 0),
  ],
};

/** 4.2.3 the Air/Naval Control points after redistribution, typed track by track. */
const air = controlTracks.map((t) => numberStep(`air-${t.id}`, '4.2.3', `${t.front === 'Germany' ? 'Germany' : `${t.front} Front`} Air/Naval Control after redistribution`, (view) => numberValue(view, t.id), { min: CONTROL_MIN, max: CONTROL_MAX }));
const total = (view: RulesView, a: ProcedureAnswers) => air.reduce((n, s) => n + typed(s)(view, a), 0);
const held = (view: RulesView) => controlTracks.reduce((n, t) => n + numberValue(view, t.id), 0);
const germanyDown = (view: RulesView, a: ProcedureAnswers) => typed(air[3])(view, a) < numberValue(view, 'airNavalGermany');
const airValid = (view: RulesView, a: ProcedureAnswers) => total(view, a) === held(view) && !germanyDown(view, a);

export const movement: ProcedureSpec = {
  id: 'movement', name: 'Movement', rule: '4.2',
  steps: [
    doStep('limits', '4.2', 'No army moves to or from an Isolated Area; the last army may not leave an Occupied Area with Partisans; stacking limits are enforced at the end of each Movement step (4.2).'),
    doStep('operational', '4.2.1', (view) => `Operational Movement, 1 Front at a time: move up to as many armies as the Front's Air/Naval Control (Western ${numberValue(view, 'airNavalWestern')}, Eastern ${numberValue(view, 'airNavalEastern')}, Southern ${numberValue(view, 'airNavalSouthern')}) to an Area with an Axis Control disk on the same Front or adjacent; 1 army per Front may move to or from an Area with Naval Supply (4.2.1).`),
    doStep('strategic', '4.2.2', (view) => `Strategic Movement: up to ${numberValue(view, 'airNavalGermany')} movement actions (Germany Air/Naval Control), to or from the Strategic Movement space (an army may stay in it, enter and exit); Satellite armies only to Eastern Front Areas (4.2.2).`),
    doStep('air', '4.2.3', 'Air Movement: redistribute the Air/Naval Control points between the 4 tracks; the Germany track may not decrease (4.2.3).'),
    ...air,
    doStep('air-total', '4.2.3', (view, a) => `The tracks add up to ${total(view, a)}, not the ${held(view)} held: redistribution moves points between tracks (4.2.3).`, (view, a) => total(view, a) !== held(view)),
    doStep('air-germany', '4.2.3', (view, a) => `The Germany track may not decrease: ${numberValue(view, 'airNavalGermany')} → ${typed(air[3])(view, a)} (4.2.3).`, germanyDown),
    changesStep('air-changes', '4.2.3', 'Set the Air/Naval Control tracks', (view, a) =>
      controlTracks.map((t, i) => ({ id: t.id, value: typed(air[i])(view, a), why: 'Air Movement: Air/Naval Control redistributed (4.2.3)' })).filter((c) => c.value !== numberValue(view, c.id)),
    airValid),
  ],
};
