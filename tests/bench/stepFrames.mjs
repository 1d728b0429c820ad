/**
 * Input → frame, one input at a time: the recorder behind the wheel-zoom and pan measurements
 * (onscreen.mjs). It looks at a page only through the browser: requestAnimationFrame, event
 * listeners, the 2D canvas API, a MutationObserver and PerformanceObserver, so it means the same
 * on the app and on the baseline page whatever draws their counters.
 *
 * In the page (installStepRecorder, sent with page.evaluate, so it stands alone):
 * - frames: performance.now() at every animation frame (rAF unthrottled, as frames.mjs explains,
 *   with the same 1 px flip to keep frames coming), and when each frame's main-thread work is over
 *   (a message posted from the rAF callback runs after the frame's rendering update);
 * - visual changes: any 2D drawing call on a canvas that is in the document, and any DOM mutation
 *   under the table's element (a renderer that pans by moving its canvas with CSS counts too) but
 *   an attribute written with the value it had, which changes nothing a person sees;
 *   noted at most once per half frame, so the hook costs both pages the same few nanoseconds;
 * - inputs: wheel and pointer events, with event.timeStamp (when the input was made) and when a
 *   capturing listener on window saw it (before the page's own handlers);
 * - long tasks: PerformanceObserver 'longtask' entries (tasks of 50 ms or more).
 *
 * In Node (stepFigures): for each input, the frame that shows the visual change it caused: the
 * first frame with a change after the input was handled, or the last of a run of consecutive
 * frames with changes starting there (a page may draw one layer at once and another in the next
 * frame). A change made before a frame's rendering update has finished is in that frame, one made
 * later in the next; the frame is on screen when the next one starts (its main-thread work done).
 * Input latency = that moment − event.timeStamp; "settled" runs to the last change of the step
 * (later refinements, e.g. a sharper redraw after a zoom). The step's frames = from the frame that
 * handled the input to the one that showed it; their longest interval bounds any task in them (a
 * task cannot span the start of a frame), next to the 'longtask' entries that overlap the step.
 */
import { percentile, round } from './frames.mjs';

/** In the page: starts recording frames, visual changes, inputs and long tasks (see the file's comment). */
export function installStepRecorder({ selector }) {
  const rec = (window.__steps = { on: true, t: [], done: [], changes: [], inputs: [], longtasks: [], boundary: 0 });
  const note = () => {
    const last = rec.changes[rec.changes.length - 1];
    if (last === undefined || last < rec.boundary) rec.changes.push(performance.now());
  };
  if (!window.__stepHooked) {
    window.__stepHooked = true;
    const proto = CanvasRenderingContext2D.prototype;
    for (const name of ['drawImage', 'clearRect', 'fillRect', 'putImageData', 'fill', 'stroke', 'fillText']) {
      const original = proto[name];
      proto[name] = function (...args) {
        if (window.__steps?.on && this.canvas.isConnected) window.__steps.note();
        return original.apply(this, args);
      };
    }
  }
  rec.note = note;
  const root = document.querySelector(selector);
  if (!root) throw new Error(`step recorder: no element ${selector}`);
  // An attribute written with the value it had changes nothing on screen: not a visual change.
  const changed = (r) => r.type !== 'attributes' || r.target.getAttribute(r.attributeName) !== r.oldValue;
  const observer = new MutationObserver((records) => rec.on && records.some(changed) && note());
  observer.observe(root, { attributes: true, attributeOldValue: true, childList: true, subtree: true, characterData: true });
  const onInput = (e) => rec.on && rec.inputs.push({ type: e.type, ts: e.timeStamp, at: performance.now() });
  const types = ['wheel', 'pointermove', 'pointerdown', 'pointerup'];
  types.forEach((type) => window.addEventListener(type, onInput, { capture: true, passive: true }));
  let longtasks = null;
  try {
    longtasks = new PerformanceObserver((list) => list.getEntries().forEach((e) => rec.longtasks.push({ start: e.startTime, duration: e.duration })));
    longtasks.observe({ type: 'longtask' });
  } catch {
    rec.longtasks = null; // not supported: reported as null
  }
  const px = document.createElement('div');
  px.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:99999';
  document.body.append(px);
  const channel = new MessageChannel();
  channel.port1.onmessage = (e) => {
    rec.done[e.data] = rec.boundary = performance.now();
  };
  rec.stop = () => {
    rec.on = false;
    observer.disconnect();
    longtasks?.disconnect();
    types.forEach((type) => window.removeEventListener(type, onInput, { capture: true }));
    px.remove();
    channel.port1.close();
  };
  const loop = () => {
    if (!rec.on) return;
    const now = performance.now();
    rec.t.push(now);
    rec.boundary = now;
    channel.port2.postMessage(rec.t.length - 1);
    px.style.background = rec.t.length % 2 ? '#000001' : '#000002';
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

/**
 * In the page, after an input was sent: resolves once a visual change has happened since `since`
 * and then nothing changed for `quietMs` and at least 4 frames (or after `maxMs`), with the time.
 */
export function waitStepShown({ since, quietMs = 40, maxMs = 2000 }) {
  const rec = window.__steps;
  const t0 = performance.now();
  return new Promise((resolve) => {
    let lastSeen = -1;
    let quietFrames = 0;
    const tick = () => {
      const now = performance.now();
      const last = rec.changes[rec.changes.length - 1] ?? -1;
      if (last !== lastSeen) {
        lastSeen = last;
        quietFrames = 0;
      } else quietFrames++;
      if (last >= since && quietFrames >= 4 && now - last >= quietMs) return resolve({ end: now, timedOut: false });
      if (now - t0 > maxMs) return resolve({ end: now, timedOut: true });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** In the page: stops the recorder and returns what it saw. */
export function collectSteps() {
  const rec = window.__steps;
  rec.stop();
  return { t: rec.t, done: rec.done, changes: rec.changes, inputs: rec.inputs, longtasks: rec.longtasks };
}

/** In the page: performance.now(), marking where a step starts. */
export const pageNow = () => performance.now();

/** Index of the frame whose rendering update includes something done at `time` (see the file's comment). */
function frameIndex(rec, time) {
  let lo = 0;
  let hi = rec.t.length - 1;
  if (time < rec.t[0]) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (rec.t[mid] <= time) lo = mid;
    else hi = mid - 1;
  }
  const done = rec.done[lo];
  return done !== undefined && time < done ? lo : lo + 1;
}

/**
 * Per-step figures from the recorder's data. `steps`: [{ since, end, type }] (type: the DOM event
 * the step sent, 'wheel' or 'pointermove'). Returns { latency[], frames[], longest[], longtasks[],
 * missed } (missed: steps with no input seen or nothing shown).
 */
export function stepFigures(rec, steps) {
  const out = { latency: [], settled: [], frames: [], longest: [], longtasks: [], missed: 0 };
  for (const step of steps) {
    const input = rec.inputs.find((i) => i.type === step.type && i.at >= step.since && i.at <= step.end);
    const changes = input ? rec.changes.filter((c) => c >= input.at && c <= step.end) : [];
    if (!input || !changes.length) {
      out.missed++;
      continue;
    }
    const handled = frameIndex(rec, input.at);
    // A response drawn over consecutive frames (one layer now, another in the next frame) is shown
    // when the last of them is; a change after a frame with none is a later refinement ("settled").
    const changed = new Set(changes.map((c) => frameIndex(rec, c)));
    let shown = frameIndex(rec, changes[0]);
    while (changed.has(shown + 1)) shown++;
    const settled = frameIndex(rec, changes[changes.length - 1]);
    if (shown + 1 >= rec.t.length) {
      out.missed++;
      continue;
    }
    out.latency.push(rec.t[shown + 1] - input.ts);
    out.settled.push(rec.t[Math.min(settled + 1, rec.t.length - 1)] - input.ts);
    const intervals = [];
    for (let k = handled; k <= shown; k++) intervals.push(rec.t[k + 1] - rec.t[k]);
    out.frames.push(...intervals);
    out.longest.push(Math.max(...intervals));
    if (rec.longtasks) out.longtasks.push(...rec.longtasks.filter((l) => l.start + l.duration > input.ts && l.start < step.end).map((l) => l.duration));
  }
  return out;
}

/** Long tasks that overlap a window of time (the settling after a gesture). */
export function longtasksIn(rec, from, to) {
  return rec.longtasks ? rec.longtasks.filter((l) => l.start + l.duration > from && l.start < to).map((l) => l.duration) : null;
}

/** Summary of one gesture's steps (ms): frames, input latency, longest frame and long tasks. */
export function stepStats(figures, settleLongtasks, hasLongtasks) {
  const { latency, settled, frames, longest, longtasks, missed } = figures;
  const max = (xs) => (xs.length ? round(Math.max(...xs)) : 0);
  return {
    steps: latency.length,
    missed,
    frameP50: round(percentile(frames, 50)),
    frameP95: round(percentile(frames, 95)),
    frameMax: max(frames),
    frames: frames.length,
    inputP50: round(percentile(latency, 50)),
    inputP95: round(percentile(latency, 95)),
    inputMax: max(latency),
    settledP95: round(percentile(settled, 95)),
    /** Own measure: the longest frame interval in any step (bounds the longest task in it). */
    longestFrame: max(longest),
    /** PerformanceObserver: the longest task of 50 ms or more overlapping a step (0: none), and how many. */
    longtaskMax: hasLongtasks ? max(longtasks) : null,
    longtasksOver50: hasLongtasks ? longtasks.length : null,
    /** Long tasks in the half second after the gesture (deferred redraws, e.g. the baseline's re-cache). */
    settleLongtaskMax: settleLongtasks ? max(settleLongtasks) : null,
    settleLongtasksOver50: settleLongtasks ? settleLongtasks.length : null,
  };
}

/**
 * Input → frame for a stream of moves (a drag, not paced): for each pointermove the recorder saw
 * between the press and the release, event.timeStamp → the end of the frame that shows its change,
 * found as for a step (stepFigures) among the frames before the next move is handled. A move
 * whose change was superseded by the next one's is shown by the frame that shows that one.
 */
export function moveLatencies(rec) {
  const down = rec.inputs.findIndex((i) => i.type === 'pointerdown');
  const up = rec.inputs.findIndex((i, k) => k > down && i.type === 'pointerup');
  const moves = rec.inputs.slice(down + 1, up < 0 ? undefined : up).filter((i) => i.type === 'pointermove');
  const out = [];
  moves.forEach((input, k) => {
    const next = moves[k + 1]?.at ?? Infinity;
    const first = rec.changes.find((c) => c >= input.at);
    if (down < 0 || first === undefined) return;
    const changed = new Set(rec.changes.filter((c) => c >= input.at && c < next).map((c) => frameIndex(rec, c)));
    let shown = frameIndex(rec, first);
    while (changed.has(shown + 1)) shown++;
    if (shown + 1 < rec.t.length) out.push(rec.t[shown + 1] - input.ts);
  });
  return out;
}

const settleAfterMs = 500;

/**
 * Runs one gesture as steps in `page` (recorder on `selector`): `act(i)` sends step i's input (a
 * DOM event of type `type`), then waits until the page has shown it and been quiet. `probe` reads
 * something that must change over the gesture's first half (else the input went nowhere; null
 * skips the check, for gestures the caller verifies itself). Returns stepStats.
 */
export async function stepGesture(page, selector, type, count, act, probe, what) {
  await page.evaluate(installStepRecorder, { selector });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  const steps = [];
  const before = probe ? await probe() : null;
  let middle = null;
  for (let i = 0; i < count; i++) {
    const since = await page.evaluate(pageNow);
    await act(i);
    const { end } = await page.evaluate(waitStepShown, { since });
    steps.push({ since, end, type });
    if (probe && i === count / 2 - 1) middle = await probe();
  }
  const lastEnd = steps[steps.length - 1].end;
  await page.waitForTimeout(settleAfterMs);
  const rec = await page.evaluate(collectSteps);
  if (probe && JSON.stringify(before) === JSON.stringify(middle)) throw new Error(`${what}: the view did not change (${JSON.stringify(before)}); the input did not reach the page as intended.`);
  return stepStats(stepFigures(rec, steps), longtasksIn(rec, lastEnd, lastEnd + settleAfterMs), rec.longtasks !== null);
}
