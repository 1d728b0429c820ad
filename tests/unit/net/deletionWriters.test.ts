/**
 * A deletion has no writer in Yjs: the item a deleted key keeps is its last value's, written by
 * someone else. The guards must not name that writer for the deletion (the room's signed sender
 * names whoever sent it, src/doc/net/changeSenders.ts).
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { guardDoc, type IgnoredReport } from '../../../src/doc/docGuard';
import { pinRoom } from '../../../src/doc/roomPin';

/** Alice made the game; Bob and Mallory hold copies; Bob's browser hears every change Mallory makes. */
function room() {
  const alice = createGameDoc('game1', 'Game');
  const copy = () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(alice), 'load');
    return doc;
  };
  const bob = copy();
  const mallory = copy();
  mallory.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(bob, u, 'sync'));
  return { alice, bob, mallory };
}

describe('who a guard names for a deletion', () => {
  it('does not name the maker of the game when a peer deletes its pinned id', () => {
    const { alice, bob, mallory } = room();
    const reports: IgnoredReport[] = [];
    guardDoc(bob, { gameId: 'game1', onIgnored: (r) => reports.push(r) });
    typesOf(mallory).meta.delete('id');
    expect(typesOf(bob).meta.get('id')).toBe('game1');
    expect(reports).toHaveLength(1);
    expect(reports[0].clients).not.toContain(alice.clientID);
  });

  it('does not name whoever shared the game when a peer deletes its room tag', () => {
    const { bob, mallory } = room();
    const sharer = new Y.Doc();
    Y.applyUpdate(sharer, Y.encodeStateAsUpdate(mallory), 'load');
    pinRoom(sharer).enter('secret-a');
    Y.applyUpdate(mallory, Y.encodeStateAsUpdate(sharer), 'load');
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(sharer), 'load');
    const reports: number[][] = [];
    pinRoom(bob, (r) => reports.push(r.clients)).enter('secret-a');
    typesOf(mallory).meta.delete('room');
    expect(typesOf(bob).meta.get('room')).toBe(typesOf(sharer).meta.get('room'));
    expect(reports.flat()).not.toContain(sharer.clientID);
  });
});
