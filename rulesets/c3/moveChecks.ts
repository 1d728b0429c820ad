/**
 * The rules a walked move is checked against besides its cost: the path itself (5.2), the active
 * Formation and independent units (5.1, 5.1.1), the road limit next to the enemy over the segment (5.2.2, roadLimit.ts), and
 * stacking where the move ends (5.2.1).
 */
import { cellKey, distanceOn, formatMp, type Cell, type Finding, type WalkResult } from '../../src/rules/kit';
import { roadLimitFindings } from './roadLimit';
import type { Mover } from './mover';
import { stackFindings } from './stacking';
import { formationOf, isActivatedMarked, isIndependent, isMarker, sideOf } from './units';
import { textValue } from './values';

const at = (m: Mover, cell: Cell): string => m.view.map.label(cell);

/** What went wrong along the path, step by step. */
function pathFindings(m: Mover, path: readonly Cell[], walk: WalkResult): Finding[] {
  const out: Finding[] = [];
  if (walk.notAdjacent !== null) out.push({ severity: 'illegal', rule: '5.2', text: `the path jumps to ${at(m, path[walk.notAdjacent])}: units move from hex to adjacent hex`, cells: [cellKey(path[walk.notAdjacent])] });
  if (walk.cannotEnter !== null) {
    const to = path[walk.cannotEnter];
    const why = m.enemyHexes.has(cellKey(to)) ? 'no unit enters a hex holding enemy units (5.2)' : 'sea, an impassable hexside or terrain the TEC prohibits';
    out.push({ severity: 'illegal', rule: '5.2', text: `may not enter ${at(m, to)}: ${why}`, cells: [cellKey(to)] });
  }
  if (walk.overAt !== null) out.push({ severity: 'illegal', rule: '5.2', text: `spent ${formatMp(walk.spent)} MP of ${formatMp(m.allowance)}: past the Movement Value at ${at(m, path[walk.overAt])} (terrain next to the enemy costs double)`, cells: [cellKey(path[walk.overAt])] });
  return out;
}

/** 5.1, 5.1.1: units of another Formation, and independents already activated this turn. */
function formationFindings(m: Mover): Finding[] {
  const active = textValue(m.view, 'activeFormation').trim();
  const out: Finding[] = [];
  const others = m.units.filter((u) => !isIndependent(u) && active !== '' && formationOf(u).toLowerCase() !== active.toLowerCase());
  if (others.length > 0) out.push({ severity: 'warning', rule: '5.2', text: `${others.map((u) => `${u.name} (${formationOf(u)})`).join(', ')} not of the active Formation ${active}: only its units move`, pieces: others.map((u) => u.id) });
  // 1.3.3 an independent unit goes with the Formation of the closest unit of its side
  for (const u of m.units.filter(isIndependent)) {
    const with_ = closestFormation(m, u.cell);
    if (active !== '' && with_ !== null && with_.toLowerCase() !== active.toLowerCase()) out.push({ severity: 'warning', rule: '1.3.3, 5.1.1', text: `${u.name} is independent and its closest Formation is ${with_}, not the active ${active}`, pieces: [u.id] });
  }
  const spent = m.units.filter((u) => isIndependent(u) && isActivatedMarked(m.view, u));
  if (spent.length > 0) out.push({ severity: 'warning', rule: '5.1.1', text: `${spent.map((u) => u.name).join(', ')} already Activated this turn: independent units are not activated twice`, pieces: spent.map((u) => u.id) });
  return out;
}

/** The Formation of the nearest unit of the mover's side that belongs to one (ties: the first found; the players may choose, 1.3.3). */
function closestFormation(m: Mover, from: Cell): string | null {
  let best: { d: number; formation: string } | null = null;
  for (const u of m.view.units) {
    if (isMarker(u) || sideOf(u) !== m.side || isIndependent(u)) continue;
    const d = distanceOn(m.view.map, from, u.cell);
    if (!best || d < best.d) best = { d, formation: formationOf(u) };
  }
  return best?.formation ?? null;
}

/** Every finding on a move besides its cost. */
export function moveFindings(m: Mover, path: readonly Cell[], walk: WalkResult): Finding[] {
  const end = path.length > 0 ? path[path.length - 1] : m.from;
  const moved = new Set(m.units.map((u) => u.id));
  const there = m.view.units.filter((u) => u.key === cellKey(end) && !moved.has(u.id));
  return [
    ...pathFindings(m, path, walk),
    ...formationFindings(m),
    ...roadLimitFindings(m, path),
    ...stackFindings(m.view, end, [...there, ...m.units], 'end of move'),
  ];
}
