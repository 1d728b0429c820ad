/**
 * Attacks on what a card of a sealed cup shows, by a modified client (tests/e2e/support/cheater.ts),
 * against two honest browsers over the real signaling server and WebRTC. Alice starts the Sicily
 * demo; Bob and Mallory (the cheater) join; Alice seals the coast defence cup among the three.
 * Mallory then writes into card pieces what a rebuilt client can write: a card she draws blind and
 * shows to all written as a stronger unit of her choosing, the seal taken off a card still in the
 * cup with a face written on it, and the attributes and name of a card already shown rewritten.
 * She writes under the shown-card guard's own origin, so her own copy does not put anything back
 * first (a modified client would switch the guard off).
 *
 * What the honest players see is read from `window.sandtable.listPieces()` and their notices.
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

const cup = 'Coast defence cup';
const cupId = 'cd-cup';
const honest = () => [alice.page, bob.page];
const noticesOf = (page: Page) => page.locator('.notice').allTextContents();
const seen = async (page: Page, id: string) => (await pieces(page)).find((p) => p.id === id);
/** Waits until the notices of an earlier attack have gone (a warning shows for a few seconds). */
const noticesCleared = (page: Page) => expect.poll(async () => (await noticesOf(page)).filter((n) => n.includes(cup)), { timeout: 20_000 }).toEqual([]);

/** What Mallory writes a card as: a stronger unit than any in the cup. */
const fortress = {
  name: 'CD Fortezza Augusta',
  face: { kind: 'drawn', fill: '#8a8a5c', ink: '#000000', symbol: 'artillery', size: 'III', name: 'Fortezza', factors: '9-9' },
  attrs: { side: 'Axis', nationality: 'German', type: 'fortress', attack: 9, defence: 9 },
};
const cdAttrs = { side: 'Axis', nationality: 'Italian', type: 'cd' };

async function openPanel(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
  await clickOn(page.getByRole('menuitem', { name: cup }));
  await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toContain(cup);
}

/** Writes `fields` into piece `id` in Mallory's copy, and takes its seal off when `unseal`, as a rebuilt client can. */
function writeInto(id: string, fields: { name?: string; face?: object; attrs?: object; unseal?: boolean }): Promise<void> {
  return cheat(mallory.page, ({ session, lib }, { id, fields }) => {
    const doc = session.actor.doc;
    const t = lib.gameDoc.typesOf(doc);
    doc.transact(() => {
      const map = t.pieces.get(id);
      if (fields.face) {
        t.faces.set('fortezza', fields.face);
        map.set('faces', ['fortezza']);
        map.set('face', 0);
      }
      if (fields.name) map.set('name', fields.name);
      if (fields.attrs) map.set('attrs', fields.attrs);
      if (fields.unseal) map.delete('sealed');
    }, lib.shownGuard?.cardRepairOrigin);
  }, { id, fields });
}

describe('a modified client writing into the cards of the Sicily coast defence cup, sealed among Alice, Bob and Mallory', () => {
  let shownId = '';
  let shownName = '';

  it('Alice starts the Sicily demo, Bob and Mallory join, and Alice seals the cup among the three', async () => {
    await alice.page.goto(`${baseUrl()}/`);
    await clickOn(alice.page.getByRole('button', { name: 'New Sicily demo' }));
    await alice.page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await seatWithCheater(alice, bob, mallory);
    await openPanel(alice.page);
    await clickOn(alice.page.getByTestId('pile-seal'));
    await openPanel(bob.page);
    for (const p of honest()) await expect.poll(() => p.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toBe('Sealed among Alice, Bob, Mallory · 9 left');
  });

  it('shows every honest browser the unit a card opens to when Mallory shows a card she drew blind as a stronger unit of her choosing, and names her', async () => {
    const drawn = await cheat(mallory.page, ({ session }, board: string) => {
      const id = session.piles.draw(board, { forMe: false });
      const card = session.snapshot().pieces.get(id).sealed.card;
      // Shown to all as the records allow: her agent releases her key, the others theirs.
      const asked = session.revealCards([id]);
      return { id, card, asked };
    }, cupId);
    expect(drawn).toMatchObject({ card: 0, asked: 1 });
    shownId = drawn.id;
    await writeInto(shownId, { name: fortress.name, face: fortress.face, attrs: fortress.attrs, unseal: true });

    for (const p of honest()) {
      await expect.poll(async () => (await seen(p, shownId))?.name, { timeout: 20_000 }).toMatch(/^CD (?!Fortezza)/);
    }
    shownName = (await seen(alice.page, shownId))!.name;
    for (const p of honest()) {
      expect(await seen(p, shownId)).toMatchObject({ name: shownName, hidden: null, attrs: cdAttrs, faces: 2 });
      await expect.poll(() => noticesOf(p), { timeout: 15_000 }).toContainEqual(
        expect.stringContaining(`Mallory made card 1 of ${cup} show other than what it opens to: put back as the records say (it shows what its deck says: ${shownName}).`),
      );
    }
  });

  it('puts a card back sealed when Mallory takes the seal off one still in the cup and writes a face on it, and names her', async () => {
    const inCup = await cheat(mallory.page, ({ session }) => [...session.snapshot().pieces.values()].find((p: any) => p.sealed?.card === 5)?.id ?? null, null);
    expect(inCup).not.toBeNull();
    await writeInto(inCup!, { name: fortress.name, face: fortress.face, unseal: true });
    // The notice comes with the repair; the piece read before Mallory's change arrived would prove nothing.
    for (const p of honest()) {
      await expect.poll(() => noticesOf(p), { timeout: 20_000 }).toContainEqual(expect.stringContaining(`Mallory took the seal off card 6 of ${cup}, which the records do not show to all: put back as the records say.`));
    }
    for (const p of honest()) {
      await expect.poll(() => seen(p, inCup!)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs', faces: 1, board: cupId });
      expect(await p.getByTestId('pile-status').textContent()).toBe('Sealed among Alice, Bob, Mallory · 8 left');
    }
  });

  it('puts back the attributes and name Mallory writes onto a card already shown, and names her', async () => {
    for (const p of honest()) await noticesCleared(p);
    await writeInto(shownId, { name: fortress.name, attrs: fortress.attrs });
    for (const p of honest()) {
      await expect.poll(() => noticesOf(p), { timeout: 15_000 }).toContainEqual(
        expect.stringContaining(`Mallory made card 1 of ${cup} show other than what it opens to: put back as the records say (it shows what its deck says: ${shownName}).`),
      );
    }
    for (const p of honest()) await expect.poll(() => seen(p, shownId)).toMatchObject({ name: shownName, hidden: null, attrs: cdAttrs });
    expect(errors).toEqual([]);
  });
});
