/**
 * The whole-table check, as at the end of an Action Segment (10.0): stacking (10.1), units Out of
 * Supply (12), air units at airfields beyond what their garrison bases (20.2.2), fortifications
 * left without friendly units (25.4), Allied units on the mainland before Italy surrenders (27.1),
 * the optional rules' Open Cities (34), Major Objectives (35) and KG and TF (31), and TEC rows still to type.
 */
import { keyCell, type Finding } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { featuresAt, missingText, rowsAt, tecOf } from './costs';
import { kgFindings } from './kampfgruppen';
import { outOfSupply } from './logistics';
import { majorFindings } from './majorObjectives';
import { openCityFindings } from './openCities';
import { legacyAchse } from './optional';
import { islandsMarked, isMainland } from './occupation';
import { stackFindings } from './stacking';
import { tecTable } from './terrain';
import { ALLIES, AXIS, isAir, isGarrison, isGround, isMobile, isReduced, markedHexes, sideOf, unitsOnly } from './units';
import { flagValue, scenarioOf } from './values';

function byHex(view: RulesView) {
  const out = new Map<string, ReturnType<typeof unitsOnly>>();
  for (const u of unitsOnly(view)) out.set(u.key, [...(out.get(u.key) ?? []), u]);
  return out;
}

/** 20.2.2: a full-strength garrison bases two air units, a reduced one one, none without a garrison. */
function airfieldFindings(view: RulesView, key: string, units: ReturnType<typeof unitsOnly>): Finding[] {
  const air = units.filter(isAir);
  const cell = keyCell(key);
  if (air.length === 0 || !featuresAt(view, cell).includes('airfields')) return [];
  const side = sideOf(air[0]);
  const garrison = units.find((u) => isGarrison(u) && sideOf(u) === side);
  const room = !garrison ? 0 : isReduced(garrison) ? 1 : 2;
  return air.length > room ? [{ severity: 'warning', rule: '20.2.2', text: `${air.length} air unit${air.length > 1 ? 's' : ''} at the airfield ${view.map.label(cell)}, which bases ${room} (${garrison ? (room === 1 ? 'reduced garrison' : 'full-strength garrison') : 'no garrison: not functional'})`, cells: [key], pieces: air.map((u) => u.id) }] : [];
}

export function checkTable(view: RulesView): Finding[] {
  const findings: Finding[] = [];
  const hexes = byHex(view);
  for (const [key, units] of hexes) {
    findings.push(...stackFindings(view, units, 'the end of the Action Segment'));
    findings.push(...airfieldFindings(view, key, units));
    const sides = new Set(units.filter(isGround).map(sideOf));
    if (sides.has(ALLIES) && sides.has(AXIS)) findings.push({ severity: 'illegal', rule: '13.2', text: `${view.map.label(keyCell(key))} holds ground units of both sides`, cells: [key] });
  }
  for (const side of [ALLIES, AXIS]) {
    const cut = outOfSupply(view, side).filter(isMobile);
    if (cut.length > 0) findings.push({ severity: 'info', rule: '12.2, 12.5', text: `${side} Out of Supply: ${cut.map((u) => `${u.name} (${view.map.label(u.cell)})`).join(', ')} — each moves or attacks alone for an AP, and attacks on them take 1R`, pieces: cut.map((u) => u.id), cells: cut.map((u) => u.key) });
  }
  // 25.4 a fortification is removed when no friendly unit is left in its hex
  for (const key of markedHexes(view, 'fortification')) {
    if (!(hexes.get(key) ?? []).some(isGround)) findings.push({ severity: 'warning', rule: '25.4', text: `the fortification at ${view.map.label(keyCell(key))} has no unit left in its hex: remove it; fortifications are never captured`, cells: [key] });
  }
  if (scenarioOf(view) === '1' && !flagValue(view, 'italianSurrender') && islandsMarked(view)) {
    const ashore = unitsOnly(view).filter((u) => isMobile(u) && sideOf(u) === ALLIES && isMainland(view, u.key));
    if (ashore.length > 0) findings.push({ severity: 'illegal', rule: '27.1', text: `${ashore.map((u) => u.name).join(', ')} on mainland Italy before the Italian Surrender`, pieces: ashore.map((u) => u.id) });
  }
  findings.push(...openCityFindings(view), ...majorFindings(view), ...kgFindings(view, hexes), ...legacyAchse(view));
  const missing = tecTable.untypedRows(tecOf(view));
  const used = new Set(unitsOnly(view).flatMap((u) => rowsAt(view, u.cell)));
  const needed = missing.filter((r) => used.has(r) || r === 'River');
  if (needed.length > 0) findings.push({ severity: 'info', rule: '13.4, 15.5', text: `${missingText(needed, 'Movement')} and Combat: costs and shifts are estimated until then` });
  return findings;
}
