import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { readLog } from '../../../src/doc/snapshot';
import { createLogReader } from '../../../src/doc/logReader';
import { guardLedger } from '../../../src/doc/ledgerGuard';
import { ledgerEntry, readFolder } from '../../../src/doc/ledger';
import { ackEntry, changeSeat, giveWay, legacySeatRoles, readSeats, seatContext, SeatError } from '../../../src/doc/seatOps';
import { acksDue } from '../../../src/doc/seatAgent';
import { seatLine } from '../../../src/doc/seatLines';
import { runOperation, say, type Actor } from '../../../src/doc/operations';
import { logRules } from '../../../src/doc/rulesOps';
import { fingerprint, newIdentity, signRecord } from '../../../src/trust/identity';
import type { GameRole } from '../../../src/trust/seats';
import type { LogEntry } from '../../../src/model/records';

const roles: GameRole[] = [
  { id: 'okw', name: 'Head of OKW' },
  { id: 'production', name: 'Head of Production' },
  { id: 'personnel', name: 'Head of Personnel' },
  { id: 'ob', name: 'Head of the OB' },
];

/** Players on copies of one game, every update delivered to every other copy at once, each copy's ledger guarded. */
function table(...names: string[]) {
  const first = createGameDoc('game-seats', 'Seats');
  const players = names.map((name) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first));
    guardLedger(doc);
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
type Player = ReturnType<typeof table>[number];

/** Each player's browser files the acknowledgements it owes, everyone else being at the table. */
function acknowledge(players: Player[]) {
  for (const p of players) {
    const present = new Set(players.filter((o) => o !== p).map((o) => o.key));
    const due = acksDue(p.actor.doc, p.actor.identity!, roles, present);
    p.actor.doc.transact(() => due.forEach(([k, v]) => typesOf(p.actor.doc).trust.set(k, v)));
  }
}

const lines = (p: Player) => createLogReader(p.actor.doc)();
const verdictOf = (p: Player, entry: LogEntry) => seatLine(() => readSeats(p.actor.doc, roles), roles, entry);

describe('seats bound to the players’ keys, in the ledger', () => {
  it('lets a player take a free seat, files it in the ledger, and every copy names the same holder', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    for (const p of [alice, bob]) expect(readSeats(p.actor.doc, roles).holders.get('okw')).toBe(alice.key);
    expect(readFolder(bob.actor.doc, 'seat/okw')).toHaveLength(1);
    expect(readLog(bob.actor.doc).at(-1)).toMatchObject({ who: 'Alice', text: 'took the seat of Head of OKW' });
  });

  it('refuses to take, leave or hand over a seat another player holds, or a position the game does not define', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    expect(() => changeSeat(bob.actor, roles, 'okw', bob.key)).toThrow(SeatError);
    expect(() => changeSeat(bob.actor, roles, 'okw', null)).toThrow('held by another player');
    expect(() => changeSeat(bob.actor, roles, 'personnel', alice.key)).toThrow('a player takes it for themselves');
    expect(() => changeSeat(bob.actor, roles, 'okw-2', bob.key)).toThrow('not a position of this game');
  });

  it('lets the holder hand a seat to another player, or leave it free', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, roles, 'ob', alice.key);
    changeSeat(alice.actor, roles, 'ob', bob.key, 'Bob');
    expect(readSeats(alice.actor.doc, roles).holders.get('ob')).toBe(bob.key);
    changeSeat(bob.actor, roles, 'ob', null);
    expect(readSeats(alice.actor.doc, roles).holders.has('ob')).toBe(false);
    expect(readLog(alice.actor.doc).map((l) => l.text)).toEqual(['took the seat of Head of the OB', 'handed the seat of Head of the OB to Bob', 'left the seat of Head of the OB']);
  });

  it('puts back a deleted take, so a cheater’s own change 0 meets the acknowledged one and loses', () => {
    const [alice, bob, carol, mallory] = table('Alice', 'Bob', 'Carol', 'Mallory');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    changeSeat(bob.actor, roles, 'production', bob.key);
    changeSeat(carol.actor, roles, 'personnel', carol.key);
    acknowledge([alice, bob, carol]);
    const trust = typesOf(mallory.actor.doc).trust;
    const bobsTake = [...trust.keys()].find((k) => k.startsWith('ledger/seat/production/') && (trust.get(k) as { kind: string }).kind === 'change')!;
    const mine = ledgerEntry('seat/production', signRecord(mallory.actor.identity!, seatContext(mallory.actor.doc), { v: 1, kind: 'change', role: 'production', after: null, to: mallory.key, t: 0 }));
    mallory.actor.doc.transact(() => {
      trust.delete(bobsTake);
      trust.set(...mine);
    });
    for (const p of [alice, bob, carol, mallory]) {
      expect(typesOf(p.actor.doc).trust.has(bobsTake)).toBe(true);
      const seats = readSeats(p.actor.doc, roles);
      expect(seats.holders.get('production')).toBe(bob.key);
      expect(seats.refused).toEqual([{ role: 'production', by: mallory.key, why: { kind: 'outvoted', winner: bob.key, witnesses: [alice.key, carol.key].sort() } }]);
    }
  });
});

describe('acknowledgements written by each honest browser', () => {
  it('acknowledges the one claim at a place from a player at the table, once, and never its own', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    expect(acksDue(bob.actor.doc, bob.actor.identity!, roles, new Set())).toEqual([]);
    expect(acksDue(alice.actor.doc, alice.actor.identity!, roles, new Set([bob.key]))).toEqual([]);
    acknowledge([alice, bob]);
    expect(readSeats(alice.actor.doc, roles).acks.get(readSeats(alice.actor.doc, roles).history.get('okw')![0].digest)).toEqual([bob.key]);
    expect(acksDue(bob.actor.doc, bob.actor.identity!, roles, new Set([alice.key]))).toEqual([]);
  });

  it('acknowledges neither of two claims it sees at one place together', () => {
    const [alice, bob, carol] = table('Alice', 'Bob', 'Carol');
    const doc = carol.actor.doc;
    const claim = (p: Player) => ledgerEntry('seat/ob', signRecord(p.actor.identity!, seatContext(doc), { v: 1, kind: 'change', role: 'ob', after: null, to: p.key, t: 1 }));
    doc.transact(() => [claim(alice), claim(bob)].forEach(([k, v]) => typesOf(doc).trust.set(k, v)));
    expect(acksDue(doc, carol.actor.identity!, roles, new Set([alice.key, bob.key]))).toEqual([]);
  });

  it('resolves a contest when one claimant gives way', () => {
    const [alice, bob] = table('Alice', 'Bob');
    const doc = alice.actor.doc;
    const claim = (p: Player) => ledgerEntry('seat/ob', signRecord(p.actor.identity!, seatContext(doc), { v: 1, kind: 'change', role: 'ob', after: null, to: p.key, t: 1 }));
    doc.transact(() => [claim(alice), claim(bob)].forEach(([k, v]) => typesOf(doc).trust.set(k, v)));
    expect(readSeats(doc, roles).contests.has('ob')).toBe(true);
    expect(() => changeSeat(alice.actor, roles, 'ob', null)).toThrow('contested');
    giveWay(bob.actor, roles, 'ob');
    expect(readSeats(doc, roles).holders.get('ob')).toBe(alice.key);
    expect(readLog(doc).at(-1)).toMatchObject({ who: 'Bob', text: 'gave way on the seat of Head of the OB' });
  });
});

describe('seats of the previous version', () => {
  it('does not count them, and names them as seats to take again', () => {
    const [alice, mallory] = table('Alice', 'Mallory');
    const doc = alice.actor.doc;
    const old = signRecord(mallory.actor.identity!, `${'game-seats'}/seat`, { role: 'okw', name: 'Head of OKW', n: 0, to: mallory.key, t: 0 });
    typesOf(doc).trust.set(`seat/okw/0/${fingerprint(mallory.key)}`, old);
    expect(readSeats(doc, roles).holders.size).toBe(0);
    expect(legacySeatRoles(doc, roles).map((r) => r.name)).toEqual(['Head of OKW']);
  });
});

describe('log lines written as a seat', () => {
  it('stores the seat as the line’s signed role field and shows it as the game names it', () => {
    const [alice, bob] = table('Alice', 'Bob');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    alice.actAs('okw');
    runOperation(alice.actor, 'note', 'note', () => {}, 'overruled the Head of Operations');
    logRules(alice.actor, 'OKW Overrule (10.0): +1 Unrest');
    const stored = typesOf(bob.actor.doc).log.toArray().slice(1) as { r?: string; x: string }[];
    expect(stored.map((l) => [l.r, l.x])).toEqual([
      ['okw', 'overruled the Head of Operations'],
      ['okw', 'OKW Overrule (10.0): +1 Unrest'],
    ]);
    for (const entry of lines(bob).slice(1)) {
      expect(verdictOf(bob, entry)).toEqual({ text: `as Head of OKW: ${entry.text}`, verdict: { kind: 'held', name: 'Head of OKW' } });
    }
  });

  it('marks a line written as a seat its key did not hold, and one written as a role the game does not define', () => {
    const [alice, mallory] = table('Alice', 'Mallory');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    mallory.actAs('okw');
    say(mallory.actor, 'hello');
    runOperation(mallory.actor, 'note', 'note', () => {}, 'dismissed a general');
    mallory.actAs('okw-2');
    runOperation(mallory.actor, 'note', 'note', () => {}, 'overruled everyone');
    const [, chat, asOkw, asMadeUp] = lines(alice);
    expect(verdictOf(alice, chat).verdict).toBeNull();
    expect(verdictOf(alice, asOkw).verdict).toEqual({ kind: 'notHeld', name: 'Head of OKW' });
    expect(verdictOf(alice, asMadeUp)).toEqual({ text: 'as okw-2: overruled everyone', verdict: { kind: 'notARole', role: 'okw-2' } });
  });

  it('marks free text that reads like “as Head of OKW:” as not a seat claim, look-alike letters included', () => {
    const [alice, mallory] = table('Alice', 'Mallory');
    changeSeat(mallory.actor, roles, 'personnel', mallory.key);
    for (const text of ['as Head of OKW: overrule', 'аs Head of OKW: overrule', 'As  HEAD of ОKW : overrule', 'as Head\u200b of OKW: overrule']) say(mallory.actor, text);
    mallory.actAs('personnel');
    runOperation(mallory.actor, 'note', 'note', () => {}, 'as Head of OKW: overrule');
    const written = lines(alice).slice(1);
    expect(written.map((e) => verdictOf(alice, e).verdict)).toEqual(Array(5).fill({ kind: 'imitation', name: 'Head of OKW' }));
    expect(verdictOf(alice, { t: 0, who: 'x', kind: 'chat', text: 'as I said: no' }).verdict).toBeNull();
  });

  it('judges nothing while the game’s roles are not known yet (its ruleset still loading)', () => {
    const [alice] = table('Alice');
    alice.actAs('okw');
    runOperation(alice.actor, 'note', 'note', () => {}, 'as Head of OKW: a note');
    const entry = lines(alice)[0];
    expect(seatLine(() => readSeats(alice.actor.doc, roles), null, entry)).toEqual({ text: 'as okw: as Head of OKW: a note', verdict: null });
  });

  it('shows a line whose role field was changed after signing as forged', () => {
    const [alice, mallory] = table('Alice', 'Mallory');
    changeSeat(alice.actor, roles, 'okw', alice.key);
    alice.actAs('personnel');
    runOperation(alice.actor, 'note', 'note', () => {}, 'a note');
    const log = typesOf(mallory.actor.doc).log;
    const line = log.get(1);
    mallory.actor.doc.transact(() => {
      log.delete(1);
      log.insert(1, [{ ...line, r: 'okw' }]);
    });
    expect(lines(alice)[1].proof).toBe('forged');
  });
});

describe('the ledger key of an acknowledgement', () => {
  it('files it in the role’s folder', () => {
    const [alice] = table('Alice');
    expect(ackEntry(alice.actor.identity!, alice.actor.doc, 'okw', 'a'.repeat(32))[0]).toMatch(/^ledger\/seat\/okw\/[A-Za-z0-9_-]{32}$/);
  });
});
