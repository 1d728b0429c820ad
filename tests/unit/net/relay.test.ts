import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import WebSocket from 'ws';
// @ts-expect-error plain ESM module without types
import { attachSignaling } from '../../../server/signaling.mjs';
import { Relay, readSealed, relayKinds, writeSealed, type RelayKind } from '../../../src/net/relay';
import { roomKey } from '../../../src/net/roomCrypto';
import { frameBytes, streams, toFrames } from '../../../src/net/frames';

// The relay is browser code; in Node the `ws` client stands in for the browser's WebSocket.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let server: Server | undefined;
let signaling: { close(): void };
const relays: Relay[] = [];
const sockets: WebSocket[] = [];
const topic = 'sandtable:relay-test/relay';

async function start() {
  const s = (server = createServer());
  signaling = attachSignaling(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  return `ws://127.0.0.1:${(s.address() as { port: number }).port}/signal`;
}

interface Heard {
  from: string;
  kind: RelayKind;
  payload: Uint8Array;
}

async function relay(url: string, selfId: string, key: CryptoKey) {
  const heard: Heard[] = [];
  let up!: () => void;
  const connected = new Promise<void>((r) => (up = r));
  const r = new Relay({ url, topic, key, selfId, onMessage: (from, kind, payload) => heard.push({ from, kind, payload }), onConnected: (c) => c && up() });
  relays.push(r);
  await connected;
  return { relay: r, heard };
}

/** A stranger on the signaling server: subscribes to the topic and sees and sends raw frames. */
async function stranger(url: string) {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const seen: { from: string; data: string }[] = [];
  ws.on('message', (d) => seen.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
  return { ws, seen, publish: (from: string, data: string) => ws.send(JSON.stringify({ type: 'publish', topic, from, data })) };
}

const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms));
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

afterEach(async () => {
  relays.splice(0).forEach((r) => r.destroy());
  sockets.splice(0).forEach((s) => s.terminate());
  if (!server) return;
  signaling.close();
  await new Promise((r) => server!.close(() => r(undefined)));
  server = undefined;
});

describe('the relay', () => {
  it('lays out a sealed message and reads it back, and refuses one shorter than its lengths claim', () => {
    const message = { kind: relayKinds.sync, to: 'bob', from: 'alice', payload: new Uint8Array([1, 2, 3]) };
    expect(readSealed(writeSealed(message))).toEqual(message);
    expect(readSealed(writeSealed(message).subarray(0, 6))).toBeNull();
    expect(readSealed(new Uint8Array([1, 200]))).toBeNull();
  });

  it('carries a sealed message from one player to another, naming its sender', async () => {
    const url = await start();
    const key = await roomKey('secret', 'room');
    const [alice, bob] = [await relay(url, 'alice', key), await relay(url, 'bob', key)];
    await settle();
    await alice.relay.send(relayKinds.sync, new Uint8Array([7, 8, 9]));
    await expect.poll(() => bob.heard.length, { timeout: 10_000 }).toBe(1);
    expect(bob.heard[0]).toEqual({ from: 'alice', kind: relayKinds.sync, payload: new Uint8Array([7, 8, 9]) });
  });

  it('ignores a sealed message replayed under invented sender ids', async () => {
    const url = await start();
    const key = await roomKey('secret', 'room');
    const [alice, bob] = [await relay(url, 'alice', key), await relay(url, 'bob', key)];
    const mallory = await stranger(url);
    await settle();
    await alice.relay.send(relayKinds.hello, new Uint8Array());
    await expect.poll(() => mallory.seen.length, { timeout: 10_000 }).toBe(1);
    const captured = mallory.seen[0].data;
    for (let i = 0; i < 30; i++) mallory.publish(`invented-${i}`, captured);
    await settle(300);
    expect(bob.heard.map((h) => h.from)).toEqual(['alice']);
  });

  it('ignores frames sealed with another key, and noise that is not a frame', async () => {
    const url = await start();
    const [bob, wrong] = [await relay(url, 'bob', await roomKey('secret', 'room')), await roomKey('guess', 'room')];
    const mallory = await stranger(url);
    await settle();
    const { seal } = await import('../../../src/net/roomCrypto');
    const sealed = await seal(wrong, writeSealed({ kind: relayKinds.sync, to: '', from: 'mallory', payload: new Uint8Array([0, 1]) }));
    mallory.publish('mallory', base64(toFrames(streams.sync, 1, sealed)[0]));
    mallory.publish('mallory', 'not base64 at all %%%');
    mallory.publish('mallory', base64(new Uint8Array([1, 2])));
    await settle(300);
    expect(bob.heard).toEqual([]);
  });

  it('holds a bounded amount of never-finished messages from a stranger', async () => {
    const url = await start();
    const bob = await relay(url, 'bob', await roomKey('secret', 'room'));
    const mallory = await stranger(url);
    await settle();
    const frame = (id: number) => base64(toFrames(streams.sync, id, new Uint8Array(2 * frameBytes))[0]);
    for (let id = 0; id < 1500; id++) mallory.publish('mallory', frame(id));
    await settle(500);
    const held = bob.relay.held();
    expect(held.messages).toBeLessThanOrEqual(8);
    expect(held.bytes).toBeLessThanOrEqual(8 * frameBytes);
  });
});
