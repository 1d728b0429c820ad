/**
 * Mailbox benchmark (issue #29), built for Node with Vite and run by tests/bench/mailbox.mjs against
 * a real server in another process: `node mailboxBench.js <scenario.json> <server url>`.
 *
 * - Bytes: moves made with the app's movePieces by a signed player on the 2,000-counter bench game;
 *   the bytes the server stores for each (the sealed entry) against the Yjs update's own bytes, with
 *   where the difference goes (the entry's header, the seal), and the same for the first format.
 *   Also the whole game an empty mailbox gets first, and how much of it is images' bytes.
 * - Post: a sealed move posted (seal + POST) into a room that holds the whole game, against the
 *   same-size unsealed POST to that room and a GET of a static file, interleaved in the same run.
 * - Fetch: 1,000 posted moves read, unsealed and applied to a copy of the game, against applying
 *   the same 1,000 updates to another copy directly.
 *
 * The last line of stdout is one JSON object with the figures.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../src/doc/gameDoc';
import { addToTable, movePieces, type Actor, type Move } from '../../src/doc/operations';
import { mailboxDelivery, syncMessageOf } from '../../src/doc/net/mailboxSync';
import { postEntry, readEntries } from '../../src/net/mailboxClient';
import { encodeEntry, openEntries, type EntrySender } from '../../src/net/mailboxEntry';
import { roomKey, roomNameFor, seal } from '../../src/net/roomCrypto';
import { cellRestingPoint } from '../../src/geometry/places';
import { seededRandom } from '../../src/dice/dice';
import { newIdentity } from '../../src/trust/identity';
import { scenarioToSetup, type Scenario } from '../../src/scenario/scenario';
import type { HexGrid } from '../../src/model/grid';
import type { AssetInfo } from '../../src/model/records';

const [scenarioPath, server, imageScenarioPath] = process.argv.slice(2);
if (!scenarioPath || !server) throw new Error('usage: node mailboxBench.js <scenario.json> <server url> [scenario with image faces.json]');
const base = `${server.replace(/\/$/, '')}/mailbox/`;
const scenario = JSON.parse(readFileSync(scenarioPath, 'utf8')) as Scenario;
const setup = scenarioToSetup(scenario, new Map());
const grid = setup.boards[0].grid as HexGrid;

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const median = (xs: number[]) => quantile(xs, 0.5);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A counter sheet as an imported scenario references it: by hash, with its size. */
const sheet: AssetInfo = { hash: 'a'.repeat(64), mime: 'image/png', name: 'counter-sheet.png', bytes: 2_000_000, width: 2000, height: 2000 };

/** A game of `s`, as a signed player holds it after importing the scenario. */
function game(s = scenario, assets = new Map<string, AssetInfo>()): Actor {
  const doc = createGameDoc('benchmailbox', s.name, 1_700_000_000_000);
  const actor: Actor = { doc, name: 'Alice', identity: newIdentity() };
  addToTable({ ...actor, identity: undefined }, s === scenario ? setup : scenarioToSetup(s, assets), `set up ${s.name}`);
  return actor;
}

/** `count` seeded moves: a random piece to a random hex. */
function moves(count: number): Move[] {
  const rand = seededRandom(29);
  return Array.from({ length: count }, () => {
    const c = cellRestingPoint(grid, { col: Math.floor(rand() * grid.columns), row: Math.floor(rand() * grid.rows) });
    return { id: setup.pieces[Math.floor(rand() * setup.pieces.length)].id, to: { b: setup.boards[0].id, x: c.x, y: c.y } };
  });
}

/** Makes the moves one by one; returns each move's update as the mailbox would post it. */
function updatesOf(actor: Actor, list: Move[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  const keep = (u: Uint8Array) => out.push(u);
  actor.doc.on('update', keep);
  for (const m of list) movePieces(actor, [m]);
  actor.doc.off('update', keep);
  return out;
}

const from = (actor: Actor): EntrySender => ({ name: actor.name, key: actor.identity!.publicKey });
const firstFormat = (sender: EntrySender) => new TextEncoder().encode(`${JSON.stringify({ v: 1, from: sender })}\n`).byteLength;

/** Where a move's stored bytes go: the update, the header, the seal; and the ratios. */
async function bytesPerMove(key: CryptoKey, actor: Actor, updates: Uint8Array[]) {
  const stored = await Promise.all(updates.map(async (u) => (await seal(key, encodeEntry(from(actor), u))).byteLength));
  const update = median(updates.map((u) => u.byteLength));
  const header = encodeEntry(from(actor), new Uint8Array()).byteLength;
  const storedMedian = median(stored);
  return {
    updateBytesP50: update,
    storedBytesP50: storedMedian,
    headerBytes: header,
    sealBytes: storedMedian - update - header,
    serverFramingBytes: 8,
    bytesPerMove: round(sum(stored) / sum(updates.map((u) => u.byteLength))),
    bytesPerMoveFirstFormat: round((sum(stored) + updates.length * (firstFormat(from(actor)) - header)) / sum(updates.map((u) => u.byteLength))),
    firstFormatHeaderBytes: firstFormat(from(actor)),
  };
}

/**
 * The whole game an empty mailbox gets first, sealed; with the JSON size of each of the document's
 * parts (where its bytes go) and the bytes of the images it references by hash (which it does not carry).
 */
async function firstPost(key: CryptoKey, actor: Actor) {
  const whole = Y.encodeStateAsUpdate(actor.doc);
  const sealed = await seal(key, encodeEntry(from(actor), whole, true));
  const parts = Object.fromEntries([...actor.doc.share].map(([name, type]) => [name, JSON.stringify(type.toJSON()).length]));
  const referenced = [...typesOf(actor.doc).assets.values()].reduce((n: number, a) => n + (a as AssetInfo).bytes, 0);
  return { wholeGameBytes: whole.byteLength, firstPostBytes: sealed.byteLength, jsonBytesByPart: parts, referencedImageBytes: referenced };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await run();
  return [result, performance.now() - t0];
}

/** Sealed move posts against same-size unsealed posts and static GETs, interleaved, into a room holding the whole game. */
async function posts(key: CryptoKey, room: string, actor: Actor, updates: Uint8Array[]) {
  await postEntry(base, room, await seal(key, encodeEntry(from(actor), Y.encodeStateAsUpdate(actor.doc), true)));
  const sealedMs: number[] = [];
  const plainMs: number[] = [];
  const staticMs: number[] = [];
  for (const u of updates) {
    sealedMs.push((await timed(async () => postEntry(base, room, await seal(key, encodeEntry(from(actor), u)))))[1]);
    const plain = new Uint8Array(u.byteLength + 28 + encodeEntry(from(actor), new Uint8Array()).byteLength);
    plainMs.push((await timed(() => postEntry(base, room, plain)))[1]);
    staticMs.push((await timed(async () => (await fetch(`${server}/index.html`, { cache: 'no-store' })).arrayBuffer()))[1]);
  }
  return {
    postP95Ms: round(quantile(sealedMs, 0.95)),
    postP50Ms: round(median(sealedMs)),
    plainPostP95Ms: round(quantile(plainMs, 0.95)),
    staticGetP95Ms: round(quantile(staticMs, 0.95)),
    postVsPlainPost: round(quantile(sealedMs, 0.95) / quantile(plainMs, 0.95)),
    postVsStaticGet: round(quantile(sealedMs, 0.95) / quantile(staticMs, 0.95)),
  };
}

/** Runs of the fetch and of its baseline, interleaved; the medians are reported. */
const fetchRuns = 5;

/** 1,000 posted moves read, unsealed and applied to a copy of the game, against applying them directly (medians of interleaved runs). */
async function fetchAndApply(key: CryptoKey, room: string, actor: Actor, start: Uint8Array, updates: Uint8Array[]) {
  for (const u of updates) await postEntry(base, room, await seal(key, encodeEntry(from(actor), u)));
  const fetched: number[] = [];
  const direct: number[] = [];
  let allApplied = true;
  for (let run = 0; run < fetchRuns; run++) {
    const reader = docFrom(start);
    fetched.push((await timed(() => readAndApply(key, room, reader)))[1]);
    allApplied &&= Buffer.from(Y.encodeStateVector(reader)).equals(Buffer.from(Y.encodeStateVector(actor.doc)));
    const copy = docFrom(start);
    direct.push((await timed(async () => updates.forEach((u) => Y.applyUpdate(copy, u, 'peer'))))[1]);
  }
  return { fetchMs: round(median(fetched)), directMs: round(median(direct)), fetchVsDirect: round(median(fetched) / median(direct)), allApplied };
}

/** What a browser opening the game does with what waits: read, unseal, decode, hand on as a sync message. */
async function readAndApply(key: CryptoKey, room: string, reader: Y.Doc): Promise<void> {
  const deliver = mailboxDelivery(reader);
  const read = await readEntries(base, room, 0);
  for (const decoded of await openEntries(key, read!.entries)) {
    if (decoded) deliver(syncMessageOf(decoded.update, decoded.whole));
  }
}

function docFrom(start: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, start);
  return doc;
}

async function main() {
  const actor = game();
  const start = Y.encodeStateAsUpdate(actor.doc);
  const room = await roomNameFor('benchmailbox', 'bench-secret');
  const key = await roomKey('bench-secret', room);
  const first = await firstPost(key, actor);
  const withImages = imageScenarioPath ? await firstPost(key, game(JSON.parse(readFileSync(imageScenarioPath, 'utf8')) as Scenario, new Map([[sheet.name, sheet]]))) : null;
  const updates = updatesOf(actor, moves(1000));
  const bytes = await bytesPerMove(key, actor, updates);
  const fetched = await fetchAndApply(key, await roomNameFor('benchmailbox-fetch', 'bench-secret'), actor, start, updates);
  const posted = await posts(key, room, actor, updates.slice(0, 200));
  console.log(JSON.stringify({ ...bytes, ...first, withImages, ...posted, ...fetched }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
