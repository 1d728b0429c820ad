import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../../src/model/grid';
import { cellKey, linkBetween, reachable, sideBetween, terrainOf, walkPath, within, type RulesMap, type StepRule } from '../../../../src/rules/kit';
import { at, blankMap, labels, link, paint, side } from './maps';

/**
 * A typical game's movement: clear 1, forest 2, lake prohibited, mountain costs the whole
 * allowance, road ½ along a road, +1 across a river; stop on entering any hex in `stopHexes`.
 */
function rules(map: RulesMap, allowance: number, stopHexes: string[] = []): StepRule {
  const stops = new Set(stopHexes.map((h) => cellKey(at(map, h))));
  return {
    cost(from: Cell, to: Cell) {
      if (linkBetween(map, from, to) === 'road') return 0.5;
      const terrain = terrainOf(map, to);
      if (terrain === 'lake') return null;
      const base = terrain === 'mountain' ? allowance : terrain === 'forest' ? 2 : 1;
      return base + (sideBetween(map, from, to) === 'river' ? 1 : 0);
    },
    stopsOn: (to: Cell) => stops.has(cellKey(to)),
  };
}

function costOf(result: ReturnType<typeof reachable>, map: RulesMap, label: string): number | undefined {
  return result.cost.get(cellKey(at(map, label)));
}

describe('reachable', () => {
  it('reaches every hex within the allowance on clear ground, at one point a hex', () => {
    const map = blankMap();
    const from = at(map, '0505');
    const result = reachable({ map, from, allowance: 2, step: rules(map, 2) });
    expect(result.cost.size).toBe(within(map, from, 2).length);
    expect(costOf(result, map, '0505')).toBe(0);
    expect(costOf(result, map, '0504')).toBe(1);
    expect(costOf(result, map, '0503')).toBe(2);
    expect(costOf(result, map, '0502')).toBeUndefined();
  });

  it('adds half points along a road, and finds the road the cheapest way', () => {
    const map = blankMap();
    link(map, 'road', '0505', '0504', '0503', '0502', '0501');
    const result = reachable({ map, from: at(map, '0505'), allowance: 2, step: rules(map, 2) });
    expect(costOf(result, map, '0504')).toBe(0.5);
    expect(costOf(result, map, '0501')).toBe(2);
    expect(labels(map, result.pathTo(at(map, '0501')))).toEqual(['0504', '0503', '0502', '0501']);
    expect(costOf(result, map, '0402')).toBe(2);
  });

  it('charges the extra point across a river hexside', () => {
    const map = blankMap();
    side(map, 'river', '0505', '0504');
    const result = reachable({ map, from: at(map, '0505'), allowance: 3, step: rules(map, 3) });
    expect(costOf(result, map, '0504')).toBe(2);
  });

  it('lets a cost depend on what was spent: a mountain costing the whole allowance is entered only as the first step', () => {
    const map = blankMap();
    paint(map, 'mountain', '0504', '0502');
    const result = reachable({ map, from: at(map, '0505'), allowance: 4, step: rules(map, 4) });
    expect(costOf(result, map, '0504')).toBe(4);
    expect(costOf(result, map, '0502')).toBeUndefined();
  });

  it('passes costs the points spent so far', () => {
    const map = blankMap();
    const seen: number[] = [];
    reachable({ map, from: at(map, '0505'), allowance: 2, step: { cost: (_f, _t, spent) => (seen.push(spent), 1) } });
    expect(new Set(seen)).toEqual(new Set([0, 1, 2]));
  });

  it('never enters a hex whose cost is null, and goes around it', () => {
    const map = blankMap();
    paint(map, 'lake', '0504');
    const result = reachable({ map, from: at(map, '0505'), allowance: 3, step: rules(map, 3) });
    expect(costOf(result, map, '0504')).toBeUndefined();
    expect(costOf(result, map, '0503')).toBe(3);
    expect(result.pathTo(at(map, '0504'))).toBeNull();
  });

  it('reaches hexes where the unit must stop but goes no further through them', () => {
    const map = blankMap();
    const wall = ['0401', '0402', '0403', '0404', '0405', '0406', '0407', '0408'];
    const result = reachable({ map, from: at(map, '0205'), allowance: 6, step: rules(map, 6, wall) });
    expect(costOf(result, map, '0405')).toBe(2);
    expect([...result.stops].sort()).toEqual(wall.map((h) => cellKey(at(map, h))).sort());
    expect(costOf(result, map, '0505')).toBeUndefined();
  });

  it('lets a unit leave the hex it starts in even when that hex is one to stop in', () => {
    const map = blankMap();
    const result = reachable({ map, from: at(map, '0505'), allowance: 1, step: rules(map, 1, ['0505']) });
    expect(result.cost.size).toBe(7);
    expect(result.stops.size).toBe(0);
  });

  it('allows the minimum move of one hex over the allowance, and only one', () => {
    const map = blankMap();
    paint(map, 'forest', ...within(map, at(map, '0505'), 3).map((c) => map.label(c)));
    const strict = reachable({ map, from: at(map, '0505'), allowance: 1, step: rules(map, 1) });
    expect(strict.cost.size).toBe(1);
    const minimum = reachable({ map, from: at(map, '0505'), allowance: 1, step: rules(map, 1), minimumMove: true });
    expect(minimum.cost.size).toBe(7);
    expect(costOf(minimum, map, '0504')).toBe(2);
  });

  it('never lets the minimum move into a hex that may not be entered', () => {
    const map = blankMap();
    paint(map, 'lake', '0504');
    const result = reachable({ map, from: at(map, '0505'), allowance: 0, step: rules(map, 0), minimumMove: true });
    expect(costOf(result, map, '0504')).toBeUndefined();
    expect(result.cost.size).toBe(6);
  });

  it('gives an empty path to the start, null to a hex out of reach, and a path of neighbours to the rest', () => {
    const map = blankMap();
    const result = reachable({ map, from: at(map, '0505'), allowance: 3, step: rules(map, 3) });
    expect(result.pathTo(at(map, '0505'))).toEqual([]);
    expect(result.pathTo(at(map, '0101'))).toBeNull();
    expect(labels(map, result.pathTo(at(map, '0502')))).toEqual(['0504', '0503', '0502']);
    expect(result.prev.get(cellKey(at(map, '0502')))).toBe(cellKey(at(map, '0503')));
  });

  it('stops at the edge of the board', () => {
    const map = blankMap();
    const result = reachable({ map, from: at(map, '0101'), allowance: 1, step: rules(map, 1) });
    expect(result.cost.size).toBe(3);
  });
});

describe('walkPath', () => {
  const map = blankMap();
  paint(map, 'forest', '0503');
  paint(map, 'lake', '0603');
  const step = rules(map, 4, ['0502']);
  const path = (...hexes: string[]) => hexes.map((h) => at(map, h));

  it('adds up the cost of a legal path and finds nothing wrong', () => {
    expect(walkPath(map, at(map, '0505'), path('0504', '0503'), step, 4)).toEqual({ spent: 3, cannotEnter: null, stoppedAt: null, overAt: null, notAdjacent: null });
  });

  it('finds the first step past the allowance', () => {
    expect(walkPath(map, at(map, '0505'), path('0504', '0503', '0403'), step, 3).overAt).toBe(2);
  });

  it('finds a step into a hex that may not be entered, and costs the rest of the path', () => {
    const result = walkPath(map, at(map, '0604'), path('0603', '0602'), step, 4);
    expect(result.cannotEnter).toBe(0);
    expect(result.spent).toBe(1);
  });

  it('finds a hex it had to stop in when the path went on, but not when it ended there', () => {
    expect(walkPath(map, at(map, '0503'), path('0502', '0501'), step, 4).stoppedAt).toBe(0);
    expect(walkPath(map, at(map, '0503'), path('0502'), step, 4).stoppedAt).toBeNull();
  });

  it('finds a jump to a hex that is not next to the one before', () => {
    const result = walkPath(map, at(map, '0505'), path('0504', '0502', '0501'), step, 4);
    expect(result.notAdjacent).toBe(1);
    expect(result.spent).toBe(2);
  });

  it('accepts a one-hex minimum move over the allowance, but not a longer one', () => {
    expect(walkPath(map, at(map, '0504'), path('0503'), step, 1, { minimumMove: true }).overAt).toBeNull();
    expect(walkPath(map, at(map, '0504'), path('0503'), step, 1).overAt).toBe(0);
    expect(walkPath(map, at(map, '0505'), path('0504', '0503'), step, 1, { minimumMove: true }).overAt).toBe(1);
  });

  it('finds nothing wrong with staying put', () => {
    expect(walkPath(map, at(map, '0505'), [], step, 4).spent).toBe(0);
  });
});
