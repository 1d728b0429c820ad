import { describe, expect, it } from 'vitest';
import {
  ancestorOf,
  childrenOf,
  coarsestLevel,
  levelFor,
  LruOrder,
  needsLevels,
  overviewOf,
  tableToImage,
  tileGrid,
  tileKey,
  tilesIn,
  tileSource,
  tileSpan,
  type TileId,
} from '../../../src/geometry/tiles';

const big = { width: 10_000, height: 7_000 };

describe('which images are drawn by level', () => {
  it('keeps images up to 4096 px on their long side whole', () => {
    expect(needsLevels({ width: 4096, height: 3000 })).toBe(false);
    expect(needsLevels({ width: 3000, height: 4096 })).toBe(false);
    expect(needsLevels({ width: 4097, height: 100 })).toBe(true);
    expect(needsLevels(big)).toBe(true);
  });

  it('makes the overview at most 2048 px on its long side, keeping the aspect', () => {
    expect(overviewOf(big)).toEqual({ scale: 0.2048, width: 2048, height: 1434 });
    expect(overviewOf({ width: 5000, height: 12_000 })).toMatchObject({ width: 853, height: 2048 });
    expect(overviewOf({ width: 1000, height: 800 })).toEqual({ scale: 1, width: 1000, height: 800 });
  });
});

describe('levelFor', () => {
  it('draws the overview while the screen shows no more pixels than it has', () => {
    expect(levelFor(0.05, big)).toBe('overview');
    expect(levelFor(0.155, big)).toBe('overview'); // a 10,000 px map fitted on a 1600 px screen
    expect(levelFor(0.2048, big)).toBe('overview');
  });

  it('then the coarsest tile level that has at least the pixels the screen shows', () => {
    expect(levelFor(0.21, big)).toBe(2); // 2500 × 1750
    expect(levelFor(0.25, big)).toBe(2);
    expect(levelFor(0.26, big)).toBe(1);
    expect(levelFor(0.5, big)).toBe(1);
    expect(levelFor(0.51, big)).toBe(0);
    expect(levelFor(1, big)).toBe(0);
    expect(levelFor(8, big)).toBe(0);
  });

  it('never picks a level whose scale is below the density, nor one coarser than needed', () => {
    for (let d = 0.001; d < 3; d *= 1.013) {
      const level = levelFor(d, big);
      if (level === 'overview') {
        expect(d).toBeLessThanOrEqual(overviewOf(big).scale);
        continue;
      }
      expect(level).toBeLessThanOrEqual(coarsestLevel(big));
      if (d <= 1) {
        expect(2 ** -level).toBeGreaterThanOrEqual(d * (1 - 1e-9));
        expect(2 ** -(level + 1)).toBeLessThan(d); // the next level would be too coarse
      } else expect(level).toBe(0);
    }
  });

  it('coarsestLevel is the last level sharper than the overview', () => {
    expect(coarsestLevel(big)).toBe(2); // 0.25 > 0.2048 > 0.125
    expect(coarsestLevel({ width: 8192, height: 100 })).toBe(1); // overview exactly 0.25: level 2 would be no sharper
    expect(coarsestLevel({ width: 5000, height: 5000 })).toBe(1);
    expect(coarsestLevel({ width: 1000, height: 1000 })).toBe(0);
  });
});

describe('tile grid and sources', () => {
  it('cuts each level in 1024 px tiles spanning 1024 × 2^level image pixels', () => {
    expect(tileSpan(0)).toBe(1024);
    expect(tileSpan(2)).toBe(4096);
    expect(tileGrid(big, 0)).toEqual({ columns: 10, rows: 7 });
    expect(tileGrid(big, 1)).toEqual({ columns: 5, rows: 4 });
    expect(tileGrid(big, 2)).toEqual({ columns: 3, rows: 2 });
  });

  it('gives full tiles inside the image and cut ones at its right and bottom edges', () => {
    expect(tileSource(big, { level: 0, col: 3, row: 2 })).toEqual({ sx: 3072, sy: 2048, sw: 1024, sh: 1024, width: 1024, height: 1024 });
    expect(tileSource(big, { level: 0, col: 9, row: 6 })).toEqual({ sx: 9216, sy: 6144, sw: 784, sh: 856, width: 784, height: 856 });
    expect(tileSource(big, { level: 1, col: 4, row: 3 })).toEqual({ sx: 8192, sy: 6144, sw: 1808, sh: 856, width: 904, height: 428 });
    expect(tileSource(big, { level: 2, col: 0, row: 0 })).toEqual({ sx: 0, sy: 0, sw: 4096, sh: 4096, width: 1024, height: 1024 });
  });

  it('covers every image pixel exactly once at every level (no gaps, no overlaps)', () => {
    for (const image of [big, { width: 4097, height: 1 }, { width: 12_345, height: 6_789 }]) {
      for (let level = 0; level <= coarsestLevel(image) + 1; level++) {
        const { columns, rows } = tileGrid(image, level);
        let area = 0;
        for (let row = 0; row < rows; row++) {
          for (let col = 0; col < columns; col++) {
            const s = tileSource(image, { level, col, row });
            expect(s.sw).toBeGreaterThan(0);
            expect(s.sh).toBeGreaterThan(0);
            if (col > 0) {
              const left = tileSource(image, { level, col: col - 1, row });
              expect(left.sx + left.sw).toBe(s.sx);
            }
            if (row > 0) {
              const above = tileSource(image, { level, col, row: row - 1 });
              expect(above.sy + above.sh).toBe(s.sy);
            }
            area += s.sw * s.sh;
          }
        }
        expect(area).toBe(image.width * image.height);
      }
    }
  });
});

describe('tilesIn', () => {
  const keys = (ts: TileId[]) => ts.map(tileKey).sort();

  it('lists the tiles a rectangle meets, clipped to the image', () => {
    expect(keys(tilesIn(big, 0, { x1: 1000, y1: 10, x2: 2049, y2: 1024 }))).toEqual(['0/0/0', '0/1/0', '0/2/0']);
    expect(keys(tilesIn(big, 0, { x1: -500, y1: -500, x2: 10, y2: 10 }))).toEqual(['0/0/0']);
    expect(keys(tilesIn(big, 0, { x1: 9999, y1: 6999, x2: 20_000, y2: 20_000 }))).toEqual(['0/9/6']);
    expect(tilesIn(big, 0, { x1: 10_000, y1: 0, x2: 11_000, y2: 100 })).toEqual([]);
    expect(tilesIn(big, 0, { x1: -100, y1: -100, x2: 0, y2: 0 })).toEqual([]);
    expect(tilesIn(big, 2, { x1: -1e6, y1: -1e6, x2: 1e6, y2: 1e6 })).toHaveLength(6);
  });

  it('puts the tiles nearest the centre first', () => {
    const ts = tilesIn(big, 0, { x1: 0, y1: 0, x2: 5 * 1024, y2: 3 * 1024 });
    expect(ts).toHaveLength(15);
    expect(tileKey(ts[0])).toBe('0/2/1');
  });

  it('matches tile rectangles: every tile listed meets the rectangle, and every pixel of it is covered', () => {
    const rect = { x1: 1234.5, y1: 777, x2: 6543, y2: 4321.25 };
    const ts = tilesIn(big, 1, rect);
    for (const t of ts) {
      const s = tileSource(big, t);
      expect(s.sx < rect.x2 && s.sx + s.sw > rect.x1 && s.sy < rect.y2 && s.sy + s.sh > rect.y1).toBe(true);
    }
    for (const [x, y] of [[rect.x1, rect.y1], [rect.x2 - 0.01, rect.y2 - 0.01], [4000, 3000]]) {
      expect(ts.some((t) => {
        const s = tileSource(big, t);
        return x >= s.sx && x < s.sx + s.sw && y >= s.sy && y < s.sy + s.sh;
      })).toBe(true);
    }
  });
});

describe('tile family', () => {
  it('a tile lies inside its ancestor, and its ancestor lists it among its children', () => {
    const t = { level: 0, col: 7, row: 5 };
    expect(ancestorOf(t)).toEqual({ level: 1, col: 3, row: 2 });
    expect(ancestorOf(t, 2)).toEqual({ level: 2, col: 1, row: 1 });
    const a = tileSource(big, ancestorOf(t));
    const s = tileSource(big, t);
    expect(s.sx >= a.sx && s.sx + s.sw <= a.sx + a.sw && s.sy >= a.sy && s.sy + s.sh <= a.sy + a.sh).toBe(true);
    expect(childrenOf(big, ancestorOf(t)).map(tileKey)).toContain(tileKey(t));
  });

  it('lists only children inside the image', () => {
    expect(childrenOf(big, { level: 1, col: 4, row: 3 }).map(tileKey)).toEqual(['0/8/6', '0/9/6']);
    expect(childrenOf(big, { level: 0, col: 0, row: 0 })).toEqual([]);
  });
});

describe('tableToImage', () => {
  it('maps table units to image pixels for a board placed and scaled on the table', () => {
    const board = { x: 100, y: -50, width: 5000, height: 3500 }; // the image at half size
    expect(tableToImage({ x1: 100, y1: -50, x2: 5100, y2: 3450 }, board, big)).toEqual({ x1: 0, y1: 0, x2: 10_000, y2: 7_000 });
    expect(tableToImage({ x1: 600, y1: 0, x2: 700, y2: 50 }, board, big)).toEqual({ x1: 1000, y1: 100, x2: 1200, y2: 200 });
  });
});

describe('LruOrder', () => {
  it('drops the least recently used keys beyond the budget', () => {
    const lru = new LruOrder<string>();
    ['a', 'b', 'c', 'd'].forEach((k) => lru.touch(k));
    lru.touch('a');
    expect(lru.keys()).toEqual(['b', 'c', 'd', 'a']);
    expect(lru.overBudget(2)).toEqual(['b', 'c']);
    expect(lru.keys()).toEqual(['d', 'a']);
    expect(lru.overBudget(2)).toEqual([]);
  });

  it('never drops a kept key, even if that leaves it over budget', () => {
    const lru = new LruOrder<string>();
    ['a', 'b', 'c', 'd', 'e'].forEach((k) => lru.touch(k));
    expect(lru.overBudget(2, new Set(['a', 'b', 'c']))).toEqual(['d', 'e']);
    expect(lru.overBudget(1, new Set(['a', 'b', 'c']))).toEqual([]);
    expect(lru.size).toBe(3);
    expect(lru.delete('b')).toBe(true);
    expect(lru.has('b')).toBe(false);
    expect(lru.keys()).toEqual(['a', 'c']);
  });
});
