/**
 * Attacks on sealed cups and decks by a modified client (tests/e2e/support/cheater.ts), against
 * two honest browsers, over the real signaling server and WebRTC. Alice starts the Sicily demo;
 * Bob and Mallory (the cheater) join; Alice seals the coast defence cup among the three. Mallory
 * then writes what a rebuilt client can write: the signed "for my eyes" requests of issue #26 for
 * every position, a rival draw of the card Alice drew, a request to show Bob's card to all, a
 * deleted draw and an overwritten seal, and draws of every card left without taking a piece.
 * Afterwards the three play the German High Command demo's agenda deck, where Mallory writes a
 * draw of every agenda at once.
 *
 * What Mallory can read is asked of her own session (`session.piles.open`); what the honest
 * players see is read from their cup panels, pieces and notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { cheat, launchCheater, seatWithCheater } from './support/cheater';
import { pieces } from './support/table';
import { clickOn } from './support/person';

let alice: Player;
let bob: Player;
let mallory: Player;
const errors: string[] = [];

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchCheater()]);
  for (const p of [alice, bob]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close()]);
});

const honest = () => [alice.page, bob.page];
const noticesOf = (page: Page) => page.locator('.notice').allTextContents();
const seen = async (page: Page, id: string) => (await pieces(page)).find((p) => p.id === id);
const drawLines = (page: Page) => page.getByTestId('pile-draws').locator('li').allTextContents();
/** Time for a record to reach every browser and every agent to act on it: what the attack would have won shows by then. */
const settle = (page: Page) => page.waitForTimeout(2500);

/** Starts a demo in Alice's browser, and Bob and Mallory join it, each named. */
async function startTable(demo: string): Promise<void> {
  await alice.page.goto(`${baseUrl()}/`);
  await clickOn(alice.page.getByRole('button', { name: demo }));
  await alice.page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
  await seatWithCheater(alice, bob, mallory);
}

async function openPanel(page: Page, name: string): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
  await clickOn(page.getByRole('menuitem', { name }));
  await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toContain(name);
}

/** Seals the pile `name` from Alice's panel among the three and waits until every panel shows it sealed; the honest panels stay open. */
async function sealAmongThree(name: string, cards: number): Promise<void> {
  await openPanel(alice.page, name);
  await clickOn(alice.page.getByTestId('pile-seal'));
  await openPanel(bob.page, name);
  for (const p of honest()) await expect.poll(() => p.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toBe(`Sealed among Alice, Bob, Mallory · ${cards} left`);
  await expect.poll(async () => (await mallorysCards()).length, { timeout: 15_000 }).toBe(cards);
}

/** The cards of sealed piles as Mallory's document holds them, and which of them her own session can open. */
function mallorysCards(): Promise<{ id: string; deck: string; card: number; by: string; reads: boolean }[]> {
  return cheat(mallory.page, ({ session }) => {
    const out: { id: string; deck: string; card: number; by: string; reads: boolean }[] = [];
    for (const p of session.snapshot().pieces.values()) {
      const s = p.sealed;
      if (!s || s.deck === undefined) continue;
      const card = { by: s.by, deck: s.deck, card: s.card };
      out.push({ id: p.id, ...card, reads: session.piles.open(card) !== null });
    }
    return out.sort((a, b) => a.card - b.card);
  }, null);
}
const mallorysReads = async () => (await mallorysCards()).filter((c) => c.reads).map((c) => c.card);

/**
 * The attack of issue #26: a signed "for my eyes" request, in the format the version before kept
 * under `deck/<deck>/to/<card>`, for every position of every sealed pile, and one to show each to all.
 */
function askForEveryCard(): Promise<number> {
  return cheat(mallory.page, ({ session, lib }) => {
    const doc = session.actor.doc;
    const me = session.actor.identity;
    const context = `${lib.docScope.scopeOf(doc)}/pile-ask`;
    const trust = lib.gameDoc.typesOf(doc).trust;
    let written = 0;
    doc.transact(() => {
      for (const p of session.snapshot().pieces.values()) {
        const s = p.sealed;
        if (!s || s.deck === undefined) continue;
        trust.set(`deck/${s.deck}/to/${s.card}`, lib.identity.signRecord(me, context, { deck: s.deck, card: s.card, to: me.publicKey }));
        trust.set(`deck/${s.deck}/open/${s.card}`, lib.identity.signRecord(me, context, { deck: s.deck, card: s.card, to: null }));
        written++;
      }
    });
    return written;
  }, null);
}

describe('a modified client at the Sicily coast defence cup, sealed among Alice, Bob and Mallory', () => {
  const cup = 'Coast defence cup';
  let alicesCard = '';
  let bobsCard = '';

  it('Alice starts the Sicily demo, Bob and Mallory join, and Alice seals the cup among the three', async () => {
    await startTable('New Sicily demo');
    await sealAmongThree(cup, 9);
  });

  it('opens nothing for Mallory when she signs a “for my eyes” request for every position (issue #26)', async () => {
    expect(await askForEveryCard()).toBe(9);
    await settle(mallory.page);
    expect((await mallorysCards()).map((c) => [c.card, c.reads])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => [c, false]));
    for (const p of honest()) {
      expect(await p.getByTestId('pile-status').textContent()).toBe('Sealed among Alice, Bob, Mallory · 9 left');
      expect((await pieces(p)).filter((x) => x.name === 'Sealed piece' && x.hidden === 'theirs')).toHaveLength(9);
    }
  });

  it('keeps the card Alice drew for her eyes from Mallory when Mallory files a rival draw of it; Alice still reads it, and the panels say so', async () => {
    await clickOn(alice.page.getByTestId('pile-draw-mine'));
    await expect.poll(async () => (await pieces(alice.page)).filter((p) => p.hidden === 'mine').length, { timeout: 30_000 }).toBe(1);
    alicesCard = (await pieces(alice.page)).find((p) => p.hidden === 'mine')!.id;
    const name = (await seen(alice.page, alicesCard))!.name;
    await expect.poll(async () => (await mallorysCards()).find((c) => c.id === alicesCard)?.card).toBe(0);

    await cheat(mallory.page, ({ session, lib }, pieceId: string) => {
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const s = session.snapshot().pieces.get(pieceId).sealed;
      const trust = lib.gameDoc.typesOf(doc).trust;
      // The request of the version before, written over: "for Mallory's eyes".
      trust.set(`deck/${s.deck}/to/${s.card}`, lib.identity.signRecord(me, `${lib.docScope.scopeOf(doc)}/pile-ask`, { deck: s.deck, card: s.card, to: me.publicKey }));
      // A rival draw of the same position, naming what Alice's draw names.
      if (lib.pileRecords.drawEntry) {
        const alices = lib.ledger.readFolder(doc, `draw/${s.deck}`).find((d: any) => d.card === s.card);
        lib.ledger.appendToLedger(doc, 'Mallory', 'draw', [lib.pileRecords.drawEntry(doc, me, { deck: s.deck, card: s.card, prev: alices.prev, to: me.publicKey })]);
      }
    }, alicesCard);

    await settle(mallory.page);
    expect((await mallorysCards()).find((c) => c.id === alicesCard)!.reads).toBe(false);
    expect(await seen(alice.page, alicesCard)).toMatchObject({ name, hidden: 'mine' });
    expect(await seen(bob.page, alicesCard)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    for (const p of honest()) {
      await expect.poll(async () => (await drawLines(p))[0], { timeout: 15_000 }).toBe('Card 1: Alice drew it for their eyes; Mallory claimed it too, after its keys had reached Alice: it stays theirs');
    }
    await expect.poll(() => noticesOf(bob.page)).toContainEqual(expect.stringContaining('Coast defence cup: Mallory claimed card 1 after it had been drawn for another player\'s eyes'));
  });

  it('keeps Bob’s card sealed for everyone but Bob when Mallory asks to show it to all', async () => {
    await clickOn(bob.page.getByTestId('pile-draw-mine'));
    await expect.poll(async () => (await pieces(bob.page)).filter((p) => p.hidden === 'mine').length, { timeout: 30_000 }).toBe(1);
    bobsCard = (await pieces(bob.page)).find((p) => p.hidden === 'mine')!.id;
    const name = (await seen(bob.page, bobsCard))!.name;
    await expect.poll(async () => (await mallorysCards()).find((c) => c.id === bobsCard)?.card).toBeDefined();
    const position = (await mallorysCards()).find((c) => c.id === bobsCard)!.card;

    await cheat(mallory.page, ({ session, lib }, pieceId: string) => {
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const s = session.snapshot().pieces.get(pieceId).sealed;
      // Issue #26: Bob's "for my eyes" request written over with one "to everyone", and a request to show it to all.
      const toAll = lib.identity.signRecord(me, `${lib.docScope.scopeOf(doc)}/pile-ask`, { deck: s.deck, card: s.card, to: null });
      const trust = lib.gameDoc.typesOf(doc).trust;
      doc.transact(() => {
        trust.set(`deck/${s.deck}/to/${s.card}`, toAll);
        trust.set(`deck/${s.deck}/open/${s.card}`, toAll);
      });
      if (lib.pileRecords.showEntry) {
        const bobs = lib.ledger.readFolder(doc, `draw/${s.deck}`).find((d: any) => d.card === s.card);
        const draw = lib.bytes.toB64(lib.bytes.hash(lib.bytes.canonicalJson((({ sig: _s, ...body }: any) => body)(bobs))));
        lib.ledger.appendToLedger(doc, 'Mallory', 'show', [lib.pileRecords.showEntry(doc, me, { deck: s.deck, card: s.card, draw })]);
      }
    }, bobsCard);

    await settle(mallory.page);
    expect(await seen(alice.page, bobsCard)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    expect((await mallorysCards()).find((c) => c.id === bobsCard)?.reads).toBe(false);
    expect(await seen(bob.page, bobsCard)).toMatchObject({ name, hidden: 'mine' });
    for (const p of honest()) {
      await expect.poll(() => noticesOf(p), { timeout: 15_000 }).toContainEqual(expect.stringContaining(`Mallory asked to show card ${position + 1} to all, but it was drawn for another player's eyes: refused`));
    }
  });

  it('puts back a draw Mallory deletes and a seal she writes over, in every browser, and names her', async () => {
    const tampered = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const keys = [...trust.keys()] as string[];
      const draw = keys.find((k) => k.startsWith('ledger/draw/'));
      const pile = keys.find((k) => k.startsWith('ledger/pile/')) ?? keys.find((k) => k.startsWith('pile/'));
      // Under the guard's own origin, so Mallory's own copy does not put them back first (a modified client would switch it off).
      doc.transact(() => {
        if (draw) trust.delete(draw);
        trust.set(pile, { forged: true });
      }, lib.ledgerGuard?.ledgerRepairOrigin);
      return { draw: !!draw, pile: !!pile };
    }, null);
    expect(tampered).toEqual({ draw: true, pile: true });
    for (const p of honest()) {
      await expect.poll(() => noticesOf(p), { timeout: 15_000 }).toContainEqual(expect.stringContaining('Mallory deleted a draw record and wrote over a sealed pile record: put back: signed records are never removed or changed.'));
      expect(await p.getByTestId('pile-status').textContent()).toBe('Sealed among Alice, Bob, Mallory · 7 left');
      expect((await drawLines(p)).slice(0, 2)).toEqual([
        'Card 1: Alice drew it for their eyes; Mallory claimed it too, after its keys had reached Alice: it stays theirs',
        'Card 2: Bob drew it for their eyes',
      ]);
    }
    expect((await seen(alice.page, alicesCard))!.hidden).toBe('mine');
  });

  it('lets Mallory read only what every honest panel shows she drew when she writes a draw of every card left without taking one', async () => {
    const wrote = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const deck = [...session.snapshot().pieces.values()].find((p: any) => p.sealed?.deck)!.sealed.deck;
      const idOf = (r: any) => lib.bytes.toB64(lib.bytes.hash(lib.bytes.canonicalJson((({ sig: _s, ...body }: any) => body)(r))));
      const draws = lib.ledger.readFolder(doc, `draw/${deck}`) as any[];
      let card = Math.max(...draws.map((d) => d.card)) + 1;
      let prev = idOf(draws.find((d) => d.card === card - 1));
      const entries = [];
      for (; card < 9; card++) {
        const entry = lib.pileRecords.drawEntry(doc, me, { deck, card, prev, to: me.publicKey });
        entries.push(entry);
        prev = idOf(entry[1]);
      }
      lib.ledger.appendToLedger(doc, 'Mallory', 'draw', entries);
      return entries.length;
    }, null);
    expect(wrote).toBe(7);
    const mallorys = [3, 4, 5, 6, 7, 8, 9].map((c) => `Card ${c}: Mallory drew it for their eyes · its piece is still in the pile: drawn in the records only`);
    for (const p of honest()) {
      await expect.poll(() => drawLines(p), { timeout: 15_000 }).toEqual([
        'Card 1: Alice drew it for their eyes; Mallory claimed it too, after its keys had reached Alice: it stays theirs',
        'Card 2: Bob drew it for their eyes',
        ...mallorys,
      ]);
      expect(await p.getByTestId('pile-status').textContent()).toBe('Sealed among Alice, Bob, Mallory · 0 left');
      await expect.poll(() => noticesOf(p)).toContainEqual(expect.stringContaining('Coast defence cup: Mallory drew cards 3, 4, 5, 6, 7, 8 and 9 for their eyes without taking them from the pile'));
    }
    await alice.page.screenshot({ path: 'test-results/attack-pile-draws.png' });
    await expect.poll(mallorysReads, { timeout: 15_000 }).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await settle(mallory.page);
    expect(await mallorysReads()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(errors).toEqual([]);
  });
});

describe('a modified client at the German High Command agenda deck, sealed among the same three', () => {
  const deck = 'Hidden Agenda deck';

  it('Alice starts the demo, Bob and Mallory join, and Alice seals the agenda deck among the three', async () => {
    await startTable('New German High Command demo');
    await sealAmongThree(deck, 4);
  });

  it('gives Mallory one agenda, in plain sight, when she writes a draw of every agenda at once and the requests of issue #26; Alice then draws one only she reads', async () => {
    expect(await askForEveryCard()).toBe(4);
    await settle(mallory.page);
    expect((await mallorysCards()).map((c) => c.reads)).toEqual([false, false, false, false]);
    const wrote = await cheat(mallory.page, ({ session, lib }) => {
      if (!lib.pileRecords.drawEntry) return 0;
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const deckId = [...session.snapshot().pieces.values()].find((p: any) => p.sealed?.deck)!.sealed.deck;
      const created = lib.ledger.readFolder(doc, `deck/${deckId}`).find((r: any) => r.t === 'deck');
      const prev = lib.bytes.toB64(lib.bytes.hash(lib.bytes.canonicalJson((({ sig: _s, ...body }: any) => body)(created))));
      const entries = [0, 1, 2, 3].map((card) => lib.pileRecords.drawEntry(doc, me, { deck: deckId, card, prev, to: me.publicKey }));
      lib.ledger.appendToLedger(doc, 'Mallory', 'draw', entries);
      return entries.length;
    }, null);
    expect(wrote).toBe(4);
    for (const p of honest()) {
      await expect.poll(() => drawLines(p), { timeout: 15_000 }).toEqual(['Card 1: Mallory drew it for their eyes · its piece is still in the pile: drawn in the records only']);
      expect(await p.getByTestId('pile-status').textContent()).toBe('Sealed among Alice, Bob, Mallory · 3 left');
      await expect.poll(() => noticesOf(p)).toContainEqual(expect.stringContaining('Hidden Agenda deck: Mallory wrote a draw of card 4 that is not the next one'));
    }
    await expect.poll(mallorysReads, { timeout: 15_000 }).toEqual([0]);

    await clickOn(alice.page.getByTestId('pile-draw-mine'));
    await expect.poll(async () => (await pieces(alice.page)).filter((p) => p.hidden === 'mine').length, { timeout: 30_000 }).toBe(1);
    const agenda = (await pieces(alice.page)).find((p) => p.hidden === 'mine')!;
    expect(agenda.name).not.toBe('Sealed piece');
    for (const p of honest()) await expect.poll(async () => (await drawLines(p))[1]).toBe('Card 2: Alice drew it for their eyes');
    await settle(mallory.page);
    expect(await mallorysReads()).toEqual([0]);
    expect(await seen(bob.page, agenda.id)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    expect(errors).toEqual([]);
  });
});
