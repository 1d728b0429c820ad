/**
 * The rooms' mailboxes (issue #29): sealed changes wait on the server for a friend who is not
 * online, in order, bounded per room, per entry and per address, compacted by a post that
 * supersedes what it holds, kept across a restart, and gone a stated time after the last post.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types
import { startServer } from '../../../server/serve.mjs';
// @ts-expect-error plain ESM module without types
import { createMailboxes, mailboxLimits, unframeEntries } from '../../../server/mailbox.mjs';

const room = 'sandtable:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
let scratch: string;
let stop: () => Promise<void>;
let base: string;

/** The app's server on a free port, keeping its mailboxes in the scratch folder. */
async function start() {
  const started = await startServer({ port: 0, host: '127.0.0.1', root: scratch, mailboxDir: join(scratch, 'boxes') });
  base = `http://127.0.0.1:${started.port}`;
  stop = () => new Promise((done) => started.server.close(() => done()) && started.server.closeAllConnections());
}

const post = (bytes: Uint8Array, headers: Record<string, string> = {}) => fetch(`${base}/mailbox/${room}`, { method: 'POST', body: bytes as BodyInit, headers });
const read = async (after = 0) => {
  const res = await fetch(`${base}/mailbox/${room}?after=${after}`);
  return { last: Number(res.headers.get('x-mailbox-last')), entries: unframeEntries(Buffer.from(await res.arrayBuffer())) as { seq: number; bytes: Uint8Array }[] };
};
const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-mailbox-'));
  await start();
});
afterEach(async () => {
  await stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a room’s mailbox on the server', () => {
  it('keeps sealed posts in order and gives back those after what a reader has', async () => {
    for (const text of ['one', 'two', 'three']) expect(await (await post(bytesOf(text))).json()).toHaveProperty('seq');
    const all = await read();
    expect(all.entries.map((e) => [e.seq, textOf(e.bytes)])).toEqual([[1, 'one'], [2, 'two'], [3, 'three']]);
    expect(all.last).toBe(3);
    expect((await read(2)).entries.map((e) => textOf(e.bytes))).toEqual(['three']);
    expect(await (await fetch(`${base}/mailbox/${room}?after=1&count=1`)).json()).toEqual({ count: 2, last: 3 });
  });

  it('is compacted by a post that supersedes what it holds, and numbering goes on', async () => {
    for (const text of ['a', 'b', 'c']) await post(bytesOf(text));
    expect(await (await post(bytesOf('snapshot of a+b'), { 'x-supersedes': '2' })).json()).toEqual({ seq: 4 });
    expect((await read()).entries.map((e) => [e.seq, textOf(e.bytes)])).toEqual([[3, 'c'], [4, 'snapshot of a+b']]);
  });

  it('keeps what it holds across a restart of the server', async () => {
    await post(bytesOf('kept'));
    await stop();
    await start();
    expect((await read()).entries.map((e) => textOf(e.bytes))).toEqual(['kept']);
  });

  it('refuses a name that is no room, an empty post and a post over the entry limit, storing nothing', async () => {
    expect((await fetch(`${base}/mailbox/..%2F..%2Fetc`)).status).toBe(404);
    expect((await post(new Uint8Array())).status).toBe(400);
    const big = await post(new Uint8Array(mailboxLimits.entryBytes + 1));
    expect(big.status).toBe(413);
    expect((await read()).entries).toEqual([]);
  });
});

describe('the mailboxes’ limits', () => {
  it('say a room is full, keeping what it holds, until a compaction makes room', () => {
    const boxes = createMailboxes({ limits: { ...mailboxLimits, roomEntries: 3 } });
    for (let i = 0; i < 3; i++) boxes.post(room, bytesOf(`m${i}`));
    expect(() => boxes.post(room, bytesOf('one too many'))).toThrow(/mailbox is full/);
    expect(boxes.read(room).entries).toHaveLength(3);
    expect(boxes.post(room, bytesOf('snapshot'), { supersedes: 3 })).toBe(4);
  });

  it('slow down one address posting too fast, not the others', () => {
    const boxes = createMailboxes({ limits: { ...mailboxLimits, postsPerMinute: 5 } });
    for (let i = 0; i < 5; i++) boxes.post(room, bytesOf('x'), { address: 'loud' });
    expect(() => boxes.post(room, bytesOf('x'), { address: 'loud' })).toThrow(/Too many posts/);
    expect(boxes.post(room, bytesOf('y'), { address: 'quiet' })).toBe(6);
  });

  it('forget a room the stated number of days after its last post', () => {
    let now = Date.UTC(2026, 10, 1);
    const boxes = createMailboxes({ now: () => now });
    boxes.post(room, bytesOf('old'));
    now += (mailboxLimits.expiryDays - 1) * 86_400_000;
    expect(boxes.read(room).entries).toHaveLength(1);
    now += 2 * 86_400_000;
    expect(boxes.read(room)).toEqual({ entries: [], last: 0 });
  });
});
