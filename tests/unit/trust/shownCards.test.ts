import { describe, expect, it } from 'vitest';
import { newIdentity } from '../../../src/trust/identity';
import { cardFaceId, cardPieceId, fitsCard, judgeCard, sealedCardFace, parseCardPieceId, samePlain, sealedCardFaceId, sealedCardName, type CardCase, type CardContent, type CardFields } from '../../../src/trust/pile';
import { fingerprint } from '../../../src/trust/identity';

const sealer = newIdentity().publicKey;
const ref = { by: sealer, deck: 'Dk3-x_9aQ2Lm', card: 4 };
const gela: CardContent = {
  name: 'CD Gela',
  faces: [
    { kind: 'drawn', fill: '#777', ink: '#000', symbol: 'artillery', size: '', name: 'Gela', factors: '2-1' },
    { kind: 'drawn', fill: '#777', ink: '#000', symbol: 'artillery', size: '', name: 'Gela', factors: '1-0', stripe: '#fff' },
  ],
  face: 0,
  attrs: { side: 'Axis', type: 'cd', defence: 2 },
};
const sealedLook: CardFields = { sealed: { ...ref }, name: sealedCardName, faces: [sealedCardFaceId], face: 0, attrs: { side: 'Axis', type: 'cd' } };
const openLook: CardFields = { sealed: undefined, name: 'CD Gela', faces: ['f0', 'f1'], face: 0, attrs: { side: 'Axis', type: 'cd', defence: 2 } };
const records: Record<string, unknown> = { f0: gela.faces[0], f1: gela.faces[1], tiger: { kind: 'drawn', fill: '#333', ink: '#fff', symbol: 'armor', size: 'II', name: 'Tiger', factors: '9-9' } };

/** A case of card `ref` holding `now`, opening to `opens` (null: the records keep it sealed); `seenSealed`: its sealed attributes are known. */
const caseOf = (now: Partial<CardFields>, opens: CardContent | null, seenSealed = true): CardCase => ({
  ref,
  now: { ...sealedLook, ...now },
  faceRecord: (id) => records[id],
  sealedAttrs: seenSealed ? { side: 'Axis', type: 'cd' } : undefined,
  opening: () => opens,
});

describe('the verdict on a card piece of a sealed pile', () => {
  it('keeps a card that carries its seal and the sealed look, whatever the records say', () => {
    expect(judgeCard(caseOf({}, null))).toBe('keep');
    expect(judgeCard(caseOf({}, gela))).toBe('keep');
  });

  it('calls a seal taken off a card the records do not show to all unsealed, whatever it then shows', () => {
    expect(judgeCard(caseOf({ sealed: undefined }, null))).toBe('unsealed');
    expect(judgeCard(caseOf({ ...openLook }, null))).toBe('unsealed');
  });

  it('keeps a shown card that shows exactly what it opens to, turned to any of its faces, under any face ids', () => {
    expect(judgeCard(caseOf(openLook, gela))).toBe('keep');
    expect(judgeCard(caseOf({ ...openLook, face: 1 }, gela))).toBe('keep');
  });

  it('finds a shown card rewritten when its name, a face, its attributes or its face index differ from what it opens to', () => {
    expect(judgeCard(caseOf({ ...openLook, name: 'Panzer Div' }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, faces: ['tiger', 'f1'] }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, faces: ['f0'] }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, faces: ['f0', 'missing'] }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, attrs: { side: 'Axis', type: 'cd', defence: 6 } }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, attrs: { side: 'Axis', type: 'cd' } }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, face: 2 }, gela))).toBe('rewritten');
    expect(judgeCard(caseOf({ ...openLook, face: 0.5 }, gela))).toBe('rewritten');
  });

  it('finds a sealed card showing a face, a name or attributes beside its seal', () => {
    expect(judgeCard(caseOf({ name: 'CD Gela' }, null))).toBe('shown');
    expect(judgeCard(caseOf({ faces: ['tiger'] }, null))).toBe('shown');
    expect(judgeCard(caseOf({ face: 1 }, null))).toBe('shown');
    expect(judgeCard(caseOf({ attrs: { side: 'Axis', type: 'cd', defence: 9 } }, null))).toBe('shown');
    // Attributes it never showed sealed here are not held against it.
    expect(judgeCard(caseOf({ attrs: { defence: 9 } }, null, false))).toBe('keep');
  });

  it('finds a seal swapped for another card’s, or for garbage', () => {
    expect(judgeCard(caseOf({ sealed: { ...ref, card: 5 } }, null))).toBe('replaced');
    expect(judgeCard(caseOf({ sealed: { ...ref, by: newIdentity().publicKey } }, null))).toBe('replaced');
    expect(judgeCard(caseOf({ sealed: 'open sesame' }, gela))).toBe('replaced');
  });

  it('leaves a hidden counter’s box on a card to the hidden counter guard', () => {
    expect(judgeCard(caseOf({ sealed: { by: sealer, box: { n: 'a', c: 'b', h: 'c' } }, name: 'Hidden counter', faces: ['hidden'] }, null))).toBe('keep');
  });

  it('reads the records only for a card without its seal', () => {
    let reads = 0;
    const counted = (now: Partial<CardFields>) => ({ ...caseOf(now, gela), opening: () => (reads++, gela) });
    judgeCard(counted({}));
    judgeCard(counted({ name: 'CD Gela' }));
    expect(reads).toBe(0);
    judgeCard(counted(openLook));
    expect(reads).toBe(1);
  });

  it('tolerates a field missing for a moment, as a change arriving in parts leaves it', () => {
    expect(judgeCard(caseOf({ name: undefined, attrs: undefined }, null))).toBe('keep');
    expect(judgeCard(caseOf({ ...openLook, face: undefined }, gela))).toBe('keep');
  });
});

describe('what a writer may write into a card piece', () => {
  const sealed = caseOf({}, null);
  const shown = caseOf({}, gela);
  it('is the sealed look while the records keep the card sealed, and nothing of any unit', () => {
    expect(fitsCard({ field: 'sealed', value: { ...ref } }, sealed)).toBe(true);
    expect(fitsCard({ field: 'name', value: sealedCardName }, sealed)).toBe(true);
    expect(fitsCard({ field: 'faces', value: [sealedCardFaceId] }, sealed)).toBe(true);
    expect(fitsCard({ field: 'record', value: { ...sealedCardFace } }, sealed)).toBe(true);
    expect(fitsCard({ field: 'name', value: 'CD Gela' }, sealed)).toBe(false);
    expect(fitsCard({ field: 'faces', value: ['f0', 'f1'] }, sealed)).toBe(false);
    expect(fitsCard({ field: 'record', value: gela.faces[0] }, sealed)).toBe(false);
    expect(fitsCard({ field: 'sealed', value: { ...ref, card: 5 } }, sealed)).toBe(false);
  });

  it('is also what the card opens to, turned to any of its faces, once the records let it open', () => {
    expect(fitsCard({ field: 'name', value: 'CD Gela' }, shown)).toBe(true);
    expect(fitsCard({ field: 'faces', value: ['f0', 'f1'] }, shown)).toBe(true);
    expect(fitsCard({ field: 'face', value: 1 }, shown)).toBe(true);
    expect(fitsCard({ field: 'record', value: gela.faces[1] }, shown)).toBe(true);
    expect(fitsCard({ field: 'attrs', value: { ...gela.attrs } }, shown)).toBe(true);
    expect(fitsCard({ field: 'name', value: 'Panzer Div' }, shown)).toBe(false);
    expect(fitsCard({ field: 'faces', value: ['tiger', 'f1'] }, shown)).toBe(false);
    expect(fitsCard({ field: 'record', value: records.tiger }, shown)).toBe(false);
    expect(fitsCard({ field: 'attrs', value: { ...gela.attrs, defence: 9 } }, shown)).toBe(false);
  });
});

describe('card piece ids', () => {
  it('are the same in every browser for one card, and tell the card back', () => {
    expect(cardPieceId(ref)).toBe(cardPieceId({ ...ref }));
    expect(parseCardPieceId(cardPieceId(ref))).toEqual({ fingerprint: fingerprint(sealer), deck: ref.deck, card: 4 });
    expect(cardFaceId(ref, 1)).toBe(`${cardPieceId(ref)}.f1`);
    expect(cardPieceId(ref)).not.toBe(cardPieceId({ ...ref, card: 5 }));
    expect(cardPieceId(ref)).not.toBe(cardPieceId({ ...ref, by: newIdentity().publicKey }));
    expect(cardPieceId(ref).length).toBeLessThanOrEqual(100);
  });

  it('are not read from any other id, however long', () => {
    for (const id of ['abc123DEF0', 'card-zzzzzzzz-deck-1', 'card-0123abcd-deck-', `card-0123abcd-${'a'.repeat(200)}-1`, 'card-0123abcd-deck-1234', 'x'.repeat(1_000_000)]) expect(parseCardPieceId(id)).toBeNull();
  });
});

describe('comparing what a peer stored', () => {
  it('tells plain data equal or not, never throwing on what a peer wrote', () => {
    expect(samePlain({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] })).toBe(true);
    expect(samePlain({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlain([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(samePlain(new Map(), new Map())).toBe(false);
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 10_000; i++) at = (at.n = {}) as Record<string, unknown>;
    expect(samePlain(deep, deep)).toBe(true);
    expect(samePlain(deep, JSON.parse(JSON.stringify({ n: {} })))).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    expect(samePlain(wide, { ...wide })).toBe(false);
  });
});
