/**
 * The log read with its proofs: each line decoded and its signature checked once (a line is an
 * immutable value in the document, so its verdict is kept by identity). A signed line is shown once,
 * where it first stands: a second copy (two friends putting back the same deleted line, or a
 * cheater's replay) adds nothing, and a forged line under the same id takes nothing from the
 * genuine one. Two different lines a player signed under one id are both shown: both are theirs. Peers' lines are never trusted for who wrote them: the signature says which key did.
 *
 * The log is read incrementally: in play it only grows at its end, so a read after lines were
 * appended decodes only those lines. Anything else (lines deleted, the log cleared, a peer's line
 * landing between lines already read) is seen in the log's change events and makes the next read
 * start over, with the same verdicts as reading everything afresh.
 */
import type * as Y from 'yjs';
import type { LogEntry } from '../model/records';
import { typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { decodeLogLine, lineProof, type StoredLogLine } from './logLines';

type Verdict = 'signed' | 'unsigned' | 'forged';

/**
 * Reads the log, oldest first. The array is the same while the log is unchanged; after lines were
 * only appended it is a new array starting with the very entry objects of the last one; after any
 * other change every entry is a new object. So a reader of the log can tell appends from the rest
 * by identity (`next[prev.length - 1] === prev[prev.length - 1]`).
 */
export type LogReader = () => LogEntry[];

/** What the entries read so far depend on, to go on from there when lines are appended. */
interface ReadState {
  entries: LogEntry[];
  /** Stored items taken in so far (lines that do not decode included). */
  consumed: number;
  /** Key and signature of every line read so far whose signature holds: another copy is not shown. */
  shownSigned: Set<string>;
}

/** The lines a change of the log appended after its first `length` lines, or null when the change did anything else. */
function appendedAfter(delta: readonly { retain?: number; insert?: unknown }[], length: number): unknown[] | null {
  const retained = delta[0]?.retain;
  const rest = retained === undefined ? delta : delta.slice(1);
  if ((retained ?? 0) !== length || rest.length !== 1 || !Array.isArray(rest[0].insert)) return null;
  return rest[0].insert;
}

/** Reads a document's log with proofs; keep one per open game so verdicts are checked once. */
export function createLogReader(doc: Y.Doc): LogReader {
  const verdicts = new WeakMap<object, Verdict>();
  const log = typesOf(doc).log;
  let state: ReadState | null = null;
  /** Lines appended at the end since the last read, in order. */
  let appended: unknown[] = [];

  log.observe((event) => {
    if (!state) return;
    const lines = appendedAfter(event.changes.delta, state.consumed + appended.length);
    if (lines) {
      for (const line of lines) appended.push(line);
    } else {
      state = null;
      appended = [];
    }
  });

  const verdictOf = (line: StoredLogLine, scope: string): Verdict => {
    let proof = verdicts.get(line);
    if (!proof) {
      proof = lineProof(scope, line);
      verdicts.set(line, proof);
    }
    return proof;
  };
  /** Reads `stored` lines after `from`, into a copy of its entries. */
  const readOn = (from: ReadState, stored: readonly unknown[]): ReadState => {
    const game = scopeOf(doc);
    const entries = from.entries.slice();
    for (const item of stored) {
      const entry = decodeLogLine(item);
      if (!entry) continue;
      const line = item as StoredLogLine;
      const proof = verdictOf(line, game);
      if (proof === 'unsigned') {
        entries.push(entry);
        continue;
      }
      if (proof === 'signed') {
        // One signature holds for one line only: the same key and signature is the same line.
        const copy = `${line.a} ${line.s}`;
        if (from.shownSigned.has(copy)) continue;
        from.shownSigned.add(copy);
      }
      entries.push({ ...entry, ...(typeof line.a === 'string' ? { signer: line.a.slice(0, 43) } : {}), proof });
    }
    return { entries, consumed: from.consumed + stored.length, shownSigned: from.shownSigned };
  };
  const fresh = (): ReadState => ({ entries: [], consumed: 0, shownSigned: new Set() });

  return () => {
    // Inside a transaction the change events have not come yet: read everything, remember nothing.
    if (doc._transaction) return readOn(fresh(), log.toArray()).entries;
    if (state && state.consumed + appended.length !== log.length) state = null;
    if (!state) {
      state = readOn(fresh(), log.toArray());
      appended = [];
    } else if (appended.length) {
      state = readOn(state, appended);
      appended = [];
    }
    return state.entries;
  };
}
