/**
 * Who a log line is from, as the log shows it. A name belongs to the first key that signed a line
 * under it in this game; a later line under the same name from another key is shown as someone
 * else ("Alice · key 91bc2f0e"), so renaming oneself "Alice" does not make one Alice. Pure: the
 * panel renders what this returns.
 */
import type { LogEntry } from '../../model/records';
import { fingerprint } from '../../trust/identity';

/** How one line's author is shown. */
export interface LogWho {
  /** The name to show. */
  name: string;
  /** The mark beside it: ✓ signed, ? unsigned, ✗ forged or replayed, ≠ another key than the name's. */
  mark: '✓' | '?' | '✗' | '≠';
  /** The tooltip saying what the mark means. */
  title: string;
  /** Whether the line deserves a warning style (forged, replayed, or a name taken by another key). */
  warn: boolean;
}

/** The author of every entry, in order (the same length as `entries`). */
export function logAuthors(entries: readonly LogEntry[]): LogWho[] {
  const owner = new Map<string, string>();
  return entries.map((e) => {
    if (!e.proof) return { name: e.who, mark: '?', title: 'Not signed: written by an older version or by a client that does not sign', warn: false };
    const tag = e.signer ? fingerprint(e.signer) : 'unknown';
    if (e.proof === 'forged') return { name: e.who, mark: '✗', title: `The signature does not match: this line was changed, or written in someone else's name (key ${tag})`, warn: true };
    if (e.proof === 'replayed') return { name: e.who, mark: '✗', title: `A copy of an earlier signed line, added again (key ${tag})`, warn: true };
    const first = owner.get(e.who);
    if (first === undefined) owner.set(e.who, e.signer!);
    if (first !== undefined && first !== e.signer) {
      return { name: `${e.who} · key ${tag}`, mark: '≠', title: `Signed by another key than the first ${e.who}'s (${fingerprint(first)}): not the same player`, warn: true };
    }
    return { name: e.who, mark: '✓', title: `Signed by ${e.who}'s key ${tag}`, warn: false };
  });
}
