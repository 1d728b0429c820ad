import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces } from '../../../src/doc/operations';
import { readHistory } from '../../../src/doc/historyRead';
import { historyOf } from '../../../src/doc/historySteps';
import { guardHistory } from '../../../src/doc/historyGuard';
import { tableWith, toHex } from '../support/table';
import type { LogRepair } from '../../../src/doc/logGuard';

/** Alice's guarded game and Mallory's copy of it, every update of each applied to the other. */
function aliceAndMallory() {
  const alice = tableWith({ a: '0101', b: '0202' });
  const mallory = new Y.Doc();
  Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice.doc));
  const reports: LogRepair[] = [];
  guardHistory(alice.doc, (r) => reports.push(r));
  alice.doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(mallory, u, 'remote'));
  mallory.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(alice.doc, u, 'remote'));
  return { alice, mallory, reports };
}

const summary = (doc: Y.Doc) => readHistory(doc).map((s) => `${s.op}:${s.line?.text ?? ''}`);

describe('the history kept against a peer', () => {
  it('puts back steps a peer deletes, where they stood, each still paired with its log line', () => {
    const { alice, mallory, reports } = aliceAndMallory();
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    movePieces(alice.actor, [{ id: alice.ids.b, to: toHex('0404') }]);
    const before = summary(alice.doc);
    mallory.transact(() => historyOf(mallory).delete(0, 2));
    expect(summary(alice.doc)).toEqual(before);
    expect(summary(mallory)).toEqual(before);
    expect(reports.at(-1)).toMatchObject({ restored: 2, removed: 0 });
  });

  it('removes a step a peer appends in a shape no build writes, and names the peer', () => {
    const { alice, mallory, reports } = aliceAndMallory();
    mallory.transact(() => historyOf(mallory).insert(historyOf(mallory).length, [{ o: 'movePieces', p: 'everything' } as never]));
    expect(historyOf(alice.doc).toArray().some((s) => (s as { p?: unknown }).p === 'everything')).toBe(false);
    expect(reports.at(-1)).toMatchObject({ removed: 1, clients: [mallory.clientID] });
  });

  it('removes a step holding a value beyond every bound (a megabyte name)', () => {
    const { alice, mallory } = aliceAndMallory();
    mallory.transact(() => historyOf(mallory).insert(historyOf(mallory).length, [{ o: 'renamePieces', p: { [alice.ids.a]: { name: 'x'.repeat(1 << 20) } } }]));
    expect(JSON.stringify(historyOf(alice.doc).toJSON()).length).toBeLessThan(1 << 20);
  });
});
