/**
 * The embedded mailbox store on disk: a post is one append to its room's log (a 5,000-entry room
 * does not rewrite 5,000 entries per post), a compaction rewrites the log once it is mostly dead,
 * a record cut off by a crash is dropped, and a room kept by the earlier one-file-per-room format
 * is read and moved into a log.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types
import { createMailboxes, frameEntries } from '../../../server/mailbox.mjs';

const room = 'sandtable:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const digest = createHash('sha256').update(room).digest('hex');
let dir: string;
const logFile = () => join(dir, `${digest}.log`);
const bytesOf = (text: string) => new TextEncoder().encode(text);
const textsIn = (boxes: { read(room: string): { entries: { bytes: Uint8Array }[] } }) => boxes.read(room).entries.map((e) => new TextDecoder().decode(e.bytes));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the mailbox’s log on disk', () => {
  it('appends a post to what the file held, leaving every earlier byte as it was', () => {
    const boxes = createMailboxes({ dir });
    for (let i = 0; i < 50; i++) boxes.post(room, bytesOf(`move ${i}`), { address: `a${i}` });
    const before = readFileSync(logFile());
    boxes.post(room, bytesOf('one more'));
    const after = readFileSync(logFile());
    expect(after.subarray(0, before.byteLength).equals(before)).toBe(true);
    expect(after.byteLength - before.byteLength).toBe(20 + 'one more'.length);
    expect(textsIn(createMailboxes({ dir }))).toHaveLength(51);
  });

  it('replays compactions after a restart, and rewrites the log once it is mostly superseded', () => {
    const boxes = createMailboxes({ dir });
    const big = new Uint8Array(100 * 1024).fill(7);
    for (let i = 0; i < 4; i++) boxes.post(room, big);
    boxes.post(room, bytesOf('snapshot of 1–3'), { supersedes: 3 });
    expect(textsIn(createMailboxes({ dir })).slice(1)).toEqual(['snapshot of 1–3']);
    boxes.post(room, bytesOf('snapshot of all'), { supersedes: 5 });
    // Four big entries are dead: the log holds only the live one now.
    expect(readFileSync(logFile()).byteLength).toBe(20 + 'snapshot of all'.length);
    const again = createMailboxes({ dir });
    expect(textsIn(again)).toEqual(['snapshot of all']);
    expect(again.post(room, bytesOf('next'))).toBe(7);
  });

  it('drops a record cut off by a crash and appends after the last whole one', () => {
    const boxes = createMailboxes({ dir });
    boxes.post(room, bytesOf('whole'));
    boxes.post(room, bytesOf('cut off'));
    truncateSync(logFile(), readFileSync(logFile()).byteLength - 3);
    const restarted = createMailboxes({ dir });
    expect(textsIn(restarted)).toEqual(['whole']);
    expect(restarted.post(room, bytesOf('after the crash'))).toBe(2);
    expect(textsIn(createMailboxes({ dir }))).toEqual(['whole', 'after the crash']);
  });

  it('reads a room kept in the earlier one-file format and moves it into a log', () => {
    const entries = [{ seq: 4, bytes: bytesOf('kept before') }, { seq: 5, bytes: bytesOf('the upgrade') }];
    const head = JSON.stringify({ v: 1, last: 5, lastPost: Date.now(), at: [Date.now(), Date.now()] });
    writeFileSync(join(dir, `${digest}.box`), Buffer.concat([Buffer.from(`${head}\n`), frameEntries(entries)]));
    const boxes = createMailboxes({ dir });
    expect(textsIn(boxes)).toEqual(['kept before', 'the upgrade']);
    expect(boxes.post(room, bytesOf('new'))).toBe(6);
    expect(readdirSync(dir)).toEqual([`${digest}.log`]);
  });
});
