/**
 * Counters just added are where the player can see them: selected, and the view brought to them,
 * even when they go on a board of their own beside the map, off screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { sheet, sheetPng } from './support/images';
import { clickOn, typeInto } from './support/person';
import { pieces, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

async function onScreen(page: Page, id: string): Promise<boolean> {
  const p = await pointOfPiece(page, id);
  const canvas = (await page.locator('.table-view').boundingBox())!;
  return p.x > canvas.x && p.x < canvas.x + canvas.width && p.y > canvas.y && p.y < canvas.y + canvas.height;
}

describe('counters just added', () => {
  it('from a sheet whose grid is found by itself carry the names given and are selected and in view, on their board beside the map', async () => {
    const page = player.page;
    await startDemoGame(page);
    const before = new Set((await pieces(page)).map((p) => p.id));
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: /Counters from a sheet/ }));
    const dialog = page.getByTestId('counter-sheet-dialog');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickOn(dialog.getByLabel('Front sheet image'))]);
    await chooser.setFiles({ name: 'front.png', mimeType: 'image/png', buffer: await sheetPng(page, 'front') });
    // The grid is found on the sheet itself: nothing to type.
    await expect.poll(() => dialog.getByTestId('counter-sheet-detected').textContent()).toContain(`Found ${sheet.columns} × ${sheet.rows} counters of ${sheet.size} × ${sheet.size} px, ${sheet.gap} px apart`);
    for (const [label, value] of [['Left', sheet.left], ['Top', sheet.top], ['Gap across', sheet.gap], ['Rows', sheet.rows], ['Columns', sheet.columns]] as const) {
      expect(await dialog.getByLabel(label, { exact: true }).inputValue()).toBe(String(value));
    }
    await expect.poll(() => page.getByTestId('counter-sheet-summary').textContent()).toBe('11 counters (1 blank skipped)');
    await page.screenshot({ path: '/tmp/sandtable-sheet-detected.png' });
    await typeInto(dialog.getByLabel('Names (optional)'), 'Able\nBaker\nCharlie');
    await clickOn(dialog.getByRole('button', { name: 'Add to table' }));
    await expect.poll(async () => (await pieces(page)).length).toBe(before.size + 11);
    const added = (await pieces(page)).filter((p) => !before.has(p.id));
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain('11 selected');
    for (const p of added) await expect.poll(() => onScreen(page, p.id)).toBe(true);
    // The names given are the counters' names; the ones without a name keep the sheet's.
    expect(added.map((p) => p.name).filter((n) => ['Able', 'Baker', 'Charlie'].includes(n)).sort()).toEqual(['Able', 'Baker', 'Charlie']);
    expect(added.filter((p) => /r\dc\d/.test(p.name))).toHaveLength(8);
  });
});
