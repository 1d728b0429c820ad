/**
 * Event cards (7.0) with the tracks they move (the USSR and USA commitment, at war) and the
 * Misfortune roll, USSR Activation (7.1), the Influence Count (7.4) and the Coup (7.5: the Coup Value
 * from the cards typed, the boxes read from the table, and its outcome against Fanatism and 5).
 */
import type { ProcedureAnswers, ProcedureSpec, RulesView } from '../../../src/rules/types';
import { assassinationChanges, coupFromTable, coupOutcome, coupOutcomeText, coupValue } from '../coup';
import { influenceCount } from '../priorities';
import { flagValue, moveBy, numberValue } from '../values';
import { answered, askStep, both, changesStep, doStep, numberStep, symbolStep, typed } from './steps';

/** 7.0 a USSR or USA card: the commitment track goes up as the card says; at war, the country's track says so. */
function commitment(country: 'USSR' | 'USA', value: 'ussr' | 'usa') {
  const shows = askStep(value, '7.0', `Does the card show the ${country} symbol?`);
  const steps = numberStep(`${value}Steps`, '7.0', `Boxes the ${country} commitment track goes up, as the card says`, 1, { min: 0 }, answered(shows));
  const war = askStep(`${value}War`, '7.0', `Has the ${country} commitment track reached war?`, (view) => flagValue(view, `${value}AtWar`), answered(shows));
  const atWar = both(answered(shows), answered(war));
  return [
    shows, steps,
    changesStep(`${value}-changes`, '7.0', `Raise the ${country} commitment track`, (view, a) => [moveBy(view, `${value}Commitment`, typed(steps)(view, a), `a ${country} event card: the ${country} commitment track goes up (7.0)`)], both(answered(shows), (v, a) => typed(steps)(v, a) > 0)),
    war,
    changesStep(`${value}-war`, '7.0', `The ${country} is at war`, () => [{ id: `${value}AtWar`, value: true, why: `the ${country} commitment track reached war (7.0)` }], both(atWar, (view) => !flagValue(view, `${value}AtWar`))),
    doStep(`${value}-at-war`, '7.0', country === 'USSR' ? 'The USSR is at war: carry out the USSR Activation (7.1).' : 'The USA is at war: each blue ★ of the Strategic Warfare roll is now a Hit (4.1).', atWar),
  ];
}

const misfortune = askStep('misfortune', '7.0', 'Does the card show the Misfortune symbol?');
const influence = askStep('influence', '7.0', 'Does the card show the Influence symbol?');

export const eventCards: ProcedureSpec = {
  id: 'event-cards', name: 'Event cards', rule: '7.0',
  steps: [
    doStep('bottom', '7.0', 'Bottom symbol: ignore the card and place it at the bottom of the deck (7.0).'),
    doStep('year', '7.0', 'Year symbol: ignore the card and add it to the following year\'s cards (7.0).'),
    doStep('discard', '7.0', 'Discard symbol: resolve the recurring event, not the obligatory unique (blue) event, then discard the card (7.0).'),
    doStep('resolve', '7.0', 'Otherwise resolve the recurring and obligatory unique (blue) events, then discard unless stated otherwise (7.0).'),
    ...commitment('USSR', 'ussr'),
    ...commitment('USA', 'usa'),
    misfortune,
    symbolStep('misfortune-roll', '7.0', 'misfortune', 'Misfortune: roll a grey die; on a ✚ remove 1 random eligible General from the game, with a Vacancy marker if he was an AG or OB Head (7.0).', answered(misfortune)),
    influence,
    doStep('influence-count', '7.0, 7.4', 'Apply the Influence Count (7.4).', answered(influence)),
  ],
};

export const ussrActivation: ProcedureSpec = {
  id: 'ussr-activation', name: 'USSR Activation', rule: '7.1',
  steps: [
    changesStep('at-war', '7.1', 'Set the USSR commitment track to at war', () => [{ id: 'ussrAtWar', value: true, why: 'USSR Activation (7.1)' }], (view) => !flagValue(view, 'ussrAtWar')),
    doStep('area-5', '7.1', 'Area 5: Alignment Disputed; a Soviet Control disk in Sector 2 (7.1).'),
    doStep('areas-6-13', '7.1', 'Areas 6-13: Alignment Soviet; a Soviet Control disk in Sector 1 (7.1).'),
  ],
};

function influenceText(view: RulesView): string {
  const count = [...influenceCount(view).entries()];
  return count.length > 0 ? `The table shows: ${count.map(([g, n]) => `${g} ${n}`).join(', ')} (7.4).` : 'No activated or in-command General is marked on the table: count them by hand (7.4).';
}

export const influenceProcedure: ProcedureSpec = {
  id: 'influence', name: 'Influence Count', rule: '7.4',
  steps: [
    doStep('activated', '7.4', 'Each activated General grants 1 Influence Point to its Interest Group (7.4).'),
    doStep('command', '7.4', 'Each General in command grants 2 Influence Points to its Interest Group (7.4).'),
    doStep('dissidents', '7.4', 'Generals with a Dissident marker belong to the Dissidents Interest Group (7.4).'),
    doStep('count', '7.4', influenceText),
  ],
};

const cards = numberStep('cards', '7.5', 'Coup Value of the Black Orchestra cards the Head of OKW processed', 0, {});
const disks = numberStep('disks', '7.5', 'Control disks in the Collapse of Germany box (+2 each)', (view) => coupFromTable(view).disks);
const dissidents = numberStep('dissidents', '7.5', 'Generals with a Dissident marker in an AG or OB Head box (+1 each)', (view) => coupFromTable(view).dissidents);
const total = (view: RulesView, a: ProcedureAnswers) => coupValue(typed(cards)(view, a), typed(disks)(view, a), typed(dissidents)(view, a));
const outcomeIs = (o: ReturnType<typeof coupOutcome>) => (view: RulesView, a: ProcedureAnswers) => coupOutcome(total(view, a), numberValue(view, 'fanatism')) === o;

export const coup: ProcedureSpec = {
  id: 'coup', name: 'Coup', rule: '7.5', role: 'okw',
  steps: [
    doStep('choose', '7.5', 'Each player chooses as many Black Orchestra cards as he wishes to play (7.5).'),
    doStep('shuffle', '7.5', 'Shuffle the selected cards with the remaining cards of the Black Orchestra deck (7.5).'),
    doStep('process', '7.5', 'The Head of OKW processes the cards one by one (7.5).'),
    cards, disks, dissidents,
    doStep('value', '7.5', (view, a) => coupOutcomeText(total(view, a), numberValue(view, 'fanatism'))),
    changesStep('assassination', '7.5', 'Hitler is assassinated', assassinationChanges, outcomeIs('assassination')),
    doStep('victory', '7.5, 11.0', 'Proceed to Victory Determination (11.0).', outcomeIs('collapse')),
    doStep('failed', '7.5', 'The Coup fails: nothing else happens (7.5).', outcomeIs('failed')),
  ],
};
