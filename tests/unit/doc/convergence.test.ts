import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces, restackPieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { groupStacks } from '../../../src/model/stacks';
import { stackAt, tableWith, toHex } from '../support/table';
import { runConvergence } from '../support/convergence';

function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function syncAll(docs: Y.Doc[]) {
  for (const a of docs) for (const b of docs) if (a !== b) Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
}

/** The table as comparable plain data: every stack's pieces, bottom to top, with faces. */
function tableShape(doc: Y.Doc) {
  const stacks = groupStacks(readSnapshot(doc).pieces.values());
  return [...stacks.values()].map((s) => `${s.key}: ${s.pieces.map((p) => `${p.id}/${p.face}`).join(',')}`).sort();
}

describe('two players editing at once', () => {
  it('leaves a piece moved by both in exactly one place, the same on both tables', () => {
    const alice = tableWith({ a: '0101' });
    const bobDoc = copyOf(alice.doc);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0202') }]);
    movePieces({ doc: bobDoc, name: 'Bob' }, [{ id: alice.ids.a, to: toHex('0909') }]);
    syncAll([alice.doc, bobDoc]);
    expect(tableShape(alice.doc)).toEqual(tableShape(bobDoc));
    expect(readSnapshot(alice.doc).pieces.size).toBe(1);
    expect([...stackAt(alice.doc, '0202'), ...stackAt(alice.doc, '0909')]).toEqual(['a']);
  });

  it('does not duplicate a counter both bring to the top of its stack', () => {
    const alice = tableWith({ a: '0101', b: '0101', c: '0101' });
    const bobDoc = copyOf(alice.doc);
    restackPieces(alice.actor, [alice.ids.a], 'top');
    restackPieces({ doc: bobDoc, name: 'Bob' }, [alice.ids.a], 'top');
    syncAll([alice.doc, bobDoc]);
    expect(stackAt(alice.doc, '0101')).toEqual(['b', 'c', 'a']);
    expect(stackAt(bobDoc, '0101')).toEqual(['b', 'c', 'a']);
  });

  it('orders two counters dropped on the same hex at once the same way on both tables', () => {
    const alice = tableWith({ a: '0505', b: '0707', c: '0101' });
    const bobDoc = copyOf(alice.doc);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0101') }]);
    movePieces({ doc: bobDoc, name: 'Bob' }, [{ id: alice.ids.b, to: toHex('0101') }]);
    syncAll([alice.doc, bobDoc]);
    expect(stackAt(alice.doc, '0101')).toEqual(stackAt(bobDoc, '0101'));
    expect(stackAt(alice.doc, '0101')).toHaveLength(3);
  });
});

describe('many players editing at random with lost and reordered messages', () => {
  it('four players, 4,000 edits: identical tables, no counter lost or duplicated', () => {
    runConvergence(20261122, 4, 4000);
  }, 60_000);
});
