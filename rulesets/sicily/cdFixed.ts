/**
 * CD 1.4 for Tried CD units that can never have moved. "The Axis player places his CD units only
 * on hexes with coast defence position symbols. They are placed one per hex." A Tried unit with
 * MA 0 "cannot move at all" (CD 1.6), and an Untried one cannot move (CD 1.5), so a Tried MA-0 unit
 * still stands where it was placed: its position rules hold for the whole game, as an Untried
 * unit's do. Tried units with an MA above zero may have moved, and the text does not settle whether
 * they may leave the positions, so they are not judged here (coastDefence.ts warns on their moves).
 */
import { keyCell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { cdUnits, isFixedTried, isUntriedCd } from './units';
import { cdPositions } from './values';

const names = (units: readonly RulesUnit[]): string => units.map((u) => u.name).join(', ');

/** The whole table's CD 1.4 findings on Tried units with MA 0. */
export function fixedTriedFindings(view: RulesView): Finding[] {
  const fixed = cdUnits(view).filter(isFixedTried);
  if (fixed.length === 0) return [];
  const out: Finding[] = [];
  const positions = cdPositions(view);
  const off = fixed.filter((u) => !positions.has(u.key));
  if (positions.size > 0 && off.length > 0) out.push({ severity: 'warning', rule: 'CD 1.4, 1.6', text: `${names(off)} ${off.length > 1 ? 'stand' : 'stands'} off the coast defence positions: Tried with MA 0, ${off.length > 1 ? 'they' : 'it'} cannot have moved, and the Axis places CD units only on hexes with the symbol`, pieces: off.map((u) => u.id), cells: off.map((u) => u.key) });
  // one per hex: two units that never moved share the hex they were placed in (with an Untried one, coastDefence.ts says so)
  const byHex = new Map<string, RulesUnit[]>();
  for (const u of cdUnits(view)) byHex.set(u.key, [...(byHex.get(u.key) ?? []), u]);
  for (const [key, units] of byHex) {
    if (units.some(isUntriedCd) || units.filter(isFixedTried).length < 2) continue;
    out.push({ severity: 'warning', rule: 'CD 1.4, 1.6', text: `${names(units.filter(isFixedTried))} at ${view.map.label(keyCell(key))}: Tried with MA 0, they were placed together, and CD units are placed one per hex`, cells: [key], pieces: units.map((u) => u.id) });
  }
  return out;
}
