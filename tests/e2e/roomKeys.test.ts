import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, playersForFile, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn } from './support/person';
import { parseLink } from './support/hostilePeer';

const players = playersForFile(2);
const alice = () => players[0];
const bob = () => players[1];
let link = '';
let total = 0;

/** The games on the home screen, once it has listed them. */
const homeGames = async (page: Player['page']) => {
  await page.goto(`${baseUrl()}/`);
  await expect.poll(() => page.locator('.game-list li').count(), { timeout: 5000 }).toBeGreaterThan(0);
  return page.locator('.game-list li').allTextContents();
};

describe('room keys', () => {
  it('a room stays open to its players when strangers who know the game id fill every topic they can name', async () => {
    await startDemoGame(alice().page);
    link = await shareFromToolbar(alice().page);
    total = (await pieces(alice().page)).length;
    const { gameId } = parseLink(link);
    const squatters: WebSocket[] = [];
    for (let i = 0; i < 40; i++) {
      const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/signal`);
      ws.on('error', () => undefined);
      squatters.push(ws);
      await new Promise((r) => ws.on('open', r).on('error', r));
      ws.send(JSON.stringify({ type: 'subscribe', topics: [`sandtable:${gameId}`, `sandtable:${gameId}/relay`] }));
    }
    await bob().page.goto(link);
    await waitForPieces(bob().page, total);
    await expect.poll(() => roomStatus(bob().page), { timeout: 20_000 }).toMatchObject({ state: 'connected' });
    squatters.forEach((ws) => ws.terminate());
  });

  it('a link with another key for a game already held asks first; cancelling changes nothing', async () => {
    const { gameId } = parseLink(link);
    const forged = `${baseUrl()}/#/join/${gameId}/AnotherRoomKeyFromSomeoneElse`;
    await bob().page.goto(`${baseUrl()}/`);
    await bob().page.goto(forged);
    const dialog = bob().page.getByRole('alertdialog', { name: 'Another room for a game you have' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain('This link opens the same game in another room');
    await clickOn(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => bob().page.url()).toMatch(/#\/$/);
    expect(await homeGames(bob().page)).toHaveLength(1);
    // Bob's game is still in Alice's room: her move reaches him.
    await bob().page.goto(link);
    await waitForPieces(bob().page, total);
    const mover = (await pieces(alice().page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await alice().page.bringToFront();
    await drag(alice().page, await pointOfPiece(alice().page, mover.id), await pointOfHex(alice().page, '1919'));
    await expect.poll(async () => (await piece(bob().page, mover.id)).hex, { timeout: 15_000 }).toBe('1919');
  });

  it('joining that other room makes a separate copy beside the game held', async () => {
    const { gameId } = parseLink(link);
    await bob().page.goto(`${baseUrl()}/`);
    await bob().page.goto(`${baseUrl()}/#/join/${gameId}/AnotherRoomKeyFromSomeoneElse`);
    const dialog = bob().page.getByRole('alertdialog', { name: 'Another room for a game you have' });
    await expect.poll(() => dialog.count()).toBe(1);
    await clickOn(dialog.getByRole('button', { name: 'Join as a separate copy' }));
    await expect.poll(() => bob().page.url()).toMatch(/#\/game\//);
    expect(bob().page.url()).not.toContain(gameId);
    await expect.poll(() => bob().page.getByTestId('nobody-with-key').count(), { timeout: 15_000 }).toBe(1);
    // Nobody was in that room: no table arrived, so nothing is kept; the game held is untouched.
    expect(await homeGames(bob().page)).toHaveLength(1);
  });
});
