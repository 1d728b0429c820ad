/**
 * The touch section: the benchmark table (2,000 counters) on a touch screen, each finger gesture
 * beside its mouse equivalent in the same page and the same run — a stack dragged with a finger
 * against the same drag with the mouse, a two-finger pinch against wheel zooming. Every frame while
 * a gesture runs is timed (a 1×1 pixel flips each frame, so frames are not paced); the p95 interval
 * is the figure, and the finger-to-mouse ratio is what compares across machines.
 */
import { chromium } from 'playwright-core';
import { percentile, round } from './frames.mjs';
import { boardId, pieceCount, stackHex } from './scenario.mjs';

const steps = 120;

/** Starts timing every animation frame in the page. */
const startFrames = (page) =>
  page.evaluate(() => {
    const px = document.createElement('div');
    px.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;z-index:99999';
    document.body.append(px);
    const rec = (window.__touchFrames = { on: true, t: [], px });
    const loop = () => {
      if (!rec.on) return;
      rec.t.push(performance.now());
      px.style.background = rec.t.length % 2 ? '#000001' : '#000002';
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });

/** Stops timing; the intervals between the frames drawn while the gesture ran. */
const stopFrames = (page) =>
  page.evaluate(() => {
    const rec = window.__touchFrames;
    rec.on = false;
    rec.px.remove();
    return rec.t.slice(1).map((t, i) => t - rec.t[i]);
  });

/** Times the frames of one gesture: its frame intervals. */
async function timeGesture(page, run) {
  await startFrames(page);
  await run();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return stopFrames(page);
}

/** p50/p95 of the frame intervals of several turns of one gesture. */
function pooled(turns) {
  const intervals = turns.flat();
  return { frames: intervals.length, p50: round(percentile(intervals, 50)), p95: round(percentile(intervals, 95)) };
}

const along = (from, to, i) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });

async function mouseDrag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(along(from, to, i).x, along(from, to, i).y);
  await page.mouse.up();
}

async function fingerDrag(cdp, from, to) {
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 0 }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= steps; i++) await touch('touchMove', along(from, to, i));
  await touch('touchEnd', null);
}

/** Zooms in then out around `at` with wheel notches, `steps` in all. */
async function wheelZoom(page, at) {
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < steps; i++) await page.mouse.wheel(0, i < steps / 2 ? -30 : 30);
}

/** Spreads two fingers from 100 to 400 px apart around `at` and back, `steps` moves in all. */
async function pinch(cdp, at) {
  const fingers = (gap) => [{ x: at.x - gap / 2, y: at.y, id: 0 }, { x: at.x + gap / 2, y: at.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100).slice(0, 1) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100) });
  for (let i = 1; i <= steps; i++) {
    const t = i <= steps / 2 ? i / (steps / 2) : (steps - i) / (steps / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(100 + 300 * t) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Runs the section in a browser of its own (unthrottled frames, a touch screen). */
export async function measureTouch({ appUrl, scenario, chromiumPath, launchArgs, unthrottled, viewport, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...launchArgs, ...unthrottled] });
  try {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
    await page.evaluate((text) => window.sandtable.importScenario(text), JSON.stringify(scenario));
    await page.waitForFunction((n) => window.sandtable.listPieces().length === n, pieceCount, { polling: 50, timeout: 60_000 });
    await page.waitForTimeout(800);
    const cdp = await context.newCDPSession(page);
    const from = await page.evaluate(([b, h]) => window.sandtable.screenPointOfHex(b, h), [boardId, stackHex]);
    const to = { x: from.x + 400, y: from.y + 120 };
    const centre = { x: viewport.width / 2, y: viewport.height / 2 };
    // Each gesture and its mouse equivalent take turns, twice, so a burst of noise on a busy machine
    // falls on both; the frames of both turns are pooled.
    const runs = { mouse: [], finger: [], wheel: [], pinch: [] };
    for (let round = 0; round < 2; round++) {
      runs.mouse.push(await timeGesture(page, () => mouseDrag(page, from, to)));
      runs.finger.push(await timeGesture(page, () => fingerDrag(cdp, to, from)));
      runs.wheel.push(await timeGesture(page, () => wheelZoom(page, centre)));
      runs.pinch.push(await timeGesture(page, () => pinch(cdp, centre)));
    }
    const [mouse, finger, wheel, twoFingers] = [runs.mouse, runs.finger, runs.wheel, runs.pinch].map(pooled);
    log(`touch: drag p95 ${finger.p95} ms by finger, ${mouse.p95} ms by mouse; pinch p95 ${twoFingers.p95} ms, wheel zoom ${wheel.p95} ms`);
    return { mouse, finger, wheel, pinch: twoFingers };
  } finally {
    await browser.close();
  }
}

/** The section's keys for the closing JSON line (null when it did not run). */
export function touchKeys(r) {
  const ratio = (a, b) => (a && b ? round(a / b, 3) : null);
  return {
    touch_drag_frame_p95_ms: r?.finger.p95 ?? null,
    mouse_drag_frame_p95_ms: r?.mouse.p95 ?? null,
    touch_drag_vs_mouse: ratio(r?.finger.p95, r?.mouse.p95),
    pinch_frame_p95_ms: r?.pinch.p95 ?? null,
    wheel_zoom_frame_p95_ms: r?.wheel.p95 ?? null,
    pinch_vs_wheel_zoom: ratio(r?.pinch.p95, r?.wheel.p95),
  };
}
