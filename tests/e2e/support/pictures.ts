/**
 * The table as pixels, for comparing the counter tiles with drawing every counter directly
 * (`?draw=direct`): what the player sees once painting has settled, and where two pictures differ.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits until the painter has nothing left to paint and a frame has been drawn since. */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-testid=paint-progress]')?.getAttribute('data-waiting') === '0', null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The table as the player sees it: every layer of the stage composed, as RGBA. */
export async function picture(page: Page): Promise<{ width: number; height: number; rgba: Buffer }> {
  await settled(page);
  const { width, height, data } = await page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLCanvasElement>('.konvajs-content canvas')];
    const out = document.createElement('canvas');
    out.width = layers[0].width;
    out.height = layers[0].height;
    const ctx = out.getContext('2d')!;
    // The layers are transparent where nothing is drawn: the player sees the page's background there.
    let behind: Element | null = layers[0];
    while (behind && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    ctx.fillStyle = behind ? getComputedStyle(behind).backgroundColor : '#fff';
    ctx.fillRect(0, 0, out.width, out.height);
    for (const layer of layers) ctx.drawImage(layer, 0, 0);
    const pixels = ctx.getImageData(0, 0, out.width, out.height).data;
    let text = '';
    for (let i = 0; i < pixels.length; i += 0x8000) text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width: out.width, height: out.height, data: btoa(text) };
  });
  return { width, height, rgba: Buffer.from(data, 'base64') };
}

/**
 * Blocks of 4 × 4 pixels whose average colour differs by more than 40 of 255 in a channel. Resampling
 * a tile shifts an edge by a fraction of a pixel (a small change in a block's average); a counter
 * missing, extra or misplaced changes its blocks' averages by far more.
 */
export function differingBlocks(a: { width: number; height: number; rgba: Buffer }, b: { width: number; height: number; rgba: Buffer }): number {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let count = 0;
  for (let by = 0; by + 4 <= a.height; by += 4) {
    for (let bx = 0; bx + 4 <= a.width; bx += 4) {
      const sum = [0, 0, 0, 0, 0, 0];
      for (let y = by; y < by + 4; y++) {
        for (let x = bx; x < bx + 4; x++) {
          const i = (y * a.width + x) * 4;
          for (let c = 0; c < 3; c++) {
            sum[c] += a.rgba[i + c];
            sum[3 + c] += b.rgba[i + c];
          }
        }
      }
      if ([0, 1, 2].some((c) => Math.abs(sum[c] - sum[3 + c]) / 16 > 40)) count++;
    }
  }
  return count;
}
