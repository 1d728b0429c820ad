/**
 * Dice with a friend who is away (issue #29), in real Chromium against the real server: Alice,
 * alone at a shared table, chooses the server as witness in the dice tray and rolls; Bob, who was
 * not online, opens the game later, gets the roll through the mailbox and sees it verified as
 * witnessed — the same dice, ✓, numbered by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { logOf } from './support/log';
import { aliceSharesWithBob, goHome } from './support/multiplayer';
import { chooseIn, clickOn } from './support/person';

let alice: Player;
let bob: Player;

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const others = (page: Page) => page.evaluate(() => (window as any).sandtable.listPeers().filter((p: { self: boolean }) => !p.self).length as number);

/** The log line of Alice's witnessed roll, once `page` shows it. */
async function witnessedLine(page: Page) {
  const pattern = /^rolled d6 for "Assault": (\d) · witnessed by the server \(roll \w{6}, no\. 1\)$/;
  await expect.poll(async () => (await logOf(page)).filter((l) => pattern.test(l.text)).length, { timeout: 30_000 }).toBe(1);
  return (await logOf(page)).find((l) => pattern.test(l.text))!;
}

describe('a roll with the server as witness', () => {
  it('is rolled by Alice alone at the table and verified as witnessed on Bob’s table when he opens the game later', async () => {
    await aliceSharesWithBob(alice.page, bob.page);
    await goHome(bob.page);
    await expect.poll(() => others(alice.page), { timeout: 15_000 }).toBe(0);

    await clickOn(alice.page.getByRole('button', { name: 'Dice', exact: true }));
    const tray = alice.page.getByTestId('dice-tray');
    const choice = tray.getByTestId('witness-choice');
    await expect.poll(() => choice.inputValue()).toBe('alone');
    await chooseIn(choice, 'witness');
    await expect.poll(async () => (await logOf(alice.page)).some((l) => l.text === 'rolls made with no one else at the table are witnessed by the server from now on')).toBe(true);
    await alice.page.screenshot({ path: '/tmp/witness-tray-1280.png' });

    await clickOn(tray.getByLabel('What for?'));
    await alice.page.keyboard.insertText('Assault');
    await clickOn(tray.getByRole('button', { name: 'd6', exact: true }));
    const seen = await witnessedLine(alice.page);
    expect(seen.mark).toBe('✓');
    const total = await tray.getByTestId('dice-result').getAttribute('data-total');
    expect(seen.text).toContain(`: ${total} · `);

    // A moment for the changes to reach the mailbox, then Alice leaves.
    await alice.page.waitForTimeout(1500);
    await goHome(alice.page);

    await bob.page.reload();
    await clickOn(bob.page.locator('.game-list li').first().locator('.game-open'));
    const atBob = await witnessedLine(bob.page);
    expect(atBob).toMatchObject({ mark: '✓', who: 'Alice', text: seen.text, warn: false });
    expect(await others(bob.page)).toBe(0);
  });

  it('fits its choice in the dice tray on a smaller screen, and shows it only while no one else is at the table', async () => {
    await clickOn(alice.page.locator('.game-list li').first().locator('.game-open'));
    await clickOn(alice.page.getByRole('button', { name: 'Dice', exact: true }));
    await alice.page.setViewportSize({ width: 1024, height: 700 });
    const choice = alice.page.getByTestId('dice-tray').getByTestId('witness-choice');
    // Bob is still at the table: rolls are among the players, and no choice shows.
    await expect.poll(() => others(alice.page), { timeout: 15_000 }).toBe(1);
    expect(await choice.count()).toBe(0);
    await goHome(bob.page);
    await expect.poll(() => choice.inputValue().catch(() => null), { timeout: 20_000 }).toBe('witness');
    // The whole of "witnessed by the server" shows: the select is as wide as its longest choice needs.
    expect(await choice.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await alice.page.screenshot({ path: '/tmp/witness-tray-1024.png' });
  });

  it('says so when the server stops answering, and rolls alone when Alice asks, with nothing lost', async () => {
    // The server goes away after giving its key: every commit fails on the network.
    await alice.page.route('**/witness/commit', (route) => route.abort('connectionrefused'));
    const tray = alice.page.getByTestId('dice-tray');
    await clickOn(tray.getByRole('button', { name: 'd6', exact: true }));
    const alert = tray.getByRole('alert');
    await expect.poll(() => alert.textContent().catch(() => null), { timeout: 15_000 }).toMatch(/^The server does not answer: roll \w{6} was called off and nothing was rolled\. Try again, or roll alone\.$/);
    await expect.poll(async () => (await logOf(alice.page)).some((l) => /^called roll \w{6} off: the server did not answer$/.test(l.text))).toBe(true);
    await alice.page.screenshot({ path: '/tmp/witness-silent-1024.png' });
    await clickOn(tray.getByTestId('roll-alone-instead'));
    await expect.poll(async () => (await logOf(alice.page)).at(-1)?.text ?? '').toMatch(/^rolled d6: \d · rolled alone$/);
    expect(await alert.count()).toBe(0);
    await alice.page.unroute('**/witness/commit');
  });
});
