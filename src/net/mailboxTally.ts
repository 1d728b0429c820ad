/**
 * What waits in a game's mailbox, by sender (issue #29), for the home screen's "Bob: 7 moves since
 * you looked": the entries after the last one merged here are read in one request, unsealed, and
 * counted per sender. This player's own entries and whole-game snapshots are not moves; an entry
 * that does not unseal or decode is not counted. Nothing is merged: opening the game does that.
 *
 * A tally is kept with the numbers it covers, so the next look reads only what came after it: each
 * entry (a whole game included) is fetched once by the home screen, until the game is opened.
 */
import { readEntries } from './mailboxClient';
import { openEntries, type DecodedEntry } from './mailboxEntry';

/** Moves one sender made, under the name their latest entry carries. */
export interface SenderMoves {
  name: string;
  moves: number;
}

/** The moves counted after `seen` (the last entry merged) up to `last`, per sender id. */
export interface Tally {
  seen: number;
  last: number;
  senders: [id: string, moves: SenderMoves][];
}

/** Who this browser's player is, to leave their own entries out: key fingerprint (when known) and name. */
export interface Me {
  sender: () => string | null;
  name: string;
}

/** A game's mailbox: where it is, its room, the last entry merged, and how to get its key (derived only when something new waits). */
export interface MailboxAt {
  base: string;
  room: string;
  after: number;
  key: () => Promise<CryptoKey>;
}

/** The moves waiting after `at.after`, by sender (most first); null when the server cannot be reached. */
export async function movesWaiting(at: MailboxAt, me: Me): Promise<SenderMoves[] | null> {
  const tally = await tallyWaiting(at, me, null);
  return tally && movesOf(tally);
}

/**
 * The tally after `at.after`: `earlier` carried on with what came after it when it counts from
 * the same entry, else counted afresh; null when the server cannot be reached.
 */
export async function tallyWaiting(at: MailboxAt, me: Me, earlier: Tally | null): Promise<Tally | null> {
  const from = earlier?.seen === at.after ? earlier : { seen: at.after, last: at.after, senders: [] };
  const read = await readEntries(at.base, at.room, from.last);
  if (!read) return null;
  if (!read.entries.length) return { ...from, last: Math.max(from.last, read.last) };
  const opened = await openEntries(await at.key(), read.entries);
  const moves = opened.filter((e): e is DecodedEntry => !!e && !e.whole && !isMine(e, me));
  return { seen: from.seen, last: Math.max(read.last, ...read.entries.map((e) => e.seq)), senders: countBySender(from.senders, moves) };
}

/** A tally's senders, most moves first. */
export function movesOf(tally: Tally): SenderMoves[] {
  return tally.senders.map(([, moves]) => moves).sort((a, b) => b.moves - a.moves);
}

/** Own entries: by key fingerprint when the entry has one, else by name. */
function isMine(entry: DecodedEntry, me: Me): boolean {
  return entry.sender ? entry.sender === me.sender() : entry.from === me.name;
}

/** Adds entries to counts per sender (by fingerprint, or by name when there is none); the latest name wins. */
function countBySender(counted: Tally['senders'], entries: readonly DecodedEntry[]): Tally['senders'] {
  const by = new Map(counted);
  for (const e of entries) {
    const id = e.sender ?? `name:${e.from}`;
    by.set(id, { name: e.from, moves: (by.get(id)?.moves ?? 0) + 1 });
  }
  return [...by];
}
