/**
 * A friend's moves wait for you (issue #29): the room's mailbox on our server holds each player's
 * changes, sealed, so Bob, who is never online with Alice again, finds her move waiting on his home
 * screen and on his table when he opens the game; and Carol, opening the share link while Alice is
 * away, gets the whole game from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece } from './support/table';
import { aliceSharesWithBob, goHome, waitForPieces } from './support/multiplayer';
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

describe('the mailbox of a shared game', () => {
  it('keeps Alice’s move for Bob, who finds it waiting and then on his table, with nobody else online', async () => {
    const { link, total } = await aliceSharesWithBob(alice.page, bob.page);
    await goHome(bob.page);

    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    const to = mover.hex === '1818' ? '1717' : '1818';
    await drag(alice.page, await pointOfPiece(alice.page, mover.id), await pointOfHex(alice.page, to));
    await expect.poll(async () => (await piece(alice.page, mover.id)).hex).toBe(to);
    // A moment for the post to leave (changes are gathered for a fraction of a second), then Alice leaves.
    await alice.page.waitForTimeout(1500);
    await goHome(alice.page);

    await bob.page.reload();
    const row = bob.page.locator('.game-list li').first();
    await expect.poll(() => row.locator('.game-waiting').textContent().catch(() => null), { timeout: 15_000 }).toMatch(/^\d+ changes? waiting$/);
    await bob.page.screenshot({ path: '/tmp/mailbox-home.png' });
    await clickOn(row.locator('.game-open'));
    await waitForPieces(bob.page, total);
    await expect.poll(async () => (await piece(bob.page, mover.id)).hex, { timeout: 30_000 }).toBe(to);
    // Nobody else is at the table: the move came from the mailbox.
    expect(await bob.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: { self: boolean }) => !p.self).length)).toBe(0);

    // Carol opens the link while nobody holding the game is online: the table comes from the mailbox.
    await goHome(bob.page);
    await carol.page.goto(link);
    await waitForPieces(carol.page, total);
    await expect.poll(async () => (await piece(carol.page, mover.id)).hex, { timeout: 30_000 }).toBe(to);
  });
});
