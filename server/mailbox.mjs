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
 * Kept in memory and, when `dir` is given, in one file per room (named by a digest of the room name)
 * rewritten on each change, so a restart loses nothing.
 *
 * HTTP (mounted at `/mailbox/<room>` by serve.mjs):
 * - `POST` with the sealed bytes as body (and `x-supersedes: <seq>` to compact) → `{ "seq": n }`;
 *   413 for an entry over the limit, 507 when the room is full, 429 past the address's rate;
 * - `GET ?after=<seq>` → the entries after `seq` in order, each `seq (u32) ‖ length (u32) ‖ bytes`,
 *   big-endian, and the header `x-mailbox-last` (the room's last sequence number);
 * - `GET ?after=<seq>&count=1` → `{ "count": n, "last": seq }`, for a home screen's "waiting" line.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** The mailboxes of every room, with their limits; `now` is injectable for tests of expiry. */
export function createMailboxes({ dir = null, limits = mailboxLimits, now = () => Date.now() } = {}) {
  const rooms = new Map();
  const posts = new Map();
  let made = false;
  const fileOf = (room) => join(dir, `${createHash('sha256').update(room).digest('hex')}.box`);

  const load = (room) => {
    let box = rooms.get(room);
    if (box) return box;
    box = { entries: [], bytes: 0, last: 0, lastPost: 0 };
    if (dir) {
      try {
        box = decodeBox(readFileSync(fileOf(room)));
      } catch {
        // No file yet (or a damaged one, which is treated as empty rather than crashing the server).
      }
    }
    rooms.set(room, box);
    return box;
  };

  const save = (room, box) => {
    if (!dir) return;
    const path = fileOf(room);
    if (!box.entries.length && !box.last) return void rmSync(path, { force: true });
    if (!made) made = !!mkdirSync(dir, { recursive: true }) || true;
    writeFileSync(`${path}.tmp`, encodeBox(box));
    renameSync(`${path}.tmp`, path);
  };

  const expired = (box) => box.lastPost && now() - box.lastPost > limits.expiryDays * 86_400_000;

  const checkRoom = (room) => {
    if (!roomPattern.test(room)) throw new MailboxError(404, 'No such mailbox.');
    const box = load(room);
    if (expired(box)) {
      rooms.delete(room);
      save(room, { entries: [], bytes: 0, last: 0 });
      return load(room);
    }
    return box;
  };

  const allowPost = (address) => {
    const minute = Math.floor(now() / 60_000);
    const seen = posts.get(address);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    posts.set(address, { minute, count });
    if (posts.size > 100_000) posts.clear();
    return count <= limits.postsPerMinute;
  };

  return {
    /** Stores a sealed entry; returns its sequence number. `supersedes` drops the entries up to it first. */
    post(room, bytes, { address = 'unknown', supersedes = 0 } = {}) {
      const box = checkRoom(room);
      if (!allowPost(address)) throw new MailboxError(429, 'Too many posts from your address: try again in a minute.');
      if (!bytes.byteLength) throw new MailboxError(400, 'An empty post is not a change.');
      if (bytes.byteLength > limits.entryBytes) throw new MailboxError(413, `A post may hold at most ${limits.entryBytes / 1024 / 1024} MB.`);
      const kept = supersedes > 0 ? box.entries.filter((e) => e.seq > supersedes) : box.entries;
      const keptBytes = kept.reduce((n, e) => n + e.bytes.byteLength, 0);
      if (keptBytes + bytes.byteLength > limits.roomBytes || kept.length + 1 > limits.roomEntries) throw new MailboxError(507, 'This game’s mailbox is full: nothing more can wait in it until a player compacts it.');
      const seq = box.last + 1;
      const next = { entries: [...kept, { seq, at: now(), bytes }], bytes: keptBytes + bytes.byteLength, last: seq, lastPost: now() };
      rooms.set(room, next);
      save(room, next);
      return seq;
    },
    /** The entries after `after`, in order, and the room's last sequence number. */
    read(room, after = 0) {
      const box = checkRoom(room);
      return { entries: box.entries.filter((e) => e.seq > after), last: box.last };
    },
    /** Rooms held in memory (for tests and stats). */
    size: () => rooms.size,
  };
}

/** A room's mailbox as a file: its header (JSON) on the first line, then the entries framed as on the wire. */
function encodeBox(box) {
  const head = Buffer.from(`${JSON.stringify({ v: 1, last: box.last, lastPost: box.lastPost, at: box.entries.map((e) => e.at) })}\n`);
  return Buffer.concat([head, frameEntries(box.entries)]);
}

function decodeBox(bytes) {
  const end = bytes.indexOf(10);
  const head = JSON.parse(bytes.subarray(0, end).toString());
  const entries = unframeEntries(bytes.subarray(end + 1)).map((e, i) => ({ ...e, at: head.at[i] ?? 0 }));
  return { entries, bytes: entries.reduce((n, e) => n + e.bytes.byteLength, 0), last: head.last, lastPost: head.lastPost };
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

/** Reads a request body up to `limit` bytes; rejects with 413 past it (the rest is not read). */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.byteLength;
      if (size > limit) {
        reject(new MailboxError(413, `A post may hold at most ${limit / 1024 / 1024} MB.`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The HTTP side: handles `/mailbox/<room>` and returns true, or returns false for any other path. */
export function mailboxHandler(mailboxes, limits = mailboxLimits) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/mailbox/')) return false;
    const room = decodeURIComponent(url.pathname.slice('/mailbox/'.length));
    const fail = (e) => {
      const status = e instanceof MailboxError ? e.status : 500;
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(e instanceof MailboxError ? e.message : 'The mailbox failed.');
    };
    const json = (value) => res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
    try {
      if (req.method === 'POST') {
        // A post declared too big is refused before a byte of it is kept (the rest is read and dropped).
        if (Number(req.headers['content-length'] ?? 0) > limits.entryBytes) {
          req.resume();
          fail(new MailboxError(413, `A post may hold at most ${limits.entryBytes / 1024 / 1024} MB.`));
          return true;
        }
        const supersedes = Number(req.headers['x-supersedes'] ?? 0);
        readBody(req, limits.entryBytes)
          .then((bytes) => json({ seq: mailboxes.post(room, bytes, { address: req.socket.remoteAddress ?? 'unknown', supersedes: Number.isSafeInteger(supersedes) ? supersedes : 0 }) }))
          .catch(fail);
        return true;
      }
      if (req.method !== 'GET') {
        res.writeHead(405, { allow: 'GET, POST' }).end();
        return true;
      }
      const after = Number(url.searchParams.get('after') ?? 0);
      const { entries, last } = mailboxes.read(room, Number.isSafeInteger(after) ? after : 0);
      if (url.searchParams.get('count')) return json({ count: entries.length, last }), true;
      const body = frameEntries(entries);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.byteLength, 'x-mailbox-last': String(last), 'cache-control': 'no-store' }).end(body);
    } catch (e) {
      fail(e);
    }
    return true;
  };
}
