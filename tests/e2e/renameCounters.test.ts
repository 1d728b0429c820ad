/**
 * Naming counters as a person does: select them, press N, type or paste one name per line, and
 * the table, the log and one undo all speak of the names given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { clickOn, typeInto } from './support/person';
import { expectCanvasAt, pieces, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('renaming counters', () => {
  it('renames three selected counters from a column of names in one step, and one undo gives the old names back', async () => {
    const page = player.page;
    await startDemoGame(page);
    const lone = (await pieces(page)).filter((p) => p.kind === 'unit' && p.stack.length === 1).slice(0, 3);
    const old = Object.fromEntries(lone.map((p) => [p.id, p.name]));
    for (const [i, p] of lone.entries()) {
      const at = await pointOfPiece(page, p.id);
      await expectCanvasAt(page, at);
      if (i > 0) await page.keyboard.down('Shift');
      await page.mouse.click(at.x, at.y);
      if (i > 0) await page.keyboard.up('Shift');
    }
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain('3 selected');
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Rename counters' });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.screenshot({ path: '/tmp/sandtable-rename.png' });
    await typeInto(dialog.getByLabel('Names, one per line'), 'Able\nBaker\nCharlie');
    await clickOn(dialog.getByRole('button', { name: 'Rename' }));
    await expect.poll(() => dialog.count()).toBe(0);
    const renamed = (await pieces(page)).filter((p) => p.id in old).map((p) => p.name).sort();
    expect(renamed).toEqual(['Able', 'Baker', 'Charlie']);
    await expect.poll(() => page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('rename 3 counters'));

    await page.keyboard.press('Control+z');
    await expect.poll(async () => Object.fromEntries((await pieces(page)).filter((p) => p.id in old).map((p) => [p.id, p.name]))).toEqual(old);
  });

  it('renames one counter from the right-click menu', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const [unit] = (await pieces(page)).filter((p) => p.kind === 'unit' && p.stack.length === 1);
    const at = await pointOfPiece(page, unit.id);
    await expectCanvasAt(page, at);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await clickOn(page.getByRole('menuitem', { name: 'Rename…' }));
    const dialog = page.getByRole('dialog', { name: 'Rename counters' });
    await typeInto(dialog.getByLabel('Name', { exact: true }), '2nd Bersaglieri');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pieces(page)).find((p) => p.id === unit.id)?.name).toBe('2nd Bersaglieri');
    await expect.poll(() => page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('to "2nd Bersaglieri"'));
  });
});
