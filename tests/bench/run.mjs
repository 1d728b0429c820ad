#!/usr/bin/env node
/**
 * `npm run bench` (after `vite build`): measures Sandtable with 2,000 counters on a 6000×4000 map.
 *
 * - Drag frames: headless Chromium drags a 5-counter stack across the fitted table with the real
 *   mouse, in the app and in a bare-Konva baseline page drawing the same scene (tests/bench/baseline.html).
 * - Loading: time from navigation start to the table showing all counters, on reload.
 * - Document size: tests/bench/docSize.ts, built for Node with Vite, runs the app's document code.
 * - Rules assistant: tests/bench/rulesBench.ts, built the same way, times the rules kit's movement
 *   reach and whole-table supply flood on a 60×40 map with 600 units against plain breadth-first floods,
 *   and Caporetto's own reach and move verdict on that map in the Movement and Strategic Movement phases.
 * - Sealed piles: tests/bench/pileBench.ts, built the same way, times sealing a cup of 60 counters
 *   among 2 and 4 players (each a copy of the game with its own pile agent, updates exchanged
 *   through the event loop) against an open shuffle of the same 60 counters.
 * - Multiplayer (tests/bench/peers.mjs): two players in browsers of their own; how long a move takes
 *   to show on the other screen, and how fast a big map image reaches a joiner, directly and over the relay.
 * - Fair dice (tests/bench/fairRoll.mjs): click → result in the tray for a d6 rolled alone and as a
 *   commit–reveal with a second player in a browser of their own.
 * - Signaling under abuse (tests/bench/signalingAbuse.mjs): a good client's round trip through the
 *   signaling server alone and while other clients flood, read slowly and crowd one address.
 * - Big map (tests/bench/bigMap.mjs): a 10,000 × 7,000 PNG scan as a game's board: time to open it,
 *   the renderer's memory, and frame intervals while panning at fit and at 1:1, against a plain
 *   Konva page showing the same PNG as one Konva.Image of an <img> (tests/bench/bigMapBaseline.html).
 *
 * Figures are reported, never asserted. Progress and a summary go to stdout; the LAST line of
 * stdout is one JSON object with every figure (also written to .bench/results.json).
 * BENCH_PROFILE=1 also records CPU profiles of both drags (.bench/*.cpuprofile) and lists the top functions.
 */
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../server/serve.mjs';
import { makeScenario, pieceCount } from './scenario.mjs';
import { measureApp, measureBaseline, measureLoad, viewport } from './pages.mjs';
import { round } from './frames.mjs';
import { measurePeers } from './peers.mjs';
import { measureFairRoll } from './fairRoll.mjs';
import { measureBigMap } from './bigMap.mjs';
import { measureSignalingAbuse } from './signalingAbuse.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(root, '.bench');
const profile = process.env.BENCH_PROFILE === '1';
const log = (line) => console.log(line);

// Same browser as the end-to-end tests (tests/e2e/support/browser.ts). For the drags, two more flags
// let requestAnimationFrame run as fast as frames can be produced, so frame intervals measure frame
// cost. Loading is timed without them: unthrottled, the "Opening the game…" spinner animates at
// hundreds of frames per second and competes with the load for the two cores, which no display does.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const unthrottled = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** One player's browser on a profile directory that outlives it, so a relaunch finds the game again. */
const launch = (profileDir, args) => chromium.launchPersistentContext(profileDir, { executablePath: chromiumPath, headless: true, args, viewport });

/** Serves the baseline page and Konva's own bundle from node_modules, nothing else. */
function startBaselineServer() {
  const files = {
    '/': ['tests/bench/baseline.html', 'text/html; charset=utf-8'],
    '/konva.js': ['node_modules/konva/konva.min.js', 'text/javascript; charset=utf-8'],
  };
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0]];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-cache' });
    createReadStream(join(root, file[0])).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok({ server, port: server.address().port }));
  });
}

/** Builds docSize.ts for Node with Vite (no app plugins) and runs it; returns its JSON line. */
function measureDocument(scenarioFile) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'tests/bench/docSize.ts', '--outDir', '.bench/ssr', '--emptyOutDir', '--config', 'tests/bench/vite.ssr.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const text = execFileSync(process.execPath, [join(out, 'ssr/docSize.js'), scenarioFile, '10000'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop());
}

/** Builds rulesBench.ts for Node with Vite (no app plugins) and runs it; returns its JSON line. */
function measureRules() {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'tests/bench/rulesBench.ts', '--outDir', '.bench/ssr-rules', '--emptyOutDir', '--config', 'tests/bench/vite.ssr.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const text = execFileSync(process.execPath, [join(out, 'ssr-rules/rulesBench.js')], { cwd: root, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop());
}

/** Builds pileBench.ts for Node with Vite and runs it; returns its JSON line. */
function measurePiles() {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'tests/bench/pileBench.ts', '--outDir', '.bench/ssr-piles', '--emptyOutDir', '--config', 'tests/bench/vite.ssr.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const text = execFileSync(process.execPath, [join(out, 'ssr-piles/pileBench.js')], { cwd: root, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop());
}

function table(rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n');
}

async function main() {
  const started = performance.now();
  mkdirSync(out, { recursive: true });
  const scenario = makeScenario();
  const scenarioFile = join(out, 'scenario.json');
  writeFileSync(scenarioFile, JSON.stringify(scenario));

  let t0;
  // BENCH_SKIP_DOC=1 skips this part while iterating on the browser part (its figures come out null).
  let doc = {};
  if (process.env.BENCH_SKIP_DOC !== '1') {
    log('document: building and running tests/bench/docSize.ts (10,000 moves)…');
    t0 = performance.now();
    doc = measureDocument(scenarioFile);
    log(`document: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  // BENCH_SKIP_RULES=1 skips the rules assistant section (its figures come out null).
  let rules = null;
  if (process.env.BENCH_SKIP_RULES !== '1') {
    log('rules assistant: building and running tests/bench/rulesBench.ts…');
    t0 = performance.now();
    rules = measureRules();
    log(`rules assistant: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  // BENCH_SKIP_PILES=1 skips the sealed-pile section (its figures come out null).
  let piles = null;
  if (process.env.BENCH_SKIP_PILES !== '1') {
    log('sealed piles: building and running tests/bench/pileBench.ts (60 counters, 2 and 4 players)…');
    t0 = performance.now();
    piles = measurePiles();
    log(`sealed piles: 2 players p50 ${piles.seal2P50Ms} ms, 4 players p50 ${piles.seal4P50Ms} ms, open shuffle p50 ${piles.openShuffleP50Ms} ms (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  const app = await startServer({ port: 0, host: '127.0.0.1' });
  const base = await startBaselineServer();
  const profileDir = mkdtempSync(join(tmpdir(), 'sandtable-bench-'));
  let appRun, baseRun, load;
  let context = null;
  try {
    context = await launch(profileDir, [...launchArgs, ...unthrottled]);
    t0 = performance.now();
    appRun = await measureApp(context, `http://127.0.0.1:${app.port}/`, scenario, { profile, log });
    log(`app: drag frames p50 ${appRun.frames.p50} ms, p95 ${appRun.frames.p95} ms over ${appRun.frames.frames} frames (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    t0 = performance.now();
    baseRun = await measureBaseline(context, `http://127.0.0.1:${base.port}/`, appRun.scene, appRun.path, { profile, log });
    log(`baseline: drag frames p50 ${baseRun.frames.p50} ms, p95 ${baseRun.frames.p95} ms over ${baseRun.frames.frames} frames (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await context.close();
    context = await launch(profileDir, launchArgs);
    t0 = performance.now();
    load = await measureLoad(context, appRun.gameUrl);
    log(`load: first open ${load.firstOpen} ms, reloads ${load.runs.join(' / ')} ms (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  } finally {
    await context?.close().catch(() => {});
    app.server.close();
    base.server.close();
    rmSync(profileDir, { recursive: true, force: true });
  }

  // Its own server and browsers (closed by measurePeers whatever happens), after the others are gone.
  t0 = performance.now();
  const peers = await measurePeers({ chromiumPath, launchArgs, viewport, log });
  log(`peers: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { moves, asset } = peers;

  // Its own server and browsers too (closed by measureFairRoll whatever happens).
  t0 = performance.now();
  const fairRoll = await measureFairRoll({ chromiumPath, launchArgs, viewport, log });
  log(`fair roll: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Its own servers and browsers too (closed by measureBigMap whatever happens). BENCH_SKIP_BIG_MAP=1 skips it (figures null).
  let big = null;
  if (process.env.BENCH_SKIP_BIG_MAP !== '1') {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    t0 = performance.now();
    try {
      big = await measureBigMap({ appUrl: `http://127.0.0.1:${server.port}/`, chromiumPath, launchArgs, unthrottled, viewport, log });
    } finally {
      server.server.close();
    }
    log(`big map: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const bigApp = big?.app;
  const bigBase = big?.base;

  // Signaling under abuse: its own server and abusers in child processes. BENCH_SKIP_SIGNALING=1 skips it.
  let signaling = null;
  if (process.env.BENCH_SKIP_SIGNALING !== '1') {
    t0 = performance.now();
    signaling = await measureSignalingAbuse({ log });
    log(`signaling: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  const results = {
    pieces: pieceCount,
    drag_frame_p50_ms: appRun.frames.p50,
    drag_frame_p95_ms: appRun.frames.p95,
    baseline_drag_frame_p50_ms: baseRun.frames.p50,
    baseline_drag_frame_p95_ms: baseRun.frames.p95,
    drag_p95_ratio: round(appRun.frames.p95 / baseRun.frames.p95, 3),
    load_ms: load.median,
    update_bytes_per_move: doc.update_bytes_per_move ?? null,
    doc_bytes_fresh: doc.doc_bytes_fresh ?? null,
    doc_bytes_after_10000_moves: doc.doc_bytes_after_moves ?? null,
    doc_growth_ratio: doc.doc_growth_ratio ?? null,
    remote_move_p50_ms: moves.p50,
    remote_move_p95_ms: moves.p95,
    remote_move_path: moves.path,
    clock_skew_ms: moves.skew,
    asset_mb: round(asset.bytes / 1e6, 1),
    asset_transfer_s: asset.direct.transferS,
    asset_mb_per_s: asset.direct.mbPerS,
    relay_asset_mb_per_s: asset.relay.mbPerS,
    fair_roll_p50_ms: fairRoll.fair.p50,
    fair_roll_p95_ms: fairRoll.fair.p95,
    solo_roll_p50_ms: fairRoll.solo.p50,
    solo_roll_p95_ms: fairRoll.solo.p95,
    fair_roll_p50_ratio: fairRoll.p50Ratio,
    fair_roll_p95_ratio: fairRoll.p95Ratio,
    big_map_px: big?.px ?? null,
    big_map_open_ms: bigApp?.open.median ?? null,
    big_map_rss_mb: bigApp?.open.rss ?? null,
    baseline_big_map_open_ms: bigBase?.open.median ?? null,
    baseline_big_map_rss_mb: bigBase?.open.rss ?? null,
    big_map_pan_p95_ms: bigApp?.zoomPan.drawn.p95 ?? null,
    baseline_big_map_pan_p95_ms: bigBase?.zoomPan.drawn.p95 ?? null,
    // Extra detail, not part of the headline set.
    drag_frames: appRun.frames.frames,
    drag_idle_frames_p50_ms: appRun.frames.idle.p50,
    drag_idle_frames_p95_ms: appRun.frames.idle.p95,
    drag_idle_frames: appRun.frames.idle.frames,
    drag_frame_max_ms: appRun.frames.max,
    drag_first_frame_ms: appRun.frames.first,
    drop_ms: appRun.frames.dropMs,
    drag_ms_per_move: appRun.frames.msPerMove,
    baseline_drag_frames: baseRun.frames.frames,
    baseline_drag_idle_frames_p50_ms: baseRun.frames.idle.p50,
    baseline_drag_idle_frames_p95_ms: baseRun.frames.idle.p95,
    baseline_drag_idle_frames: baseRun.frames.idle.frames,
    baseline_drag_frame_max_ms: baseRun.frames.max,
    baseline_drag_first_frame_ms: baseRun.frames.first,
    baseline_drop_ms: baseRun.frames.dropMs,
    baseline_drag_ms_per_move: baseRun.frames.msPerMove,
    load_ms_runs: load.runs,
    load_ms_first_open: load.firstOpen,
    stored_records_after_loads: load.stored?.count ?? null,
    stored_bytes_after_loads: load.stored?.bytes ?? null,
    update_bytes_per_move_no_log: doc.update_bytes_per_move_no_log,
    log_bytes_per_move: doc.log_bytes_per_move,
    doc_bytes_after_10000_moves_no_log: doc.doc_bytes_after_moves_no_log,
    doc_bytes_after_10000_moves_log_cleared: doc.doc_bytes_after_moves_log_cleared,
    doc_bytes_after_10000_moves_with_undo: doc.doc_bytes_after_moves_with_undo,
    move_op_ms_mean: doc.move_op_ms_mean,
    move_op_ms_p95: doc.move_op_ms_p95,
    remote_moves: moves.moves,
    remote_move_max_ms: moves.max,
    remote_move_in_table_p50_ms: moves.seenP50,
    remote_move_in_table_p95_ms: moves.seenP95,
    clock_skew_error_ms: moves.skewError,
    clock_skew_subtracted: moves.skewApplied,
    asset_join_to_stored_s: asset.direct.joinS,
    relay_asset_transfer_s: asset.relay.transferS,
    relay_asset_join_to_stored_s: asset.relay.joinS,
    fair_rolls: fairRoll.fair.rolls,
    fair_roll_max_ms: fairRoll.fair.max,
    fair_roll_dom_p50_ms: fairRoll.fair.domP50,
    fair_roll_dom_p95_ms: fairRoll.fair.domP95,
    solo_roll_max_ms: fairRoll.solo.max,
    solo_roll_dom_p50_ms: fairRoll.solo.domP50,
    solo_roll_dom_p95_ms: fairRoll.solo.domP95,
    fair_roll_path: fairRoll.path,
    big_map_png_mb: big?.pngMb ?? null,
    big_map_draw_png_ms: big?.drawMs ?? null,
    big_map_import_ms: big?.importMs ?? null,
    big_map_open_ms_runs: bigApp?.open.runs ?? null,
    baseline_big_map_open_ms_runs: bigBase?.open.runs ?? null,
    big_map_peak_rss_mb: bigApp?.open.peak ?? null,
    baseline_big_map_peak_rss_mb: bigBase?.open.peak ?? null,
    big_map_js_heap_mb: bigApp?.open.heap ?? null,
    baseline_big_map_js_heap_mb: bigBase?.open.heap ?? null,
    big_map_rss_ratio: big ? round(bigApp.open.rss / bigBase.open.rss, 3) : null,
    big_map_zoomed_rss_mb: bigApp?.zoomRss ?? null,
    baseline_big_map_zoomed_rss_mb: bigBase?.zoomRss ?? null,
    big_map_zoomed_idle_rss_mb: bigApp?.idleRss ?? null,
    big_map_zoom_scale: bigApp?.scale ?? null,
    big_map_tiles_ready_ms: bigApp?.tilesMs ?? null,
    big_map_levels_at_fit: bigApp?.fitLevels ?? null,
    big_map_levels_after_pan: bigApp?.panLevels ?? null,
    big_map_levels_after_idle: bigApp?.idleLevels ?? null,
    big_map_pan_p50_ms: bigApp?.zoomPan.drawn.p50 ?? null,
    big_map_pan_max_ms: bigApp?.zoomPan.drawn.max ?? null,
    big_map_pan_frames: bigApp?.zoomPan.drawn.frames ?? null,
    baseline_big_map_pan_p50_ms: bigBase?.zoomPan.drawn.p50 ?? null,
    baseline_big_map_pan_max_ms: bigBase?.zoomPan.drawn.max ?? null,
    baseline_big_map_pan_frames: bigBase?.zoomPan.drawn.frames ?? null,
    big_map_fit_pan_p50_ms: bigApp?.fitPan.drawn.p50 ?? null,
    big_map_fit_pan_p95_ms: bigApp?.fitPan.drawn.p95 ?? null,
    baseline_big_map_fit_pan_p50_ms: bigBase?.fitPan.drawn.p50 ?? null,
    baseline_big_map_fit_pan_p95_ms: bigBase?.fitPan.drawn.p95 ?? null,
    big_map_pan_input_p95_ms: bigApp?.zoomPan.p95 ?? null,
    baseline_big_map_pan_input_p95_ms: bigBase?.zoomPan.p95 ?? null,
    signaling_rtt_p99_ms_alone: signaling?.alone.p99 ?? null,
    signaling_rtt_p99_ms_abused: signaling?.abused.p99 ?? null,
    signaling_rtt_p99_ratio: signaling?.p99_ratio ?? null,
    signaling_dropped: signaling?.dropped ?? null,
    signaling_server_rss_mb: signaling ? [signaling.server_rss_mb_before, signaling.server_rss_mb_during] : null,
    seal_60_cards_2_players_p50_ms: piles?.seal2P50Ms ?? null,
    seal_60_cards_2_players_p95_ms: piles?.seal2P95Ms ?? null,
    seal_60_cards_4_players_p50_ms: piles?.seal4P50Ms ?? null,
    seal_60_cards_4_players_p95_ms: piles?.seal4P95Ms ?? null,
    open_shuffle_60_cards_p50_ms: piles?.openShuffleP50Ms ?? null,
    seal_2_players_vs_open_shuffle: piles?.seal2VsOpen ?? null,
    seal_4_players_vs_open_shuffle: piles?.seal4VsOpen ?? null,
    rules,
    runtime_s: round((performance.now() - started) / 1000, 1),
  };

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  log('\nSandtable benchmark — 2,000 counters, 6000×4000 map, fit zoom, 5-stack dragged with the real mouse');
  log(table([
    ['drag frame p50 / p95 / max (app)', `${results.drag_frame_p50_ms} / ${results.drag_frame_p95_ms} / ${results.drag_frame_max_ms} ms  (${results.drag_frames} frames, ${results.drag_ms_per_move} ms per mouse move)`],
    ['drag frame p50 / p95 / max (baseline)', `${results.baseline_drag_frame_p50_ms} / ${results.baseline_drag_frame_p95_ms} / ${results.baseline_drag_frame_max_ms} ms  (${results.baseline_drag_frames} frames, ${results.baseline_drag_ms_per_move} ms per mouse move)`],
    ['idle frames during drag p50 / p95 (app)', `${results.drag_idle_frames_p50_ms} / ${results.drag_idle_frames_p95_ms} ms  (${results.drag_idle_frames} frames)`],
    ['idle frames during drag p50 / p95 (baseline)', `${results.baseline_drag_idle_frames_p50_ms} / ${results.baseline_drag_idle_frames_p95_ms} ms  (${results.baseline_drag_idle_frames} frames)`],
    ['first drag frame, app / baseline (lift)', `${results.drag_first_frame_ms} / ${results.baseline_drag_first_frame_ms} ms`],
    ['drop, app / baseline (release → drawn)', `${results.drop_ms} / ${results.baseline_drop_ms} ms`],
    ['drag p95 ratio (app / baseline)', `${results.drag_p95_ratio}`],
    ['load (reload → all counters drawn)', `${results.load_ms} ms median of ${results.load_ms_runs.join(', ')}; first open after relaunch ${results.load_ms_first_open} ms`],
    ['game in IndexedDB after those loads', results.stored_records_after_loads === null ? 'n/a' : `${results.stored_records_after_loads} records, ${kb(results.stored_bytes_after_loads)}`],
    ['update per move (with / without log line)', `${results.update_bytes_per_move} / ${results.update_bytes_per_move_no_log} bytes`],
    ['document fresh', kb(results.doc_bytes_fresh)],
    ['document after 10,000 moves', `${kb(results.doc_bytes_after_10000_moves)} (×${results.doc_growth_ratio}); no log ${kb(results.doc_bytes_after_10000_moves_no_log)}; log cleared ${kb(results.doc_bytes_after_10000_moves_log_cleared)}; with undo manager ${kb(results.doc_bytes_after_10000_moves_with_undo)}`],
    ['movePieces cost (Node)', `${results.move_op_ms_mean} ms mean, ${results.move_op_ms_p95} ms p95`],
    ['remote move p50 / p95 / max (drop on A → drawn on B)', `${results.remote_move_p50_ms} / ${results.remote_move_p95_ms} / ${results.remote_move_max_ms} ms  (${results.remote_moves} moves, ${results.remote_move_path}; in B's table at ${results.remote_move_in_table_p50_ms} / ${results.remote_move_in_table_p95_ms} ms)`],
    ['clock skew B − A', `${results.clock_skew_ms} ms ±${results.clock_skew_error_ms}${results.clock_skew_subtracted ? ' (subtracted)' : ' (under 2 ms: not subtracted)'}`],
    ['map image to a joiner, direct', `${results.asset_mb} MB, ${results.asset_transfer_s} s after the first piece = ${results.asset_mb_per_s} MB/s; navigation → stored ${results.asset_join_to_stored_s} s`],
    ['map image to a joiner, relay (no WebRTC)', `${results.relay_asset_transfer_s} s after the first piece = ${results.relay_asset_mb_per_s} MB/s; navigation → stored ${results.relay_asset_join_to_stored_s} s`],
    ['fair d6 click → result drawn p50 / p95 / max (with B)', `${results.fair_roll_p50_ms} / ${results.fair_roll_p95_ms} / ${results.fair_roll_max_ms} ms  (${results.fair_rolls} rolls, ${results.fair_roll_path}; in the DOM at ${results.fair_roll_dom_p50_ms} / ${results.fair_roll_dom_p95_ms} ms)`],
    ['d6 click → result drawn p50 / p95 / max (alone)', `${results.solo_roll_p50_ms} / ${results.solo_roll_p95_ms} / ${results.solo_roll_max_ms} ms  (in the DOM at ${results.solo_roll_dom_p50_ms} / ${results.solo_roll_dom_p95_ms} ms); fair / alone ×${results.fair_roll_p50_ratio} p50, ×${results.fair_roll_p95_ratio} p95`],
    ...(big
      ? [
          [`big map ${results.big_map_px}, ${results.big_map_png_mb} MB PNG: open (app / baseline)`, `${results.big_map_open_ms} / ${results.baseline_big_map_open_ms} ms  (runs ${results.big_map_open_ms_runs.join(', ')} / ${results.baseline_big_map_open_ms_runs.join(', ')})`],
          ['big map renderer memory at fit (app / baseline)', `${results.big_map_rss_mb} / ${results.baseline_big_map_rss_mb} MB (×${results.big_map_rss_ratio}); peak while opening ${results.big_map_peak_rss_mb} / ${results.baseline_big_map_peak_rss_mb} MB; JS heap ${results.big_map_js_heap_mb} / ${results.baseline_big_map_js_heap_mb} MB`],
          [`big map memory zoomed to ${results.big_map_zoom_scale} (app / baseline)`, `${results.big_map_zoomed_rss_mb} / ${results.baseline_big_map_zoomed_rss_mb} MB after the pan; app ${results.big_map_zoomed_idle_rss_mb} MB once idle (full image let go)`],
          ['big map pan at 1:1, map frames p50 / p95 (app)', `${results.big_map_pan_p50_ms} / ${results.big_map_pan_p95_ms} ms  (${results.big_map_pan_frames} frames; tiles ready ${results.big_map_tiles_ready_ms} ms after the zoom)`],
          ['big map pan at 1:1, map frames p50 / p95 (baseline)', `${results.baseline_big_map_pan_p50_ms} / ${results.baseline_big_map_pan_p95_ms} ms  (${results.baseline_big_map_pan_frames} frames)`],
          ['big map pan at fit, map frames p50 / p95 (app / baseline)', `${results.big_map_fit_pan_p50_ms} / ${results.big_map_fit_pan_p95_ms} ms; ${results.baseline_big_map_fit_pan_p50_ms} / ${results.baseline_big_map_fit_pan_p95_ms} ms`],
        ]
      : []),
    ...(signaling
      ? [
          ['signaling round trip p50 / p99, alone', `${signaling.alone.p50} / ${signaling.alone.p99} ms`],
          ['… while others flood, read slowly, crowd one address', `${signaling.abused.p50} / ${signaling.abused.p99} ms (p99 ×${signaling.p99_ratio}); ${signaling.abused.answered}/${signaling.abused.sent} answered; dropped ${signaling.dropped.flood} flooders, ${signaling.dropped.slowReader} slow readers, refused ${signaling.dropped.refused} sockets; server RSS ${signaling.server_rss_mb_before} → ${signaling.server_rss_mb_during} MB`],
        ]
      : []),
    ['total runtime', `${results.runtime_s} s`],
  ]));
  log('  A drag frame is the interval after a frame that handled a mouse move (rAF unthrottled, so it is what the frame cost);');
  log('  idle frames are those between moves. "ms per mouse move" is wall time including the CDP round trip of each move.');
  log('  Remote moves: A\'s pointerup → start of the first 60 Hz frame on B that has the counter in its new hex (that frame draws it);');
  log('  "in B\'s table": the end of the data-channel message that brought it. Map: "stored" includes B checking the hash and decoding the image.');
  log('  Fair dice: A\'s pointerdown on "d6" in the tray → the first 60 Hz frame after the result changed in the tray; alone, then with B at the table.');
  if (big) {
    log('  Big map: open = navigation → the image drawn over the board in the canvas; memory = the page\'s renderer process (VmRSS),');
    log('  1.5 s after opening; map frames = frames that redrew the map while the real mouse dragged it (rAF unthrottled).');
  }
  if (piles) {
    log(`\nSealed piles — a cup of ${piles.cards} counters sealed among the players (Node, copies of the game exchanging updates through the event loop)`);
    log(table([
      ['seal among 2 players p50 / p95', `${piles.seal2P50Ms} / ${piles.seal2P95Ms} ms  (×${piles.seal2VsOpen} an open shuffle)`],
      ['seal among 4 players p50 / p95', `${piles.seal4P50Ms} / ${piles.seal4P95Ms} ms  (×${piles.seal4VsOpen} an open shuffle)`],
      ['open shuffle of the same 60 (baseline) p50', `${piles.openShuffleP50Ms} ms`],
    ]));
    log('  From the sealer\'s click to every copy holding the sealed cards: every shuffle, every lock with its proofs, every peer');
    log('  checking every record, all on one thread here (in play each browser checks on its own); network trips left out.');
  }
  if (rules) {
    log(`\nRules assistant — ${rules.map} hex map, mixed terrain, ${rules.units} units (Node)`);
    log(table([
      [`reach, allowance ${rules.allowance} (kit / plain BFS)`, `${rules.reachMedianMs} / ${rules.bfsMedianMs} ms median (×${rules.reachVsBfs}); kit p95 ${rules.reachP95Ms} ms; ${rules.reachCellsMedian} / ${rules.bfsCellsMedian} hexes`],
      ['whole-table supply (kit / plain BFS)', `${rules.supplyMedianMs} / ${rules.supplyBfsMedianMs} ms median (×${rules.supplyVsBfs}); enemy zones built in ${rules.zoneBuildMedianMs} ms of it`],
      ['supply found', `${rules.suppliedCells} hexes, ${rules.westUnitsInSupply} of ${rules.westUnits} west units in supply`],
      [`Caporetto movement: reach / drop verdict`, `${rules.caporettoMovementReachMedianMs} / ${rules.caporettoMovementCheckMoveMedianMs} ms median (verdict on a fresh view ${rules.caporettoMovementCheckMoveFreshMedianMs} ms); ${rules.caporettoMovementReachCellsMedian} hexes`],
      [`Caporetto strategic: reach / drop verdict`, `${rules.caporettoStrategicReachMedianMs} / ${rules.caporettoStrategicCheckMoveMedianMs} ms median (verdict on a fresh view ${rules.caporettoStrategicCheckMoveFreshMedianMs} ms); ${rules.caporettoStrategicReachCellsMedian} hexes`],
    ]));
    log('  Reach: terrain costs, roads ½, +1 across rivers, enemy-occupied hexes blocked, stop in enemy ZOC; the BFS floods as many');
    log('  steps from the same hex with no rules. Supply: one flood from the west edge, blocked by enemy units and their ZOC.');
    log(`  Caporetto: the ruleset's reach (a lift) and checkMove (a drop in that reach, same view as the app asks) for ${rules.caporettoMovers} Italian`);
    log(`  divisions clear of enemy zones, each on a fresh view, on this map read with Caporetto's terrain and ${rules.caporettoTowns} towns marked.`);
  }
  if (profile) {
    for (const [name, run] of [['app', appRun], ['baseline', baseRun]]) {
      log(`\nTop self time during the ${name} drag (.bench/${name}-drag.cpuprofile):`);
      log(table(run.top.map((f) => [f.name, `${f.ms} ms  ${f.share}`])));
    }
  }
  writeFileSync(join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results));
}

main().catch((e) => {
  console.error(`bench failed: ${e?.stack ?? e}`);
  process.exit(1);
});
