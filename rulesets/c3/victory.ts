/**
 * Victory (8.2): only the Axis scores. −1 VP per three stacking points (or fraction) of Italians
 * eliminated, elite units excluded; −1 VP per step of Axis elite, armoured or artillery units
 * eliminated; +1 VP per City, Town, Port and Airport hex the Axis controls. Valletta captured is an
 * Axis Crushing Victory; no operational Axis port and airport at the end is a British one.
 */
import { keyCell } from '../../src/rules/kit';
import type { Report, RulesView } from '../../src/rules/types';
import { controlOf } from './control';
import { AXIS } from './units';
import { markedSet, numberValue } from './values';

/** 8.2 victory levels, from the most British to the most Axis. */
export const victoryLevels = [
  { upTo: -7, name: 'British Crushing Victory' },
  { upTo: 0, name: 'British Minor Victory' },
  { upTo: 5, name: 'Draw' },
  { upTo: 10, name: 'Axis Minor Victory' },
  { upTo: Infinity, name: 'Axis Crushing Victory' },
] as const;

export const levelOf = (vp: number): string => victoryLevels.find((l) => vp <= l.upTo)!.name;

/** 8.2: "every three stacking points (or fraction)": 1–3 points cost 1 VP, 4–6 cost 2. */
export const italianLossVp = (points: number): number => (points > 0 ? Math.ceil(points / 3) : 0);

export function victoryReport(view: RulesView): Report {
  const rubble = markedSet(view, 'rubble');
  const held = (mark: string) => [...markedSet(view, mark)].filter((k) => controlOf(view, keyCell(k)) === AXIS);
  const places = new Set([...held('cities'), ...held('towns'), ...held('ports'), ...held('airfields')]);
  const italians = numberValue(view, 'italianPointsLost');
  const special = numberValue(view, 'axisSpecialStepsLost');
  const vp = places.size - italianLossVp(italians) - special;
  const lines = [
    `+${places.size} VP: City, Town, Port and Airport hexes the Axis controls${places.size > 0 ? ` (${[...places].map((k) => view.map.label(keyCell(k))).join(', ')})` : ''}.`,
    `−${italianLossVp(italians)} VP: ${italians} stacking points of Italians eliminated, elite excluded (one per three or fraction).`,
    `−${special} VP: steps of Axis elite, armoured or artillery units eliminated.`,
    `Total ${vp} VP: ${levelOf(vp)} (8.2).`,
  ];
  const valletta = [...markedSet(view, 'valletta')].some((k) => controlOf(view, keyCell(k)) === AXIS);
  if (valletta) lines.push('Valletta is in Axis hands: if captured before the end, the Axis win a Crushing Victory (8.2).');
  const port = held('ports').some((k) => !rubble.has(k));
  const airport = held('airfields').length > 0;
  if (!port || !airport) lines.push(`The Axis has no operational ${!port && !airport ? 'port and airport' : !port ? 'port' : 'airport'}: at the end of the last turn that is a British Crushing Victory (8.2).`);
  return { summary: `victory points: ${vp}, ${valletta ? 'Valletta taken: Axis Crushing Victory' : levelOf(vp)}`, lines };
}

