import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { movePieces, say, type Actor } from '../../../src/doc/operations';
import { createLogReader } from '../../../src/doc/logReader';
import { typesOf } from '../../../src/doc/gameDoc';
import type { StoredLogLine } from '../../../src/doc/logLines';
import { newIdentity, fingerprint } from '../../../src/trust/identity';
import { logAuthors } from '../../../src/ui/table/logWho';
import { tableWith, toHex } from '../support/table';

/** A second player on a copy of the same game, kept in sync both ways. */
function friendOf(alice: Actor, name: string): Actor {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(alice.doc));
  alice.doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(doc, u, 'sync'));
  doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(alice.doc, u, 'sync'));
  return { doc, name, identity: newIdentity() };
}

describe('signed log lines', () => {
  it('signs every line a player with an identity writes, and reads it back as signed by that key', () => {
    const { actor, ids } = tableWith({ lehr: '1712' });
    const alice = { ...actor, identity: newIdentity() };
    movePieces(alice, [{ id: ids.lehr, to: toHex('0611') }]);
    say(alice, 'your turn');
    const read = createLogReader(alice.doc)();
    expect(read.slice(-2).map((e) => [e.proof, e.signer])).toEqual([
      ['signed', alice.identity.publicKey],
      ['signed', alice.identity.publicKey],
    ]);
  });

  it('leaves lines of a player without an identity unsigned, and shows them with a question mark', () => {
    const { actor } = tableWith({});
    say(actor, 'hello from an old build');
    const line = createLogReader(actor.doc)().at(-1)!;
    expect(line.proof).toBeUndefined();
    expect(logAuthors([line])[0].mark).toBe('?');
  });

  it('reads a signed line whose text a peer changed as forged', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    say(alice, 'I attack with 3 divisions');
    const log = typesOf(alice.doc).log;
    const stored = log.get(log.length - 1) as StoredLogLine;
    alice.doc.transact(() => {
      log.delete(log.length - 1, 1);
      log.push([{ ...stored, x: 'I concede' }]);
    });
    const line = createLogReader(alice.doc)().at(-1)!;
    expect(line.proof).toBe('forged');
    expect(logAuthors([line])[0]).toMatchObject({ mark: '✗', warn: true });
  });

  it('reads a signed line copied in a second time once, where it first stands', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    say(alice, 'I concede');
    say(alice, 'good game');
    const log = typesOf(alice.doc).log;
    log.push([{ ...(log.get(log.length - 2) as StoredLogLine) }]);
    expect(createLogReader(alice.doc)().slice(-2).map((e) => [e.text, e.proof])).toEqual([
      ['I concede', 'signed'],
      ['good game', 'signed'],
    ]);
  });

  it('does not accept a signed line carried over from another game', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    say(alice, 'good game');
    const stored = typesOf(alice.doc).log.toArray().at(-1)!;
    const other = tableWith({});
    typesOf(other.doc).meta.set('id', 'game-2');
    typesOf(other.doc).log.push([{ ...stored }]);
    expect(createLogReader(other.doc)().at(-1)!.proof).toBe('forged');
  });

  it('shows a player who renames itself after another as someone else, not as them', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, name: 'Alice', identity: newIdentity() };
    const mallory = friendOf(alice, 'Alice');
    say(alice, 'hello');
    say(mallory, 'I, Alice, concede');
    const read = createLogReader(alice.doc)();
    const [first, second] = logAuthors(read).slice(-2);
    expect(first).toMatchObject({ name: 'Alice', mark: '✓', warn: false });
    expect(second).toMatchObject({ name: `Alice · key ${fingerprint(mallory.identity!.publicKey)}`, mark: '≠', warn: true });
  });
});
