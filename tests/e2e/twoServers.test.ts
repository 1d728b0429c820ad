/**
 * Beyond one machine (issue #29): two server processes on two ports share one Redis and act as
 * one. Alice plays on server 1 while Bob's browser is closed — three moves and a roll witnessed by
 * server 1; Bob opens the share link on server 2 later and has every move and the roll, verified; then both play live, each on their own server, and see each other's
 * moves. Redis holds neither a counter's name nor the game's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { goHome, nameMyself, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn } from './support/person';
import { logOf } from './support/log';
import { freePort, saying, startRedis, storedBytes, type RunningRedis } from '../unit/support/redisServer';

interface ServerProcess {
  origin: string;
  stop(): Promise<void>;
}

/** `node server/serve.mjs` as an operator runs it, on its own port, with the shared Redis. */
async function startServerProcess(redisUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/serve.mjs'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  await saying(child, 'Sandtable is running');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let redis: RunningRedis;
let one: ServerProcess;
let two: ServerProcess;
let alice: Player;
let bob: Player | undefined;

beforeAll(async () => {
  redis = await startRedis();
  [one, two, alice] = await Promise.all([startServerProcess(redis.url), startServerProcess(redis.url), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

/** Hexes drawn inside the window that no piece stands in, to move counters to. */
async function emptyHexesInView(page: Page, count: number): Promise<string[]> {
  const taken = new Set((await pieces(page)).map((p) => p.hex));
  const labels = Array.from({ length: 15 }, (_, c) => Array.from({ length: 15 }, (_, r) => `${c + 10}${r + 10}`)).flat();
  const inView = await page.evaluate((all) => all.filter((label) => {
    const p = (window as any).sandtable.screenPointOfHex('valli', label);
    return p && p.x > 150 && p.y > 150 && p.x < innerWidth - 150 && p.y < innerHeight - 150;
  }), labels);
  return inView.filter((label) => !taken.has(label)).slice(0, count);
}

/** Moves a lone counter to an empty hex with the mouse, and waits until the table shows it there. */
async function moveOne(page: Page, id: string, to: string): Promise<void> {
  await drag(page, await pointOfPiece(page, id), await pointOfHex(page, to));
  await expect.poll(async () => (await piece(page, id)).hex).toBe(to);
}

/** The log line of Alice's witnessed roll, once `page` shows it. */
async function witnessedLine(page: Page) {
  const pattern = /^rolled d6 for "Assault": \d · witnessed by the server \(roll \w{6}, no\. 1\)$/;
  await expect.poll(async () => (await logOf(page)).filter((l) => pattern.test(l.text)).length, { timeout: 30_000 }).toBe(1);
  return (await logOf(page)).find((l) => pattern.test(l.text))!;
}

/** Alice, alone at the table, chooses the server as witness in the dice tray and rolls a d6; the roll's line. */
async function rollWithTheWitness(page: Page): Promise<string> {
  await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));
  const tray = page.getByTestId('dice-tray');
  await chooseIn(tray.getByTestId('witness-choice'), 'witness');
  await clickOn(tray.getByLabel('What for?'));
  await page.keyboard.insertText('Assault');
  await clickOn(tray.getByRole('button', { name: 'd6', exact: true }));
  const line = await witnessedLine(page);
  expect(line.mark).toBe('✓');
  await clickOn(tray.getByRole('button', { name: 'Close the dice tray' }));
  return line.text;
}

const otherPeers = (page: Page) => page.evaluate(() => (window as any).sandtable.listPeers().filter((p: { self: boolean }) => !p.self).length);
const tableOf = (page: Page) => page.evaluate(() => JSON.stringify((window as any).sandtable.listPieces()));

describe('two server processes on one Redis', () => {
  it('bring Bob, on server 2, the moves Alice made on server 1 while his browser was closed; then carry their live play', async () => {
    await startDemoGame(alice.page, one.origin);
    await nameMyself(alice.page, 'Alice');
    const link = await shareFromToolbar(alice.page);
    const gameId = new URL(link).hash.split('/')[2];
    const total = (await pieces(alice.page)).length;
    const lone = (await pieces(alice.page)).filter((p) => p.stack.length === 1 && p.kind === 'unit');
    const targets = await emptyHexesInView(alice.page, 3);
    const movers = lone.filter((p) => !targets.includes(p.hex ?? '')).slice(0, 3);
    for (const [i, mover] of movers.entries()) await moveOne(alice.page, mover.id, targets[i]);
    const roll = await rollWithTheWitness(alice.page);
    // A moment for the last post to leave (changes are gathered for a fraction of a second), then Alice leaves.
    await alice.page.waitForTimeout(1500);
    await goHome(alice.page);

    bob = await launchPlayer();
    await bob.page.goto(link.replace(one.origin, two.origin));
    await waitForPieces(bob.page, total);
    for (const [i, mover] of movers.entries()) await expect.poll(async () => (await piece(bob!.page, mover.id)).hex, { timeout: 30_000 }).toBe(targets[i]);
    expect(await witnessedLine(bob.page)).toMatchObject({ mark: '✓', who: 'Alice', text: roll });
    expect(await otherPeers(bob.page)).toBe(0);

    // Alice comes back to the table on server 1 while Bob is at it on server 2: they meet through Redis.
    await clickOn(alice.page.locator('.game-list li').first().locator('.game-open'));
    await expect.poll(() => otherPeers(alice.page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => otherPeers(bob!.page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await tableOf(bob.page)).toBe(await tableOf(alice.page));
    const [aliceNext, bobNext] = await emptyHexesInView(alice.page, 2);
    const still = (await pieces(alice.page)).filter((p) => p.stack.length === 1 && p.kind === 'unit' && !movers.some((m) => m.id === p.id));
    await moveOne(alice.page, still[0].id, aliceNext);
    await expect.poll(async () => (await piece(bob!.page, still[0].id)).hex, { timeout: 15_000 }).toBe(aliceNext);
    await moveOne(bob.page, still[1].id, bobNext);
    await expect.poll(async () => (await piece(alice.page, still[1].id)).hex, { timeout: 15_000 }).toBe(bobNext);
    await expect.poll(async () => (await tableOf(bob!.page)) === (await tableOf(alice.page))).toBe(true);

    const stored = await storedBytes(redis.url);
    expect(stored.byteLength).toBeGreaterThan(1000);
    const names = [...new Set((await pieces(alice.page)).map((p) => p.name).filter((name) => name.length >= 5))];
    expect(names.length).toBeGreaterThan(5);
    for (const secret of [gameId, ...names]) expect(stored.includes(Buffer.from(secret)), secret).toBe(false);
  });
});
