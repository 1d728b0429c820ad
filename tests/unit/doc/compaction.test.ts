import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { compactedState, covers, foldRecords, hasHistory } from '../../../src/doc/compaction';
import { carryingPrevious } from '../../../src/doc/persistence';
import { movePieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { tableWith, toHex } from '../support/table';

const labels = ['0101', '0202', '0303', '0404', '0505', '0606', '0707'];

/** A game stored as autosave stores it: a snapshot, then one record per move carrying the one before. */
function storedGame(moves: number) {
  const game = tableWith(Object.fromEntries(labels.map((l, i) => [`c${i}`, l])));
  const records = [Y.encodeStateAsUpdate(game.doc)];
  let previous: Uint8Array | null = null;
  for (let i = 0; i < moves; i++) {
    const before = Y.encodeStateVector(game.doc);
    movePieces(game.actor, [{ id: game.ids[`c${i % labels.length}`], to: toHex(labels[(i * 3 + 1) % labels.length]) }]);
    const update = Y.encodeStateAsUpdate(game.doc, before);
    records.push(carryingPrevious(previous, update));
    previous = update;
  }
  return { game, records };
}

const tableOf = (state: Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return [...readSnapshot(doc).pieces.values()].map((p) => [p.id, p.at.x, p.at.y]).sort();
};

describe('compacting a stored game', () => {
  it('folds the stored records into the same table as the live document, smaller than the records together', () => {
    const { game, records } = storedGame(120);
    const folded = foldRecords(records);
    expect(tableOf(folded.state)).toEqual(tableOf(Y.encodeStateAsUpdate(game.doc)));
    expect(folded.state.byteLength).toBeLessThan(records.reduce((n, r) => n + r.byteLength, 0));
    expect(covers(folded.vector, Y.encodeStateVector(game.doc))).toBe(true);
  });

  it('knows a fold that lacks the last moves does not cover the live document', () => {
    const { game, records } = storedGame(30);
    const short = foldRecords(records.slice(0, -2));
    expect(covers(short.vector, Y.encodeStateVector(game.doc))).toBe(false);
  });

  it('encodes the live document itself where no worker can run (as in Node)', async () => {
    const { game } = storedGame(10);
    let read = false;
    const result = await compactedState(game.doc, async () => ((read = true), []));
    expect(result.inWorker).toBe(false);
    expect(read).toBe(false);
    expect(tableOf(result.state)).toEqual(tableOf(Y.encodeStateAsUpdate(game.doc)));
  });
});

describe('whether a stored game has history to compact', () => {
  const key = (n: number): [string, number, string] => ['g', n, 'w'];
  it('has none when it holds only its two first snapshots (new, imported or joined)', () => {
    expect(hasHistory({ keys: [key(1), key(2)], newestSnapshot: key(2) })).toBe(false);
  });
  it('has some once a record follows the newest snapshot', () => {
    expect(hasHistory({ keys: [key(1), key(2), key(3)], newestSnapshot: key(2) })).toBe(true);
    expect(hasHistory({ keys: [key(1), key(2)], newestSnapshot: key(1) })).toBe(true);
  });
  it('has some when no snapshot verified', () => {
    expect(hasHistory({ keys: [key(1)], newestSnapshot: null })).toBe(true);
  });
});
