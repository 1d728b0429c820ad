import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deletePieces, duplicatePieces, flipPieces, movePieces, rotatePieces, say } from '../../../src/doc/operations';
import { createPlayerUndo } from '../../../src/doc/undo';
import { prepareHide, writeHide } from '../../../src/doc/hiddenOps';
import { setAttributes } from '../../../src/doc/pieceOps';
import { newIdentity } from '../../../src/trust/identity';
import { buildGame } from '../../../src/doc/library';
import { endTurn } from '../../../src/doc/turnOps';
import { rollDice } from '../../../src/doc/diceOps';
import { readSnapshot } from '../../../src/doc/snapshot';
import { readHistory } from '../../../src/doc/historyRead';
import { historyOf } from '../../../src/doc/historySteps';
import { decodeSaveFile, encodeSaveFile } from '../../../src/doc/saveFile';
import { createReplay, movesOf } from '../../../src/history/replay';
import { link, tableWith, toHex } from '../support/table';
import type { TableSnapshot } from '../../../src/model/records';

/** The pieces of a table as plain, comparable records. */
const piecesOf = (table: TableSnapshot) => Object.fromEntries([...table.pieces].map(([id, p]) => [id, { ...p }]));

describe('the history of a game', () => {
  it('rebuilds the table exactly as it stood after every step, walking back from now', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101', c: '0505' });
    const seen = [readSnapshot(doc)];
    const steps = [
      () => movePieces(actor, [{ id: ids.a, to: toHex('0303') }]),
      () => flipPieces(actor, [ids.b]),
      () => rotatePieces(actor, [ids.c], 60),
      () => duplicatePieces(actor, [ids.c]),
      () => deletePieces(actor, [ids.b]),
      () => movePieces(actor, [{ id: ids.c, to: toHex('0303') }, { id: ids.a, to: toHex('0707') }]),
      () => endTurn(actor),
    ];
    for (const step of steps) {
      step();
      seen.push(readSnapshot(doc));
    }
    const history = readHistory(doc);
    expect(history.map((s) => s.op)).toEqual(['addToTable', 'movePieces', 'flipPieces', 'rotatePieces', 'duplicatePieces', 'deletePieces', 'movePieces', 'endTurn']);
    const replay = createReplay(readSnapshot(doc), history, 3);
    expect(replay.tableAt(0).pieces.size).toBe(0);
    for (let p = 0; p <= steps.length; p++) expect(piecesOf(replay.tableAt(p + 1)), `after ${p} moves`).toEqual(piecesOf(seen[p]));
  });

  it('keeps an undo as a step of its own: the move shows, then shows undone', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    const start = readSnapshot(doc).pieces.get(ids.a)!.at;
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    const moved = readSnapshot(doc).pieces.get(ids.a)!.at;
    undo.undo();
    const history = readHistory(doc);
    expect(history.map((s) => s.op)).toEqual(['addToTable', 'movePieces', 'undo']);
    expect(history[2].line?.text).toMatch(/^undo move a/);
    const replay = createReplay(readSnapshot(doc), history);
    expect([1, 2, 3].map((p) => replay.tableAt(p).pieces.get(ids.a)!.at)).toEqual([start, moved, start]);
  });

  it('keeps no trace of what a hidden counter was: a late joiner’s history holds neither its name nor its attributes', () => {
    const { doc, actor, ids } = tableWith({ lehr: '0101', decoy: '0202' });
    setAttributes(actor, [ids.lehr], { elite: 'Lehr-Brigade' });
    movePieces(actor, [{ id: ids.lehr, to: toHex('0303') }]);
    const owner = { ...actor, identity: newIdentity() };
    writeHide(owner, prepareHide(owner, [ids.lehr]));
    const joiner = new Y.Doc();
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(doc));
    const stored = JSON.stringify(historyOf(joiner).toJSON());
    expect(stored).not.toContain('Lehr-Brigade');
    const history = readHistory(joiner);
    expect(history.at(-1)!.op).toBe('hideCounters');
    // Before its hide the replay shows it hidden, where it stood.
    const replay = createReplay(readSnapshot(joiner), history);
    const before = replay.tableAt(history.length - 1).pieces.get(ids.lehr)!;
    expect(before).toMatchObject({ name: 'Hidden counter', attrs: {} });
    expect(before.at).toEqual(readSnapshot(joiner).pieces.get(ids.lehr)!.at);
    expect(replay.tableAt(history.length - 2).pieces.get(ids.lehr)!.at).not.toEqual(before.at);
  });

  it('starts after a new game’s setup: building it writes no step, however many counters it sets up', () => {
    const setup = tableWith({ a: '0101', b: '0202' });
    const doc = buildGame('Built', { boards: [...readSnapshot(setup.doc).boards.values()], faces: Object.fromEntries(readSnapshot(setup.doc).faces), pieces: [...readSnapshot(setup.doc).pieces.values()] }, 'Alice');
    expect(readSnapshot(doc).pieces.size).toBe(2);
    expect(readHistory(doc)).toEqual([]);
    movePieces({ doc, name: 'Alice' }, [{ id: setup.ids.a, to: toHex('0303') }]);
    expect(readHistory(doc).map((s) => s.op)).toEqual(['movePieces']);
  });

  it('pairs each step with the log line its operation wrote', () => {
    const { doc, actor, ids } = tableWith({ lehr: '1712' });
    movePieces(actor, [{ id: ids.lehr, to: toHex('0611') }]);
    say(actor, 'your turn');
    const [setup, move] = readHistory(doc);
    expect(setup.line?.text).toBe('set up the table');
    expect(move.line?.text).toBe('move lehr 1712 → 0611');
    expect(readHistory(doc)).toHaveLength(2);
  });

  it('keeps a roll as a moment of its own, though it moves nothing', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    rollDice(actor, '2d6', 'attack');
    const roll = readHistory(doc)[1];
    expect(roll.op).toBe('rollDice');
    expect(roll.line?.text).toMatch(/roll/);
    expect(roll.changed.size + roll.added.size + roll.removed.size).toBe(0);
  });

  it('says from where to where a step moved each counter', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const from = readSnapshot(doc).pieces.get(ids.a)!.at;
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    const history = readHistory(doc);
    const replay = createReplay(readSnapshot(doc), history);
    const [move] = movesOf(history[1], replay.tableAt(1), replay.tableAt(2));
    expect(move.from).toEqual(from);
    expect(move.to).toEqual(readSnapshot(doc).pieces.get(ids.a)!.at);
  });

  it('orders two players’ concurrent steps the same way in both browsers', () => {
    const alice = tableWith({ a: '0101', b: '0202' });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc));
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    movePieces({ doc: bob, name: 'Bob' }, [{ id: alice.ids.b, to: toHex('0404') }]);
    link(alice.doc, bob);
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc));
    Y.applyUpdate(alice.doc, Y.encodeStateAsUpdate(bob));
    const order = (doc: Y.Doc) => readHistory(doc).map((s) => s.line?.who);
    expect(order(alice.doc)).toEqual(order(bob));
    expect(new Set(order(bob))).toEqual(new Set(['Alice', 'Bob']));
  });

  it('leaves out a step a peer wrote in a shape no build writes, and replays the rest', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    historyOf(doc).push([{ o: 'movePieces', p: { [ids.a]: 'junk' } } as never, 'not a step' as never]);
    movePieces(actor, [{ id: ids.a, to: toHex('0505') }]);
    const history = readHistory(doc);
    expect(history.map((s) => s.op)).toEqual(['addToTable', 'movePieces', 'movePieces']);
    expect(createReplay(readSnapshot(doc), history).tableAt(1).pieces.get(ids.a)!.at).toEqual(readSnapshot(tableWith({ a: '0101' }).doc).pieces.get(ids.a)!.at);
  });

  it('survives the document’s own garbage collection: the steps hold their values', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const start = readSnapshot(doc).pieces.get(ids.a)!.at;
    for (const hex of ['0202', '0303', '0404']) movePieces(actor, [{ id: ids.a, to: toHex(hex) }]);
    const reloaded = new Y.Doc();
    Y.applyUpdate(reloaded, Y.encodeStateAsUpdate(doc));
    const replay = createReplay(readSnapshot(reloaded), readHistory(reloaded));
    expect(replay.tableAt(1).pieces.get(ids.a)!.at).toEqual(start);
  });
});

describe('the history in a save file', () => {
  const noImages = async () => undefined;

  it('travels in the file: the game opened elsewhere replays every step', async () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const start = readSnapshot(doc).pieces.get(ids.a)!.at;
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    movePieces(actor, [{ id: ids.a, to: toHex('0505') }]);
    const opened = new Y.Doc();
    Y.applyUpdate(opened, (await decodeSaveFile(await encodeSaveFile(doc, noImages))).state);
    const history = readHistory(opened);
    expect(history.map((s) => s.op)).toEqual(['addToTable', 'movePieces', 'movePieces']);
    expect(createReplay(readSnapshot(opened), history).tableAt(1).pieces.get(ids.a)!.at).toEqual(start);
  });

  it('is left out of a file saved without history, which is smaller and holds the same table', async () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0202' });
    for (let i = 0; i < 200; i++) movePieces(actor, [{ id: i % 2 ? ids.a : ids.b, to: toHex(i % 3 ? '0303' : '0505') }]);
    const full = await encodeSaveFile(doc, noImages);
    const small = await encodeSaveFile(doc, noImages, undefined, { history: false });
    expect(small.byteLength).toBeLessThan(full.byteLength * 0.8);
    const opened = new Y.Doc();
    Y.applyUpdate(opened, (await decodeSaveFile(small)).state);
    expect(readHistory(opened)).toEqual([]);
    expect(piecesOf(readSnapshot(opened))).toEqual(piecesOf(readSnapshot(doc)));
  });
});
