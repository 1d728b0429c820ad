/**
 * Counters without images, in the real browser: drawing NATO-style counters (and a marker) in the
 * "New counters" form, setting attributes on several counters at once in the Attributes panel, and
 * importing a plain-text order of battle onto its hexes. Everything is done with the real mouse
 * and keyboard through the Add menu and the right-click menu; `window.sandtable` is used only to
 * find counters and read where they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { pieces, pointOfPiece, startDemoGame } from './support/table';
import type { PieceInfo } from '../../src/automation/api';
import { chooseIn, clickOn, pressIn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

async function openAddMenuItem(page: Page, item: string): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: item }));
}

async function byName(page: Page, name: string): Promise<PieceInfo> {
  const found = (await pieces(page)).find((p) => p.name === name);
  if (!found) throw new Error(`no counter called ${name}`);
  return found;
}

async function click(page: Page, id: string, { shift = false, button = 'left' as 'left' | 'right' } = {}): Promise<void> {
  const at = await pointOfPiece(page, id);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y, { button });
  if (shift) await page.keyboard.up('Shift');
}

/** Right-clicks a (selected) counter and chooses "Attributes…" in its menu. */
async function openAttributes(page: Page, id: string) {
  await click(page, id, { button: 'right' });
  await clickOn(page.getByRole('menuitem', { name: /^Attributes…/ }));
  const panel = page.getByTestId('attributes-panel');
  await expect.poll(() => panel.isVisible()).toBe(true);
  return panel;
}

const logText = (page: Page) => page.getByRole('region', { name: 'Game log' }).textContent();

describe('making counters in the New counters form', () => {
  it('makes 3 copies of a two-sided counter, stacked, in one step', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New blank game' }));
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listBoards().length > 0, null, { timeout: 20_000 });
    expect(await pieces(page)).toHaveLength(0);

    await openAddMenuItem(page, 'New counters…');
    const dialog = page.getByTestId('counter-maker');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await typeInto(dialog.getByLabel('Name', { exact: true }), '2/Lehr');
    await typeInto(dialog.getByLabel('Side', { exact: true }), 'North');
    await chooseIn(dialog.getByLabel('Unit symbol', { exact: true }), 'armor');
    await chooseIn(dialog.getByLabel('Size', { exact: true }), 'II');
    await typeInto(dialog.getByLabel('Factors', { exact: true }), '3-4-8');
    // One-sided until reduced factors are given.
    expect(await dialog.getByTestId('counter-maker-back').count()).toBe(0);
    await typeInto(dialog.getByLabel('Reduced factors', { exact: true }), '1-2-8');
    await expect.poll(() => dialog.getByTestId('counter-maker-back').getAttribute('data-factors')).toBe('1-2-8');
    expect(await dialog.getByTestId('counter-maker-front').getAttribute('data-factors')).toBe('3-4-8');
    // Attributes derived from the form: factors read as attack-defence-movement, 2 steps with a reduced side.
    const attrs = await dialog.getByTestId('counter-maker-attributes').textContent();
    expect(attrs).toContain('side North');
    expect(attrs).toContain('type armor');
    expect(attrs).toContain('attack 3');
    expect(attrs).toContain('defence 4');
    expect(attrs).toContain('movement 8');
    expect(attrs).toContain('steps 2');

    // A copy count out of range is refused before anything is written.
    await typeInto(dialog.getByLabel('Copies', { exact: true }), '60');
    expect(await dialog.getByRole('button', { name: 'Add to table' }).isDisabled()).toBe(true);
    await typeInto(dialog.getByLabel('Copies', { exact: true }), '3');
    await clickOn(dialog.getByRole('button', { name: 'Add to table' }));
    await expect.poll(() => dialog.count()).toBe(0);

    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 3, null, { timeout: 10_000 });
    const made = await pieces(page);
    expect(made.every((p) => p.name === '2/Lehr' && p.kind === 'unit' && p.faces === 2 && p.face === 0)).toBe(true);
    // All three in one stack.
    expect(made[0].stack).toHaveLength(3);
    expect(new Set(made.map((p) => `${p.board}|${p.x}|${p.y}`)).size).toBe(1);
    expect(new Set(made.map((p) => p.id))).toEqual(new Set(made[0].stack));
    await expect.poll(() => logText(page)).toContain('add 3 counters "2/Lehr"');

    // One operation: one undo takes all three away.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 0, null, { timeout: 5_000 });
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 3, null, { timeout: 5_000 });
  });

  it('makes a marker: one face, kind marker', async () => {
    const page = player.page;
    await openAddMenuItem(page, 'New counters…');
    const dialog = page.getByTestId('counter-maker');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await clickOn(dialog.getByLabel('Marker', { exact: true }));
    await typeInto(dialog.getByLabel('Name', { exact: true }), 'Disrupted');
    await typeInto(dialog.getByLabel('Side', { exact: true }), '');
    await typeInto(dialog.getByLabel('Label', { exact: true }), 'DG');
    expect(await dialog.getByTestId('counter-maker-back').count()).toBe(0);
    await clickOn(dialog.getByRole('button', { name: 'Add to table' }));
    await expect.poll(() => dialog.count()).toBe(0);
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 4, null, { timeout: 10_000 });
    const marker = await byName(page, 'Disrupted');
    expect(marker.kind).toBe('marker');
    expect(marker.faces).toBe(1);
    // Markers ride on top of the stack they join.
    expect(marker.stack.at(-1)).toBe(marker.id);
  });
});

describe('setting attributes in the Attributes panel', () => {
  it('sets a side on two selected counters at once, and shows (mixed) when a third differs', async () => {
    const page = player.page;
    await startDemoGame(page);
    const a = await byName(page, '14th Infantry');
    const b = await byName(page, '1st Heavy Art');
    const c = await byName(page, '8th Infantry');
    expect([a, b, c].every((p) => p.stack.length === 1)).toBe(true);

    await click(page, a.id);
    await click(page, b.id, { shift: true });
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^2 selected/);
    let panel = await openAttributes(page, b.id);
    const side = () => panel.getByLabel('Side', { exact: true });
    expect(await side().inputValue()).toBe('North');
    await typeInto(side(), 'South');
    await clickOn(panel.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Changed 2 counters.');
    await expect.poll(() => logText(page)).toContain('set side=South on 14th Infantry +1 more');
    await clickOn(panel.getByRole('button', { name: 'Close attributes' }));
    await expect.poll(() => panel.count()).toBe(0);

    // Reopened, the panel shows the value both now share.
    panel = await openAttributes(page, a.id);
    expect(await panel.getByTestId('attributes-selection').textContent()).toMatch(/^2 counters/);
    expect(await side().inputValue()).toBe('South');
    expect(await side().getAttribute('data-mixed')).toBeNull();
    await clickOn(panel.getByRole('button', { name: 'Close attributes' }));

    // Each one alone says South too.
    await click(page, a.id);
    panel = await openAttributes(page, a.id);
    expect(await side().inputValue()).toBe('South');
    await clickOn(panel.getByRole('button', { name: 'Close attributes' }));

    // With a third counter of another side in the selection, the side is mixed.
    await click(page, b.id, { shift: true });
    await click(page, c.id, { shift: true });
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^3 selected/);
    panel = await openAttributes(page, c.id);
    expect(await panel.getByTestId('attributes-selection').textContent()).toMatch(/^3 counters/);
    expect(await side().inputValue()).toBe('');
    expect(await side().getAttribute('placeholder')).toBe('(mixed)');
    // Type is the same for the two infantry units only: mixed as well; movement differs too.
    expect(await panel.getByLabel('Type', { exact: true }).getAttribute('placeholder')).toBe('(mixed)');
  });

  it('checks numbers as they are typed and writes nothing while one is wrong', async () => {
    const page = player.page;
    const panel = page.getByTestId('attributes-panel');
    const attack = panel.getByLabel('Attack', { exact: true });
    await typeInto(attack, 'lots');
    await expect.poll(() => panel.getByRole('alert').first().textContent()).toContain('Attack must be a number');
    expect(await panel.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await pressIn(attack, 'Enter');
    expect(await logText(page)).not.toContain('attack=');
    // A good number goes on all three, with a flag, in one step.
    await typeInto(attack, '7');
    await clickOn(panel.getByLabel('Elite', { exact: true }));
    await clickOn(panel.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => logText(page)).toContain('set attack=7, elite=true on ');
    expect(await attack.inputValue()).toBe('7');
    expect(await panel.getByLabel('Elite', { exact: true }).isChecked()).toBe(true);
    // Escape closes the panel and keeps the selection.
    await pressIn(attack, 'Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^3 selected/);
  });
});

describe('importing an order of battle', () => {
  const oob = ['name,side,type,size,factors,reduced,hex', 'Test Alpha,North,infantry,XX,4-4-4,2-2-4,0202', 'Test Bravo,North,armor,X,6-4-8,3-2-8,0202', 'Test Charlie,South,artillery,III,5-2-3,,0303', 'Test Delta,South,hq,XXX,0-1-6,,0404'].join('\n');

  it('names the line and column of a mistake and adds nothing', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    await openAddMenuItem(page, 'Order of battle…');
    const dialog = page.getByTestId('order-of-battle');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await typeInto(dialog.getByLabel('Paste the order of battle'), `${oob}\nTest Echo,South,infantry,XX,3-x-8,,0505`);
    await expect.poll(() => dialog.getByTestId('order-of-battle-errors').textContent()).toContain("line 6, column factors: '3-x-8' is not like 3-4-8");
    expect(await dialog.getByRole('button', { name: /^Add / }).isDisabled()).toBe(true);
  });

  it('adds 4 counters at their hexes in one step', async () => {
    const page = player.page;
    const before = (await pieces(page)).length;
    const dialog = page.getByTestId('order-of-battle');
    await typeInto(dialog.getByLabel('Paste the order of battle'), oob);
    await expect.poll(() => dialog.getByTestId('order-of-battle-errors').count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('order-of-battle-summary').textContent()).toBe('4 counters from 4 lines.');
    expect(await dialog.getByTestId('order-of-battle-preview').locator('tbody tr').count()).toBe(4);
    await clickOn(dialog.getByRole('button', { name: 'Add 4 counters' }));
    await expect.poll(() => dialog.count()).toBe(0);
    await page.waitForFunction((n) => (window as any).sandtable.listPieces().length === n, before + 4, { timeout: 10_000 });

    const alpha = await byName(page, 'Test Alpha');
    const bravo = await byName(page, 'Test Bravo');
    const charlie = await byName(page, 'Test Charlie');
    const delta = await byName(page, 'Test Delta');
    expect([alpha.hex, bravo.hex, charlie.hex, delta.hex]).toEqual(['0202', '0202', '0303', '0404']);
    expect(alpha.stack).toEqual([alpha.id, bravo.id]);
    expect(alpha.faces).toBe(2);
    expect(charlie.faces).toBe(1);
    await expect.poll(() => logText(page)).toContain('add 4 counters from the order of battle');

    await page.keyboard.press('Control+z');
    await page.waitForFunction((n) => (window as any).sandtable.listPieces().length === n, before, { timeout: 5_000 });
  });
});
