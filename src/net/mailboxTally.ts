/**
 * What waits in a game's mailbox, by sender (issue #29), for the home screen's "Bob: 7 moves since
 * you looked": the entries after the last one merged here are read in one request, unsealed, and
 * counted per sender. This player's own entries and whole-game snapshots are not moves; an entry
 * that does not unseal or decode is not counted. Nothing is merged: opening the game does that.
 */
import { readEntries } from './mailboxClient';
import { decodeEntry, type DecodedEntry } from './mailboxEntry';
import { unseal } from './roomCrypto';

/** Moves one sender made, under the name their latest entry carries. */
export interface SenderMoves {
  name: string;
  moves: number;
}

/** Who this browser's player is, to leave their own entries out: key fingerprint (when known) and name. */
export interface Me {
  sender: () => string | null;
  name: string;
}

/** A game's mailbox: where it is, its room, and how to get its key (derived only when something waits). */
export interface MailboxAt {
  base: string;
  room: string;
  after: number;
  key: () => Promise<CryptoKey>;
}

/** The moves waiting after `at.after`, by sender (most first); null when the server cannot be reached. */
export async function movesWaiting(at: MailboxAt, me: Me): Promise<SenderMoves[] | null> {
  const read = await readEntries(at.base, at.room, at.after);
  if (!read) return null;
  if (!read.entries.length) return [];
  const key = await at.key();
  const opened = await Promise.all(read.entries.map(async (e) => decodeOpened(await unseal(key, e.bytes))));
  return tallyBySender(opened.filter((e): e is DecodedEntry => !!e && !e.whole && !isMine(e, me)));
}

function decodeOpened(bytes: Uint8Array | null): DecodedEntry | null {
  return bytes && decodeEntry(bytes);
}

/** Own entries: by key fingerprint when the entry has one, else by name. */
function isMine(entry: DecodedEntry, me: Me): boolean {
  return entry.sender ? entry.sender === me.sender() : entry.from === me.name;
}

/** Counts entries per sender (by fingerprint, or by name when there is none); the latest name wins. */
export function tallyBySender(entries: readonly DecodedEntry[]): SenderMoves[] {
  const by = new Map<string, SenderMoves>();
  for (const e of entries) {
    const id = e.sender ?? `name:${e.from}`;
    const counted = by.get(id);
    by.set(id, { name: e.from, moves: (counted?.moves ?? 0) + 1 });
  }
  return [...by.values()].sort((a, b) => b.moves - a.moves);
}
