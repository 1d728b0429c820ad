import { describe, expect, it } from 'vitest';
import { deletePieces, duplicatePieces, flipPieces, movePieces, restackPieces, rotatePieces } from '../../../src/doc/operations';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { stackAt, tableWith, toHex } from '../support/table';

describe('moving counters', () => {
  it('puts a counter dropped on an occupied hex on top of the stack there', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101', c: '0505' });
    movePieces(actor, [{ id: ids.c, to: toHex('0101') }]);
    expect(stackAt(doc, '0101')).toEqual(['a', 'b', 'c']);
    expect(stackAt(doc, '0505')).toEqual([]);
  });

  it('keeps the order of a stack that moves together', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101', c: '0101', d: '0303' });
    movePieces(actor, ['a', 'b', 'c'].map((n) => ({ id: ids[n], to: toHex('0303') })));
    expect(stackAt(doc, '0303')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('writes the move to the log with hex labels and the player name', () => {
    const { doc, actor, ids } = tableWith({ lehr: '1712' });
    movePieces(actor, [{ id: ids.lehr, to: toHex('0611') }]);
    const last = readLog(doc).at(-1)!;
    expect(last.who).toBe('Alice');
    expect(last.text).toBe('move lehr 1712 → 0611');
  });

  it('moves counters to several hexes at once, each onto what stays there, even onto a hex another leaves', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0202', c: '0202', d: '0303', e: '0101' });
    movePieces(actor, [
      { id: ids.a, to: toHex('0202') },
      { id: ids.b, to: toHex('0101') },
      { id: ids.d, to: toHex('0101') },
    ]);
    expect(stackAt(doc, '0101')).toEqual(['e', 'b', 'd']);
    expect(stackAt(doc, '0202')).toEqual(['c', 'a']);
    expect(stackAt(doc, '0303')).toEqual([]);
  });

  it('names four routes of a move of many stacks in the log and counts the rest', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0102', c: '0103', d: '0104', e: '0105', f: '0106' });
    movePieces(actor, ['a', 'b', 'c', 'd', 'e', 'f'].map((n, i) => ({ id: ids[n], to: toHex(`030${i + 1}`) })));
    expect(readLog(doc).at(-1)!.text).toBe('move a 0101 → 0301; b 0102 → 0302; c 0103 → 0303; d 0104 → 0304; and 2 more');
  });

  it('ignores moves of pieces that no longer exist', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    const before = readLog(doc).length;
    movePieces(actor, [{ id: 'gone', to: toHex('0202') }]);
    expect(readLog(doc).length).toBe(before);
  });
});

describe('changing counters in place', () => {
  it('flips a counter to its next face and back again', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    flipPieces(actor, [ids.a]);
    expect(readSnapshot(doc).pieces.get(ids.a)!.face).toBe(1);
    flipPieces(actor, [ids.a]);
    expect(readSnapshot(doc).pieces.get(ids.a)!.face).toBe(0);
  });

  it('rotates by hexsides and wraps around a full turn', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    rotatePieces(actor, [ids.a], -60);
    expect(readSnapshot(doc).pieces.get(ids.a)!.rot).toBe(300);
    rotatePieces(actor, [ids.a], 120);
    expect(readSnapshot(doc).pieces.get(ids.a)!.rot).toBe(60);
  });

  it('brings a counter from the middle of a stack to the top, and sends one to the bottom', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101', c: '0101' });
    restackPieces(actor, [ids.b], 'top');
    expect(stackAt(doc, '0101')).toEqual(['a', 'c', 'b']);
    restackPieces(actor, [ids.c], 'bottom');
    expect(stackAt(doc, '0101')).toEqual(['c', 'a', 'b']);
  });

  it('brings counters of two stacks to their tops in one step', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101', c: '0202', d: '0202' });
    restackPieces(actor, [ids.a, ids.c], 'top');
    expect(stackAt(doc, '0101')).toEqual(['b', 'a']);
    expect(stackAt(doc, '0202')).toEqual(['d', 'c']);
  });

  it('duplicates counters onto the top of their own stack with new ids', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101' });
    const copies = duplicatePieces(actor, [ids.a]);
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toBe(ids.a);
    expect(stackAt(doc, '0101')).toEqual(['a', 'b', 'a']);
  });

  it('deletes counters', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0101' });
    deletePieces(actor, [ids.a]);
    expect(stackAt(doc, '0101')).toEqual(['b']);
    expect(readSnapshot(doc).pieces.has(ids.a)).toBe(false);
  });
});
