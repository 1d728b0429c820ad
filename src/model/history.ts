/**
 * The plain shape of the game's history as the replay reads it (written by src/doc/historySteps.ts,
 * read by src/doc/historyRead.ts, replayed by src/history/replay.ts). A step keeps only what was
 * there before it — the old value of every field and record it changed — because the replay walks
 * back from the table as it is now: the table after a step is the one before the next, and now
 * is always at hand. So a move costs its old place and nothing more.
 */
import type { LogEntry } from './records';

/** A piece's stored fields (name, faces, face, at, attrs, sealed…), all or only those a step changed; undefined = the field was absent. */
export type PieceFields = Record<string, unknown>;

/** The record kinds a step tracks besides pieces: short stored name → table snapshot field. */
export const recordKinds = { b: 'boards', f: 'faces', a: 'assets' } as const;
export type RecordKind = keyof typeof recordKinds;

/** One step of the history, read and checked. */
export interface HistoryStep {
  /** Its place in the history, from 0. */
  index: number;
  /** The operation's name (`movePieces`, `endTurn`, `fairRoll`…). */
  op: string;
  /** The log line the operation wrote, when it wrote one this browser can read. */
  line: LogEntry | null;
  /** Pieces whose fields changed, by id: the changed fields as they were. */
  changed: ReadonlyMap<string, PieceFields>;
  /** Pieces the step added (absent before it). */
  added: ReadonlySet<string>;
  /** Pieces the step removed or replaced whole, by id: every field as it was. */
  removed: ReadonlyMap<string, PieceFields>;
  /** Boards, faces and images the step changed, by kind and key: the value before (undefined: absent). */
  records: Partial<Record<RecordKind, ReadonlyMap<string, unknown>>>;
}
