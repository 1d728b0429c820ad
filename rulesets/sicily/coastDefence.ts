/**
 * The Italian coast defence units (CD 1): who may move (CD 1.5 Untried never; CD 1.6 Tried only
 * with an MA above zero), where they stand (CD 1.4: only on coast defence positions, one per hex),
 * Tried units with defence 0 removed at once (CD 1.3), and the Untried units' ZOC and supply
 * (CD 1.5). A CD unit turned back to Untried after it was Tried (CD 1.6 forbids it) looks like one
 * never tried: only the turn's records tell it (cdTurning.ts).
 */
import { cellKey, keyCell, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { cdUnits, isFixedTried, isTriedCd, isUntriedCd, isZeroDefenceTried, nameOf } from './units';
import { cdPositions } from './values';

const names = (view: RulesView, units: readonly RulesUnit[]): string => units.map((u) => nameOf(view, u)).join(', ');

/** CD 1.5, 1.6: why these units cannot move at all, one finding each rule. */
export function cannotMove(view: RulesView, units: readonly RulesUnit[]): Finding[] {
  const out: Finding[] = [];
  // 1.5 CD units in Untried mode cannot move
  const untried = units.filter(isUntriedCd);
  if (untried.length > 0) out.push({ severity: 'illegal', rule: 'CD 1.5', text: `${names(view, untried)} ${untried.length > 1 ? 'are' : 'is'} Untried: CD units in Untried mode cannot move`, pieces: untried.map((u) => u.id) });
  // 1.6 those with zero MA cannot move at all
  const fixed = units.filter(isFixedTried);
  if (fixed.length > 0) out.push({ severity: 'illegal', rule: 'CD 1.6', text: `${names(view, fixed)}: a Tried CD unit with MA 0 cannot move at all`, pieces: fixed.map((u) => u.id) });
  const untyped = units.filter((u) => isTriedCd(u) && u.movement === null);
  if (untyped.length > 0) out.push({ severity: 'warning', rule: 'CD 1.6', text: `${names(view, untyped)}: no MA typed on the Tried face; a Tried CD unit moves only if its MA is above zero`, pieces: untyped.map((u) => u.id) });
  return out;
}

/** CD 1.4 for CD units ending a move (or placed) at `to`, beside the units already there. */
export function positionFindings(view: RulesView, moved: readonly RulesUnit[], to: Cell, already: readonly RulesUnit[]): Finding[] {
  const cds = moved.filter((u) => isUntriedCd(u) || isTriedCd(u));
  if (cds.length === 0) return [];
  const key = cellKey(to);
  const hex = view.map.label(to);
  const positions = cdPositions(view);
  const out: Finding[] = [];
  if (positions.size === 0) out.push({ severity: 'info', rule: 'CD 1.4', text: 'no coast defence positions are marked: mark the hexes with the symbol in the assistant panel to check where CD units stand' });
  else if (!positions.has(key)) {
    const tried = cds.every(isTriedCd);
    const text = tried
      ? `${names(view, cds)} end${cds.length > 1 ? '' : 's'} at ${hex}, not a coast defence position: CD 1.4 places CD units only on those hexes; the text does not say whether a Tried unit with an MA may leave them`
      : `${names(view, cds)} at ${hex}, not a coast defence position: the Axis places CD units only on hexes with the symbol`;
    out.push({ severity: 'warning', rule: 'CD 1.4', text, cells: [key], pieces: cds.map((u) => u.id) });
  }
  const others = already.filter((u) => isUntriedCd(u) || isTriedCd(u));
  if (cds.length + others.length > 1) out.push({ severity: 'warning', rule: 'CD 1.4', text: `${names(view, [...others, ...cds])} together at ${hex}: CD units are placed one per hex`, cells: [key], pieces: [...others, ...cds].map((u) => u.id) });
  return out;
}

/** The whole table's CD checks: CD 1.3 removals, CD 1.4 placement of Untried units, CD 1.5 ZOC and supply. */
export function cdTableFindings(view: RulesView): Finding[] {
  const out: Finding[] = [];
  // 1.3 remove Tried zero defense strength units from play immediately
  for (const u of cdUnits(view).filter(isZeroDefenceTried)) {
    out.push({ severity: 'illegal', rule: 'CD 1.3', text: `${u.name} at ${view.map.label(u.cell)} is Tried with defence 0: remove it from play at once`, pieces: [u.id], cells: [u.key] });
  }
  const untried = cdUnits(view).filter(isUntriedCd);
  const positions = cdPositions(view);
  // 1.4 only on coast defence positions; Untried units never moved (1.5), so where they stand is where they were placed
  const off = untried.filter((u) => !positions.has(u.key));
  if (positions.size > 0 && off.length > 0) out.push({ severity: 'warning', rule: 'CD 1.4', text: `${names(view, off)} ${off.length > 1 ? 'stand' : 'stands'} off the coast defence positions: the Axis places CD units only on hexes with the symbol`, pieces: off.map((u) => u.id), cells: off.map((u) => u.key) });
  else if (positions.size === 0 && untried.length > 0) out.push({ severity: 'info', rule: 'CD 1.4', text: 'no coast defence positions are marked: mark the hexes with the symbol in the assistant panel to check where CD units stand' });
  // 1.4 one per hex: a hex holding an Untried CD unit and another CD unit
  const byHex = new Map<string, RulesUnit[]>();
  for (const u of cdUnits(view)) byHex.set(u.key, [...(byHex.get(u.key) ?? []), u]);
  for (const [key, units] of byHex) {
    if (units.length > 1 && units.some(isUntriedCd)) out.push({ severity: 'warning', rule: 'CD 1.4', text: `${units.length} CD units at ${view.map.label(keyCell(key))}: CD units are placed one per hex`, cells: [key], pieces: units.map((u) => u.id) });
  }
  // 1.5 Untried units exert a ZOC and are subject to supply
  if (untried.length > 0) out.push({ severity: 'info', rule: 'CD 1.5', text: `${untried.length} Untried CD unit${untried.length > 1 ? 's' : ''} on the map: each exerts a ZOC and is a ground combat unit subject to supply; none can move until Tried, and the Axis may turn them Tried in any Axis Movement Phase (CD 1.3)`, pieces: untried.map((u) => u.id) });
  return out;
}
