import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deletePieces, duplicatePieces, flipPieces, movePieces, restackPieces, type Actor } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { groupStacks } from '../../../src/model/stacks';
import { grid, stackAt, tableWith, toHex } from '../support/table';
import { seeded } from '../support/random';
import { cellLabel } from '../../../src/geometry/numbering';

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
  it('ends with identical tables and no counter lost or duplicated', () => {
    const random = seeded(20261122);
    const names: Record<string, string> = {};
    for (let i = 0; i < 24; i++) names[`u${i}`] = cellLabel(grid, { col: i % 6, row: Math.floor(i / 6) });
    const first = tableWith(names);
    const docs = [first.doc, copyOf(first.doc), copyOf(first.doc), copyOf(first.doc)];
    const actors: Actor[] = docs.map((doc, i) => ({ doc, name: `P${i}` }));
    const inbox: { to: Y.Doc; update: Uint8Array }[] = [];
    docs.forEach((doc) =>
      doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin === 'net') return;
        for (const other of docs) if (other !== doc) inbox.push({ to: other, update });
      }),
    );
    const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    for (let step = 0; step < 4000; step++) {
      const actor = pick(actors);
      const ids = [...readSnapshot(actor.doc).pieces.keys()];
      if (!ids.length) continue;
      const some = ids.filter(() => random() < 0.15).slice(0, 4);
      const target = some.length ? some : [pick(ids)];
      const roll = random();
      const hex = toHex(cellLabel(grid, { col: Math.floor(random() * 8), row: Math.floor(random() * 6) }));
      if (roll < 0.55) movePieces(actor, target.map((id) => ({ id, to: hex })));
      else if (roll < 0.7) restackPieces(actor, target, random() < 0.5 ? 'top' : 'bottom');
      else if (roll < 0.85) flipPieces(actor, target);
      else if (roll < 0.93) duplicatePieces(actor, target.slice(0, 1));
      else deletePieces(actor, target.slice(0, 1));
      // Deliver some messages late, out of order, and drop a few for good (a later full sync repairs them).
      while (inbox.length && random() < 0.6) {
        const i = Math.floor(random() * inbox.length);
        const [msg] = inbox.splice(i, 1);
        if (random() > 0.05) Y.applyUpdate(msg.to, msg.update, 'net');
      }
      // Now and then peers reconnect and exchange state vectors, as they do after a drop.
      if (step % 250 === 249) syncAll(docs.filter(() => random() < 0.7));
    }
    syncAll(docs);
    const shapes = docs.map(tableShape);
    for (const shape of shapes.slice(1)) expect(shape).toEqual(shapes[0]);
    const snapshot = readSnapshot(docs[0]);
    const placed = [...groupStacks(snapshot.pieces.values()).values()].flatMap((s) => s.pieces.map((p) => p.id));
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.length).toBe(snapshot.pieces.size);
    expect(typesOf(docs[0]).pieces.size).toBe(snapshot.pieces.size);
    expect(snapshot.pieces.size).toBeGreaterThan(0);
  }, 60_000);
});
