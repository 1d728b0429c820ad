/**
 * Area maps that know their neighbours, in a real browser. A player starts the German High Command
 * demo, draws two areas in the Atlantic that share a border, derives neighbours from shared borders
 * (the demo's own areas get theirs too), types what the rules read of an area, and moves armies: the
 * assistant judges each move by 4.2 and 8.1 from the neighbours and the markers in the areas. `C`
 * then opens the Combat Resolution procedure in the Area of the selected army.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, piece, pointOfPiece } from './support/table';
import { chooseIn, clickOn, clickPointAsPerson, typeInto } from './support/person';
import { logLines, unitNamed } from './support/rules';

let player: Player;
const errors: string[] = [];
beforeAll(async () => {
  player = await launchPlayer();
  player.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await player?.close();
});

const boardPoint = (page: Page, x: number, y: number) => page.evaluate(([bx, by]) => (window as any).sandtable.screenPointOfBoardPoint('europe', bx, by), [x, y] as const);
const panel = (page: Page) => page.getByTestId('areas-panel');
const row = (page: Page, name: string) => panel(page).locator('li.area-row', { has: page.getByRole('textbox', { name: `Name of area ${name}` }) });

async function drawArea(page: Page, name: string, corners: [number, number][]): Promise<void> {
  await clickOn(panel(page).getByRole('button', { name: 'Draw a new area' }));
  for (const [x, y] of [...corners, corners[0]]) {
    const at = await boardPoint(page, x, y);
    await page.mouse.click(at.x, at.y);
  }
  await typeInto(page.getByLabel('Area name'), name);
  await clickOn(panel(page).getByRole('button', { name: 'Save area' }));
}

/** Takes one counter out of its area's stack (disks and markers ride on top): opens the stack viewer and drags it from its slot. */
async function dragOutOfStack(page: Page, id: string, to: { x: number; y: number }): Promise<void> {
  await page.keyboard.press('Escape');
  const at = await pointOfPiece(page, id);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces ?? [])).toContain(id);
  const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
  await drag(page, viewer.slots[viewer.pieces.indexOf(id)], to);
}

async function shot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 800], [1024, 700]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/areas-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('area neighbours, and moves and placements judged on an area map', () => {
  it('draws two areas, derives neighbours from shared borders and edits them', async () => {
    const page = player.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New German High Command demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await clickOn(page.getByRole('button', { name: 'Add' }));
    await clickOn(page.getByRole('menuitem', { name: /Areas of/ }));
    // Two Atlantic areas drawn by hand: their common border is 5 board pixels apart.
    await drawArea(page, '40 North Atlantic', [[40, 300], [150, 300], [150, 560], [40, 560]]);
    await drawArea(page, '41 South Atlantic', [[40, 565], [150, 565], [150, 900], [40, 900]]);
    await clickOn(panel(page).getByRole('button', { name: 'Derive neighbours from shared borders' }));
    await expect.poll(() => panel(page).getByRole('status').textContent()).toMatch(/pairs of areas share a border; \d+ new\./);
    expect(await logLines(page)).toContainEqual(expect.stringMatching(/derive neighbours from shared borders \(\d+ new pairs\)/));
    await clickOn(row(page, '40 North Atlantic').locator('summary'));
    expect(await row(page, '40 North Atlantic').getByRole('button', { name: /^Remove neighbour/ }).allTextContents()).toEqual(['41 South Atlantic ×']);
    await clickOn(row(page, '2 Poland').locator('summary'));
    const poland = await row(page, '2 Poland').getByRole('button', { name: /^Remove neighbour/ }).allTextContents();
    expect(poland).toContain('5 Eastern Poland ×');
    expect(poland).not.toContain('41 South Atlantic ×');
    await shot(page, 'panel');

    // Edited by hand: 2 Poland and 41 South Atlantic made neighbours, then not again.
    await chooseIn(row(page, '2 Poland').getByRole('combobox', { name: 'Add a neighbour of 2 Poland' }), { label: '41 South Atlantic' });
    await expect.poll(() => row(page, '41 South Atlantic').locator('summary').textContent()).toBe('2 neighbours');
    await clickOn(row(page, '2 Poland').getByRole('button', { name: 'Remove neighbour 41 South Atlantic of 2 Poland' }));
    await expect.poll(() => row(page, '41 South Atlantic').locator('summary').textContent()).toBe('1 neighbour');

    // What the rules read of an area, typed as one line; a line it cannot read is refused and changes nothing.
    await clickOn(row(page, '41 South Atlantic').locator('summary'));
    const facts = row(page, '41 South Atlantic').getByRole('textbox', { name: 'What the rules read of 41 South Atlantic' });
    await typeInto(facts, 'front=');
    await facts.blur();
    expect(await row(page, '41 South Atlantic').getByRole('alert').textContent()).toContain('has no value');
    await typeInto(facts, 'front=Western; isolated');
    await facts.blur();
    await expect.poll(() => row(page, '41 South Atlantic').locator('summary').textContent()).toBe('1 neighbour · front=Western; isolated');
    await clickOn(row(page, '22 Northern Italy').locator('summary'));
    const italy = row(page, '22 Northern Italy').getByRole('textbox', { name: 'What the rules read of 22 Northern Italy' });
    await typeInto(italy, 'home=Italy');
    await italy.blur();
    await expect.poll(() => row(page, '22 Northern Italy').locator('summary').textContent()).toMatch(/· home=Italy$/);
    await shot(page, 'facts');
    await clickOn(panel(page).getByRole('button', { name: 'Done' }));
    expect(errors).toEqual([]);
  });

  it('judges moves between areas by 4.2 and 8.1, and a replacement placed from the Army Pool by 3.1.2', async () => {
    const page = player.page;
    const tenth = await unitNamed(page, '10th Army');
    const polandAt = await pointOfPiece(page, (await unitNamed(page, '8th Army')).id);
    await dragOutOfStack(page, tenth.id, polandAt);
    expect((await piece(page, tenth.id)).hex).toBe('2 Poland');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('1 army 5 Eastern Poland → 2 Poland (Operational Movement): legal'));

    // 8.1 Italy's Independence: no German army in Italy; and Northern Italy is not next to Poland.
    const eighth = await unitNamed(page, '8th Army');
    const italy = await pointOfPiece(page, (await unitNamed(page, '1st Italian Army')).id);
    await dragOutOfStack(page, eighth.id, italy);
    expect((await piece(page, eighth.id)).hex).toBe('22 Northern Italy');
    expect((await piece(page, (await unitNamed(page, '1st Panzer Army')).id)).hex).toBe('2 Poland');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringMatching(/1 army 2 Poland → 22 Northern Italy \(Operational Movement\): not legal: .*Italy's Independence: 0 German armies allowed in 22 Northern Italy/));
    await shot(page, 'verdict');

    // 4.2: not to an Isolated Area, as typed for 41 South Atlantic.
    await dragOutOfStack(page, eighth.id, await boardPoint(page, 95, 760));
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('cannot move to an Isolated Area (41 South Atlantic)'));

    // 3.1.2: a Reduced army deployed from the Army Pool, "not in Isolated Areas".
    const reduced = await unitNamed(page, '11th Army');
    await dragOutOfStack(page, reduced.id, await boardPoint(page, 95, 760));
    expect((await piece(page, reduced.id)).hex).toBe('41 South Atlantic');
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('11th Army placed in 41 South Atlantic: not legal: Wehrmacht Replacements are not placed in Isolated Areas (41 South Atlantic)'));
    expect(errors).toEqual([]);
  });

  it('opens the Combat Resolution procedure in the selected army’s Area on C', async () => {
    const page = player.page;
    const italian = await unitNamed(page, '1st Italian Army');
    await clickPointAsPerson(page, await pointOfPiece(page, italian.id));
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'Combat Resolution' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-step="area"]').getByTestId('procedure-answer').textContent()).toBe('22 Northern Italy');
    await shot(page, 'combat');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Nothing selected: the procedure asks for the Area first.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain('Nothing selected');
    await page.keyboard.press('c');
    await dialog.waitFor();
    const first = dialog.locator('[data-step="area"]');
    await chooseIn(first.getByRole('combobox', { name: 'Choice for this step' }), '2 Poland');
    await clickOn(first.getByRole('button', { name: 'OK' }));
    await expect.poll(() => first.getByTestId('procedure-answer').textContent()).toBe('2 Poland');
    await shot(page, 'combat-choice');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
