/**
 * Attack: a line signed in another room of the same game. Mallory, holding the real game, hosts a
 * copy of it under a room key of her own and sends Alice that link; Alice joins it as a separate
 * copy (as the app offers) and says something there, signed. Mallory takes that stored line and
 * adds it to the real game's log. Every signature covers the room it was made in
 * (src/trust/scope.ts), so every honest browser shows the line ✗: Alice never said it here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { cheat, cheaterUrl, joinAsCheater, launchCheater } from './support/cheater';
import { nameMyself, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { parseLink } from './support/hostilePeer';
import { startDemoGame } from './support/table';
import { clickOn, pressIn, typeInto } from './support/person';
import { logOf } from './support/log';

let alice: Player;
let bob: Player;
let mallory: Player;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close()]);
});

const said = 'I concede the game to Mallory';
const shownAs = async (p: Player) => (await logOf(p.page)).filter((l) => l.text === said).map((l) => `${l.mark} ${l.who}`);

/** Opens a link to another room of a game the page holds and joins it as a separate copy, as a person does. */
async function joinSeparateCopy(player: Player, link: string) {
  await player.page.goto(link.slice(0, link.indexOf('#')));
  await player.page.goto(link);
  const dialog = player.page.getByRole('alertdialog', { name: 'Another room for a game you have' });
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
  await clickOn(dialog.getByRole('button', { name: 'Join as a separate copy' }));
  await expect.poll(() => player.page.url()).toMatch(/#\/game\//);
}

describe('a line signed in another room of the same game', () => {
  it('shows ✗ in every honest browser when a modified client copies it into the real game', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    const link = await shareFromToolbar(alice.page);
    const { gameId } = parseLink(link);
    const count = await alice.page.evaluate(() => (window as any).sandtable.listPieces().length);
    await bob.page.goto(link);
    await waitForPieces(bob.page, count);
    await nameMyself(bob.page, 'Bob');
    await joinAsCheater(mallory.page, link, count);
    await nameMyself(mallory.page, 'Mallory');

    // Mallory takes the real game's state and hosts it in a room of her own, as a separate copy of her own.
    const state = await cheat(mallory.page, ({ session, Y }) => Array.from(Y.encodeStateAsUpdate(session.actor.doc) as Uint8Array), null);
    const otherRoom = `${cheaterUrl()}/#/join/${gameId}/MalloryOwnRoomKeyForAlice`;
    await joinSeparateCopy(mallory, otherRoom);
    await mallory.page.waitForFunction((id) => (window as any).cheat?.session() && (window as any).cheat.session().id !== id, gameId);
    await cheat(mallory.page, ({ session, Y }, bytes: number[]) => Y.applyUpdate(session.actor.doc, Uint8Array.from(bytes)), state);
    await waitForPieces(mallory.page, count);

    // Alice follows Mallory's link, joins it as a separate copy, and says something there.
    await joinSeparateCopy(alice, `${baseUrl()}/#/join/${gameId}/MalloryOwnRoomKeyForAlice`);
    await waitForPieces(alice.page, count);
    const chat = alice.page.getByLabel('Chat message');
    await typeInto(chat, said);
    await pressIn(chat, 'Enter');
    await expect.poll(() => shownAs(alice), { timeout: 15_000 }).toEqual(['✓ Alice']);

    // Mallory keeps Alice's signed line as stored, goes back to the real game and adds it to its log.
    const storedLine = () => cheat(mallory.page, ({ session, lib }, text: string) => lib.gameDoc.typesOf(session.actor.doc).log.toArray().find((l: { x: string }) => l.x === text) ?? null, said);
    await expect.poll(storedLine, { timeout: 15_000 }).not.toBeNull();
    const stored = await storedLine();
    expect(stored).toMatchObject({ w: 'Alice', x: said, a: expect.any(String), s: expect.any(String) });
    await mallory.page.goto(`${cheaterUrl()}/#/game/${gameId}`);
    await mallory.page.waitForFunction((id) => (window as any).cheat?.session()?.id === id && (window as any).sandtable?.listPeers().length > 1, gameId, { timeout: 30_000 });
    await cheat(mallory.page, ({ session, lib }, line: object) => lib.gameDoc.typesOf(session.actor.doc).log.push([line]), stored);

    await alice.page.goto(`${baseUrl()}/#/game/${gameId}`);
    await waitForPieces(alice.page, count);
    for (const honest of [alice, bob]) await expect.poll(() => shownAs(honest), { timeout: 20_000 }).toEqual(['✗ Alice']);
  });
});
