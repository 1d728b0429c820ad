/**
 * VASSAL module import (the `vassal` section): a generated module (vassalModule.mjs: 2,500 pieces
 * in stacks on a 5,000 × 5,000 PNG map with a hex grid, shared and unique piece images, prototypes,
 * an At Start set-up) opened as a person opens it: the file given to the home screen's Open file…
 * input. Timed in the page from the input's `change` event to the game's table listing every piece
 * (window.sandtable.listPieces(), polled at most a quarter of the main thread: the next poll waits
 * four times the last one's cost); long tasks by PerformanceObserver 'longtask' over that span.
 *
 * Baseline, same run, same browser: the scenario the app's own module code makes of that module
 * (same boards, pieces, faces and image files), packed as a Sandtable scenario bundle (.zip) and
 * opened through the same Open file… input. Both end in the same scenario import, storing and game
 * open, so vassal_import_ms / baseline is what reading the module (unzip, buildFile, image headers,
 * the save's commands, prototypes, traits) adds on top of opening the same game from our own format.
 *
 * Runs alternate module, bundle, module, bundle… each in a browser of its own on a fresh profile
 * (so no run finds the other's images already stored); medians reported. With
 * BENCH_PROFILE=1 (or when the module's longest task exceeds 200 ms) one more module import runs
 * under the CDP Profiler, saved as .bench/vassal-import.cpuprofile, and its heaviest functions by
 * self time are returned (the app build is minified: names are the bundle's, with file:line:column).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { round } from './frames.mjs';
import { bundleOfModule, buildVassalCode, makeVassalModule, paintVassalImages, vassalImageLayout, vassalMapSize, vassalPieceCount } from './vassalModule.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** In the page, before the file is chosen: stamps the input's change, watches long tasks, polls the table. Stands alone. */
function armWatcher(count) {
  const rec = (window.__vassalBench = { changedAt: null, listedAt: null, longtasks: [], polls: 0 });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => rec.longtasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask' });
  document.addEventListener('change', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type === 'file' && rec.changedAt === null) rec.changedAt = performance.now();
  }, true);
  const check = () => {
    const t0 = performance.now();
    rec.polls++;
    const listed = window.sandtable?.gameId?.() ? window.sandtable.listPieces().length : 0;
    const now = performance.now();
    // At least: the module's palette comes along in trays of its own, beside the set-up's pieces.
    if (listed >= count) return void (rec.listedAt = now);
    setTimeout(check, Math.max(10, 4 * (now - t0)));
  };
  check();
}

/** One open of `file` through the Open file… input, in a fresh home page. */
async function timedOpen(page, appUrl, file, count) {
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Open file…' }).waitFor({ timeout: 30_000 });
  await page.evaluate(armWatcher, count);
  await page.locator('input[type="file"][accept*=".vmod"]').setInputFiles(file);
  const handle = await page.waitForFunction(() => window.__vassalBench.listedAt !== null, null, { polling: 100, timeout: 180_000 });
  await handle.dispose();
  const rec = await page.evaluate(() => window.__vassalBench);
  const during = rec.longtasks.filter((l) => l.start + l.duration > rec.changedAt && l.start < rec.listedAt).map((l) => l.duration);
  return { ms: round(rec.listedAt - rec.changedAt, 0), longestTask: round(Math.max(0, ...during), 0), longtasksOver50: during.length, totalLongtaskMs: round(during.reduce((a, b) => a + b, 0), 0) };
}

/** The heaviest functions of a CPU profile by self time: [{ fn, at, selfMs }]. */
function hotSpots(profile, top = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'}\t${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self.entries()]
    .filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => ({ fn: k.split('\t')[0], at: k.split('\t')[1], selfMs: round(ms, 0) }));
}

/**
 * Generates the module and its bundle, opens each `runs` times alternately.
 * Returns { app: {ms, longestTask, …, runs}, base: {…}, module: {…}, profile? }.
 */
export async function measureVassalImport({ appUrl, chromiumPath, launchArgs, viewport, root, runs = 3, profile = false, log = console.log }) {
  const out = join(root, '.bench');
  const count = vassalPieceCount;
  const launch = (dir) => chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: launchArgs, viewport });
  /** Runs `use(context, page)` in a browser of its own on a fresh profile. */
  const fresh = async (use) => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-vassal-'));
    let context = null;
    try {
      context = await launch(dir);
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (e) => log(`[vassal page error] ${e.message}`));
      return await use(context, page);
    } finally {
      await context?.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  };
  let t0 = performance.now();
  const code = await buildVassalCode(root);
  const png = await fresh(async (_, page) => {
    await page.goto(appUrl);
    return page.evaluate(paintVassalImages, vassalImageLayout(count));
  });
  const made = makeVassalModule(code, png, count);
  const vmodFile = join(out, 'bench-2500.vmod');
  writeFileSync(vmodFile, made.vmod);
  const bundleFile = join(out, 'bench-2500-scenario.zip');
  writeFileSync(bundleFile, await bundleOfModule(code, made.vmod, 'bench-2500.vmod'));
  const module = { pieces: made.pieces, stacks: made.stacks, images: made.images, mapPx: `${vassalMapSize.width}×${vassalMapSize.height}`, mapPngMb: round(made.mapPngBytes / 1e6, 1), vmodMb: round(made.vmod.length / 1e6, 1) };
  log(`vassal: module of ${made.pieces} pieces in ${made.stacks} stacks, ${made.images} images, ${module.vmodMb} MB (map PNG ${module.mapPngMb} MB) made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = [];
  const base = [];
  for (let i = 0; i < runs; i++) {
    app.push(await fresh((_, page) => timedOpen(page, appUrl, vmodFile, count)));
    log(`vassal: module → ${count} pieces listed ${app.at(-1).ms} ms, longest task ${app.at(-1).longestTask} ms (${app.at(-1).longtasksOver50} over 50 ms)`);
    base.push(await fresh((_, page) => timedOpen(page, appUrl, bundleFile, count)));
    log(`vassal: baseline bundle → listed ${base.at(-1).ms} ms, longest task ${base.at(-1).longestTask} ms`);
  }
  const summary = (xs) => ({
    ms: median(xs.map((r) => r.ms)),
    longestTask: median(xs.map((r) => r.longestTask)),
    longtasksOver50: median(xs.map((r) => r.longtasksOver50)),
    runs: xs.map((r) => r.ms),
    longestTaskRuns: xs.map((r) => r.longestTask),
  });
  const result = { app: summary(app), base: summary(base), module };

  if (profile || result.app.longestTask > 200) {
    result.profile = await fresh(async (context, page) => {
      const cdp = await context.newCDPSession(page);
      await page.goto(appUrl);
      await page.getByRole('button', { name: 'Open file…' }).waitFor({ timeout: 30_000 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.evaluate(armWatcher, count);
      await cdp.send('Profiler.start');
      await page.locator('input[type="file"][accept*=".vmod"]').setInputFiles(vmodFile);
      const handle = await page.waitForFunction(() => window.__vassalBench.listedAt !== null, null, { polling: 100, timeout: 180_000 });
      await handle.dispose();
      const { profile: cpu } = await cdp.send('Profiler.stop');
      const rec = await page.evaluate(() => window.__vassalBench);
      writeFileSync(join(out, 'vassal-import.cpuprofile'), JSON.stringify(cpu));
      return { longtasks: rec.longtasks.filter((l) => l.start >= rec.changedAt && l.start < rec.listedAt).map((l) => ({ at: round(l.start - rec.changedAt, 0), ms: round(l.duration, 0) })), hot: hotSpots(cpu) };
    });
    log(`vassal: profile in .bench/vassal-import.cpuprofile; long tasks (ms after the file was chosen: length) ${result.profile.longtasks.map((l) => `${l.at}:${l.ms}`).join(', ')}`);
    for (const h of result.profile.hot) log(`  ${String(h.selfMs).padStart(6)} ms self  ${h.fn}  ${h.at}`);
  }
  return result;
}
