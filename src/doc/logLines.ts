/**
 * The log as stored: every move adds a line, so lines are kept small — one-letter keys, whole
 * seconds, and no kind for the common case (an action). `encodeLogLine` and `decodeLogLine` are a pair.
 */
import type { LogEntry } from '../model/records';
import { newId } from '../model/ids';
import { signBody, verifyBody, type Identity } from '../trust/identity';

/** A log line as it sits in the document. */
export interface StoredLogLine {
  /** Seconds since the epoch. */
  t: number;
  /** Who. */
  w: string;
  /** What. */
  x: string;
  /** `c` chat, `s` system, `r` a rules assistant's verdict; absent for actions. */
  k?: 'c' | 's' | 'r';
  /** 1 when the line records chance — a roll, a draw, a shuffle — which no undo may cross. */
  d?: 1;
  /** The line's own id, so a signed line copied in again is seen as a replay. */
  i?: string;
  /** The writer's public key (src/trust/identity.ts). */
  a?: string;
  /** The writer's signature of the line (see {@link signedPart}). */
  s?: string;
}

/** Who signs a line: this browser's identity, in this game (a signature is good for one game only). */
export interface LogSigner {
  identity: Identity;
  game: string;
}

const kindCode = { chat: 'c', system: 's', rules: 'r' } as const;
const kindOfCode = { c: 'chat', s: 'system', r: 'rules' } as const;

/** The stored form of a log entry. */
export function encodeLogLine(entry: LogEntry): StoredLogLine {
  const line: StoredLogLine = { t: Math.floor(entry.t / 1000), w: entry.who, x: entry.text };
  if (entry.kind !== 'action') line.k = kindCode[entry.kind];
  if (entry.chance) line.d = 1;
  return line;
}

/**
 * A log entry read back from the document, or null for something that is not a log line. An
 * unknown kind code (from a newer build) reads as an action, so the line still shows.
 */
export function decodeLogLine(stored: unknown): LogEntry | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const s = stored as Partial<StoredLogLine>;
  if (typeof s.t !== 'number' || typeof s.w !== 'string' || typeof s.x !== 'string') return null;
  const kind = typeof s.k === 'string' && Object.hasOwn(kindOfCode, s.k) ? kindOfCode[s.k] : 'action';
  return { t: s.t * 1000, who: s.w, text: s.x, kind, ...(s.d === 1 ? { chance: true } : {}) };
}

/** A new stored line, stamped now, and signed when a signer is given. */
export function logLine(who: string, text: string, kind: LogEntry['kind'] = 'action', chance = false, signer?: LogSigner): StoredLogLine {
  // Bounded so that no line (a pasted essay in the chat) makes the game one a save file refuses.
  const line = encodeLogLine({ t: Date.now(), who: who.slice(0, maxWhoLength), text: text.slice(0, maxLineLength), kind, ...(chance ? { chance } : {}) });
  if (!signer) return line;
  line.i = newId(8);
  line.a = signer.identity.publicKey;
  line.s = signBody(signer.identity, logContext(signer.game), signedPart(line));
  return line;
}

/** The signing context of log lines in a game. */
const logContext = (game: string) => `${game}/log`;

/** What a line's signature covers: every field but the signature itself. */
function signedPart(line: StoredLogLine): Omit<StoredLogLine, 's'> {
  const { s: _signature, ...rest } = line;
  return rest;
}

/**
 * Whether a stored line is signed, and whether its signature is good: `signed` (by `line.a`),
 * `unsigned` (an older build, a rules import, or a client that does not sign) or `forged` (a
 * signature that does not match: the line was changed, or written in someone else's name).
 */
export function lineProof(game: string, stored: unknown): 'signed' | 'unsigned' | 'forged' {
  if (typeof stored !== 'object' || stored === null) return 'unsigned';
  const line = stored as StoredLogLine;
  if (line.s === undefined && line.a === undefined) return 'unsigned';
  return verifyBody(line.a, logContext(game), signedPart(line), line.s) ? 'signed' : 'forged';
}

/** The longest text and name a log line keeps; save files accept up to 10,000 and 200. */
export const maxLineLength = 4000;
export const maxWhoLength = 200;
