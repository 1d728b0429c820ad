/**
 * Open Cities (optional rule 34): the Axis may declare Roma and Monte Cassino Open Cities (34.0)
 * for 1 AP, with an Axis ground unit in the hex (34.1). Then (34.2): "A Fortification marker may not
 * be placed on an Open City hex", the Axis receive one AP "for each Allied attack on an Open City
 * that employs CAS" and "for each Allied Bombardment air mission against an Open City", the marker
 * "remains in effect until an Allied ground unit enters the hex, at which point it is permanently
 * removed", and each city "may only be declared Open Cities once".
 *
 * An Open City is a hex holding a marker whose attribute `marker` is `open-city`; the hexes ever
 * declared are the value `openCitiesDeclared`, which the players keep.
 */
import { keyCell, markedSet, type CellKey, type Finding, type Modifier } from '../../src/rules/kit';
import type { RulesView, ValueChange } from '../../src/rules/types';
import { apBy } from './apTrack';
import { hexList } from './occupation';
import { inUse, notInUse } from './optional';
import { ALLIES, AXIS, groundOf, isFortified, markedHexes } from './units';

/** The hexes holding an Open City marker. */
export const openCityHexes = (view: RulesView): ReadonlySet<CellKey> => markedHexes(view, 'open-city');

/** Whether 34.2's effects apply to a hex: the rule is in use and an Open City marker is there. */
export const isOpenCity = (view: RulesView, key: CellKey): boolean => inUse(view, 'open-cities') && openCityHexes(view).has(key);

/** 34.0: the two hexes that may be declared, as marked in the panel. */
const candidates = (view: RulesView): CellKey[] => [...new Set([...markedSet(view, 'roma'), ...markedSet(view, 'monteCassino')])];

/** 34.1, 34.2: what declaring an Open City now runs into. */
export function declareOpenCity(view: RulesView): Finding[] {
  const places = candidates(view);
  if (places.length === 0) return [{ severity: 'info', rule: '34.0', text: 'mark Roma and Monte Cassino in the panel to check where an Open City may be declared' }];
  const declared = markedSet(view, 'openCitiesDeclared');
  const open = places.filter((k) => !declared.has(k));
  // 34.2 Roma and Monte Cassino may only be declared Open Cities once
  if (open.length === 0) return [{ severity: 'illegal', rule: '34.2', text: `${hexList(view, places)} ${places.length > 1 ? 'were' : 'was'} already declared: Roma and Monte Cassino may only be declared Open Cities once` }];
  const axisHeld = new Set(groundOf(view, AXIS).map((u) => u.key));
  // 34.1 the hex must be occupied by an Axis ground unit
  const ready = open.filter((k) => axisHeld.has(k));
  if (ready.length === 0) return [{ severity: 'warning', rule: '34.1', text: `no Axis ground unit in ${hexList(view, open)}: the hex must be occupied by an Axis ground unit` }];
  return [{ severity: 'info', rule: '34.1', text: `an Open City may be declared at ${hexList(view, ready)}: place the marker; record the hex in "Hexes declared Open Cities"` }];
}

/** The whole-table check of Open City markers (34.0, 34.2). */
export function openCityFindings(view: RulesView): Finding[] {
  const hexes = [...openCityHexes(view)];
  if (hexes.length === 0) return [];
  const off = notInUse(view, 'open-cities', `The Open City marker at ${hexList(view, hexes)}`, { cells: hexes });
  if (off.length > 0) return off;
  const out: Finding[] = [];
  const allowed = new Set(candidates(view));
  const alliedIn = new Set(groundOf(view, ALLIES).map((u) => u.key));
  for (const key of hexes) {
    const hex = view.map.label(keyCell(key));
    if (allowed.size > 0 && !allowed.has(key)) out.push({ severity: 'warning', rule: '34.0', text: `an Open City marker at ${hex}: only Roma and Monte Cassino may be declared Open Cities`, cells: [key] });
    if (isFortified(view, key)) out.push({ severity: 'illegal', rule: '34.2', text: `a Fortification marker at ${hex}, an Open City: a Fortification marker may not be placed on an Open City hex`, cells: [key] });
    if (alliedIn.has(key)) out.push({ severity: 'illegal', rule: '34.2', text: `an Allied ground unit entered the Open City ${hex}: remove the Open City marker permanently`, cells: [key] });
  }
  return out;
}

/** 34.2: whether this Allied attack on the hex employs CAS — the CAS shift offered and not switched off (a shift of 0, all negated by flak, still flew). */
const employsCas = (modifiers: readonly Modifier[]): boolean => modifiers.some((m) => m.id === 'cas' && (m.on !== false || m.value === 0));

/** 34.2: the AP an Allied attack with CAS on an Open City gives the Axis, as a line and a change. */
export function openCityAttack(view: RulesView, key: CellKey, attacker: string | null, modifiers: readonly Modifier[]): { lines: string[]; changes: ValueChange[] } {
  if (attacker !== ALLIES || !isOpenCity(view, key) || !employsCas(modifiers)) return { lines: [], changes: [] };
  const change = apBy(view, AXIS, 1, `an Allied attack with CAS on the Open City ${view.map.label(keyCell(key))} (34.2)`);
  return { lines: [`The Axis receive one AP for this Allied attack with CAS on an Open City (34.2): ${String(change.value)} AP.`], changes: [change] };
}

/** 34.2: the AP the Axis receive for an Allied Bombardment of an Open City (0 when not one). */
export const openCityBombardmentAp = (view: RulesView, key: CellKey, attacker: string | null): number => (attacker === ALLIES && isOpenCity(view, key) ? 1 : 0);

/** 34.2 on a move: an Allied ground unit entering an Open City removes its marker for good. */
export function openCityEntered(view: RulesView, side: string | null, ground: boolean, key: CellKey): Finding[] {
  if (side !== ALLIES || !ground || !isOpenCity(view, key)) return [];
  return [{ severity: 'info', rule: '34.2', text: `an Allied ground unit entered the Open City ${view.map.label(keyCell(key))}: remove the Open City marker permanently`, cells: [key] }];
}
