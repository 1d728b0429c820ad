/**
 * Attack: deleting and writing over signed records. Alice files two signed records in the game's
 * ledger; a modified client deletes one and writes its own record over the other, slipping past
 * its own guard. Every honest browser puts both back, and tells its player who did it — by the
 * signed envelope of the message that brought the change, over WebRTC and over the relay — since a
 * deletion carries no writer in Yjs.
 *
 * Alice plays in the modified client too (only it can file a record from a script; no part of the
 * app files records yet), and does nothing a player could not: her browser runs the app's own code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { cheat, cheaterUrl, joinAsCheater, keepNotices, launchCheater, told } from './support/cheater';
import { nameMyself, roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn, pressIn, typeInto } from './support/person';
import { logOf } from './support/log';

let alice: Player;
let bob: Player;
let mallory: Player;
let trudy: Player | undefined;
let link = '';
let count = 0;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchCheater(), launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close(), trudy?.close()]);
});

/**
 * Keeps every notice the page shows from now on (a notice fades after a few seconds, and only the
 * last five are on screen: a test reading two browsers in turn could miss one that was shown).
 */
/** Alice files two signed records in a folder of the ledger and says so in the chat; resolves to their keys once `witnesses` hold them. */
async function aliceFilesRecords(note: string, witnesses: Page[]): Promise<string[]> {
  const keys = await cheat(
    alice.page,
    ({ session, lib }, n: string) => {
      const doc = session.actor.doc;
      const context = `${lib.docScope.scopeOf(doc)}/note`;
      const records = [1, 2].map((i) => lib.identity.signRecord(session.actor.identity, context, { note: `${n} ${i}` }));
      lib.ledger.appendToLedger(doc, 'Alice', 'note', records.map((r: object) => lib.ledger.ledgerEntry('note/alice', r)));
      return records.map((r: object) => lib.ledger.ledgerKey('note/alice', r));
    },
    note,
  );
  // Changes from one player arrive in order: a player who reads the chat line after them holds the records.
  const chat = alice.page.getByLabel('Chat message');
  await typeInto(chat, `filed ${note}`);
  await pressIn(chat, 'Enter');
  for (const page of [bob.page, ...witnesses]) await expect.poll(async () => (await logOf(page)).some((l) => l.text === `filed ${note}`), { timeout: 20_000 }).toBe(true);
  return keys;
}

/**
 * The cheat: one record deleted (a change with no writer in Yjs), then the other written over with
 * the cheater's own, each past the cheater's own guard.
 */
function deleteAndOverwrite(page: Page, keys: string[]): Promise<void> {
  return cheat(
    page,
    ({ session, lib }, k: string[]) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const mine = lib.identity.signRecord(session.actor.identity, `${lib.docScope.scopeOf(doc)}/note`, { note: 'mine' });
      // The client's own ledger guard would put a deletion back in the same update: its repair origin slips past it.
      doc.transact(() => trust.delete(k[0]), lib.ledgerGuard.ledgerRepairOrigin);
      doc.transact(() => trust.set(k[1], mine), lib.ledgerGuard.ledgerRepairOrigin);
    },
    keys,
  );
}

/** Whether a modified-client page holds Alice's records under their keys again. */
const holds = (page: Page, keys: string[]) => cheat(page, ({ session, lib }, k: string[]) => k.every((key) => lib.ledger.isFiled(key, lib.gameDoc.typesOf(session.actor.doc).trust.get(key))), keys);

/** Whether a page told its player that one of the honest players deleted or wrote over a record. */
const blamesHonest = async (p: Player) => (await p.page.evaluate(() => (window as any).noticesSeen as string[])).some((n) => /^(Alice|Bob) (deleted|wrote)/.test(n));

const deleted = (name: string) => `${name} deleted a signed record: put back: signed records are never removed or changed.`;
const overwritten = (name: string) => `${name} wrote over a signed record: put back: signed records are never removed or changed.`;

describe('a modified client deleting and writing over signed records', () => {
  it('over WebRTC: the records come back in every browser, and every honest player is told Mallory did it', async () => {
    await alice.page.goto(`${cheaterUrl()}/`);
    await clickOn(alice.page.getByRole('button', { name: 'New game from demo' }));
    await alice.page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await nameMyself(alice.page, 'Alice');
    link = await shareFromToolbar(alice.page);
    count = await alice.page.evaluate(() => (window as any).sandtable.listPieces().length);
    await bob.page.goto(`${baseUrl()}/${link.slice(link.indexOf('#'))}`);
    await waitForPieces(bob.page, count);
    await nameMyself(bob.page, 'Bob');
    await joinAsCheater(mallory.page, link, count);
    await nameMyself(mallory.page, 'Mallory');
    await expect.poll(() => bob.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: any) => p.key).length), { timeout: 20_000 }).toBe(3);

    const keys = await aliceFilesRecords('first', [mallory.page]);
    await Promise.all([alice, bob].map(keepNotices));
    await deleteAndOverwrite(mallory.page, keys);

    for (const honest of [alice, bob]) {
      await expect.poll(() => told(honest, deleted('Mallory')), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => told(honest, overwritten('Mallory')), { timeout: 15_000 }).toBe(true);
    }
    for (const page of [alice.page, mallory.page]) await expect.poll(() => holds(page, keys), { timeout: 15_000 }).toBe(true);
    for (const honest of [alice, bob]) {
      expect(await told(honest, 'A player in the room')).toBe(false);
      expect(await blamesHonest(honest)).toBe(false);
    }
  });

  it('a deleted game id: put back everywhere, and the deleter named, never Alice whose game it is', async () => {
    await Promise.all([alice, bob].map(keepNotices));
    const gameId = await bob.page.evaluate(() => (window as any).sandtable.gameId());
    await cheat(
      mallory.page,
      ({ session, lib }) => {
        const doc = session.actor.doc;
        // Past the client's own document guard, which would put the id back in the same update.
        doc.transact(() => lib.gameDoc.typesOf(doc).meta.delete('id'), lib.docGuard.repairOrigin);
      },
      null,
    );
    const namesMallory = async (p: Player) => told(p, 'Mallory sent something this version cannot use');
    await expect.poll(async () => (await namesMallory(alice)) || (await namesMallory(bob)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cheat(mallory.page, ({ session, lib }) => lib.gameDoc.typesOf(session.actor.doc).meta.get('id'), null), { timeout: 15_000 }).toBe(gameId);
    for (const honest of [alice, bob]) {
      expect(await told(honest, 'Alice sent')).toBe(false);
      expect(await told(honest, 'Bob sent')).toBe(false);
      expect(await honest.page.evaluate(() => (window as any).sandtable.gameId())).toBe(gameId);
    }
  });

  it('over the relay: a cheater with no WebRTC is named the same way', async () => {
    trudy = await launchCheater({ webRtc: false });
    await joinAsCheater(trudy.page, link, count);
    await nameMyself(trudy.page, 'Trudy');
    await expect.poll(() => bob.page.evaluate(() => (window as any).sandtable.listPeers().filter((p: any) => p.key && p.name === 'Trudy').length), { timeout: 30_000 }).toBe(1);
    expect((await roomStatus(trudy.page)).path).toBe('relay');

    const keys = await aliceFilesRecords('second', [trudy.page]);
    await Promise.all([alice, bob].map(keepNotices));
    await deleteAndOverwrite(trudy.page, keys);

    for (const honest of [alice, bob]) {
      await expect.poll(() => told(honest, deleted('Trudy')), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => told(honest, overwritten('Trudy')), { timeout: 20_000 }).toBe(true);
    }
    for (const page of [alice.page, trudy.page]) await expect.poll(() => holds(page, keys), { timeout: 20_000 }).toBe(true);
    for (const honest of [alice, bob]) expect(await blamesHonest(honest)).toBe(false);
  });
});
