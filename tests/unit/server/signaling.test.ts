import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import WebSocket from 'ws';
// @ts-expect-error plain ESM module without types
import { attachSignaling } from '../../../server/signaling.mjs';

let server: Server;
let signaling: { close(): void; stats(): { connections: number; topics: number; addresses: number; dropped: Record<string, number> } };
const sockets: WebSocket[] = [];

async function start(limits = {}) {
  server = createServer();
  signaling = attachSignaling(server, { limits });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `ws://127.0.0.1:${(server.address() as { port: number }).port}/signal`;
}

function client(url: string): Promise<WebSocket & { inbox: any[]; next(): Promise<any> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url) as WebSocket & { inbox: any[]; next(): Promise<any> };
    sockets.push(ws);
    ws.inbox = [];
    const waiting: ((m: any) => void)[] = [];
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      const w = waiting.shift();
      if (w) w(m);
      else ws.inbox.push(m);
    });
    ws.next = () => (ws.inbox.length ? Promise.resolve(ws.inbox.shift()) : new Promise((r) => waiting.push(r)));
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

const settle = () => new Promise((r) => setTimeout(r, 50));

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.terminate());
  signaling?.close();
  await new Promise((r) => server?.close(() => r(undefined)));
});

describe('the signaling endpoint', () => {
  it('forwards a message published to a topic to everyone subscribed, counting them', async () => {
    const url = await start();
    const [a, b, c] = await Promise.all([client(url), client(url), client(url)]);
    a.send(JSON.stringify({ type: 'subscribe', topics: ['room-1'] }));
    b.send(JSON.stringify({ type: 'subscribe', topics: ['room-1'] }));
    c.send(JSON.stringify({ type: 'subscribe', topics: ['room-2'] }));
    await settle();
    a.send(JSON.stringify({ type: 'publish', topic: 'room-1', data: 'hello' }));
    expect(await b.next()).toMatchObject({ type: 'publish', topic: 'room-1', data: 'hello', clients: 2, sender: expect.any(String) });
    expect(await a.next()).toMatchObject({ data: 'hello' });
    await settle();
    expect(c.inbox).toEqual([]);
  });

  it('answers ping with pong', async () => {
    const url = await start();
    const a = await client(url);
    a.send(JSON.stringify({ type: 'ping' }));
    expect(await a.next()).toEqual({ type: 'pong' });
  });

  it('survives garbage, binary frames and unknown types, and keeps serving', async () => {
    const url = await start();
    const a = await client(url);
    a.send('not json {');
    a.send(Buffer.from([1, 2, 3]));
    a.send(JSON.stringify({ type: 'subscribe', topics: 'not-a-list' }));
    a.send(JSON.stringify(null));
    a.send(JSON.stringify({ type: 'nonsense' }));
    a.send(JSON.stringify({ type: 'ping' }));
    expect(await a.next()).toEqual({ type: 'pong' });
  });

  it('does not let a client publish to a topic it has not joined', async () => {
    const url = await start();
    const [a, b] = await Promise.all([client(url), client(url)]);
    b.send(JSON.stringify({ type: 'subscribe', topics: ['room'] }));
    await settle();
    a.send(JSON.stringify({ type: 'publish', topic: 'room', data: 'intruder' }));
    await settle();
    expect(b.inbox).toEqual([]);
  });

  it('drops a client that sends a frame larger than the limit', async () => {
    const url = await start({ maxMessageBytes: 1024 });
    const a = await client(url);
    const closed = new Promise<number>((r) => a.on('close', (code) => r(code)));
    a.send(JSON.stringify({ type: 'publish', topic: 'x', data: 'y'.repeat(5000) }));
    expect(await closed).toBe(1009);
  });

  it('caps the peers in a topic and the topics of a connection', async () => {
    const url = await start({ peersPerTopic: 2, topicsPerConnection: 3 });
    const [a, b, c] = await Promise.all([client(url), client(url), client(url)]);
    for (const ws of [a, b, c]) ws.send(JSON.stringify({ type: 'subscribe', topics: ['full'] }));
    a.send(JSON.stringify({ type: 'subscribe', topics: ['t1', 't2', 't3', 't4'] }));
    await settle();
    c.send(JSON.stringify({ type: 'publish', topic: 'full', data: 'from the third' }));
    a.send(JSON.stringify({ type: 'publish', topic: 'full', data: 'from the first' }));
    expect((await b.next()).data).toBe('from the first');
    expect(signaling.stats().topics).toBe(3);
  });

  it('forgets a topic when its last subscriber leaves', async () => {
    const url = await start();
    const a = await client(url);
    a.send(JSON.stringify({ type: 'subscribe', topics: ['gone'] }));
    await settle();
    expect(signaling.stats().topics).toBe(1);
    a.close();
    await settle();
    expect(signaling.stats()).toMatchObject({ connections: 0, topics: 0, addresses: 0 });
  });

  it('refuses upgrades on any other path', async () => {
    const url = await start();
    await expect(client(url.replace('/signal', '/elsewhere'))).rejects.toThrow(/404/);
  });
});
