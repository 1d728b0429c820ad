/**
 * Supply and the sea: the Supply Check (4.7.2), the Port Check (4.7.2, the roll with its
 * modifiers in rolls.ts) and Landings (4.5.1).
 */
import type { ProcedureSpec, RulesView } from '../../../src/rules/types';
import { supplyCheck } from '../supply';
import { PORT_OPENS } from '../rolls';
import { moveBy } from '../values';
import { changesStep, doStep, numberStep, rollStep, typed } from './steps';

/** The areas a supply state names, or what to do without a map of areas. */
const listed = (view: RulesView, names: (r: ReturnType<typeof supplyCheck>) => string[]): string => {
  if (!view.areaInfo?.length) return '';
  const found = names(supplyCheck(view));
  return found.length ? ` On the map: ${found.join(', ')}.` : ' On the map: none.';
};

const isolatedResources = numberStep('isolatedResources', '4.7.2', 'Areas newly marked Isolated that have a Resource symbol', (view) => supplyCheck(view).resourcesLost.length);

export const supplyProcedure: ProcedureSpec = {
  id: 'supply-check', name: 'Supply Check', rule: '4.7.2',
  steps: [
    doStep('festung', '4.7.2', 'Areas with a Festung Sector always have Land Supply (4.7.2).'),
    doStep('land', '4.7.2', (view) => `An Area has Land Supply if it is connected to a Festung Sector through a Land Line chain of adjacent Areas with an Axis Control disk (4.7.2).${listed(view, (r) => r.land)}`),
    doStep('naval', '4.7.2', (view) => `An Area has Naval Supply if it has or is connected to an Open Port through a continuous chain of adjacent Areas under Axis Control; mark the Areas with only Naval Supply (4.7.2).${listed(view, (r) => r.naval)}`),
    doStep('isolated', '4.7.2', (view) => `Mark the other Areas Isolated; −1 Resource for each with a Resource symbol (4.7.2).${listed(view, (r) => r.isolated)}`),
    isolatedResources,
    changesStep('resource-changes', '4.7.2', '−1 Resource per Isolated Area with a Resource', (view, a) => [moveBy(view, 'resources', -typed(isolatedResources)(view, a), `${typed(isolatedResources)(view, a)} Isolated Area(s) with a Resource (4.7.2)`)], (view, a) => typed(isolatedResources)(view, a) > 0),
  ],
};

export const portCheck: ProcedureSpec = {
  id: 'port-check', name: 'Port Check', rule: '4.7.2',
  steps: [
    rollStep('roll', '4.7.2', 'port-check', `1d6: the port opens on ${PORT_OPENS}+ (4.7.2)`),
    doStep('open', '4.7.2', 'The port is open: place an Open Port marker (4.7.2).', (_v, a) => typeof a.roll === 'number' && a.roll >= PORT_OPENS),
    doStep('closed', '4.7.2', 'The port stays closed (4.7.2).', (_v, a) => typeof a.roll === 'number' && a.roll < PORT_OPENS),
  ],
};

export const landings: ProcedureSpec = {
  id: 'landings', name: 'Landings', rule: '4.5.1',
  steps: [
    doStep('card', '4.5.1', 'Draw a Combat card, check the Landing condition and browse the priorities for a Neutral, Occupied or Satellite Area (4.5.1).'),
    doStep('neutral', '4.5.1', 'A Neutral Area: activate it as an Axis Satellite (Activate Satellite Country, 3.3.2) (4.5.1).'),
    doStep('threat', '4.5.1', 'Place a Western Control disk in a Sector with a Landing Threat symbol (the Head of Personnel rolls) (4.5.1).'),
    doStep('marker', '4.5.1', 'Move the Landing marker to the Landing Sector and place a No Western Offensive marker in the Area (4.5.1).'),
    doStep('axis-disk', '4.5.1', 'If possible, move the Axis Control disk to the next lower Sector (4.5.1).'),
    doStep('control', '4.5.1', 'Set the Area as Western controlled if the Western Control disk is in Sector 1, else Disputed (4.5.1).'),
  ],
};
