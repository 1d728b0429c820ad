/**
 * The home screen's "Bob: 7 moves since you looked" (issue #29), against the real server: the
 * entries after what this browser merged are unsealed and counted by sender; the player's own
 * entries, whole-game snapshots and what does not unseal are not moves.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types
import { startServer } from '../../../server/serve.mjs';
import { mailboxDelivery, startMailbox } from '../../../src/doc/net/mailboxSync';
import { mailboxBase, postEntry } from '../../../src/net/mailboxClient';
import { encodeEntry, type EntrySender } from '../../../src/net/mailboxEntry';
import { movesOf, movesWaiting, tallyWaiting, type MailboxAt, type Me } from '../../../src/net/mailboxTally';
import { roomKey, roomNameFor, seal } from '../../../src/net/roomCrypto';
import { movePieces } from '../../../src/doc/operations';
import { fingerprint, newIdentity } from '../../../src/trust/identity';
import { waitingLine } from '../../../src/ui/home/useMailboxWaiting';
import { tableWith, toHex } from '../support/table';

let scratch: string;
let base: string;
let stopServer: () => void;
let room: string;
let key: CryptoKey;

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-mailtally-'));
  const started = await startServer({ port: 0, host: '127.0.0.1', root: scratch });
  base = mailboxBase(`ws://127.0.0.1:${started.port}/signal`);
  stopServer = () => {
    started.server.close();
    started.server.closeAllConnections();
  };
  room = await roomNameFor('game-1', 'secret-1');
  key = await roomKey('secret-1', room);
});
afterEach(() => {
  stopServer();
  rmSync(scratch, { recursive: true, force: true });
});

const bob = newIdentity();
const bobMe: Me = { name: 'Bob', sender: () => fingerprint(bob.publicKey) };
const at = (after = 0): MailboxAt => ({ base, room, after, key: async () => key });
/** A change posted by `from`, as a browser posts it. */
const post = async (from: EntrySender, whole = false) => postEntry(base, room, await seal(key, encodeEntry(from, new Uint8Array([0, 0]), whole)));

describe('what waits for a player, by sender', () => {
  it('counts Alice’s moves made with the game open, not the whole game her browser posted first, under the name she goes by now', async () => {
    const alice = tableWith({ a: '0101' });
    let name = 'Alice';
    const aliceKey = newIdentity().publicKey;
    const stop = startMailbox(alice.doc, { base, room, key, from: () => ({ name, key: aliceKey }), seen: async () => 0, keepSeen: async () => {}, holdsGame: () => true, deliver: mailboxDelivery(alice.doc), pollMs: 60_000 });
    for (const hex of ['0202', '0303', '0404']) {
      await new Promise((r) => setTimeout(r, 500));
      movePieces(alice.actor, [{ id: alice.ids.a, to: toHex(hex) }]);
    }
    await new Promise((r) => setTimeout(r, 700));
    expect(await movesWaiting(at(), bobMe)).toEqual([{ name: 'Alice', moves: 3 }]);

    // She renames herself with the game open: her next move goes under the new name, counted with the others.
    name = 'Alicia';
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0505') }]);
    await new Promise((r) => setTimeout(r, 700));
    stop();
    expect(await movesWaiting(at(), bobMe)).toEqual([{ name: 'Alicia', moves: 4 }]);
  });

  it('leaves out the player’s own entries, what does not unseal, and what was merged already', async () => {
    const carol = { name: 'Carol', key: newIdentity().publicKey };
    await post(carol);
    const merged = await post(carol);
    await post({ name: 'Bob', key: bob.publicKey });
    await postEntry(base, room, new TextEncoder().encode('sealed with another key, or not at all'));
    await post(carol, true);
    await post(carol);
    expect(await movesWaiting(at(merged as number), bobMe)).toEqual([{ name: 'Carol', moves: 1 }]);
  });

  it('tells senders apart by key, under the name each used last, most moves first', async () => {
    const [alice, carol] = [newIdentity().publicKey, newIdentity().publicKey];
    await post({ name: 'Carol', key: carol });
    for (let i = 0; i < 3; i++) await post({ name: 'Alice', key: alice });
    await post({ name: 'Carol the Bold', key: carol });
    expect(await movesWaiting(at(), bobMe)).toEqual([
      { name: 'Alice', moves: 3 },
      { name: 'Carol the Bold', moves: 2 },
    ]);
  });

  it('reads entries of the first format, naming their sender in a JSON line', async () => {
    const v1 = (from: EntrySender) => new TextEncoder().encode(`${JSON.stringify({ v: 1, from })}\n\u0000`);
    await postEntry(base, room, await seal(key, v1({ name: 'Alice' })));
    await postEntry(base, room, await seal(key, v1({ name: 'Bob', key: bob.publicKey })));
    await postEntry(base, room, await seal(key, v1({ name: 'Bob' })));
    expect(await movesWaiting(at(), bobMe)).toEqual([{ name: 'Alice', moves: 1 }]);
  });

  it('carries a kept tally on with only what was posted since, and counts afresh once the game was opened', async () => {
    const carol = { name: 'Carol', key: newIdentity().publicKey };
    await post(carol);
    await post(carol);
    const first = await tallyWaiting(at(), bobMe, null);
    expect(first).toMatchObject({ seen: 0, last: 2 });
    expect(movesOf(first!)).toEqual([{ name: 'Carol', moves: 2 }]);
    await post(carol);
    // What the kept tally says is taken as it is: only entry 3 is read from the server.
    const kept = { seen: 0, last: 2, senders: [['dave', { name: 'Dave', moves: 5 }]] as [string, { name: string; moves: number }][] };
    expect(movesOf((await tallyWaiting(at(), bobMe, kept))!)).toEqual([{ name: 'Dave', moves: 5 }, { name: 'Carol', moves: 1 }]);
    // Bob opened the game and merged entry 2: a tally from before that no longer holds.
    expect(movesOf((await tallyWaiting(at(2), bobMe, kept))!)).toEqual([{ name: 'Carol', moves: 1 }]);
  });

  it('says nothing waits in an empty mailbox, and nothing at all when the server cannot be reached', async () => {
    expect(await movesWaiting(at(), bobMe)).toEqual([]);
    stopServer();
    expect(await movesWaiting(at(), bobMe)).toBeNull();
  });
});

describe('the line the home screen shows', () => {
  it('names one sender with “since you looked”, and several side by side', () => {
    expect(waitingLine([{ name: 'Bob', moves: 7 }])).toBe('Bob: 7 moves since you looked');
    expect(waitingLine([{ name: 'Bob', moves: 1 }])).toBe('Bob: 1 move since you looked');
    expect(waitingLine([{ name: 'Bob', moves: 7 }, { name: 'Carol', moves: 2 }])).toBe('Bob: 7 moves · Carol: 2 moves');
  });
});
