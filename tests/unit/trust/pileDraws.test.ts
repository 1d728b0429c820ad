import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../src/trust/bytes';
import { newIdentity, signRecord, type Identity } from '../../../src/trust/identity';
import { openCard, readDeck, releaseRecord, type DeckView } from '../../../src/trust/deck';
import { mayShow, pileContexts, readDraws, releasable, type DrawBook } from '../../../src/trust/pile';
import { recordId } from '../../../src/trust/deck/records';
import { shuffleAndLock, type Table } from '../../bench/shuffleBench';
import { describeFault } from '../../../src/doc/pileStatus';

const contexts = pileContexts('game');
const [alice, bob, mallory] = [newIdentity(), newIdentity(), newIdentity()];
const names = new Map([
  [alice.publicKey, 'Alice'],
  [bob.publicKey, 'Bob'],
  [mallory.publicKey, 'Mallory'],
]);

/** A locked deck of five cards among Alice, Bob and Mallory, with its draw and show records. */
function table() {
  const dealt = shuffleAndLock([alice, bob, mallory], [0, 1, 2, 3, 4].map((i) => utf8(`card ${i}`)));
  return { dealt, draws: [] as unknown[], shows: [] as unknown[] };
}
type T = ReturnType<typeof table>;

const createId = (t: T) => t.dealt.view.chain!.create.id;
const book = (t: T, view: DeckView = t.dealt.view): DrawBook => readDraws({ deck: 'deck', contexts, view, draws: t.draws, shows: t.shows });

/** `who` draws `card` after draw `prev` (by default the chain's head), for their eyes or blind; returns the draw's id. */
function draw(t: T, who: Identity, eyes: boolean, at?: { card: number; prev: string }): string {
  const b = book(t);
  const body = { t: 'draw', deck: 'deck', card: at?.card ?? b.next, prev: at?.prev ?? b.head!, to: eyes ? who.publicKey : null };
  const record = signRecord(who, contexts.draw, body);
  t.draws.push(record);
  return recordId(record);
}

function show(t: T, who: Identity, card: number, drawId: string) {
  t.shows.push(signRecord(who, contexts.show, { t: 'show', deck: 'deck', card, draw: drawId }));
}

/** What each player's agent does with the records as they stand: releases what `releasable` allows. */
function agentsAct(t: T, players: Identity[] = [alice, bob, mallory]) {
  for (const p of players) {
    const cards = releasable(book(t), p.publicKey).filter((c) => !t.dealt.view.keys.released.get(p.publicKey)?.has(c));
    if (cards.length) write(t.dealt, releaseRecord(p, t.dealt.ctx, t.dealt.view, t.dealt.secrets.get(p.publicKey)!, cards));
  }
}

function write(dealt: Table, record: unknown) {
  dealt.records.push(record);
  dealt.view = readDeck(dealt.ctx, dealt.records, dealt.view);
}

const opens = (t: T, who: Identity, card: number) => openCard(t.dealt.ctx, t.dealt.view, card, { publicKey: who.publicKey, secrets: t.dealt.secrets.get(who.publicKey)! }).ok;
const faultsOf = (b: DrawBook) => b.faults.map((f) => describeFault(f, (key) => names.get(key) ?? key));

describe('the draws of a sealed pile', () => {
  it('give a card drawn for Alice’s eyes to Alice alone: every other player releases its key, she keeps hers', () => {
    const t = table();
    draw(t, alice, true);
    expect(book(t).positions).toEqual([{ card: 0, claims: [expect.objectContaining({ by: alice.publicKey, eyes: true })], holder: alice.publicKey, contested: false, shownBy: [] }]);
    expect(releasable(book(t), bob.publicKey)).toEqual([0]);
    expect(releasable(book(t), alice.publicKey)).toEqual([]);
    agentsAct(t);
    expect(opens(t, alice, 0)).toBe(true);
    expect(opens(t, bob, 0)).toBe(false);
    expect(opens(t, mallory, 0)).toBe(false);
  });

  it('release nothing for a card drawn blind until someone shows it, then everyone’s key', () => {
    const t = table();
    const id = draw(t, bob, false);
    agentsAct(t);
    expect([alice, bob, mallory].map((p) => opens(t, p, 0))).toEqual([false, false, false]);
    expect(mayShow(book(t), mallory.publicKey, 0)).toBe(true);
    show(t, mallory, 0, id);
    agentsAct(t);
    expect([alice, bob, mallory].map((p) => opens(t, p, 0))).toEqual([true, true, true]);
  });

  it('count only the next position: draws for every position at once, each naming the deck record, give Mallory one card, in plain sight', () => {
    const t = table();
    for (let card = 0; card < 5; card++) draw(t, mallory, true, { card, prev: createId(t) });
    const b = book(t);
    expect(b.positions.map((p) => [p.card, names.get(p.holder!)])).toEqual([[0, 'Mallory']]);
    expect(faultsOf(b).sort()).toEqual([1, 2, 3, 4].map((c) => `Mallory wrote a draw of card ${c + 1} that is not the next one (no draw of the card before it): not counted`));
    agentsAct(t);
    expect([0, 1, 2, 3, 4].map((c) => opens(t, mallory, c))).toEqual([true, false, false, false, false]);
  });

  it('make a chain of draws for every position a chain of draws: each card Mallory reads is one the records say she drew', () => {
    const t = table();
    draw(t, alice, true);
    for (let i = 0; i < 4; i++) draw(t, mallory, true);
    agentsAct(t);
    const b = book(t);
    expect(b.positions.map((p) => names.get(p.holder!))).toEqual(['Alice', 'Mallory', 'Mallory', 'Mallory', 'Mallory']);
    expect(b.next).toBe(5);
    for (let c = 0; c < 5; c++) expect(opens(t, mallory, c)).toBe(b.positions[c].holder === mallory.publicKey);
  });

  it('refuse a draw for another player’s eyes, and one for the eyes of someone the pile was not sealed among; a blind draw by them counts', () => {
    const t = table();
    const stranger = newIdentity();
    t.draws.push(signRecord(mallory, contexts.draw, { t: 'draw', deck: 'deck', card: 0, prev: createId(t), to: bob.publicKey }));
    t.draws.push(signRecord(stranger, contexts.draw, { t: 'draw', deck: 'deck', card: 0, prev: createId(t), to: stranger.publicKey }));
    expect(book(t).positions).toEqual([]);
    expect(faultsOf(book(t))).toHaveLength(2);
    draw(t, stranger, false);
    expect(book(t).positions.map((p) => [p.holder, p.claims.length])).toEqual([[null, 1]]);
  });

  it('ignore draws signed for another game, room or kind of record, and draws of another deck', () => {
    const t = table();
    const body = { t: 'draw', deck: 'deck', card: 0, prev: createId(t), to: mallory.publicKey };
    t.draws.push(signRecord(mallory, pileContexts('other-game').draw, body));
    t.draws.push(signRecord(mallory, 'game@otherroom/pile-draw', body));
    t.draws.push(signRecord(mallory, contexts.show, body));
    t.draws.push(signRecord(mallory, contexts.draw, { ...body, deck: 'another' }));
    t.draws.push({ ...signRecord(mallory, contexts.draw, body), to: alice.publicKey });
    expect(book(t).positions).toEqual([]);
  });

  it('give a card two players drew at once to nobody’s eyes: no key is released for it, and anyone may show it to all', () => {
    const t = table();
    const head = createId(t);
    draw(t, alice, true, { card: 0, prev: head });
    draw(t, mallory, true, { card: 0, prev: head });
    const b = book(t);
    expect(b.positions[0]).toMatchObject({ holder: null, contested: true });
    expect(faultsOf(b)).toEqual(["Card 1 was drawn by several players at once: it opens for nobody's eyes (anyone may show it to all)"]);
    expect([alice, bob, mallory].map((p) => releasable(b, p.publicKey))).toEqual([[], [], []]);
    // The next draw follows either claim; the chain goes on.
    draw(t, bob, true);
    expect(book(t).positions.map((p) => p.holder)).toEqual([null, bob.publicKey]);
  });

  it('keep a card with Alice when Mallory claims it after every other key reached Alice; Mallory can neither read nor show it', () => {
    const t = table();
    const head = createId(t);
    const alices = draw(t, alice, true);
    agentsAct(t);
    expect(opens(t, alice, 0)).toBe(true);
    const mallorys = draw(t, mallory, true, { card: 0, prev: head });
    const b = book(t);
    expect(b.positions[0]).toMatchObject({ holder: alice.publicKey, contested: true });
    expect(faultsOf(b)).toEqual(["Mallory claimed card 1 after it had been drawn for another player's eyes and their keys had reached them: it stays theirs"]);
    expect(mayShow(b, mallory.publicKey, 0)).toBe(false);
    show(t, mallory, 0, mallorys);
    show(t, mallory, 0, alices);
    agentsAct(t);
    expect(opens(t, mallory, 0)).toBe(false);
    expect(opens(t, bob, 0)).toBe(false);
    expect(opens(t, alice, 0)).toBe(true);
    expect(mayShow(book(t), alice.publicKey, 0)).toBe(true);
  });

  it('never give Mallory a key of a card Alice drew, in whatever order the records reach the honest players', () => {
    // Each honest agent acts on what it has seen; Alice's own draw is always among what she has seen.
    for (const order of [['a', 'm'], ['m', 'a']]) {
      for (const bobSees of [1, 2]) {
        const t = table();
        const head = createId(t);
        const alicesDraw = signRecord(alice, contexts.draw, { t: 'draw', deck: 'deck', card: 0, prev: head, to: alice.publicKey });
        const mallorysDraw = signRecord(mallory, contexts.draw, { t: 'draw', deck: 'deck', card: 0, prev: head, to: mallory.publicKey });
        const arriving = order.map((x) => (x === 'a' ? alicesDraw : mallorysDraw));
        // Bob acts on the first `bobSees` records to arrive; Alice on hers and whatever arrived.
        t.draws = arriving.slice(0, bobSees);
        agentsAct(t, [bob]);
        t.draws = [alicesDraw, ...arriving.filter((r) => r !== alicesDraw)];
        agentsAct(t, [alice, bob]);
        expect(opens(t, mallory, 0)).toBe(false);
      }
    }
  });

  it('refuse to show a card drawn for Bob’s eyes at anyone’s request but Bob’s, and a card still in the pile at anyone’s', () => {
    const t = table();
    const bobs = draw(t, bob, true);
    agentsAct(t);
    show(t, mallory, 0, bobs);
    show(t, alice, 1, bobs);
    const b = book(t);
    expect(b.positions[0].shownBy).toEqual([]);
    expect(faultsOf(b).sort()).toEqual([
      'Alice asked to show card 2 to all, but that draw is not in the records: refused',
      "Mallory asked to show card 1 to all, but it was drawn for another player's eyes: refused (only they can show it)",
    ]);
    agentsAct(t);
    expect(opens(t, alice, 0)).toBe(false);
    expect(opens(t, mallory, 0)).toBe(false);
    expect(opens(t, alice, 1)).toBe(false);
    show(t, bob, 0, bobs);
    agentsAct(t);
    expect([alice, bob, mallory].map((p) => opens(t, p, 0))).toEqual([true, true, true]);
  });

  it('read anything a peer wrote without throwing, counting none of it', () => {
    const t = table();
    const junk: unknown[] = [null, 7, 'draw', [], { t: 'draw' }, { t: 'draw', deck: 'deck', card: 0, prev: 'x'.repeat(1_000_000), to: null, by: alice.publicKey, sig: 'y' }];
    junk.push({ ...signRecord(alice, contexts.draw, { t: 'draw', deck: 'deck', card: 1e9, prev: createId(t), to: null }) });
    junk.push({ ...signRecord(alice, contexts.draw, { t: 'draw', deck: 'deck', card: 0, prev: createId(t), to: null }), extra: 1 });
    t.draws = junk;
    t.shows = junk;
    expect(book(t)).toMatchObject({ positions: [], next: 0 });
  });

  it('has nothing to draw before the deck is locked', () => {
    const t = table();
    const unlocked = readDeck(t.dealt.ctx, t.dealt.records.slice(0, 3));
    expect(book(t, unlocked)).toMatchObject({ positions: [], head: null, cards: 0 });
  });
});
