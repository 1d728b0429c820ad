/**
 * A seal that a player withholds, in two browsers over the real signaling server and WebRTC: Bob's
 * browser cannot keep secrets (its storage refuses them), so it never takes its turn. Alice's cup
 * panel names Bob as the one it waits for, offers after a few seconds to continue in the open
 * without him, and continuing leaves the cup open with its three counters, drawn from as before,
 * with a log line saying why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPlayer, type Player } from './support/browser';
import { pieces, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn } from './support/person';
import { fillNewCup } from './support/cups';
import { defaultCupCell } from '../../src/components/layout';

let alice: Player;
let bob: Player;
const shots = join(tmpdir(), 'sandtable-sealed-cup');
mkdirSync(shots, { recursive: true });

/** Bob's browser stores everything but deck secrets, which it refuses as a full disk would. */
function secretsNeverKept() {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    if (this.name === 'secrets') throw new DOMException('The disk is full', 'QuotaExceededError');
    return put.call(this, value, key);
  };
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  await bob.page.addInitScript(secretsNeverKept);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const logText = (page: Page) => page.getByRole('region', { name: 'Game log' }).textContent();

describe('a seal a player withholds', () => {
  it('names who it waits for, and continuing in the open leaves the cup open with its counters', async () => {
    const page = alice.page;
    await startDemoGame(page);
    const { cup, units } = await fillNewCup(page, 'Reserves', 3);
    const inPile = async (p: Page) => (await pieces(p)).filter((x) => x.board === cup && x.x < defaultCupCell).map((x) => x.name).sort();
    await expect.poll(() => inPile(page)).toEqual(units.map((u) => u.name).sort());

    const link = await shareFromToolbar(page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, (await pieces(page)).length);
    await expect.poll(() => roomStatus(bob.page), { timeout: 30_000 }).toMatchObject({ state: 'connected' });
    await expect.poll(async () => (await page.evaluate(() => (window as any).sandtable.listPeers())).filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length, { timeout: 30_000 }).toBe(1);
    const bobName: string = (await page.evaluate(() => (window as any).sandtable.listPeers())).find((x: { self: boolean }) => !x.self).name;

    await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
    await clickOn(page.getByRole('menuitem', { name: 'Reserves' }));
    await clickOn(page.getByTestId('pile-seal'));
    await expect.poll(() => page.getByTestId('pile-status').textContent(), { timeout: 15_000 }).toContain(`waiting for ${bobName} to shuffle`);
    const callOff = page.getByTestId('pile-call-off');
    expect(await callOff.count()).toBe(0);
    await expect.poll(() => callOff.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await callOff.textContent()).toBe(`Continue in the open without ${bobName}`);
    await page.screenshot({ path: join(shots, 'seal-waits-for-bob.png') });
    // While it waits, nothing was taken out of the cup.
    expect(await inPile(page)).toEqual(units.map((u) => u.name).sort());

    await clickOn(callOff);
    await expect.poll(() => logText(page)).toContain(`continued in the open: Reserves was not sealed (it waited for ${bobName})`);
    await expect.poll(() => logText(bob.page)).toContain('continued in the open: Reserves was not sealed');
    await expect.poll(() => page.getByTestId('pile-seal').isVisible()).toBe(true);
    await clickOn(page.getByRole('button', { name: 'Draw one' }));
    await expect.poll(async () => (await inPile(page)).length).toBe(2);
    await expect.poll(async () => (await inPile(bob.page)).length).toBe(2);
  });
});
