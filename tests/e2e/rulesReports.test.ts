/**
 * The Caporetto assistant's reports in a real browser: a player starts the Caporetto demo, opens
 * the rules panel with R, ends the turn from the End of turn report (the changes are applied only
 * when asked — the Game Turn marker moves along its track — and the log says so), and looks up a drawn Hunger marker, which offers
 * Austro-Hungarian morale −1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { pieces } from './support/table';
import { chooseIn, clickOn } from './support/person';
import { logLines, rulesPanel as panel } from './support/rules';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

async function startCaporettoDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await clickOn(page.getByRole('button', { name: 'New Caporetto demo' }));
  await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
  await page.waitForTimeout(200);
}


/** Opens a report from the panel's Reports section. */
async function openReport(page: Page, id: string, name: string) {
  await clickOn(panel(page).locator(`[data-report="${id}"]`).getByRole('button', { name: 'Show…' }));
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe('the Caporetto assistant’s reports', () => {
  it('ends the turn from the End of turn report: applied on request, the Game Turn marker moves to 2', async () => {
    const page = player.page;
    await startCaporettoDemo(page);
    await page.keyboard.press('r');
    await panel(page).waitFor();
    const turnField = panel(page).locator('[data-value="turn"]');
    expect(await turnField.locator('output').textContent()).toMatch(/^1\s*from the track/);

    const dialog = await openReport(page, 'end-of-turn', 'End of turn');
    expect(await dialog.getByTestId('report-lines').textContent()).toContain('GT 2 Replacement Phase: Italian 3, Austro-Hungarian 3, German 2');
    expect(await dialog.getByTestId('report-changes').textContent()).toContain('Game turn: 1 → 2');
    expect(await turnField.locator('output').count()).toBe(1);
    expect(await logLines(page)).not.toContainEqual(expect.stringContaining('End of GT 1'));

    const apply = dialog.getByRole('button', { name: 'Apply these changes' });
    await clickOn(apply);
    await expect.poll(() => apply.isDisabled()).toBe(true);
    expect(await logLines(page)).toContainEqual(expect.stringContaining('End of GT 1 (4.1, 10.3)'));
    const turnMarker = async () => (await pieces(page)).find((p) => p.name === 'Game Turn')!;
    await expect.poll(async () => (await turnMarker()).hex).toBe('2');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => turnField.locator('output').textContent()).toMatch(/^2\s*from the track/);
  });

  it('explains a drawn Hunger marker and offers Austro-Hungarian morale −1', async () => {
    const page = player.page;
    const dialog = await openReport(page, 'random-event', 'Random event drawn');
    expect(await dialog.getByTestId('report-lines').textContent()).toContain('Draw one marker from the A cup');
    await chooseIn(dialog.getByRole('combobox', { name: 'Random event drawn: choose' }), 'Hunger');
    await expect.poll(() => dialog.getByTestId('report-lines').textContent()).toContain('Hunger (A event): Decrease Austro-Hungarian morale by 1.');
    expect(await dialog.getByTestId('report-changes').textContent()).toContain('Austro-Hungarian morale: 0 → −1');

    await clickOn(dialog.getByRole('button', { name: 'Log it' }));
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('GT 2 random event: Hunger (A)'));
    expect(await dialog.getByRole('button', { name: 'Log it' }).isDisabled()).toBe(true);
    await clickOn(dialog.getByRole('button', { name: 'Close' }));
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
