/**
 * Big map: opening and panning a 10,000 × 7,000 scan, in the app and in a plain Konva page that
 * draws the same PNG as one Konva.Image of an <img> (tests/bench/bigMapBaseline.html).
 *
 * - The map: drawn in the app's page on a canvas (terrain blobs, a 100 px grid, light noise in
 *   strips wider than deflate's window so it does not compress away) and encoded as PNG (~40 MB),
 *   then imported as the board of a new game (grid none, fill magenta) and sent to this process,
 *   which serves it to the baseline page at /map.png.
 * - Open time: navigation start → the board's image is in the canvas. An init script reads five
 *   pixels of the first canvas of the stage (the boards layer: the middle of the screen and four
 *   points a quarter of the way out) every 10 ms and stamps performance.now() when all five are
 *   opaque and not the board's magenta fill, i.e. the image (the app's overview, the baseline's
 *   full image) has been drawn over the board. The app reads the PNG from IndexedDB, the baseline
 *   from this process over loopback HTTP. Median of three loads (first open, two reloads).
 * - Memory: VmRSS of the page's renderer process (/proc/<pid>/status; the pid from CDP
 *   SystemInfo.getProcessInfo, picked as the renderer whose CPU time grows while the page spins),
 *   1.5 s after the open; the peak (VmHWM, reset through /proc/<pid>/clear_refs before each load)
 *   during the loads; V8's used heap (CDP Performance.getMetrics JSHeapUsedSize), which decoded
 *   images are not part of. Again after the zoomed pan (the app then holds the full decoded image
 *   it cuts tiles from), and for the app once more after 11 s idle (past boardTiles.ts's 10 s, when
 *   it lets the full image go).
 * - Panning: in a second launch with the unthrottled-frame flags (frame interval = frame cost, as
 *   for the drag benchmark), the real mouse drags the empty map at fit and then zoomed to 1:1
 *   (the app's wheel zoom around the middle; the baseline gets the same camera), where the app
 *   draws full-resolution tiles and cuts new ones as they come on screen. Reported: the intervals
 *   of the frames that redrew the map (a Konva layer draw in them; see `mapFrames` in
 *   bigMapPage.mjs), and frames.mjs's drag frames (those that handled a move) as `input`.
 *
 * Each side runs in browsers of its own, so one's memory is not in the other's figures.
 */
import { createServer } from 'node:http';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { drag, frameStats, percentile, round } from './frames.mjs';
import { drawBigMap, hookDraws, importBigMap, mapFrames, openWatcher } from './bigMapPage.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = (name) => join(root, '.bench', name);
export const bigMapSize = { width: 10_000, height: 7_000 };
const fill = '#ff00ff';
const panSteps = 90;
/** Screen pixels dragged at fit and at 1:1 (left and up, so the map moves that way and new parts come in from the bottom right). */
const fitPan = { x: -500, y: -300 };
const zoomedPan = { x: -1100, y: -700 };
/** boardTiles.ts lets the full image go 10 s after the last tile cut; we read memory a second later. */
const idleMs = 11_000;

/** Serves the baseline page, Konva, and the map PNG (PUT by the app's page, so CORS for that one). */
export function startMapServer() {
  let png = null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, PUT', 'access-control-allow-headers': 'content-type' };
    if (path === '/map.png' && req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (path === '/map.png' && req.method === 'PUT') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        png = Buffer.concat(chunks);
        res.writeHead(204, cors).end();
      });
      return;
    }
    if (path === '/map.png') {
      if (!png) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'no-store' }).end(png);
    }
    const files = { '/': ['tests/bench/bigMapBaseline.html', 'text/html; charset=utf-8'], '/konva.js': ['node_modules/konva/konva.min.js', 'text/javascript; charset=utf-8'] };
    const file = files[path];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-cache' });
    createReadStream(join(root, file[0])).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok({ server, port: server.address().port, pngBytes: () => png?.length ?? 0 }));
  });
}

/** Memory of one process from /proc (MB): resident now and peak resident since the last reset. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: round(kb('VmRSS') / 1024, 0), peak: round(kb('VmHWM') / 1024, 0) };
}

/** Resets a process's peak resident size (VmHWM) to its current one. */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU time a process has used, in clock ticks (10 ms). */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

/**
 * The pid of `page`'s renderer: of the renderers CDP lists (SystemInfo.getProcessInfo), the one
 * whose CPU time (/proc/<pid>/stat) grows while the page spins for 300 ms. Another renderer can be
 * busy just after a launch, and on a loaded machine the spinning one may get a fraction of a core,
 * so it takes a round in which one renderer ran at least 80 ms and over twice as long as any other.
 */
export async function rendererPid(context, page) {
  const cdp = await context.browser().newBrowserCDPSession();
  try {
    for (let round = 0; round < 8; round++) {
      const pids = (await cdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
      const before = pids.map(cpuTicks);
      await page.evaluate(() => {
        const end = performance.now() + 300;
        while (performance.now() < end);
      });
      const ran = pids.map((pid, i) => ({ pid, ticks: cpuTicks(pid) - before[i] })).sort((a, b) => b.ticks - a.ticks);
      if (ran[0] && ran[0].ticks >= 8 && ran[0].ticks > 2 * (ran[1]?.ticks ?? 0)) return ran[0].pid;
    }
    throw new Error('big map: could not tell which renderer process runs the page');
  } finally {
    await cdp.detach().catch(() => {});
  }
}

export async function jsHeapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return round(metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1e6, 1);
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** The app's board-levels report (src/ui/table/boardTiles.ts), or null (an app without it, e.g. an older build). */
function levelsOf(page) {
  return page.evaluate(() => window.Konva?.stages?.[0]?.findOne?.('.board-levels')?.getAttr('levels') ?? null);
}

export const settle = (page, ms) => page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), ms);

/**
 * Loads `url` three times (open, reload, reload), timing each (navigation → map drawn); memory from
 * the last. With `count`, each load also waits for window.sandtable to list that many counters
 * before memory is read (the open time stays the map's).
 */
export async function measureOpens(context, page, url, { count = 0 } = {}) {
  const runs = [];
  let peak = 0;
  let pid = null;
  for (let i = 0; i < 3; i++) {
    if (pid) resetPeak(pid);
    if (i === 0) await page.goto(url);
    else await page.reload();
    const at = await page.waitForFunction(() => window.__bigOpenAt, null, { polling: 20, timeout: 60_000 });
    runs.push(round(await at.jsonValue(), 0));
    if (count) await page.waitForFunction((n) => window.sandtable.listPieces().length === n, count, { polling: 100, timeout: 60_000 });
    await settle(page, 1500);
    const now = await rendererPid(context, page);
    // A load in a process we did not reset counts its whole life; only the first load may be in a new one.
    const mem = processMemory(now);
    if (now === pid || i === 0) peak = Math.max(peak, mem.peak);
    pid = now;
  }
  const mem = processMemory(pid);
  return { runs, median: [...runs].sort((a, b) => a - b)[1], rss: mem.rss, peak, heap: await jsHeapMb(page), pid };
}

/** Drags the map with the real mouse from near the bottom-right corner of `rect` by `delta`; frame stats of the drag and of the frames that drew the map. */
async function pan(page, rect, delta, name) {
  const from = { x: rect.left + rect.width - 100, y: rect.top + rect.height - 100 };
  await page.evaluate(hookDraws);
  const run = await drag(page, from, delta, panSteps, { record: true });
  const drawn = await page.evaluate(mapFrames);
  writeFileSync(out(`${name}-frames.json`), JSON.stringify({ ...run.frames, drawn }));
  const stats = frameStats(run.frames, panSteps, run.wallMs);
  return { ...stats, drawn: { frames: drawn.length, p50: round(percentile(drawn, 50)), p95: round(percentile(drawn, 95)), max: round(Math.max(...drawn)) } };
}

/** Waits until the app has cut every tile it wants (or 15 s); null on an app without level reports. */
async function tilesSettled(page) {
  const t0 = Date.now();
  for (;;) {
    const levels = await levelsOf(page);
    if (!levels) return null;
    if (levels.level !== 'loading' && levels.pending === 0) return levels;
    if (Date.now() - t0 > 15_000) return levels;
    await page.waitForTimeout(50);
  }
}

/** The app's camera and table rect, from where the corners of board `id` (`width` wide) are on the page. */
export function appView(page, id = 'big', width = bigMapSize.width) {
  return page.evaluate(({ id, width }) => {
    const r = document.querySelector('[data-testid="table"]').getBoundingClientRect();
    const a = window.sandtable.screenPointOfBoardPoint(id, 0, 0);
    const b = window.sandtable.screenPointOfBoardPoint(id, width, 0);
    const scale = (b.x - a.x) / width;
    return { rect: { left: r.left, top: r.top, width: r.width, height: r.height }, camera: { x: a.x - r.left, y: a.y - r.top, scale } };
  }, { id, width });
}

/** The page functions that draw and import the map, for trying things by hand. */
export { drawBigMap, importBigMap };

/**
 * Runs the whole big-map measurement with its own browsers and servers (all closed whatever
 * happens). `appUrl` is the app's origin URL; `launch(profileDir, args)` opens a browser.
 */
export async function measureBigMap({ appUrl, chromiumPath, launchArgs, unthrottled, viewport, log = console.log }) {
  const launch = (dir, args) => chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args, viewport });
  const map = await startMapServer();
  const mapUrl = `http://127.0.0.1:${map.port}`;
  const appDir = mkdtempSync(join(tmpdir(), 'sandtable-bigmap-'));
  const baseDir = mkdtempSync(join(tmpdir(), 'sandtable-bigmap-base-'));
  const open = [];
  const closeAll = async () => {
    for (const c of open.splice(0)) await c.close().catch(() => {});
  };
  const started = async (dir, args) => {
    const c = await launch(dir, args);
    open.push(c);
    return c;
  };
  const pageOf = async (c, name) => {
    const page = c.pages()[0] ?? (await c.newPage());
    page.on('pageerror', (e) => log(`[${name} page error] ${e.message}`));
    return page;
  };
  try {
    // 1. The app, normal frame pacing: draw the map, import it, then time three loads of the game.
    let context = await started(appDir, launchArgs);
    await context.addInitScript(openWatcher, { match: '#/game/', selector: '[data-testid="table"] canvas', fill });
    let page = await pageOf(context, 'app');
    await page.goto(appUrl);
    await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
    const drawn = await page.evaluate(drawBigMap, bigMapSize);
    log(`big map: drew a ${bigMapSize.width}×${bigMapSize.height} map and encoded it as a ${(drawn.bytes / 1e6).toFixed(1)} MB PNG in ${Math.round(drawn.ms)} ms`);
    const imported = await page.evaluate(importBigMap, { ...bigMapSize, fill, putUrl: `${mapUrl}/map.png` });
    await page.waitForFunction(() => window.sandtable.gameId() && window.sandtable.listBoards().length === 1, null, { timeout: 30_000 });
    await page.evaluate(() => window.sandtable.flush());
    const gameUrl = page.url();
    log(`big map: imported it as a new game in ${Math.round(imported.ms)} ms`);
    await page.close();
    page = await pageOf(context, 'app');
    const appOpen = await measureOpens(context, page, gameUrl);
    const fitLevels = await levelsOf(page);
    log(`big map: app open ${appOpen.runs.join(' / ')} ms, renderer ${appOpen.rss} MB (peak ${appOpen.peak} MB), JS heap ${appOpen.heap} MB${fitLevels ? `; at fit: ${JSON.stringify(fitLevels)}` : ''}`);
    const view = await appView(page);
    await context.close();

    // 2. The app, unthrottled frames: pan at fit, zoom to 1:1 with the wheel, pan again.
    context = await started(appDir, [...launchArgs, ...unthrottled]);
    await context.addInitScript(openWatcher, { match: '#/game/', selector: '[data-testid="table"] canvas', fill });
    page = await pageOf(context, 'app');
    await page.goto(gameUrl);
    await page.waitForFunction(() => window.__bigOpenAt, null, { polling: 20, timeout: 60_000 });
    await settle(page, 500);
    const appFitPan = await pan(page, view.rect, fitPan, 'bigmap-app-fit');
    await page.keyboard.press('0'); // fit again
    await settle(page, 300);
    const fitted = await appView(page);
    const centre = { x: view.rect.left + view.rect.width / 2, y: view.rect.top + view.rect.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, Math.log(fitted.camera.scale) / 0.0015); // selectTool: factor e^(−0.0015·deltaY)
    await settle(page, 300);
    const zoomed = await appView(page);
    const t0 = performance.now();
    const zoomLevels = await tilesSettled(page);
    if (!zoomLevels) await page.waitForTimeout(2000);
    const tilesMs = round(performance.now() - t0, 0);
    const appZoomPan = await pan(page, view.rect, zoomedPan, 'bigmap-app-zoomed');
    await tilesSettled(page);
    await settle(page, 300);
    const panEnd = performance.now();
    const appPid = await rendererPid(context, page);
    const appZoomMem = processMemory(appPid);
    const appZoomHeap = await jsHeapMb(page);
    const panLevels = await levelsOf(page);
    log(`big map: app pans, map frames p95 ${appFitPan.drawn.p95} ms at fit, ${appZoomPan.drawn.p95} ms at scale ${round(zoomed.camera.scale, 3)} (tiles ready ${tilesMs} ms after the zoom); renderer ${appZoomMem.rss} MB${panLevels ? `; ${JSON.stringify(panLevels)}` : ''}`);
    const appContext = context; // left open (idle) while the baseline runs, to read its memory after idle

    // 3. The baseline, normal frame pacing: three loads.
    const q = new URLSearchParams({ l: view.rect.left, t: view.rect.top, w: view.rect.width, h: view.rect.height, x: view.camera.x, y: view.camera.y, s: view.camera.scale, fill });
    const baseUrl = `${mapUrl}/?${q}`;
    context = await started(baseDir, launchArgs);
    await context.addInitScript(openWatcher, { match: `^${mapUrl}/`, selector: '#stage canvas', fill });
    page = await pageOf(context, 'baseline');
    const baseOpen = await measureOpens(context, page, baseUrl);
    log(`big map: baseline open ${baseOpen.runs.join(' / ')} ms, renderer ${baseOpen.rss} MB (peak ${baseOpen.peak} MB), JS heap ${baseOpen.heap} MB`);
    await context.close();

    // 4. The baseline, unthrottled: the same pans at the same cameras.
    context = await started(baseDir, [...launchArgs, ...unthrottled]);
    await context.addInitScript(openWatcher, { match: `^${mapUrl}/`, selector: '#stage canvas', fill });
    page = await pageOf(context, 'baseline');
    await page.goto(baseUrl);
    await page.waitForFunction(() => window.__bigOpenAt, null, { polling: 20, timeout: 60_000 });
    await settle(page, 500);
    const baseFitPan = await pan(page, view.rect, fitPan, 'bigmap-baseline-fit');
    await page.evaluate((c) => window.bench.setCamera(c), zoomed.camera);
    await settle(page, 500);
    const baseZoomPan = await pan(page, view.rect, zoomedPan, 'bigmap-baseline-zoomed');
    await settle(page, 300);
    const basePid = await rendererPid(context, page);
    const baseZoomMem = processMemory(basePid);
    log(`big map: baseline pans, map frames p95 ${baseFitPan.drawn.p95} ms at fit, ${baseZoomPan.drawn.p95} ms zoomed; renderer ${baseZoomMem.rss} MB`);
    await context.close();

    // 5. Back to the app, idle since its pan: has it let the full image go?
    const wait = idleMs - (performance.now() - panEnd);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    page = appContext.pages()[0];
    const appIdleMem = processMemory(await rendererPid(appContext, page));
    const idleLevels = await levelsOf(page);
    log(`big map: app after ${Math.round(Math.max(idleMs, performance.now() - panEnd) / 1000)} s idle zoomed in: renderer ${appIdleMem.rss} MB${idleLevels ? `; ${JSON.stringify(idleLevels)}` : ''}`);
    await appContext.close();

    return {
      px: `${bigMapSize.width}x${bigMapSize.height}`,
      pngMb: round(drawn.bytes / 1e6, 1),
      drawMs: round(drawn.ms, 0),
      importMs: round(imported.ms, 0),
      app: { open: appOpen, fitPan: appFitPan, zoomPan: appZoomPan, zoomRss: appZoomMem.rss, zoomHeap: appZoomHeap, idleRss: appIdleMem.rss, scale: round(zoomed.camera.scale, 3), tilesMs, fitLevels, panLevels, idleLevels },
      base: { open: baseOpen, fitPan: baseFitPan, zoomPan: baseZoomPan, zoomRss: baseZoomMem.rss },
    };
  } finally {
    await closeAll();
    map.server.close();
    rmSync(appDir, { recursive: true, force: true });
    rmSync(baseDir, { recursive: true, force: true });
  }
}
