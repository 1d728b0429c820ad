/**
 * The embedded store's files: one append-only log per room (named by a digest of the room name, so
 * the folder lists no room names), so a post costs one append however many entries wait, and a
 * room is rewritten only when compactions have left more dead bytes in its file than live ones
 * (and 64 KiB more), or when it expires (its file is deleted).
 *
 * A record is `seq (u32) ‖ supersedes (u32) ‖ at (f64, ms) ‖ length (u32) ‖ bytes`, big-endian:
 * replaying the records in order (each drops the entries up to its `supersedes`, then adds itself)
 * gives the room's mailbox back. A record cut off by a crash is dropped when the log is read, and
 * the log is rewritten without it so the next append lands on a whole record.
 *
 * A room kept by an earlier version (one `.box` file rewritten on every post) is read once and
 * moved into a log, so an upgrade loses nothing.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const headBytes = 20;

/** @typedef {{ seq: number, at: number, bytes: Uint8Array }} Entry */
/** @typedef {{ entries: Entry[], bytes: number, last: number, lastPost: number, fileBytes: number }} Box */

/** One record of the log, as appended for an entry. */
export function encodeRecord(entry, supersedes) {
  const head = Buffer.alloc(headBytes);
  head.writeUInt32BE(entry.seq, 0);
  head.writeUInt32BE(supersedes, 4);
  head.writeDoubleBE(entry.at, 8);
  head.writeUInt32BE(entry.bytes.byteLength, 16);
  return Buffer.concat([head, entry.bytes]);
}

/** Replays a log into a room's mailbox; `whole` is false when its last record was cut off. */
export function replayLog(bytes) {
  /** @type {Box} */
  const box = { entries: [], bytes: 0, last: 0, lastPost: 0, fileBytes: 0 };
  let at = 0;
  while (at + headBytes <= bytes.byteLength) {
    const length = bytes.readUInt32BE(at + 16);
    if (at + headBytes + length > bytes.byteLength) break;
    const entry = { seq: bytes.readUInt32BE(at), at: bytes.readDoubleBE(at + 8), bytes: new Uint8Array(bytes.subarray(at + headBytes, at + headBytes + length)) };
    applyRecord(box, entry, bytes.readUInt32BE(at + 4));
    at += headBytes + length;
  }
  box.fileBytes = at;
  return { box, whole: at === bytes.byteLength };
}

/** Drops what `supersedes` covers and adds the entry, as a post does. */
function applyRecord(box, entry, supersedes) {
  if (supersedes > 0) box.entries = box.entries.filter((e) => e.seq > supersedes);
  box.entries.push(entry);
  box.bytes = supersedes > 0 ? box.entries.reduce((n, e) => n + e.bytes.byteLength, 0) : box.bytes + entry.bytes.byteLength;
  box.last = entry.seq;
  box.lastPost = entry.at;
}

/** The log files of every room in `dir` (created at the first write). */
export function roomLogs(dir) {
  const digest = (room) => createHash('sha256').update(room).digest('hex');
  const logOf = (room) => join(dir, `${digest(room)}.log`);
  let made = false;
  const ensureDir = () => {
    if (!made) mkdirSync(dir, { recursive: true });
    made = true;
  };

  /** Writes a room's live entries as a fresh log (through a temporary file, so a crash keeps the old one). */
  const rewrite = (room, box) => {
    ensureDir();
    const log = Buffer.concat(box.entries.map((e) => encodeRecord(e, 0)));
    writeFileSync(`${logOf(room)}.tmp`, log);
    renameSync(`${logOf(room)}.tmp`, logOf(room));
    box.fileBytes = log.byteLength;
  };

  /** Reads an earlier version's `.box` file into a log, once. */
  const migrate = (room) => {
    const old = join(dir, `${digest(room)}.box`);
    let box;
    try {
      box = decodeOldBox(readFileSync(old));
    } catch {
      return null;
    }
    rewrite(room, box);
    rmSync(old, { force: true });
    return box;
  };

  return {
    /** The room's mailbox as its log holds it, or null when it has none (a damaged log counts as none). */
    load(room) {
      let bytes;
      try {
        bytes = readFileSync(logOf(room));
      } catch {
        return migrate(room);
      }
      const { box, whole } = replayLog(bytes);
      if (!whole) rewrite(room, box);
      return box;
    },
    /** Appends one posted entry (`box` already holds it); rewrites the log once compactions left it mostly dead. */
    append(room, box, entry, supersedes) {
      ensureDir();
      const record = encodeRecord(entry, supersedes);
      appendFileSync(logOf(room), record);
      box.fileBytes += record.byteLength;
      const live = box.bytes + headBytes * box.entries.length;
      if (box.fileBytes - live > live + 64 * 1024) rewrite(room, box);
    },
    rewrite,
    remove: (room) => rmSync(logOf(room), { force: true }),
  };
}

/** An earlier version's room file: a JSON header line, then the entries framed as on the wire. */
function decodeOldBox(bytes) {
  const end = bytes.indexOf(10);
  const head = JSON.parse(bytes.subarray(0, end).toString());
  const entries = [];
  for (let at = end + 1, i = 0; at + 8 <= bytes.byteLength; i++) {
    const length = bytes.readUInt32BE(at + 4);
    entries.push({ seq: bytes.readUInt32BE(at), at: head.at[i] ?? head.lastPost, bytes: new Uint8Array(bytes.subarray(at + 8, at + 8 + length)) });
    at += 8 + length;
  }
  return { entries, bytes: entries.reduce((n, e) => n + e.bytes.byteLength, 0), last: head.last, lastPost: head.lastPost, fileBytes: 0 };
}
