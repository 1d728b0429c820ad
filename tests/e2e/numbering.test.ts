/**
 * Numbering a map the way its printer did, in the grid panel: rows as letters going on past Z as
 * AA, BB (VASSAL and ASL) and text around the label; the status bar reads hexes that way at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { chooseIn, clickOn, typeInto } from './support/person';
import { expectCanvasAt, pointOfHex, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('numbering in the grid panel', () => {
  it('prints rows as letters with text around the label, as the status bar shows', async () => {
    const page = player.page;
    await startDemoGame(page);
    const hex = await pointOfHex(page, '1005');
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: /Calibrate grid of/ }));
    const panel = page.getByTestId('calibrate-panel');
    await clickOn(panel.locator('summary'));
    await chooseIn(panel.getByLabel('First', { exact: true }), 'row');
    await chooseIn(panel.getByLabel('Rows as'), 'alpha');
    await chooseIn(panel.getByLabel('After Z'), 'doubled');
    await typeInto(panel.getByLabel('Row digits'), '1');
    await typeInto(panel.getByLabel('Before'), 'Hex ');
    await expect.poll(() => panel.locator('summary').textContent()).toContain('Hex A01, Hex A02');
    await page.screenshot({ path: '/tmp/sandtable-numbering.png' });
    await clickOn(panel.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => panel.count()).toBe(0);
    await expectCanvasAt(page, hex);
    await page.mouse.move(hex.x, hex.y);
    await page.mouse.move(hex.x + 2, hex.y + 2);
    await expect.poll(() => page.getByTestId('hover-hex').textContent()).toBe('Hex E10');
  });

  it('counts columns down once the grid is fitted', async () => {
    const page = player.page;
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: /Calibrate grid of/ }));
    const panel = page.getByTestId('calibrate-panel');
    await clickOn(panel.locator('summary'));
    await clickOn(panel.getByRole('checkbox', { name: 'Columns count down' }));
    await expect.poll(() => panel.locator('summary').textContent()).toContain('columns count down');
    await clickOn(panel.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => panel.count()).toBe(0);
    const boards: { id: string }[] = await page.evaluate(() => (window as any).sandtable.listBoards());
    // The demo map has 32 columns: its 10th column from the left now prints 23.
    const hex = await page.evaluate((id) => (window as any).sandtable.screenPointOfHex(id, 'Hex E23'), boards[0].id);
    const first = await page.evaluate((id) => (window as any).sandtable.screenPointOfHex(id, 'Hex A32'), boards[0].id);
    expect(hex).not.toBeNull();
    expect(first).not.toBeNull();
    await page.mouse.move(hex.x, hex.y);
    await page.mouse.move(hex.x + 2, hex.y + 2);
    await expect.poll(() => page.getByTestId('hover-hex').textContent()).toBe('Hex E23');
  });
});
