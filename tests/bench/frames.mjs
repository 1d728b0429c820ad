/**
 * Frame timing shared by the app and baseline measurements: a requestAnimationFrame recorder in the
 * page, a real-mouse drag along a straight path, percentiles, and an optional CPU profile.
 *
 * Chromium runs with --disable-gpu-vsync and --disable-frame-rate-limit, so rAF fires as soon as the
 * previous frame is done instead of every 16.7 ms: the interval between rAF callbacks is then the
 * real cost of producing a frame (script, style, layout, canvas raster, compositing).
 */
import { writeFileSync } from 'node:fs';

/**
 * Starts recording performance.now() at every animation frame (the loop stops when stopped), noting
 * which frames handled a pointer move. Two details make the intervals mean "cost of a frame":
 * - A frame with nothing to draw is still paced at ~16.7 ms even with the frame-rate limit off, so
 *   every frame flips the colour of a 1×1 pixel: a tiny damage that keeps frames unthrottled.
 * - Mouse moves are rAF-aligned: Chromium dispatches them at the start of a frame, before its rAF
 *   callbacks, so the move handled at tick i is drawn before tick i+1; that interval is a drag frame.
 */
export function startFrames(page) {
  return page.evaluate(() => {
    const px = document.createElement('div');
    px.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:99999';
    document.body.append(px);
    const rec = (window.__benchFrames = { on: true, t: [], input: [], moved: false, px });
    const onMove = () => (rec.moved = true);
    window.addEventListener('pointermove', onMove, true);
    rec.off = () => window.removeEventListener('pointermove', onMove, true);
    const loop = () => {
      if (!rec.on) return;
      rec.t.push(performance.now());
      rec.input.push(rec.moved);
      rec.moved = false;
      px.style.background = rec.t.length % 2 ? '#000001' : '#000002';
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

/** Stops the recorder; returns every frame interval in ms, and those of frames that drew a move. */
export function stopFrames(page) {
  return page.evaluate(() => {
    const rec = window.__benchFrames;
    rec.on = false;
    rec.off();
    rec.px.remove();
    const all = [];
    const drag = [];
    for (let i = 1; i < rec.t.length; i++) {
      all.push(rec.t[i] - rec.t[i - 1]);
      if (rec.input[i - 1]) drag.push(rec.t[i] - rec.t[i - 1]);
    }
    return { all, drag };
  });
}

/** Nearest-rank percentile. */
export function percentile(xs, p) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/** Summary of a drag's frames: drag frames (those that drew a move) and, for reference, all frames. */
export function frameStats(frames, moves, wallMs) {
  const stats = (xs) => ({ frames: xs.length, p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), max: round(Math.max(...xs)) });
  return {
    ...stats(frames.drag),
    all: stats(frames.all),
    /** Wall time of the whole drag divided by the mouse moves: how fast the page keeps up with input. */
    msPerMove: round(wallMs / moves),
  };
}

/**
 * Drags with the real mouse: press at `from`, `steps` moves along a straight line to
 * `from + delta`, release. With `record`, frame intervals from the first move to the release are
 * returned, and (with `profileTo`) a CPU profile of the same span is written.
 */
export async function drag(page, from, delta, steps, { record = false, profileTo = null } = {}) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  let cdp = null;
  if (profileTo) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (record) await startFrames(page);
  const t0 = performance.now();
  for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + (delta.x * i) / steps, from.y + (delta.y * i) / steps);
  const wallMs = performance.now() - t0;
  const frames = record ? await stopFrames(page) : null;
  let profile = null;
  if (cdp) {
    ({ profile } = await cdp.send('Profiler.stop'));
    await cdp.detach();
    writeFileSync(profileTo, JSON.stringify(profile));
  }
  await page.mouse.up();
  return { frames, wallMs, profile };
}

/** The functions with the most self time in a CPU profile (ms), for a quick look at what dominates. */
export function topFunctions(profile, count = 12) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id).callFrame;
    const url = f.url ? f.url.split('/').pop() : '';
    const key = `${f.functionName || '(anonymous)'} ${url}${f.url ? `:${f.lineNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: round(ms, 1), share: `${((100 * ms) / total).toFixed(1)}%` }));
}
