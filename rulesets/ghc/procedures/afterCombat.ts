/**
 * After a combat, and the amphibious one: Amphibious Combat Resolution (6.9), Advance (6.7.1),
 * Retreat (6.7.2) and Reduction (6.8, its downgrades as data in reduction.ts). Resources and the
 * Head of Army Group's Prestige are proposed as changes; the rest is the players' to do.
 */
import type { ProcedureAnswers, ProcedureSpec, RulesView } from '../../../src/rules/types';
import { landingSucceeds } from '../amphibiousRoll';
import { axisControlled, festungDistance, neighboursOf, type GhcArea } from '../areas';
import { combatArea } from '../combatDice';
import { reductionTable, reductionText } from '../reduction';
import { flagValue, moveBy, numberValue, prestigeOf } from '../values';
import { answered, areaChoice, askStep, both, changesStep, doStep, either, hitsOf, not, numberStep, symbolStep, typed } from './steps';

const winterAsk = askStep('winter', '6.9', 'Is it winter?', (view) => flagValue(view, 'winter'));
const gbAsk = askStep('greatBritain', '6.9', 'Is the landing in Great Britain? (the crosses must then be strictly greater)');
const fiveAsk = askStep('control5', '6.9', 'Is the Front\'s Air/Naval Control 5?', (view, a) => answered(gbAsk)(view, a) && numberValue(view, 'airNavalWestern') === 5);
const paraAsk = askStep('paratroopsUsed', '6.9', 'Are Paratroops activated?', false, not(answered(winterAsk)));
const defense = numberStep('defense', '6.9', 'The Defense value of the Combat card', 0, { min: 0 });

function landed(view: RulesView, a: ProcedureAnswers): boolean | null {
  const hits = hitsOf(a, 'landing');
  return hits === null ? null : landingSucceeds(hits, typed(defense)(view, a), answered(gbAsk)(view, a));
}
const succeeded = (view: RulesView, a: ProcedureAnswers) => landed(view, a) === true;
const failed = (view: RulesView, a: ProcedureAnswers) => landed(view, a) === false;

function extraDice(view: RulesView, a: ProcedureAnswers): string {
  const warm = !answered(winterAsk)(view, a);
  const extra = [warm && answered(fiveAsk)(view, a) ? '+1 white die (not Winter, Air/Naval Control 5)' : '', warm && answered(paraAsk)(view, a) ? '+1 grey die (not Winter, Paratroops activated)' : ''].filter(Boolean);
  return `Dice: grey, white and yellow for the armies taking part${extra.length > 0 ? `; ${extra.join('; ')}` : ''} (6.9).`;
}

export const amphibious: ProcedureSpec = {
  id: 'amphibious', name: 'Amphibious Combat Resolution', rule: '6.9', role: 'armyGroup',
  steps: [
    doStep('limits', '6.9', 'Panzer armies cannot participate; the small number of the Air/Naval Control is the maximum number of Armies that may participate (6.9).'),
    doStep('activate', '6.9', 'Activate the Head of Army Group and the Leading General, but do not apply their Combat Rules (6.9).'),
    gbAsk, winterAsk, fiveAsk, paraAsk,
    doStep('dice', '6.9', extraDice),
    ...['Grey', 'White', 'Yellow'].map((c) => numberStep(`${c.toLowerCase()}Dice`, '6.9', `${c} dice for the armies taking part (the extra dice above are counted into the roll)`, 0)),
    defense,
    symbolStep('landing', '6.9', 'amphibious', (view, a) => `Roll: success if the ✚ on grey, white and yellow dice are ${answered(gbAsk)(view, a) ? 'strictly greater than' : 'greater than or equal to'} the Defense value ${typed(defense)(view, a)} (6.9).`),
    doStep('success', '6.9', 'Success: +1 Prestige to the Leading General and the Head of Army Group; place an Occupied marker on a base: it then cannot be attacked by the Allies (6.9).', succeeded),
    changesStep('success-prestige', '6.9', '+1 Prestige Head of Army Group', (view) => [moveBy(view, prestigeOf('armyGroup'), 1, 'a successful landing: +1 Prestige Head of Army Group (6.9)')], succeeded),
    doStep('great-britain', '6.9', 'In Great Britain: set the alignment to Disputed, an Axis Control Disk in Southampton and a Western Control Disk in London; set an Open Port marker and a Naval Supply marker; apply 1 Reduction (6.8) and move the armies to Great Britain, leaving 1+ Army in an Occupied Area with Partisans (6.9).', both(succeeded, answered(gbAsk))),
    doStep('failure', '6.9', 'Failure: apply a Reduction (6.8); the Head of Army Group and the Leading General are Questioned (6.9).', failed),
  ],
};

const resourceAsk = (when: (v: RulesView, a: ProcedureAnswers) => boolean) => askStep('resource', '6.7', 'Does the Area have a Resource symbol?', (view, a) => combatArea(view, a)?.resource ?? false, when);
const areaStep = areaChoice('area', '6.7', 'Which Area was the combat in? (its neighbours, Festung Sector and Resource are read from the map)');

/** 6.7.2 where the armies may retreat: adjacent Areas controlled by the Axis or Disputed, the closest to a Festung Sector first. */
function retreatAreas(view: RulesView, a: ProcedureAnswers): string {
  const area = combatArea(view, a);
  if (!area) return '';
  const distance = festungDistance(view);
  const open = neighboursOf(view, area).filter((n) => axisControlled(n) || n.disputed);
  if (!open.length) return ' No adjacent Area is controlled by the Axis or Disputed.';
  const steps = (n: GhcArea) => distance.get(n.name) ?? Infinity;
  const ordered = [...open].sort((x, y) => steps(x) - steps(y));
  const said = ordered.map((n) => (Number.isFinite(steps(n)) ? `${n.name} (${steps(n)} from a Festung Sector)` : n.name));
  return ` Adjacent Areas controlled by the Axis or Disputed, closest to a Festung Sector first: ${said.join(', ')}.`;
}
const firstAllied = askStep('first', '6.7.1', 'Was the Allied Control Disk in the first Sector?');
const lastAllied = askStep('last', '6.7.1', 'Was the Allied Control Disk in the last Sector?');
const advanceResource = resourceAsk(answered(lastAllied));

export const advance: ProcedureSpec = {
  id: 'advance', name: 'Advance', rule: '6.7.1', role: 'operations',
  steps: [
    areaStep,
    firstAllied,
    doStep('first-disk', '6.7.1', 'Add an Axis Control Disk in Sector 1 and set the alignment to Disputed (6.7.1).', answered(firstAllied)),
    doStep('first-move', '6.7.1', 'The Head of Operations moves 1+ Army that took part in the combat, leaving 1+ Army in an Occupied Area with Partisan activity; if 2+ Armies moved, move the Head of Army Group into the combat Area, adding a Vacancy marker if needed (6.7.1).', answered(firstAllied)),
    lastAllied,
    doStep('last-occupied', '6.7.1', 'Set the alignment to Occupied (6.7.1).', answered(lastAllied)),
    advanceResource,
    changesStep('resource-changes', '6.7.1', '+1 Resource', (view) => [moveBy(view, 'resources', 1, 'an Area occupied with a Resource (6.7.1)')], both(answered(lastAllied), answered(advanceResource))),
  ],
};

const lastAxis = askStep('last', '6.7.2', 'Was the Axis Control Disk in the last Sector?');
const firstAxis = askStep('first', '6.7.2', 'Was the Axis Control Disk in the first Sector?');
const festung = askStep('festung', '6.7.2', 'Is it a Festung Sector?', (view, a) => combatArea(view, a)?.festung ?? false);
const allGone = askStep('allEliminated', '6.7.2', 'Are all the armies eliminated?', false, answered(festung));
const festungFalls = both(answered(festung), answered(allGone));
const retreatResource = resourceAsk(either(answered(lastAxis), festungFalls));

export const retreat: ProcedureSpec = {
  id: 'retreat', name: 'Retreat', rule: '6.7.2', role: 'operations',
  steps: [
    areaStep,
    lastAxis,
    doStep('last-disk', '6.7.2', 'Add a Soviet or Western Control Disk and set the alignment to Disputed; −1 Resource if the Area has one (6.7.2).', answered(lastAxis)),
    firstAxis,
    doStep('first-alignment', '6.7.2', (view, a) => `Set the alignment matching the Control Disk; the Head of Operations must move the Armies to adjacent Areas controlled by the Axis or Disputed (eliminating the excess), move the Head of Army Group into another Area or onto his player's board, and apply further retreats to the Axis-controlled adjacent Area closest to a Festung Sector (6.7.2).${retreatAreas(view, a)}`, answered(firstAxis)),
    festung,
    doStep('festung-reductions', '6.7.2', 'In a Festung Sector retreats are applied as Reductions (6.8) (6.7.2).', answered(festung)),
    allGone,
    doStep('festung-falls', '6.7.2', 'Move the Axis Control Disk into the Germany Box, set the Allied Control Disk and the Soviet or Western alignment; the Leading General, the Heads of Army Groups and the Head of the OB are dismissed; −1 Resource (6.7.2).', festungFalls),
    retreatResource,
    changesStep('resource-changes', '6.7.2', '−1 Resource', (view) => [moveBy(view, 'resources', -1, 'an Area lost with a Resource (6.7.2)')], both(either(answered(lastAxis), festungFalls), answered(retreatResource))),
  ],
};

export const reduction: ProcedureSpec = {
  id: 'reduction', name: 'Reduction', rule: '6.8',
  steps: [doStep('ladder', '6.8', `Reduce an army's die: ${reductionTable.map(reductionText).join(' · ')} (6.8).`)],
};
