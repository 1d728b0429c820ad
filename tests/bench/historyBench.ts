/**
 * History benchmark, built for Node with Vite and run by `npm run bench` (section `history`): a
 * 2,000-counter game (the bench scenario) after 10,000 operations — moves, flips, rotations, an
 * End turn every 200 — each appending its history step as the app does.
 *
 * - history_bytes_per_move: what the history adds to the stored game per operation (the game's
 *   state with its steps, less the same state with them deleted), against the bytes of the
 *   operations themselves (the state less the fresh setup, without the steps), as a ratio.
 * - replay_open_ms: reading the steps and building the replay (the history bar opening), against
 *   reading the whole table once (readSnapshot) in the same run.
 * - replay_step_ms: one step back or forward — the moment's table and the table store regrouping
 *   the stacks the step touched — p50 and p95 over 1,000 steps, and a jump to a random moment.
 *
 * Usage: node .bench/ssr-history/historyBench.js <scenario.json>. The last line is one JSON object.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { createGameDoc } from '../../src/doc/gameDoc';
import { addToTable, flipPieces, movePieces, rotatePieces, type Actor } from '../../src/doc/operations';
import { endTurn } from '../../src/doc/turnOps';
import { readSnapshot } from '../../src/doc/snapshot';
import { readHistory } from '../../src/doc/historyRead';
import { historyOf } from '../../src/doc/historySteps';
import { createReplay, piecesOf } from '../../src/history/replay';
import { TableStore } from '../../src/ui/table/tableStore';
import { cellRestingPoint } from '../../src/geometry/places';
import { seededRandom } from '../../src/dice/dice';
import { scenarioToSetup, type Scenario } from '../../src/scenario/scenario';
import type { HexGrid } from '../../src/model/grid';

const scenario = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Scenario;
const operations = Number(process.argv[3] ?? 10_000);
const setup = scenarioToSetup(scenario, new Map());
const board = setup.boards[0];
const grid = board.grid as HexGrid;
const ids = setup.pieces.map((p) => p.id);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const round = (x: number) => Math.round(x * 100) / 100;

/** The game after its setup and `operations` seeded operations; also the state right after the setup. */
function playedGame(): { doc: Y.Doc; setupBytes: number; moves: number } {
  const doc = createGameDoc('benchhistory', scenario.name, 1_700_000_000_000);
  doc.clientID = 3_000_000_001;
  const actor: Actor = { doc, name: 'Bench' };
  addToTable(actor, setup, `set up ${scenario.name}`);
  const setupBytes = Y.encodeStateAsUpdate(doc).byteLength;
  const rand = seededRandom(42);
  let moves = 0;
  for (let i = 1; i <= operations; i++) {
    const id = ids[Math.floor(rand() * ids.length)];
    const kind = rand();
    if (i % 200 === 0) endTurn(actor);
    else if (kind < 0.1) flipPieces(actor, [id]);
    else if (kind < 0.15) rotatePieces(actor, [id], 60);
    else {
      const c = cellRestingPoint(grid, { col: Math.floor(rand() * grid.columns), row: Math.floor(rand() * grid.rows) });
      movePieces(actor, [{ id, to: { b: board.id, x: c.x, y: c.y } }]);
      moves++;
    }
  }
  return { doc, setupBytes, moves };
}

/** The game's stored size without its history steps (deleted, as garbage collection leaves them). */
function bytesWithoutHistory(doc: Y.Doc): number {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  copy.transact(() => historyOf(copy).delete(0, historyOf(copy).length));
  return Y.encodeStateAsUpdate(copy).byteLength;
}

function timeRuns(runs: number, work: () => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    out.push(performance.now() - t0);
  }
  return out;
}

const { doc, setupBytes, moves } = playedGame();
const withHistory = Y.encodeStateAsUpdate(doc).byteLength;
const withoutHistory = bytesWithoutHistory(doc);
const historyBytesPerOp = (withHistory - withoutHistory) / operations;
const opBytes = (withoutHistory - setupBytes) / operations;

const now = readSnapshot(doc);
const snapshotMs = timeRuns(7, () => readSnapshot(doc));
let replay = createReplay(now, readHistory(doc));
const openMs = timeRuns(7, () => {
  replay = createReplay(readSnapshot(doc), readHistory(doc));
});

const readMs = timeRuns(5, () => readHistory(doc));

const store = new TableStore(replay.tableAt(replay.length));
const stepMs: number[] = [];
let p = replay.length;
for (let i = 0; i < 1000; i++) {
  const back = i < 500;
  const next = back ? p - 1 : p + 1;
  const step = replay.steps[Math.min(p, next)];
  const t0 = performance.now();
  store.update(replay.tableAt(next), piecesOf(step));
  stepMs.push(performance.now() - t0);
  p = next;
}
const rand = seededRandom(7);
const jumpMs = timeRuns(200, () => store.update(replay.tableAt(Math.floor(rand() * replay.length))));

const result = {
  counters: ids.length,
  operations,
  moves,
  historyBytesPerOperation: round(historyBytesPerOp),
  operationBytes: round(opBytes),
  historyVsOperations: round(historyBytesPerOp / opBytes),
  gameKbWithHistory: Math.round(withHistory / 1024),
  gameKbWithoutHistory: Math.round(withoutHistory / 1024),
  replayOpenP50Ms: round(percentile(openMs, 50)),
  tableReadP50Ms: round(percentile(snapshotMs, 50)),
  replayOpenVsTableRead: round(percentile(openMs, 50) / percentile(snapshotMs, 50)),
  historyReadP50Ms: round(percentile(readMs, 50)),
  replayStepP50Ms: round(percentile(stepMs, 50)),
  replayStepP95Ms: round(percentile(stepMs, 95)),
  replayJumpP95Ms: round(percentile(jumpMs, 95)),
};
console.log(JSON.stringify(result));
