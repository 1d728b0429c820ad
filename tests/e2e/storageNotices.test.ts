/**
 * What a player is told on coming back to a game whose storage something other than Sandtable
 * changed: the newest change's record deleted, a garbage record appended, both snapshots deleted.
 * Each notice says what happened, no more and no less.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const waitForTable = (page: Player['page']) => page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });

/** Changes this browser's stored records of the open game as a script or a storage tool might: `what` says how. */
const tamper = async (page: Player['page'], what: 'delete newest' | 'append garbage' | 'delete snapshots') =>
  page.evaluate(
    ([how, gameId]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sandtable-updates');
        open.onsuccess = () => {
          const tx = open.result.transaction('updates', 'readwrite');
          const store = tx.objectStore('updates');
          const range = IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]);
          if (how === 'append garbage') store.put({ kind: 'update', bytes: new Uint8Array([1, 2, 3, 4]), sum: 99 }, [gameId, Date.now() * 1000 + 999_999, 'zzzzzz']);
          else {
            const cursor = store.openCursor(range, 'prev');
            cursor.onsuccess = () => {
              const c = cursor.result;
              if (!c) return;
              if (how === 'delete newest') return void c.delete();
              if (c.value.kind === 'snapshot') c.delete();
              c.continue();
            };
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    [what, await page.evaluate(() => (window as any).sandtable.gameId() as string)] as const,
  );

/** A person moves a lone counter to a hex, and the move is saved. */
async function moveOne(page: Player['page'], hex: string): Promise<void> {
  const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
  await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, hex));
  await page.evaluate(() => (window as any).sandtable.flush());
}

const notices = (page: Player['page']) => page.locator('.notice').allTextContents();

describe('coming back to a game whose storage was changed behind Sandtable’s back', () => {
  it('says the newest move is lost when its record was deleted', async () => {
    const page = player.page;
    await startDemoGame(page);
    await moveOne(page, '1717');
    await tamper(page, 'delete newest');
    await page.reload();
    await waitForTable(page);
    await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/The newest change saved in this browser \(at .*\) was deleted from its storage by something other than Sandtable, and is lost; everything else is here/));
  });

  it('says nothing is lost when a garbage record was appended', async () => {
    const page = player.page;
    await moveOne(page, '1719');
    await tamper(page, 'append garbage');
    await page.reload();
    await waitForTable(page);
    await expect.poll(() => notices(page)).toContainEqual(expect.stringContaining("1 record added to this browser's storage after Sandtable's last change is not Sandtable's: left out, and no change of the game is lost by it."));
    expect((await notices(page)).filter((n) => n.includes('are lost') || n.includes('is lost;'))).toEqual([]);
  });

  it('says which change records remain when both snapshots were deleted', async () => {
    const page = player.page;
    // Past the compaction that follows opening, so the moves are records of their own after a snapshot.
    await page.waitForTimeout(2500);
    await page.evaluate(() => (window as any).sandtable.flush());
    await moveOne(page, '1521');
    await moveOne(page, '1522');
    await tamper(page, 'delete snapshots');
    await page.reload();
    await expect.poll(() => notices(page), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/The snapshots of this game were deleted from this browser's storage\. \d+ change records? of it remains? \(kept, not deleted\)/));
  });
});
