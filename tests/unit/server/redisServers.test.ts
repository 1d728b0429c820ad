/**
 * Two server processes on one Redis act as one (issue #29): players connected to either meet in
 * one signaling topic, a change posted through one is read through the other, the limits that
 * protect a room are counted once for both, Redis holds only sealed bytes under derived names, and
 * when Redis goes away the servers keep answering (signaling locally, the mailbox with 503).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
// @ts-expect-error plain ESM module without types
import { startServer } from '../../../server/serve.mjs';
// @ts-expect-error plain ESM module without types
import { unframeEntries } from '../../../server/mailbox.mjs';
import { roomKey, roomNameFor, seal, unseal } from '../../../src/net/roomCrypto';
import { client, type Client, type SignalingStats } from '../support/signalingClient';
import { startRedis, storedBytes, type RunningRedis } from '../support/redisServer';

const room = 'sandtable:ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
let redis: RunningRedis;
let scratch: string;
let servers: { base: string; signal: string; stop(): Promise<void> }[] = [];

/** One server process's worth: the app's server on a free port, on the test's Redis. */
async function startOnRedis(mailboxLimits = {}, signalingLimits = {}) {
  const started = await startServer({ port: 0, host: '127.0.0.1', root: scratch, redisUrl: redis.url, mailboxLimits, signalingLimits });
  const server = {
    stats: () => started.signaling.stats() as SignalingStats,
    base: `http://127.0.0.1:${started.port}`,
    signal: `ws://127.0.0.1:${started.port}/signal`,
    stop: () => {
      started.signaling.close();
      return new Promise<void>((done) => started.server.close(() => done()) && started.server.closeAllConnections());
    },
  };
  servers.push(server);
  // The server starts without waiting for Redis: it is ready once its mailbox answers.
  await expect.poll(async () => (await fetch(`${server.base}/mailbox/${room}?after=0&count=1`)).status).toBe(200);
  return server;
}

const post = (server: { base: string }, bytes: Uint8Array, headers: Record<string, string> = {}, to = room) => fetch(`${server.base}/mailbox/${to}`, { method: 'POST', body: bytes as BodyInit, headers });
const read = async (server: { base: string }, after = 0, from = room) => {
  const res = await fetch(`${server.base}/mailbox/${from}?after=${after}`);
  return { last: Number(res.headers.get('x-mailbox-last')), entries: unframeEntries(Buffer.from(await res.arrayBuffer())) as { seq: number; bytes: Uint8Array }[] };
};
const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const send = (ws: Client, message: object) => ws.send(JSON.stringify(message));

/** Redis's count of processes listening to a topic's channel (so a publication is not sent before they listen). */
async function listeners(topic: string): Promise<number> {
  const probe = createClient({ url: redis.url });
  await probe.connect();
  const counts = (await probe.sendCommand(['PUBSUB', 'NUMSUB', `sandtable:signal:${topic}`])) as [string, number];
  probe.destroy();
  return Number(counts[1]);
}

/** Two players in one topic, each on their own server. */
async function playersApart(a: { signal: string }, b: { signal: string }, topic: string) {
  const [alice, bob] = await Promise.all([client(a.signal), client(b.signal)]);
  send(alice, { type: 'subscribe', topics: [topic] });
  send(bob, { type: 'subscribe', topics: [topic] });
  await expect.poll(() => listeners(topic)).toBe(2);
  return { alice, bob };
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});
beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-redis-'));
  const flush = createClient({ url: redis.url });
  await flush.connect();
  await flush.sendCommand(['FLUSHALL']);
  flush.destroy();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('signaling across two server processes on one Redis', () => {
  it('carries what a player publishes to the topic’s players on the other process, once each, and not to other topics', async () => {
    const [one, two] = [await startOnRedis(), await startOnRedis()];
    const { alice, bob } = await playersApart(one, two, 'room-1');
    const carol = await client(two.signal);
    send(carol, { type: 'subscribe', topics: ['room-2'] });
    send(alice, { type: 'publish', topic: 'room-1', data: 'offer from Alice' });
    expect(await bob.next()).toMatchObject({ type: 'publish', topic: 'room-1', data: 'offer from Alice', sender: expect.any(String) });
    send(bob, { type: 'publish', topic: 'room-1', data: 'answer from Bob' });
    expect((await alice.next()).data).toBe('offer from Alice');
    expect((await alice.next()).data).toBe('answer from Bob');
    send(alice, { type: 'ping' });
    expect(await alice.next()).toEqual({ type: 'pong' });
    expect(bob.inbox.map((m) => m.data)).toEqual(['answer from Bob']);
    expect(carol.inbox).toEqual([]);
  });
});

describe('the signaling limits of a process on one Redis', () => {
  it('hold what another process’s publisher makes it send: past the topic’s budget its frames are dropped here, and pass again once it refills', async () => {
    const one = await startOnRedis();
    const two = await startOnRedis({}, { topicFanoutBytesPerSecond: 2_000, topicFanoutBurstBytes: 4_000 });
    const { alice, bob } = await playersApart(one, two, 'loud-room');
    const chunk = 'x'.repeat(1_000);
    for (let i = 0; i < 40; i++) send(alice, { type: 'publish', topic: 'loud-room', data: chunk });
    await expect.poll(() => two.stats().dropped.overBudget).toBeGreaterThan(30);
    expect(bob.inbox.length).toBeLessThan(10);
    await new Promise((r) => setTimeout(r, 2_500));
    bob.inbox.splice(0);
    send(alice, { type: 'publish', topic: 'loud-room', data: 'after the flood' });
    expect((await bob.next()).data).toBe('after the flood');
  }, 15_000);
});

describe('the mailbox across two server processes on one Redis', () => {
  it('gives back through one what was posted through the other, compactions included', async () => {
    const [one, two] = [await startOnRedis(), await startOnRedis()];
    for (const [server, text] of [[one, 'one'], [two, 'two'], [one, 'three']] as const) expect(await (await post(server, bytesOf(text))).json()).toHaveProperty('seq');
    expect((await read(two)).entries.map((e) => [e.seq, textOf(e.bytes)])).toEqual([[1, 'one'], [2, 'two'], [3, 'three']]);
    expect(await (await fetch(`${one.base}/mailbox/${room}?after=1&count=1`)).json()).toEqual({ count: 2, last: 3 });
    expect(await (await post(two, bytesOf('snapshot of one+two'), { 'x-supersedes': '2' })).json()).toEqual({ seq: 4 });
    expect((await read(one, 2)).entries.map((e) => [e.seq, textOf(e.bytes)])).toEqual([[3, 'three'], [4, 'snapshot of one+two']]);
  });

  it('counts an address’s posts a minute once for both processes', async () => {
    const [one, two] = [await startOnRedis({ postsPerMinute: 4 }), await startOnRedis({ postsPerMinute: 4 })];
    for (const server of [one, two, one, two]) expect((await post(server, bytesOf('move'))).status).toBe(200);
    const refused = await post(one, bytesOf('one too many'));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many posts/);
    expect((await post(two, bytesOf('one too many'))).status).toBe(429);
    expect((await read(two)).entries).toHaveLength(4);
  });

  it('fills a room once for both processes, keeping what it holds until a compaction makes room', async () => {
    const [one, two] = [await startOnRedis({ roomEntries: 3, roomBytes: 64 }), await startOnRedis({ roomEntries: 3, roomBytes: 64 })];
    for (const server of [one, two, one]) await post(server, bytesOf('move'));
    const full = await post(two, bytesOf('one too many'));
    expect(full.status).toBe(507);
    expect(await full.text()).toMatch(/mailbox is full/);
    expect((await post(one, bytesOf('x'.repeat(65)), {}, 'sandtable:ZYXWVUTSRQPONMLKJIHGFEDCBA543210')).status).toBe(507);
    expect((await read(one)).entries).toHaveLength(3);
    expect(await (await post(two, bytesOf('snapshot'), { 'x-supersedes': '3' })).json()).toEqual({ seq: 4 });
    expect((await read(one)).entries.map((e) => textOf(e.bytes))).toEqual(['snapshot']);
  });

  it('forgets a room the stated time after its last post, each post putting it off', async () => {
    // Three seconds stand for the 60 days here.
    const expiryDays = 3_000 / 86_400_000;
    const [one, two] = [await startOnRedis({ expiryDays }), await startOnRedis({ expiryDays })];
    await post(one, bytesOf('first'));
    await new Promise((r) => setTimeout(r, 1_800));
    await post(two, bytesOf('second'));
    await new Promise((r) => setTimeout(r, 1_800));
    expect((await read(one)).entries.map((e) => textOf(e.bytes))).toEqual(['first', 'second']);
    await expect.poll(async () => await read(two)).toEqual({ entries: [], last: 0 });
    expect((await storedBytes(redis.url)).includes('sandtable:mailbox')).toBe(false);
  }, 20_000);

  it('leaves in Redis neither the sealed plaintext nor the game id, only what unseals with the room key', async () => {
    const [one, two] = [await startOnRedis(), await startOnRedis()];
    const gameId = 'game-7f3a9c21';
    const sealedRoom = await roomNameFor(gameId, 'link-secret');
    const key = await roomKey('link-secret', sealedRoom);
    const plaintext = 'Alice moved 2nd Panzergrenadier Regiment to 1818';
    await post(one, await seal(key, bytesOf(plaintext)), {}, sealedRoom);
    const [entry] = (await read(two, 0, sealedRoom)).entries;
    expect(textOf((await unseal(key, entry.bytes))!)).toBe(plaintext);
    const stored = await storedBytes(redis.url);
    expect(stored.byteLength).toBeGreaterThan(entry.bytes.byteLength);
    for (const secret of [plaintext, 'Panzergrenadier', gameId, sealedRoom, 'link-secret']) expect(stored.includes(Buffer.from(secret))).toBe(false);
  });
});

describe('two server processes when Redis goes away', () => {
  it('answer the mailbox with 503 and a clear message, keep signaling their own players, log one line, and are whole again when it is back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [one, two] = [await startOnRedis(), await startOnRedis()];
    await post(one, bytesOf('before'));
    const [alice, bob] = await Promise.all([client(one.signal), client(one.signal)]);
    send(alice, { type: 'subscribe', topics: ['room-1'] });
    send(bob, { type: 'subscribe', topics: ['room-1'] });
    await redis.stop();

    const refused = await post(one, bytesOf('during'));
    expect(refused.status).toBe(503);
    expect(await refused.text()).toMatch(/out of reach.*nothing is lost/);
    expect((await fetch(`${two.base}/mailbox/${room}?after=0`)).status).toBe(503);
    send(alice, { type: 'publish', topic: 'room-1', data: 'still here' });
    expect((await bob.next()).data).toBe('still here');
    expect((await fetch(`${one.base}/`)).status).not.toBe(503);
    const outages = () => logged.mock.calls.filter(([line]) => /Redis at .* is out of reach/.test(String(line)));
    // One line a process, however many times it tries to reconnect.
    await expect.poll(() => outages().length).toBe(2);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(outages()).toHaveLength(2);

    redis = await startRedis(redis.port);
    await expect.poll(async () => (await post(two, bytesOf('after'))).status, { timeout: 10_000 }).toBe(200);
    const { alice: carol, bob: dave } = await playersApart(one, two, 'room-2');
    send(carol, { type: 'publish', topic: 'room-2', data: 'across again' });
    expect((await dave.next()).data).toBe('across again');
    logged.mockRestore();
  }, 30_000);
});
