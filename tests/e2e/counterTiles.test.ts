/**
 * The counter tiles (issue #11) show the same counters at the same places as drawing every
 * counter directly (`?draw=direct`): compared pixel block by pixel block at fit and two zooms,
 * after a move repainted the tiles it touched, with a control showing the comparison sees one
 * moved counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, pointOfPiece, zoomAround } from './support/table';
// @ts-expect-error plain ESM module without types
import { makeScenario, boardId } from '../bench/scenario.mjs';

let player: Player;
let tiles: Page;
let direct: Page;
let gameUrl: string;

/** Waits until the painter has nothing left to paint and a frame has been drawn since. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-testid=paint-progress]')?.getAttribute('data-waiting') === '0', null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The table as the player sees it: every layer of the stage composed, as RGBA. */
async function picture(page: Page): Promise<{ width: number; height: number; rgba: Buffer }> {
  await settled(page);
  const { width, height, data } = await page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLCanvasElement>('.konvajs-content canvas')];
    const out = document.createElement('canvas');
    out.width = layers[0].width;
    out.height = layers[0].height;
    const ctx = out.getContext('2d')!;
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
function differingBlocks(a: { width: number; height: number; rgba: Buffer }, b: { width: number; height: number; rgba: Buffer }): number {
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

beforeAll(async () => {
  player = await launchPlayer();
  tiles = player.page;
  await tiles.goto(baseUrl());
  await tiles.waitForFunction(() => typeof (window as any).sandtable?.importScenario === 'function');
  const id = await tiles.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(makeScenario(7, 900)));
  await tiles.waitForFunction(() => (window as any).sandtable.listPieces().length === 900, null, { timeout: 60_000 });
  gameUrl = `${baseUrl().replace(/\/$/, '')}/?draw=direct#/game/${id}`;
  direct = await player.context.newPage();
  await direct.goto(gameUrl);
  await direct.waitForFunction(() => (window as any).sandtable?.listPieces().length === 900, null, { timeout: 60_000 });
});

afterAll(async () => {
  await player?.close();
});

describe('counter tiles', () => {
  it('show what drawing every counter shows, at fit', async () => {
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
  });

  it('show a moved counter at its new place, and the comparison sees the difference from the old table', async () => {
    const mover = (await tiles.evaluate(() => (window as any).sandtable.listPieces())).find((p: { stack: string[] }) => p.stack.length === 1);
    const from = await pointOfPiece(tiles, mover.id);
    const to = await tiles.evaluate((b) => (window as any).sandtable.screenPointOfHex(b, '2510'), boardId);
    await drag(tiles, from, to);
    await expect.poll(() => tiles.evaluate((id) => (window as any).sandtable.listPieces().find((p: { id: string }) => p.id === id).hex, mover.id)).toBe('2510');
    // Escape clears the selection, whose outline the direct page would not have.
    await tiles.keyboard.press('Escape');
    // The direct page still holds the table as it was: one counter's worth of blocks differ.
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBeGreaterThan(0);
    await tiles.evaluate(() => (window as any).sandtable.flush());
    await direct.reload();
    await direct.waitForFunction((id) => (window as any).sandtable?.listPieces().find((p: { id: string }) => p.id === id)?.hex === '2510', mover.id, { timeout: 30_000 });
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
  });

  it('show what drawing every counter shows, zoomed in across tile levels', async () => {
    const at = { x: 400, y: 380 };
    for (const notches of [3, 5]) {
      await zoomAround(tiles, at, notches);
      await zoomAround(direct, at, notches);
      expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
    }
  });
});
