/**
 * Frame timing shared by the app and baseline measurements: a requestAnimationFrame recorder in the
 * page, a real-mouse drag along a straight path, percentiles, and an optional CPU profile.
 *
 * Chromium runs with --disable-gpu-vsync and --disable-frame-rate-limit, so rAF fires as soon as the
 * previous frame is done instead of every 16.7 ms (provided each frame draws something; see
 * startFrames): the interval between rAF callbacks is then the real cost of producing a frame
 * (input handling, script, style, layout, canvas drawing, compositing).
 */
import { writeFileSync } from 'node:fs';

/**
 * Starts recording performance.now() at every animation frame (the loop stops when stopped), noting
 * which frames handled a pointer move and when the button was released. Two details make the
 * intervals mean "cost of a frame":
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
    const rec = (window.__benchFrames = { on: true, t: [], input: [], moved: false, upAt: null, px });
    const onMove = () => (rec.moved = true);
    const onUp = (e) => (rec.upAt = e.timeStamp); // same clock as performance.now()
    window.addEventListener('pointermove', onMove, true);
    window.addEventListener('pointerup', onUp, true);
    rec.off = () => {
      window.removeEventListener('pointermove', onMove, true);
      window.removeEventListener('pointerup', onUp, true);
    };
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

/**
 * Stops the recorder. Returns the intervals (ms) of frames that drew a move (`drag`) and of the
 * frames between them (`idle`), up to the release; and `drop`: from the release to the end of the
 * first frame after it (the release handler runs at once; that frame draws the result).
 */
export function stopFrames(page) {
  return page.evaluate(() => {
    const rec = window.__benchFrames;
    rec.on = false;
    rec.off();
    rec.px.remove();
    const drag = [];
    const idle = [];
    let drop = null;
    for (let i = 1; i < rec.t.length; i++) {
      if (rec.upAt !== null && rec.t[i - 1] > rec.upAt) {
        drop = rec.t[i] - rec.upAt;
        break;
      }
      // A move may be drawn in the frame that handled it or in the next one (React or Konva may
      // defer the draw by a frame), so a drag frame counts the longer of the two, on both pages.
      if (rec.input[i - 1]) drag.push(Math.max(rec.t[i] - rec.t[i - 1], i + 1 < rec.t.length ? rec.t[i + 1] - rec.t[i] : 0));
      else idle.push(rec.t[i] - rec.t[i - 1]);
    }
    return { drag, idle, drop };
  });
}

/** Nearest-rank percentile. */
export function percentile(xs, p) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/** Summary of a drag's frames: those that drew a move (the figure of interest) and the idle ones between. */
export function frameStats(frames, moves, wallMs) {
  const stats = (xs) => ({ frames: xs.length, p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), max: round(Math.max(...xs)) });
  return {
    ...stats(frames.drag),
    /** Release → the frame that draws the dropped stack has finished. */
    dropMs: round(frames.drop),
    /** The first drag frame: the press has just become a drag, so it includes lifting the stack. */
    first: round(frames.drag[0]),
    idle: stats(frames.idle),
    /** Wall time of the whole drag per mouse move (includes the CDP round trip of every move). */
    msPerMove: round(wallMs / moves),
  };
}

/** Resolves after `n` animation frames. */
function waitFrames(page, n) {
  return page.evaluate((n) => new Promise((resolve) => {
    const tick = (left) => (left ? requestAnimationFrame(() => tick(left - 1)) : resolve());
    tick(n);
  }), n);
}

/**
 * Drags with the real mouse: press at `from`, `steps` moves along a straight line to
 * `from + delta`, release. With `record`, the frames from the first move to just after the drop
 * are recorded, and (with `profileTo`) a CPU profile of the moves is written.
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
  let profile = null;
  if (cdp) {
    ({ profile } = await cdp.send('Profiler.stop'));
    await cdp.detach();
    writeFileSync(profileTo, JSON.stringify(profile));
  }
  await page.mouse.up();
  if (!record) return { wallMs };
  await waitFrames(page, 5); // let the drop be drawn while the recorder still runs
  return { frames: await stopFrames(page), wallMs, profile };
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
