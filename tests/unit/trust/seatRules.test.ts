/**
 * The seat rules as a pure function of signed records (src/trust/seats.ts): chains of changes per
 * role, settled by acknowledgements, never by stamps; sock-puppet keys without a seat the others
 * acknowledged have no say.
 */
import { describe, expect, it } from 'vitest';
import { recordDigest } from '../../../src/doc/ledger';
import { newIdentity, signRecord, type Identity } from '../../../src/trust/identity';
import { readSeatRecord, type FiledSeatRecord, type SeatAckBody, type SeatChangeBody, type SeatYieldBody } from '../../../src/trust/seatRecords';
import { seatAt, settleSeats, type GameRole } from '../../../src/trust/seats';

const context = 'game@room/seats';
const roles: GameRole[] = [
  { id: 'okw', name: 'Head of OKW' },
  { id: 'production', name: 'Head of Production' },
  { id: 'personnel', name: 'Head of Personnel' },
  { id: 'operations', name: 'Head of Operations' },
  { id: 'ob', name: 'Head of the OB' },
];

function filed<T extends SeatChangeBody | SeatAckBody | SeatYieldBody>(who: Identity, body: T): FiledSeatRecord {
  const record = signRecord(who, context, body);
  return { digest: recordDigest(record)!, record: readSeatRecord(context, body.role, record)! };
}
const take = (who: Identity, role: string, after: FiledSeatRecord | null = null, t = 1_000) => filed(who, { v: 1, kind: 'change', role, after: after?.digest ?? null, to: who.publicKey, t });
const hand = (who: Identity, role: string, after: FiledSeatRecord, to: Identity | null, t = 2_000) => filed(who, { v: 1, kind: 'change', role, after: after.digest, to: to?.publicKey ?? null, t });
const ack = (who: Identity, change: FiledSeatRecord) => filed(who, { v: 1, kind: 'ack', role: change.record.role, change: change.digest });
const giveWay = (who: Identity, change: FiledSeatRecord) => filed(who, { v: 1, kind: 'yield', role: change.record.role, change: change.digest });
/** Every one of `whom` acknowledges every one of `changes`. */
const acksOf = (whom: Identity[], ...changes: FiledSeatRecord[]) => changes.flatMap((c) => whom.filter((w) => w.publicKey !== c.record.by).map((w) => ack(w, c)));

const [alice, bob, carol, mallory] = [newIdentity(), newIdentity(), newIdentity(), newIdentity()];
const puppets = Array.from({ length: 5 }, () => newIdentity());

/** Alice holds OKW, Bob Production, Carol Personnel, each seat acknowledged by the other two. */
function seatedTable() {
  const okw = take(alice, 'okw');
  const production = take(bob, 'production');
  const personnel = take(carol, 'personnel');
  return { okw, production, personnel, records: [okw, production, personnel, ...acksOf([alice, bob, carol], okw, production, personnel)] };
}

describe('seats as the records settle them', () => {
  it('follows a seat’s chain of changes: a take, a hand-over, a leave', () => {
    const taken = take(alice, 'ob');
    const handed = hand(alice, 'ob', taken, bob);
    expect(settleSeats([taken, handed], roles).holders.get('ob')).toBe(bob.publicKey);
    const left = hand(bob, 'ob', handed, null, 3_000);
    const seats = settleSeats([left, taken, handed], roles);
    expect(seats.holders.has('ob')).toBe(false);
    expect(seats.history.get('ob')!.map((c) => c.to)).toEqual([alice.publicKey, bob.publicKey, null]);
  });

  it('refuses a take of a held seat and a free seat given to someone else, naming why', () => {
    const taken = take(alice, 'okw');
    const grab = filed(mallory, { v: 1, kind: 'change', role: 'okw', after: taken.digest, to: mallory.publicKey, t: 5 });
    const gift = filed(mallory, { v: 1, kind: 'change', role: 'ob', after: null, to: bob.publicKey, t: 5 });
    const seats = settleSeats([taken, grab, gift], roles);
    expect(seats.holders.get('okw')).toBe(alice.publicKey);
    expect(seats.holders.has('ob')).toBe(false);
    expect(seats.refused).toEqual(
      expect.arrayContaining([
        { role: 'okw', by: mallory.publicKey, why: { kind: 'held', holder: alice.publicKey } },
        { role: 'ob', by: mallory.publicKey, why: { kind: 'free' } },
      ]),
    );
  });

  it('gives no seat for a role the game does not define, whatever it is named', () => {
    const madeUp = take(mallory, 'okw-2');
    const seats = settleSeats([madeUp, ack(puppets[0], madeUp)], roles);
    expect([...seats.holders.keys()]).toEqual([]);
    expect(seats.refused).toEqual([{ role: 'okw-2', by: mallory.publicKey, why: { kind: 'notARole' } }]);
  });

  it('orders a seat by its chain, not by stamps: a later stamp on the first change changes nothing', () => {
    const taken = take(alice, 'ob', null, 9_000_000);
    const handed = hand(alice, 'ob', taken, bob, 1);
    expect(settleSeats([handed, taken], roles).holders.get('ob')).toBe(bob.publicKey);
  });

  it('keeps Bob’s acknowledged take against a claim back-dated to when the seat was free', () => {
    const table = seatedTable();
    const backDated = take(mallory, 'production', null, 0);
    const seats = settleSeats([...table.records, backDated], roles);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
    expect(seats.contests.size).toBe(0);
    expect(seats.refused).toEqual([{ role: 'production', by: mallory.publicKey, why: { kind: 'outvoted', winner: bob.publicKey, witnesses: [alice.publicKey, carol.publicKey].sort() } }]);
  });

  it('counts a claimant who had acknowledged the other claim at that place as having given way', () => {
    const table = seatedTable();
    const after = take(mallory, 'production', null, 0);
    const seats = settleSeats([...table.records, ack(mallory, table.production), after], roles);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
    expect(seats.refused).toEqual([{ role: 'production', by: mallory.publicKey, why: { kind: 'conceded', to: bob.publicKey } }]);
  });

  it('does not let sock-puppet keys without a seat out-vote the seated players', () => {
    const table = seatedTable();
    const claim = take(mallory, 'production', null, 0);
    const seats = settleSeats([...table.records, claim, ...puppets.map((p) => ack(p, claim))], roles);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
    expect([...seats.witnesses].sort()).toEqual([alice.publicKey, bob.publicKey, carol.publicKey].sort());
  });

  it('gives no say to keys seated in free seats that the other seated players never acknowledged', () => {
    const table = seatedTable();
    // Three puppets take the free seats and acknowledge each other, but nobody at the table acknowledges them.
    const seatsTaken = [take(puppets[0], 'operations'), take(puppets[1], 'ob')];
    const claim = take(puppets[2], 'production', null, 0);
    const records = [...table.records, ...seatsTaken, ...acksOf([puppets[0], puppets[1]], ...seatsTaken), claim, ack(puppets[0], claim), ack(puppets[1], claim)];
    const seats = settleSeats(records, roles);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
    expect(seats.witnesses.has(puppets[0].publicKey)).toBe(false);
  });

  it('leaves the seat contested, never the cheater’s, when its keys hold as many seats as the real players and acknowledge only each other', () => {
    const table = seatedTable();
    const seatsTaken = [take(puppets[0], 'operations'), take(puppets[1], 'ob')];
    const claim = take(puppets[2], 'production', null, 0);
    const cheaters = [puppets[0], puppets[1], puppets[2]];
    const seats = settleSeats([...table.records, ...seatsTaken, claim, ...acksOf(cheaters, ...seatsTaken, claim)], roles);
    expect(seats.holders.get('production')).toBeUndefined();
    expect(seats.contests.get('production')!.claims.map((c) => c.change.by).sort()).toEqual([bob.publicKey, puppets[2].publicKey].sort());
    expect(seatAt(seats, 'production', bob.publicKey, 5_000)).toBe('contested');
  });

  it('leaves an honest race with no witness contested, held by nobody, until one claimant gives way', () => {
    const a = take(alice, 'okw', null, 1_000);
    const b = take(bob, 'okw', null, 1_001);
    const raced = settleSeats([a, b], roles);
    expect(raced.holders.has('okw')).toBe(false);
    expect(raced.contests.get('okw')!.claims.map((c) => c.change.by).sort()).toEqual([alice.publicKey, bob.publicKey].sort());
    const settled = settleSeats([a, b, giveWay(bob, b)], roles);
    expect(settled.holders.get('okw')).toBe(alice.publicKey);
    expect(settled.yielded.map((c) => c.by)).toEqual([bob.publicKey]);
    // Only a claim's own writer can give way on it.
    expect(settleSeats([a, b, giveWay(alice, b)], roles).contests.has('okw')).toBe(true);
  });

  it('settles a race by the acknowledgement of a seated player who saw one claim first', () => {
    const table = seatedTable();
    const dave = newIdentity();
    const a = take(mallory, 'ob', null, 1_000);
    const b = take(dave, 'ob', null, 2_000);
    const seats = settleSeats([...table.records, a, b, ack(carol, b)], roles);
    expect(seats.holders.get('ob')).toBe(dave.publicKey);
  });

  it('counts a witness who acknowledged both claims at one place for neither', () => {
    const table = seatedTable();
    const a = take(mallory, 'ob');
    const b = take(puppets[0], 'ob');
    const seats = settleSeats([...table.records, a, b, ack(carol, a), ack(carol, b)], roles);
    expect(seats.contests.has('ob')).toBe(true);
  });

  it('refuses changes that follow a claim that did not count', () => {
    const table = seatedTable();
    const backDated = take(mallory, 'production', null, 0);
    const onward = hand(mallory, 'production', backDated, puppets[0]);
    const seats = settleSeats([...table.records, backDated, onward], roles);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
    expect(seats.refused).toContainEqual({ role: 'production', by: mallory.publicKey, why: { kind: 'lost' } });
  });

  it('settles the same records the same way in any order', () => {
    const table = seatedTable();
    const records = [...table.records, take(mallory, 'production', null, 0), take(puppets[0], 'ob'), take(puppets[1], 'ob')];
    const reversed = [...records].reverse();
    const a = settleSeats(records, roles);
    const b = settleSeats(reversed, roles);
    expect([...a.holders].sort()).toEqual([...b.holders].sort());
    expect([...a.contests.keys()]).toEqual([...b.contests.keys()]);
    expect(a.refused.length).toBe(b.refused.length);
  });
});

describe('seats under a flood of records', () => {
  it('settles 10,000 claims on one seat and 10,000 sock-puppet acknowledgements at once, keeping Bob’s seat', () => {
    const table = seatedTable();
    const fake = (i: number, width: number) => `${'x'.repeat(width - String(i).length)}${i}`;
    const flood: FiledSeatRecord[] = [];
    for (let i = 0; i < 10_000; i++) {
      const by = fake(i, 43);
      const claim = { digest: fake(i, 32), record: { v: 1, kind: 'change', role: 'production', after: null, to: by, t: 0, by, sig: '' } } as FiledSeatRecord;
      flood.push(claim, { digest: fake(i, 31) + 'a', record: { v: 1, kind: 'ack', role: 'production', change: claim.digest, by: fake(i + 1, 43), sig: '' } } as FiledSeatRecord);
    }
    const started = performance.now();
    const seats = settleSeats([...table.records, ...flood], roles);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(seats.holders.get('production')).toBe(bob.publicKey);
  });
});

describe('who held a seat when a line was written', () => {
  it('places a line in the term of the key the counted changes gave the seat to, with a minute of drift', () => {
    const taken = take(alice, 'ob', null, 100_000);
    const handed = hand(alice, 'ob', taken, bob, 500_000);
    const seats = settleSeats([taken, handed], roles);
    expect(seatAt(seats, 'ob', alice.publicKey, 300_000)).toBe('held');
    expect(seatAt(seats, 'ob', alice.publicKey, 600_000)).toBeNull();
    expect(seatAt(seats, 'ob', bob.publicKey, 600_000)).toBe('held');
    expect(seatAt(seats, 'ob', bob.publicKey, 300_000)).toBeNull();
    expect(seatAt(seats, 'ob', mallory.publicKey, 600_000)).toBeNull();
  });

  it('keeps Bob’s lines in his term when a cheater writes a competing claim', () => {
    const table = seatedTable();
    const seats = settleSeats([...table.records, take(mallory, 'production', null, 0)], roles);
    expect(seatAt(seats, 'production', bob.publicKey, 5_000)).toBe('held');
    expect(seatAt(seats, 'production', mallory.publicKey, 5_000)).toBeNull();
  });

  it('says a claimant of an open contest writes as a contested seat', () => {
    const seats = settleSeats([take(alice, 'okw', null, 1_000), take(bob, 'okw', null, 1_000)], roles);
    expect(seatAt(seats, 'okw', alice.publicKey, 2_000)).toBe('contested');
  });
});

describe('reading seat records from anything a peer wrote', () => {
  it('refuses records of another role, with extra fields, or signed by another key', () => {
    const record = signRecord(alice, context, { v: 1, kind: 'change', role: 'okw', after: null, to: alice.publicKey, t: 1 });
    expect(readSeatRecord(context, 'okw', record)).not.toBeNull();
    expect(readSeatRecord(context, 'ob', record)).toBeNull();
    expect(readSeatRecord(context, 'okw', { ...record, extra: 1 })).toBeNull();
    expect(readSeatRecord(context, 'okw', { ...record, by: bob.publicKey })).toBeNull();
    expect(readSeatRecord('other@room/seats', 'okw', record)).toBeNull();
    for (const junk of [null, 'seat', [record], { ...record, after: 'x'.repeat(500) }]) expect(readSeatRecord(context, 'okw', junk)).toBeNull();
  });
});
