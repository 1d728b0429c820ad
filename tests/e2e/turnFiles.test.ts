/**
 * Play by e-mail with no server (issue #29): Alice and Bob hold one shared game but are never
 * online together again. Alice moves and sends her turn as a file; Bob opens it from his home
 * screen and sees her move; opening it twice brings nothing; his turn goes back the same way. A
 * browser that does not hold the game is told so and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { drag, hexes, piece, pieces, pointOfHex, pointOfPiece } from './support/table';
import { aliceSharesWithBob, goHome, nameMyself, waitForPieces } from './support/multiplayer';
import { clickAsPerson, clickOn } from './support/person';

let alice: Player;
let bob: Player;
let carol: Player;
/** Alice's turn file, kept for the browser that does not hold the game. */
let aliceTurnFile = '';

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([launchPlayer(), launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), carol?.close()]);
});

/** File → Send my turn, as a person; resolves to the path of the file the browser saved. */
async function sendMyTurn(page: Page): Promise<string> {
  await clickOn(page.getByRole('button', { name: 'File', exact: true }));
  await page.screenshot({ path: '/tmp/turn-file-menu.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), clickOn(page.getByRole('menuitem', { name: 'Send my turn (file)…' }))]);
  expect(download.suggestedFilename()).toMatch(/\.sandturn$/);
  return (await download.path())!;
}

/** Open file… on the home screen, choosing a file, as a person. */
async function openFromHome(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, page.getByRole('button', { name: 'Open file…' }))]);
  await chooser.setFiles(path);
}

const noticeSaying = (page: Page, text: RegExp) => expect.poll(async () => (await page.locator('.notice').allTextContents()).some((n) => text.test(n)), { timeout: 15_000 }).toBe(true);

/** A lone unit a person can drag, and a hex away from it. */
async function aMove(page: Page): Promise<{ id: string; to: string }> {
  const mover = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit' && p.hex !== '1919')!;
  return { id: mover.id, to: mover.hex === '1818' ? '1717' : '1818' };
}

describe('turns sent by file', () => {
  it('carry a move to a friend who is not online, once, and back', async () => {
    const { total } = await aliceSharesWithBob(alice.page, bob.page);
    await nameMyself(bob.page, 'Bob');
    await goHome(bob.page);

    const move = await aMove(alice.page);
    await drag(alice.page, await pointOfPiece(alice.page, move.id), await pointOfHex(alice.page, move.to));
    await expect.poll(async () => (await piece(alice.page, move.id)).hex).toBe(move.to);
    const aliceTurn = await sendMyTurn(alice.page);
    aliceTurnFile = aliceTurn;
    await noticeSaying(alice.page, /Saved your turn as a file/);
    await goHome(alice.page);

    await openFromHome(bob.page, aliceTurn);
    await waitForPieces(bob.page, total);
    await noticeSaying(bob.page, /Merged Alice's turn: \d+ changes?/);
    await expect.poll(async () => (await piece(bob.page, move.id)).hex).toBe(move.to);
    await bob.page.screenshot({ path: '/tmp/turn-merged.png' });

    // The same file again: nothing new, nothing doubled.
    const before = await hexes(bob.page);
    await clickOn(bob.page.getByRole('button', { name: 'File', exact: true }));
    const [chooser] = await Promise.all([bob.page.waitForEvent('filechooser'), clickOn(bob.page.getByRole('menuitem', { name: "Open a friend's turn…" }))]);
    await chooser.setFiles(aliceTurn);
    await noticeSaying(bob.page, /brought nothing new/);
    expect(await hexes(bob.page)).toEqual(before);
    expect((await pieces(bob.page)).length).toBe(total);

    // Bob's turn goes back the same way.
    const reply = await aMove(bob.page);
    await drag(bob.page, await pointOfPiece(bob.page, reply.id), await pointOfHex(bob.page, reply.to));
    await expect.poll(async () => (await piece(bob.page, reply.id)).hex).toBe(reply.to);
    const bobTurn = await sendMyTurn(bob.page);
    await goHome(bob.page);
    await openFromHome(alice.page, bobTurn);
    await noticeSaying(alice.page, /Merged Bob's turn/);
    await expect.poll(async () => (await piece(alice.page, reply.id)).hex).toBe(reply.to);
    expect((await piece(alice.page, move.id)).hex).toBe(move.to);
  });

  it('is refused by a browser that does not hold the game, which keeps what it had', async () => {
    await carol.page.goto(alice.page.url().replace(/#.*$/, '#/'));
    await carol.page.getByRole('button', { name: 'Open file…' }).waitFor();
    const listed = () => carol.page.locator('.game-list li').count();
    const before = await listed();
    await openFromHome(carol.page, aliceTurnFile);
    await noticeSaying(carol.page, /belongs to a game this browser does not hold/);
    await carol.page.screenshot({ path: '/tmp/turn-refused.png' });
    expect(await listed()).toBe(before);
    expect(await carol.page.evaluate(() => (window as any).sandtable.gameId())).toBeNull();
  });
});
