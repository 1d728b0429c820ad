/**
 * The Operazione C3 assistant in a real browser: a new user starts the C3 demo, drags a Livorno
 * battalion past a British unit and reads a verdict that doubles the cost next to the enemy (5.2),
 * holds the activation roll-off from the rules panel (5.1) and applies it, and resolves Folgore's
 * concentric attack on a town, whose shifts and rules the dialog lists and the log keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { pointOfHex, pointOfPiece, zoomAround } from './support/table';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';
import { logLines, rulesPanel as panel, rulesReach as reach, unitNamed } from './support/rules';
import { logOf } from './support/log';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const board = 'malta';


describe('the Operazione C3 assistant', () => {
  it('prices a move next to the enemy at double cost, and lets it stand', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New Operazione C3 demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('c3');

    const livorno = await unitNamed(page, 'I/33 Livorno');
    await zoomAround(page, await pointOfPiece(page, livorno.id), 3);
    const from = await pointOfPiece(page, livorno.id);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await expect.poll(() => reach(page)).not.toBeNull();
    expect((await reach(page)).allowance).toBe(4);
    const via = await pointOfHex(page, '2015', board);
    await page.mouse.move(via.x, via.y, { steps: 8 });
    const target = await pointOfHex(page, '1914', board);
    await page.mouse.move(target.x, target.y, { steps: 8 });
    await expect.poll(async () => (await reach(page))?.hover).toMatchObject({ hex: '1914', cost: 4 });
    await page.mouse.up();

    const card = page.getByTestId('move-verdict');
    await expect.poll(() => card.textContent()).toContain('I/33 Livorno, I/34 Livorno 2115→1914: 4 of 4 MP, legal');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('2115→1914: 4 of 4 MP, legal'));
  });

  it('holds the activation roll-off: both chits, both dice, the winner applied for everyone', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    await page.keyboard.press('r');
    await panel(page).waitFor();
    await clickOn(panel(page).locator('[data-rolloff="activation"]').getByRole('button', { name: 'Roll off…' }));
    const dialog = page.getByRole('dialog', { name: 'Activation roll-off' });
    await dialog.waitFor();
    const folgore = await unitNamed(page, 'Folgore chit');
    const southern = await unitNamed(page, 'Southern Brigade chit');
    const sanMarco = await unitNamed(page, 'San Marco chit');
    await chooseIn(dialog.getByRole('combobox', { name: 'Axis: chit' }), sanMarco.id);
    await chooseIn(dialog.getByRole('combobox', { name: 'British: chit' }), southern.id);
    await expect.poll(() => dialog.textContent()).toMatch(/5\.7\s*San Marco has operated this turn/);
    await chooseIn(dialog.getByRole('combobox', { name: 'Axis: chit' }), folgore.id);
    expect(await dialog.getByRole('region', { name: 'Axis' }).textContent()).toMatch(/DRM: Folgore chit \(5\.1\)/);

    let winner = '';
    for (let attempt = 0; attempt < 8 && !winner; attempt++) {
      await clickOn(dialog.getByRole('button', { name: 'Roll off' }));
      await expect.poll(() => dialog.getByTestId('rolloff-outcome').textContent(), { timeout: 15_000 }).toMatch(/Axis \d/);
      const outcome = (await dialog.getByTestId('rolloff-outcome').textContent())!;
      if (/a tie, roll again/.test(outcome)) await clickOn(dialog.getByRole('button', { name: 'Roll again' }));
      else winner = /(Axis|British) activates/.exec(outcome)![1];
    }
    expect(winner).not.toBe('');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringMatching(new RegExp(`activation roll-off Axis \\d.*: ${winner} activates`)));
    // The verdict cites both dice, and the log finds each in its roll's records.
    const verdict = (await logOf(page)).find((l) => /activation roll-off Axis \d.*activates/.test(l.text))!;
    expect(verdict.mark).toBe('✓');
    expect(verdict.markTitle).toMatch(/its dice are what their records give: roll \w{6} gave \d; roll \w{6} gave \d/);
    await clickOn(dialog.getByRole('button', { name: 'Apply' }));
    const formation = winner === 'Axis' ? 'Folgore' : 'Southern Brigade';
    await expect.poll(() => panel(page).locator('[data-value="activeFormation"] input').inputValue()).toBe(formation);
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining(`Active Formation`));
    await page.keyboard.press('Escape');
  });

  it('resolves a concentric attack on a town with its shifts, capped along the table, into the log', async () => {
    const page = player.page;
    await page.keyboard.press('r');
    await expect.poll(() => panel(page).count()).toBe(0);
    const west = await pointOfHex(page, '1613', board);
    await page.keyboard.down('Shift');
    await page.mouse.move(west.x - 30, west.y - 30);
    await page.mouse.down();
    await page.mouse.move(west.x + 25, west.y + 25, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/2 selected/);
    const tenth = await unitNamed(page, '10/IV Folgore');
    const at = await pointOfPiece(page, tenth.id);
    await page.keyboard.down('Shift');
    await page.mouse.click(at.x, at.y);
    await page.keyboard.up('Shift');
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/3 selected/);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
    const defender = await pointOfHex(page, '1713', board);
    await page.mouse.click(defender.x, defender.y);

    const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
    await expect.poll(() => dialog.getByTestId('combat-strength').textContent()).toMatch(/7/);
    const modifiers = (await dialog.getByRole('region', { name: 'Modifiers' }).textContent())!;
    expect(modifiers).toMatch(/1L shift: defender in Plain \+ Town \(TEC, 1\.3\.5\)/);
    expect(modifiers).toMatch(/1R shift: concentric attack.*\(5\.5\.1\)/);
    expect(modifiers).toMatch(/1R shift: elite attacker \(4\/II Folgore\)/);
    const dieBoxes = dialog.getByLabel(/you rolled/);
    await typeInto(dieBoxes.last(), '7');
    await pressIn(dieBoxes.last(), 'Enter');
    const result = (await dialog.getByTestId('combat-result').textContent())!.trim();
    expect(result.length).toBeGreaterThan(0);
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('attack 1713 (7 v 4): 1:1, 1R → 2:1 on 2:1; roll 7'));
    await page.keyboard.press('Escape');
  });
});
