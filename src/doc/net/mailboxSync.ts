/**
 * A shared game's mailbox on the server (issue #29): every change this player makes is also posted
 * there, sealed with the room key, for friends who are not online; opening the game (and every
 * `pollMs` while it is open) fetches what waits and merges it as a peer's update, through the same
 * guard. A mailbox past `compactAfter` entries is compacted by a sealed snapshot that supersedes
 * them, and an empty one gets the whole game first. A full mailbox is said once, and nothing is lost: the changes are kept here and reach the
 * friends when they meet online (or by turn file).
 *
 * An entry, once unsealed, names its sender and carries the update's bytes (src/net/mailboxEntry.ts);
 * one that does not unseal or decode is skipped.
 */
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { seal } from '../../net/roomCrypto';
import { lastEntry, postEntry, readEntries, type PostRefusal } from '../../net/mailboxClient';
import { encodeEntry, openEntries, type EntrySender } from '../../net/mailboxEntry';
import { LocalOrigin } from '../origin';

/**
 * Origins of what is merged from the mailbox: not this player's, so the guard checks it like a
 * peer's. A whole game (`mailboxOrigin`) is never sent on to the peers, who hold the game; a live
 * change (`mailboxChangeOrigin`) is passed on like any friend's, for a peer who joined after the
 * change was posted and before it read the mailbox again.
 */
export const mailboxOrigin = Symbol('mailbox');
export const mailboxChangeOrigin = Symbol('mailbox change');

export interface MailboxOptions {
  base: string;
  room: string;
  key: CryptoKey;
  /** Who posts, asked at each post: a player who renames while the game is open posts under the new name. */
  from(): EntrySender;
  /** The last entry merged here, and where to keep it. */
  seen(): Promise<number>;
  keepSeen(seq: number): Promise<void>;
  /** Whether this browser holds the game (not a joiner waiting for it): an empty mailbox then gets the whole game first; a joiner whose table is coming from a friend skips the backlog. */
  holdsGame(): boolean;
  /**
   * Hands a fetched entry on as a y-protocols sync message (a sync answer for a whole-game entry,
   * else a live update), to be applied like a peer's: paced, counted, held until whole, and never
   * sent on to the peers (who read the mailbox themselves).
   */
  deliver(message: Uint8Array): void;
  /** The mailbox refused a post (full, or too many posts): said to the player once. */
  onRefused?(why: PostRefusal): void;
  /** How long a joiner gives its friends to be found before reading the mailbox. */
  friendsFoundMs?: number;
  pollMs?: number;
  compactAfter?: number;
}

/** y-protocols/sync: a sync answer (what its sender holds whole), and a live update. */
const syncAnswer = 1;
const liveUpdate = 2;

/** A fetched entry as the sync message a peer would have sent (what `deliver` is handed). */
export function syncMessageOf(update: Uint8Array, whole: boolean): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, whole ? syncAnswer : liveUpdate);
  encoding.writeVarUint8Array(e, update);
  return encoding.toUint8Array(e);
}

/** Starts posting this player's changes and fetching friends'; returns the function that stops it. */
export function startMailbox(doc: Y.Doc, o: MailboxOptions): () => void {
  let pending: Uint8Array[] = [];
  let flushing: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let told = false;

  const refuse = (why: PostRefusal) => {
    if (why === 'offline' || told) return;
    told = true;
    o.onRefused?.(why);
  };

  const flush = async () => {
    flushing = null;
    if (!pending.length) return;
    const update = Y.mergeUpdates(pending);
    pending = [];
    const posted = await postEntry(o.base, o.room, await seal(o.key, encodeEntry(o.from(), update)));
    if (typeof posted === 'number') {
      // Nothing of anyone else's came in between: what this post holds is here already.
      if (posted === (await o.seen()) + 1) await o.keepSeen(posted);
      return;
    }
    refuse(posted);
    // Kept for the next try (merged with what comes meanwhile); a refused post waits for the next change.
    pending.unshift(update);
  };

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (!(origin instanceof LocalOrigin)) return;
    pending.push(update);
    flushing ??= setTimeout(() => void flush(), 400);
  };
  doc.on('update', onUpdate);

  const fetchWaiting = async () => {
    const after = await o.seen();
    const read = await readEntries(o.base, o.room, after);
    if (!read || stopped) return;
    for (const decoded of await openEntries(o.key, read.entries)) {
      if (decoded) o.deliver(syncMessageOf(decoded.update, decoded.whole));
    }
    if (read.last > after) await o.keepSeen(read.last);
    // An empty mailbox gets the whole game first, so a friend who opens the link while this player
    // is away finds the table there; later entries are changes on top of it.
    const empty = read.last === 0 && o.holdsGame();
    if (empty || read.entries.length > (o.compactAfter ?? 200)) {
      const snapshot = await seal(o.key, encodeEntry(o.from(), Y.encodeStateAsUpdate(doc), true));
      const posted = await postEntry(o.base, o.room, snapshot, empty ? 0 : read.last);
      if (typeof posted === 'number') await o.keepSeen(posted);
    }
  };

  /**
   * A joiner (who holds no table yet) first gives its friends the time to be found. When the table
   * has begun to come from one by then, that friend holds what the mailbox holds (every player
   * reads it), so the backlog, a whole game at least, is not fetched a second time: only what is
   * posted from now on. Otherwise (nobody is online) the mailbox brings the game.
   */
  const holder = o.holdsGame();
  const firstRead = async () => {
    if (holder || !o.holdsGame()) return fetchWaiting();
    const last = await lastEntry(o.base, o.room);
    if (last !== null && !stopped && last > (await o.seen())) await o.keepSeen(last);
  };
  let poll: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void firstRead().finally(() => {
      if (!stopped) poll = setInterval(() => void fetchWaiting(), o.pollMs ?? 20_000);
    });
  }, holder ? 0 : (o.friendsFoundMs ?? 6000));
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(poll);
    doc.off('update', onUpdate);
    if (flushing) clearTimeout(flushing);
    void flush();
  };
}

/** How a sync message is paced (the session's pacer, src/doc/syncPacer.ts). */
type Pace = <T>(deliver: (message: Uint8Array, tag?: T) => void, framing?: 'y-webrtc' | 'sync') => (message: Uint8Array, tag?: T) => void;

/**
 * How a fetched entry is applied to `doc`: as a peer's sync message, paced and counted toward the
 * arrival bar by `pace` when given, with the mailbox's origins.
 */
export function mailboxDelivery(doc: Y.Doc, pace?: Pace): (message: Uint8Array) => void {
  const apply = (message: Uint8Array) => {
    try {
      syncProtocol.readSyncMessage(decoding.createDecoder(message), encoding.createEncoder(), doc, message[0] === syncAnswer ? mailboxOrigin : mailboxChangeOrigin);
    } catch {
      // A damaged entry is skipped; the guard has judged what did apply.
    }
  };
  return pace ? pace<null>(apply, 'sync') : apply;
}
