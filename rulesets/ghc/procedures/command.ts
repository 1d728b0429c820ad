/**
 * The High Command's own procedures: Dismissals (4.3.1), Appointments (4.3.2), the Reorganization
 * of the High Command (3.3.1), a Plot Exposed (3.3.3), the OKW Overrule (10.0), Section and General
 * cards (5.2, 5.3, their priorities read from Prestige) and Victory Determination's ties (11.0).
 */
import type { ProcedureSpec } from '../../../src/rules/types';
import { generalOrder, sectionOrder, victoryTiePriority } from '../priorities';
import { flagValue } from '../values';
import { answered, askStep, changesStep, doStep, not, rollStep } from './steps';

export const dismissals: ProcedureSpec = {
  id: 'dismissals', name: 'Dismissals', rule: '4.3.1',
  steps: [
    doStep('who', '4.3.1', 'The owner of each General on its Questioned side rolls against its Confidence Factor, one General at a time (4.3.1).'),
    rollStep('roll', '4.3.1', 'dismissal', 'Roll against the Confidence Factor'),
    doStep('results', '4.3.1', '< : flip it back to its regular side, keeping any Dissident marker. = : Dismissed if Dissident, else add a Dissident marker; +1 Unrest, +1 Black Orchestra. > : Dismissed, removed from the game; +1 Unrest, +1 Black Orchestra (4.3.1).'),
    doStep('next', '4.3.1', 'Repeat for the next Questioned General; then fill the Vacancies (Appointments, 4.3.2).'),
  ],
};

export const appointments: ProcedureSpec = {
  id: 'appointments', name: 'Appointments', rule: '4.3.2', role: 'personnel',
  steps: [
    doStep('no-overrule', '4.3.2', 'The OKW cannot overrule appointments (4.3.2).'),
    doStep('order', '4.3.2', 'The Head of Personnel defines the order in which each Vacancy is filled (4.3.2).'),
    doStep('nominate', '4.3.2', 'For each Vacancy, in any order, each player may pass or nominate a General of greater or equal Seniority (4.3.2).'),
    doStep('ties', '4.3.2', 'The Head of Personnel breaks ties and designates an eligible player to fill an undesired position (4.3.2).'),
    doStep('replace', '4.3.2', 'The Head of Personnel may replace a General with one of his own of higher Seniority (4.3.2).'),
  ],
};

export const reorganization: ProcedureSpec = {
  id: 'reorganization', name: 'Reorganization of the High Command', rule: '3.3.1',
  steps: [
    doStep('sections', '3.3.1', 'Flip all Section cards to their Reorganized High Command sides (3.3.1).'),
    doStep('okw-agenda', '3.3.1', 'The Head of OKW takes the OKW Agenda card face up (3.3.1).'),
    doStep('hidden', '3.3.1', 'Distribute the Hidden Agenda cards randomly to the other players (3.3.1).'),
    changesStep('reorganized', '3.3.1', 'Record the Reorganization', () => [{ id: 'reorganized', value: true, why: 'the High Command is reorganized (3.3.1)' }], (view) => !flagValue(view, 'reorganized')),
  ],
};

const dissidentsAgenda = askStep('dissidentsAgenda', '3.3.3', 'Does the player given the Traitor marker have the Dissidents agenda?');

export const plotExposed: ProcedureSpec = {
  id: 'plot-exposed', name: 'Plot Exposed', rule: '3.3.3', role: 'okw',
  steps: [
    doStep('traitor', '3.3.3', 'The Head of OKW may give the Traitor marker to a player (3.3.3).'),
    dissidentsAgenda,
    doStep('dissidents', '3.3.3', 'At the end of the game the Traitor loses 10 Prestige: he had the Dissidents agenda (3.3.3).', answered(dissidentsAgenda)),
    doStep('okw', '3.3.3', 'At the end of the game the OKW loses 5 Prestige: the Traitor did not have the Dissidents agenda (3.3.3).', not(answered(dissidentsAgenda))),
  ],
};

export const okwOverrule: ProcedureSpec = {
  id: 'okw-overrule', name: 'OKW Overrule', rule: '10.0', role: 'okw',
  steps: [
    doStep('limits', '10.0', 'The OKW cannot overrule appointments (4.3.2) nor the activation of a Leading General (6.0).'),
    rollStep('roll', '10.0', 'okw-overrule', '+1 Unrest; the overruled player loses 1 Prestige on 1d6 < 3 (10.0)'),
  ],
};

export const sectionCards: ProcedureSpec = {
  id: 'section-cards', name: 'Section cards', rule: '5.2',
  steps: [
    doStep('priorities', '5.2', (view) => `Priorities in reverse order of Prestige, the Head of OKW breaks ties: ${sectionOrder(view)}`),
    doStep('okw-keeps', '5.2', 'After the Reorganization of the High Command, the OKW keeps its Section card (5.2).', (view) => flagValue(view, 'reorganized')),
    doStep('choose', '5.2', 'Players choose their Section card in order of priority (5.2).'),
  ],
};

export const generalCards: ProcedureSpec = {
  id: 'general-cards', name: 'General cards', rule: '5.3', role: 'personnel',
  steps: [
    doStep('priorities', '5.3', (view) => `The Head of Personnel takes the first priority; the others in reverse order of Prestige, the Head of Personnel breaks ties: ${generalOrder(view)}`),
    doStep('choose', '5.3', 'Players choose 1 General at a time, alternating between the order of priority and the reverse order, starting with the order (5.3).'),
    doStep('discard', '5.3', 'A player may discard 1 of his Generals: place a Vacancy marker if he had a position (5.3).'),
    doStep('pass', '5.3', 'A player who passes cannot choose another General in the current Segment (5.3).'),
  ],
};

export const victory: ProcedureSpec = {
  id: 'victory', name: 'Victory Determination', rule: '11.0',
  steps: [doStep('ties', '11.0', `Resolve ties with this priority: ${victoryTiePriority.join(', ')} (11.0).`)],
};
