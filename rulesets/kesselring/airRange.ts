/**
 * Air range (20.3, 24.4): how far an air unit on a target hex is from the bases it may have flown
 * from — its side's functional airfields (a friendly garrison, 12.1) and, for the Axis, the Staging
 * Area off the north map edge (26.2). The Allied Staging Area lies off the map at no printed
 * distance, so a mission no airfield reaches is said to need it rather than called out of range.
 */
import { distanceOn, keyCell, neighboursOn, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { isSea } from './costs';
import { AXIS, isGarrison, sideOf, textAttr, typeOf, unitsOnly } from './units';
import { markedSet } from './values';

/** The range factor: a number of hexes, or null for U (unlimited) and the CVE (24.4). */
export function rangeOf(u: RulesUnit): number | null {
  const raw = textAttr(u, 'range') || (typeof u.attrs.range === 'number' ? String(u.attrs.range) : '');
  const n = Number(raw);
  return raw === '' || /^u$/i.test(raw) || typeOf(u) === 'cve' || !Number.isFinite(n) ? null : n;
}

/** The nearest base of the unit's side and its distance from the target, Staging Area included for the Axis. */
function nearestBase(view: RulesView, side: string | null, target: Cell): { name: string; distance: number } | null {
  const fields = [...markedSet(view, 'airfields')].filter((k) => unitsOnly(view).some((g) => g.key === k && isGarrison(g) && sideOf(g) === side));
  const bases = fields.map((k) => ({ name: `the airfield at ${view.map.label(keyCell(k))}`, distance: distanceOn(view.map, keyCell(k), target) }));
  // 26.2 the Axis Staging Area lies off the north map edge: one hex beyond its edge hexes
  if (side === AXIS) for (const k of markedSet(view, 'northEdge')) bases.push({ name: 'the Axis Staging Area', distance: distanceOn(view.map, keyCell(k), target) + 1 });
  return bases.sort((a, b) => a.distance - b.distance)[0] ?? null;
}

/** What the rules say of air units flying a mission to `target`. */
export function rangeFindings(view: RulesView, air: readonly RulesUnit[], target: Cell): Finding[] {
  const out: Finding[] = [];
  const coastal = neighboursOn(view.map, target).some((n) => isSea(view.map, n));
  for (const u of air) {
    // 24.4 the CVE flies over coastal hexes only, at unlimited range
    if (typeOf(u) === 'cve' && !coastal) out.push({ severity: 'illegal', rule: '24.4', text: `${u.name} flies missions over coastal hexes only`, pieces: [u.id] });
    const range = rangeOf(u);
    if (range === null) continue;
    const base = nearestBase(view, sideOf(u), target);
    if (base && base.distance <= range) continue;
    const side = sideOf(u);
    const text = side === AXIS
      ? `${u.name} (range ${range}): ${base ? `the nearest base, ${base.name}, is ${base.distance} hexes away` : 'no Axis base on the map'}: out of range (20.3)`
      : `${u.name} (range ${range}): no Allied functional airfield within ${range} hexes${base ? ` (the nearest, ${base.name.replace('the airfield at ', '')}, is ${base.distance} away)` : ''}: it must fly from the Allied Staging Area and be within range of it (20.2.1, 20.3)`;
    out.push({ severity: side === AXIS ? 'warning' : 'info', rule: '20.3', text, pieces: [u.id] });
  }
  return out;
}
