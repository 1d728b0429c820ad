import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawnFace } from '../../../src/model/records';
import { SpriteCache } from '../../../src/ui/table/faceSprites';

/** A bitmap taken out of the fake canvas: its size and which painting it was. */
interface FakeBitmap {
  width: number;
  height: number;
  painting: number;
}

/** Counts what the sprite cache asks of the browser's OffscreenCanvas: canvases, contexts and bitmaps taken. */
const made = { canvases: 0, contexts: 0, bitmaps: 0 };

/** A stand-in for OffscreenCanvas whose 2D context accepts every drawing call and measures every text 10 px wide. */
class FakeOffscreenCanvas {
  private context: unknown = null;
  constructor(
    public width: number,
    public height: number,
  ) {
    made.canvases++;
  }
  getContext(kind: string) {
    if (kind !== '2d') return null;
    if (!this.context) {
      made.contexts++;
      const canvas = this;
      this.context = new Proxy({} as Record<string | symbol, unknown>, {
        get: (target, key) => (key === 'canvas' ? canvas : key === 'measureText' ? () => ({ width: 10 }) : key in target ? target[key] : () => {}),
        set: (target, key, value) => ((target[key] = value), true),
      });
    }
    return this.context;
  }
  transferToImageBitmap(): FakeBitmap {
    return { width: this.width, height: this.height, painting: ++made.bitmaps };
  }
}

const face = (name: string): DrawnFace => ({ kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'infantry', size: 'XX', name, factors: '4-4-6' });

describe('the sprite cache', () => {
  beforeEach(() => {
    made.canvases = made.contexts = made.bitmaps = 0;
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('paints every face, at every size, in one shared canvas and keeps only the bitmaps taken out of it', () => {
    const cache = new SpriteCache();
    const faces = Array.from({ length: 300 }, (_, i) => face(`Unit ${i}`));
    faces.forEach((f, i) => cache.request(`f${i}`, f, 24));
    faces.slice(0, 50).forEach((f, i) => cache.request(`f${i}`, f, 56));
    while (cache.waiting) cache.paintSome(Infinity);
    expect(made).toEqual({ canvases: 1, contexts: 1, bitmaps: 350 });
    const small = cache.peek('f7', faces[7], 24) as unknown as FakeBitmap;
    const large = cache.peek('f7', faces[7], 56) as unknown as FakeBitmap;
    expect([small.width, small.height, large.width, large.height]).toEqual([24, 24, 56, 56]);
    expect(small.painting).not.toBe(large.painting);
  });

  it('gives a painted sprite again without painting it again', () => {
    const cache = new SpriteCache();
    const f = face('2/Lehr');
    const first = cache.get('a', f, 48);
    expect(cache.get('a', f, 48)).toBe(first);
    expect(made.bitmaps).toBe(1);
  });

  it('lets the least recently used sprites go beyond its pixel budget, counting each bitmap by its size', () => {
    const cache = new SpriteCache();
    const faces = Array.from({ length: 200 }, (_, i) => face(`Unit ${i}`));
    // 256² pixels each: the 12,000,000-pixel budget holds 183 of them.
    cache.get('f0', faces[0], 256);
    for (let i = 1; i < 200; i++) {
      cache.get(`f${i}`, faces[i], 256);
      cache.peek('f0', faces[0], 256);
    }
    const held = faces.filter((f, i) => cache.peek(`f${i}`, f, 256)).length;
    expect(held).toBe(183);
    expect(cache.peek('f0', faces[0], 256)).not.toBeNull();
    expect(cache.peek('f1', faces[1], 256)).toBeNull();
  });
});
