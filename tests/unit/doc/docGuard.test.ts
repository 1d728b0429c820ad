import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deletePieces, movePieces } from '../../../src/doc/operations';
import { guardDoc, type IgnoredReport } from '../../../src/doc/docGuard';
import { typesOf } from '../../../src/doc/gameDoc';
import { migrateDoc } from '../../../src/doc/migrations';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { createPlayerUndo } from '../../../src/doc/undo';
import { link, stackAt, tableWith, toHex } from '../support/table';

/** Alice's guarded table and Mallory's copy of it, linked both ways like a room. */
function aliceAndMallory(pieces: Record<string, string> = { a: '0101', b: '0202' }) {
  const alice = tableWith(pieces);
  const ignored: IgnoredReport[] = [];
  const guard = guardDoc(alice.doc, { onIgnored: (r) => ignored.push(r), playerName: () => 'Alice' });
  guard.checkAll();
  const mallory = new Y.Doc();
  Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice.doc));
  link(alice.doc, mallory);
  return { alice, mallory, ignored, t: typesOf(mallory) };
}

/** The document as a fresh browser would open it from its stored state. */
function reopened(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function expectSoundEverywhere(alice: Y.Doc, mallory: Y.Doc, pieces: number) {
  for (const doc of [alice, mallory, reopened(alice)]) {
    expect(() => migrateDoc(doc)).not.toThrow();
    expect(readSnapshot(doc).pieces.size).toBe(pieces);
    expect(readSnapshot(doc).boards.size).toBe(1);
  }
}

describe('the document guard', () => {
  it('puts back a counter a peer overwrote with text or null, and names that peer', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    t.pieces.set(alice.ids.a, 'oops' as never);
    t.pieces.set(alice.ids.b, null as never);
    expectSoundEverywhere(alice.doc, mallory, 2);
    expect(stackAt(alice.doc, '0101')).toEqual(['a']);
    expect(ignored.map((r) => r.clients)).toEqual([[mallory.clientID], [mallory.clientID]]);
    expect(ignored[0].problems[0].path).toBe(`pieces.${alice.ids.a}`);
  });

  it('puts back a board a peer set to null or to a 100000 × 100000 grid', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    const [id, board] = [...t.boards.entries()][0];
    t.boards.set(id, null as never);
    expect(readSnapshot(alice.doc).boards.get(id)).toEqual(board);
    t.boards.set(id, { ...board, grid: { ...board.grid, columns: 100_000, rows: 100_000 } } as never);
    expect(readSnapshot(alice.doc).boards.get(id)).toEqual(board);
    expect(ignored[1].problems.map((p) => p.path)).toContain(`boards.${id}.grid.columns`);
    expectSoundEverywhere(alice.doc, mallory, 2);
  });

  it('puts back a VASSAL origin a peer overwrites with a megabyte of text, and removes one it invents', () => {
    const { alice, t } = aliceAndMallory();
    const board = { map: 'Main Map', x: 100, y: 100, width: 3300, height: 2457, reversed: false };
    typesOf(alice.doc).vassal.set('b:map', board);
    t.vassal.set('b:map', { ...board, map: 'x'.repeat(1_000_000) });
    t.vassal.set('p:invented', { id: '1', type: 'piece;;;a.png;A', state: '', map: 'Main Map', faces: [-1] });
    expect(typesOf(alice.doc).vassal.get('b:map')).toEqual(board);
    expect(t.vassal.get('b:map')).toEqual(board);
    expect(typesOf(alice.doc).vassal.has('p:invented')).toBe(false);
  });

  it('keeps the game id and schema version whatever a peer writes', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    const before = readSnapshot(alice.doc).meta;
    mallory.transact(() => {
      t.meta.set('schemaVersion', 99);
      t.meta.set('id', 'hijacked');
    });
    expect(readSnapshot(alice.doc).meta).toEqual(before);
    expect(readSnapshot(mallory).meta).toEqual(before);
    expect(ignored[0].problems.map((p) => p.path).sort()).toEqual(['meta.id', 'meta.schemaVersion']);
    expectSoundEverywhere(alice.doc, mallory, 2);
  });

  it('leaves out counters a peer adds under prototype names or with a bad field', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    const good = t.pieces.get(alice.ids.a)!;
    for (const id of ['__proto__', 'constructor']) {
      const copy = new Y.Map<unknown>();
      good.forEach((v, k) => copy.set(k, v));
      t.pieces.set(id, copy);
    }
    t.pieces.get(alice.ids.b)!.set('at', { b: 'nowhere', x: 'left', y: 0, z: 'a0' });
    expectSoundEverywhere(alice.doc, mallory, 2);
    expect(t.pieces.has('__proto__')).toBe(false);
    expect(ignored.flatMap((r) => r.problems.map((p) => p.path))).toEqual(['pieces.__proto__', 'pieces.constructor', `pieces.${alice.ids.b}.at.x`]);
  });

  it('completes a counter that an undo brought back without its place, and says so in the log', () => {
    const alice = tableWith({ a: '0101' });
    guardDoc(alice.doc, { playerName: () => 'Alice' }).checkAll();
    const undo = createPlayerUndo(alice.doc, () => 'Alice', () => 'Bob');
    const bob = { doc: reopened(alice.doc), name: 'Bob' };
    deletePieces(alice.actor, [alice.ids.a]);
    movePieces(bob, [{ id: alice.ids.a, to: toHex('0505') }]);
    Y.applyUpdate(alice.doc, Y.encodeStateAsUpdate(bob.doc, Y.encodeStateVector(alice.doc)), 'remote');
    undo.undo();
    Y.applyUpdate(bob.doc, Y.encodeStateAsUpdate(alice.doc, Y.encodeStateVector(bob.doc)), 'remote');
    expect(stackAt(alice.doc, '0101')).toEqual(['a']);
    expect(stackAt(bob.doc, '0101')).toEqual(['a']);
    expect(readLog(alice.doc).map((l) => l.text)).toContainEqual(expect.stringMatching(/^put a back where last seen/));
  });

  it('gives a joiner the game id it was invited to and a schema version it reads, whatever the first peer claims', () => {
    const host = tableWith({ a: '0101' });
    typesOf(host.doc).meta.set('schemaVersion', 99);
    typesOf(host.doc).meta.set('id', 'someone-elses-game');
    const joiner = new Y.Doc();
    const ignored: IgnoredReport[] = [];
    guardDoc(joiner, { gameId: 'game-1', onIgnored: (r) => ignored.push(r) }).checkAll();
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(host.doc), 'remote');
    expect(readSnapshot(joiner).meta).toMatchObject({ id: 'game-1', schemaVersion: 1 });
    expect(() => migrateDoc(reopened(joiner))).not.toThrow();
    expect(ignored[0].problems.map((p) => p.path).sort()).toEqual(['meta.id', 'meta.schemaVersion']);
  });

  it('leaves a counter without a place off the table, without deleting it for everyone', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    const placeless = new Y.Map<unknown>();
    placeless.set('faces', ['front']);
    t.pieces.set('placeless', placeless);
    expectSoundEverywhere(alice.doc, mallory, 2);
    expect(t.pieces.has('placeless')).toBe(true);
    expect(ignored).toEqual([]);
  });
});
