/**
 * Symbol dice and procedures in a real browser: a player opens a game, chooses the German High
 * Command assistant and finds the Strategic Warfare dice need dice the game lacks (the dialog
 * names them and how to add them, and will not roll them). They define a grey and a white die in
 * the dice tray with faces from their own dice, throw the Strategic Warfare dice fairly, see every
 * face and the hits counted, and find the throws and the count in the log. Then they walk the
 * Strategic Warfare procedure: the symbol roll embedded in its first step, a Done, a number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';
import { logLines, rulesPanel } from './support/rules';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Opens the rules assistant panel from the toolbar unless it is open already. */
async function openRulesPanel(page: Page) {
  const panel = rulesPanel(page);
  if ((await panel.count()) === 0) await clickOn(page.getByRole('button', { name: 'Rules', exact: true }));
  await panel.waitFor();
  return panel;
}

/** Adds a custom die in the dice tray, faces one per line as the player reads them off their dice. */
async function defineDie(page: Page, name: string, faces: string) {
  const tray = page.getByTestId('dice-tray');
  await clickOn(tray.getByRole('button', { name: 'New die…' }));
  await typeInto(tray.getByLabel('Die name'), name);
  await typeInto(tray.getByLabel('Faces, one per line'), faces);
  await clickOn(tray.getByRole('button', { name: 'Save die' }));
  await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining(`added custom die "${name}"`));
}

describe('symbol dice', () => {
  it('names a die the game lacks, and will not throw it', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New Caporetto demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const panel = await openRulesPanel(page);
    await chooseIn(panel.getByRole('combobox', { name: 'Rules assistant for this game' }), 'ghc');
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('ghc');

    const row = panel.getByTestId('rules-symbol-rolls').locator('[data-symbol-roll="strategic-warfare"]');
    await expect.poll(() => row.textContent()).toContain('needs your dice');
    await clickOn(row.getByRole('button', { name: /^Roll/ }));
    const dialog = page.getByRole('dialog', { name: 'Strategic Warfare dice' });
    await dialog.waitFor();
    await typeInto(dialog.getByRole('spinbutton', { name: 'How many Grey die to throw' }), '2');
    const missing = (await dialog.getByTestId('symbol-missing').textContent())!;
    expect(missing).toContain('This game has no custom dice named “Grey die” and “White die”');
    expect(missing).toContain('New die…');
    expect(await dialog.getByRole('button', { name: 'Roll', exact: true }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/symbol-dice-missing.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('throws the grey and white dice the player defined, shows each face and counts the hits', async () => {
    const page = player.page;
    await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));
    await page.getByTestId('dice-tray').waitFor();
    await defineDie(page, 'Grey die (sample)', 'Cross cross #616161\nCard card #616161\nBlank blank #616161');
    await defineDie(page, 'White die', 'Cross cross\nBlank blank');
    await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));

    const panel = await openRulesPanel(page);
    const row = panel.getByTestId('rules-symbol-rolls').locator('[data-symbol-roll="strategic-warfare"]');
    await expect.poll(() => row.textContent()).not.toContain('needs your dice');
    await clickOn(row.getByRole('button', { name: /^Roll/ }));
    const dialog = page.getByRole('dialog', { name: 'Strategic Warfare dice' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('uses your die “Grey die (sample)”');
    await typeInto(dialog.getByRole('spinbutton', { name: 'How many Grey die to throw' }), '2');
    await typeInto(dialog.getByRole('spinbutton', { name: 'How many White die to throw' }), '3');
    await clickOn(dialog.getByRole('button', { name: 'Roll', exact: true }));

    const outcome = dialog.getByTestId('symbol-outcome');
    await outcome.waitFor();
    const faces = dialog.getByTestId('symbol-faces');
    expect(await faces.locator('[data-die="Grey die"] [data-face]').count()).toBe(2);
    expect(await faces.locator('[data-die="White die"] [data-face]').count()).toBe(3);
    const crosses = await faces.locator('[data-face="Cross"]').count();
    expect((await dialog.getByTestId('symbol-hits').textContent())!.trim()).toBe(`${crosses} ${crosses === 1 ? 'hit' : 'hits'}`);
    await page.screenshot({ path: '/tmp/symbol-dice-rolled.png' });

    const lines = await logLines(page);
    expect(lines).toContainEqual(expect.stringMatching(/rolled 2 × Grey die \(sample\) for "Strategic Warfare dice \(4\.1\)": .* · rolled alone/));
    expect(lines).toContainEqual(expect.stringMatching(/rolled 3 × White die for "Strategic Warfare dice \(4\.1\)": .* · rolled alone/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`Strategic Warfare dice \\(4\\.1\\): ${crosses} hits?.* — Grey die [✚▯◌ ]+; White die [✚◌ ]+`)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('walks the Strategic Warfare procedure, its first step throwing the dice', async () => {
    const page = player.page;
    const panel = await openRulesPanel(page);
    await clickOn(panel.getByTestId('rules-procedures').locator('[data-procedure="strategic-warfare"]').getByRole('button', { name: /^Open/ }));
    const dialog = page.getByRole('dialog', { name: 'Strategic Warfare' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('procedure-role').textContent()).toBe('Carried out by the Head of Production.');
    expect(await dialog.getByTestId('procedure-progress').textContent()).toMatch(/^Step 1 of \d+/);

    const first = dialog.locator('[data-step="axis"]');
    await typeInto(first.getByRole('spinbutton', { name: 'How many Grey die to throw' }), '1');
    await clickOn(first.getByRole('button', { name: 'Roll', exact: true }));
    await first.getByTestId('symbol-outcome').waitFor();
    await page.screenshot({ path: '/tmp/procedure-symbol-step.png' });
    await pressIn(first.getByRole('button', { name: 'Next step' }), 'Enter');
    await expect.poll(() => first.getAttribute('data-state')).toBe('done');
    expect(await first.getByTestId('procedure-answer').textContent()).toMatch(/^[01] hits?/);

    await expect.poll(() => dialog.getByTestId('procedure-progress').textContent()).toMatch(/^Step 2 of/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('[data-step="combat-card"]').getAttribute('data-state')).toBe('done');
    const number = dialog.getByRole('spinbutton', { name: 'Number for this step' });
    await typeInto(number, '2');
    await pressIn(number, 'Enter');
    await expect.poll(() => dialog.locator('[data-step="westernDice"] [data-testid="procedure-answer"]').textContent()).toBe('2');
    await expect.poll(() => dialog.getByTestId('procedure-progress').textContent()).toMatch(/^Step 4 of/);
    await page.screenshot({ path: '/tmp/procedure-dialog.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
