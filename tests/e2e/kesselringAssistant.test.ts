/**
 * The Kesselring's War assistant in a real browser: a new user starts the demo, drives US 3rd
 * Motorized Infantry up the road from Agrigento and reads a verdict that counts a third of an MP a
 * road hex (13.6), resolves the US attack on the Hermann Göring division at Gela with the
 * mechanized shift (15.7) on the percentile CRT (15.3), and pays for that attack in an action
 * segment: the Allied AP marker moves from 12 to 11 and the log says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { expectCanvasAt, pieces, pointOfHex, pointOfPiece, zoomAround } from './support/table';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';
import { logLines, rulesPanel as panel, rulesReach as reach, unitNamed } from './support/rules';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const board = 'italy';


describe("the Kesselring's War assistant", () => {
  it('counts a third of an MP a road hex for Allied motorized infantry', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: "New Kesselring's War demo" }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('kesselring');

    const motorized = await unitNamed(page, 'US 3 Inf');
    await zoomAround(page, await pointOfPiece(page, motorized.id), 3);
    const from = await pointOfPiece(page, motorized.id);
    await expectCanvasAt(page, from);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await expect.poll(() => reach(page)).not.toBeNull();
    expect((await reach(page)).allowance).toBe(4);
    for (const hex of ['1522', '1521', '1520']) {
      const to = await pointOfHex(page, hex, board);
      await page.mouse.move(to.x, to.y, { steps: 8 });
    }
    await expect.poll(async () => (await reach(page))?.hover).toMatchObject({ hex: '1520', cost: 1 });
    await page.mouse.up();

    const card = page.getByTestId('move-verdict');
    await expect.poll(() => card.textContent()).toContain('US 3 Inf 1423→1520: 1 of 4 MP, legal');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('1423→1520: 1 of 4 MP, legal'));
    await page.keyboard.press('Escape');
  });

  it('resolves the attack on Gela on the percentile CRT with the mechanized shift', async () => {
    const page = player.page;
    const gela = await pointOfHex(page, '1426', board);
    await zoomAround(page, gela, 0);
    const at = await pointOfHex(page, '1426', board);
    await expectCanvasAt(page, { x: at.x - 28, y: at.y - 28 });
    await page.keyboard.down('Shift');
    await page.mouse.move(at.x - 28, at.y - 28);
    await page.mouse.down();
    await page.mouse.move(at.x + 22, at.y + 22, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/2 selected/);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
    const defender = await pointOfHex(page, '1525', board);
    await page.mouse.click(defender.x, defender.y);

    const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
    await expect.poll(() => dialog.getByTestId('combat-strength').textContent()).toMatch(/14/);
    expect(await dialog.textContent()).toContain('14 ÷ 7 × 100 = 200%: the 200–299% column (15.3)');
    const modifiers = (await dialog.getByRole('region', { name: 'Modifiers' }).textContent())!;
    expect(modifiers).toMatch(/1R shift: mechanized attack against open terrain \(15\.7\)/);
    await page.screenshot({ path: 'test-results/kesselring-combat.png' });
    const dieBoxes = dialog.getByLabel(/you rolled/);
    await typeInto(dieBoxes.last(), '4');
    await pressIn(dieBoxes.last(), 'Enter');
    const result = (await dialog.getByTestId('combat-result').textContent())!.trim();
    expect(result.length).toBeGreaterThan(0);
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('attack 1525 (14 v 7): 200–299%, 1R → 300–399%; roll 4'));
    await page.keyboard.press('Escape');
  });

  it('pays for the attack in an action segment: the Allied AP marker moves from 12 to 11', async () => {
    const page = player.page;
    await page.keyboard.press('r');
    await panel(page).waitFor();
    const ap = panel(page).getByTestId('rules-ap');
    await expect.poll(() => ap.textContent()).toContain('Allies 12 AP · Axis 10 AP');
    await clickOn(ap.getByRole('button', { name: 'Action segment…' }));
    const dialog = page.getByRole('dialog', { name: 'Action segment' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Side acting' }).inputValue()).toBe('Allies');
    await chooseIn(dialog.getByRole('combobox', { name: 'Action' }), 'attack');
    await typeInto(dialog.getByRole('spinbutton', { name: 'Axis: Interception' }), '1');
    await expect.poll(() => dialog.getByTestId('action-outcome').textContent()).toContain('Allies: Attack 1 AP — 12 → 11 AP');
    expect(await dialog.getByTestId('action-outcome').textContent()).toContain('Axis: Interception 1 AP — 10 → 9 AP');
    await page.screenshot({ path: 'test-results/kesselring-action.png' });
    await clickOn(dialog.getByRole('button', { name: 'Spend' }));
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('Allies takes Attack with Axis Interception (Allies 12→11 AP, Axis 10→9 AP)'));
    await expect.poll(() => ap.textContent()).toContain('Allies 11 AP · Axis 9 AP');
    const marker = (await pieces(page)).find((p) => p.name.toLowerCase().includes('allied ap'));
    expect(marker).toBeDefined();
    await clickOn(dialog.getByRole('button', { name: 'Next segment' }));
    expect(await dialog.getByRole('combobox', { name: 'Side acting' }).inputValue()).toBe('Axis');
    await page.keyboard.press('Escape');
  });
});
