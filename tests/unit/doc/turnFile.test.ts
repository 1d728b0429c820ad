/**
 * Play by e-mail (issue #29): a turn file carries what the friends have not acknowledged, sealed
 * with the room's key; it merges in any order and twice harmlessly, never as a copy, and a file
 * that is damaged, foreign or sealed for another game is refused with a reason and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { applyTurn, decodeTurnFile, encodeTurnFile, heldByAll, isTurnFile, turnFileRoom, TurnFileError } from '../../../src/doc/turnFile';
import { roomKey, roomNameFor } from '../../../src/net/roomCrypto';
import { tableWith, toHex } from '../support/table';
import type { Actor } from '../../../src/doc/operations';
import { guardDoc } from '../../../src/doc/docGuard';

const hexOf = (doc: Y.Doc, id: string) => readSnapshot(doc).pieces.get(id)!.at;

/** Alice's game, and Bob's copy of it as the share link gave it to him (same document, his own writer). */
async function twoCopies() {
  const alice = tableWith({ a: '0101', b: '0505' });
  const bobDoc = new Y.Doc();
  Y.applyUpdate(bobDoc, Y.encodeStateAsUpdate(alice.doc));
  const bob: Actor = { doc: bobDoc, name: 'Bob' };
  const name = await roomNameFor('game-1', 'secret-1');
  const room = { name, key: await roomKey('secret-1', name) };
  return { alice, bob, room };
}

describe('a turn file', () => {
  it('brings Alice’s moves into Bob’s copy, with her name and what she holds', async () => {
    const { alice, bob, room } = await twoCopies();
    const since = Y.encodeStateVector(bob.doc);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    const file = await encodeTurnFile(alice.doc, room, { name: 'Alice', key: 'alice-key' }, since);
    expect(isTurnFile(file)).toBe(true);
    expect(turnFileRoom(file)).toBe(room.name);
    const turn = await decodeTurnFile(file, room.key);
    expect(turn.from).toEqual({ name: 'Alice', key: 'alice-key' });
    expect(applyTurn(bob.doc, turn)).toBe(1);
    expect(hexOf(bob.doc, alice.ids.a)).toEqual(hexOf(alice.doc, alice.ids.a));
    expect(Y.decodeStateVector(turn.stateVector)).toEqual(Y.decodeStateVector(Y.encodeStateVector(alice.doc)));
  });

  it('merges twice harmlessly: the second time brings nothing', async () => {
    const { alice, bob, room } = await twoCopies();
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    const turn = await decodeTurnFile(await encodeTurnFile(alice.doc, room, { name: 'Alice' }, null), room.key);
    expect(applyTurn(bob.doc, turn)).toBe(1);
    const after = Y.encodeStateVector(bob.doc);
    expect(applyTurn(bob.doc, turn)).toBe(0);
    expect(Y.encodeStateVector(bob.doc)).toEqual(after);
    expect(readSnapshot(bob.doc).pieces.size).toBe(2);
  });

  it('merges in any order: a later file holds what an earlier unacknowledged one held', async () => {
    const { alice, bob, room } = await twoCopies();
    const since = Y.encodeStateVector(bob.doc);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    const first = await decodeTurnFile(await encodeTurnFile(alice.doc, room, { name: 'Alice' }, since), room.key);
    movePieces(alice.actor, [{ id: alice.ids.b, to: toHex('0707') }]);
    const second = await decodeTurnFile(await encodeTurnFile(alice.doc, room, { name: 'Alice' }, since), room.key);
    expect(applyTurn(bob.doc, second)).toBe(2);
    expect(applyTurn(bob.doc, first)).toBe(0);
    expect(hexOf(bob.doc, alice.ids.a)).toEqual(hexOf(alice.doc, alice.ids.a));
    expect(hexOf(bob.doc, alice.ids.b)).toEqual(hexOf(alice.doc, alice.ids.b));
  });

  it('sends only what every friend lacks: the least of their acknowledged clocks', async () => {
    const { alice, bob, room } = await twoCopies();
    movePieces(bob, [{ id: alice.ids.b, to: toHex('0909') }]);
    const bobHolds = Y.encodeStateVector(bob.doc);
    const carolHolds = Y.encodeStateVector(alice.doc);
    const least = heldByAll([bobHolds, carolHolds])!;
    expect(Y.decodeStateVector(least)).toEqual(Y.decodeStateVector(carolHolds));
    expect(heldByAll([])).toBeNull();
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    const file = await encodeTurnFile(alice.doc, room, { name: 'Alice' }, least);
    const whole = await encodeTurnFile(alice.doc, room, { name: 'Alice' }, null);
    expect(file.byteLength).toBeLessThan(whole.byteLength);
  });

  it('is refused, changing nothing, when sealed for another game, altered, or not a turn file at all', async () => {
    const { alice, bob, room } = await twoCopies();
    const bobsTable = Y.encodeStateVector(bob.doc);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    const file = await encodeTurnFile(alice.doc, room, { name: 'Alice' }, null);
    const otherName = await roomNameFor('game-2', 'secret-2');
    const otherKey = await roomKey('secret-2', otherName);
    await expect(decodeTurnFile(file, otherKey)).rejects.toThrow(/sealed for another game, or it was changed/);
    const altered = file.slice();
    altered[altered.length - 5] ^= 0xff;
    await expect(decodeTurnFile(altered, room.key)).rejects.toThrow(TurnFileError);
    expect(() => turnFileRoom(new TextEncoder().encode('PK\u0003\u0004 a zip'))).toThrow(/not a Sandtable turn file/);
    expect(() => turnFileRoom(new TextEncoder().encode('SANDTURN 1\n{"room": 5}\n'))).toThrow(/names no game/);
    expect(Y.encodeStateVector(bob.doc)).toEqual(bobsTable);
  });

  it('hides its contents from whoever finds it: only the room name is readable', async () => {
    const { alice, room } = await twoCopies();
    const file = await encodeTurnFile(alice.doc, room, { name: 'Alice' }, null);
    const text = new TextDecoder('latin1').decode(file);
    expect(text).toContain(room.name);
    expect(text).not.toContain('Alice');
    expect(text).not.toContain('Map');
  });

  it('from a cheating friend is checked like a hostile peer’s update: a counter written over with garbage is put back', async () => {
    const { alice, bob, room } = await twoCopies();
    const guard = guardDoc(bob.doc);
    guard.checkAll();
    const before = readSnapshot(bob.doc).pieces.get(alice.ids.a);
    const since = Y.encodeStateVector(alice.doc);
    alice.doc.getMap('pieces').set(alice.ids.a, 'oops');
    const crafted = await encodeTurnFile(alice.doc, room, { name: 'Alice' }, since);
    applyTurn(bob.doc, await decodeTurnFile(crafted, room.key));
    expect(readSnapshot(bob.doc).pieces.get(alice.ids.a)).toEqual(before);
    guard.stop();
  });
});
