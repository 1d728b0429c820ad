/**
 * Late joiner to a big table: player A imports the benchmark scenario with `count` counters
 * (tests/bench/scenario.mjs) and shares it; player B, in a browser of its own, opens the link over
 * the real signaling server and WebRTC. Measured on B (ms, B's performance.now()):
 *
 * - arrival: the moment the table's data was there to apply — the `sandtable:table-arrived` mark
 *   the app sets (src/doc/joinProgress.ts), else the start of the data-channel message during which
 *   the first piece appeared (older builds set no mark);
 * - interactive: every counter listed by window.sandtable.listPieces(), a frame drawn after that,
 *   and then a real pointer event (sent by this process) handled by the page;
 * - every long task (PerformanceObserver 'longtask', buffered) and every gap between animation
 *   frames over 50 ms, from navigation until two seconds after interactive;
 * - the values the table-arrival progress bar showed while polled.
 *
 * `profileTo` records a CPU profile of B from navigation to interactive (CDP Profiler) and lists the
 * functions with the most inclusive time, to see where the join goes.
 */
import { writeFileSync } from 'node:fs';
import { startServer } from '../../server/serve.mjs';
import { launchPeer } from './launchPeer.mjs';
import { makeScenario } from './scenario.mjs';
import { round } from './frames.mjs';

/** How long after interactive long tasks are still collected (background slices of painting or storing). */
const tailMs = 2000;

/**
 * Init script for B (self-contained: serialised into the page). Starts on the join link's document
 * and records into window.__benchJoin.
 */
function joinWatcher(count) {
  if (!location.hash.startsWith('#/join/')) return;
  const now = () => performance.now();
  const rec = (window.__benchJoin = { longTasks: [], gaps: [], firstMessageAt: null, hookArrivedAt: null, firstPieceAt: null, listedAt: null, framedAt: null, pointerAt: null, progress: [], polls: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = null;
  const frame = (t) => {
    if (last !== null && t - last > 50) rec.gaps.push({ at: last, gap: t - last });
    last = t;
    if (!rec.stopped) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Data-channel messages: when the first came, and the start of the one during which the table first showed.
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    return add.call(this, type, function (event) {
      const t0 = now();
      rec.firstMessageAt ??= t0;
      listener.call(this, event);
      if (rec.hookArrivedAt === null && (window.sandtable?.listPieces().length ?? 0) > 0) rec.hookArrivedAt = t0;
    }, options);
  };
  addEventListener('pointermove', (e) => {
    if (e.isTrusted && rec.framedAt !== null && rec.pointerAt === null) rec.pointerAt = now();
  }, { capture: true });
  const poll = () => {
    rec.polls++;
    const bar = document.querySelector('[data-testid=table-arrival] [role=progressbar]');
    if (bar) rec.progress.push({ at: now(), value: Number(bar.getAttribute('aria-valuenow')), max: Number(bar.getAttribute('aria-valuemax')) });
    const n = window.sandtable?.listPieces().length ?? 0;
    if (n > 0) rec.firstPieceAt ??= now();
    if (n !== count) return void setTimeout(poll, 50);
    rec.listedAt = now();
    requestAnimationFrame(() => requestAnimationFrame(() => (rec.framedAt = now())));
  };
  poll();
}

/** Init script for A: when its page last finished a long task, so the benchmark can wait for it to go quiet. */
function quietWatcher() {
  window.__benchQuiet = { lastBusyAt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchQuiet.lastBusyAt = Math.max(window.__benchQuiet.lastBusyAt, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Waits until A's page has run no long task for `quietMs` (at most `limitMs`). Sharing a big
 * table is a burst of work on A (its room opens; the mailbox gets the whole game), and both
 * browsers share this machine's two cores: B's start would otherwise be measured against A's
 * burst, which on two machines it never meets.
 */
async function waitForQuiet(page, quietMs = 1000, limitMs = 20_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const idleFor = await page.evaluate(() => performance.now() - window.__benchQuiet.lastBusyAt);
    if (idleFor >= quietMs) return;
    await page.waitForTimeout(Math.max(50, quietMs - idleFor));
  }
}

/** Functions by inclusive time (each counted once per sample, however deep it recurses). */
function inclusiveTop(profile, count = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''}`.trim();
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + dt);
    }
  });
  return [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([fn, ms]) => ({ fn, ms: round(ms, 1) }));
}

/** A imports and shares the big table; B joins and is measured. Every browser and the server are closed whatever happens. */
export async function measureJoin({ chromiumPath, launchArgs, viewport, log = console.log, count = 5000, seed = 20240601, profileTo = null }) {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${server.port}/`;
  const peers = [];
  const launch = async (initScripts) => {
    const peer = await launchPeer({ chromiumPath, launchArgs, viewport }, { initScripts });
    peers.push(peer);
    peer.page.on('pageerror', (e) => log(`[join page error] ${e.message}`));
    return peer;
  };
  try {
    const [a, b] = await Promise.all([launch([]), launch([])]);
    await b.context.addInitScript(joinWatcher, count);
    await a.context.addInitScript(quietWatcher);
    await a.page.goto(appUrl);
    await a.page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
    let t0 = performance.now();
    const scenario = JSON.stringify(makeScenario(seed, count));
    await a.page.evaluate((text) => window.sandtable.importScenario(text), scenario);
    await a.page.waitForFunction((n) => window.sandtable.listPieces().length === n, count, { polling: 200, timeout: 120_000 });
    const link = await a.page.evaluate(() => window.sandtable.shareLink());
    log(`join: A imported ${count.toLocaleString('en')} counters (${(scenario.length / 1e6).toFixed(1)} MB of scenario) and shared in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    await waitForQuiet(a.page);
    log(`join: A was quiet (no long task for 1 s) ${Math.round(performance.now() - t0)} ms after sharing`);

    // B loads the app first, so the profiler attaches to the renderer that then opens the link (a new document, same origin).
    await b.page.goto(appUrl);
    let cdp = null;
    if (profileTo) {
      cdp = await b.context.newCDPSession(b.page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    t0 = performance.now();
    await b.page.goto(link.replace('/#/', '/?join#/'));
    await b.page.waitForFunction(() => window.__benchJoin?.framedAt != null, null, { polling: 100, timeout: 180_000 }).catch(async () => {
      const state = await b.page.evaluate(() => ({ pieces: window.sandtable?.listPieces().length, badge: { ...document.querySelector('[data-testid=room-status]')?.dataset } }));
      throw new Error(`join: B did not list all ${count} counters within 180 s (${JSON.stringify(state)}).`);
    });
    const box = await b.page.evaluate(() => document.querySelector('[data-testid="table"]')?.getBoundingClientRect().toJSON());
    const spot = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: 400, y: 300 };
    for (let i = 0; i < 200 && !(await b.page.evaluate(() => window.__benchJoin.pointerAt !== null)); i++) await b.page.mouse.move(spot.x + (i % 2), spot.y);
    const wallS = (performance.now() - t0) / 1000;
    let top = null;
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      top = inclusiveTop(profile);
    }
    await b.page.waitForTimeout(tailMs);
    const rec = await b.page.evaluate(() => {
      const r = window.__benchJoin;
      r.stopped = true;
      return { ...r, markAt: performance.getEntriesByName('sandtable:table-arrived')[0]?.startTime ?? null, marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('sandtable:')).map((m) => ({ name: m.name, at: m.startTime })) };
    });
    const pieces = await b.page.evaluate(() => window.sandtable.listPieces().length);
    if (pieces !== count) throw new Error(`join: B lists ${pieces} counters at the end, not ${count}.`);
    const arrivedAt = rec.markAt ?? rec.hookArrivedAt;
    if (arrivedAt === null || rec.pointerAt === null) throw new Error(`join: could not time the join (arrival ${arrivedAt}, pointer ${rec.pointerAt}).`);
    const until = rec.pointerAt + tailMs;
    const tasks = rec.longTasks.filter((t) => t.start <= until);
    const afterArrival = tasks.filter((t) => t.start + t.duration >= arrivedAt);
    const longest = (xs) => round(Math.max(0, ...xs.map((t) => t.duration)), 0);
    const result = {
      count,
      arrivedAt: round(arrivedAt, 0),
      arrivalFrom: rec.markAt !== null ? 'mark' : 'data channel',
      /** Arrival → all pieces listed, a frame drawn, a pointer event handled. */
      interactiveMs: round(rec.pointerAt - arrivedAt, 0),
      listedMs: round(rec.listedAt - arrivedAt, 0),
      firstPieceMs: round(rec.firstPieceAt - arrivedAt, 0),
      /** Navigation → interactive, and first data-channel message → arrival (the transfer). */
      navigationToInteractiveMs: round(rec.pointerAt, 0),
      transferMs: rec.firstMessageAt === null ? null : round(arrivedAt - rec.firstMessageAt, 0),
      longestTaskMs: longest(tasks),
      longestTaskAfterArrivalMs: longest(afterArrival),
      tasksOver200: tasks.filter((t) => t.duration > 200).length,
      tasksOver50AfterArrival: afterArrival.filter((t) => t.duration > 50).length,
      longestFrameGapMs: round(Math.max(0, ...rec.gaps.filter((g) => g.at <= until).map((g) => g.gap)), 0),
      progressSeen: rec.progress.length,
      progressBelowTotal: rec.progress.filter((p) => p.value < p.max).length,
      /** Long tasks after arrival: [start − arrival, duration]. */
      tasks: afterArrival.map((t) => [round(t.start - arrivedAt, 0), round(t.duration, 0)]),
      /** Every task over 100 ms from navigation on, the page's start included: [start − arrival, duration]. */
      tasksOver100: tasks.filter((t) => t.duration > 100).map((t) => [round(t.start - arrivedAt, 0), round(t.duration, 0)]),
      marks: rec.marks.map((m) => `${m.name}@${Math.round(m.at)}`),
      wallS: round(wallS, 1),
      top,
    };
    log(`join: B (${count} counters) interactive ${result.interactiveMs} ms after the data arrived (${result.arrivalFrom}); longest task ${result.longestTaskMs} ms, ${result.tasksOver200} over 200 ms, longest frame gap ${result.longestFrameGapMs} ms; progress bar seen ${result.progressSeen}× (${result.progressBelowTotal} below the total)`);
    return result;
  } finally {
    await Promise.all(peers.map((p) => p.close()));
    server.server.close();
  }
}

/** The figures of one join of `count` counters for results.json (null where the join failed). */
export function joinKeys(count, r) {
  const ok = r && !r.error;
  return {
    [`join_${count}_interactive_ms`]: ok ? r.interactiveMs : null,
    [`join_${count}_longest_task_ms`]: ok ? r.longestTaskMs : null,
    [`join_${count}_tasks_over_200`]: ok ? r.tasksOver200 : null,
    [`join_${count}_transfer_ms`]: ok ? r.transferMs : null,
    ...(r?.error ? { [`join_${count}_error`]: r.error } : {}),
  };
}
