import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
// @ts-expect-error plain ESM module without types
import { closeCodes } from '../../../server/signaling.mjs';
import { client, settle, signalingPerTest } from '../support/signalingClient';

const signaling = signalingPerTest();
const start = signaling.start;

const subscribe = (ws: WebSocket, ...topics: string[]) => ws.send(JSON.stringify({ type: 'subscribe', topics }));
const publish = (ws: WebSocket, topic: string, data: string, from?: string) => ws.send(JSON.stringify({ type: 'publish', topic, data, ...(from ? { from } : {}) }));
describe('the signaling endpoint under abuse', () => {
  it('drops a flooding connection and keeps serving a good one', async () => {
    const url = await start({ burst: 100, messagesPerSecond: 50 });
    const [flooder, good] = await Promise.all([client(url), client(url)]);
    for (let i = 0; i < 1000; i++) flooder.send(JSON.stringify({ type: 'ping' }));
    expect(await flooder.closedWith).toBe(closeCodes.flood);
    good.send(JSON.stringify({ type: 'ping' }));
    expect(await good.next()).toEqual({ type: 'pong' });
    expect(signaling.stats().dropped.flood).toBe(1);
  });

  it('drops a receiver that stops reading instead of holding its backlog in memory', async () => {
    const url = await start({ maxBufferedBytes: 256 * 1024 });
    const [sender, slow] = await Promise.all([client(url), client(url)]);
    subscribe(sender, 'room');
    subscribe(slow, 'room');
    await settle();
    (slow as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = 'x'.repeat(100 * 1024);
    for (let i = 0; i < 400 && signaling.stats().dropped.slowReader === 0; i++) {
      publish(sender, 'room', chunk);
      if (i % 20 === 19) await settle(10);
    }
    // The sender's pong waits behind the megabytes it published: on a busy machine that takes more than a second.
    const patiently = { timeout: 15_000 };
    await expect.poll(() => signaling.stats().dropped.slowReader, patiently).toBe(1);
    await expect.poll(() => signaling.stats().connections, patiently).toBe(1);
    sender.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => sender.inbox.some((m) => m.type === 'pong'), patiently).toBe(true);
    // As patient as its waits: under a full test run's load the megabytes take seconds.
  }, 30_000);

  it('limits the sockets of one address without locking out another', async () => {
    const url = await start({ connectionsPerAddress: 3 });
    await Promise.all([client(url), client(url), client(url)]);
    await expect(client(url)).rejects.toThrow(/503/);
    const other = await client(url, '127.0.0.2');
    other.send(JSON.stringify({ type: 'ping' }));
    expect(await other.next()).toEqual({ type: 'pong' });
    expect(signaling.stats().dropped.refused).toBe(1);
  });

  it('limits the topics one address creates, so it cannot stop new rooms for everyone', async () => {
    const url = await start({ topicsPerAddress: 3, topics: 5 });
    const greedy = await client(url);
    subscribe(greedy, ...Array.from({ length: 10 }, (_, i) => `grab-${i}`));
    await settle();
    expect(signaling.stats().topics).toBe(3);
    const [a, b] = await Promise.all([client(url, '127.0.0.2'), client(url, '127.0.0.2')]);
    subscribe(a, 'our-room');
    subscribe(b, 'our-room');
    await settle();
    publish(a, 'our-room', 'hello');
    expect((await b.next()).data).toBe('hello');
  });

  it('forgets the topics an address created once they empty', async () => {
    const url = await start({ topicsPerAddress: 2 });
    const first = await client(url);
    subscribe(first, 'one', 'two');
    await settle();
    first.close();
    await settle();
    const second = await client(url);
    subscribe(second, 'three', 'four');
    await settle();
    expect(signaling.stats().topics).toBe(2);
  });

  it('stamps everything it forwards with the connection that really published it', async () => {
    const url = await start();
    const [alice, mallory, bob] = await Promise.all([client(url), client(url), client(url)]);
    for (const ws of [alice, mallory, bob]) subscribe(ws, 'room');
    await settle();
    publish(alice, 'room', 'from alice', 'alice');
    const real = await bob.next();
    mallory.send(JSON.stringify({ type: 'publish', topic: 'room', from: 'alice', sender: real.sender, data: 'forged' }));
    const forged = await bob.next();
    expect(forged.from).toBe('alice');
    expect(forged.sender).not.toBe(real.sender);
    publish(alice, 'room', 'again', 'alice');
    expect((await bob.next()).sender).toBe(real.sender);
  });

  it('lets a newcomer into a full topic in place of a subscriber that has gone silent, never of an active one', async () => {
    const url = await start({ peersPerTopic: 3, idleEvictMs: 200 });
    const squatters = await Promise.all([client(url), client(url), client(url)]);
    for (const ws of squatters) subscribe(ws, 'room');
    await settle(50);
    const [early, late] = await Promise.all([client(url), client(url)]);
    subscribe(early, 'room');
    await settle(50);
    early.send(JSON.stringify({ type: 'ping' }));
    await early.next();
    publish(early, 'room', 'too early');
    await settle(250);
    // The squatters are silent now; the newcomer takes the place of one of them.
    subscribe(late, 'room');
    await settle(50);
    publish(late, 'room', 'in');
    expect((await late.next()).data).toBe('in');
    expect(signaling.stats().dropped.idle).toBe(1);
    // Members who keep talking are never evicted.
    const busy = await Promise.all([client(url), client(url), client(url)]);
    for (const ws of busy) subscribe(ws, 'busy');
    const talk = setInterval(() => busy.forEach((ws) => ws.send(JSON.stringify({ type: 'ping' }))), 40);
    await settle(300);
    const refused = await client(url);
    subscribe(refused, 'busy');
    await settle(50);
    publish(refused, 'busy', 'let me in');
    await settle(100);
    clearInterval(talk);
    expect(busy[0].inbox.some((m) => m.data === 'let me in')).toBe(false);
    expect(signaling.stats().dropped.idle).toBe(1);
  });

  it('keeps the last places for new addresses, so a crowd of addresses cannot fill the server', async () => {
    const url = await start({ connections: 20, connectionsPerAddress: 8, busyConnections: 12, connectionsPerAddressWhenBusy: 2 });
    // Four addresses each try for six sockets: 24, more than the server holds.
    const crowd = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'].flatMap((address) => Array.from({ length: 6 }, () => address));
    let admitted = 0;
    for (const address of crowd) admitted += await client(url, address).then(() => 1, () => 0);
    expect(admitted).toBeLessThan(20);
    // A player from a new address still gets in, and so does a friend on the same address.
    for (const ws of [await client(url, '127.0.0.99'), await client(url, '127.0.0.99')]) {
      ws.send(JSON.stringify({ type: 'ping' }));
      expect(await ws.next()).toEqual({ type: 'pong' });
    }
  });

  it('slows a publisher whose messages fan out past the topic’s byte budget, delivers every one in order, and keeps serving others', async () => {
    const url = await start({ topicFanoutBytesPerSecond: 4 * 1024 * 1024, topicFanoutBurstBytes: 1024 * 1024 });
    const loud = await client(url, '127.0.0.21');
    const readers = await Promise.all(Array.from({ length: 5 }, () => client(url, '127.0.0.22')));
    for (const ws of [loud, ...readers]) subscribe(ws, 'busy');
    await settle();
    const chunk = 'x'.repeat(100 * 1024);
    // 20 × 100 KB to 6 receivers: 12 MB to forward, three seconds of the topic's budget.
    for (let i = 0; i < 20; i++) publish(loud, 'busy', `${i}:${chunk}`);
    const honest = await client(url, '127.0.0.23');
    honest.send(JSON.stringify({ type: 'ping' }));
    expect(await honest.next()).toEqual({ type: 'pong' });
    await settle(300);
    expect(readers[0].inbox.length).toBeLessThan(20);
    await expect.poll(() => readers.every((ws) => ws.inbox.length === 20), { timeout: 15_000 }).toBe(true);
    for (const ws of readers) expect(ws.inbox.map((m) => Number(m.data.split(':')[0]))).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(signaling.stats().dropped).toMatchObject({ flood: 0, slowReader: 0 });
  });
});
