/**
 * The touch section: the benchmark table (2,000 counters) on a touch screen, each finger gesture
 * beside its mouse equivalent in the same page and the same run — a stack dragged with a finger
 * against the same drag with the mouse, a two-finger pinch against wheel zooming.
 *
 * One input at a time (stepFrames.mjs, as the onscreen section): each move or notch is sent, and
 * the next waits until the page has shown it and been quiet; the figures are the frames from the
 * input's handling to the frame showing it, and input → frame latency. Timing every frame while a
 * gesture streams its inputs instead would compare input rates, not the app: the browser acks a
 * CDP touch move several times faster than a mouse move, so a streamed mouse drag spends most of
 * its frames idle between moves and its p95 looks 2–3× better than the same work done by finger.
 */
import { chromium } from 'playwright-core';
import { round } from './frames.mjs';
import { boardId, pieceCount, stackHex } from './scenario.mjs';
import { stepGesture } from './stepFrames.mjs';

const steps = 60;
const table = '[data-testid="table"]';
const settle = (page, ms) => page.evaluate((ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms)))), ms);

const along = (from, to, i) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });

/** How many counters stand on the stack's own hex (5 before the drag out, 0 after; a check that a drag moved it). */
const onStackHex = (page) => page.evaluate((h) => window.sandtable.listPieces().filter((p) => p.hex === h).length, stackHex);

/** Moves sent at once after the press, as a hand picks a counter up (before a long press could open the menu); not measured. */
const pickUp = 3;

/** A drag from `from` to `to`, its moves after the pick-up measured, with `press`, `move` and `release` the input's own. */
async function timedDrag(page, { press, move, release }, what) {
  const before = await onStackHex(page);
  await press();
  for (let i = 1; i <= pickUp; i++) await move(i);
  const stats = await stepGesture(page, table, 'pointermove', steps - pickUp, (i) => move(pickUp + i + 1), null, what);
  await release();
  await settle(page, 300);
  if ((await onStackHex(page)) === before) throw new Error(`${what}: the stack did not move; the input did not reach the page as intended.`);
  return stats;
}

const mouseDrag = (page, from, to) => ({
  press: async () => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
  },
  move: (i) => page.mouse.move(along(from, to, i).x, along(from, to, i).y),
  release: () => page.mouse.up(),
});

const fingerDrag = (cdp, from, to) => {
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 0 }] : [] });
  return { press: () => touch('touchStart', from), move: (i) => touch('touchMove', along(from, to, i)), release: () => touch('touchEnd', null) };
};

/** Wheel notches in then out around `at`, one step each. */
async function wheelZoom(page, at, probe) {
  await page.mouse.move(at.x, at.y);
  return stepGesture(page, table, 'wheel', steps, (i) => page.mouse.wheel(0, i < steps / 2 ? -60 : 60), probe, 'wheel zoom');
}

/** Two fingers spread from 100 to 400 px apart around `at` and back, one step per move. */
async function pinch(cdp, page, at, probe) {
  const fingers = (gap) => [{ x: at.x - gap / 2, y: at.y, id: 0 }, { x: at.x + gap / 2, y: at.y, id: 1 }];
  const gapAt = (i) => 100 + 300 * (i <= steps / 2 ? i / (steps / 2) : (steps - i) / (steps / 2));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100).slice(0, 1) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100) });
  const stats = await stepGesture(page, table, 'pointermove', steps, (i) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gapAt(i + 1)) }), probe, 'pinch');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return stats;
}

/** Frames and latency of several turns of one gesture: the worse turn's figures. */
function worstTurn(turns) {
  const worse = (k) => Math.max(...turns.map((t) => t[k]));
  return { steps: turns.reduce((n, t) => n + t.steps, 0), missed: turns.reduce((n, t) => n + t.missed, 0), p50: worse('frameP50'), p95: worse('frameP95'), inputP95: worse('inputP95') };
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
    const probe = () => page.evaluate(([b, h]) => window.sandtable.screenPointOfHex(b, h), [boardId, stackHex]);
    // Each gesture and its mouse equivalent take turns, twice (the stack goes and comes back), so a
    // burst of noise on a busy machine falls on both; each reports its worse turn.
    const runs = { mouse: [], finger: [], wheel: [], pinch: [] };
    for (let round = 0; round < 2; round++) {
      runs.mouse.push(await timedDrag(page, mouseDrag(page, from, to), 'mouse drag'));
      runs.finger.push(await timedDrag(page, fingerDrag(cdp, to, from), 'finger drag'));
      runs.wheel.push(await wheelZoom(page, centre, probe));
      runs.pinch.push(await pinch(cdp, page, centre, probe));
    }
    const [mouse, finger, wheel, twoFingers] = [runs.mouse, runs.finger, runs.wheel, runs.pinch].map(worstTurn);
    log(`touch: drag frames p95 ${finger.p95} ms by finger, ${mouse.p95} ms by mouse (input → frame p95 ${finger.inputP95} / ${mouse.inputP95} ms); pinch frames p95 ${twoFingers.p95} ms, wheel zoom ${wheel.p95} ms (input → frame p95 ${twoFingers.inputP95} / ${wheel.inputP95} ms); missed steps ${finger.missed + mouse.missed + twoFingers.missed + wheel.missed}`);
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
    touch_drag_input_p95_ms: r?.finger.inputP95 ?? null,
    mouse_drag_input_p95_ms: r?.mouse.inputP95 ?? null,
    pinch_input_p95_ms: r?.pinch.inputP95 ?? null,
    wheel_zoom_input_p95_ms: r?.wheel.inputP95 ?? null,
  };
}
