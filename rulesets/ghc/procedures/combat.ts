/**
 * 6.0 Combat Resolution as a checklist: who commands and rolls, the Allied and Axis dice and their
 * modifications, both rolls counted, the Combat Events, and the result by who attacks: the Axis win
 * (Advance, a 2nd one for a Reduction and +1 Prestige to the Head of Army Group), an even defence
 * (a Reduction or a Retreat), or a loss (Reductions or Retreats per Hit of the difference).
 */
import type { ProcedureAnswers, ProcedureSpec, RulesView } from '../../../src/rules/types';
import { armyKind, axisArmies, neighboursOf } from '../areas';
import { alliedExtras, axisExtras, combatArea, extrasText, fortifiedArea, landingInArea, roughArea } from '../combatDice';
import { MAX_COMBAT_EVENTS } from '../combatRolls';
import { flagValue, moveBy, prestigeOf } from '../values';
import { answered, areaChoice, askStep, both, changesStep, doStep, hitsOf, not, numberStep, rollStep, symbolStep, tallyOf } from './steps';

// The ids of these asks are those the combat dice's own asks read (combatRolls.ts), so the answers carry over.
const defendingAsk = askStep('defending', '6.0', 'Is the Axis defending? (no: the Axis attacks)');
const axisAttacks = not(answered(defendingAsk));
const winterAsk = askStep('winter', '6.0', 'Is it winter?', (view) => flagValue(view, 'winter'));
const areaStep = areaChoice('area', '6.0', 'Which Area is the combat in? (its terrain, Front, neighbours and armies give the extra dice)');
const roughAsk = askStep('rough', '6.0', 'Is the combat Area in Rough terrain?', roughArea);
const fortifiedAsk = askStep('fortified', '6.0', 'Is the combat Area Fortified?', fortifiedArea, not(answered(defendingAsk)));
const landingAsk = askStep('landing', '6.0', 'Does the Area have a Landing marker?', landingInArea, both(not(answered(defendingAsk)), answered(fortifiedAsk)));
const plainsAsk = askStep('plains', '6.0', 'Is the combat in a Plains Sector? (tanks then score 2 Hits)');
const sovietAsk = askStep('soviet', '6.0', 'Are the Allies Soviet (red dice)? No: Western (blue dice)');
const southernAsk = askStep('southern', '6.0', 'Is the combat on the Southern Front? (a blue ✈ then costs Southern Air/Naval Control, else Western)', false, not(answered(sovietAsk)));
const gunsAsk = askStep('assaultGuns', '6.0', 'Is the Assault Guns Project in effect? (guns then score 2 Hits in defence)', false, answered(defendingAsk));
const paraAsk = askStep('paratroopsUsed', '6.0', 'Do the Axis use Paratroops? (+1 grey die, then 1d6)', false, both(axisAttacks, not(answered(winterAsk))));
const secondAsk = askStep('secondAdvance', '6.0', 'Does the Head of the Army Group apply a 2nd advance (in a Plain or River Sector without Landing marker)?');

const axis = (a: ProcedureAnswers) => hitsOf(a, 'axis') ?? 0;
const allied = (a: ProcedureAnswers) => hitsOf(a, 'allied') ?? 0;
const rolled = (_v: RulesView, a: ProcedureAnswers) => hitsOf(a, 'axis') !== null && hitsOf(a, 'allied') !== null;
const axisWins = both(rolled, (_v, a) => axis(a) > allied(a));
const evenDefence = both(rolled, (v, a) => !axisAttacks(v, a) && axis(a) === allied(a));
const axisLoses = both(rolled, (v, a) => !axisWins(v, a) && !evenDefence(v, a));
const second = both(both(axisWins, axisAttacks), answered(secondAsk));

/** The extra dice in words, or that there are none. */
const counted = (extras: ReturnType<typeof alliedExtras>): string => (extras.length ? ` Counted into the roll: ${extrasText(extras)}.` : ' No extra dice now.');

function alliedDiceText(view: RulesView, a: ProcedureAnswers): string {
  const parts = axisAttacks(view, a)
    ? ['the Allies defend: +1 die in Rough, +2 dice in a Fortified Area with a Landing marker']
    : ['the Allies attack: no defender dice'];
  parts.push('+1 die for the Western faction when its Air/Naval Control is 1 and it is not Winter', '+1 die for each adjacent Area controlled by the same Allies with a Bonus');
  return `Allied dice modifications: ${parts.join('; ')} (6.0).${counted(alliedExtras(view, a))}`;
}

function axisDiceText(view: RulesView, a: ProcedureAnswers): string {
  const parts = ['+1 white die if not Winter and the Air/Naval Control is 5'];
  if (!axisAttacks(view, a)) parts.push('+1 white die defending in Rough terrain');
  parts.push('in an Isolated Area a Panzer army rolls a grey die and a Regular army a white die');
  return `Axis dice modifications: ${parts.join('; ')} (6.0).${counted(axisExtras(view, a))}`;
}

/** 6.0 "select an adjacent Area with non-engaged army": the adjacent Areas holding Axis armies. */
function adjacentArmies(view: RulesView, a: ProcedureAnswers): string {
  const area = combatArea(view, a);
  if (!area) return '';
  const near = neighboursOf(view, area).filter((n) => axisArmies(n).length > 0).map((n) => `${n.name} (${axisArmies(n).length})`);
  return near.length ? ` Adjacent Areas with Axis armies: ${near.join(', ')}.` : ' No adjacent Area holds an Axis army.';
}

/** 6.0 "if the Area is Isolated: Panzer Army ⇒ Grey Die, Regular Army ⇒ White Die": the armies of that kind in an Isolated combat Area. */
const isolatedArmies = (kind: 'panzer' | 'regular') => (view: RulesView, a: ProcedureAnswers): number => {
  const area = combatArea(view, a);
  return area?.isolated ? area.armies.filter((u) => /^axis$/i.test(String(u.attrs.side ?? '')) && armyKind(u) === kind).length : 0;
};

const dice = (id: string, colour: string, when?: (v: RulesView, a: ProcedureAnswers) => boolean, dflt: number | ((v: RulesView, a: ProcedureAnswers) => number) = 0) =>
  numberStep(id, '6.0', `${colour} dice from the Combat card and the armies (the extra dice are counted into the roll)`, dflt, { min: 0 }, when);
const cards = (a: ProcedureAnswers) => Math.min(MAX_COMBAT_EVENTS, tallyOf(a, 'allied', 'card') + tallyOf(a, 'axis', 'card'));

export const combat: ProcedureSpec = {
  id: 'combat', name: 'Combat Resolution', rule: '6.0', role: 'armyGroup',
  steps: [
    areaStep,
    doStep('sector', '6.0', 'The combat takes place in the defender\'s Control Disc Sector (6.0).'),
    defendingAsk,
    doStep('no-dice', '6.0', 'There is no Allied attack if there are no Allied dice (a Head of Army Group special rule might still cancel the effect) (6.0).', not(axisAttacks)),
    doStep('army-group', '6.0', (view, a) => `Activate the Head of Army Group with the highest Seniority in the Area, the Head of Operations breaks ties; if there is none, select an adjacent Area with a non-engaged army, respecting the Land/Amphibious Pawn (6.0).${adjacentArmies(view, a)}`),
    doStep('leading-general', '6.0', 'A Leading General of lower Seniority must be activated if there is at least one German army (the OKW cannot overrule): the highest Seniority proposed is chosen by the Head of Army Group, or if none the Head of Personnel breaks ties; if none is proposed, the Head of Personnel must appoint 1 if possible (6.0).'),
    doStep('rollers', '6.0', 'Dice are rolled by the Leading General ⇒ the Head of Army Group ⇒ the Head of Operations (6.0).'),
    winterAsk, roughAsk, fortifiedAsk, landingAsk, plainsAsk, sovietAsk, southernAsk,
    doStep('allied-dice', '6.0', alliedDiceText),
    dice('blueDice', 'Western (blue)', not(answered(sovietAsk))),
    dice('redDice', 'Soviet (red)', answered(sovietAsk)),
    dice('greenDice', 'Green', answered(sovietAsk)),
    doStep('axis-dice', '6.0', axisDiceText),
    gunsAsk, paraAsk,
    rollStep('paratroops', '6.0', 'paratroops', 'Paratroops: +1 grey die, then 1d6 against the Paratroop marker (6.0)', both(answered(paraAsk), both(axisAttacks, not(answered(winterAsk))))),
    dice('blackDice', 'Black'), dice('greyDice', 'Grey', undefined, isolatedArmies('panzer')), dice('whiteDice', 'White', undefined, isolatedArmies('regular')), dice('yellowDice', 'Yellow'),
    symbolStep('allied', '6.0', 'allied-combat', 'Roll the Allied dice'),
    symbolStep('axis', '6.0', 'axis-combat', 'Roll the Axis dice'),
    doStep('simultaneous', '6.0', 'Apply the special effects and the combat rolls\' effects simultaneously (6.0).'),
    doStep('events', '6.0, 7.0', (_v, a) => `Draw & resolve ${cards(a)} Combat Event card${cards(a) === 1 ? '' : 's'} (max ${MAX_COMBAT_EVENTS}), until the deck is empty (6.0, 7.0).`, (_v, a) => cards(a) > 0),
    doStep('decisions', '6.0', 'Decisions are made by the Head of Army Group ⇒ the Head of Operations (6.0).', rolled),
    doStep('axis-wins', '6.0', (v, a) => `Axis Hits ${axis(a)} > Allied Hits ${allied(a)}: +1 Prestige to the Leading General${axisAttacks(v, a) ? '; the Axis attacked: apply 1 Advance (6.7.1)' : ''} (6.0).`, axisWins),
    { ...secondAsk, when: both(axisWins, axisAttacks) },
    doStep('second-advance', '6.0', 'A 2nd advance: apply 1 Reduction (6.8); +1 Prestige to the Head of Army Group (6.0).', second),
    changesStep('second-advance-prestige', '6.0', '+1 Prestige Head of Army Group', (view) => [moveBy(view, prestigeOf('armyGroup'), 1, 'a 2nd advance: +1 Prestige Head of Army Group (6.0)')], second),
    doStep('even-defence', '6.0', (_v, a) => `The Axis defends and the Hits are equal (${axis(a)}): the Head of Army Group applies 1 Reduction (6.8) or 1 Retreat (6.7.2) and is Questioned (6.0).`, evenDefence),
    doStep('axis-loses', '6.0', (_v, a) => `Axis Hits ${axis(a)}, Allied Hits ${allied(a)}: −1 Prestige to the Leading General (6.0).`, axisLoses),
    doStep('attack-lost', '6.0', 'The Axis attacked: apply 1 Reduction to 1 Army (6.8); the Leading General is Questioned (6.0).', both(axisLoses, axisAttacks)),
    doStep('defence-lost', '6.0', (_v, a) => `The Axis defended: the Head of Army Group applies 1 Reduction (6.8) or 1 Retreat (6.7.2) per Hit in the difference: ${allied(a) - axis(a)}. The Head of Army Group and the Leading General are Questioned if at least 1 Retreat or 2 Reductions are applied; if more, the Head of the OB is Questioned too (6.0).`, both(axisLoses, not(axisAttacks))),
  ],
};
