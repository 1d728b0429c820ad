/**
 * Who wrote a log line, in real browsers: every line is signed with its writer's key, so a friend
 * who takes another player's name, or a modified client writing into the shared document in
 * someone's name, is never shown as that player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logOf, type ShownLine } from './support/log';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { startDemoGame } from './support/table';
import { shareFromToolbar, waitForPieces, nameMyself } from './support/multiplayer';
import { pressIn, typeInto } from './support/person';
import { joinAsHostilePeer, type HostilePeer } from './support/hostilePeer';
import { fingerprint } from '../../src/trust/identity';

let alice: Player;
let bob: Player;
let mallory: HostilePeer | null = null;
let link = '';
const signalUrl = () => `${baseUrl().replace(/^http/, 'ws')}/signal`;

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  mallory?.close();
  await Promise.all([alice?.close(), bob?.close()]);
});

/** The one line with this text, once it is on the page. */
async function lineSaying(page: Page, text: string): Promise<ShownLine> {
  await expect.poll(async () => (await logOf(page)).filter((l) => l.text === text).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const found = (await logOf(page)).filter((l) => l.text === text);
  expect(found, `lines saying "${text}"`).toHaveLength(1);
  return found[0];
}

/** Says something in the chat, as a person: click the chat box, type, Enter. */
async function chat(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Chat message');
  await typeInto(input, text);
  await pressIn(input, 'Enter');
}

/** The names in the "At the table" list, as shown. */
function shownPlayers(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Players' }).locator('li .net-player-name').allTextContents();
}

/** The other peers this page sees, with their verified key (null when unverified). */
function peersOf(page: Page): Promise<{ name: string; key: string | null }[]> {
  return page.evaluate(() => (window as any).sandtable.listPeers().filter((p: any) => !p.self).map((p: any) => ({ name: p.name, key: p.key })));
}

describe('who wrote each log line', () => {
  it('a friend who renames himself "Alice" is not shown as Alice: Alice keeps her name, he is "Alice (2)" with his own key', async () => {
    await startDemoGame(alice.page);
    // The new game's set-up lines are signed like every later line (issue #33: they showed "?").
    const setUp = await logOf(alice.page);
    expect(setUp.length).toBeGreaterThan(0);
    expect(setUp.map((l) => l.mark)).toEqual(setUp.map(() => '✓'));
    await nameMyself(alice.page, 'Alice');
    await chat(alice.page, 'Ready when you are.');
    const own = await lineSaying(alice.page, 'Ready when you are.');
    expect(own).toMatchObject({ mark: '✓', who: 'Alice', warn: false });

    const total = (await alice.page.evaluate(() => (window as any).sandtable.listPieces().length)) as number;
    link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);
    await nameMyself(bob.page, 'Alice');
    // Alice sees a second "Alice" arrive, verified under a key that is not hers.
    await expect.poll(async () => (await peersOf(alice.page)).filter((p) => p.key).length, { timeout: 20_000 }).toBe(1);
    const [impostor] = await peersOf(alice.page);
    const tag = fingerprint(impostor.key!);
    // The list at the table tells the two apart by number.
    await expect.poll(async () => (await shownPlayers(alice.page)).sort(), { timeout: 10_000 }).toEqual(['Alice', 'Alice (2)']);

    // The name stays with the key that signed under it first, on both screens, whoever sat down first.
    const selfName = (page: Page) => page.evaluate(() => (window as any).sandtable.listPeers().find((p: any) => p.self)?.name);
    expect(await selfName(alice.page)).toBe('Alice');
    await expect.poll(() => selfName(bob.page)).toBe('Alice (2)');

    await chat(bob.page, 'I concede');
    for (const page of [alice.page, bob.page]) {
      const line = await lineSaying(page, 'I concede');
      expect(line).toMatchObject({ mark: '✓', who: 'Alice (2)', warn: false });
      expect(line.markTitle).toContain(tag);
      // Alice's own line stays hers on both screens.
      expect(await lineSaying(page, 'Ready when you are.')).toMatchObject({ mark: '✓', who: 'Alice', warn: false });
    }
    await alice.page.getByRole('region', { name: 'Game log' }).screenshot({ path: '/tmp/identity-log-impostor.png' });
  });

  it('a modified client writing into the shared log in Alice’s name is marked ✗ or ?, never ✓', async () => {
    mallory = await joinAsHostilePeer(link, signalUrl(), 'Mallory');
    const log = mallory.doc.getArray<Record<string, unknown>>('log');
    await expect.poll(() => log.toArray().some((l) => l.x === 'Ready when you are.'), { timeout: 20_000 }).toBe(true);
    const genuine = log.toArray().find((l) => l.x === 'Ready when you are.')!;
    expect(typeof genuine.a).toBe('string'); // Alice's public key, with her signature in `s`
    const now = Math.floor(Date.now() / 1000);
    const badSignature = `${'A'.repeat(85)}B`;
    mallory.write(() => {
      // A line claiming Alice's key with a made-up signature.
      log.push([{ t: now, w: 'Alice', x: 'I resign, Mallory wins.', i: 'mallory1', a: genuine.a, s: badSignature }]);
      // Alice's genuine line with its words changed, signature kept.
      log.push([{ ...genuine, t: now, x: 'I resign, the game is yours.' }]);
      // Alice's genuine line, copied in again as it is.
      log.push([{ ...genuine }]);
      // An unsigned line in Alice's name.
      log.push([{ t: now, w: 'Alice', x: 'Mallory may move twice.' }]);
    });

    for (const page of [alice.page, bob.page]) {
      expect(await lineSaying(page, 'I resign, Mallory wins.')).toMatchObject({ mark: '✗', who: 'Alice', warn: true });
      expect(await lineSaying(page, 'I resign, the game is yours.')).toMatchObject({ mark: '✗', who: 'Alice', warn: true });
      // The copy of Alice's line adds nothing: it is kept once, where it first stands.
      await expect.poll(async () => (await logOf(page)).filter((l) => l.text === 'Ready when you are.').map((c) => c.mark)).toEqual(['✓']);
      const unsigned = await lineSaying(page, 'Mallory may move twice.');
      expect(unsigned.mark).toBe('?');
      expect(unsigned.markTitle).toContain('Not signed');
    }
    // Not one line Mallory wrote shows as Alice's signed line.
    const signedByAlice = (await logOf(alice.page)).filter((l) => l.who === 'Alice' && l.mark === '✓').map((l) => l.text);
    expect(signedByAlice).toEqual(['Ready when you are.']);
    // Mallory's presence claims nothing: listed, but unverified, so she takes no part in rolls.
    await expect.poll(async () => (await peersOf(alice.page)).find((p) => p.name === 'Mallory')?.key, { timeout: 10_000 }).toBeNull();
    await alice.page.getByRole('region', { name: 'Game log' }).screenshot({ path: '/tmp/identity-log-hostile.png' });
    await alice.page.screenshot({ path: '/tmp/identity-page.png' });
  });
});
