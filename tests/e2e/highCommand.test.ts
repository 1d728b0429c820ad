/**
 * The German high command with three players in three browsers, over the real signaling server
 * and WebRTC: Alice starts the demo and Bob and Carol join. Each takes a seat in the assistant
 * panel (Head of OKW, Head of Production, Head of Personnel) and every browser shows who holds
 * which. Alice seals the Hidden Agenda deck among the three and each draws one for their eyes:
 * each reads their own agenda and nobody else's. Bob, acting as Head of Production, throws the
 * Strategic Warfare dice fairly with the other two; the hits are counted by rule 4.1 and every
 * browser's log holds the same count, as the Head of Production, checked against Bob's seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { pieces } from './support/table';
import { nameMyself, roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn } from './support/person';
import { logLines, rulesPanel } from './support/rules';

let alice: Player;
let bob: Player;
let carol: Player;
const errors: string[] = [];

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([launchPlayer(), launchPlayer(), launchPlayer()]);
  for (const p of [alice, bob, carol]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), carol?.close()]);
});

const everyone = () => [alice.page, bob.page, carol.page];
const seen = async (page: Page, id: string) => (await pieces(page)).find((p) => p.id === id);
const seatRow = (page: Page, role: string) => rulesPanel(page).getByTestId('rules-seats').locator('li', { hasText: role });

async function openDeckPanel(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
  await clickOn(page.getByRole('menuitem', { name: 'Hidden Agenda deck' }));
  await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toContain('Hidden Agenda deck');
}

async function closeDeckPanel(page: Page): Promise<void> {
  await clickOn(page.getByTestId('component-panel-close'));
  await expect.poll(() => page.getByTestId('component-panel').count()).toBe(0);
}

describe('a three-player German high command game', () => {
  it('Alice starts the demo, and Bob and Carol join it', async () => {
    const page = alice.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New German High Command demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('ghc');
    await nameMyself(page, 'Alice');
    const total = (await pieces(page)).length;
    const link = await shareFromToolbar(page);
    await Promise.all([bob.page.goto(link), carol.page.goto(link)]);
    for (const [p, name] of [[bob.page, 'Bob'], [carol.page, 'Carol']] as const) {
      await waitForPieces(p, total);
      await nameMyself(p, name);
      await expect.poll(() => roomStatus(p), { timeout: 30_000 }).toMatchObject({ state: 'connected' });
    }
    for (const p of everyone()) {
      await expect.poll(async () => (await p.evaluate(() => (window as any).sandtable.listPeers())).filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length, { timeout: 30_000 }).toBe(2);
    }
  });

  it('each takes a seat, and every browser shows who holds which position', async () => {
    const seats = [
      [alice.page, 'Head of OKW'],
      [bob.page, 'Head of Production'],
      [carol.page, 'Head of Personnel'],
    ] as const;
    for (const [page, role] of seats) {
      await page.keyboard.press('r');
      await rulesPanel(page).waitFor();
      await clickOn(seatRow(page, role).getByRole('button', { name: 'Take' }));
      await expect.poll(() => seatRow(page, role).textContent()).toContain('you');
    }
    await bob.page.screenshot({ path: 'test-results/high-command-seats.png' });
    // An area map has no hexes to pick: the panel offers procedures instead of hex combats and moves.
    expect(await rulesPanel(bob.page).getByRole('button', { name: 'Resolve a combat…' }).count()).toBe(0);
    expect(await rulesPanel(bob.page).textContent()).toContain('combats are walked through as procedures below');
    for (const page of everyone()) {
      await expect.poll(() => seatRow(page, 'Head of OKW').textContent(), { timeout: 15_000 }).toMatch(/Alice|you/);
      await expect.poll(() => seatRow(page, 'Head of Production').textContent()).toMatch(/Bob|you/);
      await expect.poll(() => seatRow(page, 'Head of Personnel').textContent()).toMatch(/Carol|you/);
      // A seat held by another player offers nothing to take.
      expect(await seatRow(page, 'Head of Operations').getByRole('button', { name: 'Take' }).count()).toBe(1);
    }
    expect(await seatRow(alice.page, 'Head of Production').getByRole('button').count()).toBe(0);
    await expect.poll(() => logLines(carol.page)).toContainEqual(expect.stringContaining('Bob: took the seat of Head of Production'));
    for (const page of everyone()) await page.keyboard.press('r');
  });

  it('Alice seals the Hidden Agenda deck among the three, and each draws one agenda that only they can read', async () => {
    await openDeckPanel(alice.page);
    await clickOn(alice.page.getByTestId('pile-seal'));
    await expect.poll(() => alice.page.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toMatch(/^Sealed among .+ · \d+ left$/);
    await closeDeckPanel(alice.page);
    const drawn = new Map<Page, string>();
    for (const page of everyone()) {
      await openDeckPanel(page);
      await clickOn(page.getByTestId('pile-draw-mine'));
      await closeDeckPanel(page);
      // Drawn to the deck's face-up spot (or the player's hand): the one piece this browser reads and the others cannot.
      await expect.poll(async () => (await pieces(page)).filter((p) => p.hidden === 'mine').length, { timeout: 30_000 }).toBe(1);
      drawn.set(page, (await pieces(page)).find((p) => p.hidden === 'mine')!.id);
    }
    const agendas = new Set<string>();
    for (const [page, id] of drawn) {
      const mine = (await seen(page, id))!;
      expect(mine.name).not.toBe('Sealed piece');
      agendas.add(mine.name);
      for (const other of everyone().filter((p) => p !== page)) expect(await seen(other, id)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    }
    expect(agendas.size).toBe(3);
    await carol.page.screenshot({ path: 'test-results/high-command-agenda.png' });
  });

  it('Bob, acting as Head of Production, throws the Strategic Warfare dice fairly and every browser logs the same count', async () => {
    const page = bob.page;
    await page.keyboard.press('r');
    await rulesPanel(page).waitFor();
    await chooseIn(rulesPanel(page).getByRole('combobox', { name: 'Acting as' }), 'Head of Production');
    const row = rulesPanel(page).getByTestId('rules-symbol-rolls').locator('[data-symbol-roll="strategic-warfare"]');
    await clickOn(row.getByRole('button', { name: /^Roll/ }));
    const dialog = page.getByTestId('symbol-roll-dialog');
    await dialog.waitFor();
    await page.screenshot({ path: 'test-results/high-command-symbol-roll.png' });
    await clickOn(dialog.getByRole('button', { name: 'Roll', exact: true }));
    await expect.poll(() => dialog.getByTestId('symbol-outcome').count(), { timeout: 45_000 }).toBe(1);
    const hits = Number((await dialog.getByTestId('symbol-hits').textContent())!.match(/\d+/)![0]);
    await page.screenshot({ path: 'test-results/high-command-symbol-counted.png' });
    const counted = new RegExp(`Bob: as Head of Production: Strategic Warfare dice \\(4\\.1\\): ${hits} hits?\\b`);
    for (const p of everyone()) {
      await expect.poll(() => logLines(p), { timeout: 15_000 }).toContainEqual(expect.stringMatching(counted));
      const line = (await logLines(p)).find((l) => counted.test(l))!;
      // Signed by Bob's key, which held the seat: a ✓, not a ✗.
      expect(line.startsWith('✓')).toBe(true);
      await expect.poll(() => logLines(p)).toContainEqual(expect.stringMatching(/as Head of Production: rolled (\d+ × )?Grey die \(sample\) for "Strategic Warfare dice \(4\.1\)": .* · fair roll with/));
    }
    expect(errors).toEqual([]);
  });
});
