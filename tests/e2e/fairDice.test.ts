/**
 * Fair dice among real players: each in a Chromium profile of their own, joined through the real
 * signaling server over real WebRTC, rolling from the dice tray with the mouse and keyboard. Every
 * roll is a commit–reveal among the players at the table, so the log names who took part, every
 * log agrees, and a player whose random source is broken cannot fix the outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logOf, type ShownLine } from './support/log';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { startDemoGame } from './support/table';
import { shareFromToolbar, waitForPieces, nameMyself } from './support/multiplayer';
import { clickOn } from './support/person';
import { joinAsHostilePeer, type HostilePeer } from './support/hostilePeer';

let alice: Player;
let bob: Player;
let carol: Player | null = null;
let dan: Player | null = null;
let observer: HostilePeer | null = null;
let link = '';
let total = 0;
const signalUrl = () => `${baseUrl().replace(/^http/, 'ws')}/signal`;

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  observer?.close();
  await Promise.all([alice?.close(), bob?.close(), carol?.close(), dan?.close()]);
});

/** The lines whose text matches, waiting until there are at least `count`. */
async function linesMatching(page: Page, pattern: RegExp, count = 1, timeout = 15_000): Promise<ShownLine[]> {
  await expect.poll(async () => (await logOf(page)).filter((l) => pattern.test(l.text)).length, { timeout }).toBeGreaterThanOrEqual(count);
  return (await logOf(page)).filter((l) => pattern.test(l.text));
}

/** The other players this page sees with a verified (signed) presence, by shown name. */
function verifiedOthers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as any).sandtable
      .listPeers()
      .filter((p: any) => !p.self && p.key)
      .map((p: any) => p.name)
      .sort(),
  );
}

async function openTray(page: Page) {
  const tray = page.getByTestId('dice-tray');
  if (!(await tray.isVisible())) await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));
  await tray.waitFor({ state: 'visible' });
  return tray;
}

/** The total the tray shows for the last roll. */
const trayTotal = (page: Page) => page.getByTestId('dice-result').getAttribute('data-total');

/** A pattern for a roll's log text: what was rolled, the dice, the total and with whom. */
const d6Line = /^rolled d6: (\d) · (fair roll with .+ \(roll \w{6}\)|rolled alone)$/;

/**
 * A browser whose cryptographic random source is broken: `crypto.getRandomValues` fills zeros,
 * whatever is asked of it, from before the app's first script runs.
 */
function zeroRandom(): void {
  Object.defineProperty(Crypto.prototype, 'getRandomValues', {
    configurable: true,
    writable: true,
    value<T extends ArrayBufferView | null>(array: T): T {
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(new Uint8Array(array.byteLength));
      (window as unknown as { __zeroRandomCalls: number }).__zeroRandomCalls = ((window as unknown as { __zeroRandomCalls?: number }).__zeroRandomCalls ?? 0) + 1;
      return array;
    },
  });
}

/** Rolls d6 `times` from the tray: one click on the d6 button, then R again and again, as a person would; returns the totals. */
async function rollD6Times(page: Page, times: number, who: string): Promise<{ totals: number[]; lines: ShownLine[] }> {
  const tray = await openTray(page);
  const mine = async () => (await logOf(page)).filter((l) => l.who === who && d6Line.test(l.text));
  const before = (await mine()).length;
  const totals: number[] = [];
  for (let i = 0; i < times; i++) {
    if (i === 0) await clickOn(tray.getByRole('button', { name: 'd6', exact: true }));
    else await page.keyboard.press('r');
    await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(before + i + 1);
    const line = (await mine()).at(-1)!;
    const shown = Number(d6Line.exec(line.text)![1]);
    await expect.poll(() => trayTotal(page)).toBe(String(shown));
    totals.push(shown);
  }
  return { totals, lines: (await mine()).slice(before) };
}

describe('fair dice at a table of real players', () => {
  it('two players: a 2d6 roll from the tray is made with the friend, and both logs show the same signed line', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    total = (await alice.page.evaluate(() => (window as any).sandtable.listPieces().length)) as number;
    link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);
    await nameMyself(bob.page, 'Bob');
    // Alice rolls once she sees Bob at the table (his presence signed, so he can take part).
    await expect.poll(() => verifiedOthers(alice.page), { timeout: 20_000 }).toEqual(['Bob']);
    await expect.poll(() => verifiedOthers(bob.page), { timeout: 20_000 }).toEqual(['Alice']);

    const tray = await openTray(alice.page);
    await clickOn(tray.getByRole('button', { name: '2d6', exact: true }));
    const pattern = /^rolled 2d6: (\d) \+ (\d) = (\d+) · fair roll with Bob \(roll (\w{6})\)$/;
    const [onAlice] = await linesMatching(alice.page, pattern);
    const [onBob] = await linesMatching(bob.page, pattern);
    expect(onAlice).toMatchObject({ mark: '✓', who: 'Alice', warn: false });
    // Both browsers recomputed the dice from the roll's records and found what the line says.
    expect(onAlice.markTitle).toContain(`the dice are what roll ${pattern.exec(onAlice.text)![4]}’s records give`);
    expect(onBob).toEqual(onAlice);
    const [a, b, sum] = pattern.exec(onAlice.text)!.slice(1, 4).map(Number);
    expect(a + b).toBe(sum);
    expect(a).toBeGreaterThanOrEqual(1);
    expect(b).toBeLessThanOrEqual(6);
    await expect.poll(() => trayTotal(alice.page)).toBe(String(sum));
    expect(await alice.page.getByTestId('dice-total').textContent()).toBe(`= ${sum}`);
    // Nothing was left waiting or marked as a fault on either side.
    expect(await alice.page.getByTestId('roll-waiting').count()).toBe(0);
    expect(await alice.page.locator('.notice').allTextContents()).not.toContainEqual(expect.stringMatching(/^Roll /));
    expect(await bob.page.locator('.notice').allTextContents()).not.toContainEqual(expect.stringMatching(/^Roll /));
  });

  it('three players: a roll by Carol names both others, and all three logs agree', async () => {
    carol = await launchPlayer();
    await carol.page.goto(link);
    await waitForPieces(carol.page, total);
    await nameMyself(carol.page, 'Carol');
    await expect.poll(() => verifiedOthers(carol!.page), { timeout: 20_000 }).toEqual(['Alice', 'Bob']);
    await expect.poll(() => verifiedOthers(alice.page), { timeout: 20_000 }).toEqual(['Bob', 'Carol']);
    await expect.poll(() => verifiedOthers(bob.page), { timeout: 20_000 }).toEqual(['Alice', 'Carol']);

    const tray = await openTray(carol.page);
    await clickOn(tray.getByRole('textbox', { name: 'What for?' }));
    await carol.page.keyboard.type('Assault on 1212');
    await clickOn(tray.getByRole('button', { name: '2d6', exact: true }));
    const pattern = /^rolled 2d6 for "Assault on 1212": (\d) \+ (\d) = (\d+) · fair roll with Alice, Bob \(roll \w{6}\)$/;
    const [onCarol] = await linesMatching(carol.page, pattern);
    expect(onCarol).toMatchObject({ mark: '✓', who: 'Carol' });
    for (const page of [alice.page, bob.page]) expect(await linesMatching(page, pattern)).toEqual([onCarol]);
    const sum = Number(pattern.exec(onCarol.text)![3]);
    await expect.poll(() => trayTotal(carol!.page)).toBe(String(sum));
  });

  it('a player who stops answering is waited for, named, and can be left out: the roll then goes on with the others, logged', async () => {
    // Bob's tab hangs (its script stops, as a stuck or suspended tab's does): he is still listed for a while, but answers nothing.
    const bobTab = await bob.context.newCDPSession(bob.page);
    await bobTab.send('Debugger.enable');
    await bobTab.send('Debugger.pause');
    try {
      const page = alice.page;
      const tray = await openTray(page);
      const rolledBefore = (await logOf(page)).filter((l) => /^rolled d10: /.test(l.text)).length;
      const clickedAt = Date.now();
      await clickOn(tray.getByRole('button', { name: 'd10', exact: true }));
      const waiting = page.getByTestId('roll-waiting');
      await waiting.waitFor({ state: 'visible' });
      await expect.poll(() => waiting.textContent(), { timeout: 10_000 }).toMatch(/Rolling fairly with Bob, Carol….*Waiting for Bob to (commit|reveal)\./);
      const without = page.getByTestId('roll-continue-without');
      await without.waitFor({ state: 'visible', timeout: 10_000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3900); // offered after 4 s of patience, not at once
      expect(await without.textContent()).toBe('Continue without Bob');
      await page.screenshot({ path: '/tmp/fairdice-waiting.png' });
      // Carol has answered: only Bob is waited for.
      expect(await waiting.textContent()).not.toContain('Carol to');

      await clickOn(without);
      const [calledOff] = await linesMatching(page, /^called roll (\w{6}) off: Bob did not answer; rolling without them$/);
      expect(calledOff).toMatchObject({ mark: '✓', who: 'Alice' });
      const pattern = /^rolled d10: (\d+) · fair roll with Carol \(roll (\w{6})\)$/;
      const [rolled] = await linesMatching(page, pattern);
      expect(rolled.mark).toBe('✓');
      // The called-off roll and the new one are different rolls, and the called-off one rolled nothing.
      expect(pattern.exec(rolled.text)![2]).not.toBe(/roll (\w{6}) off/.exec(calledOff.text)![1]);
      expect((await logOf(page)).filter((l) => /^rolled d10: /.test(l.text))).toHaveLength(rolledBefore + 1);
      const value = Number(pattern.exec(rolled.text)![1]);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(10);
      await expect.poll(() => trayTotal(page)).toBe(String(value));
      await waiting.waitFor({ state: 'detached' });
      const leftOut = page.getByTestId('roll-left-out');
      expect(await leftOut.textContent()).toContain('Rolling without Bob (did not answer).');
      await page.screenshot({ path: '/tmp/fairdice-after-continue.png' });
      // Carol's log has the same two lines.
      expect(await linesMatching(carol!.page, /^called roll \w{6} off: /)).toEqual([calledOff]);
      expect(await linesMatching(carol!.page, pattern)).toEqual([rolled]);
    } finally {
      await bobTab.send('Debugger.resume');
      await bobTab.send('Debugger.disable');
    }
    // Bob's tab comes back and catches up with the same story; nothing is rolled twice or faulted.
    const [calledOff] = await linesMatching(alice.page, /^called roll \w{6} off: /);
    expect(await linesMatching(bob.page, /^called roll \w{6} off: /, 1, 30_000)).toEqual([calledOff]);
    expect((await logOf(bob.page)).filter((l) => /^rolled d10: /.test(l.text))).toEqual((await logOf(alice.page)).filter((l) => /^rolled d10: /.test(l.text)));
    expect(await alice.page.locator('.notice').allTextContents()).not.toContainEqual(expect.stringMatching(/^Roll /));
    // "Include them again" takes Bob back into Alice's rolls.
    await clickOn(alice.page.getByRole('button', { name: 'Include them again' }));
    await alice.page.getByTestId('roll-left-out').waitFor({ state: 'detached' });
  });

  it('a player whose random source gives only zeros cannot fix the outcome of shared rolls (alone, his rolls say they were rolled alone)', { timeout: 180_000 }, async () => {
    await Promise.all([bob.page.goto('about:blank'), carol?.page.goto('about:blank')]);
    dan = await launchPlayer();
    await dan.context.addInitScript(zeroRandom);

    // Alone, in a game of his own, Dan's broken source is all there is, and every line says so.
    await dan.page.goto(`${baseUrl()}/`);
    expect(await dan.page.evaluate(() => Array.from(crypto.getRandomValues(new Uint8Array(8))))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    await clickOn(dan.page.getByRole('button', { name: 'New blank game' }));
    await dan.page.getByRole('button', { name: 'Dice', exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await nameMyself(dan.page, 'Dan');
    const alone = await rollD6Times(dan.page, 6, 'Dan');
    expect(alone.lines.every((l) => / · rolled alone$/.test(l.text))).toBe(true);
    expect(await dan.page.evaluate(() => (window as any).__zeroRandomCalls)).toBeGreaterThan(0);

    // At Alice's table (a new game with only the two of them), his zero shares fix nothing.
    await startDemoGame(alice.page);
    if ((await alice.page.evaluate(() => (window as any).sandtable.listPeers().find((p: any) => p.self)?.name)) !== 'Alice') await nameMyself(alice.page, 'Alice');
    const aliceTotal = (await alice.page.evaluate(() => (window as any).sandtable.listPieces().length)) as number;
    const danLink = await shareFromToolbar(alice.page);
    await dan.page.goto(danLink);
    await waitForPieces(dan.page, aliceTotal);
    await expect.poll(() => verifiedOthers(alice.page), { timeout: 20_000 }).toEqual(['Dan']);
    await expect.poll(() => verifiedOthers(dan!.page), { timeout: 20_000 }).toEqual(['Alice']);
    const shared = await rollD6Times(alice.page, 24, 'Alice');
    expect(shared.lines.every((l) => / · fair roll with Dan \(roll \w{6}\)$/.test(l.text) && l.mark === '✓')).toBe(true);
    // 24 fair d6 show at least three different faces but with odds of about 1 in 20 billion.
    expect(new Set(shared.totals).size).toBeGreaterThanOrEqual(3);
    // Dan's log agrees line for line.
    const aliceRolls = (await logOf(alice.page)).filter((l) => d6Line.test(l.text));
    await expect.poll(async () => (await logOf(dan!.page)).filter((l) => d6Line.test(l.text)), { timeout: 15_000 }).toEqual(aliceRolls);

    // The records in the game prove that Dan took part in every one of those rolls with a share of all zeros.
    observer = await joinAsHostilePeer(danLink, signalUrl(), 'Observer');
    const ids = shared.lines.map((l) => /\(roll (\w{6})\)$/.exec(l.text)![1]);
    // A roll's request is filed in the ledger under its own digest, its id; its tag is that id's first 3 bytes in hex.
    const tagOf = (id: string) => Buffer.from(id, 'base64url').subarray(0, 3).toString('hex');
    const recordsOf = () => {
      const trust = observer!.doc.getMap('trust');
      const requests = [...trust.entries()].filter(([k]) => /^ledger\/roll\/[^/]+$/.test(k)).map(([k, v]) => ({ id: k.slice('ledger/roll/'.length), ...(v as { players: string[] }) }));
      return ids.map((short) => {
        const request = requests.find((r) => tagOf(r.id) === short);
        const reveals = [...trust.entries()].filter(([k, v]) => request && k.startsWith(`ledger/roll/${request.id}/`) && (v as { kind?: string }).kind === 'reveal').map(([, v]) => v as { by: string; share: string });
        return { players: request?.players.length ?? 0, shares: reveals.map((r) => r.share).sort() };
      });
    };
    await expect.poll(() => recordsOf().every((r) => r.shares.length === 2), { timeout: 20_000 }).toBe(true);
    const zero = 'A'.repeat(43); // base64url of 32 zero bytes
    for (const r of recordsOf()) {
      expect(r.players).toBe(2);
      expect(r.shares).toContain(zero); // Dan's
      expect(r.shares.filter((s) => s !== zero)).toHaveLength(1); // Alice's, random
    }
    expect(await dan.page.evaluate(() => (window as any).__zeroRandomCalls)).toBeGreaterThan(0);
  });

  /*
   * A roll's id must never repeat: a request under an old id would read the old roll's commits and
   * reveals as its own. Dan's zero source once made every id 000000000000, replaying his first
   * outcome; ids now hash the key, the time and the records already there.
   */
  it('gives every roll the zero-source player asks for at a shared table a fresh id, never a replay of his first', { timeout: 60_000 }, async () => {
    const his = await rollD6Times(dan!.page, 8, 'Dan');
    const ids = his.lines.map((l) => /\(roll (\w{6})\)$/.exec(l.text)?.[1]);
    expect(new Set(ids).size, JSON.stringify(his.lines.map((l) => l.text))).toBe(ids.length);
  });
});
