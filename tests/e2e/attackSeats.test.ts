/**
 * Attacks on seats. Alice, Bob and Carol play the German High Command demo in three honest
 * browsers and hold the Head of OKW, Production and Personnel; Mallory joins with the modified
 * client (her browser acknowledged their seats, as every browser of the app does) and switches off
 * her own browser's guards. She then: deletes Bob's signed take and writes her own as the seat's
 * first change; has a key of her own write a take back-dated to when the seat was free, with sock
 * puppets acknowledging it; makes up a role she names "Head of OKW" and writes lines as it; writes
 * "аs Head of OKW: …" with a Cyrillic а; and writes lines carrying the OKW seat, which Alice holds.
 * Each test asserts what the honest players see: the seats panel, the log's marks and tooltips,
 * and the notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { launchCheater, joinAsCheater, cheat } from './support/cheater';
import { nameMyself, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn } from './support/person';
import { rulesPanel } from './support/rules';
import { logOf, type ShownLine } from './support/log';

let alice: Player;
let bob: Player;
let carol: Player;
let mallory: Player;
const errors: string[] = [];

beforeAll(async () => {
  [alice, bob, carol, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchPlayer(), launchCheater()]);
  for (const p of [alice, bob, carol]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), carol?.close(), mallory?.close()]);
});

const honest = () => [alice.page, bob.page, carol.page];
const seats = (page: Page) => rulesPanel(page).getByTestId('rules-seats');
const seatRow = (page: Page, role: string) => seats(page).locator('li', { hasText: role });
const holderOf = (page: Page, role: string) => seatRow(page, role).locator('.rules-seat-holder').textContent();
const refusedOn = async (page: Page) => (await seats(page).getByTestId('seats-refused').count() ? await seats(page).getByTestId('seats-refused').textContent() : '') ?? '';
const noticesOf = (page: Page) => page.locator('.notice').allTextContents();
const lineOf = async (page: Page, text: string): Promise<ShownLine | undefined> => (await logOf(page)).find((l) => l.text === text);

async function openPanel(page: Page): Promise<void> {
  if (await rulesPanel(page).count()) return;
  await page.keyboard.press('r');
  await rulesPanel(page).waitFor();
}

/** Writes a line as the seat chosen under "Acting as" (End turn logs one). */
async function endTurnAs(page: Page, role: string): Promise<void> {
  await openPanel(page);
  await chooseIn(rulesPanel(page).getByRole('combobox', { name: 'Acting as' }), role);
  await clickOn(page.getByRole('button', { name: 'End turn' }));
}

/** Every honest browser shows Bob's line as Head of Production with ✓, checked against his seat. */
async function expectBobsLineHolds(): Promise<void> {
  for (const page of honest()) {
    await expect.poll(() => lineOf(page, 'as Head of Production: end the turn')).toMatchObject({ who: 'Bob', mark: '✓', markTitle: expect.stringContaining('held the seat of Head of Production') });
  }
}

describe('a modified client attacking the seats of a German high command game', () => {
  it('meets three honest players who each take a seat, acknowledged by the others', async () => {
    const page = alice.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New German High Command demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await nameMyself(page, 'Alice');
    const total = await page.evaluate(() => (window as any).sandtable.listPieces().length);
    const link = await shareFromToolbar(page);
    await Promise.all([bob.page.goto(link), carol.page.goto(link), joinAsCheater(mallory.page, link, total)]);
    for (const [p, name] of [[bob.page, 'Bob'], [carol.page, 'Carol'], [mallory.page, 'Mallory']] as const) {
      await waitForPieces(p, total);
      await nameMyself(p, name);
    }
    for (const p of [...honest(), mallory.page]) {
      await expect.poll(() => p.evaluate(() => (window as any).sandtable.listPeers().filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length), { timeout: 30_000 }).toBe(3);
    }
    for (const [p, role] of [[alice.page, 'Head of OKW'], [bob.page, 'Head of Production'], [carol.page, 'Head of Personnel']] as const) {
      await openPanel(p);
      await clickOn(seatRow(p, role).getByRole('button', { name: 'Take' }));
      await expect.poll(() => holderOf(p, role)).toBe('you');
    }
    // Every browser — Mallory's too, as the app does — acknowledges each seat it saw taken.
    await expect.poll(() => seatRow(alice.page, 'Head of Production').locator('.rules-seat-holder').getAttribute('title'), { timeout: 15_000 }).toBe('Acknowledged by Alice, Carol and Mallory');
    await endTurnAs(bob.page, 'Head of Production');
    await expectBobsLineHolds();
    // From here on Mallory's browser keeps nothing for the others: her own guards are off.
    await cheat(mallory.page, ({ session }) => (session.actor.doc as any)._observers.get('afterTransaction')?.clear(), null);
  });

  it('puts back Bob’s deleted take and refuses Mallory’s own change 0, and Bob’s lines keep their ✓', async () => {
    const deleted = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const bobs = [...trust.keys()].filter((k: string) => k.startsWith('ledger/seat/production/') && trust.get(k).kind === 'change');
      const me = session.actor.identity;
      const mine = lib.identity.signRecord(me, lib.seatOps.seatContext(doc), { v: 1, kind: 'change', role: 'production', after: null, to: me.publicKey, t: 0 });
      doc.transact(() => {
        for (const k of bobs) trust.delete(k);
        trust.set(...lib.ledger.ledgerEntry('seat/production', mine));
      });
      return bobs.length;
    }, null);
    expect(deleted).toBe(1);
    for (const page of honest()) {
      await expect.poll(() => refusedOn(page)).toContain('Mallory claimed Head of Production (Mallory had acknowledged Bob’s claim on it first)');
      expect(await holderOf(page, 'Head of Production')).toMatch(/^(Bob|you)$/);
    }
    await expect.poll(async () => (await noticesOf(alice.page)).some((n) => n.includes('deleted a seat record: put back'))).toBe(true);
    await expectBobsLineHolds();
  });

  it('keeps Bob’s seat against a take back-dated to when it was free, whatever sock puppets acknowledge', async () => {
    const puppet = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const context = lib.seatOps.seatContext(doc);
      const key = lib.identity.newIdentity();
      const claim = lib.identity.signRecord(key, context, { v: 1, kind: 'change', role: 'production', after: null, to: key.publicKey, t: 0 });
      const change = lib.ledger.recordDigest(claim);
      const acks = Array.from({ length: 5 }, () => lib.identity.signRecord(lib.identity.newIdentity(), context, { v: 1, kind: 'ack', role: 'production', change }));
      doc.transact(() => [claim, ...acks].forEach((r) => trust.set(...lib.ledger.ledgerEntry('seat/production', r))));
      return lib.identity.fingerprint(key.publicKey);
    }, null);
    for (const page of honest()) {
      await expect.poll(() => refusedOn(page)).toContain(`the player with key ${puppet} claimed Head of Production (Bob’s claim was acknowledged first, by Alice and Carol)`);
      expect(await holderOf(page, 'Head of Production')).toMatch(/^(Bob|you)$/);
    }
    await expectBobsLineHolds();
  });

  it('gives a made-up role named “Head of OKW” no seat, and marks lines written as it or reading like it', async () => {
    await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const me = session.actor.identity;
      const scope = lib.docScope.scopeOf(doc);
      // The previous version's record, as the attack wrote it, and one in the ledger for a role of her own.
      trust.set(`seat/okw2/0/${lib.identity.fingerprint(me.publicKey)}`, lib.identity.signRecord(me, `${scope}/seat`, { role: 'okw2', name: 'Head of OKW', n: 0, to: me.publicKey, t: 0 }));
      trust.set(...lib.ledger.ledgerEntry('seat/okw2', lib.identity.signRecord(me, lib.seatOps.seatContext(doc), { v: 1, kind: 'change', role: 'okw2', after: null, to: me.publicKey, t: 0 })));
      session.actingAs.set('okw2');
      lib.operations.runOperation(session.actor, 'note', 'note', () => {}, 'overrule the Head of Production');
      session.actingAs.set(null);
      lib.operations.runOperation(session.actor, 'note', 'note', () => {}, 'as Head of OKW: overrule the Head of Personnel');
    }, null);
    for (const page of honest()) {
      await expect.poll(() => lineOf(page, 'as okw2: overrule the Head of Production')).toMatchObject({ who: 'Mallory', mark: '✗', warn: true, markTitle: 'Written as “okw2”, which is not a position of this game' });
      await expect.poll(() => lineOf(page, 'as Head of OKW: overrule the Head of Personnel')).toMatchObject({ who: 'Mallory', mark: '✗', markTitle: expect.stringMatching(/^Not a seat claim/) });
      await expect.poll(() => refusedOn(page)).toContain('Mallory claimed “okw2”, which is not a position of this game');
      expect(await seats(page).locator('li').count()).toBe(6);
      expect(await holderOf(page, 'Head of OKW')).toMatch(/^(Alice|you)$/);
    }
    await endTurnAs(alice.page, 'Head of OKW');
    for (const page of honest()) {
      await expect.poll(() => lineOf(page, 'as Head of OKW: end the turn')).toMatchObject({ who: 'Alice', mark: '✓', markTitle: expect.stringContaining('held the seat of Head of OKW') });
    }
  });

  it('marks “аs Head of OKW:” with a Cyrillic а, and a line carrying the OKW seat Mallory does not hold', async () => {
    await cheat(mallory.page, ({ session, lib }) => {
      lib.operations.say(session.actor, 'аs Head of OKW: the Head of Production is dismissed');
      session.actingAs.set('okw');
      lib.operations.runOperation(session.actor, 'note', 'note', () => {}, 'dismiss the Head of Production');
      session.actingAs.set(null);
    }, null);
    for (const page of honest()) {
      await expect.poll(() => lineOf(page, 'аs Head of OKW: the Head of Production is dismissed')).toMatchObject({ who: 'Mallory', mark: '✗', markTitle: 'Not a seat claim: the text reads “as Head of OKW:” but the line was not written as that seat' });
      await expect.poll(() => lineOf(page, 'as Head of OKW: dismiss the Head of Production')).toMatchObject({ who: 'Mallory', mark: '✗', warn: true, markTitle: 'Not written by the player holding the seat of Head of OKW' });
    }
    await expectBobsLineHolds();
  });

  it('leaves a free seat claimed twice at once contested in every browser, until one claimant gives way', async () => {
    const puppet = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const context = lib.seatOps.seatContext(doc);
      const key = lib.identity.newIdentity();
      const takes = [session.actor.identity, key].map((k) => lib.identity.signRecord(k, context, { v: 1, kind: 'change', role: 'ob', after: null, to: k.publicKey, t: Date.now() }));
      doc.transact(() => takes.forEach((r) => lib.gameDoc.typesOf(doc).trust.set(...lib.ledger.ledgerEntry('seat/ob', r))));
      return lib.identity.fingerprint(key.publicKey);
    }, null);
    for (const page of honest()) {
      await expect.poll(() => holderOf(page, 'Head of the OB')).toBe(`contested: Mallory and the player with key ${puppet}`);
      expect(await seatRow(page, 'Head of the OB').getByRole('button').count()).toBe(0);
    }
    await openPanel(mallory.page);
    await clickOn(seatRow(mallory.page, 'Head of the OB').getByRole('button', { name: 'Give way' }));
    for (const page of honest()) {
      await expect.poll(() => holderOf(page, 'Head of the OB')).toBe(`the player with key ${puppet}`);
      await expect.poll(async () => (await logOf(page)).some((l) => l.who === 'Mallory' && l.text === 'gave way on the seat of Head of the OB')).toBe(true);
    }
    await alice.page.screenshot({ path: 'test-results/attack-seats.png' });
    expect(errors).toEqual([]);
  });
});
