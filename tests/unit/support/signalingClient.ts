/** A signaling server on a free port and WebSocket clients that queue what they hear, for the signaling tests. */
import { afterEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import WebSocket from 'ws';
// @ts-expect-error plain ESM module without types
import { attachSignaling } from '../../../server/signaling.mjs';

export interface SignalingStats {
  connections: number;
  topics: number;
  addresses: number;
  dropped: { flood: number; slowReader: number; refused: number; idle: number; overBudget: number };
}

export interface RunningSignaling {
  url: string;
  stats(): SignalingStats;
  stop(): Promise<void>;
}

/** Starts the endpoint with some limits changed; `stop` closes every client it made too. */
export async function startSignaling(limits = {}): Promise<RunningSignaling> {
  const server: Server = createServer();
  const signaling = attachSignaling(server, { limits });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `ws://127.0.0.1:${(server.address() as { port: number }).port}/signal`,
    stats: () => signaling.stats(),
    stop: async () => {
      sockets.splice(0).forEach((s) => s.terminate());
      signaling.close();
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}

/** A connected client: `inbox` holds messages not yet taken, `next()` takes the next one. */
export type Client = WebSocket & { inbox: any[]; next(): Promise<any>; closedWith: Promise<number> };

const sockets: WebSocket[] = [];

/** Connects a client from `localAddress` (any 127.x.y.z address works on Linux loopback). */
export function client(url: string, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress }) as Client;
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
    ws.closedWith = new Promise((r) => ws.on('close', (code) => r(code)));
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

/** Gives the server a moment to handle what was sent. */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

/**
 * For a test file: `start(limits)` starts an endpoint for the current test, stopped after it;
 * `stats()` reads the running one's.
 */
export function signalingPerTest() {
  let running: RunningSignaling | null = null;
  afterEach(async () => {
    await running?.stop();
    running = null;
  });
  return {
    start: async (limits = {}) => (running = await startSignaling(limits)).url,
    stats: () => running!.stats(),
  };
}
