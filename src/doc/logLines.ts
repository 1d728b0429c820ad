/**
 * The log as stored: every move adds a line, so lines are kept small — one-letter keys, whole
 * seconds, and no kind for the common case (an action). `encodeLogLine` and `decodeLogLine` are a pair.
 */
import type { LogEntry } from '../model/records';
import { newId } from '../model/ids';
import { signBody, verifyBody, type Identity } from '../trust/identity';
import { roleIdPattern } from '../trust/seatRecords';

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
  /**
   * The role id of the seat the writer acted for ("okw"): the display composes "as Head of OKW: …"
   * from the game's roles, and every browser checks the writer held that seat (src/doc/seatLines.ts).
   */
  r?: string;
  /**
   * On a roll's line, the roll's id (its request's digest in the ledger): what was rolled, what for,
   * with whom and the dice are read from the roll's records, never from `x`, which is then empty
   * (src/doc/rollLog.ts).
   */
  o?: string;
  /** On a rules verdict, the ids of the rolls whose dice it used, separated by spaces. */
  u?: string;
  /** The line's own id, so a signed line copied in again is seen as a replay. */
  i?: string;
  /** The writer's public key (src/trust/identity.ts). */
  a?: string;
  /** The writer's signature of the line (see {@link signedPart}). */
  s?: string;
}

/** Who signs a line: this browser's identity, in this game's scope (a signature is good in one game and room only; src/trust/scope.ts). */
export interface LogSigner {
  identity: Identity;
  scope: string;
}

const kindCode = { chat: 'c', system: 's', rules: 'r' } as const;
const kindOfCode = { c: 'chat', s: 'system', r: 'rules' } as const;

/** The stored form of a log entry. */
export function encodeLogLine(entry: LogEntry): StoredLogLine {
  const line: StoredLogLine = { t: Math.floor(entry.t / 1000), w: entry.who, x: entry.text };
  if (entry.kind !== 'action') line.k = kindCode[entry.kind];
  if (entry.chance) line.d = 1;
  if (entry.role) line.r = entry.role;
  if (entry.roll !== undefined) line.o = entry.roll;
  if (entry.cites?.length) line.u = entry.cites.join(' ');
  return line;
}

/** Longest roll id a line may name, and most rolls a verdict may cite (their ids fit the 200 characters of a field). */
const maxRefLength = 100;
export const maxCitedRolls = 5;

/** A line's roll reference, when it is a short string. */
const rollRef = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= maxRefLength && !value.includes(' ') ? value : undefined);

/** A verdict's cited rolls: up to `maxCitedRolls` ids from a space-separated field of at most 200 characters. */
function citedRolls(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const ids = value.split(' ').filter((id) => rollRef(id) !== undefined);
  return ids.length ? ids.slice(0, maxCitedRolls) : undefined;
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
  const roll = rollRef(s.o);
  const cites = citedRolls(s.u);
  const role = typeof s.r === 'string' && roleIdPattern.test(s.r) ? s.r : undefined;
  return { t: s.t * 1000, who: s.w, text: s.x, kind, ...(s.d === 1 ? { chance: true } : {}), ...(role ? { role } : {}), ...(roll ? { roll } : {}), ...(cites ? { cites } : {}) };
}

/** What a line refers to: the seat its writer acts for, the roll it is the line of, or the rolls a verdict used. */
export interface LineRefs {
  role?: string;
  roll?: string;
  cites?: readonly string[];
}

/** A new stored line, stamped now, and signed when a signer is given, with what it refers to (`refs`). */
export function logLine(who: string, text: string, kind: LogEntry['kind'] = 'action', chance = false, signer?: LogSigner, refs: LineRefs = {}): StoredLogLine {
  // Bounded so that no line (a pasted essay in the chat) makes the game one a save file refuses.
  const cites = refs.cites?.filter((id) => rollRef(id) !== undefined).slice(0, maxCitedRolls);
  const line = encodeLogLine({ t: Date.now(), who: who.slice(0, maxWhoLength), text: text.slice(0, maxLineLength), kind, ...(chance ? { chance } : {}), ...(refs.role ? { role: refs.role } : {}), ...(rollRef(refs.roll) ? { roll: refs.roll } : {}), ...(cites?.length ? { cites } : {}) });
  if (!signer) return line;
  // A roll's line is named by its roll, so it is unique even where the random source is not; an exact copy is read once, another line for the roll is marked as already logged.
  line.i = line.o !== undefined ? line.o.slice(0, 16) : newId(8);
  line.a = signer.identity.publicKey;
  line.s = signBody(signer.identity, logContext(signer.scope), signedPart(line));
  return line;
}

/** The signing context of log lines in a game's scope. */
const logContext = (scope: string) => `${scope}/log`;

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
export function lineProof(scope: string, stored: unknown): 'signed' | 'unsigned' | 'forged' {
  if (typeof stored !== 'object' || stored === null) return 'unsigned';
  const line = stored as StoredLogLine;
  if (line.s === undefined && line.a === undefined) return 'unsigned';
  return verifyBody(line.a, logContext(scope), signedPart(line), line.s) ? 'signed' : 'forged';
}

/** The longest text and name a log line is written with. */
export const maxLineLength = 4000;
export const maxWhoLength = 200;
/** The longest text a stored line may hold, from a peer or a save file (older builds wrote up to this). */
export const maxStoredText = 10_000;
/** Most characters of JSON one stored line may take, whatever fields a newer build adds. */
const maxStoredLine = 12_000;

/**
 * Whether a stored line (from a peer, storage or a save file) is one this version can show and
 * keep: a log line with its text and name within bounds, and no field of unbounded size. Linear
 * in the line's size, and bounded before anything is parsed.
 */
export function isSoundLogLine(stored: unknown): boolean {
  const line = decodeLogLine(stored);
  if (!line || line.text.length > maxStoredText || line.who.length > maxWhoLength) return false;
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (key === 'x' || key === 'w') continue;
    if (typeof value === 'string' ? value.length > 200 : typeof value === 'object' && value !== null) return false;
  }
  try {
    return JSON.stringify(stored).length <= maxStoredLine;
  } catch {
    return false;
  }
}
