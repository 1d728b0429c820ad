/**
 * The log as stored: every move adds a line, so lines are kept small — one-letter keys, whole
 * seconds, and no kind for the common case (an action). `encodeLogLine` and `decodeLogLine` are a pair.
 */
import type { LogEntry } from '../model/records';

/** A log line as it sits in the document. */
export interface StoredLogLine {
  /** Seconds since the epoch. */
  t: number;
  /** Who. */
  w: string;
  /** What. */
  x: string;
  /** `c` chat, `s` system; absent for actions. */
  k?: 'c' | 's';
}

const kindCode = { chat: 'c', system: 's' } as const;

/** The stored form of a log entry. */
export function encodeLogLine(entry: LogEntry): StoredLogLine {
  const line: StoredLogLine = { t: Math.floor(entry.t / 1000), w: entry.who, x: entry.text };
  if (entry.kind !== 'action') line.k = kindCode[entry.kind];
  return line;
}

/** A log entry read back from the document, or null for something that is not a log line. */
export function decodeLogLine(stored: unknown): LogEntry | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const s = stored as Partial<StoredLogLine>;
  if (typeof s.t !== 'number' || typeof s.w !== 'string' || typeof s.x !== 'string') return null;
  return { t: s.t * 1000, who: s.w, text: s.x, kind: s.k === 'c' ? 'chat' : s.k === 's' ? 'system' : 'action' };
}

/** A new stored line, stamped now. */
export function logLine(who: string, text: string, kind: LogEntry['kind'] = 'action'): StoredLogLine {
  return encodeLogLine({ t: Date.now(), who, text, kind });
}
