/**
 * The Sicily assistant with two players in two browsers, over the real signaling server and
 * WebRTC: Alice (Axis) starts the Sicily demo and Bob (Allies) joins. Alice seals the coast defence
 * cup between them, draws a unit blind and puts it on the Pozzallo position; neither browser can
 * read it. Bob attacks it with a US and a British unit: the combat dialog says the unit must be
 * revealed and turned Tried (CD 1.3) and counts +1 for mixed nationalities (NR 2.2). Bob's click
 * reveals it with both players' keys; both read the same unit, turned to its Tried side, and the
 * odds use its values. Then Bob rolls on the Fall of Mussolini Table, bombing Rome for +2 (FM 3.2),
 * fairly with Alice, and both logs hold the roll with its modifier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, expectCanvasAt, pieces, pointOfHex, pointOfPiece, zoomAround } from './support/table';
import { nameMyself, roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn, clickPointAsPerson } from './support/person';
import { logLines, rulesPanel, unitNamed } from './support/rules';
import { logOf } from './support/log';
import { defaultCupCell } from '../../src/components/layout';
import { closeCupPanel, openCupPanel } from './support/cups';

let alice: Player;
let bob: Player;
const errors: string[] = [];

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  for (const p of [alice, bob]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const map = 'sicily';
const cup = 'cd-cup';
const both = () => [alice.page, bob.page];
const seen = async (page: Page, id: string) => (await pieces(page)).find((p) => p.id === id);

describe('a coast defence unit drawn blind and revealed in combat', () => {
  let drawn = '';

  it('Alice starts the Sicily demo and Bob joins it', async () => {
    const page = alice.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New Sicily demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('sicily');
    await nameMyself(page, 'Alice');
    const total = (await pieces(page)).length;
    const link = await shareFromToolbar(page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);
    await nameMyself(bob.page, 'Bob');
    await expect.poll(() => roomStatus(bob.page), { timeout: 30_000 }).toMatchObject({ state: 'connected' });
    for (const p of both()) {
      await expect.poll(async () => (await p.evaluate(() => (window as any).sandtable.listPeers())).filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length, { timeout: 30_000 }).toBe(1);
    }
  });

  it('Alice seals the cup between them and draws a unit blind onto the Pozzallo position: neither can read it', async () => {
    const page = alice.page;
    await openCupPanel(page, 'Coast defence cup');
    await clickOn(page.getByTestId('pile-seal'));
    await expect.poll(() => page.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toMatch(/^Sealed among .+ · 9 left$/);
    await clickOn(page.getByTestId('pile-draw-blind'));
    await expect.poll(async () => (await pieces(page)).filter((p) => p.board === cup && p.x > defaultCupCell).length).toBe(1);
    drawn = (await pieces(page)).find((p) => p.board === cup && p.x > defaultCupCell)!.id;
    await closeCupPanel(page);
    expect(await seen(page, drawn)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });

    await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
    await page.waitForTimeout(150);
    await drag(page, await pointOfPiece(page, drawn), await pointOfHex(page, '1310', map));
    for (const p of both()) {
      await expect.poll(async () => (await seen(p, drawn))?.board, { timeout: 15_000 }).toBe(map);
      expect(await seen(p, drawn)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    }
    await expect.poll(() => logLines(bob.page)).toContainEqual(expect.stringMatching(/drew a piece blind from Coast defence cup/));
  });

  it('Bob attacks it with a US and a British unit: the dialog asks for the reveal, and his click shows both players the same Tried unit', async () => {
    const page = bob.page;
    const pozzallo = await pointOfHex(page, '1310', map);
    await zoomAround(page, pozzallo, 3);
    const us = await pointOfPiece(page, (await unitNamed(page, 'US 505 PIR')).id);
    const uk = await pointOfPiece(page, (await unitNamed(page, 'UK 231 Bde')).id);
    await clickPointAsPerson(page, us);
    await clickPointAsPerson(page, uk, 'canvas', { modifiers: ['Shift'] });
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/2 selected/);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
    const target = await pointOfHex(page, '1310', map);
    await expectCanvasAt(page, target);
    await page.mouse.click(target.x, target.y);

    const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
    const reveals = dialog.getByTestId('combat-reveals');
    await expect.poll(() => reveals.textContent()).toContain('the sealed coast defence unit at 1310 takes part in this combat: reveal it and turn it to its Tried side');
    expect(await dialog.getByRole('region', { name: 'Modifiers' }).textContent()).toContain('+1 DRM: American (US, French) and British (British, Canadian) units attack the same defender (NR 2.2)');
    await page.screenshot({ path: 'test-results/sicily-combat-reveal.png' });
    for (const p of both()) expect((await seen(p, drawn))!.name).toBe('Sealed piece');

    await clickOn(dialog.getByTestId('combat-reveal'));
    for (const p of both()) await expect.poll(async () => (await seen(p, drawn))?.hidden, { timeout: 30_000 }).toBeNull();
    const name = (await seen(alice.page, drawn))!.name;
    expect(name).toMatch(/^CD /);
    for (const p of both()) await expect.poll(async () => [(await seen(p, drawn))?.name, (await seen(p, drawn))?.face]).toEqual([name, 0]);
    await expect.poll(() => logLines(alice.page)).toContainEqual(expect.stringContaining(`revealed ${name}`));
    await expect.poll(() => logLines(alice.page)).toContainEqual(expect.stringContaining(`turned ${name} (for the combat, CD 1.3)`));
    // The combat is set up again with the unit's printed values: nothing left to reveal.
    await expect.poll(() => dialog.getByTestId('combat-reveals').count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('combat-strength').textContent()).toMatch(/^Attack \d+ against defence \d+/);
    await page.screenshot({ path: 'test-results/sicily-combat-revealed.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('combat-dialog').count()).toBe(0);
  });

  it('Bob rolls on the Fall of Mussolini Table bombing Rome: +2, rolled fairly with Alice, and both logs hold it', async () => {
    const page = bob.page;
    await page.keyboard.press('r');
    await rulesPanel(page).waitFor();
    await clickOn(rulesPanel(page).locator('li[data-roll="mussolini"]').getByRole('button', { name: 'Roll…' }));
    const dialog = page.getByRole('dialog', { name: /Fall of Mussolini/ });
    await dialog.waitFor();
    await chooseIn(dialog.getByRole('combobox'), 'bomb');
    await expect.poll(() => dialog.getByRole('region', { name: 'Modifiers' }).textContent()).toMatch(/\+2/);
    await page.screenshot({ path: 'test-results/sicily-mussolini.png' });
    await clickOn(dialog.getByRole('button', { name: 'Roll 1d6' }));
    await expect.poll(() => dialog.getByTestId('roll-outcome').count(), { timeout: 30_000 }).toBe(1);
    for (const p of both()) {
      await expect.poll(() => logLines(p), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/Fall of Mussolini — Bomb Rome.*rolled \d \+2 = \d/));
      await expect.poll(() => logLines(p)).toContainEqual(expect.stringMatching(/Bob: rolled d6 for "Fall of Mussolini.*fair roll with Alice/));
      // The verdict cites the roll it read, and every browser finds its die in that roll's records.
      const verdict = (await logOf(p)).find((l) => /Fall of Mussolini — Bomb Rome.*rolled \d \+2 = \d/.test(l.text))!;
      expect(verdict.mark).toBe('✓');
      expect(verdict.markTitle).toMatch(/its dice are what their records give: roll \w{6} gave \d/);
    }
    expect(errors).toEqual([]);
  });
});
