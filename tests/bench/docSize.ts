/**
 * Document size benchmark, run in Node (no browser): how big a 2,000-counter game document is,
 * how many bytes one move sends to peers and to storage, and how the document grows over 10,000
 * moves. It uses the app's own document modules, so it measures exactly what the app writes.
 *
 * Built by run.mjs with Vite's SSR build and run as `node .bench/ssr/docSize.js <scenario.json> [moves]`.
 * Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../src/doc/gameDoc';
import { addToTable, movePieces, type Actor, type Move } from '../../src/doc/operations';
import { createPlayerUndo } from '../../src/doc/undo';
import { cellRestingPoint } from '../../src/geometry/places';
import { seededRandom } from '../../src/dice/dice';
import { scenarioToSetup, type Scenario } from '../../src/scenario/scenario';
import type { HexGrid } from '../../src/model/grid';

const scenarioPath = process.argv[2];
const moveCount = Number(process.argv[3] ?? 10_000);
if (!scenarioPath) throw new Error('usage: node docSize.js <scenario.json> [moves]');

/** mulberry32 (the shared seeded roller), the same generator as scenario.mjs: the move sequence is identical on every run. */
const prng = (seed: number) => seededRandom(seed);

const scenario = JSON.parse(readFileSync(scenarioPath, 'utf8')) as Scenario;
// The same setup path as importing the scenario in the app: scenarioToSetup, then createGame's
// createGameDoc + addToTable (createGame itself also writes to IndexedDB, which Node lacks).
const setup = scenarioToSetup(scenario, new Map());
const board = setup.boards[0];
const grid = board.grid as HexGrid;
const ids = setup.pieces.map((p) => p.id);

/**
 * Yjs client ids are random 32-bit numbers, and every item of a piece's Y.Map names its parent by
 * (client id, clock): a client id below 2^28 encodes in 4 bytes instead of 5, which moves the
 * document size by ~16 KB from run to run. Fixed 5-byte ids (as 15 in 16 random ids are) keep the
 * figures identical between runs; Yjs itself reassigns clientID the same way on a clash.
 */
const writerClientId = 3_000_000_001;
const mirrorClientId = 3_000_000_002;

/** A fresh game document holding the whole setup, as a newly imported game has. */
function freshDoc(): Actor {
  const doc = createGameDoc('benchgame01', scenario.name, 1_700_000_000_000);
  doc.clientID = writerClientId;
  const actor: Actor = { doc, name: 'Bench' };
  addToTable(actor, setup, `set up ${scenario.name}`);
  return actor;
}

/** The 10,000 moves: a random piece to a random hex centre (seeded, so every run is the same). */
function moveList(): Move[] {
  const rand = prng(42);
  const out: Move[] = [];
  for (let i = 0; i < moveCount; i++) {
    const cell = { col: Math.floor(rand() * grid.columns), row: Math.floor(rand() * grid.rows) };
    const c = cellRestingPoint(grid, cell);
    out.push({ id: ids[Math.floor(rand() * ids.length)], to: { b: board.id, x: c.x, y: c.y } });
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const size = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc).byteLength;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

const moves = moveList();

// 1. The headline: a plain document, moves made with the app's movePieces (each also appends a
//    log line in the same transaction). Alongside it, a mirror document receives exactly the same
//    piece writes (the new `at` of the moved piece) but no log line, to separate the log's share.
const app = freshDoc();
const docBytesFresh = size(app.doc);
const mirror = new Y.Doc();
mirror.clientID = mirrorClientId;
Y.applyUpdate(mirror, Y.encodeStateAsUpdate(app.doc));
const mirrorPieces = typesOf(mirror).pieces;

let lastUpdate = 0;
app.doc.on('update', (u: Uint8Array) => (lastUpdate += u.byteLength));
let lastMirrorUpdate = 0;
mirror.on('update', (u: Uint8Array) => (lastMirrorUpdate += u.byteLength));

const updateBytes: number[] = [];
const mirrorBytes: number[] = [];
const opMs: number[] = [];
const appPieces = typesOf(app.doc).pieces;
for (const move of moves) {
  lastUpdate = 0;
  const t0 = performance.now();
  movePieces(app, [move]);
  opMs.push(performance.now() - t0);
  updateBytes.push(lastUpdate);
  // Copy the placement movePieces chose (same point, new order key) into the log-free mirror.
  const at = appPieces.get(move.id)!.get('at');
  lastMirrorUpdate = 0;
  mirror.transact(() => mirrorPieces.get(move.id)!.set('at', at));
  mirrorBytes.push(lastMirrorUpdate);
}
const docBytesAfter = size(app.doc);
const docBytesAfterNoLog = size(mirror);

// The same document with its log emptied afterwards: what the moves cost once the log is gone.
const cleared = new Y.Doc();
Y.applyUpdate(cleared, Y.encodeStateAsUpdate(app.doc));
const log = typesOf(cleared).log;
log.delete(0, log.length);
const docBytesLogCleared = size(cleared);

// 2. As in the running app: an open session attaches the player's undo manager, which keeps every
//    value it could restore (here every overwritten placement) from being garbage-collected, so a
//    snapshot compacted during a long session carries them. Same moves, undo manager attached.
const live = freshDoc();
const undo = createPlayerUndo(live.doc, () => live.name);
for (const move of moves) movePieces(live, [move]);
const docBytesAfterWithUndo = size(live.doc);
undo.destroy();

console.log(
  JSON.stringify({
    pieces: ids.length,
    moves: moveCount,
    doc_bytes_fresh: docBytesFresh,
    update_bytes_per_move: round(mean(updateBytes)),
    update_bytes_per_move_min: Math.min(...updateBytes),
    update_bytes_per_move_max: Math.max(...updateBytes),
    update_bytes_per_move_no_log: round(mean(mirrorBytes)),
    log_bytes_per_move: round(mean(updateBytes) - mean(mirrorBytes)),
    doc_bytes_after_moves: docBytesAfter,
    doc_growth_ratio: round(docBytesAfter / docBytesFresh, 3),
    doc_bytes_after_moves_no_log: docBytesAfterNoLog,
    doc_growth_ratio_no_log: round(docBytesAfterNoLog / docBytesFresh, 3),
    doc_bytes_after_moves_log_cleared: docBytesLogCleared,
    doc_bytes_after_moves_with_undo: docBytesAfterWithUndo,
    move_op_ms_mean: round(mean(opMs), 3),
    move_op_ms_p95: round(quantile(opMs, 0.95), 3),
  }),
);
