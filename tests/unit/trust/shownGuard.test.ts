/**
 * The shown-card guard (src/doc/shownGuard.ts) in honest browsers at a sealed cup, against Mallory,
 * a modified client that runs no guard and writes what it likes into card pieces.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { typesOf } from '../../../src/doc/gameDoc';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { setAttributes, renamePieces } from '../../../src/doc/pieceOps';
import { flipPieces } from '../../../src/doc/operations';
import { prepareHide, revealHidden, writeHide } from '../../../src/doc/hiddenOps';
import { cardPieces, sealedFace } from '../../../src/doc/sealedPiles';
import { deckCtxOf, deckEntry, readPile, showEntry } from '../../../src/doc/pileRecords';
import { readSeal } from '../../../src/doc/pileBook';
import { appendToLedger } from '../../../src/doc/ledger';
import { watchCardBook } from '../../../src/doc/cardBook';
import { describeCardTamper, guardShownCards, type CardTamper } from '../../../src/doc/shownGuard';
import { releaseRecord, type DeckSecrets } from '../../../src/trust/deck';
import { cardPieceId, sealedCardFaceId, type CardRef } from '../../../src/trust/pile';
import type { Piece } from '../../../src/model/records';
import { seal, tableOf, until, type Player } from './support/pileTable';

/** Quick to judge, quick to give up on a missing key, quick to stand in for an asker: a test's time. */
const guard = { settle: 5, grace: 300 };
const tiger = { kind: 'drawn' as const, fill: '#333', ink: '#fff', symbol: 'armor' as const, size: 'II', name: 'Tiger', factors: '9-9' };

async function sealedAmong(names: string[], options: Parameters<typeof tableOf>[1] = {}) {
  const table = tableOf(names, { cardGuard: { ...guard, without: ['Mallory'] }, openerWait: 150, ...options });
  const deck = await seal(table.players, table.cup);
  return { ...table, deck, byName: (n: string) => table.players.find((p) => p.name === n)! };
}

const pieceOf = (p: Player, id: string): Piece | undefined => readSnapshot(p.doc).pieces.get(id);
const mapOf = (p: Player, id: string) => typesOf(p.doc).pieces.get(id)!;
const refOf = (p: Player, id: string) => pieceOf(p, id)!.sealed as CardRef;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const faceName = (p: Player, id: string) => (readSnapshot(p.doc).faces.get(id) as { name?: string } | undefined)?.name;
const sealedLook = (p: Piece | undefined) => p && { name: p.name, faces: p.faces, face: p.face, sealed: !!p.sealed };

/** What card `ref` opens to, read from `p`'s records once they let anyone open it. */
const openingIn = (p: Player, ref: CardRef) => watchCardBook(p.doc).opening(ref);

/** Draws a card blind for `drawer` and has `asker` show it to all; resolves once every browser shows it opened. */
async function shownCard(players: Player[], cup: string, drawer: Player, asker = drawer): Promise<{ id: string; ref: CardRef; name: string }> {
  const id = drawer.agent.draw(cup, { forMe: false })!;
  await until(() => players.every((p) => !!pieceOf(p, id)));
  const ref = refOf(drawer, id);
  expect(asker.agent.reveal([id])).toBe(1);
  await until(() => players.every((p) => pieceOf(p, id)?.sealed === undefined));
  return { id, ref, name: pieceOf(asker, id)!.name };
}

/** Mallory's show of a card she drew, and her own key for it, written by hand with her agent switched off (as a modified client would). */
function showAndReleaseByHand(mallory: Player, cup: string, id: string): CardRef {
  const ref = refOf(mallory, id);
  const pile = readPile(mallory.doc, cup)!;
  const draw = mallory.agent.status(cup)!.draws[ref.card].claims[0].id;
  mallory.agent.stop();
  appendToLedger(mallory.doc, 'Mallory', 'show', [showEntry(mallory.doc, mallory.identity, { deck: ref.deck, card: ref.card, draw })]);
  const view = readSeal(mallory.doc, pile).view;
  const release = releaseRecord(mallory.identity, deckCtxOf(mallory.doc, pile), view, mallory.stored.get(ref.deck) as DeckSecrets, [ref.card]);
  appendToLedger(mallory.doc, 'Mallory', 'release', [deckEntry(ref.deck, release)]);
  return ref;
}

/** The reports naming `client` in an honest player's copy. */
const naming = (p: Player, client: number) => p.cards.filter((r) => r.clients.includes(client));

describe('a card shown to all from a sealed cup, in honest browsers', () => {
  it('shows every honest browser what the card opens to when Mallory shows a card she drew blind and writes a stronger unit, and names her', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob, mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const id = mallory.agent.draw(cup, { forMe: false })!;
    await until(() => players.every((p) => !!pieceOf(p, id)));
    const ref = showAndReleaseByHand(mallory, cup, id);
    await until(() => openingIn(mallory, ref) !== null);
    const truth = openingIn(mallory, ref)!;
    mallory.doc.transact(() => {
      typesOf(mallory.doc).faces.set('tiger', tiger);
      const map = mapOf(mallory, id);
      map.set('name', 'Tiger Battery');
      map.set('faces', ['tiger']);
      map.set('face', 0);
      map.set('attrs', { side: 'Axis', type: 'cd', factors: '9-9' });
      map.delete('sealed');
    });
    await until(() => players.every((p) => pieceOf(p, id)?.name === truth.name) && naming(alice, mallory.doc.clientID).length > 0 && naming(bob, mallory.doc.clientID).length > 0);
    for (const p of players) {
      const piece = pieceOf(p, id)!;
      expect(piece).toMatchObject({ name: truth.name, attrs: truth.attrs });
      expect(piece.sealed).toBeUndefined();
      expect(piece.faces.map((f) => readSnapshot(p.doc).faces.get(f))).toEqual(truth.faces);
    }
    const report = naming(alice, mallory.doc.clientID)[0];
    expect(report.cards).toEqual([{ id, where: `card ${ref.card + 1} of CD units`, what: 'rewritten', shows: truth.name }]);
    expect(describeCardTamper(report, 'Mallory')).toBe(`Mallory made card ${ref.card + 1} of CD units show other than what it opens to: put back as the records say (it shows what its deck says: ${truth.name}).`);
  });

  it('puts back sealed a card Mallory takes the seal off while it is still in the pile, once no key could be on its way, and names her', async () => {
    const { players, deck, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob, mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const id = cardPieces(mallory.doc, deck).get(3)!.id;
    const before = pieceOf(alice, id)!;
    mallory.doc.transact(() => {
      typesOf(mallory.doc).faces.set('tiger', tiger);
      mapOf(mallory, id).set('faces', ['tiger']);
      mapOf(mallory, id).set('name', 'Tiger Battery');
      mapOf(mallory, id).delete('sealed');
    });
    await until(() => naming(alice, mallory.doc.clientID).length > 0 && naming(bob, mallory.doc.clientID).length > 0);
    for (const p of players) await until(() => !!pieceOf(p, id)?.sealed);
    for (const p of players) expect(pieceOf(p, id)).toEqual(before);
    const report = naming(bob, mallory.doc.clientID)[0];
    expect(report.cards).toMatchObject([{ id, what: 'unsealed' }]);
    expect(describeCardTamper(report, 'Mallory')).toBe('Mallory took the seal off card 4 of CD units, which the records do not show to all: put back as the records say.');
  });

  it('puts back the attributes, name and face Mallory writes onto a card already shown, or onto its face record', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob, mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const { id, name } = await shownCard(players, cup, bob);
    const truth = pieceOf(alice, id)!;
    mapOf(mallory, id).set('attrs', { ...truth.attrs, factors: '9-9' });
    await until(() => [alice, bob].every((p) => naming(p, mallory.doc.clientID).length === 1) && players.every((p) => (pieceOf(p, id)!.attrs as { factors: string }).factors === truth.attrs.factors));
    mallory.doc.transact(() => {
      mapOf(mallory, id).set('name', 'Tiger Battery');
      typesOf(mallory.doc).faces.set(truth.faces[0], tiger);
    });
    await until(() => [alice, bob].every((p) => naming(p, mallory.doc.clientID).length === 2) && players.every((p) => pieceOf(p, id)!.name === name && faceName(p, pieceOf(p, id)!.faces[0]) === faceName(alice, truth.faces[0])));
    for (const p of players) expect({ ...pieceOf(p, id)!, at: null }).toEqual({ ...truth, at: null });
    expect(naming(alice, mallory.doc.clientID).map((r) => r.cards[0].what)).toEqual(['rewritten', 'rewritten']);
  });

  it('lets any player turn a shown card to another of its faces, and honest edits leave its name and attributes as its deck says', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob] = ['Alice', 'Bob'].map(byName);
    const { id, name } = await shownCard(players, cup, alice);
    flipPieces(bob.actor, [id]);
    expect(setAttributes(bob.actor, [id], { factors: '9-9' })).toEqual([]);
    renamePieces(bob.actor, [{ id, name: 'Tiger Battery' }]);
    await until(() => players.every((p) => pieceOf(p, id)!.face === pieceOf(bob, id)!.face));
    await pause(50);
    for (const p of players) expect(pieceOf(p, id)).toEqual(pieceOf(bob, id));
    expect(pieceOf(alice, id)!.name).toBe(name);
    expect([...alice.cards, ...bob.cards]).toEqual([]);
  });

  it('names nobody when an honest player hides a shown card and reveals it again, and puts back a false content revealed from such a box', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob, mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const { id, name } = await shownCard(players, cup, alice);
    const truth = pieceOf(alice, id)!;
    const keys = new Map<string, string>();
    const hide = async (p: Player) => {
      const prepared = prepareHide(p.actor, [id]);
      prepared.sealed.forEach((s) => keys.set(s.id, s.key));
      writeHide(p.actor, prepared);
      await until(() => players.every((q) => pieceOf(q, id)?.name === 'Hidden counter'));
    };
    await hide(bob);
    expect(revealHidden(bob.actor, [id], (x) => keys.get(x))).toEqual([name]);
    await until(() => players.every((q) => pieceOf(q, id)?.name === name));
    await pause(50);
    expect([...alice.cards, ...bob.cards]).toEqual([]);
    expect(pieceOf(alice, id)).toMatchObject({ name, attrs: truth.attrs });
    expect(pieceOf(alice, id)!.sealed).toBeUndefined();

    // Mallory hides it with her own box, then "reveals" a stronger unit from it.
    await hide(mallory);
    mallory.doc.transact(() => {
      typesOf(mallory.doc).faces.set('tiger', tiger);
      mapOf(mallory, id).set('name', 'Tiger Battery');
      mapOf(mallory, id).set('faces', ['tiger']);
      mapOf(mallory, id).delete('sealed');
    });
    await until(() => naming(alice, mallory.doc.clientID).length > 0 && players.every((q) => pieceOf(q, id)?.name === name));
    expect(naming(alice, mallory.doc.clientID)[0].cards.map((c) => c.what)).toEqual(['rewritten']);
  });

  it('puts back a name Mallory writes onto a sealed card, and the sealed face she redraws for every card', async () => {
    const { players, deck, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, , mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const id = cardPieces(mallory.doc, deck).get(0)!.id;
    mallory.doc.transact(() => {
      mapOf(mallory, id).set('name', 'Tiger Battery');
      typesOf(mallory.doc).faces.set(sealedCardFaceId, tiger);
    });
    await until(() => naming(alice, mallory.doc.clientID).length > 0);
    await until(() => players.every((p) => pieceOf(p, id)!.name === 'Sealed piece' && faceName(p, sealedCardFaceId) === (sealedFace as { name: string }).name));
    const report = naming(alice, mallory.doc.clientID)[0];
    expect(report).toMatchObject({ face: true, cards: [{ id, what: 'shown' }] });
    expect(describeCardTamper(report, 'Mallory')).toBe('Mallory wrote onto sealed card 1 of CD units and redrew the face sealed cards show: put back as the records say.');
  });

  it('puts back a card Mallory gives another card’s seal', async () => {
    const { players, deck, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, , mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const cards = cardPieces(mallory.doc, deck);
    const [first, last] = [cards.get(0)!, cards.get(5)!];
    mallory.doc.transact(() => {
      mapOf(mallory, first.id).set('sealed', last.sealed);
      mapOf(mallory, last.id).set('sealed', first.sealed);
    });
    await until(() => players.every((p) => (pieceOf(p, first.id)!.sealed as CardRef).card === 0 && (pieceOf(p, last.id)!.sealed as CardRef).card === 5));
    await until(() => naming(alice, mallory.doc.clientID).length > 0);
    expect(naming(alice, mallory.doc.clientID)[0].cards.map((c) => c.what)).toEqual(['replaced', 'replaced']);
  });

  it('waits for a shown card’s last key when its opening arrives first, and blames nobody', async () => {
    let holding = false;
    const held: Uint8Array[] = [];
    const patient = { settle: 5, grace: 3000 };
    const { players, cup } = tableOf(['Alice', 'Bob', 'Carol'], { deliver: (from, to) => !(from === 'Carol' && to === 'Alice'), cardGuard: patient, openerWait: 60_000 });
    const [alice, bob, carol] = players;
    // Carol's changes reach Alice by hand: held back while `holding`.
    carol.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      if (holding) held.push(update);
      else queueMicrotask(() => Y.applyUpdate(alice.doc, update, 'net'));
    });
    await seal(players, cup);
    const id = bob.agent.draw(cup, { forMe: false })!;
    await until(() => !!pieceOf(alice, id) && !!pieceOf(carol, id));
    holding = true;
    bob.agent.reveal([id]);
    await until(() => pieceOf(alice, id)?.sealed === undefined);
    // Longer than any judgement is put off: Alice has judged the card, and waits for Carol's key.
    await pause(1000);
    expect(pieceOf(alice, id)!.sealed).toBeUndefined();
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    held.splice(0).forEach((u) => Y.applyUpdate(alice.doc, u, 'net'));
    await pause(200);
    const name = pieceOf(bob, id)!.name;
    expect(name).not.toBe('Sealed piece');
    for (const p of players) expect(pieceOf(p, id)).toEqual(pieceOf(bob, id));
    expect(pieceOf(alice, id)!.sealed).toBeUndefined();
    expect([...alice.cards, ...bob.cards, ...carol.cards]).toEqual([]);
  });

  it('seals a shown card again when a key for it does not reach this browser in time, without calling it a cheat, and opens it once the key comes', async () => {
    let holding = false;
    const held: Uint8Array[] = [];
    const { players, cup } = tableOf(['Alice', 'Bob', 'Carol'], { deliver: (from, to) => !(from === 'Carol' && to === 'Alice'), cardGuard: guard, openerWait: 150 });
    const [alice, bob, carol] = players;
    carol.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      if (holding) held.push(update);
      else queueMicrotask(() => Y.applyUpdate(alice.doc, update, 'net'));
    });
    await seal(players, cup);
    const id = bob.agent.draw(cup, { forMe: false })!;
    await until(() => !!pieceOf(alice, id) && !!pieceOf(carol, id));
    holding = true;
    bob.agent.reveal([id]);
    await until(() => alice.cards.length > 0, 3000);
    expect(alice.cards[0]).toMatchObject({ cards: [{ id, what: 'early' }], clients: [bob.doc.clientID] });
    expect(describeCardTamper(alice.cards[0], 'Bob')).toBe('Bob showed card 1 of CD units before every player’s key for it reached this browser: sealed again until the keys arrive.');
    await until(() => players.every((p) => !!pieceOf(p, id)?.sealed));
    holding = false;
    held.splice(0).forEach((u) => Y.applyUpdate(alice.doc, u, 'net'));
    await until(() => players.every((p) => pieceOf(p, id)?.sealed === undefined && pieceOf(p, id)?.name !== 'Sealed piece'), 3000);
    for (const p of players) expect(pieceOf(p, id)).toEqual(pieceOf(alice, id));
    expect([...bob.cards, ...carol.cards]).toEqual([]);
  });

  it('has another player write the opening when the asker’s browser closes before it could, once, and the same in every browser', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Carol'], { cardGuard: guard });
    const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map(byName);
    const id = bob.agent.draw(cup, { forMe: false })!;
    await until(() => players.every((p) => !!pieceOf(p, id)));
    const ref = showAndReleaseByHand(bob, cup, id);
    await until(() => players.every((p) => pieceOf(p, id)?.sealed === undefined), 4000);
    const name = pieceOf(alice, id)!.name;
    expect(name).not.toBe('Sealed piece');
    for (const p of players) expect(pieceOf(p, id)).toEqual(pieceOf(alice, id));
    expect(pieceOf(alice, id)!.faces[0]).toBe(`${cardPieceId(ref)}.f0`);
    await pause(400);
    for (const p of [alice, carol]) expect(readLog(p.doc).filter((l) => l.text.startsWith(`revealed ${name}`)).map((l) => l.who)).toEqual(['Alice']);
    expect([...alice.cards, ...bob.cards, ...carol.cards]).toEqual([]);
  });

  it('leaves a box Mallory puts on a sealed card to the hidden counter guard, and seals the card again once she takes it off', async () => {
    const { players, deck, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, , mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const id = cardPieces(mallory.doc, deck).get(2)!.id;
    mapOf(mallory, id).set('sealed', { by: mallory.identity.publicKey, box: { n: 'AAAA', c: 'BBBB', h: 'CCCC' } });
    await pause(50);
    expect(alice.cards).toEqual([]);
    mallory.doc.transact(() => {
      typesOf(mallory.doc).faces.set('tiger', tiger);
      mapOf(mallory, id).set('faces', ['tiger']);
      mapOf(mallory, id).delete('sealed');
    });
    await until(() => players.every((p) => (pieceOf(p, id)?.sealed as CardRef | undefined)?.card === 2));
    for (const p of players) expect(sealedLook(pieceOf(p, id))).toEqual({ name: 'Sealed piece', faces: [sealedCardFaceId], face: 0, sealed: true });
  });

  it('puts right, in a browser joining later, a shown card tampered while no honest browser watched, naming the writer', async () => {
    const { players, cup, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, bob, mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const { id, name } = await shownCard(players, cup, alice);
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, Y.encodeStateAsUpdate(alice.doc));
    const quiet: CardTamper[] = [];
    const g = guardShownCards(fresh, (r) => quiet.push(r), guard);
    await pause(50);
    expect(quiet).toEqual([]);
    g.stop();
    // Alice and Bob leave; Mallory rewrites the card; Carol joins from Mallory's copy.
    for (const p of [alice, bob]) p.doc.destroy();
    mapOf(mallory, id).set('name', 'Tiger Battery');
    const carol = new Y.Doc();
    const reports: CardTamper[] = [];
    guardShownCards(carol, (r) => reports.push(r), guard);
    Y.applyUpdate(carol, Y.encodeStateAsUpdate(mallory.doc), 'net');
    await until(() => reports.length > 0);
    expect(readSnapshot(carol).pieces.get(id)!.name).toBe(name);
    expect(reports[0]).toMatchObject({ clients: [mallory.doc.clientID], remote: true, cards: [{ id, what: 'rewritten' }] });
  });

  it('reads garbage and megabyte values a peer writes into a card without throwing, and puts the card back', async () => {
    const { players, deck, byName } = await sealedAmong(['Alice', 'Bob', 'Mallory']);
    const [alice, , mallory] = ['Alice', 'Bob', 'Mallory'].map(byName);
    const id = cardPieces(mallory.doc, deck).get(1)!.id;
    const before = pieceOf(alice, id);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 500; i++) deep = { n: deep };
    mallory.doc.transact(() => {
      const map = mapOf(mallory, id);
      map.set('sealed', { by: 'x'.repeat(1_000_000), deck: ['?'], card: -1 });
      map.set('name', 'y'.repeat(1_000_000));
      map.set('faces', [{ toString: 1 }, null, 'z'.repeat(100_000)]);
      map.set('attrs', deep);
      map.set('face', Number.NaN);
      typesOf(mallory.doc).faces.set(sealedCardFaceId, deep as never);
    });
    await until(() => naming(alice, mallory.doc.clientID).length > 0 && players.every((p) => pieceOf(p, id)?.name === 'Sealed piece'));
    for (const p of players) expect(pieceOf(p, id)).toEqual(before);
    expect(naming(alice, mallory.doc.clientID)[0]).toMatchObject({ face: true, cards: [{ id, what: 'replaced' }] });
  });
});
