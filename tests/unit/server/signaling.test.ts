import { describe, expect, it } from 'vitest';
import { client, settle, signalingPerTest } from '../support/signalingClient';

const signaling = signalingPerTest();
const start = signaling.start;

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
