import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seededRandom } from '../../../src/dice/dice';
import { movePieces } from '../../../src/doc/operations';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { addBox, addCup, addDeck, addHand, addTrack, findHand, readComponent, readComponents, watchComponents } from '../../../src/doc/componentOps';
import { cupPieces, dealCards, deckState, discard, drawCard, drawFromCup, shuffleDeck } from '../../../src/doc/componentPlay';
import { cellPoint, cupCells, deckCells, headerHeight } from '../../../src/components/layout';
import { ComponentError } from '../../../src/components/model';
import { restingPoint } from '../../../src/geometry/places';
import { groupStacks } from '../../../src/model/stacks';
import { link, tableWith } from '../support/table';

const lastLog = (doc: Y.Doc) => readLog(doc).at(-1)!.text;
const board = (doc: Y.Doc, id: string) => readSnapshot(doc).boards.get(id)!;
const pieceOf = (doc: Y.Doc, id: string) => readSnapshot(doc).pieces.get(id)!;

/** A table with `n` counters named c0…c(n−1), all in hex 0101. */
function tableOf(n: number) {
  const counters: Record<string, string> = {};
  for (let i = 0; i < n; i++) counters[`c${i}`] = '0101';
  return tableWith(counters);
}

/** Moves pieces to a cell of a component board, the way a drop does. */
function dropIn(t: ReturnType<typeof tableOf>, ids: string[], boardId: string, cell: { col: number; row: number }) {
  const b = board(t.doc, boardId);
  const p = cellPoint(b, cell);
  movePieces(t.actor, ids.map((id) => ({ id, to: { b: boardId, ...restingPoint(b, p.x + 3, p.y - 4) } })));
}

describe('making components', () => {
  it('adds boxes, tracks, cups and decks beside the map, each a board with a record', () => {
    const { doc, actor } = tableWith({});
    const box = addBox(actor, 'Eliminated', { width: 320, height: 180 });
    const track = addTrack(actor, 'Turn', { from: 1, to: 10 });
    const cup = addCup(actor, 'Random events');
    const deck = addDeck(actor, 'Action cards');
    const boards = readSnapshot(doc).boards;
    expect(boards.get(box)).toMatchObject({ name: 'Eliminated', x: 1380, y: 0, width: 320, height: 180 });
    expect(boards.get(track)).toMatchObject({ name: 'Turn', x: 1380 + 320 + 80, y: 0, width: 700 });
    expect(boards.get(cup)!.x).toBe(boards.get(track)!.x + 700 + 80);
    expect(boards.get(deck)!.x).toBe(boards.get(cup)!.x + boards.get(cup)!.width + 80);
    expect(readComponents(doc).map((c) => [c.kind, c.name])).toEqual([
      ['deck', 'Action cards'],
      ['box', 'Eliminated'],
      ['cup', 'Random events'],
      ['track', 'Turn'],
    ]);
    expect(readComponent(doc, track)).toMatchObject({ kind: 'track', from: 1, to: 10, vertical: false, boardId: track });
    expect(readComponent(doc, 'map')).toBeNull();
    expect(readLog(doc).slice(-4).map((e) => e.text)).toEqual(['add the box "Eliminated"', 'add the track "Turn" (1…10)', 'add the cup "Random events"', 'add the deck "Action cards"']);
  });

  it('puts an optional marker in the first box of a track', () => {
    const { doc, actor } = tableWith({});
    const track = addTrack(actor, 'Morale', { from: -4, to: 2, cell: 60, vertical: true, marker: 'Morale' });
    const markers = [...readSnapshot(doc).pieces.values()].filter((p) => p.at.b === track);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ name: 'Morale', kind: 'marker', at: { x: 30, y: headerHeight + 30 } });
    expect(readSnapshot(doc).faces.get(markers[0].faces[0])).toMatchObject({ kind: 'drawn', name: 'Morale' });
  });

  it('refuses what cannot be made, writing nothing', () => {
    const { doc, actor } = tableWith({});
    const before = Y.encodeStateVector(doc);
    expect(() => addBox(actor, '  ')).toThrow(ComponentError);
    expect(() => addBox(actor, 'Tiny', { width: 5, height: 100 })).toThrow(/width/);
    expect(() => addTrack(actor, 'Long', { from: 0, to: 500 })).toThrow(/at most 200/);
    expect(() => addTrack(actor, 'Odd', { from: 0.5, to: 5 })).toThrow(/whole number/);
    expect(() => addTrack(actor, 'Cells', { from: 1, to: 5, cell: 1000 })).toThrow(/box size/);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });

  it('makes one hand per player and finds it again', () => {
    const { doc, actor } = tableWith({});
    const mine = addHand(actor);
    expect(addHand(actor, 'Alice')).toBe(mine);
    const bobs = addHand(actor, 'Bob');
    expect(bobs).not.toBe(mine);
    expect(board(doc, mine).name).toBe("Alice's hand");
    expect(findHand(doc, 'Bob')).toBe(bobs);
    expect(findHand(doc, 'Carol')).toBeNull();
  });

  it('tells watchers when components come and go', () => {
    const { doc, actor } = tableWith({});
    const seen: number[] = [];
    const stop = watchComponents(doc, (list) => seen.push(list.length));
    addCup(actor, 'Cup');
    addBox(actor, 'Box');
    stop();
    addBox(actor, 'Another');
    expect(seen).toEqual([1, 2]);
  });

  it('undoes the making of a component; the record is ignored while its board is gone', () => {
    const { doc, actor } = tableWith({});
    const undo = createPlayerUndo(doc, () => 'Alice');
    const cup = addCup(actor, 'Cup');
    undo.undo();
    expect(readSnapshot(doc).boards.has(cup)).toBe(false);
    expect(readComponents(doc)).toEqual([]);
    undo.redo();
    expect(readComponent(doc, cup)).toMatchObject({ kind: 'cup' });
  });

  it('ignores unsound records from elsewhere', () => {
    const { doc, actor } = tableWith({});
    const cup = addCup(actor, 'Cup');
    doc.transact(() => {
      typesOf(doc).components.set('map', { id: 'map', kind: 'wheel', name: 'x', boardId: 'map' });
      typesOf(doc).components.set('zz', 'nonsense');
    });
    expect(readComponents(doc).map((c) => c.id)).toEqual([cup]);
  });
});

describe('tracks and boxes hold pieces', () => {
  it('a piece dropped in box 5 of a turn track sits in box 5 and stacks there', () => {
    const t = tableOf(2);
    const track = addTrack(t.actor, 'Turn', { from: 1, to: 10 });
    dropIn(t, [t.ids.c0], track, { col: 4, row: 0 });
    dropIn(t, [t.ids.c1], track, { col: 4, row: 0 });
    const stacks = groupStacks(readSnapshot(t.doc).pieces.values());
    const at5 = cellPoint(board(t.doc, track), { col: 4, row: 0 });
    expect(stacks.get(`${track}|${at5.x}|${at5.y}`)!.pieces.map((p) => p.name)).toEqual(['c0', 'c1']);
  });

  it('everything dropped in a box stacks at its centre', () => {
    const t = tableOf(3);
    const box = addBox(t.actor, 'Eliminated');
    const b = board(t.doc, box);
    movePieces(t.actor, [
      { id: t.ids.c0, to: { b: box, ...restingPoint(b, 10, 10) } },
      { id: t.ids.c1, to: { b: box, ...restingPoint(b, 290, 190) } },
    ]);
    const stacks = groupStacks(readSnapshot(t.doc).pieces.values());
    expect(stacks.get(`${box}|150|100`)!.pieces.map((p) => p.name)).toEqual(['c0', 'c1']);
  });
});

describe('cups', () => {
  it('draws one piece at random to the spot next to the cup and logs it', () => {
    const t = tableOf(3);
    const cup = addCup(t.actor, 'Random events');
    dropIn(t, [t.ids.c0, t.ids.c1, t.ids.c2], cup, cupCells.pile);
    expect(cupPieces(t.doc, cup)).toHaveLength(3);
    const drawn = drawFromCup(t.actor, cup, undefined, seededRandom(1))!;
    expect([t.ids.c0, t.ids.c1, t.ids.c2]).toContain(drawn);
    expect(cupPieces(t.doc, cup).map((p) => p.id)).not.toContain(drawn);
    expect(cupPieces(t.doc, cup)).toHaveLength(2);
    const spot = cellPoint(board(t.doc, cup), cupCells.drawn);
    expect(pieceOf(t.doc, drawn).at).toMatchObject({ b: cup, ...spot });
    expect(lastLog(t.doc)).toBe(`drew ${pieceOf(t.doc, drawn).name} from Random events`);
  });

  it('draws to a chosen place, keeps the name out of the log when secret, and gives nothing from an empty cup', () => {
    const t = tableOf(1);
    const cup = addCup(t.actor, 'Coast defence');
    dropIn(t, [t.ids.c0], cup, cupCells.pile);
    expect(drawFromCup(t.actor, cup, { b: 'map', x: 60, y: 60 }, seededRandom(3), { secret: true })).toBe(t.ids.c0);
    expect(pieceOf(t.doc, t.ids.c0).at).toMatchObject({ b: 'map', x: 60, y: 60 });
    expect(lastLog(t.doc)).toBe('drew a piece from Coast defence');
    const lines = readLog(t.doc).length;
    expect(drawFromCup(t.actor, cup, undefined, seededRandom(3))).toBeNull();
    expect(readLog(t.doc)).toHaveLength(lines);
    expect(() => drawFromCup(t.actor, 'map')).toThrow(ComponentError);
  });

  it('draws each piece about equally often', () => {
    const t = tableOf(4);
    const cup = addCup(t.actor, 'Cup');
    const ids = Object.values(t.ids);
    const pile = cellPoint(board(t.doc, cup), cupCells.pile);
    const random = seededRandom('cup draws');
    const counts = new Map<string, number>();
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      movePieces(t.actor, ids.map((id) => ({ id, to: { b: cup, ...pile } })));
      const got = drawFromCup(t.actor, cup, undefined, random)!;
      counts.set(got, (counts.get(got) ?? 0) + 1);
    }
    for (const id of ids) expect(Math.abs((counts.get(id) ?? 0) - trials / 4)).toBeLessThan(trials / 4 * 0.15);
  });

  it('gives the same draw on every peer', () => {
    const a = tableOf(5);
    const bDoc = new Y.Doc();
    Y.applyUpdate(bDoc, Y.encodeStateAsUpdate(a.doc));
    link(a.doc, bDoc);
    const cup = addCup(a.actor, 'Cup');
    dropIn(a, Object.values(a.ids), cup, cupCells.pile);
    const drawn = drawFromCup({ doc: bDoc, name: 'Bob' }, cup, undefined, seededRandom(9))!;
    expect(pieceOf(a.doc, drawn).at).toEqual(pieceOf(bDoc, drawn).at);
    expect(cupPieces(a.doc, cup)).toHaveLength(4);
  });
});

describe('decks', () => {
  /** A deck with `n` cards on its draw pile. */
  function deckOf(n: number) {
    const t = tableOf(n);
    const deck = addDeck(t.actor, 'Action cards');
    dropIn(t, Object.values(t.ids), deck, deckCells.pile);
    return { ...t, deck };
  }

  it('shuffles into a random permutation: every card kept once, face down, on the pile', () => {
    const t = deckOf(12);
    typesOf(t.doc).pieces.get(t.ids.c3)!.set('face', 1);
    const before = deckState(t.doc, t.deck).pile.map((p) => p.id);
    expect(shuffleDeck(t.actor, t.deck, seededRandom('shuffle'))).toBe(12);
    const pile = deckState(t.doc, t.deck).pile;
    expect(pile.map((p) => p.id).sort()).toEqual([...before].sort());
    expect(pile.map((p) => p.id)).not.toEqual(before);
    expect(new Set(pile.map((p) => p.at.z)).size).toBe(12);
    expect(pile.every((p) => p.face === 0)).toBe(true);
    const spot = cellPoint(board(t.doc, t.deck), deckCells.pile);
    expect(pile.every((p) => p.at.x === spot.x && p.at.y === spot.y)).toBe(true);
    expect(lastLog(t.doc)).toBe('shuffled Action cards (12 cards)');
  });

  it('shuffles the same way from the same seed, whatever the order before', () => {
    const a = deckOf(8);
    const b = deckOf(8);
    shuffleDeck(b.actor, b.deck, seededRandom(99));
    shuffleDeck(a.actor, a.deck, seededRandom(42));
    shuffleDeck(b.actor, b.deck, seededRandom(42));
    expect(deckState(a.doc, a.deck).pile.map((p) => p.name)).toEqual(deckState(b.doc, b.deck).pile.map((p) => p.name));
  });

  it('puts each card on top about equally often', () => {
    const t = deckOf(5);
    const random = seededRandom('tops');
    const counts = new Map<string, number>();
    const trials = 1500;
    for (let i = 0; i < trials; i++) {
      shuffleDeck(t.actor, t.deck, random);
      const top = deckState(t.doc, t.deck).pile.at(-1)!.name;
      counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    expect(counts.size).toBe(5);
    for (const c of counts.values()) expect(Math.abs(c - trials / 5)).toBeLessThan(trials / 5 * 0.2);
  });

  it('draws the top card face up to the face-up spot, or face down to my hand', () => {
    const t = deckOf(3);
    const top = deckState(t.doc, t.deck).pile.at(-1)!;
    expect(drawCard(t.actor, t.deck, true)).toBe(top.id);
    expect(pieceOf(t.doc, top.id)).toMatchObject({ face: 1, at: { b: t.deck, ...cellPoint(board(t.doc, t.deck), deckCells.faceUp) } });
    expect(lastLog(t.doc)).toBe(`drew ${top.name} from Action cards`);

    const next = deckState(t.doc, t.deck).pile.at(-1)!;
    expect(findHand(t.doc, 'Alice')).toBeNull();
    expect(drawCard(t.actor, t.deck, false)).toBe(next.id);
    const hand = findHand(t.doc, 'Alice')!;
    expect(pieceOf(t.doc, next.id)).toMatchObject({ face: 0, at: { b: hand } });
    expect(lastLog(t.doc)).toBe("drew a card face down from Action cards to Alice's hand");
    expect(deckState(t.doc, t.deck).pile).toHaveLength(1);
  });

  it('draws to a chosen board and gives nothing from an empty pile', () => {
    const t = deckOf(1);
    const box = addBox(t.actor, 'Events');
    const id = drawCard(t.actor, t.deck, true, box)!;
    expect(pieceOf(t.doc, id).at).toMatchObject({ b: box, x: 150, y: 100 });
    expect(lastLog(t.doc)).toBe(`drew ${pieceOf(t.doc, id).name} from Action cards to Events`);
    expect(drawCard(t.actor, t.deck, true)).toBeNull();
  });

  it('deals n cards to each hand in turn, face down, side by side in each hand', () => {
    const t = deckOf(7);
    const alice = addHand(t.actor, 'Alice');
    const bob = addHand(t.actor, 'Bob');
    const pile = deckState(t.doc, t.deck).pile.map((p) => p.id);
    const dealt = dealCards(t.actor, t.deck, 3, [alice, bob]);
    expect(dealt).toEqual(pile.slice(-6).reverse());
    const inHand = (h: string) => dealt.filter((id) => pieceOf(t.doc, id).at.b === h);
    expect(inHand(alice)).toEqual([dealt[0], dealt[2], dealt[4]]);
    expect(inHand(bob)).toEqual([dealt[1], dealt[3], dealt[5]]);
    expect(new Set(inHand(alice).map((id) => pieceOf(t.doc, id).at.x)).size).toBe(3);
    expect(dealt.every((id) => pieceOf(t.doc, id).face === 0)).toBe(true);
    expect(lastLog(t.doc)).toBe("dealt 3 cards each from Action cards to Alice's hand, Bob's hand");
    expect(deckState(t.doc, t.deck).pile).toHaveLength(1);
  });

  it('stops dealing when the pile runs out, and says so', () => {
    const t = deckOf(3);
    const alice = addHand(t.actor, 'Alice');
    const bob = addHand(t.actor, 'Bob');
    expect(dealCards(t.actor, t.deck, 2, [alice, bob])).toHaveLength(3);
    expect(lastLog(t.doc)).toBe("dealt 3 cards from Action cards to Alice's hand, Bob's hand (the deck ran out)");
    expect(() => dealCards(t.actor, t.deck, 0, [alice])).toThrow(ComponentError);
    expect(() => dealCards(t.actor, t.deck, 1, [])).toThrow(ComponentError);
    expect(dealCards(t.actor, t.deck, 1, [alice])).toEqual([]);
  });

  it('discards cards face up onto the discard pile, and shuffles the discards back in', () => {
    const t = deckOf(4);
    const hand = addHand(t.actor);
    const dealt = dealCards(t.actor, t.deck, 2, [hand]);
    const faceUp = drawCard(t.actor, t.deck, true)!;
    discard(t.actor, t.deck, [...dealt, faceUp]);
    const state = deckState(t.doc, t.deck);
    expect(state.discard.map((p) => p.id).sort()).toEqual([...dealt, faceUp].sort());
    expect(state.discard.every((p) => p.face === 1)).toBe(true);
    expect(state.faceUp).toEqual([]);
    expect(lastLog(t.doc)).toMatch(/^discarded .* to Action cards$/);
    expect(shuffleDeck(t.actor, t.deck, seededRandom(5), { withDiscards: true })).toBe(4);
    expect(deckState(t.doc, t.deck).pile).toHaveLength(4);
    expect(deckState(t.doc, t.deck).discard).toEqual([]);
    expect(lastLog(t.doc)).toBe('shuffled the discards back into Action cards (4 cards)');
  });

  it('does not take back a draw: the card seen stays drawn', () => {
    const t = deckOf(2);
    const undo = createPlayerUndo(t.doc, () => 'Alice');
    const top = drawCard(t.actor, t.deck, true)!;
    expect(undo.undo().done).toBe('none');
    expect(deckState(t.doc, t.deck).pile.map((c) => c.id)).not.toContain(top);
    expect(pieceOf(t.doc, top).face).toBe(1);
  });
});
