import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TilePool, type PooledTile } from '../../../src/ui/table/counters/tilePool';
import { tileKey, type TileAddress } from '../../../src/geometry/counterTiles';

/** Canvases as the pool sees them: their size, and a context that records what was cleared under which transform. */
type FakeCanvas = { width: number; height: number; cleared: string[]; getContext(): unknown };
let created: FakeCanvas[] = [];

function fakeCanvas(): FakeCanvas {
  let transform = 'scaled';
  const c: FakeCanvas = {
    width: 300,
    height: 150,
    cleared: [],
    getContext: () => ({
      setTransform: (...m: number[]) => (transform = m.join(',') === '1,0,0,1,0,0' ? 'identity' : 'scaled'),
      clearRect: (...r: number[]) => c.cleared.push(`${r.join(',')} ${transform}`),
    }),
  };
  return c;
}

const canvasOf = (c: FakeCanvas) => c as unknown as HTMLCanvasElement;

describe('the pool of tile canvases', () => {
  beforeEach(() => {
    created = [];
    vi.stubGlobal('document', {
      createElement: () => {
        const c = fakeCanvas();
        created.push(c);
        return c;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands out 512-pixel canvases and reuses those given back', () => {
    const pool = new TilePool();
    const a = pool.take();
    expect([a.width, a.height]).toEqual([512, 512]);
    pool.give(a);
    expect(pool.take()).toBe(a);
    expect(created).toHaveLength(1);
  });

  it('hands a canvas back out blank: cleared whole, whatever transform its last tile was painted with', () => {
    const pool = new TilePool();
    const a = pool.take() as unknown as FakeCanvas;
    pool.give(a as unknown as HTMLCanvasElement);
    pool.take();
    expect(a.cleared).toEqual(['0,0,512,512 identity']);
  });

  it('keeps eight spare canvases and lets the pixels of any more go at once', () => {
    const pool = new TilePool();
    const canvases = Array.from({ length: 10 }, () => pool.take());
    canvases.forEach((c) => pool.give(c));
    expect(created.filter((c) => c.width === 512)).toHaveLength(8);
    expect(created.filter((c) => c.width === 0 && c.height === 0)).toHaveLength(2);
  });

  it('lets every spare canvas go when emptied, and makes new ones after', () => {
    const pool = new TilePool();
    const canvases = Array.from({ length: 5 }, () => pool.take());
    canvases.forEach((c) => pool.give(c));
    pool.empty();
    expect(created.every((c) => c.width === 0 && c.height === 0)).toBe(true);
    const next = pool.take();
    expect(canvases).not.toContain(next);
    expect(next.width).toBe(512);
  });

  it('drops the oldest painted tiles off screen once more than 64 hold bitmaps', () => {
    const pool = new TilePool();
    const tiles = new Map<string, PooledTile>();
    const at = (tx: number): TileAddress => ({ level: 1, tx, ty: 0 });
    for (let tx = 0; tx < 70; tx++) tiles.set(tileKey(at(tx)), { address: at(tx), canvas: canvasOf({ ...fakeCanvas(), width: 512, height: 512 }) });
    pool.trim(tiles, [at(0), at(1)]);
    expect(tiles.size).toBe(64);
    expect([0, 1, 8, 69].every((tx) => tiles.has(tileKey(at(tx))))).toBe(true);
    expect([2, 3, 4, 5, 6, 7].some((tx) => tiles.has(tileKey(at(tx))))).toBe(false);
  });
});
