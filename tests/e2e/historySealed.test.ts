/**
 * Nothing sealed leaks through the past: Alice fills a cup and seals it with Bob, Bob draws a card
 * for his eyes only, then Alice steps through every moment of the game's history. At no step can
 * she read Bob's card, and nothing her browser lists at any step names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { pieces, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn } from './support/person';
import { closeCupPanel, fillNewCup, openCupPanel } from './support/cups';
import { defaultCupCell } from '../../src/components/layout';
import type { PieceInfo } from '../../src/automation/api';

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

const onCup = async (page: Page, cup: string): Promise<PieceInfo[]> => (await pieces(page)).filter((p) => p.board === cup);

describe('a card drawn for Bob’s eyes, in Alice’s replay', () => {
  it('is never readable by Alice at any step of the history', async () => {
    await startDemoGame(alice.page);
    const { cup, units } = await fillNewCup(alice.page, 'Reserves', 3);
    const names = units.map((u) => u.name);
    const link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, (await pieces(alice.page)).length);
    for (const p of [alice.page, bob.page]) {
      await expect.poll(() => roomStatus(p), { timeout: 30_000 }).toMatchObject({ state: 'connected' });
      await expect.poll(async () => (await p.evaluate(() => (window as any).sandtable.listPeers())).filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length, { timeout: 30_000 }).toBe(1);
    }

    await openCupPanel(alice.page, 'Reserves');
    await clickOn(alice.page.getByTestId('pile-seal'));
    await expect.poll(() => alice.page.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toMatch(/^Sealed among .+ · 3 left$/);
    await closeCupPanel(alice.page);

    await expect.poll(async () => (await onCup(bob.page, cup)).filter((p) => p.hidden === 'theirs').length, { timeout: 30_000 }).toBe(3);
    await openCupPanel(bob.page, 'Reserves');
    await clickOn(bob.page.getByTestId('pile-draw-mine'));
    await closeCupPanel(bob.page);
    await expect.poll(async () => (await onCup(bob.page, cup)).find((p) => p.x > defaultCupCell && p.hidden === 'mine')?.name, { timeout: 30_000 }).toBeTruthy();
    const drawn = (await onCup(bob.page, cup)).find((p) => p.x > defaultCupCell && p.hidden === 'mine')!;
    expect(names).toContain(drawn.name);
    await expect.poll(async () => (await pieces(alice.page)).find((p) => p.id === drawn.id)?.x, { timeout: 15_000 }).toBe(drawn.x);

    const page = alice.page;
    const steps: { op: string }[] = await page.evaluate(() => (window as any).sandtable.history.steps());
    expect(steps.map((s) => s.op)).toEqual(expect.arrayContaining(['sealPile', 'drawSealed']));
    for (let p = 0; p <= steps.length; p++) {
      await page.evaluate((at) => (window as any).sandtable.history.goTo(at), p);
      const seen = await pieces(page);
      const card = seen.find((x) => x.id === drawn.id);
      if (card) expect(card, `step ${p}`).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
      expect(seen.filter((x) => x.hidden === 'mine'), `step ${p}`).toEqual([]);
    }
    await page.evaluate(() => (window as any).sandtable.history.close());
    expect(errors).toEqual([]);
  });
});
