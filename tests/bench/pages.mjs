/**
 * The browser measurements: the app (import the benchmark scenario, drag the 5-stack with the real
 * mouse), the bare-Konva baseline page drawing the same scene with the same mouse path, and the
 * app's load time (open the game URL, then reload it).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drag, frameStats, percentile, round, topFunctions } from './frames.mjs';
import { collectSteps, installStepRecorder, moveLatencies } from './stepFrames.mjs';
import { boardId, pieceCount, stackHex, stackSize, targetHex, warmupHex } from './scenario.mjs';

/**
 * The measured drag with input → frame latency too: stepFrames.mjs's recorder watches the page
 * (`selector`: the element holding the table's canvases) while frames.mjs's drag runs.
 */
async function dragWithLatency(page, selector, from, delta, options) {
  await page.evaluate(installStepRecorder, { selector });
  const run = await drag(page, from, delta, measuredSteps, { record: true, ...options });
  const latency = moveLatencies(await page.evaluate(collectSteps));
  return { ...run, latency: { moves: latency.length, p50: round(percentile(latency, 50)), p95: round(percentile(latency, 95)) } };
}

/** Where raw frame data and CPU profiles go (the repo's .bench/, ignored by git). */
const out = (name) => fileURLToPath(new URL(`../../.bench/${name}`, import.meta.url));

export const viewport = { width: 1600, height: 1000 };
const warmupSteps = 30;
const measuredSteps = 240;

/**
 * Installed before every document of the load-timing context: on a game URL, polls (every ~4 ms) until the
 * table lists every piece, then waits two animation frames (the one that draws it, then one more)
 * and stores performance.now(), which counts from navigation start.
 */
function loadWatcher(count) {
  if (!location.hash.startsWith('#/game/')) return;
  const check = () => {
    if (window.sandtable?.listPieces().length === count) requestAnimationFrame(() => requestAnimationFrame(() => (window.__benchLoadedAt = performance.now())));
    else setTimeout(check, 4);
  };
  check();
}

/** Resolves `ms` after the next two animation frames (the page has drawn what it had to). */
export const settle = (page, ms = 400) => page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), ms);
const minus = (a, b) => ({ x: a.x - b.x, y: a.y - b.y });

/** Ids of the pieces standing in a hex, bottom to top. */
async function stackIn(page, hex) {
  return page.evaluate(({ hex }) => {
    const here = window.sandtable.listPieces().filter((p) => p.hex === hex);
    return here.length ? here[0].stack.filter((id) => here.some((p) => p.id === id)) : [];
  }, { hex });
}

/** Fails the run loudly when a drag did not move the stack where it was meant to go. */
async function expectStackAt(page, ids, hex, what) {
  const at = await page.evaluate((ids) => window.sandtable.listPieces().filter((p) => ids.includes(p.id)).map((p) => p.hex), ids);
  if (at.length !== ids.length || at.some((h) => h !== hex)) {
    throw new Error(`${what}: the ${ids.length}-counter stack should be in hex ${hex} after the drop, but its counters are in ${JSON.stringify(at)}. The drag did not happen as intended.`);
  }
}

/**
 * Measures dragging in the app, in `context` (a fresh profile). Returns frame stats, the game's URL
 * (for measureLoad), and the scene and mouse path for the baseline page.
 */
export async function measureApp(context, appUrl, scenario, { profile = false, log = console.log } = {}) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log(`[app page error] ${e.message}`));
  await page.goto(appUrl);
  await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
  log(`app: ${await page.evaluate(() => /(Chrom\w+)\/([\d.]+)/.exec(navigator.userAgent)?.[0])}, ${viewport.width}×${viewport.height}, ${pieceCount} counters`);

  const t0 = performance.now();
  const gameId = await page.evaluate((text) => window.sandtable.importScenario(text), JSON.stringify(scenario));
  await page.waitForFunction((n) => window.sandtable.listPieces().length === n, pieceCount, { polling: 50, timeout: 60_000 });
  log(`app: imported the scenario and opened game ${gameId} in ${Math.round(performance.now() - t0)} ms`);
  await settle(page, 800);

  const stack = await stackIn(page, stackHex);
  if (stack.length !== stackSize) throw new Error(`expected ${stackSize} counters in hex ${stackHex}, found ${stack.length}`);
  const scene = await sceneOf(page, scenario, stack);
  const hexPoint = (label) => page.evaluate(([b, l]) => window.sandtable.screenPointOfHex(b, l), [boardId, label]);
  const topPoint = () => page.evaluate((id) => window.sandtable.screenPointOfPiece(id), stack[stack.length - 1]);
  const path = { warmup: minus(await hexPoint(warmupHex), await hexPoint(stackHex)), measured: minus(await hexPoint(targetHex), await hexPoint(warmupHex)) };

  // Warm-up: a short drag, not measured, so the first-drag costs (JIT, lazy setup) are out of the way.
  await drag(page, await topPoint(), path.warmup, warmupSteps);
  await settle(page);
  await expectStackAt(page, stack, warmupHex, 'app warm-up drag');

  const run = await dragWithLatency(page, '[data-testid="table"]', await topPoint(), path.measured, { profileTo: profile ? out('app-drag.cpuprofile') : null });
  await settle(page);
  await expectStackAt(page, stack, targetHex, 'app measured drag');
  writeFileSync(out('app-frames.json'), JSON.stringify(run.frames)); // raw intervals, for a closer look
  await page.evaluate(() => window.sandtable.flush());
  const gameUrl = page.url();
  await page.close();
  const frames = frameStats(run.frames, measuredSteps, run.wallMs);
  return { frames, latency: run.latency, gameUrl, scene, path, top: run.profile && topFunctions(run.profile) };
}

/** How many records the game has in IndexedDB and their total size (the app's autosave store). */
function storedRecords(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('sandtable-updates');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          try {
            const all = open.result.transaction('updates').objectStore('updates').getAll();
            all.onsuccess = () => resolve({ count: all.result.length, bytes: all.result.reduce((n, r) => n + (r?.bytes?.byteLength ?? 0), 0) });
            all.onerror = () => resolve(null);
          } catch {
            resolve(null); // the store was renamed: report nothing rather than fail the run
          }
        };
      }),
  );
}

/**
 * Loading: opens the game URL in `context` (the same profile, so the game is in IndexedDB), then
 * reloads it `reloads` times. Each time: navigation start → all counters listed + 2 frames.
 */
export async function measureLoad(context, gameUrl, reloads = 3) {
  await context.addInitScript(loadWatcher, pieceCount);
  const page = await context.newPage();
  const loaded = async () => round(await (await page.waitForFunction(() => window.__benchLoadedAt, null, { polling: 20, timeout: 60_000 })).jsonValue(), 0);
  await page.goto(gameUrl);
  const firstOpen = await loaded();
  const runs = [];
  for (let i = 0; i < reloads; i++) {
    await page.reload();
    runs.push(await loaded());
  }
  await settle(page, 500);
  await page.evaluate(() => window.sandtable.flush());
  const stored = await storedRecords(page);
  await page.close();
  return { firstOpen, runs, median: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)], stored };
}

/**
 * The scene as the app shows it, for the baseline page to draw the same: table view rectangle,
 * camera (from two hex centres on screen), every counter's drawn centre in draw order with its
 * face (drawn, or an image face's sheet crop), and which counters form the stack (`stack` ids, may be empty).
 */
export async function sceneOf(page, scenario, stack) {
  const view = await page.evaluate(({ boardId }) => {
    const r = document.querySelector('[data-testid="table"]').getBoundingClientRect();
    const a = window.sandtable.screenPointOfHex(boardId, '0101');
    const b = window.sandtable.screenPointOfHex(boardId, '9901');
    return { rect: { left: r.left, top: r.top, width: r.width, height: r.height }, a, b, pieces: window.sandtable.listPieces() };
  }, { boardId });
  // Hex 0101 is centred at (60, 60) and hex 9901 at (5940, 60) on the board, which sits at the table origin.
  const { grid } = scenario.boards[0];
  const scale = (view.b.x - view.a.x) / (98 * grid.dx);
  const camera = { scale, x: view.a.x - view.rect.left - grid.originX * scale, y: view.a.y - view.rect.top - grid.originY * scale };
  const byName = new Map(scenario.pieces.map((p) => [p.name, p]));
  const faces = [];
  const pieces = view.pieces.map((p) => {
    const face = scenario.faces[byName.get(p.name).faces[p.face]];
    faces.push(face);
    const i = p.stack.indexOf(p.id); // each counter in a stack is drawn 4 units up-left of the one below
    return { x: p.x - 4 * i, y: p.y - 4 * i, face: faces.length - 1 };
  });
  const board = scenario.boards[0];
  return {
    stage: view.rect,
    camera,
    board: { width: board.width, height: board.height, fill: board.fill },
    counterSize: scenario.counterSize,
    faces,
    pieces,
    stack: stack.map((id) => view.pieces.findIndex((p) => p.id === id)),
  };
}

/** Opens the baseline page on `scene`; returns the page. */
export async function openBaseline(context, baselineUrl, scene, log) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log(`[baseline page error] ${e.message}`));
  await page.goto(baselineUrl);
  await page.waitForFunction(() => typeof window.setupBench === 'function' && typeof window.Konva === 'object');
  await page.evaluate((scene) => window.setupBench(scene), scene);
  await settle(page, 800);
  return page;
}

/** Measures the baseline page with the same scene and the same mouse path. */
export async function measureBaseline(context, baselineUrl, scene, path, { profile = false, log = console.log } = {}) {
  const page = await openBaseline(context, baselineUrl, scene, log);
  const target = () => page.evaluate(() => window.bench.dragTarget);
  const positions = () => page.evaluate(() => window.bench.stackPositions());

  const before = await positions();
  await drag(page, await target(), path.warmup, warmupSteps);
  await settle(page);
  const run = await dragWithLatency(page, '#stage', await target(), path.measured, { profileTo: profile ? out('baseline-drag.cpuprofile') : null });
  await settle(page);
  const after = await positions();
  writeFileSync(out('baseline-frames.json'), JSON.stringify(run.frames));
  // Both drags together move the stack by the sum of the two paths (screen px ÷ scale = table units).
  const expected = (path.warmup.x + path.measured.x) / scene.camera.scale;
  const moved = after[0].x - before[0].x;
  if (Math.abs(moved - expected) > 2) throw new Error(`baseline: the stack moved ${moved.toFixed(1)} table units instead of ${expected.toFixed(1)}; the drag did not happen as intended.`);
  await page.close();
  return { frames: frameStats(run.frames, measuredSteps, run.wallMs), latency: run.latency, top: run.profile && topFunctions(run.profile) };
}
