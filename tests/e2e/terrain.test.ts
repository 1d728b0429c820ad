import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { hexes, pointOfHex, startDemoGame } from './support/table';
import { clickOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Opens the terrain panel of the demo map from the toolbar's Add menu, as a player does. */
async function openTerrainPanel(page: Player['page']) {
  await clickOn(page.getByRole('button', { name: 'Add' }));
  await clickOn(page.getByRole('menuitem', { name: /Paint terrain/ }).first());
  const panel = page.getByTestId('terrain-panel');
  await expect.poll(() => panel.count()).toBe(1);
  return panel;
}

describe('painting terrain', () => {
  it('adds a terrain type and drag-paints three hexes with the real mouse, without moving a counter', async () => {
    const page = player.page;
    await startDemoGame(page);
    const counters = await hexes(page);
    const panel = await openTerrainPanel(page);
    expect(await panel.textContent()).toContain('Valli del Nord');

    await typeInto(panel.getByLabel('New terrain type', { exact: true }), 'Forest');
    await typeInto(panel.getByLabel('Colour of the new terrain type'), '#2e7d32');
    await clickOn(panel.getByRole('button', { name: 'Add type' }));
    await expect.poll(() => panel.textContent()).toContain('Forest (0 hexes)');
    await clickOn(panel.getByRole('radio', { name: 'Paint', exact: true }));

    // 0505 → 0705 is a straight line along row 5 of the even columns, which runs exactly along the
    // side between 0604 and 0605 of the (half a hex lower) odd column. Dragging a fifth of a hex
    // below the centres crosses 0605 for sure.
    const from = await pointOfHex(page, '0505');
    const to = await pointOfHex(page, '0705');
    const below = ((to.x - from.x) / 2) * 0.2;
    await page.mouse.move(from.x, from.y + below);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y + below, { steps: 12 });
    await page.mouse.up();

    await expect.poll(() => panel.textContent()).toContain('Forest (3 hexes)');
    expect(await hexes(page)).toEqual(counters);
  });

  it('takes the whole stroke back with one undo, and redoes it', async () => {
    const page = player.page;
    const panel = page.getByTestId('terrain-panel');
    await clickOn(page.getByRole('button', { name: 'Undo' }));
    await expect.poll(() => panel.textContent()).toContain('Forest (0 hexes)');
    await clickOn(page.getByRole('button', { name: 'Redo' }));
    await expect.poll(() => panel.textContent()).toContain('Forest (3 hexes)');
  });

  it('finds the painted terrain as it was after a reload', async () => {
    const page = player.page;
    await page.evaluate(() => (window as any).sandtable.flush());
    await page.reload();
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const panel = await openTerrainPanel(page);
    await expect.poll(() => panel.textContent()).toContain('Forest (3 hexes)');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
  });
});
