/**
 * Operazione C3's 5.3.1 counted from the game's records, in a real browser: "A maximum of three
 * Bombardments can be performed per hex for each Operation." A player rolls the Bombardment four
 * times against one hex from the rules panel; the fourth roll says it is past the limit, and the
 * table check, read from the same records, flags the hex. Then a British unit attacks a Dispersed
 * paratrooper inside its own hex (3.2), which the combat dialog used to refuse as "not adjacent".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { chooseIn, clickOn, clickPointAsPerson, pressIn, typeInto } from './support/person';
import { logLines, rulesPanel as panel, unitNamed } from './support/rules';
import { drag, pointOfPiece, zoomAround } from './support/table';

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

describe('combat inside one hex (3.2)', () => {
  it('lets a British unit in the hex of a Dispersed paratrooper attack it there, where it was refused as "not adjacent"', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const all: { id: string; name: string; board: string; x: number; y: number; stack: string[]; attrs: Record<string, unknown> }[] = await page.evaluate(() => (window as any).sandtable.listPieces());
    const para = all.find((p) => p.board === 'malta' && p.attrs.back === 'dis' && p.stack.length === 1)!;
    const near = (p: { x: number; y: number }) => Math.hypot(p.x - para.x, p.y - para.y);
    const tommy = all.filter((p) => p.board === 'malta' && p.attrs.side === 'British' && p.attrs.type === 'infantry' && p.stack.length === 1).sort((a, b) => near(a) - near(b))[0];
    await zoomAround(page, await pointOfPiece(page, para.id), 2);

    // The paratrooper lands Dispersed: the player turns it to its Dis side.
    await clickPointAsPerson(page, await pointOfPiece(page, para.id));
    await page.keyboard.press('f');
    await expect.poll(async () => (await unitNamed(page, para.name)).face).toBe(1);
    await clickPointAsPerson(page, await pointOfPiece(page, tommy.id));
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain(`${tommy.name} in`);
    await drag(page, await pointOfPiece(page, tommy.id), await pointOfPiece(page, para.id));
    await expect.poll(async () => (await page.evaluate((id) => (window as any).sandtable.listPieces().find((p: { id: string }) => p.id === id).stack.length, para.id))).toBe(2);
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain(`${tommy.name} in`);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
    await clickPointAsPerson(page, await pointOfPiece(page, para.id));
    const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toMatch(/attack on Dispersed units in \d{4}/);
    const text = (await dialog.textContent())!;
    expect(text).not.toMatch(/not adjacent/);
    expect(text).not.toMatch(/\d{3,}:\d|:\d{3,}/);
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/tmp/c3-in-hex-combat-${size.width}.png` });
    }
    await page.keyboard.press('Escape');
  });
});
