/**
 * Attack: deleting what the table stands on, and filling the record kinds beyond counters with
 * garbage. A modified client deletes the board every counter stands on, a face a counter shows,
 * the map's image record and the whole meta record (the game's name with it), writes an oversized
 * rules value, garbage terrain and a garbage box, and files hundreds of misfiled signed records one
 * by one — each past its own guard. Alice's honest browser puts everything back, names Mallory
 * once for the unusable writes and once for the misfiled records, and her table stays whole and
 * playable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { cheat, joinAsCheater, keepNotices, launchCheater, told } from './support/cheater';
import { nameMyself, shareFromToolbar } from './support/multiplayer';
import { drag, hexes, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

let alice: Player;
let mallory: Player;

beforeAll(async () => {
  [alice, mallory] = await Promise.all([launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), mallory?.close()]);
});

/** What Mallory's own copy holds of the records she attacked (the honest repairs reach her too). */
const malloryHolds = () =>
  cheat(
    mallory.page,
    ({ session, lib }) => {
      const t = lib.gameDoc.typesOf(session.actor.doc);
      return { boards: t.boards.size, name: t.meta.get('name'), rulesNotes: t.rules.has('value:notes') };
    },
    null,
  );

const seen = (p: Player) => p.page.evaluate(() => (window as any).noticesSeen as string[]);

describe('a modified client deleting the records the table stands on', () => {
  it('gets the board, a face, the map’s image and the game’s name put back, garbage of every kind undone, and is named once for each', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    const link = await shareFromToolbar(alice.page);
    const count = (await pieces(alice.page)).length;
    await joinAsCheater(mallory.page, link, count);
    await nameMyself(mallory.page, 'Mallory');
    await expect.poll(() => alice.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: any) => p.key && p.name === 'Mallory').length), { timeout: 30_000 }).toBe(1);
    const before = await hexes(alice.page);
    const name = await cheat(mallory.page, ({ session, lib }) => lib.gameDoc.typesOf(session.actor.doc).meta.get('name'), null);
    await keepNotices(alice);

    await cheat(
      mallory.page,
      ({ session, lib }) => {
        const doc = session.actor.doc;
        const t = lib.gameDoc.typesOf(doc);
        const first = [...t.pieces.values()][0];
        const board = first.get('at').b;
        const image = t.boards.get(board).image;
        // Each in its own change, past the client's own guard.
        const past = (change: () => void) => doc.transact(change, lib.docGuard.repairOrigin);
        past(() => t.boards.delete(board));
        past(() => t.faces.delete(first.get('faces')[0]));
        past(() => t.assets.delete(image));
        past(() => [...t.meta.keys()].forEach((k: string) => t.meta.delete(k)));
        past(() => t.rules.set('value:notes', 'x'.repeat(200_000)));
        past(() => t.terrain.set(`${board}:hex:1,1`, { evil: true }));
        past(() => t.components.set('ghost', { id: 'ghost', kind: 'spaceship', name: 'x'.repeat(100_000), boardId: 'ghost' }));
        for (let i = 0; i < 300; i++) doc.transact(() => t.trust.set(`ledger/note/${String(i).padStart(32, 'A')}`, { i }), lib.ledgerGuard.ledgerRepairOrigin);
      },
      null,
    );

    await expect.poll(malloryHolds, { timeout: 20_000 }).toEqual({ boards: 1, name, rulesNotes: false });
    expect((await pieces(alice.page)).length).toBe(count);
    expect(await hexes(alice.page)).toEqual(before);
    await expect.poll(() => told(alice, 'Mallory sent something this version cannot use: ignored'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => told(alice, 'Mallory filed'), { timeout: 15_000 }).toBe(true);
    await alice.page.waitForTimeout(1500);
    const notices = await seen(alice);
    expect(notices.filter((n) => n.includes('Mallory sent something'))).toHaveLength(1);
    expect(notices.filter((n) => n.includes('Mallory filed'))).toHaveLength(1);
    expect(notices.filter((n) => /^Alice (sent|deleted|filed)/.test(n))).toEqual([]);

    // Still a table a person can play on: a counter on the restored board moves.
    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(alice.page, await pointOfPiece(alice.page, mover.id), await pointOfHex(alice.page, '1919'));
    expect((await piece(alice.page, mover.id)).hex).toBe('1919');
  });
});
