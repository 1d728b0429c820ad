/**
 * What one remote move costs the player who watches it: two players in Chromiums of their own
 * share the 2,000-counter benchmark game (tests/bench/scenario.mjs) with a log longer than the
 * panel shows; A drops counters with the real mouse, and B records, per move:
 *
 * - React commits and the components that rendered in them, through a minimal React DevTools
 *   hook installed before the app loads (React DOM and react-konva's reconciler report every commit
 *   to it, production builds included). A fiber rendered in a commit if it is new or did work
 *   (React's PerformedWork flag); a subtree whose child list is the one of the last commit was
 *   skipped by React and is not walked. A component that rendered with no rendered component above
 *   it is where a render started (renderSourcesPerMove), to find what re-renders without need.
 * - The longest main-thread task (PerformanceObserver `longtask`, which reports tasks over 50 ms),
 *   the longest gap between animation frames, and how long the data-channel message that carried
 *   the move took to handle.
 * - DOM mutations in the log panel (one new line should add one row, and drop the oldest shown).
 * - The Yjs update of the move, in bytes, and without its log line (that item's encoded size,
 *   worked out here from the update B received).
 *
 * A lifts and drags the counter first, then the window opens and A releases, so the figures are
 * for the drop (the document update and the drag's end in A's presence), not for the drag's cursor.
 * Figures are reported, never asserted. Run alone: `node tests/bench/remoteRenders.mjs` after `vite build`.
 */
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { startServer } from '../../server/serve.mjs';
import { launchPeer } from './launchPeer.mjs';
import { percentile, round } from './frames.mjs';
import { makeScenario } from './scenario.mjs';

const warmupMoves = 4;
const measuredMoves = 30;
/** Log lines written before B joins: more than the panel's 300, so every new line slides the shown window. */
const logLines = 320;
/** After the drop, how long B is watched for renders the update scheduled (React's scheduler, the log panel). */
const settleMs = 600;

/**
 * Init script for B (serialised by addInitScript, so self-contained): the DevTools hook, the
 * data-channel hook, the long-task observer and the frame clock, all recording into
 * `window.__rr` between `begin()` and `end()`.
 */
function rendersProbe() {
  const now = () => performance.now();
  const rr = { active: false, start: 0, cause: 'other', commits: [], updates: [], awarenessBytes: 0, tasks: [], frames: [], logMutations: 0, logRowsAdded: 0, logRowsRemoved: 0, logObserver: null };
  // Function, class, forwardRef, memo and simple-memo fibers: the ones that run a component's code.
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const hostTags = new Set([5, 6, 26, 27]);
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return type?.displayName || type?.name || `tag${fiber.tag}`;
  };
  // A component that rendered while no component above it did is where a render started (its own state or store changed).
  const rendered = (root) => {
    let components = 0;
    let hosts = 0;
    const names = {};
    const sources = {};
    const todo = [[root.current, false]];
    while (todo.length) {
      const [fiber, underRendered] = todo.pop();
      const before = fiber.alternate;
      let didRender = underRendered;
      if (componentTags.has(fiber.tag) && (before === null || (fiber.flags & 1) === 1)) {
        components++;
        const name = nameOf(fiber);
        names[name] = (names[name] ?? 0) + 1;
        if (!underRendered) sources[name] = (sources[name] ?? 0) + 1;
        didRender = true;
      } else if (hostTags.has(fiber.tag) && (before === null || before.memoizedProps !== fiber.memoizedProps)) hosts++;
      if (before !== null && fiber.child === before.child) continue;
      for (let child = fiber.child; child; child = child.sibling) todo.push([child, didRender]);
    }
    return { components, hosts, names, sources };
  };
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return ++renderers;
    },
    onCommitFiberRoot(renderer, root) {
      if (!rr.active) return;
      rr.commits.push({ at: now(), renderer, cause: rr.cause, ...rendered(root) });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };

  // Data channels: each sync-stream message is put together from its frames ([stream][last][id u32][payload])
  // and read as y-webrtc reads it (message type, then y-protocols' sync step and the update), out of its signed envelope.
  const partial = new Map();
  const readVarUint = (bytes, at) => {
    let n = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[at.i++];
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
      shift += 7;
    }
  };
  const classify = (data) => {
    if (!(data instanceof ArrayBuffer) || data.byteLength < 6) return { kind: 'other' };
    const frame = new Uint8Array(data);
    // Stream 0 is the plain sync, 2 the sync in its sender's signed envelope (src/trust/senderProof.ts: 98 bytes before the message).
    if (frame[0] !== 0 && frame[0] !== 2) return { kind: 'other' };
    const skip = frame[0] === 2 ? 98 : 0;
    const id = new DataView(data).getUint32(2, true);
    const parts = partial.get(id) ?? [];
    parts.push(frame.slice(6));
    if (frame[1] !== 1) return partial.set(id, parts), { kind: 'other' };
    partial.delete(id);
    const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (message.set(p, at), at + p.length), 0);
    const at = { i: skip };
    const type = readVarUint(message, at);
    if (type === 1) return { kind: 'awareness', bytes: message.length - skip };
    if (type !== 0) return { kind: 'other' };
    const step = readVarUint(message, at);
    if (step !== 2) return { kind: 'other' };
    const length = readVarUint(message, at);
    return { kind: 'update', update: message.slice(at.i, at.i + length) };
  };
  const handled = new WeakSet();
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    return add.call(
      this,
      type,
      function (event) {
        if (handled.has(event)) return listener.call(this, event);
        handled.add(event);
        const message = classify(event.data);
        if (message.kind !== 'other') rr.cause = message.kind;
        const t0 = now();
        listener.call(this, event);
        if (!rr.active) return;
        if (message.kind === 'update') rr.updates.push({ at: t0, ms: now() - t0, bytes: Array.from(message.update) });
        else if (message.kind === 'awareness') rr.awarenessBytes += message.bytes;
      },
      options,
    );
  };

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rr.tasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (t) => {
    if (rr.active) rr.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  const countLogMutations = (records) => {
    rr.logMutations += records.length;
    for (const r of records) {
      rr.logRowsAdded += [...r.addedNodes].filter((n) => n.nodeName === 'LI').length;
      rr.logRowsRemoved += [...r.removedNodes].filter((n) => n.nodeName === 'LI').length;
    }
  };
  rr.begin = () => {
    Object.assign(rr, { active: true, start: now(), commits: [], updates: [], awarenessBytes: 0, frames: [], logMutations: 0, logRowsAdded: 0, logRowsRemoved: 0 });
    rr.logObserver = new MutationObserver(countLogMutations);
    const list = document.querySelector('.log-panel ol');
    if (list) rr.logObserver.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  rr.updateCount = () => rr.updates.length;
  rr.end = () => {
    countLogMutations(rr.logObserver?.takeRecords() ?? []);
    rr.logObserver?.disconnect();
    rr.active = false;
    const end = now();
    const gaps = rr.frames.slice(1).map((t, i) => t - rr.frames[i]);
    const tasks = rr.tasks.filter((t) => t.start + t.ms >= rr.start && t.start <= end);
    return {
      commits: rr.commits.map(({ renderer, cause, components, hosts, names, sources }) => ({ renderer, cause, components, hosts, names, sources })),
      updates: rr.updates,
      awarenessBytes: rr.awarenessBytes,
      longestTask: Math.max(0, ...tasks.map((t) => t.ms)),
      longestFrameGap: Math.max(0, ...gaps),
      logMutations: rr.logMutations,
      logRowsAdded: rr.logRowsAdded,
      logRowsRemoved: rr.logRowsRemoved,
    };
  };
  window.__rr = rr;
}

/** In A: lone counters on screen, each with an empty hex beside it to shuttle to (a drop must not land on another counter). */
function pickShuttles(count) {
  const api = window.sandtable;
  const pieces = api.listPieces();
  const board = pieces[0].board;
  const box = document.querySelector('[data-testid="table"]').getBoundingClientRect();
  const onScreen = (p) => p && p.x > box.left + 60 && p.x < box.right - 60 && p.y > box.top + 60 && p.y < box.bottom - 60;
  const taken = new Set(pieces.map((p) => p.hex));
  const pad = (n) => String(n).padStart(2, '0');
  const shuttles = [];
  const used = new Set();
  for (const p of pieces) {
    if (shuttles.length >= count) break;
    if (p.kind !== 'unit' || p.stack.length !== 1 || !p.hex || !onScreen(api.screenPointOfPiece(p.id))) continue;
    const [col, row] = [Number(p.hex.slice(0, 2)), Number(p.hex.slice(2))];
    // Two columns over, same row: never a neighbour of the home hex, and free of counters on both ends.
    const target = [col + 2, col - 2].map((c) => `${pad(c)}${pad(row)}`).find((h) => !taken.has(h) && !used.has(h) && onScreen(api.screenPointOfHex(board, h)));
    if (!target) continue;
    used.add(target).add(p.hex);
    taken.add(target);
    shuttles.push({ id: p.id, home: p.hex, target });
  }
  return { board, shuttles };
}

/** Bytes of one update item as Yjs's V1 encoding writes it (Item.write): info, origins or parent, content. */
function itemBytes(item) {
  const e = encoding.createEncoder();
  encoding.writeUint8(e, 0);
  const id = (x) => (encoding.writeVarUint(e, x.client), encoding.writeVarUint(e, x.clock));
  if (item.origin) id(item.origin);
  if (item.rightOrigin) id(item.rightOrigin);
  if (!item.origin && !item.rightOrigin) {
    encoding.writeVarUint(e, typeof item.parent === 'string' ? 1 : 0);
    if (typeof item.parent === 'string') encoding.writeVarString(e, item.parent);
    else if (item.parent) id(item.parent);
    if (item.parentSub) encoding.writeVarString(e, item.parentSub);
  }
  const values = item.content?.arr ?? [];
  encoding.writeVarUint(e, values.length);
  for (const v of values) encoding.writeAny(e, v);
  return encoding.length(e);
}

/** A stored log line, as an array item's value: `{ t, w, x, … }`. */
const isLogLine = (v) => typeof v === 'object' && v !== null && typeof v.t === 'number' && typeof v.w === 'string' && typeof v.x === 'string';

/** The update's size, and its size without the log lines it appends. */
function updateSizes(bytes) {
  const update = Uint8Array.from(bytes);
  const { structs } = Y.decodeUpdate(update);
  const logBytes = structs.filter((s) => s.parentSub === null && s.content?.arr?.every(isLogLine)).reduce((sum, s) => sum + itemBytes(s), 0);
  return { bytes: update.byteLength, withoutLog: update.byteLength - logBytes };
}

/** Components that rendered (or, with `field` 'sources', where renders started), by name as the build left it, per move on average, most first. */
function renderedByName(runs, field = 'names') {
  const total = {};
  for (const r of runs) for (const c of r.commits) for (const [name, n] of Object.entries(c[field])) total[name] = (total[name] ?? 0) + n;
  return Object.fromEntries(Object.entries(total).sort((a, b) => b[1] - a[1]).map(([name, n]) => [name, round(n / runs.length)]));
}

/** Drags with the real mouse (a small first step lifts the counter) and stops short of releasing. */
async function liftAndDrag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const stats = (xs) => ({ mean: round(mean(xs)), p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), max: round(Math.max(...xs)) });

/** A makes the benchmark game, writes `logLines` chat lines, shares it; B joins and waits for the whole table over a direct connection. */
async function setUp(a, b, appUrl, log) {
  await a.goto(appUrl);
  await a.waitForFunction(() => !!window.sandtable, null, { timeout: 20_000 });
  const scenario = makeScenario();
  await a.evaluate((text) => window.sandtable.importScenario(text), JSON.stringify(scenario));
  await a.waitForFunction((n) => window.sandtable.listPieces().length === n, scenario.pieces.length, { timeout: 60_000 });
  const chat = a.getByRole('textbox', { name: 'Chat message' });
  for (let i = 0; i < logLines; i++) {
    await chat.fill(`line ${i + 1} of the long log`);
    await chat.press('Enter');
  }
  const link = await a.evaluate(() => window.sandtable.shareLink());
  const t0 = performance.now();
  await b.goto(link);
  await b.waitForFunction((n) => {
    const badge = document.querySelector('[data-testid=room-status]');
    return window.sandtable?.listPieces().length === n && badge?.dataset.state === 'connected' && badge.dataset.path === 'direct';
  }, scenario.pieces.length, { polling: 100, timeout: 90_000 });
  await b.waitForFunction((n) => document.querySelectorAll('.log-panel li').length >= n, 300, { timeout: 30_000 });
  log(`remote renders: B joined (${scenario.pieces.length} counters, ${logLines}+ log lines, direct) in ${Math.round(performance.now() - t0)} ms`);
}

/** One drop on A, watched on B; resolves to B's record of it. */
async function dropAndWatch(a, b, board, move) {
  const from = await a.evaluate((id) => window.sandtable.screenPointOfPiece(id), move.id);
  const to = await a.evaluate(([bd, hex]) => window.sandtable.screenPointOfHex(bd, hex), [board, move.to]);
  await liftAndDrag(a, from, to);
  await a.waitForTimeout(250); // the drag's presence reaches B and is drawn before the window opens
  await b.evaluate(() => window.__rr.begin());
  await a.mouse.up();
  await b.waitForFunction(() => window.__rr.updateCount() > 0, null, { polling: 25, timeout: 10_000 });
  await b.waitForTimeout(settleMs);
  const record = await b.evaluate(() => window.__rr.end());
  const there = await b.evaluate(([id, hex]) => window.sandtable.listPieces().find((p) => p.id === id)?.hex === hex, [move.id, move.to]);
  if (!there) throw new Error(`remote renders: ${move.id} did not reach ${move.to} on B.`);
  return record;
}

/**
 * Runs the measurement on a server of its own; both browsers and the server are closed whatever
 * happens. Resolves to per-move figures on B (means, p50, p95, max over the measured moves).
 */
export async function measureRemoteRenders({ chromiumPath, launchArgs, viewport, log = console.log }) {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${server.port}/`;
  const peers = [];
  const launch = async (initScripts) => {
    const peer = await launchPeer({ chromiumPath, launchArgs, viewport }, { initScripts });
    peers.push(peer);
    peer.page.on('pageerror', (e) => log(`[remote renders page error] ${e.message}`));
    return peer.page;
  };
  try {
    const [a, b] = await Promise.all([launch([]), launch([rendersProbe])]);
    await setUp(a, b, appUrl, log);
    const { board, shuttles } = await a.evaluate(pickShuttles, 4);
    if (shuttles.length < 2) throw new Error(`remote renders: found only ${shuttles.length} lone counters with a free hex beside them on A's screen.`);
    const at = shuttles.map((s) => s.home);
    const runs = [];
    for (let i = 0; i < warmupMoves + measuredMoves; i++) {
      const k = i % shuttles.length;
      const to = at[k] === shuttles[k].home ? shuttles[k].target : shuttles[k].home;
      const record = await dropAndWatch(a, b, board, { id: shuttles[k].id, to });
      at[k] = to;
      if (i >= warmupMoves) runs.push(record);
    }
    const sizes = runs.map((r) => r.updates.map((u) => updateSizes(u.bytes)));
    const sum = (xs) => xs.reduce((s, x) => s + x, 0);
    const result = {
      moves: runs.length,
      /** React commits per remote move, mean (what run.mjs reports as react_commits_per_remote_move). */
      perMove: round(mean(runs.map((r) => r.commits.length))),
      commitsPerMove: stats(runs.map((r) => r.commits.length)),
      componentsRenderedPerMove: stats(runs.map((r) => sum(r.commits.map((c) => c.components)))),
      hostNodesTouchedPerMove: stats(runs.map((r) => sum(r.commits.map((c) => c.hosts)))),
      commitsByCause: Object.fromEntries(['update', 'awareness', 'other'].map((cause) => [cause, round(mean(runs.map((r) => r.commits.filter((c) => c.cause === cause).length)))])),
      commitsByRenderer: Object.fromEntries([...new Set(runs.flatMap((r) => r.commits.map((c) => c.renderer)))].map((id) => [`renderer${id}`, round(mean(runs.map((r) => r.commits.filter((c) => c.renderer === id).length)))])),
      longestTaskMs: stats(runs.map((r) => r.longestTask)),
      longestFrameGapMs: stats(runs.map((r) => r.longestFrameGap)),
      updateHandlingMs: stats(runs.map((r) => sum(r.updates.map((u) => u.ms)))),
      logDomMutationsPerMove: stats(runs.map((r) => r.logMutations)),
      logRowsAddedPerMove: stats(runs.map((r) => r.logRowsAdded)),
      logRowsRemovedPerMove: stats(runs.map((r) => r.logRowsRemoved)),
      updatesPerMove: round(mean(runs.map((r) => r.updates.length))),
      updateBytesPerMove: stats(sizes.map((s) => sum(s.map((u) => u.bytes)))),
      updateBytesPerMoveWithoutLog: stats(sizes.map((s) => sum(s.map((u) => u.withoutLog)))),
      awarenessBytesPerMove: round(mean(runs.map((r) => r.awarenessBytes))),
      renderedComponentsPerMove: renderedByName(runs),
      renderSourcesPerMove: renderedByName(runs, 'sources'),
    };
    log(`remote renders: ${result.commitsPerMove.mean} commits and ${result.componentsRenderedPerMove.mean} components rendered per move on B; longest task p50 ${result.longestTaskMs.p50} ms, max ${result.longestTaskMs.max} ms`);
    return result;
  } finally {
    await Promise.all(peers.map((p) => p.close()));
    server.server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
  const result = await measureRemoteRenders({ chromiumPath, launchArgs, viewport: { width: 1600, height: 1000 } });
  console.log(JSON.stringify(result));
}
