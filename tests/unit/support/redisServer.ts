/**
 * A real Redis for the tests of several server processes on one Redis: Debian's `redis-server`
 * started on a free port, keeping nothing on disk, stopped after; and everything it stores, read
 * back as bytes, for tests of what the server may learn.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient, RESP_TYPES } from '@redis/client';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops it (as a crash or an operator would) and waits until it is gone. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until a child process prints `line` (a server saying it is ready); rejects if it stops first. */
export function saying(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdout!.on('data', (chunk) => {
      said += chunk;
      if (said.includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} stopped at start (${code}): ${said.slice(-500)}`)));
  });
}

/** Starts `redis-server` (on `port`, or a free one), with no snapshots and no append-only file. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await saying(child, 'Ready to accept connections');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The bytes in a reply, whatever its shape (a string, a list, a map). */
function flat(reply: unknown): Buffer[] {
  if (Buffer.isBuffer(reply)) return [reply];
  if (reply instanceof Map) return [...reply].flatMap(flat);
  if (Array.isArray(reply)) return reply.flatMap(flat);
  if (reply && typeof reply === 'object') return Object.entries(reply).flatMap(flat);
  return [Buffer.from(String(reply))];
}

/** Every key and value Redis holds, as bytes (read by type, so nothing is compressed out of sight). */
export async function storedBytes(url: string): Promise<Buffer> {
  const client = createClient({ url }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  await client.connect();
  try {
    const parts: Buffer[] = [];
    for (const key of (await client.sendCommand(['KEYS', '*'])) as Buffer[]) {
      const type = String(await client.sendCommand(['TYPE', key]));
      const read = { string: ['GET', key], hash: ['HGETALL', key], zset: ['ZRANGE', key, '0', '-1', 'WITHSCORES'], list: ['LRANGE', key, '0', '-1'], set: ['SMEMBERS', key] }[type];
      const value = read ? await client.sendCommand(read) : [];
      parts.push(key, ...flat(value));
    }
    return Buffer.concat(parts);
  } finally {
    client.destroy();
  }
}
