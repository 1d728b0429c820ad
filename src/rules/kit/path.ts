/**
 * Movement with costs: where a unit can go with its movement allowance (Dijkstra over the map),
 * and what an actual walked path cost and which rules it broke. The game's rules come in through
 * a `StepRule`, so one search serves every ruleset: terrain costs, hexside costs, roads, zones of
 * control that stop a move, hexes a unit may not enter.
 */
import type { Cell } from '../../model/grid';
import { adjacentOn, cellKey, keyCell, neighboursOn } from './hex';
import type { CellKey, RulesMap } from './types';

/** What one step of a move costs, as a ruleset sees it. */
export interface StepRule {
  /**
   * Movement points to enter `to` from its neighbour `from` when `spent` have been used so far,
   * or null when the unit may not enter (prohibited terrain, enemy unit, all-sea hexside). Costs
   * are numbers ≥ 0 and may be halves (0.5 along a road); a step that "costs the entire
   * allowance" returns the allowance, so only a unit that has not moved yet can take it.
   */
  cost(from: Cell, to: Cell, spent: number): number | null;
  /** The unit must stop on entering `to` (an enemy zone of control): reachable, never passed through. */
  stopsOn?(to: Cell): boolean;
}

/** The question `reachable` answers: from where, with how many movement points, under which rules. */
export interface ReachOptions {
  map: RulesMap;
  from: Cell;
  allowance: number;
  step: StepRule;
  /**
   * The unit may always enter one adjacent hex it is allowed to enter, even when that costs more
   * than its allowance (Caporetto 7.3 and many others): such a hex is reached, at its true cost,
   * and the move ends there.
   */
  minimumMove?: boolean;
}

/** Everywhere a unit can go, with the cheapest cost and path to each place. */
export interface ReachResult {
  /** Cell key → movement points spent by the cheapest path; the start is there with 0. Above the allowance only for a minimum move. */
  cost: Map<CellKey, number>;
  /** Cell key → the cell the cheapest path comes from; the start has none. */
  prev: Map<CellKey, CellKey>;
  /** Cells reached where the move must end (`stopsOn`): reachable, but not passed through. */
  stops: Set<CellKey>;
  /** The cells of the cheapest path to `cell`, start excluded (empty for the start), or null when out of reach. */
  pathTo(cell: Cell): Cell[] | null;
}

/** One entry of the search frontier: a cell reached at a cost, `order` breaking ties by arrival. */
interface Entry {
  key: CellKey;
  cell: Cell;
  cost: number;
  order: number;
}

/**
 * A binary min-heap of frontier entries ordered by cost, then by arrival, so the search is
 * O(n log n) on big maps and its paths are the same on every run.
 */
class Frontier {
  private readonly items: Entry[] = [];

  get size(): number {
    return this.items.length;
  }

  push(entry: Entry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      this.sinkFromTop();
    }
    return top;
  }

  private sinkFromTop(): void {
    const items = this.items;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < items.length && before(items[left], items[least])) least = left;
      if (right < items.length && before(items[right], items[least])) least = right;
      if (least === i) return;
      [items[i], items[least]] = [items[least], items[i]];
      i = least;
    }
  }
}

function before(a: Entry, b: Entry): boolean {
  return a.cost < b.cost || (a.cost === b.cost && a.order < b.order);
}

/** Follows `prev` links back from a cell to the start: the path there, start excluded. */
function pathFrom(prev: Map<CellKey, CellKey>, cost: Map<CellKey, number>, cell: Cell): Cell[] | null {
  let key = cellKey(cell);
  if (!cost.has(key)) return null;
  const path: Cell[] = [];
  for (let back = prev.get(key); back !== undefined; back = prev.get(key)) {
    path.push(keyCell(key));
    key = back;
  }
  return path.reverse();
}

/**
 * Every cell a unit can reach this move, at its cheapest cost: the shading shown while a stack
 * is dragged, and the "cheapest path" a move verdict compares against. Cells where the unit must
 * stop are reached but not passed through; cells whose cost is null are never entered.
 */
export function reachable(opts: ReachOptions): ReachResult {
  const { map, from, allowance, step } = opts;
  const start = cellKey(from);
  const cost = new Map<CellKey, number>([[start, 0]]);
  const prev = new Map<CellKey, CellKey>();
  const stops = new Set<CellKey>();
  const done = new Set<CellKey>();
  const frontier = new Frontier();
  let order = 0;
  frontier.push({ key: start, cell: from, cost: 0, order: order++ });

  while (frontier.size > 0) {
    const { key, cell, cost: spent } = frontier.pop()!;
    if (done.has(key)) continue;
    done.add(key);
    if (key !== start && step.stopsOn?.(cell)) {
      stops.add(key);
      continue;
    }
    if (spent > allowance) continue;
    const mayOverrun = opts.minimumMove === true && key === start;
    for (const next of neighboursOn(map, cell)) {
      const nextKey = cellKey(next);
      if (done.has(nextKey)) continue;
      const price = step.cost(cell, next, spent);
      if (price === null) continue;
      const total = spent + price;
      if (total > allowance && !mayOverrun) continue;
      const known = cost.get(nextKey);
      if (known !== undefined && known <= total) continue;
      cost.set(nextKey, total);
      prev.set(nextKey, key);
      frontier.push({ key: nextKey, cell: next, cost: total, order: order++ });
    }
  }
  return { cost, prev, stops, pathTo: (cell) => pathFrom(prev, cost, cell) };
}

/** What walking one actual path cost, and the first step that broke each movement rule. */
export interface WalkResult {
  /** Movement points spent on the steps that could be costed (steps that may not be taken add nothing). */
  spent: number;
  /** Index in the path of the first step whose cost is null: a hex the unit may not enter. */
  cannotEnter: number | null;
  /** Index of the first step where the unit had to stop (`stopsOn`) while the path went on. */
  stoppedAt: number | null;
  /** Index of the first step that took the total past the allowance (a minimum move excepted). */
  overAt: number | null;
  /** Index of the first step that is not to a neighbour of the hex before it: the path is broken there. */
  notAdjacent: number | null;
}

/** Extra movement rules for `walkPath`, matching those of `reachable`. */
export interface WalkOptions {
  /** A one-hex move is within the rules whatever it costs (see `ReachOptions.minimumMove`). */
  minimumMove?: boolean;
}

/**
 * Checks a path the players actually walked, step by step, so a move verdict can say exactly
 * where it went wrong: "entered an enemy zone of control at 0805 and kept moving". Every step is
 * looked at, and the first index of each kind of problem is kept; a step to a non-neighbour or
 * into a forbidden hex cannot be costed and adds nothing to `spent`.
 */
export function walkPath(map: RulesMap, from: Cell, path: readonly Cell[], step: StepRule, allowance: number, options: WalkOptions = {}): WalkResult {
  const result: WalkResult = { spent: 0, cannotEnter: null, stoppedAt: null, overAt: null, notAdjacent: null };
  const oneHexMinimumMove = options.minimumMove === true && path.length === 1;
  let here = from;
  path.forEach((to, i) => {
    const price = adjacentOn(map, here, to) ? step.cost(here, to, result.spent) : undefined;
    if (price === undefined) result.notAdjacent ??= i;
    else if (price === null) result.cannotEnter ??= i;
    else result.spent += price;
    if (result.spent > allowance && !oneHexMinimumMove) result.overAt ??= i;
    if (i < path.length - 1 && step.stopsOn?.(to)) result.stoppedAt ??= i;
    here = to;
  });
  return result;
}
