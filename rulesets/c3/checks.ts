/**
 * The whole-table check: stacking in every hex (1.3.6, 5.2.1, 7.3), units of both sides sharing a
 * hex (5.2; Dispersed units aside, 3.2), Axis units that would fight halved for resupply (7.5),
 * the hexes bombarded more than three times in this Operation (5.3.1) and bombardments past the
 * missions rolled (5.3.3, 5.3.4), and the TEC rows not typed in yet.
 */
import { cellKey, keyCell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { isSea, tecOf } from './costs';
import { markedSet } from './values';
import { outOfResupply, resupplyTarget } from './resupply';
import { stackFindings } from './stacking';
import { bombardmentFindings, missionFindings } from './bombardments';
import { tecTable } from './terrain';
import { isDispersed, sideOf, stackingPoints, unitsOnly } from './units';

export function checkTable(view: RulesView): Finding[] {
  const findings: Finding[] = [];
  const tec = tecOf(view);
  const untyped = tecTable.untypedRows(tec);
  if (untyped.length > 0) findings.push({ severity: 'warning', rule: '1.3.5', text: `the Terrain Effects Table is not typed in for ${untyped.join(', ')}: costs, stacking and shifts there are not checked (rules assistant panel → tables)` });
  const byHex = new Map<string, RulesUnit[]>();
  for (const u of unitsOnly(view)) byHex.set(u.key, [...(byHex.get(u.key) ?? []), u]);
  for (const [key, units] of byHex) {
    const cell = keyCell(key);
    findings.push(...stackFindings(view, cell, units, 'table'));
    // 4.2 no landing from mined sea hexes; at most 4 stacking points in a sea hex
    if (isSea(view, cell)) {
      const points = units.reduce((sum, u) => sum + stackingPoints(u), 0);
      if (markedSet(view, 'minefields').has(key)) findings.push({ severity: 'illegal', rule: '4.2', text: `${view.map.label(cell)} is a mined sea hex: landings may not be made from it`, cells: [key] });
      if (points > 4) findings.push({ severity: 'illegal', rule: '4.2', text: `${view.map.label(cell)} holds ${points} stacking points at sea: at most 4 per sea hex`, cells: [key] });
    }
    const sides = new Set(units.filter((u) => !isDispersed(view, u)).map(sideOf).filter((s) => s !== null));
    if (sides.size > 1) findings.push({ severity: 'illegal', rule: '5.2', text: `${view.map.label(cell)} holds units of both sides: no unit enters a hex holding enemy units (Dispersed ones aside)`, cells: [key] });
  }
  findings.push(...bombardmentFindings(view), ...missionFindings(view));
  const halved = unitsOnly(view).filter((u) => outOfResupply(view, u));
  for (const u of halved) findings.push({ severity: 'warning', rule: '7.5', text: `${u.name} at ${view.map.label(u.cell)} cannot trace to ${resupplyTarget(u)}: halved in combat`, cells: [cellKey(u.cell)], pieces: [u.id] });
  return findings;
}
