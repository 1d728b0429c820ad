/**
 * Countries changing hands: Occupy Country (4.7.1.a), Activate Neutral Country (3.4.1), France
 * Surrenders (4.7.1.b), Activate Satellite Country (3.3.2), and the states of Italy (8.1) and France
 * (8.2). Resources and the Southern Air/Naval Control are proposed as changes; disks, alignments and
 * armies are the players' to place.
 */
import type { ProcedureSpec } from '../../../src/rules/types';
import { franceChoices, moveBy, textValue } from '../values';
import { answered, askStep, both, changesStep, doStep, either, not } from './steps';

/** An Area's Resource symbol: asked, since the map's art shows it. */
const resourceAsk = (rule: string, where = 'the Area') => askStep('resource', rule, `Does ${where} have a Resource symbol?`);
const resourceUp = (rule: string, why: string) => changesStep('resource-changes', rule, '+1 Resource', (view) => [moveBy(view, 'resources', 1, `${why} (${rule})`)], answered(resourceAsk(rule)));

export const occupy: ProcedureSpec = {
  id: 'occupy', name: 'Occupy Country', rule: '4.7.1.a',
  steps: [
    doStep('disks', '4.7.1.a', 'Axis Control disk in the highest-numbered Sector; remove the Allied Control disk (4.7.1.a).'),
    doStep('alignment', '4.7.1.a', 'Alignment: Occupied (4.7.1.a).'),
    resourceAsk('4.7.1.a'),
    resourceUp('4.7.1.a', 'an occupied Area with a Resource'),
  ],
};

export const activateNeutral: ProcedureSpec = {
  id: 'activate-neutral', name: 'Activate Neutral Country', rule: '3.4.1',
  steps: [
    doStep('disk', '3.4.1', 'In each Home Area of the country: a Western Control disk in the lowest-numbered Sector (not in Bases) (3.4.1).'),
    doStep('alignment', '3.4.1', 'Alignment: Western, or Disputed if there is an Axis Control disk (3.4.1).'),
  ],
};

export const franceSurrenders: ProcedureSpec = {
  id: 'france-surrenders', name: 'France Surrenders', rule: '4.7.1.b',
  steps: [
    doStep('remove', '4.7.1.b', 'Remove the Allied Control and Alignment disks from the French Home Areas and Belgium/Holland (4.7.1.b).'),
    doStep('occupied', '4.7.1.b', 'Alignment: Occupied in Northern France and Belgium/Holland; an Axis Control disk in their highest-numbered Sector (4.7.1.b).'),
    doStep('metz', '4.7.1.b', 'An Axis Control disk in the Metz Sector of Southern France (4.7.1.b).'),
    changesStep('vichy', '4.7.1.b, 8.2', 'Set France to Vichy (Southern France and Northern Africa)', () => [{ id: 'france', value: 'vichy', why: 'France surrenders: Vichy (4.7.1.b)' }]),
    resourceAsk('4.7.1.b', 'Northern France'),
    resourceUp('4.7.1.b', 'Northern France occupied with a Resource'),
  ],
};

const vichyAsk = askStep('vichy', '3.3.2', 'Is the country Vichy France?', (view) => textValue(view, 'france') === 'vichy');
const portAsk = askStep('port', '3.3.2', 'Does the country have a Port symbol?');
const italyAsk = askStep('italy', '3.3.2', 'Is the country Italy?');

export const activateSatellite: ProcedureSpec = {
  id: 'activate-satellite', name: 'Activate Satellite Country', rule: '3.3.2',
  steps: [
    doStep('home', '3.3.2', 'In each Home Area of the country: Alignment Satellite; an Axis Control disk in the highest-numbered Sector (3.3.2).'),
    vichyAsk,
    doStep('army', '3.3.2', '+1 Satellite army in each Home Area (3.3.2).', not(answered(vichyAsk))),
    doStep('no-army', '3.3.2', 'Vichy: no Satellite army in the Home Areas (3.3.2).', answered(vichyAsk)),
    doStep('force-pool', '3.3.2', '+n Satellite armies in the Force Pool, as the country shows (3.3.2).'),
    resourceAsk('3.3.2', 'the country'),
    resourceUp('3.3.2', 'a Satellite with a Resource'),
    portAsk,
    doStep('port-markers', '3.3.2', 'Place Open Port and Naval Supply markers (3.3.2).', answered(portAsk)),
    italyAsk,
    changesStep('italy-changes', '3.3.2', '+2 Southern Front Air/Naval Control', (view) => [moveBy(view, 'airNavalSouthern', 2, 'Italy activated as a Satellite: +2 Southern Air/Naval Control (3.3.2)')], answered(italyAsk)),
  ],
};

const isItaly = (state: string) => (view: Parameters<typeof textValue>[0]) => textValue(view, 'italy') === state;
const toOccupation = askStep('occupation', '8.1', 'Does Italy go to Occupation now?', false, not(isItaly('occupation')));
const occupied = either(isItaly('occupation'), answered(toOccupation));

export const italy: ProcedureSpec = {
  id: 'italy', name: 'Italy', rule: '8.1',
  steps: [
    doStep('independence', '8.1', 'Independence: no German army allowed in Italy (8.1).', both(isItaly('independence'), not(answered(toOccupation)))),
    doStep('intervention', '8.1', 'Intervention: 1 German army in 1 single Italy Home Area, Libya included (8.1).', both(isItaly('intervention'), not(answered(toOccupation)))),
    toOccupation,
    changesStep('occupation-changes', '8.1', 'Set Italy to Occupation', () => [{ id: 'italy', value: 'occupation', why: 'Italy: Occupation (8.1)' }], both(not(isItaly('occupation')), answered(toOccupation))),
    doStep('areas-22-33', '8.1', 'Occupation: Areas 22-33: remove the Satellite armies; Alignment: Occupied (8.1).', occupied),
    doStep('areas-26-28', '8.1', 'Occupation: Areas 26-27-28: remove the Axis armies and Control disks; Alignment: Western, with a Control disk in Sector 1 (8.1).', occupied),
    doStep('force-pool', '8.1', 'Occupation: remove the Satellite armies from the Italy box in the Force Pool (8.1).', occupied),
  ],
};

const isFrance = (state: string) => (view: Parameters<typeof textValue>[0]) => textValue(view, 'france') === state;
const label = (v: string) => franceChoices.find((c) => c.value === v)?.label ?? v;

export const france: ProcedureSpec = {
  id: 'france', name: 'France', rule: '8.2',
  steps: [
    doStep('republic', '8.2', `${label('republic')}: France belongs to the Western faction (8.2).`, isFrance('republic')),
    doStep('vichy', '8.2', 'Vichy: Areas 20-21-26 are Neutral (8.2).', isFrance('vichy')),
    doStep('ffl', '8.2', 'Forces Françaises Libres: Areas 21-26, Alignment Satellite ⇒ Occupied; the Head of Operations moves 1 German army into Area 21 (8.2).', isFrance('ffl')),
  ],
};
