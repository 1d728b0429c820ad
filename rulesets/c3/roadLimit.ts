/**
 * 5.2.2, summed over the Movement Segment: "A maximum of 2 stack points, plus one armored unit, can
 * use a road adjacent to the enemy in the same Movement Segment." The move being judged and every
 * earlier move of the same side this segment (from the turn's records) whose path used such a
 * road count together. The segment begins when the Segment, the active Formation or the turn is
 * set. A move's record keeps where it came from and went, not the hexes the drag crossed, so the
 * road taken by an earlier move of more than one hex is not known: it is never guessed, and the
 * finding says how many such moves were left out.
 */
import { adjacentOn, cellKey, eventsSinceSet, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit } from '../../src/rules/types';
import { roadBetween } from './costs';
import type { Mover } from './mover';
import { isArmour, sideOf, stackingPoints } from './units';

/** The first hex along `path` (from `from`) entered by road next to the enemy, or null. */
export function roadNextToEnemy(m: Mover, from: Cell, path: readonly Cell[]): Cell | null {
  let here = from;
  for (const to of path) {
    if (adjacentOn(m.view.map, here, to) && roadBetween(m.view, here, to) && m.nextToEnemy.has(cellKey(to))) return to;
    here = to;
  }
  return null;
}

/** This segment's earlier moves of the mover's side: those known to have used such a road, and how many have no path on record. */
function earlierRoadUsers(m: Mover): { units: RulesUnit[]; unknown: number } {
  const byId = new Map(m.view.units.map((u) => [u.id, u]));
  const moving = new Set(m.units.map((u) => u.id));
  const users = new Map<string, RulesUnit>();
  let unknown = 0;
  for (const e of eventsSinceSet(m.view, ['phase', 'activeFormation', 'turn'])) {
    if (e.kind !== 'move' || !e.from) continue;
    const units = e.pieceIds.map((id) => byId.get(id)).filter((u): u is RulesUnit => !!u && sideOf(u) === m.side && !moving.has(u.id));
    if (units.length === 0) continue;
    if (!e.path) {
      unknown++;
      continue;
    }
    if (roadNextToEnemy(m, e.from, e.path)) for (const u of units) users.set(u.id, u);
  }
  return { units: [...users.values()], unknown };
}

/** 5.2.2's findings on a move that used a road next to the enemy, with the segment's earlier users counted in. */
export function roadLimitFindings(m: Mover, path: readonly Cell[]): Finding[] {
  const road = roadNextToEnemy(m, m.from, path);
  if (!road) return [];
  const at = m.view.map.label(road);
  const earlier = earlierRoadUsers(m);
  const all = [...earlier.units, ...m.units];
  const armour = all.filter(isArmour);
  const points = all.filter((u) => !isArmour(u)).reduce((sum, u) => sum + stackingPoints(u), 0);
  const out: Finding[] = [{ severity: 'info', rule: '5.2.2', text: `used the road next to the enemy at ${at}: its cost doubles there; at most 2 stacking points and one armoured unit may use such roads per Movement Segment` }];
  const before = earlier.units.length > 0 ? `, with ${earlier.units.map((u) => u.name).join(', ')} earlier this Movement Segment` : '';
  if (points > 2 || armour.length > 1) out.push({ severity: 'illegal', rule: '5.2.2', text: `${points} stacking points${armour.length > 1 ? ` and ${armour.length} armoured units` : ''} used a road next to the enemy${before}: the limit is 2 stacking points plus one armoured unit`, cells: [cellKey(road)] });
  if (earlier.unknown > 0) out.push({ severity: 'info', rule: '5.2.2', text: `${earlier.unknown} earlier move${earlier.unknown > 1 ? 's' : ''} of this Movement Segment went more than one hex: the records keep where ${earlier.unknown > 1 ? 'they' : 'it'} started and ended, not the road taken, so ${earlier.unknown > 1 ? 'they are' : 'it is'} not counted` });
  return out;
}
