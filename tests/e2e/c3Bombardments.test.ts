/**
 * Operazione C3's 5.3.1 counted from the game's records, in a real browser: "A maximum of three
 * Bombardments can be performed per hex for each Operation." A player rolls the Bombardment four
 * times against one hex from the rules panel; the fourth roll says it is past the limit, and the
 * table check, read from the same records, flags the hex.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';
import { logLines, rulesPanel as panel } from './support/rules';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Rolls the Bombardment against `target` (an option of the target list) with the die typed in; returns the outcome shown. */
async function bombard(page: Page, target: string, die: string): Promise<string> {
  await clickOn(panel(page).locator('[data-roll="bombardment"]').getByRole('button', { name: 'Roll…' }));
  const dialog = page.getByRole('dialog', { name: 'Roll on the Bombardment' });
  await dialog.waitFor();
  await chooseIn(dialog.getByRole('combobox', { name: 'Bombardment: target hex' }), target);
  const box = dialog.getByLabel(/you rolled/);
  await typeInto(box, die);
  await pressIn(box, 'Enter');
  const outcome = dialog.getByTestId('roll-outcome');
  await outcome.waitFor();
  return (await outcome.textContent())!;
}

describe('three bombardments per hex for each Operation (5.3.1)', () => {
  it('says the fourth bombardment of a hex is one too many, and the table check flags the hex', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New Operazione C3 demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await page.keyboard.press('r');
    await panel(page).waitFor();

    await clickOn(panel(page).locator('[data-roll="bombardment"]').getByRole('button', { name: 'Roll…' }));
    const picker = page.getByRole('dialog', { name: 'Roll on the Bombardment' }).getByRole('combobox', { name: 'Bombardment: target hex' });
    const target = (await picker.locator('option').nth(1).getAttribute('value'))!;
    const hex = ((await picker.locator('option').nth(1).textContent()) ?? '').split(' — ')[0];
    await page.keyboard.press('Escape');

    for (const [n, die] of [[1, '5'], [2, '8'], [3, '6']] as const) {
      expect(await bombard(page, target, die)).toContain(`Bombardment ${n} of at most 3 against ${hex} in this Operation (5.3.1).`);
      await page.keyboard.press('Escape');
    }
    const fourth = await bombard(page, target, '9');
    expect(fourth).toContain(`This is bombardment 4 of ${hex} in this Operation: a maximum of three Bombardments can be performed per hex for each Operation (5.3.1).`);
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/tmp/c3-fourth-bombardment-${size.width}.png` });
    }
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await logLines(page)).filter((l) => l.includes(`Bombardment — ${hex}`)).length).toBe(4);

    await clickOn(panel(page).getByRole('button', { name: 'Check the table' }));
    const check = page.getByTestId('rules-check');
    await expect.poll(() => check.textContent()).toContain(`${hex} was bombarded 4 times in this Operation`);
    await page.screenshot({ path: '/tmp/c3-bombardment-check-1024.png' });
  });
});
