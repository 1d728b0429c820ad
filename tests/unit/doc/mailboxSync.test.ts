/**
 * The mailbox of a shared game (issue #29), against the real server: a player's own changes are
 * posted sealed, an empty mailbox first gets the whole game, a friend who opens later merges what
 * waits (a stranger's unsealed entry is skipped), and a full mailbox is said once while the
 * changes stay here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
// @ts-expect-error plain ESM module without types
import { startServer } from '../../../server/serve.mjs';
import { startMailbox, mailboxChangeOrigin, mailboxDelivery, mailboxOrigin, type MailboxOptions } from '../../../src/doc/net/mailboxSync';
import { typesOf } from '../../../src/doc/gameDoc';
import { mailboxBase, postEntry } from '../../../src/net/mailboxClient';
import { decodeEntry, encodeEntry } from '../../../src/net/mailboxEntry';
import { roomKey, roomNameFor } from '../../../src/net/roomCrypto';
import { movePieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { tableWith, toHex } from '../support/table';
import { fingerprint, newIdentity } from '../../../src/trust/identity';

let scratch: string;
let base: string;
let stopServer: () => void;

/** Posts one address may make a minute here: low, so the rate is reached in a few posts. */
const postsPerMinute = 20;

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-mailsync-'));
  const started = await startServer({ port: 0, host: '127.0.0.1', root: scratch, mailboxLimits: { postsPerMinute } });
  base = mailboxBase(`ws://127.0.0.1:${started.port}/signal`);
  stopServer = () => {
    started.server.close();
    started.server.closeAllConnections();
  };
});
afterEach(() => {
  stopServer();
  rmSync(scratch, { recursive: true, force: true });
});

async function options(doc: Y.Doc, holdsGame: boolean, extra: Partial<MailboxOptions> = {}): Promise<MailboxOptions> {
  const room = await roomNameFor('game-1', 'secret-1');
  let seen = 0;
  const deliver = mailboxDelivery(doc);
  return { base, room, key: await roomKey('secret-1', room), from: () => ({ name: holdsGame ? 'Alice' : 'Bob' }), seen: async () => seen, keepSeen: async (n) => void (seen = n), holdsGame: () => holdsGame, deliver, pollMs: 100, friendsFoundMs: 50, ...extra };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
};

describe('a shared game’s mailbox', () => {
  it('brings the whole game and Alice’s later move to Bob, who opens it after she left', async () => {
    const alice = tableWith({ a: '0101', b: '0505' });
    const stopAlice = startMailbox(alice.doc, await options(alice.doc, true));
    await new Promise((r) => setTimeout(r, 300));
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    await new Promise((r) => setTimeout(r, 800));
    stopAlice();

    const bob = new Y.Doc();
    const bobOptions = await options(bob, false);
    const room = bobOptions.room;
    // A stranger who knows the room's name posts what does not unseal: skipped.
    await postEntry(base, room, new TextEncoder().encode('not sealed with the room key'));
    const stopBob = startMailbox(bob, bobOptions);
    await until(() => readSnapshot(bob).pieces.get(alice.ids.a)?.at.x === readSnapshot(alice.doc).pieces.get(alice.ids.a)!.at.x);
    expect(readSnapshot(bob).pieces.size).toBe(2);
    // Everything there was read: the snapshot, Alice's move and the stranger's post (the last may still be unsealing).
    let seen = 0;
    await until(() => {
      void bobOptions.seen().then((n) => (seen = n));
      return seen >= 3;
    });
    stopBob();
  });

  it('skips the backlog for a joiner whose table came from a friend, and still brings what is posted later', async () => {
    const alice = tableWith({ a: '0101', b: '0505' });
    const stopAlice = startMailbox(alice.doc, await options(alice.doc, true));
    await new Promise((r) => setTimeout(r, 300));
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    await new Promise((r) => setTimeout(r, 800));
    const bob = new Y.Doc();
    const fromMailbox: Y.Transaction[] = [];
    const changesFromMailbox: Y.Transaction[] = [];
    bob.on('afterTransaction', (tr: Y.Transaction) => {
      if (tr.origin === mailboxOrigin) fromMailbox.push(tr);
      if (tr.origin === mailboxChangeOrigin) changesFromMailbox.push(tr);
    });
    const bobOptions = await options(bob, false, { holdsGame: () => typesOf(bob).boards.size > 0, friendsFoundMs: 300 });
    const stopBob = startMailbox(bob, bobOptions);
    // Alice is online: her table reaches Bob directly before he looks in the mailbox.
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.doc), 'friend');
    await until(() => typesOf(bob).boards.size > 0);
    await new Promise((r) => setTimeout(r, 600));
    expect([...fromMailbox, ...changesFromMailbox]).toEqual([]);
    expect(await bobOptions.seen()).toBeGreaterThanOrEqual(2);
    stopAlice();
    // Alice moves again while Bob is not connected to her: it reaches him through the mailbox.
    const stopAliceAgain = startMailbox(alice.doc, await options(alice.doc, true));
    movePieces(alice.actor, [{ id: alice.ids.b, to: toHex('0707') }]);
    await until(() => readSnapshot(bob).pieces.get(alice.ids.b)?.at.x === readSnapshot(alice.doc).pieces.get(alice.ids.b)!.at.x);
    expect(changesFromMailbox.length).toBeGreaterThan(0);
    expect(fromMailbox).toEqual([]);
    stopAliceAgain();
    stopBob();
  });

  it('says once that the server takes no more posts', async () => {
    const alice = tableWith({ a: '0101' });
    const refused: string[] = [];
    const o = await options(alice.doc, false, { onRefused: (why) => refused.push(why) });
    // Someone at the same address posted up to the rate: the server refuses what comes next.
    for (let i = 0; i < postsPerMinute; i++) await postEntry(base, o.room, new Uint8Array([i % 256]));
    const stop = startMailbox(alice.doc, o);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0303') }]);
    await until(() => refused.length > 0);
    movePieces(alice.actor, [{ id: alice.ids.a, to: toHex('0404') }]);
    await new Promise((r) => setTimeout(r, 800));
    expect(refused).toEqual(['busy']);
    stop();
  });

  it('reads back what it sealed: the entry pair', () => {
    const update = new Uint8Array([1, 2, 3, 250]);
    const key = newIdentity().publicKey;
    expect(decodeEntry(encodeEntry({ name: 'Alice', key }, update))).toEqual({ from: 'Alice', sender: fingerprint(key), update, whole: false });
    expect(decodeEntry(encodeEntry({ name: 'Zoë' }, update, true))).toEqual({ from: 'Zoë', sender: null, update, whole: true });
    expect(decodeEntry(new TextEncoder().encode('{"v":2}\nabc'))).toBeNull();
    expect(decodeEntry(new TextEncoder().encode('no line at all'))).toBeNull();
    expect(decodeEntry(new Uint8Array([2, 0, 200]))).toBeNull();
  });

  it('still reads the first format’s entries, a JSON line naming the sender', () => {
    const key = newIdentity().publicKey;
    const v1 = new TextEncoder().encode(`${JSON.stringify({ v: 1, from: { name: 'Alice', key }, whole: true })}\n\u0001\u0002`);
    expect(decodeEntry(v1)).toEqual({ from: 'Alice', sender: fingerprint(key), update: new Uint8Array([1, 2]), whole: true });
  });

  it('puts a few bytes before the update: a flag byte, the sender’s 4-byte key tag and their name', () => {
    const update = new Uint8Array(166);
    expect(encodeEntry({ name: 'Alice', key: newIdentity().publicKey }, update).byteLength - update.byteLength).toBe(1 + 1 + 4 + 1 + 'Alice'.length);
  });
});
