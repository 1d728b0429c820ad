import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { carryingPrevious, replayInPieces, storedValue, type StoredRecord } from '../../../src/doc/persistence';
import { movePieces } from '../../../src/doc/operations';
import { readMeta } from '../../../src/doc/gameDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { describeStorageDamage, describeUnopenable } from '../../../src/doc/storageNotice';
import type { Key } from '../../../src/doc/storedRecord';
import { tableWith, toHex } from '../support/table';

/** A game stored as a new game is (two snapshots), then eight moves, one record each; the newest key is its tip. */
function storedGame() {
  const game = tableWith({ a: '0101', b: '0202' });
  let time = 1_700_000_000_000 * 1000;
  const key = (): Key => ['game-1', (time += 1_000_000), 'tab'];
  const state = Y.encodeStateAsUpdate(game.doc);
  const records: StoredRecord[] = [
    { key: key(), value: storedValue('snapshot', state) },
    { key: key(), value: storedValue('snapshot', state.slice()) },
  ];
  let previous: Uint8Array | null = null;
  for (let i = 0; i < 8; i++) {
    const before = Y.encodeStateVector(game.doc);
    movePieces(game.actor, [{ id: game.ids[i % 2 ? 'b' : 'a'], to: toHex(`05${String(i + 1).padStart(2, '0')}`) }]);
    const update = Y.encodeStateAsUpdate(game.doc, before);
    records.push({ key: key(), value: storedValue('update', carryingPrevious(previous, update)) });
    previous = update;
  }
  return { game, records, tip: records.at(-1)!.key };
}

const open = async (records: StoredRecord[], tip: Key) => {
  const doc = new Y.Doc();
  const report = await replayInPieces(records, doc, undefined, undefined, tip);
  return { doc, report };
};

describe('what opening a saved game says about its storage', () => {
  it('tells of the newest change when its record was deleted, and offers a save of the rest', async () => {
    const { records, tip } = storedGame();
    const { doc, report } = await open(records.slice(0, -1), tip);
    expect(readSnapshot(doc).pieces.size).toBe(2);
    const notice = describeStorageDamage(report)!;
    expect(notice.lost).toBe(true);
    expect(notice.text).toMatch(/^The newest change saved in this browser \(at .*\) was deleted from its storage by something other than Sandtable, and is lost; everything else is here/);
  });

  it('says what is left when both snapshots were deleted, rather than that the game is not stored', async () => {
    const { records, tip } = storedGame();
    const { doc, report } = await open(records.slice(2), tip);
    expect(readMeta(doc).id).toBe('');
    expect(describeUnopenable(report)).toBe(
      "The snapshots of this game were deleted from this browser's storage. 8 change records of it remain (kept, not deleted), but they only add to a snapshot and cannot be read alone. Open a save file of it, or join a friend who has it.",
    );
  });

  it('says nothing is lost when a garbage record was appended after the newest change', async () => {
    const { game, records, tip } = storedGame();
    const garbage: StoredRecord = { key: ['game-1', tip[1] + 5, 'zzz'], value: { kind: 'update', bytes: new Uint8Array([7, 7, 7]), sum: 1 } };
    const { doc, report } = await open([...records, garbage], tip);
    expect(readSnapshot(doc).pieces).toEqual(readSnapshot(game.doc).pieces);
    const notice = describeStorageDamage(report)!;
    expect(notice).toEqual({ lost: false, text: "1 record added to this browser's storage after Sandtable's last change is not Sandtable's: left out, and no change of the game is lost by it." });
  });

  it('still tells of a loss when the newest record Sandtable wrote is damaged', async () => {
    const { records, tip } = storedGame();
    const newest = records.at(-1)!.value as { bytes: Uint8Array };
    const damaged = { ...newest, bytes: newest.bytes.map((b, i) => (i > 4 ? b ^ 0x5a : b)) };
    const { report } = await open([...records.slice(0, -1), { key: tip, value: damaged }], tip);
    expect(describeStorageDamage(report)).toMatchObject({ lost: true, text: expect.stringMatching(/1 damaged record \(saved at .*\)\. The changes in it could not be read and are lost; everything else is here/) });
  });
});
