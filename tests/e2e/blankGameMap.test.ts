/**
 * Setting up your own map in a blank game, as a new user does: the first map takes the place of
 * the empty table (no stray "Table" board), and reopening the calibration shows the hexes already
 * clicked, so a grid is corrected rather than started over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drawHexMap } from './support/images';
import { clickOn } from './support/person';
import { expectCanvasAt } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const boards = (page: Player['page']): Promise<{ id: string; name: string; grid: string }[]> => page.evaluate(() => (window as any).sandtable.listBoards());

describe('the first map of a blank game', () => {
  let mapId = '';

  it('is the only board on the table', async () => {
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
    expect((await boards(page)).map((b) => b.name)).toEqual(['my-map']);
    mapId = (await boards(page))[0].id;

    // Hexes near three corners of the part of the map the calibration panel leaves in view.
    for (const label of ['0305', '1512', '0913']) {
      const c = map.centres[label];
      const at = await page.evaluate(([id, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(id, x, y), [mapId, c.x + 1, c.y - 1] as const);
      await expectCanvasAt(page, at);
      const before = await page.locator('.calibrate-points input').count();
      await page.mouse.click(at.x, at.y);
      // The new point's number field takes focus as soon as it is drawn; a person types after seeing it.
      await expect.poll(() => page.evaluate((n) => document.activeElement === document.querySelectorAll('.calibrate-points input')[n], before)).toBe(true);
      await page.keyboard.type(label);
    }
    await clickOn(page.getByRole('button', { name: 'Apply' }));
    await expect.poll(async () => (await boards(page))[0].grid).toBe('hex');
  });

  it('shows the hexes clicked before when its calibration is opened again', async () => {
    const page = player.page;
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: /Calibrate grid of “my-map”/ }));
    const panel = page.getByTestId('calibrate-panel');
    await expect.poll(() => panel.count()).toBe(1);
    const labels = await panel.locator('.calibrate-points input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(labels).toEqual(['0305', '1512', '0913']);
    await expect.poll(() => page.getByTestId('calibrate-status').textContent()).toMatch(/19 × 12 hexes/);
    await page.screenshot({ path: '/tmp/sandtable-calibrate-again.png' });
  });
});
