/**
 * Cold open: a game of N counters stored in the browser (imported through window.sandtable into a
 * persistent profile, flushed to IndexedDB, browser closed), opened again in a relaunched browser
 * on that profile, then reloaded twice. Normal frame pacing (no unthrottled flags: a player's
 * display paces frames, and an unthrottled spinner would compete with the load for the 2 cores).
 *
 * An init script (coldOpenWatcher), from navigation start:
 * - interactive: polls window.sandtable.listPieces() (at most a quarter of the main thread: the
 *   next poll waits four times the last one's cost) until every counter is listed, then waits for
 *   the frame that draws after that and one more, and stamps performance.now() (ms since
 *   navigation start);
 * - first pointer: while the page opens, this process moves the real mouse over the table every
 *   10 ms; the first pointermove the page handles once every counter is listed is stamped, with
 *   how long it waited (handled − event.timeStamp);
 * - long tasks: PerformanceObserver 'longtask' (buffered), those starting before the stamp.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { makeScenario } from './scenario.mjs';
import { importWithSheet, sheetFile } from './counterSheet.mjs';
import { onscreenImageShare } from './onscreen.mjs';
import { round } from './frames.mjs';

/** Init script: see the file's comment. Stands alone (sent as source). */
function coldOpenWatcher({ count }) {
  if (!location.hash.startsWith('#/game/')) return;
  const rec = (window.__cold = { longtasks: [], listedAt: null, interactiveAt: null, pointer: null, polls: 0 });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => rec.longtasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  } catch {
    rec.longtasks = null;
  }
  window.addEventListener('pointermove', (e) => {
    if (rec.listedAt !== null && !rec.pointer) rec.pointer = { at: performance.now(), waited: performance.now() - e.timeStamp };
  }, true);
  const check = () => {
    const t0 = performance.now();
    rec.polls++;
    const listed = window.sandtable?.gameId?.() ? window.sandtable.listPieces().length : 0;
    const now = performance.now();
    if (listed === count) {
      rec.listedAt = now;
      requestAnimationFrame(() => requestAnimationFrame(() => (rec.interactiveAt = performance.now())));
      return;
    }
    setTimeout(check, Math.max(4, 4 * (now - t0)));
  };
  check();
}

/** Moves the real mouse to and fro over `at` every 10 ms until `done()`; never throws. */
async function wiggle(page, at, done) {
  for (let i = 0; !done(); i++) {
    await page.mouse.move(at.x + (i % 2 ? 6 : -6), at.y).catch(() => {});
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One open (goto or reload) timed by the watcher, with the mouse moving meanwhile. */
async function timedOpen(page, open, at) {
  let finished = false;
  const mouse = wiggle(page, at, () => finished);
  try {
    await open();
    const handle = await page.waitForFunction(() => window.__cold?.interactiveAt && window.__cold.pointer, null, { polling: 20, timeout: 120_000 });
    await handle.dispose();
  } finally {
    finished = true;
    await mouse;
  }
  const rec = await page.evaluate(() => window.__cold);
  const during = rec.longtasks?.filter((l) => l.start < rec.interactiveAt).map((l) => l.duration) ?? null;
  return {
    interactive: round(rec.interactiveAt, 0),
    listed: round(rec.listedAt, 0),
    firstPointer: round(rec.pointer.at, 0),
    pointerWaited: round(rec.pointer.waited, 1),
    longestTask: during ? round(Math.max(0, ...during), 0) : null,
    longtasksOver50: during ? during.length : null,
  };
}

/**
 * For each count: stores the game in a fresh profile, relaunches, opens it, reloads it twice.
 * Returns { [count]: { cold: {…}, reloads: [{…}, {…}], importMs } }.
 */
export async function measureColdOpen({ appUrl, chromiumPath, launchArgs, viewport, sheetBase64, counts, log = console.log }) {
  const results = {};
  const launch = (dir) => chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: launchArgs, viewport });
  for (const count of counts) {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-cold-'));
    let context = null;
    try {
      context = await launch(dir);
      let page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (e) => log(`[cold open page error] ${e.message}`));
      await page.goto(appUrl);
      await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
      const scenario = makeScenario(undefined, count, { imageShare: onscreenImageShare });
      const imported = await page.evaluate(importWithSheet, { text: JSON.stringify(scenario), sheet: sheetBase64, name: sheetFile });
      await page.waitForFunction((n) => window.sandtable.listPieces().length === n, count, { polling: 100, timeout: 120_000 });
      await page.evaluate(() => window.sandtable.flush());
      await page.waitForTimeout(1000); // let the service worker and image store settle before closing
      const gameUrl = page.url();
      const rect = await page.evaluate(() => {
        const r = document.querySelector('[data-testid="table"]').getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      await context.close();

      context = await launch(dir);
      await context.addInitScript(coldOpenWatcher, { count });
      page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (e) => log(`[cold open page error] ${e.message}`));
      const cold = await timedOpen(page, () => page.goto(gameUrl, { waitUntil: 'commit' }), rect);
      const reloads = [];
      for (let i = 0; i < 2; i++) reloads.push(await timedOpen(page, () => page.reload({ waitUntil: 'commit' }), rect));
      results[count] = { cold, reloads, importMs: round(imported.ms, 0) };
      log(`cold open ${count}: relaunch → interactive ${cold.interactive} ms (listed ${cold.listed}, first pointer ${cold.firstPointer} ms, waited ${cold.pointerWaited}), longest task ${cold.longestTask} ms (${cold.longtasksOver50} over 50 ms); reloads ${reloads.map((r) => r.interactive).join(' / ')} ms`);
    } finally {
      await context?.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
