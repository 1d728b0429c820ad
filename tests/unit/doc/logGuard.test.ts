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
    expect(removed).toEqual([{ removed: 1, restored: 0, clients: [mallory.clientID] }]);
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
    expect(repairs).toEqual([{ removed: 0, restored: 2, clients: [] }]);
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
});

