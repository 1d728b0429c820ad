/**
 * Managing the boards on the table as a person does (Add → Boards…): rename a map, move it, remove
 * it with its counters after being told how many, and bring everything back with Ctrl+Z.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { clickOn, typeInto } from './support/person';
import { pieces, pointOfHex, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const boards = (page: Page): Promise<{ id: string; name: string }[]> => page.evaluate(() => (window as any).sandtable.listBoards());

async function openBoards(page: Page) {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: 'Boards…' }));
  const dialog = page.getByRole('dialog', { name: 'Boards on the table' });
  await expect.poll(() => dialog.count()).toBe(1);
  return dialog;
}

describe('the boards on the table', () => {
  it('renames the map', async () => {
    const page = player.page;
    await startDemoGame(page);
    const dialog = await openBoards(page);
    await page.screenshot({ path: '/tmp/sandtable-boards.png' });
    await typeInto(dialog.getByLabel('Name of Valli del Nord'), 'Northern valleys');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await boards(page)).map((b) => b.name)).toContain('Northern valleys');
  });

  it('moves the map, its counters with it', async () => {
    const page = player.page;
    const dialog = page.getByRole('dialog', { name: 'Boards on the table' });
    const before = await pointOfHex(page, '1005');
    await clickOn(dialog.getByRole('button', { name: 'Move Northern valleys right' }));
    await expect.poll(async () => (await pointOfHex(page, '1005')).x).toBeGreaterThan(before.x);
    expect((await pieces(page)).some((p) => p.hex)).toBe(true);
  });

  it('removes the map with its counters after saying how many, and one undo brings them back', async () => {
    const page = player.page;
    const dialog = page.getByRole('dialog', { name: 'Boards on the table' });
    const count = (await pieces(page)).filter((p) => p.board === 'valli').length;
    await clickOn(dialog.getByRole('button', { name: 'Remove Northern valleys' }));
    expect(await dialog.getByRole('alert').textContent()).toContain(`its ${count} counters`);
    await clickOn(dialog.getByRole('button', { name: 'Remove', exact: true }));
    await expect.poll(async () => (await boards(page)).some((b) => b.id === 'valli')).toBe(false);
    expect((await pieces(page)).filter((p) => p.board === 'valli')).toHaveLength(0);
    await clickOn(dialog.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await boards(page)).some((b) => b.id === 'valli')).toBe(true);
    expect((await pieces(page)).filter((p) => p.board === 'valli')).toHaveLength(count);
  });
});
