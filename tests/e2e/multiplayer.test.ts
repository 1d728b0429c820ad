import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { expectSameTables, roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn, pressIn, typeInto } from './support/person';

let alice: Player;
let bob: Player;
let link = '';
let total = 0;

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const lone = async (page: Player['page'], skip: string[] = []) => (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit' && !skip.includes(p.id))!;

describe('two friends at one table', () => {
  it('the friend opens the shared link and sees the same table, map included', async () => {
    await startDemoGame(alice.page);
    total = (await pieces(alice.page)).length;
    link = await shareFromToolbar(alice.page);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/join\/[\w-]+\/[\w-]{16,}$/);
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);
    await expectSameTables(alice.page, bob.page);
    await expect.poll(() => roomStatus(bob.page)).toEqual({ state: 'connected', path: 'direct' });
    await expect.poll(() => bob.page.locator('.net-assets').count(), { timeout: 15_000 }).toBe(0);
    const mapOnBob = await bob.page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('sandtable-assets');
      open.onsuccess = () => {
        const req = open.result.transaction('blobs').objectStore('blobs').count();
        req.onsuccess = () => resolve(req.result);
      };
    }));
    expect(mapOnBob).toBe(1);
  });

  it('shows each move on the other screen, both ways', async () => {
    const a = await lone(alice.page);
    await drag(alice.page, await pointOfPiece(alice.page, a.id), await pointOfHex(alice.page, '1212'));
    await expect.poll(async () => (await piece(bob.page, a.id)).hex).toBe('1212');
    const b = await lone(bob.page, [a.id]);
    await drag(bob.page, await pointOfPiece(bob.page, b.id), await pointOfHex(bob.page, '1313'));
    await expect.poll(async () => (await piece(alice.page, b.id)).hex).toBe('1313');
    await expect.poll(() => alice.page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringMatching(/player: move .* → 1313/));
  });

  it('lists both players, and shows where the friend is pointing', async () => {
    const players = alice.page.getByRole('region', { name: 'Players' }).locator('li');
    await expect.poll(() => players.count()).toBe(2);
    expect(await players.first().textContent()).toContain('(you)');
    const target = await pointOfHex(bob.page, '0909');
    await bob.page.mouse.move(target.x, target.y);
    await bob.page.mouse.move(target.x + 5, target.y + 5);
    await expect
      .poll(() => alice.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: any) => !p.self && p.cursor).length))
      .toBe(1);
  });

  it('shows the friend a counter moving while it is dragged, before the drop', async () => {
    const a = await lone(alice.page);
    const from = await pointOfPiece(alice.page, a.id);
    await alice.page.mouse.move(from.x, from.y);
    await alice.page.mouse.down();
    await alice.page.mouse.move(from.x + 60, from.y + 40, { steps: 6 });
    await expect
      .poll(() => bob.page.evaluate(() => (window as any).sandtable.listPeers().find((p: any) => !p.self)?.drag?.ids ?? null))
      .toEqual([a.id]);
    await alice.page.mouse.up();
    await expect.poll(() => bob.page.evaluate(() => (window as any).sandtable.listPeers().find((p: any) => !p.self)?.drag ?? null)).toBeNull();
  });

  it('shares chat lines in the log', async () => {
    const input = bob.page.getByLabel('Chat message');
    await typeInto(input, 'Your turn, I think.');
    await pressIn(input, 'Enter');
    await expect.poll(() => alice.page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('Your turn, I think.'));
  });

  it('undoes only your own moves, never the friend’s', async () => {
    const a = await lone(alice.page);
    const b = await lone(bob.page, [a.id]);
    const aBefore = a.hex;
    await drag(alice.page, await pointOfPiece(alice.page, a.id), await pointOfHex(alice.page, '1515'));
    await expect.poll(async () => (await piece(bob.page, a.id)).hex).toBe('1515');
    await drag(bob.page, await pointOfPiece(bob.page, b.id), await pointOfHex(bob.page, '1616'));
    await expect.poll(async () => (await piece(alice.page, b.id)).hex).toBe('1616');
    await alice.page.keyboard.press('Control+z');
    await expect.poll(async () => (await piece(bob.page, a.id)).hex).toBe(aBefore);
    expect((await piece(alice.page, b.id)).hex).toBe('1616');
    expect((await piece(bob.page, b.id)).hex).toBe('1616');
  });

  it('agrees on one place when both move the same counter at once', async () => {
    const a = await lone(alice.page);
    const fromA = await pointOfPiece(alice.page, a.id);
    const fromB = await pointOfPiece(bob.page, a.id);
    await Promise.all([drag(alice.page, fromA, await pointOfHex(alice.page, '0717')), drag(bob.page, fromB, await pointOfHex(bob.page, '2017'))]);
    await expectSameTables(alice.page, bob.page);
    expect(['0717', '2017']).toContain((await piece(alice.page, a.id)).hex);
    expect((await pieces(alice.page)).length).toBe(total);
  });

  it('keeps playing apart and merges everything when the friend comes back', async () => {
    const a = await lone(alice.page);
    await bob.page.goto('about:blank');
    await drag(alice.page, await pointOfPiece(alice.page, a.id), await pointOfHex(alice.page, '0303'));
    await alice.page.evaluate(() => (window as any).sandtable.flush());
    const aliceGame = alice.page.url();
    await alice.page.goto('about:blank');

    await bob.page.goto(link.replace(/#.*/, '#/'));
    await clickOn(bob.page.locator('.game-open').first());
    await waitForPieces(bob.page, total);
    expect((await piece(bob.page, a.id)).hex).not.toBe('0303');
    const b = await lone(bob.page, [a.id]);
    await drag(bob.page, await pointOfPiece(bob.page, b.id), await pointOfHex(bob.page, '0404'));

    await alice.page.goto(aliceGame);
    await waitForPieces(alice.page, total);
    await expectSameTables(alice.page, bob.page);
    expect((await piece(bob.page, a.id)).hex).toBe('0303');
    expect((await piece(alice.page, b.id)).hex).toBe('0404');
    expect((await pieces(bob.page)).length).toBe(total);
  });
});
