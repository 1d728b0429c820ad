/**
 * Panels that open beside the table leave the table in view: a new map is shown whole while its
 * calibration panel is open, and a new cup's panel lies over neither the map nor the cup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { clickOn } from './support/person';
import { addCupNamed } from './support/cups';
import { drawHexMap } from './support/images';
import { startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

type Rect = { left: number; top: number; right: number; bottom: number };

/** Where a board is drawn on the page. */
async function boardOnScreen(page: Page, name: string): Promise<Rect> {
  return page.evaluate((n) => {
    const api = (window as any).sandtable;
    const b = api.listBoards().find((x: { name: string }) => x.name === n);
    const a = api.screenPointOfBoardPoint(b.id, 0, 0);
    const z = api.screenPointOfBoardPoint(b.id, b.width, b.height);
    return { left: a.x, top: a.y, right: z.x, bottom: z.y };
  }, name);
}

async function boxOf(page: Page, testId: string): Promise<Rect> {
  const b = (await page.getByTestId(testId).boundingBox())!;
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}

const inside = (a: Rect, b: Rect) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('panels beside the table', () => {
  it('shows a new map whole beside its calibration panel, none of it under the log', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New blank game' }));
    await page.waitForFunction(() => (window as any).sandtable?.listBoards().length === 1, null, { timeout: 20_000 });
    const map = await drawHexMap(page);
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    const chooser = page.waitForEvent('filechooser');
    await clickOn(page.getByRole('menuitem', { name: 'Map image…' }));
    await (await chooser).setFiles({ name: 'my-map.png', mimeType: 'image/png', buffer: Buffer.from(map.bytes) });
    await expect.poll(() => page.getByTestId('calibrate-panel').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(inside(await boardOnScreen(page, 'my-map'), await boxOf(page, 'table'))).toBe(true);
  });

  it('opens a new cup’s panel beside the table, over neither the map nor the cup', async () => {
    const page = player.page;
    await startDemoGame(page);
    await addCupNamed(page, 'Reserves');
    await page.getByTestId('component-panel').waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/sandtable-cup-panel.png' });
    const panel = await boxOf(page, 'component-panel');
    const table = await boxOf(page, 'table');
    for (const name of ['Valli del Nord', 'Reserves']) {
      const board = await boardOnScreen(page, name);
      expect(inside(board, table)).toBe(true);
      expect(overlap(board, panel)).toBe(false);
    }
  });
});
