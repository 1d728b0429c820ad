import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { guardDoc, repairOrigin } from '../../../src/doc/docGuard';
import { movePieces } from '../../../src/doc/operations';
import { typesOf } from '../../../src/doc/gameDoc';
import { gateWholeUpdates } from '../../../src/doc/wholeUpdates';
import { updateNeeds } from '../../../src/doc/updateNeeds';
import { stackAt, tableWith, toHex } from '../support/table';

/** A relay-framed live update, as a friend sends it. */
function liveMessage(update: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  syncProtocol.writeUpdate(e, update);
  return encoding.toUint8Array(e);
}

/** A relay-framed sync answer carrying all of `from` that `to` lacks. */
function answerMessage(from: Y.Doc, to: Y.Doc): Uint8Array {
  const e = encoding.createEncoder();
  syncProtocol.writeSyncStep2(e, from, Y.encodeStateVector(to));
  return encoding.toUint8Array(e);
}

/** Updates `doc` itself makes while `act` runs (not those it is given). */
function updatesOf(doc: Y.Doc, act: () => void): Uint8Array[] {
  const out: Uint8Array[] = [];
  const keep = (u: Uint8Array, origin: unknown) => origin !== 'remote' && out.push(u);
  doc.on('update', keep);
  act();
  doc.off('update', keep);
  return out;
}

/**
 * Alice's table, which a peer damaged behind Bob's back (Alice's guard repaired it, building on the
 * damage Bob never got), and then Alice's move: what reaches Bob while the damage is still missing.
 */
function moveBuiltOnMissingChange() {
  const alice = tableWith({ a: '0101', b: '0202' });
  guardDoc(alice.doc).checkAll();
  const bob = new Y.Doc();
  Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc));
  const bobRepairs: Uint8Array[] = [];
  bob.on('update', (u: Uint8Array, origin: unknown) => origin === repairOrigin && bobRepairs.push(u));
  guardDoc(bob).checkAll();
  const crafter = new Y.Doc();
  Y.applyUpdate(crafter, Y.encodeStateAsUpdate(alice.doc));
  const damage = updatesOf(crafter, () => (typesOf(crafter).pieces.get(alice.ids.b) as Y.Map<unknown>).set('faces', 'none'));
  const repair = updatesOf(alice.doc, () => damage.forEach((u) => Y.applyUpdate(alice.doc, u, 'remote')));
  const move = updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0505') }]));
  return { alice, bob, bobRepairs, arriving: [...repair, ...move] };
}

describe('a friend’s live change', () => {
  it('is applied at once when everything it builds on is here', () => {
    const { alice, bob } = moveBuiltOnMissingChange();
    const gate = gateWholeUpdates(bob);
    const [first] = updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.b, to: toHex('0303') }]));
    // Alice's repair and move came first in this table; the new move builds on them, so it waits too.
    gate.offer(liveMessage(first), 'sync', () => Y.applyUpdate(bob, first, 'remote'));
    expect(gate.waiting()).toBe(1);
    const fresh = tableWith({ c: '0101' });
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(fresh.doc));
    const gateOfCopy = gateWholeUpdates(copy);
    const [moved] = updatesOf(fresh.doc, () => movePieces(fresh.actor, [{ id: fresh.ids.c, to: toHex('0404') }]));
    gateOfCopy.offer(liveMessage(moved), 'sync', () => Y.applyUpdate(copy, moved, 'remote'));
    expect(gateOfCopy.waiting()).toBe(0);
    expect(stackAt(copy, '0404')).toEqual(['c']);
  });

  it('that builds on a change not here yet waits whole, so no guard puts the old place back over a friend’s move', () => {
    const { alice, bob, bobRepairs, arriving } = moveBuiltOnMissingChange();
    const gate = gateWholeUpdates(bob);
    for (const u of arriving) gate.offer(liveMessage(u), 'sync', () => Y.applyUpdate(bob, u, 'remote'));
    expect(gate.waiting()).toBe(arriving.length);
    expect(stackAt(bob, '0101')).toEqual(['a']);
    expect(bobRepairs).toEqual([]);
    // The sync answer brings what was missing; the waiting changes then apply, and Bob sees the move.
    const answer = answerMessage(alice.doc, bob);
    gate.offer(answer, 'sync', () => syncProtocol.readSyncMessage(decoding.createDecoder(answer), encoding.createEncoder(), bob, 'remote'));
    expect(gate.waiting()).toBe(0);
    expect(stackAt(bob, '0505')).toEqual(['a']);
    expect(bobRepairs).toEqual([]);
    expect(stackAt(alice.doc, '0505')).toEqual(['a']);
  });

  it('applied as Yjs alone applies it, loses its place for a moment and is put back by the guard (what the gate prevents)', () => {
    const { bob, bobRepairs, arriving } = moveBuiltOnMissingChange();
    for (const u of arriving) Y.applyUpdate(bob, u, 'remote');
    expect(bobRepairs.length).toBeGreaterThan(0);
    expect(stackAt(bob, '0101')).toEqual(['a']);
  });

  it('waits for the change it follows when the two arrive out of order, then both apply', () => {
    const alice = tableWith({ a: '0101' });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc));
    const gate = gateWholeUpdates(bob);
    const [first] = updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]));
    const [second] = updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0606') }]));
    gate.offer(liveMessage(second), 'sync', () => Y.applyUpdate(bob, second, 'remote'));
    expect(stackAt(bob, '0101')).toEqual(['a']);
    gate.offer(liveMessage(first), 'sync', () => Y.applyUpdate(bob, first, 'remote'));
    expect(gate.waiting()).toBe(0);
    expect(stackAt(bob, '0606')).toEqual(['a']);
  });

  it('never waits when it cannot be read; Yjs judges it alone', () => {
    const bob = new Y.Doc();
    const gate = gateWholeUpdates(bob);
    let applied = 0;
    gate.offer(liveMessage(new Uint8Array([1, 1, 200])), 'sync', () => applied++);
    expect(applied).toBe(1);
    expect(updateNeeds(new Uint8Array([5]))).toBeNull();
  });

  it('waits within a bound: past it the oldest is applied anyway', () => {
    const alice = tableWith({ a: '0101' });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc));
    updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]));
    const later = [0, 1, 2].flatMap((i) => updatesOf(alice.doc, () => movePieces(alice.actor, [{ id: alice.ids.a, to: toHex(`050${i + 1}`) }])));
    const gate = gateWholeUpdates(bob, { maxHeldBytes: later[0].length * 2 + 10 });
    const applied: number[] = [];
    later.forEach((u, i) => gate.offer(liveMessage(u), 'sync', () => applied.push(i)));
    expect(applied).toEqual([0]);
    expect(gate.waiting()).toBe(2);
  });
});
