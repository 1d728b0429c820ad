import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { carryingPrevious, replayStoredRecords, storedValue, type StoredRecord } from '../../../src/doc/persistence';
import { movePieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { tableWith, toHex } from '../support/table';
import { seeded } from '../support/random';

const labels = Array.from({ length: 39 }, (_, i) => `${String((i % 13) + 1).padStart(2, '0')}${String(Math.floor(i / 13) + 1).padStart(2, '0')}`);

/**
 * A game stored as autosave stores it: one snapshot of 39 counters, then one record per move (each
 * carrying the move before it too), 60 moves at random; returns the records and which counters each moved.
 */
function storedGame({ carry = true } = {}) {
  const game = tableWith(Object.fromEntries(labels.map((l, i) => [`c${i}`, l])));
  const records: StoredRecord[] = [];
  const moved: string[][] = [];
  let time = 1_700_000_000_000 * 1000;
  const key = (): [string, number, string] => ['game-1', (time += 1_000_000), 'tab'];
  records.push({ key: key(), value: storedValue('snapshot', Y.encodeStateAsUpdate(game.doc)) });
  moved.push([]);
  const random = seeded('storage-damage');
  let previous: Uint8Array | null = null;
  for (let i = 0; i < 60; i++) {
    const ids = [game.ids[`c${Math.floor(random() * 39)}`]];
    const before = Y.encodeStateVector(game.doc);
    movePieces(game.actor, [{ id: ids[0], to: toHex(labels[Math.floor(random() * labels.length)]) }]);
    const update = Y.encodeStateAsUpdate(game.doc, before);
    records.push({ key: key(), value: storedValue('update', carry ? carryingPrevious(previous, update) : update) });
    previous = update;
    moved.push(ids);
  }
  return { game, records, moved };
}

const damage = (value: unknown) => {
  const v = value as { bytes: Uint8Array };
  const bytes = v.bytes.slice();
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  return { ...v, bytes };
};

describe('opening a game whose autosave has one damaged record', () => {
  it('at every position, loses no counter and at most the damaged record’s own move, and says which', () => {
    const { game, records, moved } = storedGame();
    const final = readSnapshot(game.doc).pieces;
    // Position 0 is the only snapshot here: real games keep two from the start (see the next test).
    for (let k = 1; k < records.length; k++) {
      const doc = new Y.Doc();
      const report = replayStoredRecords(records.map((r, i) => (i === k ? { ...r, value: damage(r.value) } : r)), doc);
      const table = readSnapshot(doc).pieces;
      expect(table.size, `damaged record ${k}`).toBe(39);
      expect(report.skipped).toBe(1);
      expect(report.damagedAt).toEqual([Math.floor(records[k].key[1] / 1000)]);
      // Only the newest record has no successor to carry it again: its own move is all that may be lost.
      const newest = k === records.length - 1;
      const touched = new Set(newest ? moved[k] : []);
      for (const [id, piece] of final) {
        if (touched.has(id)) continue;
        expect(table.get(id)!.at, `record ${k}, ${piece.name}`).toEqual(piece.at);
      }
      expect(report).toMatchObject({ unapplied: 0, recovered: newest ? 0 : 1 });
    }
  });

  it('opens the whole game when one of its two first snapshots is damaged', () => {
    const { game, records } = storedGame();
    const snapshot = records[0];
    const twice: StoredRecord[] = [{ ...snapshot, value: damage(snapshot.value) }, { key: ['game-1', snapshot.key[1] + 1, 'tab'], value: snapshot.value }, ...records.slice(1)];
    const doc = new Y.Doc();
    const report = replayStoredRecords(twice, doc);
    expect(readSnapshot(doc).pieces).toEqual(readSnapshot(game.doc).pieces);
    expect(report).toMatchObject({ skipped: 1, unapplied: 0 });
  });

  it('skips records that are not records at all', () => {
    const { records } = storedGame();
    const doc = new Y.Doc();
    const report = replayStoredRecords([records[0], { key: ['game-1', 1, 'x'], value: null }, { key: ['game-1', 2, 'x'], value: 'junk' }, { key: ['game-1', 3, 'x'], value: { bytes: new Uint8Array([1, 2]), sum: 0 } }], doc);
    expect(report.skipped).toBe(3);
    expect(readSnapshot(doc).pieces.size).toBe(39);
  });

  it('holds back later changes that built on a lost one rather than apply them half, so no counter vanishes', () => {
    // Records that do not carry the one before them (an older build's): what follows a lost record cannot apply whole.
    const { records } = storedGame({ carry: false });
    for (const k of [1, 20, 45]) {
      const doc = new Y.Doc();
      const report = replayStoredRecords(records.map((r, i) => (i === k ? { ...r, value: damage(r.value) } : r)), doc);
      expect(readSnapshot(doc).pieces.size, `damaged record ${k}`).toBe(39);
      expect(report).toMatchObject({ skipped: 1, recovered: 0, unapplied: records.length - 1 - k });
    }
  });
});
