import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../src/trust/bytes';
import { newIdentity, signRecord } from '../../../src/trust/identity';
import { readDeck } from '../../../src/trust/deck';
import { recordId } from '../../../src/trust/deck/records';
import { pileContexts, readBoardPiles, sealStage, type PileBody, type Read } from '../../../src/trust/pile';
import { shuffleAndLock } from '../../bench/shuffleBench';

const contexts = pileContexts('game');
const [alice, bob, mallory] = [newIdentity(), newIdentity(), newIdentity()];

const pileRecord = (by = alice, deck = 'deck', prev: string | null = null, players = [by.publicKey, bob.publicKey]) =>
  signRecord(by, contexts.pile, { t: 'pile', board: 'cup', deck, prev, players, pieces: ['p1', 'p2'], tabs: {} });

describe('the seals of a board', () => {
  it('follow one another: a board sealed again later is sealed by its newest seal, and the earlier ones are kept', () => {
    const first = pileRecord(alice, 'deck1');
    const second = pileRecord(bob, 'deck2', recordId(first), [bob.publicKey, alice.publicKey]);
    const read = readBoardPiles(contexts, 'cup', [second, first]);
    expect(read.current?.deck).toBe('deck2');
    expect(read.all.map((p) => p.deck).sort()).toEqual(['deck1', 'deck2']);
    expect(read.faults).toEqual([]);
  });

  it('settle two seals made at once the same way everywhere, and say so', () => {
    const a = pileRecord(alice, 'deckA');
    const b = pileRecord(bob, 'deckB', null, [bob.publicKey, alice.publicKey]);
    const one = readBoardPiles(contexts, 'cup', [a, b]);
    const other = readBoardPiles(contexts, 'cup', [b, a]);
    expect(one.current?.id).toBe(other.current?.id);
    expect(one.faults).toEqual([{ by: null, what: '2 seals of it were made at once: the one with the lowest record id counts' }]);
  });

  it('ignore a seal of another board, one not listing its sealer first, and one signed in another context', () => {
    const elsewhere = signRecord(alice, contexts.pile, { t: 'pile', board: 'other', deck: 'd', prev: null, players: [alice.publicKey, bob.publicKey], pieces: [], tabs: {} });
    const notFirst = signRecord(mallory, contexts.pile, { t: 'pile', board: 'cup', deck: 'd', prev: null, players: [alice.publicKey, mallory.publicKey], pieces: [], tabs: {} });
    const wrongContext = signRecord(alice, contexts.draw, { t: 'pile', board: 'cup', deck: 'd', prev: null, players: [alice.publicKey, bob.publicKey], pieces: [], tabs: {} });
    expect(readBoardPiles(contexts, 'cup', [elsewhere, notFirst, wrongContext, null, 'x', { t: 'pile' }]).current).toBeNull();
  });
});

describe('the stage of a seal', () => {
  const dealt = shuffleAndLock([alice, bob], [utf8('a'), utf8('b')]);
  const pile = { ...pileRecord(alice, 'deck'), id: 'p' } as Read<PileBody>;
  const state = (by: typeof alice, body: object) => signRecord(by, contexts.state, body);
  const laid = state(alice, { t: 'laid', deck: 'deck', cards: 2 });
  const off = state(bob, { t: 'off', deck: 'deck', missing: [] });

  it('is sealing until the sealer lays the cards out, then laid', () => {
    expect(sealStage(contexts, pile, dealt.view, []).stage).toBe('sealing');
    expect(sealStage(contexts, pile, dealt.view, [laid]).stage).toBe('laid');
  });

  it('is called off by a player’s call-off before the cards are laid out, but not after', () => {
    const halfway = readDeck(dealt.ctx, dealt.records.slice(0, 2));
    expect(sealStage(contexts, pile, halfway, [off]).stage).toBe('called-off');
    expect(sealStage(contexts, pile, dealt.view, [off, laid]).stage).toBe('laid');
  });

  it('counts no laying out but the sealer’s, and no call-off by someone the pile was not sealed among', () => {
    const forged = state(mallory, { t: 'laid', deck: 'deck', cards: 2 });
    const strangers = state(mallory, { t: 'off', deck: 'deck', missing: [] });
    expect(sealStage(contexts, pile, dealt.view, [forged, strangers]).stage).toBe('sealing');
  });

  it('is broken when the deck is among other players than the seal says', () => {
    const other = { ...pileRecord(alice, 'deck', null, [alice.publicKey, mallory.publicKey]), id: 'q' } as Read<PileBody>;
    expect(sealStage(contexts, other, dealt.view, [laid]).stage).toBe('broken');
  });
});
