/**
 * A friend's moves wait for you (issue #29): the room's mailbox on our server holds each player's
 * changes, sealed, so Bob, who is never online with Alice again, finds on his home screen who made
 * how many moves while he was away, and the moves on his table when he opens the game; and Carol, opening the share link while Alice is
 * away, gets the whole game from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece } from './support/table';
import { aliceSharesWithBob, goHome, nameMyself, waitForPieces } from './support/multiplayer';
import { clickOn } from './support/person';

let alice: Player;
let bob: Player;
let carol: Player;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([launchPlayer(), launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), carol?.close()]);
});

/** Waits until the page's browser has read the game's mailbox once (it keeps how far it read, per room, in IndexedDB). */
async function mailboxRead(page: Page): Promise<void> {
  const readTo = () =>
    page.evaluate(
      () =>
        new Promise<number>((done) => {
          const open = indexedDB.open('sandtable-mailbox');
          // Not there yet: leave it for the app to make (a database made here would lack its store).
          open.onupgradeneeded = () => open.transaction!.abort();
          open.onsuccess = () => {
            const all = open.result.transaction('seen').objectStore('seen').getAll();
            all.onsuccess = () => done(Math.max(0, ...(all.result as number[])));
            all.onerror = () => done(0);
          };
          open.onerror = () => done(0);
        }),
    );
  await expect.poll(readTo, { timeout: 20_000 }).toBeGreaterThan(0);
}

/** The player drags the lone unit to `to` and gives the post a moment to leave (changes are gathered for a fraction of a second). */
async function moveAndWait(page: Page, id: string, to: string): Promise<void> {
  await drag(page, await pointOfPiece(page, id), await pointOfHex(page, to));
  await expect.poll(async () => (await piece(page, id)).hex).toBe(to);
  await page.waitForTimeout(1200);
}

/** The waiting line beside the first game on the home screen, once the page has asked the server. */
const waitingOf = (page: Page) => page.locator('.game-list li').first().locator('.game-waiting');

describe('the mailbox of a shared game', () => {
  it('keeps Alice’s moves for Bob, whose home screen says who made how many, until he opens the game', async () => {
    const { link, total } = await aliceSharesWithBob(alice.page, bob.page);
    await mailboxRead(bob.page);
    await goHome(bob.page);

    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    const route = ['1717', '1818', '1919', '2020'].filter((h) => h !== mover.hex).slice(0, 3);
    for (const to of route) await moveAndWait(alice.page, mover.id, to);
    const to = route[route.length - 1];
    await goHome(alice.page);

    await bob.page.reload();
    await expect.poll(() => waitingOf(bob.page).textContent().catch(() => null), { timeout: 15_000 }).toBe('Alice: 3 moves since you looked');
    expect(await waitingOf(bob.page).getAttribute('title')).toMatch(/merged into your table when you open the game/);
    await bob.page.screenshot({ path: '/tmp/mailbox-home-1280.png' });
    await bob.page.setViewportSize({ width: 1024, height: 700 });
    await bob.page.screenshot({ path: '/tmp/mailbox-home-1024.png' });
    await bob.page.setViewportSize({ width: 1280, height: 800 });

    await clickOn(bob.page.locator('.game-list li').first().locator('.game-open'));
    await waitForPieces(bob.page, total);
    await expect.poll(async () => (await piece(bob.page, mover.id)).hex, { timeout: 30_000 }).toBe(to);
    // Nobody else is at the table: the moves came from the mailbox.
    expect(await bob.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: { self: boolean }) => !p.self).length)).toBe(0);
    await goHome(bob.page);

    // Opening the game cleared the three: one more move by Alice is all Bob's home screen counts now.
    await clickOn(alice.page.locator('.game-list li').first().locator('.game-open'));
    await waitForPieces(alice.page, total);
    await moveAndWait(alice.page, mover.id, route[0]);
    await goHome(alice.page);
    await bob.page.reload();
    await expect.poll(() => waitingOf(bob.page).textContent().catch(() => null), { timeout: 15_000 }).toBe('Alice: 1 move since you looked');

    // Carol opens the link while nobody holding the game is online: the table comes from the mailbox.
    await carol.page.goto(link);
    await waitForPieces(carol.page, total);
    await expect.poll(async () => (await piece(carol.page, mover.id)).hex, { timeout: 30_000 }).toBe(route[0]);

    // Carol names herself at the table, moves too, and leaves: Bob's home screen names both, side by side.
    await nameMyself(carol.page, 'Carol');
    await moveAndWait(carol.page, mover.id, route[1]);
    await goHome(carol.page);
    await bob.page.reload();
    await expect.poll(() => waitingOf(bob.page).textContent().catch(() => null), { timeout: 15_000 }).toBe('Alice: 1 move · Carol: 1 move');
    await bob.page.screenshot({ path: '/tmp/mailbox-home-two-1280.png' });
    await bob.page.setViewportSize({ width: 1024, height: 700 });
    await bob.page.screenshot({ path: '/tmp/mailbox-home-two-1024.png' });
  }, 180_000);
});
