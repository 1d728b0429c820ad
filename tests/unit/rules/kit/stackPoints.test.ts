import { describe, expect, it } from 'vitest';
import { countStack, doubledFreeKinds, fillToLimit } from '../../../../src/rules/kit';

interface U {
  id: string;
  points: number;
  free: string | null;
}
const u = (id: string, points: number, free: string | null = null): U => ({ id, points, free });
const count = (units: U[]) => countStack(units, (x) => x.points, (x) => x.free);

describe('stacking in points with units that stack free', () => {
  it('counts points of ordinary units only', () => {
    const c = count([u('a', 2), u('b', 1), u('gun', 1, 'coastal'), u('aa', 1, 'aa')]);
    expect(c.points).toBe(3);
    expect(c.counted.map((x) => x.id)).toEqual(['a', 'b']);
    expect([...c.free.keys()]).toEqual(['coastal', 'aa']);
  });

  it('names a free kind present twice', () => {
    const c = count([u('gun1', 1, 'coastal'), u('gun2', 1, 'coastal'), u('aa', 1, 'aa')]);
    expect(doubledFreeKinds(c).map((d) => [d.kind, d.units.map((x) => x.id)])).toEqual([['coastal', ['gun1', 'gun2']]]);
  });

  it('fills a combat limit in the order given and leaves the rest out', () => {
    const f = fillToLimit([u('a', 2), u('b', 2), u('c', 1)], 3, (x) => x.points);
    expect(f.within.map((x) => x.id)).toEqual(['a', 'c']);
    expect(f.excess.map((x) => x.id)).toEqual(['b']);
    expect(f.points).toBe(3);
  });
});
