/**
 * The table questions. A move between two areas of the map is judged by 4.2 and 8.1
 * (movement.ts), and the reach is the areas such a move may go to; combats are walked through as
 * the Combat Resolution procedure (6.0): the ruleset leaves the combat questions out and the kit's
 * `defineRuleset` answers them neutrally, saying so (index.ts). The
 * whole-table check looks at what the values and areas can show: a track set outside its range,
 * more Technology markers than Strategic Warfare dice, German armies in Italy beyond 8.1, an area
 * over the stacking limit typed for it (4.2), supply markers that disagree with 4.7.2.
 */
import type { Finding } from '../../src/rules/kit';
import type { MoveVerdict, Reach, RulesView, Ruleset } from '../../src/rules/types';
import { cellKey, neutralReach, noVerdict } from '../../src/rules/kit';
import { ghcAreas, isGermanArmy, italyHome } from './areas';
import { judgeAreaMove } from './movement';
import { supplyCheck } from './supply';
import { numberValue, textValue, values } from './values';

export const PROCEDURES_NOTE = 'moves and combats in this game are walked through as procedures (4.2, 6.0)';
const note: Finding = { severity: 'info', rule: '4.2, 6.0', text: PROCEDURES_NOTE };

/** On an area map: the areas a move of these pieces may go to (4.2, 8.1), each at no cost. */
export const reach: Ruleset['reach'] = (view, pieceIds, from): Reach => {
  if (!view.areaInfo?.length) return neutralReach(note);
  const cost = new Map<string, number>();
  for (const area of view.areaInfo) {
    if (area.cell.col === from.col) continue;
    if (judgeAreaMove(view, { pieceIds, from, path: [area.cell], to: area.cell })?.legal) cost.set(cellKey(area.cell), 0);
  }
  return { cost, stops: new Set(), allowance: 0, pathTo: (cell) => (cost.has(cellKey(cell)) ? [cell] : null), notes: [] };
};

export const checkMove: Ruleset['checkMove'] = (view, move): MoveVerdict => judgeAreaMove(view, move) ?? noVerdict(note);

export function checkTable(view: RulesView): Finding[] {
  const findings: Finding[] = [];
  for (const spec of values) {
    const v = view.values[spec.id];
    if (spec.kind !== 'number' || typeof v !== 'number') continue;
    if ((spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max)) {
      findings.push({ severity: 'warning', rule: spec.rule ?? '', text: `${spec.label} is ${v}, outside ${spec.min}–${spec.max}` });
    }
  }
  const sw = numberValue(view, 'strategicWarfare');
  const tech = numberValue(view, 'technology');
  if (tech > sw) findings.push({ severity: 'info', rule: '4.1', text: `${tech} Technology markers for ${sw} Strategic Warfare dice: all ${sw} are grey` });
  return [...findings, ...italyOnTable(view), ...stackingOnTable(view), ...supplyOnTable(view)];
}

/**
 * 4.7.2 the supply markers the map shows against the supply it computes, once the map names a
 * source (a Festung Sector or an Open Port): without one every area would read Isolated.
 */
function supplyOnTable(view: RulesView): Finding[] {
  return ghcAreas(view).some((a) => a.festung || a.openPort) ? supplyCheck(view).findings : [];
}

/** 8.1 "Independence: 0 German armies allowed"; "Intervention: 1 German army in 1 single Italy Home including Libya". */
function italyOnTable(view: RulesView): Finding[] {
  const status = textValue(view, 'italy');
  const held = ghcAreas(view).filter((a) => italyHome(a) && a.armies.some(isGermanArmy));
  const count = held.reduce((n, a) => n + a.armies.filter(isGermanArmy).length, 0);
  const cells = held.map((a) => `${a.col},0`);
  if (status === 'independence' && count > 0) return [{ severity: 'illegal', rule: '8.1', text: `Italy's Independence: 0 German armies allowed in Italy; ${count} in ${held.map((a) => a.name).join(', ')}`, cells }];
  if (status === 'intervention' && count > 1) return [{ severity: 'illegal', rule: '8.1', text: `Italy's Intervention: 1 German army in 1 single Italy Home including Libya; ${count} in ${held.map((a) => a.name).join(', ')}`, cells }];
  return [];
}

/** 4.2 "Stacking limits are enforced at the end of each Movement step": areas over the limit typed for them. */
function stackingOnTable(view: RulesView): Finding[] {
  return ghcAreas(view)
    .filter((a) => a.stacking !== null && a.armies.length > a.stacking)
    .map((a) => ({ severity: 'warning' as const, rule: '4.2', text: `${a.name} holds ${a.armies.length} armies, over its stacking limit of ${a.stacking}`, cells: [`${a.col},0`] }));
}
