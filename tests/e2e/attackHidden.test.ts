/**
 * Attack: Alice's hidden counters, against a modified client that joins after she hid them. Alice
 * hides three counters of the demo (on the table, as a player does: select, H); Bob, an honest
 * player, sees three hidden counters. Mallory, the modified client, then joins from the share link
 * and looks for their names and factors everywhere her client can reach — her game document, every
 * IndexedDB store, `window.sandtable` — and compares the lengths of their sealed boxes. Then she
 * "reveals" one of Alice's counters to a face of her choosing (with a reveal record she signed
 * herself), swaps the seal of another for one of her own, and takes the seal off a third: Alice's
 * and Bob's browsers put each back, and name her.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { launchCheater, joinAsCheater, cheat } from './support/cheater';
import { pieces, pointOfPiece, startDemoGame } from './support/table';
import { nameMyself, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn, clickPointAsPerson } from './support/person';
import { findText, storedValues, type Chunk } from './support/capture';
import type { PieceInfo } from '../../src/automation/api';

let alice: Player;
let bob: Player;
let mallory: Player;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close()]);
});

/**
 * The three stacks Alice hides (fog of war: a click selects a whole stack), bottom to top, with the
 * factors no visible counter shares. Reserve Div's factors are also 10th Division's, which stays visible.
 */
const toHide = [
  { hex: '3005', names: ['Mtn Art'], factors: ['2-1-4'] },
  { hex: '2314', names: ['Armoured Cars', 'Reserve Div', 'Fortress Art'], factors: ['2-1-10', '1-1-10', '5-0-0', '2-0-0'] },
  { hex: '1716', names: ['2nd Army HQ', 'Bersaglieri', 'Cavalry Div'], factors: ['0-3-6', '3-3-7', '1-1-7', '3-3-8'] },
];
const secrets = toHide.flatMap((c) => [...c.names, ...c.factors]);
/** A visible counter, the control: the same search finds its name and factors. */
const control = { name: '10th Division', factors: '4-5-4' };

const noticesOf = (p: Player) => p.page.locator('.notice').allTextContents();
/** Waits until the notices of an earlier attack have gone (a warning shows for a few seconds). */
const noticesCleared = (p: Player) => expect.poll(async () => (await noticesOf(p)).filter((n) => n.includes('hidden counter')), { timeout: 15_000 }).toEqual([]);
const piecesOf = (p: Player) => pieces(p.page);
const pieceIn = async (p: Player, id: string) => (await piecesOf(p)).find((x) => x.id === id);

/** Bytes handed over from a page as base64. */
const bytesFrom = (b64: string) => Buffer.from(b64, 'base64');

describe('hidden counters against a modified client joining after they were hidden', () => {
  let link = '';
  let count = 0;
  const ids: Record<string, string> = {};

  it('Alice hides three stacks, seven counters; Bob sees seven hidden counters and Alice their real faces', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    link = await shareFromToolbar(alice.page);
    count = (await piecesOf(alice)).length;
    await bob.page.goto(link);
    await waitForPieces(bob.page, count);
    await nameMyself(bob.page, 'Bob');

    const all = await piecesOf(alice);
    for (const { hex, names } of toHide) {
      const stack = all.find((p) => p.hex === hex)!.stack.map((id) => all.find((p) => p.id === id)!);
      expect(stack.map((p) => p.name).sort()).toEqual([...names].sort());
      for (const p of stack) ids[p.name] = p.id;
    }
    const page = alice.page;
    const tops = toHide.map(({ hex }) => all.find((p) => p.hex === hex)!.stack.at(-1)!);
    await clickPointAsPerson(page, await pointOfPiece(page, tops[0]));
    for (const id of tops.slice(1)) await clickPointAsPerson(page, await pointOfPiece(page, id), 'canvas', { modifiers: ['Shift'] });
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^7 selected/);
    await page.keyboard.press('h');

    await expect.poll(async () => (await piecesOf(bob)).filter((p) => p.hidden === 'theirs').length, { timeout: 15_000 }).toBe(7);
    for (const name of Object.keys(ids)) {
      expect(await pieceIn(bob, ids[name])).toMatchObject({ name: 'Hidden counter', faces: 1 });
      expect(await pieceIn(alice, ids[name])).toMatchObject({ name, hidden: 'mine', faces: 2 });
    }
  });

  it('Mallory, joining later, finds none of their names or factors in her game, her storage or window.sandtable, and their boxes are one length', async () => {
    await joinAsCheater(mallory.page, link, count);
    await nameMyself(mallory.page, 'Mallory');
    const reached = await cheat(
      mallory.page,
      ({ session, Y }, hidden: string[]) => {
        const doc = session.actor.doc;
        const state: Uint8Array = Y.encodeStateAsUpdate(doc);
        let text = '';
        for (let i = 0; i < state.length; i += 0x8000) text += String.fromCharCode(...state.subarray(i, i + 0x8000));
        const pieces = doc.getMap('pieces');
        return {
          state: btoa(text),
          json: JSON.stringify(doc.toJSON()),
          api: JSON.stringify((window as any).sandtable.listPieces()),
          boxes: hidden.map((id) => (pieces.get(id) as any).get('sealed').box.c.length as number),
        };
      },
      Object.values(ids),
    );
    await mallory.page.evaluate(() => (window as any).sandtable.flush());
    const chunks: Chunk[] = [
      { where: 'her game document (encodeStateAsUpdate)', bytes: bytesFrom(reached.state) },
      { where: 'her game document (toJSON)', bytes: Buffer.from(reached.json) },
      { where: 'window.sandtable.listPieces()', bytes: Buffer.from(reached.api) },
      ...(await storedValues(mallory.page)),
    ];
    // The search finds what is there: the visible counter's name and factors, in the document and in storage.
    expect(findText(chunks, control.name).some((w) => w.startsWith('her game document'))).toBe(true);
    expect(findText(chunks, control.name).some((w) => w.startsWith('indexedDB sandtable-updates/'))).toBe(true);
    expect(findText(chunks, control.factors).length).toBeGreaterThan(0);
    for (const secret of secrets) expect(findText(chunks, secret), secret).toEqual([]);
    expect(new Set(reached.boxes).size).toBe(1);
  });

  it('Mallory “reveals” Alice’s Fortress Art as a Tiger, with a reveal record she signed herself: both honest browsers put it back and name her', async () => {
    const id = ids['Fortress Art'];
    await cheat(
      mallory.page,
      ({ session, lib }, pieceId: string) => {
        const doc = session.actor.doc;
        const t = lib.gameDoc.typesOf(doc);
        const piece = t.pieces.get(pieceId);
        const box = piece.get('sealed').box;
        const key = lib.seal.sealContent(new Uint8Array(8)).key;
        const forged = lib.identity.signRecord(session.actor.identity, `${lib.docScope.scopeOf(doc)}/reveal`, { piece: pieceId, key, box });
        // Her own guard would put it back at once: a modified client leaves that out.
        doc.transact(() => {
          lib.ledger.fileEntries(t.trust, [lib.ledger.ledgerEntry(`reveal/${pieceId}`, forged)]);
          t.faces.set('tiger', { kind: 'drawn', fill: '#333', ink: '#fff', symbol: 'armor', size: 'II', name: 'Tiger', factors: '9-9-9' });
          piece.set('name', 'Schwere Panzer');
          piece.set('faces', ['tiger']);
          piece.set('attrs', { attack: 9 });
          piece.delete('sealed');
        }, lib.hiddenGuard?.hiddenRepairOrigin);
      },
      id,
    );
    await expect.poll(async () => (await pieceIn(bob, id))?.name, { timeout: 15_000 }).toBe('Hidden counter');
    await expect.poll(async () => (await pieceIn(alice, id))?.name).toBe('Fortress Art');
    expect(await pieceIn(bob, id)).toMatchObject({ hidden: 'theirs', faces: 1 });
    expect(await pieceIn(alice, id)).toMatchObject({ hidden: 'mine' });
    await expect.poll(async () => (await pieceIn(mallory, id))?.name).toBe('Hidden counter');
    // A browser that got the other's repair together with her change was never shown her face: it names her for writing it.
    for (const honest of [alice, bob]) {
      await expect.poll(async () => (await noticesOf(honest)).some((n) => /^Mallory (took the seal off|wrote a face onto) Alice’s hidden counter without its owner’s signed reveal: put back/.test(n)), { timeout: 15_000 }).toBe(true);
    }
  });

  it('Mallory swaps the seal of Alice’s Cavalry Div for one of her own and reveals that with her key: it is put back, naming her', async () => {
    const id = ids['Cavalry Div'];
    await noticesCleared(alice);
    await cheat(
      mallory.page,
      ({ session, lib }, pieceId: string) => {
        const doc = session.actor.doc;
        const t = lib.gameDoc.typesOf(doc);
        const piece = t.pieces.get(pieceId);
        const content = { name: 'Cavalry Div', faces: [{ kind: 'drawn', fill: '#333', ink: '#fff', symbol: 'cavalry', size: 'XX', name: 'Cavalry Div', factors: '1-1-1' }], face: 0, attrs: {} };
        const { key, sealed } = lib.seal.sealContent(lib.bytes.utf8(JSON.stringify(content)));
        const own = { by: session.actor.identity.publicKey, box: sealed };
        doc.transact(() => piece.set('sealed', own), lib.hiddenGuard?.hiddenRepairOrigin);
        doc.transact(() => {
          lib.ledger.fileEntries(t.trust, [lib.ledger.ledgerEntry(`reveal/${pieceId}`, lib.identity.signRecord(session.actor.identity, `${lib.docScope.scopeOf(doc)}/reveal`, { piece: pieceId, key, box: sealed }))]);
          t.faces.set('weak', content.faces[0]);
          piece.set('name', content.name);
          piece.set('faces', ['weak']);
          piece.delete('sealed');
        }, lib.hiddenGuard?.hiddenRepairOrigin);
      },
      id,
    );
    await expect.poll(async () => (await pieceIn(alice, id))?.hidden, { timeout: 15_000 }).toBe('mine');
    await expect.poll(async () => (await pieceIn(bob, id))).toMatchObject({ name: 'Hidden counter', hidden: 'theirs' });
    // Her two changes arrive one by one (the swap is put back first) or together (the seal taken off).
    await expect.poll(async () => (await noticesOf(alice)).some((n) => /^Mallory (swapped the seal of|took the seal off) Alice’s hidden counter/.test(n))).toBe(true);
  });

  it('Mallory takes the seal off Alice’s Mtn Art, leaving a plain counter: it is put back, naming her', async () => {
    const id = ids['Mtn Art'];
    await noticesCleared(alice);
    await noticesCleared(bob);
    await cheat(mallory.page, ({ session, lib }, pieceId: string) => {
      const doc = session.actor.doc;
      doc.transact(() => lib.gameDoc.typesOf(doc).pieces.get(pieceId).delete('sealed'), lib.hiddenGuard?.hiddenRepairOrigin);
    }, id);
    // A bare deletion carries no writer in the document; the message that brought it is signed by her as her own.
    // The honest browser that puts the seal back names her; when Bob's repair reaches Alice before
    // Mallory's deletion does, Alice's table never loses the seal and Bob is the one who says so.
    const named = async () => [...(await noticesOf(alice)), ...(await noticesOf(bob))].some((n) => n.startsWith('Mallory took the seal off Alice’s hidden counter'));
    await expect.poll(named, { timeout: 15_000 }).toBe(true);
    expect(await pieceIn(alice, id)).toMatchObject({ name: 'Mtn Art', hidden: 'mine' });
    await expect.poll(async () => (await pieceIn(bob, id))?.hidden).toBe('theirs');
  });

  it('Alice reveals Mtn Art: every browser shows it, and Bob’s table says it opened with Alice’s key', async () => {
    const id = ids['Mtn Art'];
    const page = alice.page;
    await clickPointAsPerson(page, await pointOfPiece(page, id));
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^Mtn Art/);
    await clickPointAsPerson(page, await pointOfPiece(page, id), 'canvas', { button: 'right' });
    const menu = page.getByTestId('context-menu');
    await clickOn(menu.getByRole('menuitem', { name: /^Reveal to everyone/ }));
    await expect.poll(async () => (await pieceIn(bob, id))?.name, { timeout: 15_000 }).toBe('Mtn Art');
    const shown = (await pieceIn(bob, id)) as PieceInfo;
    expect(shown).toMatchObject({ hidden: null, faces: 2, revealed: { ok: true, why: null } });
    expect(shown.revealed!.by).toBe(await alice.page.evaluate(() => (window as any).sandtable.listPeers().find((p: any) => p.self).key));
    await clickPointAsPerson(bob.page, await pointOfPiece(bob.page, id));
    await expect.poll(() => bob.page.getByTestId('selection-status').textContent()).toMatch(/^Mtn Art/);
    await expect.poll(() => bob.page.getByTestId('reveal-check').textContent()).toBe('✓ revealed by Alice: its seal opened with the key it was hidden with');
    await expect.poll(async () => (await pieceIn(mallory, id))).toMatchObject({ name: 'Mtn Art', revealed: { ok: true } });
  });
});
