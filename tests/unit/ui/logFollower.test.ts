import { describe, expect, it } from 'vitest';
import { LogFollower, logAuthors } from '../../../src/ui/table/logWho';
import type { LogEntry } from '../../../src/model/records';
import { seeded } from '../support/random';

type Random = () => number;

const names = ['Alice', 'Bob'];
const keys = ['key-alice', 'key-bob', 'key-mallory'];

function randomEntry(random: Random, step: number): LogEntry {
  const who = names[Math.floor(random() * names.length)];
  const proof = (['signed', 'signed', 'signed', 'forged', undefined] as const)[Math.floor(random() * 5)];
  // Repeated texts in the same second, as two equal rolls would be.
  const text = random() < 0.3 ? 'rolled 1d6: 4' : `moved ${step}`;
  return { t: 1000 * (1 + Math.floor(step / 4)), who, text, kind: 'action', ...(proof ? { proof, signer: keys[Math.floor(random() * keys.length)] } : {}) };
}

/** The next log as the reader gives it: appended lines keep the earlier objects; after any other change every entry is new. */
function nextLog(random: Random, log: readonly LogEntry[], step: number): { log: LogEntry[]; appended: boolean; removedAt?: number } {
  const roll = random();
  if (roll < 0.7 || !log.length) return { log: [...log, randomEntry(random, step), ...(random() < 0.2 ? [randomEntry(random, step)] : [])], appended: true };
  const copy = log.map((e) => ({ ...e }));
  if (roll < 0.9) {
    const removedAt = Math.floor(random() * copy.length);
    copy.splice(removedAt, 1);
    return { log: copy, appended: false, removedAt };
  }
  if (roll < 0.95) copy.splice(Math.floor(random() * copy.length), 0, randomEntry(random, step));
  else copy.length = 0;
  return { log: copy, appended: false };
}

const sameContent = (a: LogEntry, b: LogEntry) => a.t === b.t && a.kind === b.kind && a.who === b.who && a.text === b.text && a.signer === b.signer;

describe('following a growing log', () => {
  for (const seed of [1, 2, 3]) {
    it(`gives what working the whole log out afresh gives, with keys that stay put (seed ${seed})`, () => {
      const random = seeded(seed);
      const follower = new LogFollower();
      let log: LogEntry[] = [];
      let before = follower.follow(log);
      for (let step = 0; step < 400; step++) {
        const next = nextLog(random, log, step);
        const now = follower.follow(next.log);
        const fresh = new LogFollower().follow(next.log);
        expect(now.authors).toEqual(fresh.authors);
        expect(now.keys).toEqual(fresh.keys);
        expect(new Set(now.keys).size).toBe(now.keys.length);
        if (next.appended) expect(now.keys.slice(0, before.keys.length)).toEqual(before.keys);
        // Every other line keeps its key when a line is removed, unless it repeats the removed line's content.
        if (next.removedAt !== undefined) {
          const removed = log[next.removedAt];
          const others = before.keys.filter((_, i) => i !== next.removedAt);
          next.log.forEach((e, i) => !sameContent(e, removed) && expect(now.keys[i]).toBe(others[i]));
        }
        expect(follower.follow(next.log)).toBe(now);
        log = next.log;
        before = now;
      }
    });
  }

  it('keys a line by its content, so the same line read again after a change keeps its key', () => {
    const a: LogEntry = { t: 1000, who: 'Alice', text: 'hello', kind: 'chat' };
    const b: LogEntry = { t: 2000, who: 'Bob', text: 'hi', kind: 'chat' };
    const c: LogEntry = { t: 3000, who: 'Alice', text: 'move', kind: 'action' };
    const follower = new LogFollower();
    const first = follower.follow([a, b, c]);
    const second = follower.follow([{ ...a }, { ...c }]);
    expect(second.keys).toEqual([first.keys[0], first.keys[2]]);
  });

  it('tells two equal lines apart', () => {
    const line: LogEntry = { t: 1000, who: 'Alice', text: 'rolled 1d6: 4', kind: 'action' };
    const { keys: twice } = new LogFollower().follow([line, { ...line }]);
    expect(twice[0]).not.toBe(twice[1]);
  });

  it('shows a name taken by a second key as someone else, line by line as when read at once', () => {
    const follower = new LogFollower();
    const alice: LogEntry = { t: 1000, who: 'Alice', text: 'hello', kind: 'chat', proof: 'signed', signer: 'key-alice' };
    const impostor: LogEntry = { t: 2000, who: 'Alice', text: 'I concede', kind: 'chat', proof: 'signed', signer: 'key-mallory' };
    follower.follow([alice]);
    const both = follower.follow([alice, impostor]);
    expect(both.authors.map((a) => a.mark)).toEqual(['✓', '≠']);
    expect(both.authors).toEqual(logAuthors([alice, impostor]));
  });
});
