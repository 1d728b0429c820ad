/**
 * The Caporetto rules assistant in real browsers: a new user starts the Caporetto demo, drags a
 * unit with the real mouse and sees the hexes it can reach and the path cost, gets a verdict
 * after the drop (never a refusal), and two players see a combat resolved in the dialog in both
 * their logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { piece, pieces, pointOfHex, pointOfPiece, startDemoGame, zoomAround } from './support/table';
import { shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';
import { logLines, rulesReach as reach, unitNamed } from './support/rules';

let alice: Player;
let bob: Player;
beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const board = 'italia';

async function startCaporettoDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await clickOn(page.getByRole('button', { name: 'New Caporetto demo' }));
  await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
  await page.waitForTimeout(200);
}


const lastVerdict = (page: Page) => page.evaluate(() => (window as any).sandtable.rules.lastVerdict());
/** Opens the rules assistant panel from the toolbar unless it is open already. */
async function openRulesPanel(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Rules assistant' });
  if ((await panel.count()) === 0) await clickOn(page.getByRole('button', { name: 'Rules', exact: true }));
  await panel.waitFor();
  return panel;
}


describe('the Caporetto rules assistant', () => {
  it('shades the hexes a dragged unit can reach, shows the path cost, and judges the move after the drop', async () => {
    const page = alice.page;
    await startCaporettoDemo(page);
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('caporetto');
    const cavalry = await unitNamed(page, '1 Cav Div');
    await zoomAround(page, await pointOfPiece(page, cavalry.id), 2);

    const from = await pointOfPiece(page, cavalry.id);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await expect.poll(() => reach(page)).not.toBeNull();
    const shaded = await reach(page);
    expect(shaded.board).toBe(board);
    expect(shaded.allowance).toBe(8);
    expect(shaded.hexes).toEqual(expect.arrayContaining(['1410', '1310', '1311']));
    // Along the cheapest path, hex by hex: the verdict judges the path the drag made.
    for (const hex of ['1410', '1310', '1311']) {
      const on = await pointOfHex(page, hex, board);
      await page.mouse.move(on.x, on.y, { steps: 6 });
    }
    await expect.poll(async () => (await reach(page))?.hover).toMatchObject({ hex: '1311', cost: 2, path: ['1410', '1310', '1311'] });
    await page.mouse.up();

    await expect.poll(async () => (await piece(page, cavalry.id)).hex).toBe('1311');
    expect(await reach(page)).toBeNull();
    const card = page.getByTestId('move-verdict');
    await expect.poll(() => card.textContent()).toContain('1 Cav Div 1509→1311: 2 of 8 MP, legal');
    expect(await card.textContent()).toContain('Movement Sub-phase');
    expect(await lastVerdict(page)).toMatchObject({ legal: true, spent: 2, allowance: 8 });
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('1509→1311: 2 of 8 MP, legal'));
  });

  it('lets an illegal move stand on the table and says which rule it breaks', async () => {
    const page = alice.page;
    const infantry = await unitNamed(page, '46 Div');
    expect(infantry.hex).toBe('1807');
    await clickOn(page.getByRole('button', { name: 'Fit' }));
    const farAway = await pointOfHex(page, '0112', board);
    const from = await pointOfPiece(page, infantry.id);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await page.mouse.move(farAway.x, farAway.y, { steps: 15 });
    await expect.poll(async () => (await reach(page))?.hover?.hex).toBe('0112');
    expect((await reach(page)).hover.cost).toBeNull();
    await page.mouse.up();

    await expect.poll(async () => (await piece(page, infantry.id)).hex).toBe('0112');
    const verdict = await lastVerdict(page);
    expect(verdict.legal).toBe(false);
    expect(verdict.findings.map((f: { rule: string }) => f.rule).join(' ')).toMatch(/7\.4/);
    await expect.poll(() => page.getByTestId('move-verdict').textContent()).toMatch(/7\.4/);

    const panel = await openRulesPanel(page);
    await clickOn(panel.getByRole('checkbox', { name: 'Shade reachable hexes while dragging' }));
    const cavalry = await unitNamed(page, '1 Cav Div');
    const at = await pointOfPiece(page, cavalry.id);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 30, at.y + 8, { steps: 4 });
    await expect.poll(() => page.getByTestId('table').getAttribute('data-state')).toBe('dragging');
    expect(await reach(page)).toBeNull();
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await clickOn(panel.getByRole('checkbox', { name: 'Shade reachable hexes while dragging' }));
    await clickOn(panel.getByRole('button', { name: 'Close the rules assistant panel' }));
  });

  it('resolves a combat in the dialog, and the result lands in both players’ logs', async () => {
    const page = alice.page;
    const link = await shareFromToolbar(page);
    const total = (await pieces(page)).length;
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);

    const german = await unitNamed(page, 'Alpenkorps');
    expect(german.hex).toBe('1907');
    await clickOn(page.getByRole('button', { name: 'Fit' }));
    await zoomAround(page, await pointOfPiece(page, german.id), 2);
    const at = await pointOfPiece(page, german.id);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/selected/);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
    const defender = await pointOfHex(page, '1808', board);
    await page.mouse.click(defender.x, defender.y);

    const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
    await expect.poll(() => dialog.getByTestId('combat-strength').textContent()).toMatch(/\d+/);
    const modifiers = await dialog.getByRole('region', { name: 'Modifiers' }).textContent();
    expect(modifiers).toMatch(/11\.7\.2|16\.5/);
    const dieBoxes = dialog.getByLabel(/you rolled/);
    await typeInto(dieBoxes.last(), '4');
    await pressIn(dieBoxes.last(), 'Enter');
    const result = (await dialog.getByTestId('combat-result').textContent())!.trim();
    expect(result).toMatch(/^(\d+\/(\d+|E)|E)/);
    const line = `attack 1808 (4): 4:1, 1R → 5:1; roll 4 +3 = 7: ${result.split(/\s/)[0]}`;
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining(line));
    await expect.poll(() => logLines(bob.page), { timeout: 15_000 }).toContainEqual(expect.stringContaining(line));
    await page.keyboard.press('Escape');
  });

  it('takes a table typed in by one player, checks each cell, and shows it to the other', async () => {
    const page = bob.page;
    const panel = await openRulesPanel(page);
    const crt = panel.locator('li[data-table="crt"]');
    await expect.poll(() => crt.textContent()).toContain('sample');
    await clickOn(crt.getByRole('button', { name: 'Edit…' }));
    const editor = page.getByRole('dialog', { name: /^Edit / });
    const cell = editor.getByLabel('Roll 2, column 2:1');
    expect(await cell.inputValue()).toBe('3/1');
    await typeInto(cell, '3/x');
    await expect.poll(() => editor.getByRole('alert').textContent()).toMatch(/3\/x/);
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await typeInto(cell, '4/1');
    await clickOn(editor.getByRole('checkbox', { name: /my chart's numbers/ }));
    await expect.poll(() => editor.getByRole('note').count()).toBe(0);
    await clickOn(editor.getByRole('button', { name: 'Save' }));
    await expect.poll(() => editor.count()).toBe(0);

    const alicePanel = await openRulesPanel(alice.page);
    const aliceCrt = alicePanel.locator('li[data-table="crt"]');
    await expect.poll(() => aliceCrt.textContent(), { timeout: 15_000 }).toContain('typed in');
    await clickOn(aliceCrt.getByRole('button', { name: 'Edit…' }));
    const aliceEditor = alice.page.getByRole('dialog', { name: /^Edit / });
    expect(await aliceEditor.getByLabel('Roll 2, column 2:1').inputValue()).toBe('4/1');
    await alice.page.keyboard.press('Escape');
  });

  it('chosen for a game set up by hand, offers its terrain types for the map and says what it cannot read', async () => {
    const page = alice.page;
    await startDemoGame(page);
    const panel = await openRulesPanel(page);
    await chooseIn(panel.getByLabel('Rules assistant for this game'), 'caporetto');
    const terrain = panel.getByTestId('rules-terrain');
    await expect.poll(() => terrain.textContent()).toMatch(/Read as clear: Forest \(\d+ hexes\)/);
    expect(await terrain.textContent()).toContain('Missing from this map');
    await clickOn(terrain.getByRole('button', { name: "Add Caporetto's terrain types" }));
    await expect.poll(() => terrain.textContent()).not.toContain('Missing from this map');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('choose the Caporetto rules assistant'));
  });
});
