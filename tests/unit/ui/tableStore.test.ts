import { describe, expect, it } from 'vitest';
import { TableStore } from '../../../src/ui/table/tableStore';
import type { Board, Piece, TableSnapshot } from '../../../src/model/records';
import type { Stack } from '../../../src/model/stacks';
import { keyBetween } from '../../../src/model/order';
import { seeded } from '../support/random';

type Random = () => number;

const boards = new Map<string, Board>([
  ['west', { id: 'west', name: 'West', fill: '#ccc', width: 400, height: 300, x: 0, y: 0, grid: { kind: 'none' } }],
  ['east', { id: 'east', name: 'East', fill: '#ccc', width: 400, height: 300, x: 380, y: -40, grid: { kind: 'none' } }],
]);

/** A few spots per board, so pieces pile into stacks and leave them often. */
const spots = [...boards.keys()].flatMap((b) => [20, 90, 160].flatMap((x) => [30, 100].map((y) => ({ b, x, y }))));

function snapshotOf(pieces: Map<string, Piece>, tableBoards: ReadonlyMap<string, Board> = boards): TableSnapshot {
  return { meta: { id: 'g', name: 'G' } as TableSnapshot['meta'], boards: tableBoards, faces: new Map(), assets: new Map(), pieces };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function newPiece(random: Random, id: string): Piece {
  const spot = pick(random, spots);
  return { id, name: id, kind: random() < 0.2 ? 'marker' : 'unit', faces: ['a', 'b'], face: 0, rot: 0, size: 50, at: { ...spot, z: keyBetween(null, null) }, attrs: {} };
}

/** `count` random pieces by id, named p0, p1… */
function randomPieces(random: Random, count: number): Map<string, Piece> {
  const pieces = new Map<string, Piece>();
  for (let i = 0; i < count; i++) {
    const p = newPiece(random, `p${i}`);
    pieces.set(p.id, p);
  }
  return pieces;
}

/** One random edit, as a peer's transaction would make it: the next pieces map (unchanged pieces keep their objects) and the ids it touched. */
function randomEdit(random: Random, pieces: Map<string, Piece>, serial: { n: number }): { pieces: Map<string, Piece>; changed: Set<string> } {
  const next = new Map(pieces);
  const changed = new Set<string>();
  const ids = [...pieces.keys()];
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const roll = random();
    const id = ids.length ? pick(random, ids) : null;
    const piece = id ? next.get(id) : undefined;
    if (!piece || roll < 0.15) {
      const fresh = newPiece(random, `p${serial.n++}`);
      next.set(fresh.id, fresh);
      changed.add(fresh.id);
    } else if (roll < 0.25) {
      next.delete(piece.id);
      changed.add(piece.id);
    } else if (roll < 0.7) {
      const spot = pick(random, spots);
      next.set(piece.id, { ...piece, at: { ...spot, z: keyBetween(piece.at.z, null) } });
      changed.add(piece.id);
    } else if (roll < 0.85) {
      next.set(piece.id, { ...piece, face: 1 - piece.face });
      changed.add(piece.id);
    } else {
      // Named as changed, yet the same object: a transaction that wrote an equal value.
      changed.add(piece.id);
    }
  }
  return { pieces: next, changed };
}

const shape = (list: readonly Stack[]) => list.map((s) => ({ key: s.key, board: s.board, x: s.x, y: s.y, pieces: s.pieces.map((p) => p.id) }));

/** The keys whose stacks differ between two freshly built stores: appeared, gone, or other piece objects. */
function differingKeys(before: TableStore, after: TableStore): Set<string> {
  const keys = new Set([...before.stackList(), ...after.stackList()].map((s) => s.key));
  return new Set(
    [...keys].filter((key) => {
      const [a, b] = [before.stack(key), after.stack(key)];
      return !a || !b || a.pieces.length !== b.pieces.length || a.pieces.some((p, i) => p !== b.pieces[i]);
    }),
  );
}

describe('table store updated with the ids a change names', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`matches a freshly built store after random edits, keeps unchanged stacks and names exactly the changed keys (seed ${seed})`, () => {
      const random = seeded(seed);
      const serial = { n: 0 };
      let pieces = new Map<string, Piece>();
      for (let i = 0; i < 30; i++) {
        const p = newPiece(random, `p${serial.n++}`);
        pieces.set(p.id, p);
      }
      const store = new TableStore(snapshotOf(pieces));
      let heard: Set<string> | null = null;
      store.subscribeChanges((keys) => (heard = new Set(keys)));
      const stackHeard = new Map<string, number>();
      for (const spot of spots) {
        const key = `${spot.b}|${spot.x}|${spot.y}`;
        store.subscribeStack(key, () => stackHeard.set(key, (stackHeard.get(key) ?? 0) + 1));
      }
      for (let step = 0; step < 300; step++) {
        const before = new TableStore(snapshotOf(pieces));
        const objectsBefore = new Map(store.stackList().map((s) => [s.key, s]));
        const listBefore = store.stackList();
        const edit = randomEdit(random, pieces, serial);
        pieces = edit.pieces;
        heard = null;
        stackHeard.clear();
        store.update(snapshotOf(pieces), edit.changed);

        const fresh = new TableStore(snapshotOf(pieces));
        expect(shape(store.stackList())).toEqual(shape(fresh.stackList()));
        for (const s of fresh.stackList()) expect(store.stack(s.key)!.pieces).toEqual(s.pieces);

        const expected = differingKeys(before, fresh);
        expect(heard ?? new Set()).toEqual(expected);
        expect(new Set(stackHeard.keys())).toEqual(expected);
        for (const [key, stack] of objectsBefore) if (!expected.has(key)) expect(store.stack(key)).toBe(stack);
        // A renderer that compares the list by identity sees every change, and no change when there was none.
        if (expected.size) expect(store.stackList()).not.toBe(listBefore);
        else expect(store.stackList()).toBe(listBefore);
      }
    });
  }

  it('regroups everything when the boards moved, and still keeps the stacks whose contents did not change', () => {
    const random = seeded(9);
    const pieces = randomPieces(random, 20);
    const store = new TableStore(snapshotOf(pieces));
    const kept = new Map(store.stackList().map((s) => [s.key, s]));
    // East slides above west: its stacks now come first in the draw order.
    const moved = new Map(boards);
    moved.set('east', { ...boards.get('east')!, y: -1000 });
    const mover = [...pieces.values()].find((p) => p.at.b === 'west')!;
    const nextPieces = new Map(pieces).set(mover.id, { ...mover, face: 1 });
    let heard: ReadonlySet<string> = new Set();
    store.subscribeChanges((keys) => (heard = keys));
    store.update(snapshotOf(nextPieces, moved), new Set([mover.id]));
    const fresh = new TableStore(snapshotOf(nextPieces, moved));
    expect(shape(store.stackList())).toEqual(shape(fresh.stackList()));
    expect(store.stackList()[0].board).toBe('east');
    const moverKey = `${mover.at.b}|${mover.at.x}|${mover.at.y}`;
    expect([...heard]).toEqual([moverKey]);
    for (const [key, stack] of kept) if (key !== moverKey) expect(store.stack(key)).toBe(stack);
  });

  it('regroups everything when no changed ids are given, with the same result', () => {
    const random = seeded(11);
    const serial = { n: 0 };
    let pieces = new Map<string, Piece>();
    for (let i = 0; i < 25; i++) {
      const p = newPiece(random, `p${serial.n++}`);
      pieces.set(p.id, p);
    }
    const store = new TableStore(snapshotOf(pieces));
    for (let step = 0; step < 50; step++) {
      pieces = randomEdit(random, pieces, serial).pieces;
      store.update(snapshotOf(pieces));
      expect(shape(store.stackList())).toEqual(shape(new TableStore(snapshotOf(pieces)).stackList()));
    }
  });

  it('takes the very snapshot it holds as no change at all: nothing regrouped, nobody told', () => {
    const random = seeded(5);
    const pieces = randomPieces(random, 10);
    const snapshot = snapshotOf(pieces);
    const store = new TableStore(snapshot);
    const before = store.stackList();
    let told = 0;
    store.subscribe(() => told++);
    store.update(snapshot);
    expect(told).toBe(0);
    expect(store.stackList()).toBe(before);
    store.update(snapshotOf(new Map(pieces)));
    expect(told).toBe(1);
  });

  it('finds the stack of a piece after it moved', () => {
    const a: Piece = { id: 'a', name: 'A', kind: 'unit', faces: ['f'], face: 0, rot: 0, size: 50, at: { b: 'west', x: 20, y: 30, z: keyBetween(null, null) }, attrs: {} };
    const store = new TableStore(snapshotOf(new Map([['a', a]])));
    store.update(snapshotOf(new Map([['a', { ...a, at: { ...a.at, x: 90 } }]])), new Set(['a']));
    expect(store.stackOf('a')?.key).toBe('west|90|30');
    expect(store.stack('west|20|30')).toBeUndefined();
  });
});
