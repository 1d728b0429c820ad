#!/usr/bin/env node
/**
 * Serves the built app (dist/) and the signaling endpoint (…/signal) on one origin, so play on one
 * machine or a LAN needs no configuration. Small on purpose: static files with the right types and
 * caching, the app's page for any other path.
 *
 * - `PORT` (default 5173) and `HOST` (default localhost; 0.0.0.0 lets others on your network in).
 * - `SANDTABLE_MAILBOX`: the folder the rooms' sealed mailboxes are kept in (default
 *   `.sandtable-mailbox` in the working folder; see mailbox.mjs).
 * - `REDIS_URL` (e.g. `redis://127.0.0.1:6379`): the mailboxes live in that Redis and signaling
 *   topics are shared through it, so several server processes on one Redis act as one
 *   (docs/deploy.md). Without it, everything stays in this process (and the mailbox folder).
 * - Browsers allow the room encryption and offline mode only on https or localhost, so when `HOST`
 *   is not a loopback address the server speaks https: with `TLS_CERT`/`TLS_KEY` (PEM files) if
 *   given, else with a self-signed certificate made at start (players accept it once).
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { createReadStream, statSync } from 'node:fs';
import { extname, isAbsolute, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachSignaling } from './signaling.mjs';
import { createMailboxes, mailboxHandler, mailboxLimits } from './mailbox.mjs';
import { connectRedis } from './redis.mjs';
import { createRedisMailboxes } from './redisMailbox.mjs';
import { redisTopicBus } from './redisBus.mjs';
import { createWitness, witnessHandler } from './witness.mjs';

/** The built app; `SANDTABLE_DIST` points elsewhere (tests serve a scratch folder). */
const defaultRoot = resolve(process.env.SANDTABLE_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const full = normalize(join(root, path));
  // By whole path segments: a sibling folder such as `dist-private` must not pass as inside `dist`.
  const inside = relative(root, full);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  try {
    const stat = statSync(full);
    if (stat.isFile()) return { full, size: stat.size };
    if (stat.isDirectory()) return fileFor(root, join(path, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

const isLoopback = (host) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** The TLS certificate to serve with, or null for plain http on loopback. */
async function tlsOptions(host, tls) {
  if (tls === false || (tls === undefined && isLoopback(host))) return null;
  if (process.env.TLS_CERT && process.env.TLS_KEY) return { cert: readFileSync(process.env.TLS_CERT), key: readFileSync(process.env.TLS_KEY) };
  const selfsigned = (await import('selfsigned')).default;
  const made = await selfsigned.generate([{ name: 'commonName', value: 'Sandtable' }], { days: 30, keySize: 2048 });
  return { cert: made.cert, key: made.private, selfSigned: true };
}

/** Where the mailboxes and signaling topics live: this process (and `mailboxDir`), or the Redis at `redisUrl`. */
function storesFor({ redisUrl, mailboxDir, limits }) {
  if (!redisUrl) return { mailboxes: createMailboxes({ dir: mailboxDir, limits }), bus: null, redis: null };
  const redis = connectRedis(redisUrl);
  return { mailboxes: createRedisMailboxes({ redis, limits }), bus: redisTopicBus(redis), redis };
}

/**
 * Starts the server; resolves with the bound port. Exported for tests, which start it on port 0
 * (and serve the test build of a modified client from another `root`, or lower a mailbox or
 * signaling limit to reach it in a few posts or messages).
 */
export async function startServer({ port = Number(process.env.PORT ?? 5173), host = process.env.HOST ?? 'localhost', tls, root = defaultRoot, mailboxDir = process.env.SANDTABLE_MAILBOX ?? null, mailboxLimits: limitOverrides = {}, signalingLimits = {}, redisUrl = process.env.REDIS_URL || null } = {}) {
  const certificate = await tlsOptions(host, tls);
  const limits = { ...mailboxLimits, ...limitOverrides };
  const { mailboxes, bus, redis } = storesFor({ redisUrl, mailboxDir, limits });
  const mailbox = mailboxHandler(mailboxes, limits);
  const witness = witnessHandler(createWitness({ dir: mailboxDir }));
  const handler = (req, res) => {
    if (mailbox(req, res)) return;
    if (witness(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = req.url ?? '/';
    const file = fileFor(root, url) ?? (extname(url.split('?')[0]) ? null : fileFor(root, '/index.html'));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const immutable = file.full.includes(`${root}/assets/`) && /-[\w-]{8,}\.\w+$/.test(file.full);
    res.writeHead(200, {
      'content-type': types[extname(file.full)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file.full).pipe(res);
  };
  const server = certificate ? createHttpsServer(certificate, handler) : createHttpServer(handler);
  const signaling = attachSignaling(server, { bus, limits: signalingLimits });
  server.on('close', () => {
    signaling.close();
    redis?.close();
  });
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePort({ server, port: server.address().port, signaling, mailboxes, secure: !!certificate, selfSigned: !!certificate?.selfSigned }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    statSync(join(defaultRoot, 'index.html'));
  } catch {
    console.error('No built app in dist/. Run `npm start` (it builds first) or `npx vite build`.');
    process.exit(1);
  }
  const host = process.env.HOST ?? 'localhost';
  // Mailboxes are kept on disk when the server runs for players (tests keep them in memory).
  const { server, port, secure, selfSigned, signaling } = await startServer({ mailboxDir: process.env.SANDTABLE_MAILBOX ?? join(process.cwd(), '.sandtable-mailbox') });
  const scheme = secure ? 'https' : 'http';
  const addresses = host === '0.0.0.0' || host === '::'
    ? Object.values(networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a.address)
    : [host];
  console.log(`Sandtable is running (Ctrl+C stops it):`);
  for (const address of addresses) console.log(`  ${scheme}://${address}:${port}/`);
  if (process.env.REDIS_URL) console.log(`  (mailboxes and signaling shared through Redis at ${new URL(process.env.REDIS_URL).host})`);
  if (selfSigned) console.log('  (self-signed certificate: each browser asks once to trust it; set TLS_CERT and TLS_KEY to use your own)');
  // Ends every connection at once (open sockets would otherwise keep a stopped server half-alive).
  const stop = () => {
    signaling.close();
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
