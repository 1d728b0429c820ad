/**
 * Tracing lines of hexes: supply lines, lines of communication, retreat routes. A trace counts
 * hexes, not movement points, and a ruleset says which hexes a line may pass through; the kit
 * does the breadth-first search.
 */
import type { Cell } from '../../model/grid';
import { cellKey, keyCell, neighboursOn } from './hex';
import type { CellKey, RulesMap } from './types';

/**
 * Whether a line may enter `cell` coming from its neighbour `from` (null for the cell the line
 * starts in). Both are given so hexside rules ("not across an unbridged river") can be said.
 */
export type Passable = (cell: Cell, from: Cell | null) => boolean;

/**
 * Every cell a line can reach from any of the sources through passable cells, sources included
 * when they are passable themselves. One flood from every supply source answers "is each unit
 * in supply?" for the whole table. The flood runs outwards from the sources, so `passable`
 * is asked about stepping away from them. `maxSteps` limits the line's length in hexes
 * ("a line of no more than 5 hexes"); a source is 0 steps from itself.
 */
export function connected(map: RulesMap, sources: readonly Cell[], passable: Passable, maxSteps = Infinity): Set<CellKey> {
  const reached = new Set<CellKey>();
  const queue: Cell[] = [];
  const steps: number[] = [];
  for (const source of sources) {
    const key = cellKey(source);
    if (reached.has(key) || !passable(source, null)) continue;
    reached.add(key);
    queue.push(source);
    steps.push(0);
  }
  for (let head = 0; head < queue.length; head++) {
    if (steps[head] >= maxSteps) continue;
    const from = queue[head];
    for (const cell of neighboursOn(map, from)) {
      const key = cellKey(cell);
      if (reached.has(key) || !passable(cell, from)) continue;
      reached.add(key);
      queue.push(cell);
      steps.push(steps[head] + 1);
    }
  }
  return reached;
}

/** Follows breadth-first `prev` links back from the cell found to the start. */
function lineBack(prev: Map<CellKey, CellKey>, end: CellKey): Cell[] {
  const line: Cell[] = [];
  for (let key: CellKey | undefined = end; key !== undefined; key = prev.get(key)) line.push(keyCell(key));
  return line.reverse();
}

/**
 * The shortest line of passable cells from `from` to the nearest cell that `isTarget` accepts,
 * both ends included (just `[from]` when `from` is a target), or null when none can be reached
 * or `from` itself is not passable. Used to show one unit's supply line, with its length.
 * Among lines of equal length the one found first in neighbour order wins, so it is stable.
 * `maxSteps` limits the line's length in hexes (a line of communication as long as the unit's
 * movement factor, Kesselring's War 12.2).
 */
export function traceTo(map: RulesMap, from: Cell, isTarget: (cell: Cell) => boolean, passable: Passable, maxSteps = Infinity): Cell[] | null {
  if (!passable(from, null)) return null;
  const start = cellKey(from);
  if (isTarget(from)) return [from];
  const prev = new Map<CellKey, CellKey>();
  const seen = new Set<CellKey>([start]);
  const queue: Cell[] = [from];
  const steps: number[] = [0];
  for (let head = 0; head < queue.length; head++) {
    if (steps[head] >= maxSteps) continue;
    const here = queue[head];
    const hereKey = cellKey(here);
    for (const cell of neighboursOn(map, here)) {
      const key = cellKey(cell);
      if (seen.has(key) || !passable(cell, here)) continue;
      seen.add(key);
      prev.set(key, hereKey);
      if (isTarget(cell)) return lineBack(prev, key);
      queue.push(cell);
      steps.push(steps[head] + 1);
    }
  }
  return null;
}
