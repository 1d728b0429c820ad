import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { guardLog, type LogRepair } from '../../../src/doc/logGuard';
import { createLogReader } from '../../../src/doc/logReader';
import { logLine } from '../../../src/doc/logLines';
import { say } from '../../../src/doc/operations';
import { newIdentity } from '../../../src/trust/identity';

function linked(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'sync');
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(b, u, 'sync'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(a, u, 'sync'));
}

describe('the live log guard', () => {
  it('removes a signed line of a million characters a peer appends, for everyone, naming the peer', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    const removed: LogRepair[] = [];
    guardLog(alice, (r) => removed.push(r));
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'hello');
    const huge = { ...logLine('Mallory', 'x'), x: 'rolled 2d6: '.repeat(100_000) };
    typesOf(mallory).log.push([huge]);
    expect(createLogReader(alice)().map((e) => e.text)).toEqual(['hello']);
    expect(typesOf(mallory).log.length).toBe(1);
    expect(removed).toEqual([{ removed: 1, restored: 0, clients: [mallory.clientID], items: [] }]);
  });

  it('keeps sound lines that arrive with an unsound one', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    guardLog(alice);
    (typesOf(mallory).log as Y.Array<unknown>).push([logLine('Mallory', 'first'), { t: 1, w: 'Mallory', x: 'second', extra: { deep: [1, 2, 3] } }, logLine('Mallory', 'third'), 'not a line']);
    expect(createLogReader(alice)().map((e) => e.text)).toEqual(['first', 'third']);
  });

  it('puts back, where they stood, the lines a peer deletes, for everyone', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    const repairs: LogRepair[] = [];
    guardLog(alice, (r) => repairs.push(r));
    const me = { doc: alice, name: 'Alice', identity: newIdentity() };
    for (const text of ['one', 'two', 'three', 'four']) say(me, text);
    typesOf(mallory).log.delete(1, 2);
    expect(createLogReader(alice)().map((e) => [e.text, e.proof])).toEqual([
      ['one', 'signed'],
      ['two', 'signed'],
      ['three', 'signed'],
      ['four', 'signed'],
    ]);
    expect(createLogReader(mallory)().map((e) => e.text)).toEqual(['one', 'two', 'three', 'four']);
    expect(repairs).toMatchObject([{ removed: 0, restored: 2, clients: [] }]);
    expect(repairs[0].items).toHaveLength(2);
  });

  it('puts back a deleted line and removes an unsound one arriving in the same change', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    guardLog(alice);
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'kept');
    mallory.transact(() => {
      const log = typesOf(mallory).log as Y.Array<unknown>;
      log.delete(0, 1);
      log.push([{ t: 1, w: 'Mallory', x: 'x'.repeat(20_000) }, logLine('Mallory', 'after')]);
    });
    expect(createLogReader(alice)().map((e) => e.text)).toEqual(['kept', 'after']);
  });

  it('shows once a line two friends put back at once, the same line in every browser', () => {
    const [alice, bob, mallory] = [createGameDoc('game1', 'Game'), new Y.Doc(), new Y.Doc()];
    linked(alice, mallory);
    linked(alice, bob);
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'one');
    // Bob is cut off from Alice for a moment: each hears Mallory's deletion alone, and each puts the line back.
    const cut = new Y.Doc();
    Y.applyUpdate(cut, Y.encodeStateAsUpdate(alice));
    guardLog(alice);
    guardLog(cut);
    const deletion = updateOf(mallory, () => typesOf(mallory).log.delete(0, 1));
    Y.applyUpdate(cut, deletion, 'sync');
    expect(createLogReader(cut)().map((e) => e.text)).toEqual(['one']);
    expect(createLogReader(alice)().map((e) => e.text)).toEqual(['one']);
    // They meet again: two copies of the same signed line, each shown once, the same one.
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(cut), 'sync');
    Y.applyUpdate(cut, Y.encodeStateAsUpdate(alice), 'sync');
    expect(createLogReader(alice)().map((e) => [e.text, e.proof])).toEqual([['one', 'signed']]);
    expect(createLogReader(cut)().map((e) => [e.text, e.proof])).toEqual([['one', 'signed']]);
  });

  it('shows a signed line copied in again only once', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    guardLog(alice);
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'I concede nothing');
    const genuine = typesOf(mallory).log.get(0);
    typesOf(mallory).log.push([{ ...genuine }]);
    expect(createLogReader(alice)().map((e) => [e.text, e.proof])).toEqual([['I concede nothing', 'signed']]);
    expect(createLogReader(mallory)().map((e) => e.text)).toEqual(['I concede nothing']);
  });

  it('puts back a line deleted for a copy with its words changed, and keeps the changed copy for all to see as forged', () => {
    const alice = createGameDoc('game1', 'Game');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    guardLog(alice);
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'I hold the bridge');
    const genuine = typesOf(mallory).log.get(0) as unknown as Record<string, unknown>;
    mallory.transact(() => {
      typesOf(mallory).log.delete(0, 1);
      (typesOf(mallory).log as Y.Array<unknown>).push([{ ...genuine, x: 'I resign' }]);
    });
    expect(createLogReader(alice)().map((e) => [e.text, e.proof])).toEqual([
      ['I hold the bridge', 'signed'],
      ['I resign', 'forged'],
    ]);
  });

  it('puts back and tells of a deletion that arrives after a friend’s copy of the line', () => {
    const [alice, bob, mallory] = [createGameDoc('game1', 'Game'), new Y.Doc(), new Y.Doc()];
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice));
    say({ doc: alice, name: 'Alice', identity: newIdentity() }, 'one');
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice), 'sync');
    Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice), 'sync');
    const bobRepairs: LogRepair[] = [];
    guardLog(alice);
    guardLog(bob, (r) => bobRepairs.push(r));
    const deletion = updateOf(mallory, () => typesOf(mallory).log.delete(0, 1));
    // Alice hears the deletion first and puts the line back; her copy reaches Bob before the deletion does.
    const alicesCopy = updateOf(alice, () => Y.applyUpdate(alice, deletion, 'sync'));
    Y.applyUpdate(bob, alicesCopy, 'sync');
    Y.applyUpdate(bob, deletion, 'sync');
    expect(bobRepairs).toMatchObject([{ restored: 1 }]);
    expect(createLogReader(bob)().map((e) => [e.text, e.proof])).toEqual([['one', 'signed']]);
  });
});

/** The update one change to `doc` makes. */
function updateOf(doc: Y.Doc, change: () => void): Uint8Array {
  let update: Uint8Array | null = null;
  const grab = (u: Uint8Array) => (update = u);
  doc.on('update', grab);
  doc.transact(change);
  doc.off('update', grab);
  return update!;
}

