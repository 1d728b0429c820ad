/**
 * The modified client of the attack tests: a player in a Chromium profile of its own, running the
 * app rebuilt with its internals on `window.cheat` (tests/e2e/cheater/), served from its own origin
 * and meeting the honest browsers on the real signaling server, over real WebRTC. It joins a game
 * from its share link like anyone; attacks then run in its page with everything a rebuilt client
 * could reach.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './browser';
import { nameMyself, shareFromToolbar, waitForPieces } from './multiplayer';

/** Where the modified client is served. */
export const cheaterUrl = () => inject('cheaterUrl');

/**
 * Launches the cheater's browser, set to meet the honest players on the app's own signaling server;
 * `webRtc: false` for one whose every message goes through the relay.
 */
export async function launchCheater(options: { webRtc?: boolean } = {}): Promise<Player> {
  const player = await launchPlayer(options);
  const signal = `${baseUrl().replace(/^http/, 'ws')}/signal`;
  await player.context.addInitScript((url) => {
    if (!localStorage.getItem('sandtable.net')) localStorage.setItem('sandtable.net', JSON.stringify({ signalingUrls: [url], iceServers: [], showCursors: true }));
  }, signal);
  return player;
}

/** Opens an honest player's share link in the cheater's client and waits for the table to arrive. */
export async function joinAsCheater(page: Page, link: string, pieces: number): Promise<void> {
  const fragment = link.slice(link.indexOf('#'));
  await page.goto(`${cheaterUrl()}/${fragment}`);
  await page.waitForFunction((n) => (window as any).sandtable?.listPieces().length === n && (window as any).cheat?.session()?.actor.identity, pieces, { timeout: 30_000 });
}

/**
 * Runs an attack in the cheater's page: `attack` gets the open session, the app's modules (`lib`)
 * and Yjs (`Y`), and `arg`, and runs as page script. Resolves to what it returns.
 */
export function cheat<A, R>(page: Page, attack: (cheat: any, arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return page.evaluate(([source, a]) => {
    // The attack travels as source text, as a cheater would paste it into the console.
    const run = new Function(`return (${source})`)() as (cheat: unknown, arg: unknown) => unknown;
    const reach = (window as any).cheat;
    return run({ session: reach.session(), lib: reach.lib, Y: reach.Y }, a);
  }, [attack.toString(), arg] as const) as Promise<R>;
}

/** How many other players a page sees at the table with a verified (signed) presence. */
const verifiedOthers = (page: Page) => page.evaluate(() => (window as any).sandtable.listPeers().filter((p: { self: boolean; key: string | null }) => !p.self && p.key).length as number);

/**
 * Seats three players at the game open in Alice's browser, as people do: Alice names herself and
 * shares it, Bob opens the link, Mallory opens it in the modified client, each names themself, and
 * all three wait until each sees the other two verified. Resolves to the link and the pieces counted.
 */
export async function seatWithCheater(alice: Player, bob: Player, mallory: Player): Promise<{ link: string; pieces: number }> {
  await nameMyself(alice.page, 'Alice');
  const pieces = await alice.page.evaluate(() => (window as any).sandtable.listPieces().length as number);
  const link = await shareFromToolbar(alice.page);
  await bob.page.goto(link);
  await waitForPieces(bob.page, pieces);
  await nameMyself(bob.page, 'Bob');
  await joinAsCheater(mallory.page, link, pieces);
  await nameMyself(mallory.page, 'Mallory');
  for (const p of [alice, bob, mallory]) await expect.poll(() => verifiedOthers(p.page), { timeout: 30_000 }).toBe(2);
  return { link, pieces };
}

/** The notices a player's page shows now. */
export const noticesOf = (player: Player) => player.page.locator('.notice').allTextContents();

/**
 * Starts keeping every notice the player's page shows from now on, however soon it fades (a
 * notice leaves after a few seconds: a test reading later would miss it).
 */
export const keepNotices = (player: Player) =>
  player.page.evaluate(() => {
    const seen: string[] = ((window as any).noticesSeen = []);
    const read = () => document.querySelectorAll('.notice').forEach((n) => !seen.includes(n.textContent ?? '') && seen.push(n.textContent ?? ''));
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

/** Whether the player was shown a notice containing `text` since `keepNotices`. */
export const told = async (player: Player, text: string) => (await player.page.evaluate(() => (window as any).noticesSeen as string[])).some((n) => n.includes(text));

