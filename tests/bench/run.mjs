#!/usr/bin/env node
/**
 * `npm run bench` (after `vite build`): measures Sandtable with thousands of counters. Sections:
 *
 * - drag: headless Chromium drags a 5-counter stack across the fitted table (2,000 counters on a
 *   6000×4000 map) with the real mouse, in the app and in the fair bare-Konva baseline page
 *   (tests/bench/baseline.html: cached static layer, culling, drag layer, listening(false));
 *   then loading: navigation start → the table showing all counters, on reload.
 * - dragall (dragAll.mjs): every one of the 2,000 counters selected and dragged two hexes, in the
 *   app and in the baseline page lifting them into one cached group: move latency, longest task,
 *   press → the table settled after the drop.
 * - onscreen (onscreen.mjs): the whole table in view with 500, 2,000 and 8,000 counters (40 % image
 *   faces cut from a counter sheet): real wheel notches and a real middle-button pan, one input at
 *   a time; frame cost, input → frame latency and long tasks, app beside the same baseline page.
 * - coldopen (coldOpen.mjs): games of 2,000 and 5,000 counters stored in the browser, opened in a
 *   relaunched browser: navigation → every counter listed and a frame drawn; first pointer handled.
 * - doc: tests/bench/docSize.ts, built for Node with Vite, runs the app's document code.
 * - history: tests/bench/historyBench.ts, built the same way: a 2,000-counter game after 10,000
 *   operations; the bytes its history adds per operation against the operations' own, opening the
 *   replay against a table read, and a replay step (p50, p95) and jump.
 * - rules: tests/bench/rulesBench.ts, built the same way, times the rules kit's movement reach and
 *   whole-table supply flood on a 60×40 map with 600 units against plain breadth-first floods, and
 *   Caporetto's own reach and move verdict on that map in the Movement and Strategic Movement phases.
 * - piles: tests/bench/pileBench.ts, built the same way, times sealing a cup of 60 counters among 2
 *   and 4 players against an open shuffle of the same 60 counters.
 * - peers (peers.mjs): two players in browsers of their own; how long a move takes to show on the
 *   other screen, and how fast a big map image reaches a joiner, directly and over the relay.
 * - fairroll (fairRoll.mjs): click → result in the tray for a d6 rolled alone and as a commit–reveal
 *   with a second player in a browser of their own.
 * - bigmap (bigMap.mjs): a 10,000 × 7,000 PNG scan as a game's board: time to open it, the
 *   renderer's memory, and frame intervals while panning at fit and at 1:1, against a plain Konva
 *   page showing the same PNG (tests/bench/bigMapBaseline.html).
 * - memory (bigMapCounters.mjs): a 5,340 × 5,024 scan with 2,000 counters: the renderer's memory
 *   against the plain-image page showing the same scan.
 * - signaling (signalingAbuse.mjs): a good client's round trip through the signaling server alone
 *   and while other clients flood, read slowly and crowd one address.
 * - mailbox (mailbox.mjs, mailboxBench.ts): a sealed move posted to a real local server (p95,
 *   against the same-size unsealed post and a static GET), 1,000 posted moves fetched, unsealed and
 *   applied (against applying them directly), and the bytes stored per move against the update's own.
 * - vassal (vassalImport.mjs): a generated VASSAL module (vassalModule.mjs: 2,500 pieces in stacks,
 *   a 5,000 × 5,000 PNG map with a hex grid) given to Open file…: file chosen → every piece listed,
 *   and the longest task, against the same game as a Sandtable scenario bundle through the same input.
 *
 * - touch (touch.mjs): the same 2,000-counter table on a touch screen: a stack dragged with a finger
 *   beside the same drag with the mouse, a two-finger pinch beside wheel zooming (frame p95, ratios).
 *
 * BENCH_ONLY=onscreen,coldopen runs only the sections named; BENCH_SKIP_<SECTION>=1 skips one
 * (DOC, HISTORY, RULES, PILES, MAILBOX, DRAG, DRAG_ALL, ONSCREEN, TOUCH, COLD_OPEN, PEERS, FAIR_ROLL, BIG_MAP, MAP_MEMORY, SIGNALING, VASSAL).
 * BENCH_ONSCREEN_COUNTS=500,2000 and BENCH_COLD_OPEN_COUNTS=2000 choose the counts. A section that
 * does not run reports null. BENCH_PROFILE=1 also records CPU profiles of both drags.
 *
 * Figures are reported, never asserted. Progress and a summary go to stdout; the LAST line of
 * stdout is one JSON object with every figure (results.mjs; also written to .bench/results.json).
 */
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../server/serve.mjs';
import { makeScenario } from './scenario.mjs';
import { measureApp, measureBaseline, measureLoad, viewport } from './pages.mjs';
import { measurePeers } from './peers.mjs';
import { measureFairRoll } from './fairRoll.mjs';
import { measureTouch, touchKeys } from './touch.mjs';
import { measureBigMap } from './bigMap.mjs';
import { measureSignalingAbuse, signalingKeys } from './signalingAbuse.mjs';
import { measureOnscreen } from './onscreen.mjs';
import { measureColdOpen } from './coldOpen.mjs';
import { measureMapWithCounters } from './bigMapCounters.mjs';
import { paintCounterSheet, sheetLayout } from './counterSheet.mjs';
import { collectResults } from './results.mjs';
import { measureRemoteRenders } from './remoteRenders.mjs';
import { measureAssetResume } from './assetResume.mjs';
import { joinKeys, measureJoin } from './join.mjs';
import { measureDragAll } from './dragAll.mjs';
import { printSummary } from './summary.mjs';
import { measureVassalImport } from './vassalImport.mjs';
import { mailboxKeys, measureMailbox } from './mailbox.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(root, '.bench');
const profile = process.env.BENCH_PROFILE === '1';
const log = (line) => console.log(line);
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim().toLowerCase()) : null;
/** Whether a section runs: named by BENCH_ONLY (when set) and not skipped by its BENCH_SKIP_ variable. */
const wanted = (section, skip) => (!only || only.includes(section)) && process.env[`BENCH_SKIP_${skip}`] !== '1';
const counts = (name, fallback) => (process.env[name] ? process.env[name].split(',').map(Number) : fallback);

// Same browser as the end-to-end tests (tests/e2e/support/browser.ts). For the drags, two more flags
// let requestAnimationFrame run as fast as frames can be produced, so frame intervals measure frame
// cost. Loading is timed without them: unthrottled, the "Opening the game…" spinner animates at
// hundreds of frames per second and competes with the load for the two cores, which no display does.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const unthrottled = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** One player's browser on a profile directory that outlives it, so a relaunch finds the game again. */
const launch = (profileDir, args) => chromium.launchPersistentContext(profileDir, { executablePath: chromiumPath, headless: true, args, viewport });

/** Serves the baseline page, Konva's own bundle from node_modules and the counter sheet (.bench/), nothing else. */
function startBaselineServer() {
  const files = {
    '/': ['tests/bench/baseline.html', 'text/html; charset=utf-8'],
    '/konva.js': ['node_modules/konva/konva.min.js', 'text/javascript; charset=utf-8'],
    '/sheet.png': ['.bench/counter-sheet.png', 'image/png'],
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

/** Builds historyBench.ts for Node with Vite and runs it on the bench scenario; returns its JSON line. */
function measureHistory(scenarioFile) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'tests/bench/historyBench.ts', '--outDir', '.bench/ssr-history', '--emptyOutDir', '--config', 'tests/bench/vite.ssr.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const text = execFileSync(process.execPath, [join(out, 'ssr-history/historyBench.js'), scenarioFile, '10000'], { cwd: root, encoding: 'utf8' });
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


/** Times a section, logs how long it took. */
async function timed(name, run) {
  const t0 = performance.now();
  const result = await run();
  log(`${name}: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

/** Paints the counter sheet in a browser page (counterSheet.mjs), keeps it in .bench/ for the baseline server; returns its base64. */
async function makeSheet(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const base64 = await page.evaluate(paintCounterSheet, sheetLayout);
    writeFileSync(join(out, 'counter-sheet.png'), Buffer.from(base64, 'base64'));
    return base64;
  } finally {
    await browser.close();
  }
}

/** The drag section: the app and the baseline page dragging the stack, then the app's load time. */
async function measureDrag(appPort, basePort, scenario) {
  const profileDir = mkdtempSync(join(tmpdir(), 'sandtable-bench-'));
  let context = null;
  try {
    context = await launch(profileDir, [...launchArgs, ...unthrottled]);
    let t0 = performance.now();
    const appRun = await measureApp(context, `http://127.0.0.1:${appPort}/`, scenario, { profile, log });
    log(`app: drag frames p50 ${appRun.frames.p50} ms, p95 ${appRun.frames.p95} ms over ${appRun.frames.frames} frames (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    t0 = performance.now();
    const baseRun = await measureBaseline(context, `http://127.0.0.1:${basePort}/`, appRun.scene, appRun.path, { profile, log });
    log(`baseline: drag frames p50 ${baseRun.frames.p50} ms, p95 ${baseRun.frames.p95} ms over ${baseRun.frames.frames} frames (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await context.close();
    context = await launch(profileDir, launchArgs);
    t0 = performance.now();
    const load = await measureLoad(context, appRun.gameUrl);
    log(`load: first open ${load.firstOpen} ms, reloads ${load.runs.join(' / ')} ms (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return { appRun, baseRun, load };
  } finally {
    await context?.close().catch(() => {});
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** The onscreen section, in a browser of its own with the unthrottled-frame flags. */
/** The drag-all section, in a browser of its own with the unthrottled-frame flags. */
async function dragAllSection(appPort, basePort, scenario) {
  const profileDir = mkdtempSync(join(tmpdir(), 'sandtable-dragall-'));
  let context = null;
  try {
    context = await launch(profileDir, [...launchArgs, ...unthrottled]);
    return await measureDragAll(context, { appUrl: `http://127.0.0.1:${appPort}/`, baselineUrl: `http://127.0.0.1:${basePort}/`, scenario, log });
  } finally {
    await context?.close().catch(() => {});
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function onscreenSection(appPort, basePort, sheetBase64) {
  const profileDir = mkdtempSync(join(tmpdir(), 'sandtable-onscreen-'));
  let context = null;
  try {
    context = await launch(profileDir, [...launchArgs, ...unthrottled]);
    return await measureOnscreen(context, { appUrl: `http://127.0.0.1:${appPort}/`, baselineUrl: `http://127.0.0.1:${basePort}/`, sheetBase64, counts: counts('BENCH_ONSCREEN_COUNTS', [500, 2000, 8000]), log });
  } finally {
    await context?.close().catch(() => {});
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  mkdirSync(out, { recursive: true });
  const scenario = makeScenario();
  const scenarioFile = join(out, 'scenario.json');
  writeFileSync(scenarioFile, JSON.stringify(scenario));
  const parts = {};

  if (wanted('doc', 'DOC')) parts.doc = await timed('document (docSize.ts, 10,000 moves)', () => measureDocument(scenarioFile));
  if (wanted('history', 'HISTORY')) {
    parts.history = await timed('history (historyBench.ts, 2,000 counters, 10,000 operations)', () => measureHistory(scenarioFile));
    log(`history: ${parts.history.historyBytesPerOperation} B a step (${parts.history.historyVsOperations}× the operation's own bytes), open ${parts.history.replayOpenP50Ms} ms (${parts.history.replayOpenVsTableRead}× a table read), step p95 ${parts.history.replayStepP95Ms} ms`);
  }
  if (wanted('rules', 'RULES')) parts.rules = await timed('rules assistant (rulesBench.ts)', () => measureRules());
  if (wanted('piles', 'PILES')) {
    parts.piles = await timed('sealed piles (pileBench.ts, 60 counters, 2 and 4 players)', () => measurePiles());
    log(`sealed piles: 2 players p50 ${parts.piles.seal2P50Ms} ms, 4 players p50 ${parts.piles.seal4P50Ms} ms, open shuffle p50 ${parts.piles.openShuffleP50Ms} ms`);
  }
  if (wanted('mailbox', 'MAILBOX')) parts.mailbox = await timed('mailbox (mailboxBench.ts, 1,000 moves)', () => measureMailbox({ root, out, scenarioFile, log }));

  const app = await startServer({ port: 0, host: '127.0.0.1' });
  const base = await startBaselineServer();
  try {
    const needSheet = wanted('onscreen', 'ONSCREEN') || wanted('coldopen', 'COLD_OPEN') || wanted('memory', 'MAP_MEMORY');
    const sheetBase64 = needSheet ? await makeSheet(`http://127.0.0.1:${base.port}/`) : null;
    if (wanted('drag', 'DRAG')) Object.assign(parts, await timed('drag and load', () => measureDrag(app.port, base.port, scenario)));
    if (wanted('dragall', 'DRAG_ALL')) parts.dragAll = await timed('drag all', () => dragAllSection(app.port, base.port, scenario));
    if (wanted('onscreen', 'ONSCREEN')) parts.onscreen = await timed('counters on screen', () => onscreenSection(app.port, base.port, sheetBase64));
    if (wanted('coldopen', 'COLD_OPEN')) {
      const coldCounts = counts('BENCH_COLD_OPEN_COUNTS', [2000, 5000]);
      parts.cold = await timed('cold open', () => measureColdOpen({ appUrl: `http://127.0.0.1:${app.port}/`, chromiumPath, launchArgs, viewport, sheetBase64, counts: coldCounts, log }));
    }
    if (wanted('vassal', 'VASSAL')) parts.vassal = await timed('VASSAL module import, 2,500 pieces', () => measureVassalImport({ appUrl: `http://127.0.0.1:${app.port}/`, chromiumPath, launchArgs, viewport, root, profile, log }));
    if (wanted('touch', 'TOUCH')) parts.touch = await timed('touch', () => measureTouch({ appUrl: `http://127.0.0.1:${app.port}/`, scenario, chromiumPath, launchArgs, unthrottled, viewport, log }));
    if (wanted('memory', 'MAP_MEMORY')) parts.mapCounters = await timed('map with counters, memory', () => measureMapWithCounters({ appUrl: `http://127.0.0.1:${app.port}/`, chromiumPath, launchArgs, viewport, sheetBase64, log }));
  } finally {
    app.server.close();
    base.server.close();
  }

  // Each of these has its own server(s) and browsers, closed by the function whatever happens.
  if (wanted('peers', 'PEERS')) parts.peers = await timed('peers', () => measurePeers({ chromiumPath, launchArgs, viewport, log }));
  if (wanted('fairroll', 'FAIR_ROLL')) parts.fairRoll = await timed('fair roll', () => measureFairRoll({ chromiumPath, launchArgs, viewport, log }));
  if (wanted('bigmap', 'BIG_MAP')) {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    try {
      parts.big = await timed('big map', () => measureBigMap({ appUrl: `http://127.0.0.1:${server.port}/`, chromiumPath, launchArgs, unthrottled, viewport, log }));
    } finally {
      server.server.close();
    }
  }
  if (wanted('signaling', 'SIGNALING')) parts.signaling = await timed('signaling', () => measureSignalingAbuse({ log }));

  if (wanted('join', 'JOIN')) parts.join = await timed('late joiner, 5,000 counters', () => measureJoin({ chromiumPath, launchArgs, viewport, log, count: 5000, profileTo: profile ? join(out, 'join.cpuprofile') : null }));
  // Big tables (issue 32): BENCH_BIG_JOIN_COUNTS=20000 to choose; a join that fails is reported, not fatal.
  if (wanted('join', 'JOIN')) {
    parts.bigJoins = await timed('late joiner, big tables', async () => {
      const joins = {};
      for (const count of counts('BENCH_BIG_JOIN_COUNTS', [20000, 50000])) joins[count] = await measureJoin({ chromiumPath, launchArgs, viewport, log, count }).catch((e) => ({ error: e.message }));
      return joins;
    });
  }
  if (wanted('renders', 'REMOTE_RENDERS')) parts.reactCommits = await timed('remote renders', () => measureRemoteRenders({ chromiumPath, launchArgs, viewport, log }));
  if (wanted('assetresume', 'ASSET_RESUME')) parts.assetResume = await timed('asset resume', () => measureAssetResume({ chromiumPath, launchArgs, viewport, log }));
  const results = collectResults(parts, (performance.now() - started) / 1000);
  Object.assign(results, touchKeys(parts.touch));
  Object.assign(results, ...Object.entries(parts.bigJoins ?? {}).map(([count, r]) => joinKeys(count, r)), parts.signaling ? signalingKeys(parts.signaling) : {}, parts.mailbox ? mailboxKeys(parts.mailbox) : {});
  printSummary(results, parts, { profile, log });
  writeFileSync(join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results));
}

main().catch((e) => {
  console.error(`bench failed: ${e?.stack ?? e}`);
  process.exit(1);
});
