import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, hexes, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { clickOn, pressIn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

async function waitForTable(page: Player['page']) {
  await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
}

describe('coming back to a game', () => {
  it('finds every move as it was after closing the tab, with no save button', async () => {
    const page = player.page;
    await startDemoGame(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1515'));
    await page.mouse.click((await pointOfPiece(page, lone.id)).x, (await pointOfPiece(page, lone.id)).y);
    await page.keyboard.press('f');
    const before = await hexes(page);
    const url = page.url();
    await page.close();
    const again = await player.context.newPage();
    player.page = again;
    await again.goto(url);
    await waitForTable(again);
    expect(await hexes(again)).toEqual(before);
    expect((await piece(again, lone.id)).hex).toBe('1515');
    expect((await piece(again, lone.id)).face).toBe(1);
  });

  it('keeps storage bounded however often a game is reopened', async () => {
    const page = player.page;
    const gameId = await page.evaluate(() => (window as any).sandtable.gameId());
    const countRecords = () =>
      page.evaluate(
        (gameId) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('sandtable-updates');
            open.onsuccess = () => {
              const req = open.result.transaction('updates').objectStore('updates').count(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]));
              req.onsuccess = () => resolve(req.result);
            };
          }),
        gameId,
      );
    for (let i = 0; i < 5; i++) {
      await page.reload();
      await waitForTable(page);
      await page.evaluate(() => (window as any).sandtable.flush());
    }
    expect(await countRecords()).toBeLessThanOrEqual(4);
  });

  it('folds a game’s history into a snapshot in a worker, and the game reopens as it was', async () => {
    const page = player.page;
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1414'));
    const before = await hexes(page);
    await page.reload();
    await waitForTable(page);
    await page.evaluate(() => (window as any).sandtable.flush());
    const compactions = await page.evaluate(() => performance.getEntriesByName('sandtable:compacted').map((m) => (m as PerformanceMark).detail));
    expect(compactions).toEqual([expect.objectContaining({ inWorker: true })]);
    await page.reload();
    await waitForTable(page);
    expect(await hexes(page)).toEqual(before);
    expect((await piece(page, lone.id)).hex).toBe('1414');
  });

  it('lists the game on the home screen, and renames, duplicates and deletes games there', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    const row = page.locator('.game-list li').first();
    await expect.poll(() => row.textContent()).toContain('Valli del Nord (demo)');
    await clickOn(row.getByRole('button', { name: 'Rename' }));
    const input = page.getByLabel('New name');
    await typeInto(input, 'Spring offensive');
    await pressIn(input, 'Enter');
    await expect.poll(() => page.locator('.game-list li').first().textContent()).toContain('Spring offensive');
    await clickOn(page.locator('.game-list li').first().getByRole('button', { name: 'Duplicate' }));
    await expect.poll(() => page.locator('.game-list li').count()).toBe(2);
    const copy = page.locator('.game-list li', { hasText: 'Spring offensive (copy)' });
    await clickOn(copy.getByRole('button', { name: 'Delete' }));
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('Delete “Spring offensive (copy)”?');
    await clickOn(dialog.getByRole('button', { name: 'Keep it' }));
    expect(await page.locator('.game-list li').count()).toBe(2);
    await clickOn(copy.getByRole('button', { name: 'Delete' }));
    await clickOn(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => page.locator('.game-list li').count()).toBe(1);
    await clickOn(page.locator('.game-open').first());
    await waitForTable(page);
    expect(await page.locator('.game-name').textContent()).toBe('Spring offensive');
  });

  it('keeps the moves made in two tabs of the same game', async () => {
    const first = player.page;
    const url = first.url();
    const second = await player.context.newPage();
    await second.goto(url);
    await waitForTable(second);
    const [a, b] = (await pieces(first)).filter((p) => p.stack.length === 1 && p.kind === 'unit');
    await first.bringToFront();
    await drag(first, await pointOfPiece(first, a.id), await pointOfHex(first, '0313'));
    await second.bringToFront();
    await drag(second, await pointOfPiece(second, b.id), await pointOfHex(second, '0315'));
    await first.evaluate(() => (window as any).sandtable.flush());
    await second.evaluate(() => (window as any).sandtable.flush());
    await second.close();
    await first.bringToFront();
    await first.reload();
    await waitForTable(first);
    const now = await hexes(first);
    expect(now[a.id]).toBe('0313');
    expect(now[b.id]).toBe('0315');
  });

  /** Damages the stored record `fromNewest` places before the newest (0: the newest), as a failing disk or a crash mid-write might. */
  const damageRecord = (page: Player['page'], fromNewest: number) =>
    page.evaluate(
      (skip) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('sandtable-updates');
          open.onsuccess = () => {
            const tx = open.result.transaction('updates', 'readwrite');
            const cursor = tx.objectStore('updates').openCursor(null, 'prev');
            let left = skip;
            cursor.onsuccess = () => {
              const c = cursor.result!;
              if (left-- > 0) return c.continue();
              const value = c.value;
              value.bytes = value.bytes.map((b: number, i: number) => (i > 4 ? b ^ 0x5a : b));
              c.update(value);
            };
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      fromNewest,
    );

  it('loses nothing when a stored change in the middle is damaged: the next record carries it again', async () => {
    const page = player.page;
    const lone = (await pieces(page)).filter((p) => p.stack.length === 1 && p.kind === 'unit');
    await drag(page, await pointOfPiece(page, lone[0].id), await pointOfHex(page, '1717'));
    await drag(page, await pointOfPiece(page, lone[1].id), await pointOfHex(page, '1719'));
    await page.evaluate(() => (window as any).sandtable.flush());
    const before = await hexes(page);
    await damageRecord(page, 1);
    await page.reload();
    await waitForTable(page);
    await expect.poll(() => page.getByRole('status').allTextContents()).toContainEqual(expect.stringContaining('nothing is lost'));
    expect(await hexes(page)).toEqual(before);
  });

  it('says what a damaged newest change cost, offers a save of the rest, and says it once', async () => {
    const page = player.page;
    const before = await hexes(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1515'));
    await page.evaluate(() => (window as any).sandtable.flush());
    await damageRecord(page, 0);
    await page.reload();
    await waitForTable(page);
    const notice = page.locator('.notice', { hasText: 'damaged record' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toMatch(/1 damaged record \(saved at .*\)\. The changes in it could not be read and are lost; everything else is here/);
    expect(await hexes(page)).toEqual(before);
    const download = page.waitForEvent('download');
    await clickOn(notice.getByRole('button', { name: 'Save a copy' }));
    expect((await download).suggestedFilename()).toMatch(/\.sandtable$/);
    await page.reload();
    await waitForTable(page);
    await page.waitForTimeout(500);
    expect(await page.locator('.notice', { hasText: 'damaged record' }).count()).toBe(0);
  });
});
