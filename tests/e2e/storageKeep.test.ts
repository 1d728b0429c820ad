/**
 * The home screen says whether this browser keeps the games when the device runs short of space,
 * asks the browser when the player wants it, and says truthfully what the browser answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { clickOn } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer({ viewport: { width: 390, height: 844 }, touch: true });
});
afterAll(async () => {
  await player?.close();
});

describe('keeping the games in a browser that evicts storage under pressure', () => {
  it('offers to keep them, then says what the browser decided', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    const line = page.getByTestId('storage-keep');
    const persisted = () => page.evaluate(() => navigator.storage.persisted());
    if (await persisted()) {
      await expect.poll(() => line.textContent()).toMatch(/keeps your games/);
      return;
    }
    await expect.poll(() => line.textContent()).toMatch(/may clear your games/);
    await page.screenshot({ path: '.test-results/storage-keep-390.png' });
    await clickOn(line.getByRole('button', { name: 'Keep them' }));
    await expect.poll(() => line.getByRole('button').count()).toBe(0);
    const text = await line.textContent();
    expect(text).toMatch((await persisted()) ? /keeps your games/ : /declined.*File → Save keeps a copy/);
  });
});
