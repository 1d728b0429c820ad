import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { flipPieces, inOneStep, movePieces } from '../../../src/doc/operations';
import { readRules, recordControl, setRuleValue } from '../../../src/doc/rulesOps';
import { createPlayerUndo, inStep } from '../../../src/doc/undo';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { link, stackAt, tableWith, toHex } from '../support/table';

describe('per-player undo', () => {
  it('takes back moves one step at a time and redoes them', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    movePieces(actor, [{ id: ids.a, to: toHex('0202') }]);
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    flipPieces(actor, [ids.a]);
    undo.undo();
    expect(readSnapshot(doc).pieces.get(ids.a)!.face).toBe(0);
    undo.undo();
    expect(stackAt(doc, '0202')).toEqual(['a']);
    undo.undo();
    expect(stackAt(doc, '0101')).toEqual(['a']);
    expect(undo.canUndo()).toBe(false);
    undo.redo();
    undo.redo();
    expect(stackAt(doc, '0303')).toEqual(['a']);
  });

  it('labels the steps and logs each undo without erasing history', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    movePieces(actor, [{ id: ids.a, to: toHex('0202') }]);
    expect(undo.undoLabel()).toBe('move a 0101 → 0202');
    undo.undo();
    const texts = readLog(doc).map((e) => e.text);
    expect(texts).toContain('move a 0101 → 0202');
    expect(texts.at(-1)).toBe('undo move a 0101 → 0202');
  });

  it("never takes back a friend's change", () => {
    const alice = tableWith({ a: '0101', b: '0505' });
    const bobDoc = new Y.Doc();
    Y.applyUpdate(bobDoc, Y.encodeStateAsUpdate(alice.doc));
    link(alice.doc, bobDoc);
    const aliceUndo = createPlayerUndo(alice.doc, () => 'Alice');
    const bob = { doc: bobDoc, name: 'Bob' };
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0202') }]);
    movePieces(bob, [{ id: alice.ids.b, to: toHex('0606') }]);
    aliceUndo.undo();
    expect(stackAt(alice.doc, '0101')).toEqual(['a']);
    expect(stackAt(alice.doc, '0606')).toEqual(['b']);
    expect(stackAt(bobDoc, '0606')).toEqual(['b']);
    expect(aliceUndo.canUndo()).toBe(false);
  });

  it('takes back several operations run in one step with one undo, each having logged itself', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0505' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    movePieces(actor, [{ id: ids.b, to: toHex('0606') }]);
    inOneStep(actor, 'applyReport', 'apply the End of Turn report', () => {
      movePieces(actor, [{ id: ids.a, to: toHex('0202') }]);
      flipPieces(actor, [ids.a]);
      setRuleValue(actor, 'turn', 2, 'Game turn');
    });
    const texts = readLog(doc).map((e) => e.text);
    expect(texts.slice(-3)).toEqual(['move a 0101 → 0202', 'flip a', 'set Game turn to 2']);
    expect(undo.undoLabel()).toBe('apply the End of Turn report');

    undo.undo();
    expect(stackAt(doc, '0101')).toEqual(['a']);
    expect(readSnapshot(doc).pieces.get(ids.a)!.face).toBe(0);
    expect(readRules(doc).values).toEqual({});
    expect(stackAt(doc, '0606')).toEqual(['b']);
    expect(readLog(doc).at(-1)!.text).toBe('undo apply the End of Turn report');

    undo.redo();
    expect(stackAt(doc, '0202')).toEqual(['a']);
    expect(readSnapshot(doc).pieces.get(ids.a)!.face).toBe(1);
    expect(readRules(doc).values).toEqual({ turn: 2 });
    undo.undo();
    undo.undo();
    expect(stackAt(doc, '0505')).toEqual(['b']);
    expect(undo.canUndo()).toBe(false);
  });

  it("takes back a move and the hex control recorded as its follow-up in one step, however long the judging took", () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    try {
      const { doc, actor, ids } = tableWith({ a: '0101' });
      const undo = createPlayerUndo(doc, () => 'Alice');
      const step = Symbol('move');
      movePieces(inStep(actor, { step }), [{ id: ids.a, to: toHex('0202') }]);
      vi.setSystemTime(new Date('2026-01-01T10:00:05Z'));
      recordControl(inStep(actor, { follows: step }), 'map', { '1,1': 'Allies' });
      expect(undo.undoLabel()).toBe('move a 0101 → 0202');

      undo.undo();
      expect(stackAt(doc, '0101')).toEqual(['a']);
      expect(readRules(doc).control).toEqual({});
      expect(undo.canUndo()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps hex control that follows no move its own step, even made at once after a move', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    movePieces(inStep(actor, { step: Symbol('move') }), [{ id: ids.a, to: toHex('0202') }]);
    recordControl(inStep(actor, { follows: Symbol('another move') }), 'map', { '1,1': 'Allies' });
    recordControl(actor, 'map', { '2,2': 'Allies' });

    undo.undo();
    undo.undo();
    expect(readRules(doc).control).toEqual({});
    expect(stackAt(doc, '0202')).toEqual(['a']);
  });
});
