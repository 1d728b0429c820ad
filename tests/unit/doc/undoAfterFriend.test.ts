import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces } from '../../../src/doc/operations';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readLog } from '../../../src/doc/snapshot';
import { link, stackAt, tableWith, toHex } from '../support/table';

/** Alice and Bob, each with a copy of the same table, kept in sync. */
function twoPlayers(pieces: Record<string, string>) {
  const alice = tableWith(pieces);
  const bobDoc = new Y.Doc();
  Y.applyUpdate(bobDoc, Y.encodeStateAsUpdate(alice.doc));
  link(alice.doc, bobDoc);
  const names = new Map([[bobDoc.clientID, 'Bob']]);
  const undo = createPlayerUndo(alice.doc, () => 'Alice', (client) => names.get(client) ?? null);
  return { alice, bob: { doc: bobDoc, name: 'Bob' }, undo };
}

describe('undo of a move a friend has since moved on', () => {
  it('changes nothing on either table, says who moved it, and logs no undo', () => {
    const { alice, bob, undo } = twoPlayers({ a: '0101' });
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0202') }]);
    movePieces(bob, [{ id: alice.ids.a, to: toHex('0303') }]);
    const logBefore = readLog(alice.doc).length;
    const outcome = undo.undo();
    expect(outcome).toEqual({ done: 'none', message: 'Moved since by Bob: nothing undone.' });
    expect(stackAt(alice.doc, '0303')).toEqual(['a']);
    expect(stackAt(bob.doc, '0303')).toEqual(['a']);
    expect(readLog(alice.doc)).toHaveLength(logBefore);
    expect(undo.canUndo()).toBe(false);
  });

  it('takes back the pieces nobody touched and names the ones a friend moved on', () => {
    const { alice, bob, undo } = twoPlayers({ a: '0101', b: '0505' });
    movePieces(alice.actor, [
      { id: alice.ids.a, to: toHex('0202') },
      { id: alice.ids.b, to: toHex('0606') },
    ]);
    movePieces(bob, [{ id: alice.ids.b, to: toHex('0707') }]);
    const outcome = undo.undo();
    expect(outcome.done).toBe('part');
    expect(outcome.message).toContain('except b: moved since by Bob');
    expect(stackAt(alice.doc, '0101')).toEqual(['a']);
    expect(stackAt(alice.doc, '0707')).toEqual(['b']);
    expect(readLog(alice.doc).at(-1)!.text).toMatch(/^undo move/);
  });

  it('undoes as before when nobody else touched the pieces', () => {
    const { alice, undo } = twoPlayers({ a: '0101' });
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0202') }]);
    expect(undo.undo()).toEqual({ done: 'all', message: null });
    expect(stackAt(alice.doc, '0101')).toEqual(['a']);
  });
});

describe('the log of a move of several stacks', () => {
  it("names each piece's own from and to", () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0505', c: '0505' });
    movePieces(actor, [
      { id: ids.a, to: toHex('0202') },
      { id: ids.b, to: toHex('0606') },
      { id: ids.c, to: toHex('0606') },
    ]);
    expect(readLog(doc).at(-1)!.text).toBe('move a 0101 → 0202; b, c 0505 → 0606');
  });
});
