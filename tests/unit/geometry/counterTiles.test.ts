import { describe, expect, it } from 'vitest';
import { overlaps, stackBounds, tileLevel, tileRect, tilesOver, tileSpan, tilePixels } from '../../../src/geometry/counterTiles';
import { StackIndex } from '../../../src/geometry/stackIndex';
import type { Piece } from '../../../src/model/records';
import type { Stack } from '../../../src/model/stacks';

const piece = (id: string, size = 50): Piece => ({ id, kind: 'unit', name: id, faces: ['f'], face: 0, rot: 0, size, at: { b: 'm', x: 0, y: 0, z: 'a' } }) as unknown as Piece;
const stack = (key: string, x: number, y: number, heights = 1, size = 50): Stack => ({ key, board: 'm', x, y, pieces: Array.from({ length: heights }, (_, i) => piece(`${key}-${i}`, size)) });

describe('tile levels', () => {
  it('are the zoom itself, so a still view blits its tiles pixel for pixel', () => {
    for (const zoom of [0.05, 0.212, 0.5, 0.7071, 1, 1.3, 3.7]) {
      const level = tileLevel(zoom);
      expect(Math.abs(level / zoom - 1)).toBeLessThan(1e-8);
      expect(Math.round((tilePixels / level) * zoom)).toBe(tilePixels);
    }
  });

  it('come back to the same level when a zoom in is undone by the same zoom out', () => {
    let zoom = 0.21;
    const start = tileLevel(zoom);
    for (let i = 0; i < 6; i++) zoom *= 1.1;
    for (let i = 0; i < 6; i++) zoom /= 1.1;
    expect(zoom).not.toBe(0.21);
    expect(tileLevel(zoom)).toBe(start);
  });

  it('stay within sane bounds for a degenerate zoom', () => {
    expect(tileLevel(0)).toBe(1e-3);
    expect(tileLevel(1e6)).toBe(256);
  });
});

describe('tiles over a rectangle', () => {
  it('cover it with no gaps and nothing outside', () => {
    const level = 0.5;
    const rect = { x1: -100, y1: 30, x2: 2500, y2: 1100 };
    const found = tilesOver(rect, level);
    const span = tileSpan(level);
    expect(span).toBe(tilePixels / level);
    for (const t of found) expect(overlaps(tileRect(t), rect) || tileRect(t).x2 === rect.x1).toBe(true);
    for (const [x, y] of [[-100, 30], [2499, 1099], [1200, 600]]) expect(found.some((t) => { const r = tileRect(t); return x >= r.x1 && x < r.x2 && y >= r.y1 && y < r.y2; })).toBe(true);
    expect(new Set(found.map((t) => `${t.tx}/${t.ty}`)).size).toBe(found.length);
  });
});

describe('stack bounds', () => {
  it('include a turned counter, its moved mark and the climb of a tall stack', () => {
    const b = stackBounds(stack('s', 100, 200, 5), { x: 1000, y: 0 } as never);
    expect(b.x2).toBeGreaterThanOrEqual(1100 + 50 * Math.SQRT1_2);
    expect(b.x1).toBeLessThanOrEqual(1100 - 4 * 4 - 50 * Math.SQRT1_2);
    expect(b.y1).toBeLessThanOrEqual(200 - 16 - 50 * Math.SQRT1_2);
  });
});

describe('the stack index', () => {
  it('finds exactly the stacks whose bounds meet a rectangle, as a scan of all of them does', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const index = new StackIndex(128);
    const all: Stack[] = [];
    for (let i = 0; i < 400; i++) {
      const s = stack(`s${i}`, rand() * 4000, rand() * 3000, 1 + Math.floor(rand() * 4));
      all.push(s);
      index.add(s, stackBounds(s, undefined));
    }
    for (const s of all.slice(0, 100)) index.remove(s);
    const live = all.slice(100);
    for (let q = 0; q < 50; q++) {
      const x = rand() * 4000;
      const y = rand() * 3000;
      const rect = { x1: x, y1: y, x2: x + rand() * 900, y2: y + rand() * 900 };
      const expected = live.filter((s) => overlaps(stackBounds(s, undefined), rect)).map((s) => s.key).sort();
      expect(index.query(rect).map((s) => s.key).sort()).toEqual(expected);
    }
    expect(index.size).toBe(300);
  });

  it('answers a view far bigger than the table without visiting empty buckets forever', () => {
    const index = new StackIndex(64);
    const s = stack('only', 10, 10);
    index.add(s, stackBounds(s, undefined));
    expect(index.query({ x1: -1e9, y1: -1e9, x2: 1e9, y2: 1e9 })).toEqual([s]);
  });
});
