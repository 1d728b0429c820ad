/**
 * Who sent a change: every document message is signed by its sender, saying whether it carries
 * the sender's own change or one it passes on, so a browser that puts a tampering change right
 * names its author — and never blames a friend who only passed it on.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { appendToLedger, ledgerEntry, ledgerKey, readFolder } from '../../../src/doc/ledger';
import { guardLedger } from '../../../src/doc/ledgerGuard';
import { ChangeSenders, type ChangeSender } from '../../../src/doc/net/changeSenders';
import { relaySync } from '../../../src/doc/net/relaySync';
import { blameFor, tellTamper, type Blame } from '../../../src/doc/tamperNotice';
import { paceSyncMessages } from '../../../src/doc/syncPacer';
import type { Scheduler } from '../../../src/doc/slicedSnapshot';
import { relayKinds } from '../../../src/net/relay';
import { newIdentity, signRecord, type Identity } from '../../../src/trust/identity';
import { openSent, sealSent, verifySent, type SenderProof } from '../../../src/trust/senderProof';
import { fromB64 } from '../../../src/trust/bytes';

const room = 'game1@AAAAAAAAAAAAAAAAAAAAAA';

/** Relay messages waiting on the server, delivered when the test says. */
function relayBus() {
  const members = new Map<string, ReturnType<typeof relaySync>>();
  const queue: { from: string; kind: number; payload: Uint8Array; to: string }[] = [];
  return {
    members,
    queue,
    relayOf: (from: string) => ({ send: async (kind: number, payload: Uint8Array, to = '') => void queue.push({ from, kind, payload: payload.slice(), to }) }),
    /** Delivers waiting messages (those `which` picks, else all) in order, and what they cause. */
    deliver(which: (m: { from: string; to: string }) => boolean = () => true) {
      for (let i = 0; i < queue.length; ) {
        const m = queue[i];
        if (!which(m)) {
          i++;
          continue;
        }
        queue.splice(i, 1);
        for (const [id, member] of members) if (id !== m.from && (!m.to || m.to === id)) member.receive(m.from, m.kind, m.payload);
      }
    },
  };
}

/**
 * A browser in the room: its document, its signer, and what its ledger guard told. A modified
 * client runs no guard (an honest guard puts a deletion right inside the very update that sends it).
 */
function browser(bus: ReturnType<typeof relayBus>, id: string, identity: Identity | undefined, from?: Y.Doc, guarded = true) {
  const doc = from ? new Y.Doc() : createGameDoc('game1', 'Game');
  if (from) Y.applyUpdate(doc, Y.encodeStateAsUpdate(from), 'load');
  const senders = new ChangeSenders(identity, room, (key) => names.get(key) ?? null);
  const sync = relaySync(doc, new Awareness(doc), bus.relayOf(id), () => true, undefined, senders);
  bus.members.set(id, sync);
  const told: { blame: Blame; notice: string | null; sender: ChangeSender | null }[] = [];
  if (guarded) {
    // As the session tells its player (src/doc/session.ts): the guard's report, the sender of the change, and a watch for the author.
    guardLedger(doc, (report) => {
      const sender = senders.current();
      const blame = blameFor(sender, []);
      tellTamper(
        report,
        blame,
        (notice) => told.push({ blame, notice, sender }),
        (items, found) => senders.watch(items, found),
      );
    });
  }
  return { doc, senders, told, identity };
}

const aliceId = newIdentity();
const bobId = newIdentity();
const malloryId = newIdentity();
const names = new Map([
  [aliceId.publicKey, 'Alice'],
  [bobId.publicKey, 'Bob'],
  [malloryId.publicKey, 'Mallory'],
]);
const record = signRecord(aliceId, 'game1/roll', { roll: 'r1', dice: [4] });
const key = ledgerKey('roll/r1', record);

/** Alice with a signed record, Bob, and Mallory (a modified client, signing with `malloryIdentity` or, given null, not at all). */
function table(malloryIdentity: Identity | null = malloryId) {
  const bus = relayBus();
  const alice = browser(bus, 'alice', aliceId);
  appendToLedger(alice.doc, 'Alice', 'roll', [ledgerEntry('roll/r1', record)]);
  const bob = browser(bus, 'bob', bobId, alice.doc);
  const mallory = browser(bus, 'mallory', malloryIdentity ?? undefined, alice.doc, false);
  bus.queue.length = 0;
  return { bus, alice, bob, mallory };
}

describe('a signed envelope around what a browser sends', () => {
  const message = new Uint8Array([0, 2, 3, 1, 2, 3]);

  it('names its sender and whether the change is the sender’s own, and holds only for that message in that room', () => {
    const opened = openSent(sealSent(malloryId, room, true, message))!;
    expect(opened.message).toEqual(message);
    expect(opened.proof).toMatchObject({ own: true, key: malloryId.publicKey });
    expect(verifySent(room, opened.proof)).toBe(true);
    expect(verifySent('game1@BBBBBBBBBBBBBBBBBBBBBB', opened.proof)).toBe(false);
    expect(verifySent(room, { ...opened.proof, own: false })).toBe(false);
    expect(verifySent(room, { ...opened.proof, key: aliceId.publicKey })).toBe(false);
    expect(verifySent(room, { ...opened.proof, message: new Uint8Array([0, 2, 3, 1, 2, 4]) })).toBe(false);
  });

  it('reads nothing from bytes that are no envelope, and never throws', () => {
    for (const bytes of [new Uint8Array(), new Uint8Array(97), new Uint8Array(200).fill(1), Uint8Array.of(1, 7, ...new Uint8Array(120))]) {
      expect(() => openSent(bytes)).not.toThrow();
    }
    expect(openSent(new Uint8Array(97))).toBeNull();
    const garbage = openSent(Uint8Array.of(1, 1, ...new Uint8Array(120).fill(255)))!;
    expect(verifySent(room, garbage.proof)).toBe(false);
  });
});

describe('naming who sent a change the ledger guard put right', () => {
  it('names the player who deleted a record as its author, in every browser that got the change from them', () => {
    const { bus, alice, bob, mallory } = table();
    typesOf(mallory.doc).trust.delete(key);
    bus.deliver();
    for (const honest of [alice, bob]) {
      expect(readFolder(honest.doc, 'roll/r1')).toEqual([record]);
      expect(honest.told.map((t) => t.notice)).toEqual(['Mallory deleted a roll record: put back: signed records are never removed or changed.']);
    }
  });

  it('names a browser that answers a returning player’s sync with a deletion as passing it on, never as its author', () => {
    const { bus, alice, bob, mallory } = table();
    const bobRelay = bus.members.get('bob')!;
    bus.members.delete('bob');
    bus.members.delete('alice');
    // Carol joins while only Mallory is there, after Mallory deleted the record: she never saw it, so she cannot put it back.
    typesOf(mallory.doc).trust.delete(key);
    const carol = browser(bus, 'carol', newIdentity(), mallory.doc);
    names.set(carol.identity!.publicKey, 'Carol');
    bus.queue.length = 0;
    // Bob comes back and asks Carol what he is missing; her answer passes Mallory's deletion on.
    bus.members.set('bob', bobRelay);
    bobRelay.greet('carol');
    bus.deliver((m) => m.from === 'bob' || m.from === 'carol');
    expect(bob.told.map((t) => t.blame)).toEqual([{ via: 'Carol' }]);
    expect(bob.told[0].notice).toBe('A change passed on by Carol deleted a roll record: put back: signed records are never removed or changed.');
    expect(readFolder(bob.doc, 'roll/r1')).toEqual([record]);
    expect(alice.told).toEqual([]);
  });

  it('names the author to a browser that got the deletion already put right by a friend, once the author’s own copy arrives', () => {
    const { bus, alice, bob, mallory } = table();
    // Mallory reaches Alice directly (as over WebRTC); Alice passes every change she applies on to the relay.
    mallory.doc.on(
      'update',
      mallory.senders.sendsUpdates((update) => {
        const opened = openSent(mallory.senders.seal(update)!)!;
        alice.senders.receiving(opened.proof, () => Y.applyUpdate(alice.doc, opened.message, 'webrtc'));
      }),
    );
    typesOf(mallory.doc).trust.delete(key);
    expect(alice.told.map((t) => t.blame)).toEqual([{ author: 'Mallory' }]);
    // Alice's forward reaches Bob before Mallory's own copy does: it holds her repair too, so there is nothing to put right, and nobody is blamed.
    bus.deliver((m) => m.from === 'alice');
    expect(readFolder(bob.doc, 'roll/r1')).toEqual([record]);
    expect(bob.told).toEqual([]);
    // Mallory's own signed copy comes: it deletes what Bob saw taken away, so it names her.
    bus.deliver();
    expect(bob.told.map((t) => t.notice)).toEqual(['Mallory deleted a roll record: put back: signed records are never removed or changed.']);
    expect(readFolder(bob.doc, 'roll/r1')).toEqual([record]);
  });

  it('names the author of a record written over that reached a browser already put right, never the friend whose repair deleted the intruding value', () => {
    const { bus, alice, bob, mallory } = table();
    mallory.doc.on(
      'update',
      mallory.senders.sendsUpdates((update) => {
        const opened = openSent(mallory.senders.seal(update)!)!;
        alice.senders.receiving(opened.proof, () => Y.applyUpdate(alice.doc, opened.message, 'webrtc'));
      }),
    );
    typesOf(mallory.doc).trust.set(key, signRecord(malloryId, 'game1/roll', { roll: 'r1', dice: [6] }));
    // Alice's forward and her own repair (which deletes Mallory's value) reach Bob first, then Mallory's own copy.
    bus.deliver((m) => m.from === 'alice');
    expect(bob.told).toEqual([]);
    bus.deliver();
    expect(bob.told.map((t) => t.notice)).toEqual(['Mallory wrote over a roll record: put back: signed records are never removed or changed.']);
    expect(readFolder(bob.doc, 'roll/r1')).toEqual([record]);
  });

  it('names nobody for a friend’s repair meeting its own: two honest repairs of one record are no deletion', () => {
    const { bus, alice, bob, mallory } = table();
    typesOf(mallory.doc).trust.delete(key);
    bus.deliver();
    expect(alice.told).toHaveLength(1);
    expect(bob.told).toHaveLength(1);
  });

  it('names nobody for a change that came unsigned, and still puts it back', () => {
    const { bus, alice, bob, mallory } = table(null);
    typesOf(mallory.doc).trust.delete(key);
    bus.deliver();
    for (const honest of [alice, bob]) {
      expect(readFolder(honest.doc, 'roll/r1')).toEqual([record]);
      expect(honest.told.map((t) => t.notice)).toEqual(['A player in the room deleted a roll record: put back: signed records are never removed or changed.']);
    }
  });

  it('names nobody for a change signed in another player’s name', () => {
    const { bus, bob, mallory } = table();
    typesOf(mallory.doc).trust.delete(key);
    const [sent] = bus.queue.splice(0);
    const opened = openSent(sent.payload)!;
    // Mallory's signature under Alice's key.
    const forged = sealSent(malloryId, room, true, opened.message);
    forged.set(fromB64(aliceId.publicKey)!, 2);
    bus.members.get('bob')!.receive('alice', relayKinds.signedSync, forged);
    expect(bob.told.map((t) => t.blame)).toEqual([null]);
    expect(readFolder(bob.doc, 'roll/r1')).toEqual([record]);
  });

  it('names the sender of a big change applied in pieces, one task each, in whichever piece the tampering lands', () => {
    const bus = relayBus();
    const alice = browser(bus, 'alice', aliceId);
    appendToLedger(alice.doc, 'Alice', 'roll', [ledgerEntry('roll/r1', record)]);
    const mallory = browser(bus, 'mallory', malloryId, alice.doc, false);
    const queue: (() => void)[] = [];
    const schedule: Scheduler = (work) => (queue.push(work), () => undefined);
    const bobDoc = new Y.Doc();
    Y.applyUpdate(bobDoc, Y.encodeStateAsUpdate(alice.doc), 'load');
    const bobSenders = new ChangeSenders(bobId, room);
    const pace = (deliver: (m: Uint8Array, proof?: SenderProof | null) => void, framing: 'sync') => paceSyncMessages(deliver, { framing, maxBytes: 8 * 1024, schedule });
    bus.members.set('bob', relaySync(bobDoc, new Awareness(bobDoc), bus.relayOf('bob'), () => true, pace, bobSenders));
    const senders: (ChangeSender | null)[] = [];
    guardLedger(bobDoc, () => senders.push(bobSenders.current()));
    bus.queue.length = 0;

    mallory.doc.transact(() => {
      const pieces = typesOf(mallory.doc).pieces as Y.Map<unknown>;
      for (let i = 0; i < 400; i++) pieces.set(`p${i}`, new Y.Map(Object.entries({ name: `Counter ${i} ${'x'.repeat(40)}` })));
      typesOf(mallory.doc).trust.delete(key);
    });
    bus.deliver((m) => m.from === 'mallory');
    expect(queue.length).toBeGreaterThan(0);
    while (queue.length) queue.shift()!();
    expect(senders).toMatchObject([{ key: malloryId.publicKey, own: true }]);
    expect(readFolder(bobDoc, 'roll/r1')).toEqual([record]);
  });

  it('holds no sender outside the application of a message', () => {
    const { bus, bob, mallory } = table();
    typesOf(mallory.doc).trust.delete(key);
    bus.deliver();
    expect(bob.senders.current()).toBeNull();
  });
});

describe('what a browser says of what it sends', () => {
  it('signs the update of a change made here as its own, and one it applied from a peer as passed on', () => {
    const doc = createGameDoc('game1', 'Game');
    const senders = new ChangeSenders(aliceId, room);
    const sent: boolean[] = [];
    doc.on('update', senders.sendsUpdates((update) => sent.push(openSent(senders.seal(update)!)!.proof.own)));
    typesOf(doc).meta.set('name', 'Renamed');
    const friend = new Y.Doc();
    typesOf(friend).meta.set('note', 'hello');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(friend), 'webrtc');
    expect(sent).toEqual([true, false]);
  });

  it('signs nothing without an identity', () => {
    expect(new ChangeSenders(undefined, room).seal(new Uint8Array([0, 1]))).toBeNull();
  });
});
