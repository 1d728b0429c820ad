/**
 * Movement (5.2): the reach shaded while a stack is dragged and the verdict after the drop. Costs
 * come from the players' TEC (costs.ts), doubled in hexes next to the enemy but never more than
 * doubled; a unit may always move one hex; no unit enters an enemy hex (Dispersed enemies aside);
 * roads (5.2.2) and strategic movement along roads away from the enemy (5.2.3); stacking at the
 * end of the move (5.2.1).
 */
import { adjacentOn, cellKey, formatMp, moveHead, moveVerdict, mpMeasure, reachable, walkedSpent, walkPath, type Cell, type Finding, type StepRule } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, Reach, RulesView } from '../../src/rules/types';
import { isImpassableSide, isSea, missingText, roadBetween, terrainCost, type TecSum } from './costs';
import { moverOf, type Mover } from './mover';
import { moveFindings } from './moveChecks';
import { segmentOf, segments } from './values';

/** How a step was priced, for findings: the TEC rows it read were not all typed in. */
interface Pricing {
  missing: TecSum[];
}

/** The normal step rule (5.2): TEC cost, doubled next to the enemy, road along roads. */
export function normalStep(m: Mover, pricing: Pricing = { missing: [] }): StepRule {
  return {
    cost(from, to) {
      const key = cellKey(to);
      // 5.2 no unit can enter a hex containing enemy units (except Dispersed ones)
      if (m.enemyHexes.has(key) || isSea(m.view, to) || isImpassableSide(m.view, from, to)) return null;
      // 3.2 a Dispersed unit moves one hex without considering the terrain
      if (m.dispersed) return 1;
      const sum = terrainCost(m.view, from, to, roadBetween(m.view, from, to));
      if (sum.kind === 'prohibited') return null;
      let cost = 1;
      if (sum.kind === 'missing') pricing.missing.push(sum);
      else cost = sum.value;
      // 5.2 the cost of terrain next to enemy units is doubled, and never more than doubled
      return m.nextToEnemy.has(key) ? cost * 2 : cost;
    },
  };
}

/** 5.2.3 strategic movement: only along roads, never next to the enemy, at half the road's cost against the normal allowance. */
export function strategicStep(m: Mover): StepRule {
  return {
    cost(from, to) {
      if (m.dispersed || m.nextToEnemy.has(cellKey(from)) || m.nextToEnemy.has(cellKey(to)) || m.enemyHexes.has(cellKey(to))) return null;
      if (!roadBetween(m.view, from, to)) return null;
      const sum = terrainCost(m.view, from, to, true);
      return sum.kind === 'number' ? sum.value / 2 : null;
    },
  };
}

/** Where the stack can go: the cheaper of a normal move and a strategic one, each hex at its cost in normal MP. */
export function reach(view: RulesView, pieceIds: readonly string[], from: Cell): Reach {
  const m = moverOf(view, pieceIds, from);
  const pricing: Pricing = { missing: [] };
  const normal = reachable({ map: view.map, from, allowance: m.allowance, step: normalStep(m, pricing), minimumMove: true });
  const strategic = reachable({ map: view.map, from, allowance: m.allowance, step: strategicStep(m) });
  const cost = new Map(normal.cost);
  const viaRoad = new Set<string>();
  for (const [key, c] of strategic.cost) {
    if (c < (cost.get(key) ?? Infinity)) {
      cost.set(key, c);
      viaRoad.add(key);
    }
  }
  const notes: Finding[] = [];
  if (pricing.missing.length > 0) notes.push({ severity: 'warning', rule: '1.3.5', text: `${missingText(pricing.missing[0], 'Movement')}; until then each hex counts 1 MP` });
  if (m.dispersed) notes.push({ severity: 'info', rule: '3.2', text: 'Dispersed: moves one hex without considering the terrain' });
  if (m.disorganized) notes.push({ severity: 'info', rule: '5.6', text: `Disorganized: Movement halved (rounded up) to ${m.allowance}` });
  return {
    cost,
    stops: new Set(),
    allowance: m.allowance,
    pathTo: (cell) => (viaRoad.has(cellKey(cell)) ? strategic.pathTo(cell) : normal.pathTo(cell)),
    notes,
  };
}

/** Whether a walked path is a strategic move (5.2.3): every step along a road, none next to the enemy. */
function isStrategicPath(m: Mover, path: readonly Cell[]): boolean {
  const step = strategicStep(m);
  let here = m.from;
  for (const to of path) {
    if (!adjacentOn(m.view.map, here, to) || step.cost(here, to, 0) === null) return false;
    here = to;
  }
  return path.length > 0;
}

/** The verdict on a move made: MP used of available, the cheapest path, and every rule broken or worth a look. */
export function checkMove(view: RulesView, move: MoveQuery): MoveVerdict {
  const m = moverOf(view, move.pieceIds, move.from);
  const shaded = reach(view, move.pieceIds, move.from);
  const cheapest = shaded.pathTo(move.to);
  const path = move.path.length > 0 ? move.path : (cheapest ?? [move.to]);
  const strategic = isStrategicPath(m, path);
  const pricing: Pricing = { missing: [] };
  const walk = strategic
    ? walkPath(view.map, move.from, path, strategicStep(m), m.allowance)
    : walkPath(view.map, move.from, path, normalStep(m, pricing), m.allowance, { minimumMove: true });
  const findings: Finding[] = [...shaded.notes.filter((n) => n.rule !== '1.3.5'), ...moveFindings(m, path, walk)];
  if (pricing.missing.length > 0) findings.push({ severity: 'warning', rule: '1.3.5', text: `${missingText(pricing.missing[0], 'Movement')}; each hex was counted 1 MP` });
  if (strategic) findings.push({ severity: 'info', rule: '5.2.3', text: `strategic movement: only roads, never next to the enemy, so the Movement Allowance doubles (${formatMp(walk.spent * 2)} of ${formatMp(m.allowance * 2)} road MP)` });
  const segment = segmentOf(view);
  if (segment !== 'movement') findings.push({ severity: 'info', rule: '2', text: `the segment set is ${segments.find((s) => s.value === segment)?.label ?? segment}; units move in A-2 Movement` });
  const spent = walkedSpent(walk);
  const head = moveHead(view.map, m.units.map((u) => u.name), move.from, move.to);
  return moveVerdict({ head, measure: `${mpMeasure(spent, m.allowance)}${strategic ? ' (strategic)' : ''}`, findings, spent, allowance: m.allowance, cheapest });
}
