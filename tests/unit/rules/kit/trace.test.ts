import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../../src/model/grid';
import { cellKey, connected, distanceOn, keyCell, neighboursOn, sameCell, sideBetween, terrainOf, traceTo, type RulesMap } from '../../../../src/rules/kit';
import { at, blankMap, labels, paint, side } from './maps';

/** A supply line may not enter a lake, nor cross a river. */
function supplyPassable(map: RulesMap) {
  return (cell: Cell, from: Cell | null) => terrainOf(map, cell) !== 'lake' && (from === null || sideBetween(map, from, cell) !== 'river');
}

/** A wall of lake down column 5, with a gap at 0504 unless `closed`. */
function walledMap(closed = false): RulesMap {
  const map = blankMap();
  const wall = ['0501', '0502', '0503', '0505', '0506', '0507', '0508'];
  paint(map, 'lake', ...(closed ? [...wall, '0504'] : wall));
  return map;
}

describe('connected', () => {
  it('floods the whole board from one source when nothing blocks', () => {
    const map = blankMap();
    expect(connected(map, [at(map, '0101')], () => true).size).toBe(80);
  });

  it('goes through a gap in a wall, and not through a closed wall', () => {
    const open = walledMap();
    expect(connected(open, [at(open, '0101')], supplyPassable(open)).has(cellKey(at(open, '1008')))).toBe(true);
    const closed = walledMap(true);
    const reached = connected(closed, [at(closed, '0101')], supplyPassable(closed));
    expect(reached.has(cellKey(at(closed, '1008')))).toBe(false);
    expect(reached.size).toBe(32);
  });

  it('floods from every source at once', () => {
    const map = walledMap(true);
    const reached = connected(map, [at(map, '0101'), at(map, '1008')], supplyPassable(map));
    expect(reached.size).toBe(72);
  });

  it('leaves out a source that is not passable itself', () => {
    const map = walledMap(true);
    expect(connected(map, [at(map, '0504')], supplyPassable(map)).size).toBe(0);
  });

  it('asks about each step with the hex it comes from, so hexside rules apply', () => {
    const map = blankMap();
    const source = at(map, '0505');
    for (const n of neighboursOn(map, source)) side(map, 'river', '0505', map.label(n));
    expect(connected(map, [source], supplyPassable(map))).toEqual(new Set([cellKey(source)]));
  });

  it('stops a line at its greatest length', () => {
    const map = blankMap();
    const source = at(map, '0505');
    const reached = connected(map, [source], () => true, 2);
    expect(reached.size).toBe(19);
    for (const key of reached) expect(distanceOn(map, source, keyCell(key))).toBeLessThanOrEqual(2);
  });
});

describe('traceTo', () => {
  it('finds the shortest line to the nearest target, both ends included', () => {
    const map = blankMap();
    const source = at(map, '0508');
    const line = traceTo(map, at(map, '0505'), (c) => sameCell(c, source), () => true);
    expect(labels(map, line)).toEqual(['0505', '0506', '0507', '0508']);
  });

  it('goes around what blocks it', () => {
    const map = walledMap();
    const target = at(map, '0901');
    const line = traceTo(map, at(map, '0201'), (c) => sameCell(c, target), supplyPassable(map))!;
    expect(line.map((c) => map.label(c))).toContain('0504');
    expect(line).toHaveLength(distanceOn(map, at(map, '0201'), at(map, '0504')) + distanceOn(map, at(map, '0504'), target) + 1);
  });

  it('stops at a line of maxSteps hexes (a line of communication as long as the movement factor)', () => {
    const map = blankMap();
    const source = at(map, '0508');
    expect(traceTo(map, at(map, '0505'), (c) => sameCell(c, source), () => true, 3)).toHaveLength(4);
    expect(traceTo(map, at(map, '0505'), (c) => sameCell(c, source), () => true, 2)).toBeNull();
  });

  it('is the hex alone when it is a target itself', () => {
    const map = blankMap();
    expect(traceTo(map, at(map, '0303'), () => true, () => true)).toEqual([at(map, '0303')]);
  });

  it('is null when no target can be reached, or the start is not passable', () => {
    const map = walledMap(true);
    const target = at(map, '0901');
    expect(traceTo(map, at(map, '0201'), (c) => sameCell(c, target), supplyPassable(map))).toBeNull();
    expect(traceTo(map, at(map, '0504'), () => true, supplyPassable(map))).toBeNull();
  });
});
