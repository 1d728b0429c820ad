/**
 * A stack shows how many counters it holds: a stack of identical counters otherwise looks like one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { pieces, pointOfPiece, stackOf, startDemoGame, zoomAround } from './support/table';
import { picture } from './support/pictures';
import { stackCountFill } from '../../src/ui/table/counters/drawCounters';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Pixels of the count badge's colour in the lower right quarter of the counter drawn at `at`, `half` device pixels across. */
async function badgePixels(page: Page, at: { x: number; y: number }, half: number): Promise<number> {
  const { width, rgba } = await picture(page);
  const rgb = [1, 3, 5].map((i) => parseInt(stackCountFill.slice(i, i + 2), 16));
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const table = (await page.getByTestId('table').boundingBox())!;
  const x0 = Math.round((at.x - table.x) * dpr);
  const y0 = Math.round((at.y - table.y) * dpr);
  let n = 0;
  for (let y = y0; y < y0 + half; y++) {
    for (let x = x0; x < x0 + half; x++) {
      const i = (y * width + x) * 4;
      if (rgba[i] === rgb[0] && rgba[i + 1] === rgb[1] && rgba[i + 2] === rgb[2]) n++;
    }
  }
  return n;
}

describe('a stack on the table', () => {
  it('shows how many counters are in it; a lone counter shows no number', async () => {
    const page = player.page;
    await startDemoGame(page);
    const stack = await stackOf(page, 2);
    await zoomAround(page, await pointOfPiece(page, stack.id), 4);
    const scale = await page.evaluate(() => {
      const api = (window as any).sandtable;
      const b = api.listBoards()[0];
      return (api.screenPointOfBoardPoint(b.id, 100, 0).x - api.screenPointOfBoardPoint(b.id, 0, 0).x) / 100;
    });
    const half = Math.round(25 * scale * (await page.evaluate(() => window.devicePixelRatio)));
    const top = stack.stack[stack.stack.length - 1];
    expect(await badgePixels(page, await pointOfPiece(page, top), half)).toBeGreaterThan(20);

    await page.screenshot({ path: '/tmp/sandtable-stack-count.png' });

    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.board === stack.board)!;
    await page.keyboard.press('0');
    await zoomAround(page, await pointOfPiece(page, lone.id), 4);
    expect(await badgePixels(page, await pointOfPiece(page, lone.id), half)).toBe(0);
  });
});
