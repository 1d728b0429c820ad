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

/** 8.2's last turn: the automatic victory for a missing port or airport is judged at its end. */
const lastTurn = 5;

/**
 * The one verdict of 8.2, automatic victories first: "The Axis automatically win a Crushing
 * Victory if Valletta is captured before the end of the game. The British automatically win a
 * Crushing Victory if at the end of the last turn the Axis do not have an operational port and
 * airport." Reading: the Axis needs both, so lacking either one is the British victory. Only when
 * neither applies do the points decide.
 */
function verdictOf(view: RulesView, vp: number, lacking: string | null): { verdict: string; why: string; automatic: boolean } {
  const valletta = [...markedSet(view, 'valletta')].some((k) => controlOf(view, keyCell(k)) === AXIS);
  if (valletta) return { verdict: 'Axis Crushing Victory', why: 'Valletta is captured: the Axis win automatically, whatever the points (8.2)', automatic: true };
  if (lacking && numberValue(view, 'turn') >= lastTurn) return { verdict: 'British Crushing Victory', why: `the Axis has no operational ${lacking} at the end of the last turn: the British win automatically, whatever the points (8.2)`, automatic: true };
  return { verdict: levelOf(vp), why: `${vp} VP (8.2)`, automatic: false };
}

export function victoryReport(view: RulesView): Report {
  const rubble = markedSet(view, 'rubble');
  const held = (mark: string) => [...markedSet(view, mark)].filter((k) => controlOf(view, keyCell(k)) === AXIS);
  const places = new Set([...held('cities'), ...held('towns'), ...held('ports'), ...held('airfields')]);
  const italians = numberValue(view, 'italianPointsLost');
  const special = numberValue(view, 'axisSpecialStepsLost');
  const vp = places.size - italianLossVp(italians) - special;
  const port = held('ports').some((k) => !rubble.has(k));
  const airport = held('airfields').length > 0;
  const lacking = port && airport ? null : !port && !airport ? 'port and airport' : !port ? 'port' : 'airport';
  const { verdict, why, automatic } = verdictOf(view, vp, lacking);
  const lines = [
    `+${places.size} VP: City, Town, Port and Airport hexes the Axis controls${places.size > 0 ? ` (${[...places].map((k) => view.map.label(keyCell(k))).join(', ')})` : ''}.`,
    `−${italianLossVp(italians)} VP: ${italians} stacking points of Italians eliminated, elite excluded (one per three or fraction).`,
    `−${special} VP: steps of Axis elite, armoured or artillery units eliminated.`,
    `Total ${vp} VP.`,
    `Verdict: ${verdict} — ${why}.`,
  ];
  if (lacking && !automatic) lines.push(`The Axis has no operational ${lacking} yet: if it still has none at the end of the last turn, that decides the game instead (8.2).`);
  return { summary: `victory points: ${vp}; ${verdict}`, lines };
}
