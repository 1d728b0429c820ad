import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { readLog } from '../../../src/doc/snapshot';
import { createLogReader } from '../../../src/doc/logReader';
import { readsLikeRoll } from '../../../src/model/rollClaims';
import { changeSeat, checkSeatLine, readSeats, SeatError } from '../../../src/doc/seatOps';
import { runOperation, type Actor } from '../../../src/doc/operations';
import { logRules } from '../../../src/doc/rulesOps';
import { fingerprint, newIdentity, signRecord } from '../../../src/trust/identity';

/** Players on copies of one game, every update delivered to every other copy at once. */
function table(...names: string[]) {
  const first = createGameDoc('game-seats', 'Seats');
  const players = names.map((name) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first));
    let role: string | undefined;
    const actor: Actor = {
      doc,
      name,
      identity: newIdentity(),
      get role() {
        return role;
      },
    };
    return { actor, key: actor.identity!.publicKey, actAs: (r?: string) => void (role = r) };
  });
  for (const from of players) {
    from.actor.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (const to of players) if (to !== from) Y.applyUpdate(to.actor.doc, update, 'net');
    });
  }
  return players;
}

describe('seats bound to the players’ keys', () => {
  it('lets a player take a free seat, and every copy names the same holder', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'okw', 'Head of OKW', alice.key);
    for (const p of [alice, bob]) expect(readSeats(p.actor.doc).holders.get('okw')).toBe(alice.key);
    expect(readLog(bob.actor.doc).at(-1)).toMatchObject({ who: 'Alice', text: 'took the seat of Head of OKW' });
  });

  it('refuses to let a player take, leave or hand over a seat another player holds', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'okw', 'Head of OKW', alice.key);
    expect(() => changeSeat(bob.actor, 'okw', 'Head of OKW', bob.key)).toThrow(SeatError);
    expect(() => changeSeat(bob.actor, 'okw', 'Head of OKW', null)).toThrow('held by another player');
    expect(() => changeSeat(bob.actor, 'personnel', 'Head of Personnel', alice.key)).toThrow('a player takes it for themselves');
  });

  it('lets the holder hand a seat to another player, or leave it free', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'ob', 'Head of the OB', alice.key);
    changeSeat(alice.actor, 'ob', 'Head of the OB', bob.key, 'Bob');
    expect(readSeats(alice.actor.doc).holders.get('ob')).toBe(bob.key);
    changeSeat(bob.actor, 'ob', 'Head of the OB', null);
    expect(readSeats(alice.actor.doc).holders.has('ob')).toBe(false);
    expect(readLog(alice.actor.doc).map((l) => l.text)).toEqual(['took the seat of Head of the OB', 'handed the seat of Head of the OB to Bob', 'left the seat of Head of the OB']);
  });

  it('does not count a claim written past the seat’s holder by a cheating client, and lists it as refused', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'okw', 'Head of OKW', alice.key);
    // Bob's modified client writes the seat's next change straight into the document.
    const forged = signRecord(bob.actor.identity!, 'game-seats/seat', { role: 'okw', name: 'Head of OKW', n: 1, to: bob.key, t: Date.now() });
    typesOf(bob.actor.doc).trust.set(`seat/okw/1/${fingerprint(bob.key)}`, forged);
    const seats = readSeats(alice.actor.doc);
    expect(seats.holders.get('okw')).toBe(alice.key);
    expect(seats.refused).toEqual([{ role: 'okw', by: bob.key, why: 'the seat was held by another player' }]);
  });

  it('ignores a claim stored under another player’s key tag, so nobody can overwrite another’s claim', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'okw', 'Head of OKW', alice.key);
    const forged = signRecord(bob.actor.identity!, 'game-seats/seat', { role: 'okw', name: 'Head of OKW', n: 0, to: bob.key, t: 0 });
    typesOf(bob.actor.doc).trust.set(`seat/okw/0/${fingerprint(alice.key)}`, forged);
    expect(readSeats(alice.actor.doc).holders.has('okw')).toBe(false);
    expect(readSeats(alice.actor.doc).refused).toEqual([]);
  });

  it('settles two players taking a free seat at once alike on every copy: the earlier claim', () => {
    const [alice, bob] = table('Alice', 'Bob');
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, Y.encodeStateAsUpdate(alice.actor.doc));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(bob.actor.doc));
    changeSeat({ ...alice.actor, doc: a }, 'production', 'Head of Production', alice.key, undefined, 1000);
    changeSeat({ ...bob.actor, doc: b }, 'production', 'Head of Production', bob.key, undefined, 2000);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const doc of [a, b]) {
      expect(readSeats(doc).holders.get('production')).toBe(alice.key);
      expect(readSeats(doc).refused).toEqual([{ role: 'production', by: bob.key, why: 'another claim on the seat came first' }]);
    }
  });

  it('writes a player’s lines as the position they act for, and every copy checks the seat was theirs', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, 'okw', 'Head of OKW', alice.key);
    alice.actAs('Head of OKW');
    runOperation(alice.actor, 'note', 'note', () => {}, 'overruled the Head of Operations');
    logRules(alice.actor, 'OKW Overrule (10.0): +1 Unrest');
    bob.actAs('Head of OKW');
    runOperation(bob.actor, 'note', 'note', () => {}, 'dismissed a general');
    const seats = readSeats(bob.actor.doc);
    const lines = createLogReader(bob.actor.doc)().slice(1);
    expect(lines.map((l) => l.text)).toEqual(['as Head of OKW: overruled the Head of Operations', 'as Head of OKW: OKW Overrule (10.0): +1 Unrest', 'as Head of OKW: dismissed a general']);
    expect(lines.map((l) => checkSeatLine(seats, l.text, l.signer, l.t))).toEqual([
      { ok: true, role: 'Head of OKW' },
      { ok: true, role: 'Head of OKW' },
      { ok: false, role: 'Head of OKW' },
    ]);
    expect(checkSeatLine(seats, 'took the seat of Head of OKW', alice.key, Date.now())).toBeNull();
  });

  it('still reads a line imitating a roll written as a position as a roll claim', () => {
    expect(readsLikeRoll('as Head of OKW: rolled 1d6: 4 · fair roll with Bob (roll abcdef)')).toBe(true);
  });
});
