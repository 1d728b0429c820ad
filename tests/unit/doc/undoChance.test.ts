import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces } from '../../../src/doc/operations';
import { rollDice } from '../../../src/doc/diceOps';
import { logRules } from '../../../src/doc/rulesOps';
import { addCup } from '../../../src/doc/componentOps';
import { drawFromCup } from '../../../src/doc/componentPlay';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { seededRandom } from '../../../src/dice/dice';
import { cellPoint } from '../../../src/components/layout';
import { restingPoint } from '../../../src/geometry/places';
import { link, stackAt, tableWith, toHex } from '../support/table';

describe('undo and chance', () => {
  it('cannot take back a move once a roll has followed it, nor the roll; a later move can be', () => {
    const alice = tableWith({ a: '0101', b: '0202' });
    const undo = createPlayerUndo(alice.doc, () => 'Alice');
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    rollDice(alice.actor, '2d6', 'attack', seededRandom(1));
    expect(undo.canUndo()).toBe(false);
    expect(undo.undo()).toEqual({ done: 'none', message: 'A roll or draw since cannot be taken back, nor anything before it.' });
    expect(stackAt(alice.doc, '0303')).toEqual(['a']);
    expect(readLog(alice.doc).at(-1)).toMatchObject({ chance: true });
    movePieces(alice.actor, [{ id: alice.ids.b, to: toHex('0404') }]);
    expect(undo.undo().done).toBe('all');
    expect(stackAt(alice.doc, '0202')).toEqual(['b']);
    expect(undo.canUndo()).toBe(false);
  });

  it('stops a player undoing past a friend’s roll too', () => {
    const alice = tableWith({ a: '0101' });
    const bob = { doc: new Y.Doc(), name: 'Bob' };
    Y.applyUpdate(bob.doc, Y.encodeStateAsUpdate(alice.doc));
    link(alice.doc, bob.doc);
    const undo = createPlayerUndo(alice.doc, () => 'Alice');
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    expect(undo.canUndo()).toBe(true);
    rollDice(bob, '1d6', undefined, seededRandom(2));
    expect(undo.canUndo()).toBe(false);
  });

  it('cannot take back a draw from a cup', () => {
    const t = tableWith({ a: '0101', b: '0101' });
    const cup = addCup(t.actor, 'Cup');
    const board = readSnapshot(t.doc).boards.get(cup)!;
    const p = cellPoint(board, { col: 0, row: 0 });
    movePieces(t.actor, [t.ids.a, t.ids.b].map((id) => ({ id, to: { b: cup, ...restingPoint(board, p.x, p.y) } })));
    const undo = createPlayerUndo(t.doc, () => 'Alice');
    const drawn = drawFromCup(t.actor, cup, toHex('0505'), seededRandom(3));
    expect(drawn).not.toBeNull();
    expect(undo.canUndo()).toBe(false);
    expect(readSnapshot(t.doc).pieces.get(drawn!)!.at.b).toBe('map');
  });

  it('cannot take back a move once a rules assistant has resolved a roll, nor when it only checked a move', () => {
    const alice = tableWith({ a: '0101', b: '0202' });
    const undo = createPlayerUndo(alice.doc, () => 'Alice');
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    logRules(alice.actor, 'Move checked: fine');
    expect(undo.canUndo()).toBe(true);
    logRules(alice.actor, 'Combat: rolled 5, defender retreats', { chance: true });
    expect(undo.canUndo()).toBe(false);
  });
});
