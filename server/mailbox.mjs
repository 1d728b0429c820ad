/**
 * The rooms' mailboxes (issue #29): a player's changes wait here, sealed, for a friend who is not
 * online. The server keeps only ciphertext under the room's name (derived from the game id and the
 * share link's secret, never either of them), so it learns sizes and times and nothing of the game.
 *
 * Bounded on purpose: per room in bytes and entries (a full mailbox refuses, the poster is told and
 * keeps everything locally), per entry in bytes, per address in posts a minute; a room expires a
 * stated number of days after its last post. A post may supersede the entries up to a sequence
 * number (a sealed snapshot that holds them), which is how clients compact a mailbox.
 *
 * Where entries are kept is a store with one small interface (`MailboxStore` below): this file's
 * `createMailboxes` keeps them in memory and, when `dir` is given, in an append-only log per room
 * (mailboxLog.mjs), so a restart loses nothing; redisMailbox.mjs keeps them in Redis, shared by
 * every server process. The HTTP side awaits whatever a store answers, so either fits.
 *
 * HTTP (mounted at `/mailbox/<room>` by serve.mjs):
 * - `POST` with the sealed bytes as body (and `x-supersedes: <seq>` to compact) → `{ "seq": n }`;
 *   413 for an entry over the limit, 507 when the room is full, 429 past the address's rate;
 * - `GET ?after=<seq>` → the entries after `seq` in order, each `seq (u32) ‖ length (u32) ‖ bytes`,
 *   big-endian, and the header `x-mailbox-last` (the room's last sequence number);
 * - `GET ?after=<seq>&count=1` → `{ "count": n, "last": seq }`, for a home screen's "waiting" line.
 */
import { readBody } from './requestBody.mjs';
import { roomLogs } from './mailboxLog.mjs';

export const mailboxLimits = {
  /** Bytes one room holds at most, and entries. */
  roomBytes: 32 * 1024 * 1024,
  roomEntries: 5_000,
  /** Largest entry (a sealed snapshot of a big game included). */
  entryBytes: 24 * 1024 * 1024,
  /** Posts one address may make a minute, over all rooms. */
  postsPerMinute: 600,
  /** Days after its last post a room's mailbox is deleted. */
  expiryDays: 60,
};

/** A room name as browsers derive it (`roomNameFor`): anything else is refused before it is stored. */
const roomPattern = /^sandtable:[A-Za-z0-9_-]{32}$/;

export class MailboxError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * What every mailbox store does; a method may answer at once or with a promise.
 * @typedef {object} MailboxStore
 * @property {(room: string, bytes: Uint8Array, options?: { address?: string, supersedes?: number }) => number | Promise<number>} post
 *   Stores a sealed entry and returns its sequence number; `supersedes` drops the entries up to it
 *   first (a compaction). Throws a `MailboxError` past a limit: the room's bytes and entries, the
 *   address's posts a minute.
 * @property {(room: string, after?: number) => { entries: { seq: number, bytes: Uint8Array }[], last: number } | Promise<{ entries: { seq: number, bytes: Uint8Array }[], last: number }>} read
 *   The entries after `after`, in order, and the room's last sequence number; a room expires
 *   `expiryDays` after its last post.
 * @property {() => void | Promise<void>} [close]
 */

/** Refuses a name that is no room (before anything is read or stored under it). */
export function checkRoom(room) {
  if (!roomPattern.test(room)) throw new MailboxError(404, 'No such mailbox.');
}

/** Refuses an empty post and one over the entry limit. */
export function checkEntry(bytes, limits) {
  if (!bytes.byteLength) throw new MailboxError(400, 'An empty post is not a change.');
  if (bytes.byteLength > limits.entryBytes) throw tooBig(limits.entryBytes);
}

const tooBig = (limit) => new MailboxError(413, `A post may hold at most ${limit / 1024 / 1024} MB.`);
export const roomFull = () => new MailboxError(507, 'This game’s mailbox is full: nothing more can wait in it until a player compacts it.');
export const tooManyPosts = () => new MailboxError(429, 'Too many posts from your address: try again in a minute.');

/** Counts one address's posts per minute; says whether one more is allowed. */
function postRate(limits, now) {
  const posts = new Map();
  return (address) => {
    const minute = Math.floor(now() / 60_000);
    const seen = posts.get(address);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    posts.set(address, { minute, count });
    if (posts.size > 100_000) posts.clear();
    return count <= limits.postsPerMinute;
  };
}

const emptyBox = () => ({ entries: [], bytes: 0, last: 0, lastPost: 0, fileBytes: 0 });

/**
 * The embedded store: every room in memory, and in its log in `dir` when given. Answers at once
 * (a `MailboxStore` that never waits); `now` is injectable for tests of expiry.
 * @returns {MailboxStore & { size(): number }}
 */
export function createMailboxes({ dir = null, limits = mailboxLimits, now = () => Date.now() } = {}) {
  const rooms = new Map();
  const logs = dir ? roomLogs(dir) : null;
  const allowPost = postRate(limits, now);
  const expired = (box) => box.lastPost && now() - box.lastPost > limits.expiryDays * 86_400_000;

  const boxOf = (room) => {
    checkRoom(room);
    let box = rooms.get(room) ?? logs?.load(room) ?? emptyBox();
    if (expired(box)) {
      logs?.remove(room);
      box = emptyBox();
    }
    rooms.set(room, box);
    return box;
  };

  /** Adds the entry in place of what it supersedes, in memory and in the room's log. */
  const keep = (room, box, kept, keptBytes, entry, supersedes) => {
    Object.assign(box, { entries: kept, bytes: keptBytes + entry.bytes.byteLength, last: entry.seq, lastPost: entry.at });
    box.entries.push(entry);
    logs?.append(room, box, entry, supersedes);
  };

  return {
    post(room, bytes, { address = 'unknown', supersedes = 0 } = {}) {
      const box = boxOf(room);
      if (!allowPost(address)) throw tooManyPosts();
      checkEntry(bytes, limits);
      const kept = supersedes > 0 ? box.entries.filter((e) => e.seq > supersedes) : box.entries;
      const keptBytes = kept === box.entries ? box.bytes : kept.reduce((n, e) => n + e.bytes.byteLength, 0);
      if (keptBytes + bytes.byteLength > limits.roomBytes || kept.length + 1 > limits.roomEntries) throw roomFull();
      const entry = { seq: box.last + 1, at: now(), bytes };
      keep(room, box, kept, keptBytes, entry, supersedes);
      return entry.seq;
    },
    read(room, after = 0) {
      const box = boxOf(room);
      return { entries: box.entries.filter((e) => e.seq > after), last: box.last };
    },
    /** Rooms held in memory (for tests and stats). */
    size: () => rooms.size,
  };
}

/** Entries as sent: `seq (u32) ‖ length (u32) ‖ bytes` each, big-endian. */
export function frameEntries(entries) {
  const parts = [];
  for (const e of entries) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(e.seq, 0);
    head.writeUInt32BE(e.bytes.byteLength, 4);
    parts.push(head, Buffer.from(e.bytes.buffer, e.bytes.byteOffset, e.bytes.byteLength));
  }
  return Buffer.concat(parts);
}

/** The pair of `frameEntries`. */
export function unframeEntries(bytes) {
  const out = [];
  let at = 0;
  while (at + 8 <= bytes.byteLength) {
    const seq = bytes.readUInt32BE(at);
    const length = bytes.readUInt32BE(at + 4);
    if (at + 8 + length > bytes.byteLength) throw new Error('A mailbox entry is cut off.');
    out.push({ seq, bytes: new Uint8Array(bytes.subarray(at + 8, at + 8 + length)) });
    at += 8 + length;
  }
  return out;
}

/** Answers a post: reads the body (refusing one declared or found too big) and stores it. */
async function answerPost(req, room, store, limits) {
  // A post declared too big is refused before a byte of it is kept (the rest is read and dropped).
  if (Number(req.headers['content-length'] ?? 0) > limits.entryBytes) {
    req.resume();
    throw tooBig(limits.entryBytes);
  }
  const supersedes = Number(req.headers['x-supersedes'] ?? 0);
  const bytes = await readBody(req, limits.entryBytes, () => tooBig(limits.entryBytes));
  return { seq: await store.post(room, bytes, { address: req.socket.remoteAddress ?? 'unknown', supersedes: Number.isSafeInteger(supersedes) ? supersedes : 0 }) };
}

/** Answers a read: the entries after `?after=` framed, or with `&count=1` only how many and the last number. */
async function answerRead(url, room, store, res) {
  const after = Number(url.searchParams.get('after') ?? 0);
  const { entries, last } = await store.read(room, Number.isSafeInteger(after) ? after : 0);
  if (url.searchParams.get('count')) return sendJson(res, { count: entries.length, last });
  const body = frameEntries(entries);
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.byteLength, 'x-mailbox-last': String(last), 'cache-control': 'no-store' }).end(body);
}

const sendJson = (res, value) => res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));

/** Answers with the refusal's status and message; anything else is the mailbox's own failure. */
function sendFailure(res, e) {
  const status = e instanceof MailboxError ? e.status : 500;
  if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(e instanceof MailboxError ? e.message : 'The mailbox failed.');
}

/**
 * The HTTP side: handles `/mailbox/<room>` and returns true, or returns false for any other path.
 * @param {MailboxStore} store
 */
export function mailboxHandler(store, limits = mailboxLimits) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/mailbox/')) return false;
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const answer = async () => {
      const room = decodeURIComponent(url.pathname.slice('/mailbox/'.length));
      if (req.method === 'POST') sendJson(res, await answerPost(req, room, store, limits));
      else await answerRead(url, room, store, res);
    };
    answer().catch((e) => sendFailure(res, e));
    return true;
  };
}
