import { describe, expect, it } from 'vitest';
import { adjacency, knownNeighbours, setNeighbours, sharedBorderLength, sharedBorders, withNeighbourPairs, withoutArea } from '../../../src/geometry/areaNeighbours';
import type { Area } from '../../../src/model/records';

const square = (id: string, x: number, y: number, size = 100): Area => ({ id, name: id, points: [x, y, x + size, y, x + size, y + size, x, y + size] });

describe('deriving neighbours from shared borders', () => {
  it('finds two areas drawn side by side with their common border a few pixels apart', () => {
    const west = square('west', 0, 0);
    const east = { ...square('east', 104, 3), name: 'east' };
    expect(sharedBorders([west, east], 8)).toEqual([['west', 'east']]);
  });

  it('does not join areas farther apart than the tolerance', () => {
    expect(sharedBorders([square('a', 0, 0), square('b', 120, 0)], 8)).toEqual([]);
  });

  it('does not join areas that only touch at a corner', () => {
    expect(sharedBorders([square('a', 0, 0), square('b', 100, 100)], 5)).toEqual([]);
  });

  it('joins a triangle whose side lies along part of a square', () => {
    const tri: Area = { id: 'tri', name: 'tri', points: [100, 20, 180, 50, 100, 80] };
    expect(sharedBorders([square('sq', 0, 0), tri], 4)).toEqual([['sq', 'tri']]);
    // the 60 px side along the square, plus the short stretches where the slanted sides leave it
    const shared = sharedBorderLength(tri.points, square('sq', 0, 0).points, 4);
    expect(shared).toBeGreaterThanOrEqual(60);
    expect(shared).toBeLessThan(72);
  });

  it('lists each pair of a row of three once, and the ends are not neighbours', () => {
    const row = [square('a', 0, 0), square('b', 100, 0), square('c', 200, 0)];
    expect(sharedBorders(row, 3)).toEqual([['a', 'b'], ['b', 'c']]);
  });
});

describe('editing neighbours', () => {
  const areas = [square('a', 0, 0), square('b', 100, 0), { ...square('c', 500, 0), neighbours: ['a'] }];

  it('adds derived pairs both ways and keeps neighbours set by hand', () => {
    const next = withNeighbourPairs(areas, [['a', 'b']]);
    expect(next.map((a) => a.neighbours)).toEqual([['b'], ['a'], ['a']]);
    expect(withNeighbourPairs(next, [['a', 'b']])).toEqual(next);
  });

  it('removes a neighbour from both areas', () => {
    const linked = setNeighbours(areas, 'a', 'c', true);
    expect(linked.find((a) => a.id === 'a')!.neighbours).toEqual(['c']);
    const unlinked = setNeighbours(linked, 'c', 'a', false);
    expect(unlinked.find((a) => a.id === 'a')!.neighbours).toEqual([]);
    expect(unlinked.find((a) => a.id === 'c')!.neighbours).toEqual([]);
  });

  it('drops a removed area from everyone’s neighbours', () => {
    expect(withoutArea(areas, 'a').map((a) => [a.id, a.neighbours])).toEqual([['b', undefined], ['c', []]]);
  });

  it('reads adjacency both ways, ignoring ids of areas that are gone and the area itself', () => {
    const odd = [{ ...square('a', 0, 0), neighbours: ['b', 'gone', 'a'] }, square('b', 100, 0)];
    expect(Object.fromEntries(adjacency(odd))).toEqual({ a: ['b'], b: ['a'] });
    expect(knownNeighbours(odd)[0].neighbours).toEqual(['b']);
  });
});
