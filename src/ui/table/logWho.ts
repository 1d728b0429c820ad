/**
 * Who a log line is from, as the log shows it. A name belongs to the first key that signed a line
 * under it in this game; a later line under the same name from another key is shown as someone
 * else ("Alice · key 91bc2f0e"), so renaming oneself "Alice" does not make one Alice. No React
 * here: the panel renders what this returns, and follows a growing log without re-reading it all.
 */
import type { LogEntry } from '../../model/records';
import { fingerprint } from '../../trust/identity';
import { fold } from '../../model/lookalikes';

/** How one line's author is shown. */
export interface LogWho {
  /** The name to show. */
  name: string;
  /** The mark beside it: ✓ signed, ? unsigned, ✗ forged, ≠ another key than the name's. */
  mark: '✓' | '?' | '✗' | '≠';
  /** The tooltip saying what the mark means. */
  title: string;
  /** Whether the line deserves a warning style (forged, or a name taken by another key). */
  warn: boolean;
}

/**
 * How one entry's author is shown, given the key that first signed under each name before it
 * (updated here). Names are owned as a person reads them (`fold`): "Аlice" with a Cyrillic А, or
 * "Alice" with an invisible joiner, is Alice's name, so a look-alike cannot pass for a new player.
 */
function authorOf(e: LogEntry, owner: Map<string, string>): LogWho {
  if (!e.proof) return { name: e.who, mark: '?', title: 'Not signed: written by an older version or by a client that does not sign', warn: false };
  const tag = e.signer ? fingerprint(e.signer) : 'unknown';
  if (e.proof === 'forged') return { name: e.who, mark: '✗', title: `The signature does not match: this line was changed, or written in someone else's name (key ${tag})`, warn: true };
  const name = fold(e.who);
  const first = owner.get(name);
  if (first === undefined) owner.set(name, e.signer!);
  if (first !== undefined && first !== e.signer) {
    return { name: `${e.who} · key ${tag}`, mark: '≠', title: `Signed by another key than the first ${e.who}'s (${fingerprint(first)}): not the same player`, warn: true };
  }
  return { name: e.who, mark: '✓', title: `Signed by ${e.who}'s key ${tag}`, warn: false };
}

/** The author of every entry, in order (the same length as `entries`). */
export function logAuthors(entries: readonly LogEntry[]): readonly LogWho[] {
  return new LogFollower().follow(entries).authors;
}

/** A short hash of a line's content, so its key stays small whatever the line's length (FNV-1a, 32 bits). */
function contentHash(e: LogEntry): string {
  const text = `${e.t}|${e.kind}|${e.signer ?? ''}|${e.who}|${e.text}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The authors and row keys of a log, as `LogFollower.follow` gives them. */
export interface FollowedLog {
  /** How each entry's author is shown (same length as the entries). */
  authors: readonly LogWho[];
  /**
   * A key per entry from its content (time, kind, signer, name, text) and how many lines with the
   * same content came before it, so a row keeps its key when lines are added or removed around it.
   */
  keys: readonly string[];
}

/**
 * Follows a growing log: given the reader's successive arrays, works out only the entries added at
 * the end (found by identity: the earlier entries are the very same objects), and everything again
 * after any other change. Each result equals working the whole log out afresh.
 */
export class LogFollower {
  private entries: readonly LogEntry[] = [];
  /** The first signing key of each name, by its folded form. */
  private owner = new Map<string, string>();
  private seenContent = new Map<string, number>();
  private result: FollowedLog = { authors: [], keys: [] };

  follow(entries: readonly LogEntry[]): FollowedLog {
    if (entries === this.entries) return this.result;
    const grew = entries.length >= this.entries.length && this.entries.every((e, i) => entries[i] === e);
    if (!grew) {
      this.owner = new Map();
      this.seenContent = new Map();
      this.result = { authors: [], keys: [] };
    }
    const from = grew ? this.entries.length : 0;
    const authors = this.result.authors.slice();
    const keys = this.result.keys.slice();
    for (let i = from; i < entries.length; i++) {
      const e = entries[i];
      authors.push(authorOf(e, this.owner));
      const hash = contentHash(e);
      const n = this.seenContent.get(hash) ?? 0;
      this.seenContent.set(hash, n + 1);
      keys.push(n ? `${hash}.${n}` : hash);
    }
    this.entries = entries;
    this.result = { authors, keys };
    return this.result;
  }
}
