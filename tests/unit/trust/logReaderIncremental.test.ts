import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { say, type Actor } from '../../../src/doc/operations';
import { createLogReader } from '../../../src/doc/logReader';
import { typesOf } from '../../../src/doc/gameDoc';
import { decodeLogLine, lineProof, logLine, type StoredLogLine } from '../../../src/doc/logLines';
import { newIdentity } from '../../../src/trust/identity';
import type { LogEntry } from '../../../src/model/records';
import { tableWith } from '../support/table';
import { seeded } from '../support/random';

type Random = () => number;

/** A second player on a copy of the game; updates are carried both ways only when `sync` is called, so lines can cross. */
function peerOf(alice: Actor, name: string): { peer: Actor; sync: () => void } {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(alice.doc));
  const sync = () => {
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(alice.doc, Y.encodeStateVector(doc)));
    Y.applyUpdate(alice.doc, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(alice.doc)));
  };
  return { peer: { doc, name, identity: newIdentity() }, sync };
}

/**
 * The log read whole, line by line from the start, as the reader did before it read incrementally:
 * the reference the incremental reads must equal. Verdicts are cached by line, as the reader's are.
 */
function fullRead(doc: Y.Doc, verdicts: WeakMap<object, string>): LogEntry[] {
  const t = typesOf(doc);
  const game = t.meta.get('id');
  const seen = new Set<string>();
  const out: LogEntry[] = [];
  for (const stored of t.log.toArray() as unknown[]) {
    const entry = decodeLogLine(stored);
    if (!entry) continue;
    const line = stored as StoredLogLine;
    const proof = verdicts.get(line) ?? lineProof(typeof game === 'string' ? game : '', line);
    verdicts.set(line, proof);
    if (proof === 'unsigned') {
      out.push(entry);
      continue;
    }
    const copy = `${line.a} ${line.s}`;
    if (proof === 'signed' && seen.has(copy)) continue;
    if (proof === 'signed') seen.add(copy);
    out.push({ ...entry, ...(typeof line.a === 'string' ? { signer: line.a.slice(0, 43) } : {}), proof: proof as 'signed' | 'forged' });
  }
  return out;
}

/** What an edit did to the log: lines only added at its end, anything else, or nothing. */
type EditKind = 'appended' | 'other' | 'none';

/** One random edit of the log, of the kinds play, peers, damage and clearing make; says what it did. */
function randomEdit(random: Random, alice: Actor, bob: Actor, sync: () => void, step: number): EditKind {
  const log = typesOf(alice.doc).log;
  const before = log.toArray();
  const roll = random();
  if (roll < 0.35) say(alice, `line ${step}`);
  else if (roll < 0.5) say(bob, `bob ${step}`);
  else if (roll < 0.6) sync();
  else if (roll < 0.68 && log.length) {
    // A replay: a signed line copied in again.
    log.push([{ ...(log.get(Math.floor(random() * log.length)) as StoredLogLine) }]);
  } else if (roll < 0.73) {
    log.push([logLine('Old build', `unsigned ${step}`)]);
  } else if (roll < 0.76) {
    log.push([{ not: 'a line' } as unknown as StoredLogLine]);
  } else if (roll < 0.82 && log.length) {
    const at = Math.floor(random() * log.length);
    const stored = log.get(at) as StoredLogLine;
    alice.doc.transact(() => {
      log.delete(at, 1);
      log.insert(at, [{ ...stored, x: `${stored.x} (changed)` }]);
    });
  } else if (roll < 0.9 && log.length) {
    log.delete(Math.floor(random() * log.length), 1);
  } else if (roll < 0.93) {
    log.delete(0, log.length);
  } else {
    alice.doc.transact(() => {
      say(alice, `first of two ${step}`);
      say(alice, `second of two ${step}`);
    });
  }
  const after = log.toArray();
  if (after.length === before.length && after.every((line, i) => line === before[i])) return 'none';
  return after.length > before.length && before.every((line, i) => after[i] === line) ? 'appended' : 'other';
}

describe('the log read incrementally', () => {
  for (const seed of [1, 2, 3]) {
    it(`reads what a fresh full read gives after random appends, replays, forgeries, deletions and clears (seed ${seed})`, () => {
      const random = seeded(seed);
      const { actor } = tableWith({});
      const alice = { ...actor, identity: newIdentity() };
      const { peer: bob, sync } = peerOf(alice, 'Bob');
      const read = createLogReader(alice.doc);
      const verdicts = new WeakMap<object, string>();
      let previous: LogEntry[] = read();
      const since = new Set<EditKind>();
      for (let step = 0; step < 160; step++) {
        since.add(randomEdit(random, alice, bob, sync, step));
        // Reads are skipped now and then, so several edits pile up between two reads.
        if (random() < 0.3) continue;
        const now = read();
        expect(now).toEqual(fullRead(alice.doc, verdicts));
        if (since.has('other')) expect(now.some((e) => previous.includes(e))).toBe(false);
        else if (since.has('appended')) expect(now.slice(0, previous.length).every((e, i) => e === previous[i])).toBe(true);
        else expect(now).toBe(previous);
        previous = now;
        since.clear();
      }
    });
  }

  it('shows a signed line once, where it first stands, however many copies follow, also when read line by line', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    const read = createLogReader(alice.doc);
    say(alice, 'I concede');
    const log = typesOf(alice.doc).log;
    const shown = () => read().filter((e) => e.text === 'I concede').map((e) => e.proof);
    expect(shown()).toEqual(['signed']);
    log.push([{ ...(log.get(log.length - 1) as StoredLogLine) }]);
    say(alice, 'after');
    expect(shown()).toEqual(['signed']);
    expect(read().at(-1)!.text).toBe('after');
    log.delete(log.length - 3, 1);
    expect(shown()).toEqual(['signed']);
  });

  it('still shows the genuine line as signed when a forged line under its id stands before it', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    const read = createLogReader(alice.doc);
    say(alice, 'I hold the bridge');
    const log = typesOf(alice.doc).log;
    const genuine = log.get(log.length - 1) as StoredLogLine;
    log.insert(log.length - 1, [{ ...genuine, x: 'I resign' }]);
    expect(read().slice(-2).map((e) => [e.text, e.proof])).toEqual([
      ['I resign', 'forged'],
      ['I hold the bridge', 'signed'],
    ]);
  });

  it('reads correctly from inside a transaction, before the log has told its change', () => {
    const { actor } = tableWith({});
    const alice = { ...actor, identity: newIdentity() };
    const read = createLogReader(alice.doc);
    say(alice, 'one');
    read();
    let inside: LogEntry[] = [];
    alice.doc.transact(() => {
      typesOf(alice.doc).log.delete(0, typesOf(alice.doc).log.length);
      say(alice, 'two');
      inside = read();
    });
    expect(inside.map((e) => e.text)).toEqual(['two']);
    expect(read().map((e) => e.text)).toEqual(['two']);
  });
});
