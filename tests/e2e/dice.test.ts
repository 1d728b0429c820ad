/**
 * The dice tray in a real browser: opened from the toolbar's "Dice" button, rolled with the mouse
 * and keyboard, results checked in the tray and in the shared log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { startDemoGame } from './support/table';
import { clickOn, hoverOn } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Empties a text box the way a person does: select all, delete. */
async function clearBox(page: Page, box: Locator): Promise<void> {
  await clickOn(box);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
}

/** The text of the log lines, oldest first. */
function logLines(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Game log' }).locator('ol > li').allTextContents();
}

/** The last log line that matches `pattern`, waiting for one to appear. */
async function lastLogLine(page: Page, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await logLines(page)).some((l) => pattern.test(l)), { timeout: 10_000 }).toBe(true);
  return (await logLines(page)).filter((l) => pattern.test(l)).at(-1)!;
}

describe('the dice tray', () => {
  it('opens from the toolbar and rolls 2d6 for a reason, into the shared log', async () => {
    const page = player.page;
    await startDemoGame(page);
    await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));
    const tray = page.getByTestId('dice-tray');
    await tray.waitFor({ state: 'visible' });

    await clickOn(tray.getByRole('textbox', { name: 'What for?' }));
    await page.keyboard.type('Attack on 1212');
    await clickOn(tray.getByRole('button', { name: '2d6', exact: true }));

    const line = await lastLogLine(page, /rolled 2d6 for "Attack on 1212": /);
    const match = /rolled 2d6 for "Attack on 1212": (\d) \+ (\d) = (\d+) · rolled alone$/.exec(line);
    expect(match, line).not.toBeNull();
    const [a, b, total] = match!.slice(1).map(Number);
    expect(a + b).toBe(total);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(total).toBeLessThanOrEqual(12);
    expect(line).toMatch(/^\S.* player: rolled 2d6/); // who rolled: the player's name leads the line
    // Resting the mouse on the line tells when it was written.
    const row = page.getByRole('region', { name: 'Game log' }).locator('ol > li').filter({ hasText: 'Attack on 1212' }).last();
    await hoverOn(row.locator('b'));
    await expect.poll(() => row.getAttribute('title')).toMatch(/\d/);
    const written = Date.parse((await row.getAttribute('title'))!.replace(',', ''));
    expect(Math.abs(written - Date.now())).toBeLessThan(5 * 60_000);

    const result = page.getByTestId('dice-result');
    await expect.poll(() => result.getAttribute('data-total')).toBe(String(total));
    expect(await result.textContent()).toContain(`= ${total}`);
  });

  it('rolls any expression typed in the tray with Enter, and says what is wrong with a bad one', async () => {
    const page = player.page;
    const tray = page.getByTestId('dice-tray');
    await clearBox(page, tray.getByRole('textbox', { name: 'What for?' }));
    const box = tray.getByRole('textbox', { name: 'Dice to roll' });
    await clickOn(box);
    await page.keyboard.type('2x6');
    await page.keyboard.press('Enter');
    await expect.poll(() => tray.getByRole('alert').textContent()).toBe("'2x6' is not a dice expression; write e.g. 2d6 or d10+1");

    await clearBox(page, box);
    await page.keyboard.type('3d10+1');
    await page.keyboard.press('Enter');
    const line = await lastLogLine(page, /rolled 3d10\+1: /);
    const total = Number(/= (\d+) · rolled alone$/.exec(line)![1]);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(31);
    expect(await tray.getByRole('alert').count()).toBe(0);

    // R (focus outside a text box) rolls the same again.
    const before = (await logLines(page)).filter((l) => /rolled 3d10\+1: /.test(l)).length;
    await clickOn(tray.getByRole('heading', { name: 'Dice', exact: true }));
    await page.keyboard.press('r');
    await expect.poll(async () => (await logLines(page)).filter((l) => /rolled 3d10\+1: /.test(l)).length).toBe(before + 1);
  });

  it('defines a custom die with cross, tank and plane faces and rolls it', async () => {
    const page = player.page;
    const tray = page.getByTestId('dice-tray');
    await clickOn(tray.getByRole('button', { name: 'New die…' }));
    await clickOn(tray.getByLabel('Die name'));
    await page.keyboard.type('Air die');
    await clickOn(tray.getByLabel('Faces, one per line'));
    await page.keyboard.type('cross');
    await page.keyboard.press('Enter');
    await page.keyboard.type('tank');
    await page.keyboard.press('Enter');
    await page.keyboard.type('plane');
    await clickOn(tray.getByRole('button', { name: 'Save die' }));

    await lastLogLine(page, /added custom die "Air die": ✚ cross \| ▬ tank \| ✈ plane/);
    await clickOn(tray.getByRole('button', { name: 'Roll Air die' }));

    const line = await lastLogLine(page, /rolled Air die: /);
    expect(line).toMatch(/rolled Air die: (✚ cross|▬ tank|✈ plane) · rolled alone$/);
    const shown = await page.getByTestId('dice-result').locator('[data-face]').getAttribute('data-face');
    expect(['cross', 'tank', 'plane']).toContain(shown);
    expect(line.endsWith(`${shown!} · rolled alone`)).toBe(true);
    expect(await page.getByTestId('dice-result').textContent()).toContain(shown!);
  });

  it('rolls several of a custom die at once', async () => {
    const page = player.page;
    const tray = page.getByTestId('dice-tray');
    const count = tray.getByRole('spinbutton', { name: 'How many Air die to roll' });
    await clearBox(page, count);
    await page.keyboard.type('3');
    await clickOn(tray.getByRole('button', { name: 'Roll Air die' }));
    const line = await lastLogLine(page, /rolled 3 × Air die: /);
    expect(line).toMatch(/rolled 3 × Air die: (?:(?:✚ cross|▬ tank|✈ plane)(?:, | · rolled alone$)){3}/);
    await expect.poll(() => page.getByTestId('dice-result').locator('[data-face]').count()).toBe(3);
  });

  it('closes with Escape', async () => {
    const page = player.page;
    const tray = page.getByTestId('dice-tray');
    await clickOn(tray.getByRole('heading', { name: 'Dice', exact: true }));
    await page.keyboard.press('Escape');
    await tray.waitFor({ state: 'detached' });
  });
});
