import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { say, type Actor } from '../../../src/doc/operations';
import { createLogReader } from '../../../src/doc/logReader';
import { typesOf, createGameDoc } from '../../../src/doc/gameDoc';
import { pinRoom } from '../../../src/doc/roomPin';
import { scopeOf } from '../../../src/doc/scope';
import type { StoredLogLine } from '../../../src/doc/logLines';
import { newIdentity, signBody, verifyBody } from '../../../src/trust/identity';
import { acceptedContexts, roomTagOf } from '../../../src/trust/scope';

/** Two documents kept in sync both ways, as two browsers in one room. */
function linked(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'sync');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'sync');
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(b, u, 'sync'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(a, u, 'sync'));
}

const copyOf = (doc: Y.Doc) => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

describe('signatures bound to a game and its room', () => {
  it('accepts a signature made in the room, or before the game was shared, and none from another room', () => {
    const alice = newIdentity();
    const inRoomA = 'game1@' + roomTagOf('secret-a');
    const inRoomB = 'game1@' + roomTagOf('secret-b');
    const body = { text: 'I attack' };
    expect(verifyBody(alice.publicKey, `${inRoomA}/log`, body, signBody(alice, `${inRoomA}/log`, body))).toBe(true);
    expect(verifyBody(alice.publicKey, `${inRoomA}/log`, body, signBody(alice, 'game1/log', body))).toBe(true);
    expect(verifyBody(alice.publicKey, `${inRoomA}/log`, body, signBody(alice, `${inRoomB}/log`, body))).toBe(false);
    expect(verifyBody(alice.publicKey, 'game1/log', body, signBody(alice, `${inRoomA}/log`, body))).toBe(false);
    expect(verifyBody(alice.publicKey, `${inRoomA}/log`, body, signBody(alice, `${inRoomA}/roll`, body))).toBe(false);
  });

  it('accepts the present room, the rooms the game moved out of and the room-less context, and nothing of another game', () => {
    expect(acceptedContexts('g1@abcdefghijklmnopqrstuv/deck/d1')).toEqual(['g1@abcdefghijklmnopqrstuv/deck/d1', 'g1/deck/d1']);
    expect(acceptedContexts('g1/log')).toEqual(['g1/log']);
    expect(acceptedContexts('g1@cccccccccccccccccccccc~aaaaaaaaaaaaaaaaaaaaaa/log')).toEqual(['g1@cccccccccccccccccccccc/log', 'g1@aaaaaaaaaaaaaaaaaaaaaa/log', 'g1/log']);
  });

  it('shows a line signed in a separate copy of the game, pasted into the real one, as not signed here', () => {
    const real = createGameDoc('game1', 'Real');
    const realPin = pinRoom(real);
    realPin.enter('secret-a');
    const copy = copyOf(real);
    const copyPin = pinRoom(copy);
    copyPin.enter('secret-b');
    expect(scopeOf(copy)).not.toBe(scopeOf(real));
    const aliceInCopy: Actor = { doc: copy, name: 'Alice', identity: newIdentity() };
    say(aliceInCopy, 'I concede the game');
    const log = typesOf(copy).log;
    const pasted = log.get(log.length - 1) as StoredLogLine;
    typesOf(real).log.push([{ ...pasted }]);
    expect(createLogReader(real)().at(-1)!.proof).toBe('forged');
    expect(createLogReader(copy)().at(-1)!.proof).toBe('signed');
  });

  it('keeps lines signed before the game was shared signed after it is', () => {
    const doc = createGameDoc('game1', 'Solo');
    const alice: Actor = { doc, name: 'Alice', identity: newIdentity() };
    say(alice, 'setting up alone');
    pinRoom(doc).enter('secret-a');
    expect(typesOf(doc).meta.get('room')).toBe(roomTagOf('secret-a'));
    say(alice, 'now in the room');
    expect(createLogReader(doc)().map((e) => e.proof)).toEqual(['signed', 'signed']);
  });

  it('puts the room tag back when a peer changes it, and tells who', () => {
    const alice = createGameDoc('game1', 'Shared');
    const pin = (() => {
      const reports: number[][] = [];
      const p = pinRoom(alice, (r) => reports.push(r.clients));
      return { p, reports };
    })();
    pin.p.enter('secret-a');
    const mallory = new Y.Doc();
    linked(alice, mallory);
    typesOf(mallory).meta.set('room', roomTagOf('secret-b'));
    expect(typesOf(alice).meta.get('room')).toBe(roomTagOf('secret-a'));
    expect(typesOf(mallory).meta.get('room')).toBe(roomTagOf('secret-a'));
    expect(pin.reports).toEqual([[mallory.clientID]]);
  });

  it('blames nobody when a joiner’s table arrives with its meta record before the room tag written after it', () => {
    const host = createGameDoc('game1', 'Shared');
    const firstSlice = Y.encodeStateAsUpdate(host);
    pinRoom(host).enter('secret-a');
    const joiner = new Y.Doc();
    const reports: number[][] = [];
    pinRoom(joiner, (r) => reports.push(r.clients), () => true).enter('secret-a');
    Y.applyUpdate(joiner, firstSlice, 'remote');
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(host), 'remote');
    expect(reports).toEqual([]);
    expect(scopeOf(joiner)).toBe(scopeOf(host));
  });

  it('holds a game in the room of the key each player holds: a joiner agrees with the host, a separate copy is a room of its own', () => {
    const host = createGameDoc('game1', 'Shared');
    pinRoom(host).enter('secret-a');
    const joiner = new Y.Doc();
    pinRoom(joiner).enter('secret-a');
    linked(host, joiner);
    expect(scopeOf(joiner)).toBe(scopeOf(host));

    const separate = copyOf(host);
    pinRoom(separate).enter('secret-b');
    expect(typesOf(separate).meta.get('room')).toBe(roomTagOf('secret-b'));
    expect(typesOf(host).meta.get('room')).toBe(roomTagOf('secret-a'));
  });

  it('keeps what was signed in the room a game moved out of, when its save file is shared anew under another key', () => {
    const played = createGameDoc('game1', 'Played');
    pinRoom(played).enter('secret-a');
    const alice: Actor = { doc: played, name: 'Alice', identity: newIdentity() };
    say(alice, 'signed in the first room');
    const opened = copyOf(played);
    pinRoom(opened).enter('secret-c');
    say({ ...alice, doc: opened }, 'signed in the new room');
    expect(typesOf(opened).meta.get('rooms')).toEqual([roomTagOf('secret-a')]);
    const joiner = new Y.Doc();
    pinRoom(joiner, undefined, () => true).enter('secret-c');
    linked(opened, joiner);
    expect(createLogReader(joiner)().map((e) => e.proof)).toEqual(['signed', 'signed']);
    expect(scopeOf(joiner)).toBe(scopeOf(opened));
  });

  it('settles with a friend who joins the re-shared game as a separate copy, without putting each other right for ever', () => {
    const played = createGameDoc('game1', 'Played');
    pinRoom(played).enter('secret-a');
    const reshared = copyOf(played);
    pinRoom(reshared).enter('secret-c');
    const friendsCopy = copyOf(played);
    pinRoom(friendsCopy).enter('secret-c');
    let messages = 0;
    reshared.on('update', () => messages++);
    linked(reshared, friendsCopy);
    expect(messages).toBeLessThan(10);
    expect(scopeOf(friendsCopy)).toBe(scopeOf(reshared));
  });

  it('lets no peer add a room the game was never in, or take one away', () => {
    const played = createGameDoc('game1', 'Played');
    pinRoom(played).enter('secret-a');
    const moved = copyOf(played);
    const reports: number[][] = [];
    pinRoom(moved, (r) => reports.push(r.clients)).enter('secret-c');
    const mallory = new Y.Doc();
    linked(moved, mallory);
    typesOf(mallory).meta.set('rooms', [roomTagOf('secret-a'), roomTagOf('secret-b')]);
    expect(typesOf(moved).meta.get('rooms')).toEqual([roomTagOf('secret-a')]);
    typesOf(mallory).meta.delete('rooms');
    expect(typesOf(moved).meta.get('rooms')).toEqual([roomTagOf('secret-a')]);
    expect(reports[0]).toEqual([mallory.clientID]);
  });

  it('stops putting a peer’s changes back after a few times, so two browsers never fight for ever', () => {
    const host = createGameDoc('game1', 'Shared');
    let repairs = 0;
    pinRoom(host, () => repairs++).enter('secret-a');
    const mallory = new Y.Doc();
    linked(host, mallory);
    for (let i = 0; i < 10; i++) typesOf(mallory).meta.set('room', roomTagOf(`secret-${i}`));
    expect(repairs).toBe(3);
  });
});
