/**
 * Two friends, each in a browser of their own: players who both kept the default name and colour
 * are told apart on joining, and an undo a friend's later move prevents says so instead of
 * pretending (nothing changes on either table, and the log records no undo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { expectSameTables, waitForPieces } from './support/multiplayer';
import { clickAsPerson } from './support/person';

let alice: Player;
let bob: Player;

/** A browser whose player still has the default name and colour: the same for both, to clash. */
async function defaultGreenPlayer(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.evaluate(() => localStorage.setItem('sandtable.profile', JSON.stringify({ name: 'Green player', color: '#43a047', auto: true })));
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  await Promise.all([defaultGreenPlayer(alice.page), defaultGreenPlayer(bob.page)]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const peers = (page: Page): Promise<{ name: string; color: string; self: boolean }[]> => page.evaluate(() => (window as any).sandtable.listPeers());
const logLines = (page: Page) => page.locator('.log-panel li').allTextContents();

describe('two friends who kept the default name and colour', () => {
  it('are given different names and colours when the second joins; the host, who signed the set-up, keeps its own', async () => {
    await startDemoGame(alice.page);
    await clickAsPerson(alice.page, alice.page.getByRole('button', { name: 'Share', exact: true }));
    const input = alice.page.getByTestId('share-link');
    await expect.poll(() => input.inputValue()).toMatch(/#\/join\//);
    const link = await input.inputValue();
    await alice.page.keyboard.press('Escape');
    await bob.page.goto(link);
    await waitForPieces(bob.page, (await pieces(alice.page)).length);
    await expectSameTables(alice.page, bob.page);
    await expect.poll(async () => (await peers(alice.page)).length).toBe(2);
    await expect.poll(async () => new Set((await peers(alice.page)).map((p) => p.name)).size).toBe(2);
    const seen = await peers(bob.page);
    expect(new Set(seen.map((p) => p.color)).size).toBe(2);
    const players = bob.page.getByRole('region', { name: 'Players' }).locator('li');
    expect(new Set(await players.allTextContents()).size).toBe(2);
    expect((await peers(alice.page)).find((p) => p.self)?.name).toBe('Green player');
  });
});

describe('undo of a move a friend has since moved on', () => {
  it('changes nothing on either screen, tells who moved it, and logs no undo', async () => {
    const unit = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(alice.page, await pointOfPiece(alice.page, unit.id), await pointOfHex(alice.page, '1212'));
    await expect.poll(async () => (await piece(bob.page, unit.id)).hex).toBe('1212');
    await drag(bob.page, await pointOfPiece(bob.page, unit.id), await pointOfHex(bob.page, '1414'));
    await expect.poll(async () => (await piece(alice.page, unit.id)).hex).toBe('1414');
    const bobName = (await peers(bob.page)).find((p) => p.self)!.name;
    const before = await logLines(alice.page);

    await alice.page.keyboard.press('Control+z');
    await expect.poll(() => alice.page.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining(`Moved since by ${bobName}: nothing undone`));
    expect((await piece(alice.page, unit.id)).hex).toBe('1414');
    await alice.page.waitForTimeout(500);
    expect((await piece(bob.page, unit.id)).hex).toBe('1414');
    const after = await logLines(alice.page);
    expect(after.filter((l) => /undo/.test(l))).toEqual(before.filter((l) => /undo/.test(l)));
    await alice.page.screenshot({ path: '/tmp/sandtable-undo-notice.png' });
  });
});
