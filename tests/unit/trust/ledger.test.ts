import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { appendToLedger, isFiled, ledgerEntry, ledgerKey, readFolder } from '../../../src/doc/ledger';
import { guardLedger, type LedgerTamper } from '../../../src/doc/ledgerGuard';
import { describeTamper } from '../../../src/doc/tamperNotice';
import { newIdentity, signRecord } from '../../../src/trust/identity';

/** Two documents kept in sync both ways, as two browsers in one room. */
function linked(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'sync');
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(b, u, 'sync'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(a, u, 'sync'));
}

const bob = newIdentity();
const take = signRecord(bob, 'game1/seat', { role: 'okw', to: bob.publicKey });

describe('the ledger of signed records', () => {
  it('files a record under the digest of its own content, and finds it there', () => {
    const doc = createGameDoc('game1', 'Game');
    appendToLedger(doc, 'Bob', 'takeSeat', [ledgerEntry('seat/okw', take)]);
    const key = ledgerKey('seat/okw', take);
    expect(key).toMatch(/^ledger\/seat\/okw\/[A-Za-z0-9_-]{32}$/);
    expect(readFolder(doc, 'seat/okw')).toEqual([take]);
    expect(isFiled(key, take)).toBe(true);
  });

  it('treats a record filed under another record’s key as absent', () => {
    const doc = createGameDoc('game1', 'Game');
    const other = signRecord(bob, 'game1/seat', { role: 'okw', to: null });
    typesOf(doc).trust.set(ledgerKey('seat/okw', take), other);
    expect(readFolder(doc, 'seat/okw')).toEqual([]);
  });

  it('does not read records of folders below the one asked for', () => {
    const doc = createGameDoc('game1', 'Game');
    appendToLedger(doc, 'Bob', 'x', [ledgerEntry('roll/r1', take), ledgerEntry('roll/r1/commit', { a: 1 })]);
    expect(readFolder(doc, 'roll/r1')).toEqual([take]);
  });
});

describe('the ledger guard', () => {
  function room() {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    const reports: LedgerTamper[] = [];
    guardLedger(alice, (r) => reports.push(r));
    return { alice, mallory, reports };
  }

  it('puts back a record a peer deletes, for everyone, and says so', () => {
    const { alice, mallory, reports } = room();
    appendToLedger(alice, 'Bob', 'takeSeat', [ledgerEntry('seat/okw', take)]);
    typesOf(mallory).trust.delete(ledgerKey('seat/okw', take));
    expect(readFolder(alice, 'seat/okw')).toEqual([take]);
    expect(readFolder(mallory, 'seat/okw')).toEqual([take]);
    expect(reports).toHaveLength(1);
    expect(describeTamper(reports[0], { author: 'Mallory' })).toBe('Mallory deleted a seat record: put back: signed records are never removed or changed.');
  });

  it('puts back a record a peer writes over, naming the writer', () => {
    const { alice, mallory, reports } = room();
    appendToLedger(alice, 'Bob', 'takeSeat', [ledgerEntry('seat/okw', take)]);
    const mine = signRecord(newIdentity(), 'game1/seat', { role: 'okw' });
    typesOf(mallory).trust.set(ledgerKey('seat/okw', take), mine);
    expect(readFolder(alice, 'seat/okw')).toEqual([take]);
    expect(reports[0].clients).toEqual([mallory.clientID]);
    expect(reports[0].restored[0]).toMatchObject({ folder: 'seat/okw', replaced: true });
  });

  it('removes a value a peer files under a key that is not its digest', () => {
    const { alice, mallory, reports } = room();
    typesOf(mallory).trust.set('ledger/seat/okw/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', take);
    expect(typesOf(alice).trust.has('ledger/seat/okw/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(reports[0].removed).toHaveLength(1);
  });

  it('removes a record filed under its own digest but beyond the size a record may take, and one of an earlier version’s keys', () => {
    const { alice, mallory, reports } = room();
    const huge = signRecord(newIdentity(), 'game1/seat', { role: 'okw', padding: 'x'.repeat(600 * 1024) });
    typesOf(mallory).trust.set(ledgerKey('seat/okw', huge), huge);
    typesOf(mallory).trust.set('roll/old', { padding: 'y'.repeat(600 * 1024) });
    expect(typesOf(alice).trust.size).toBe(0);
    expect(reports.flatMap((r) => r.removed)).toHaveLength(2);
  });

  it('leaves keys outside the ledger to the code that reads them', () => {
    const { alice, mallory, reports } = room();
    typesOf(mallory).trust.set('roll/old', { any: 1 });
    typesOf(mallory).trust.delete('roll/old');
    expect(typesOf(alice).trust.has('roll/old')).toBe(false);
    expect(reports).toEqual([]);
  });
});
