/**
 * The drag-everything section: a player selects every counter (Ctrl+A) and drags them all with the
 * real mouse, in the app and in the bare-Konva baseline page, which lifts its counters into one
 * group cached as one bitmap (the best way it knows, tests/bench/baseline.html). Reported: input →
 * frame latency of the moves, the longest task from the press to the drop, and press → the table
 * settled after the drop (the app's counter tiles repainted; the baseline's cache redrawn).
 */
import { drag, percentile, round } from './frames.mjs';
import { collectSteps, installStepRecorder, moveLatencies } from './stepFrames.mjs';
import { openBaseline, sceneOf, settle } from './pages.mjs';
import { boardId, pieceCount } from './scenario.mjs';

const steps = 30;
/** Two hexes right on the benchmark grid (60 table units each), in table units. */
const shift = { x: 120, y: 0 };

/** What the recorder saw of one drag: latency of its moves, its long tasks, and press → settled. */
function figuresOf(rec, pressToSettledMs) {
  const latency = moveLatencies(rec);
  return {
    moves: latency.length,
    inputP50: round(percentile(latency, 50)),
    inputP95: round(percentile(latency, 95)),
    longestTask: rec.longtasks ? round(Math.max(0, ...rec.longtasks.map((l) => l.duration))) : null,
    pressToSettledMs: round(pressToSettledMs, 0),
  };
}

/** Drags with the recorder on; returns its figures, settled when `isSettled` (in the page) is true. */
async function recordedDrag(page, selector, from, delta, isSettled) {
  await page.evaluate(installStepRecorder, { selector });
  const t0 = performance.now();
  await drag(page, from, delta, steps);
  await page.waitForFunction(isSettled, null, { polling: 'raf', timeout: 60_000 });
  const pressToSettled = performance.now() - t0;
  await settle(page, 300);
  return figuresOf(await page.evaluate(collectSteps), pressToSettled);
}

/** Measures both pages in `context`; throws when a drag did not move every counter as meant. */
export async function measureDragAll(context, { appUrl, baselineUrl, scenario, log = console.log }) {
  const page = await context.newPage();
  page.on('pageerror', (e) => log(`[app page error] ${e.message}`));
  await page.goto(appUrl);
  await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
  await page.evaluate((text) => window.sandtable.importScenario(text), JSON.stringify(scenario));
  await page.waitForFunction((n) => window.sandtable.listPieces().length === n, pieceCount, { polling: 50, timeout: 60_000 });
  await settle(page, 800);

  const listed = await page.evaluate(() => window.sandtable.listPieces());
  const lead = listed.find((p) => p.stack.length === 1 && p.x < 3000);
  const from = await page.evaluate((id) => window.sandtable.screenPointOfPiece(id), lead.id);
  const scale = await page.evaluate(([b]) => {
    const a = window.sandtable.screenPointOfHex(b, '0101');
    const c = window.sandtable.screenPointOfHex(b, '9901');
    return (c.x - a.x) / (98 * 60);
  }, [boardId]);
  const delta = { x: shift.x * scale, y: shift.y * scale };
  // The baseline draws what the app shows before the drag, lifting everything with the lead on top.
  const order = listed.map((p, i) => i).filter((i) => listed[i].id !== lead.id);
  const scene = await sceneOf(page, scenario, []);
  scene.stack = [...order, listed.findIndex((p) => p.id === lead.id)];

  await page.mouse.click(from.x, from.y);
  await page.keyboard.press('Control+A');
  await settle(page, 500);
  const paintedAll = () => document.querySelector('[data-testid=paint-progress]')?.getAttribute('data-waiting') === '0';
  const app = await recordedDrag(page, '[data-testid="table"]', from, delta, paintedAll);
  const after = await page.evaluate(() => window.sandtable.listPieces());
  const moved = after.filter((p) => {
    const was = listed.find((q) => q.id === p.id);
    return was && Math.abs(p.x - was.x - shift.x) < 1 && Math.abs(p.y - was.y) < 1;
  }).length;
  if (moved < pieceCount * 0.9) throw new Error(`drag all: only ${moved} of ${pieceCount} counters moved ${shift.x} units right; the drag did not happen as intended.`);
  log(`drag all, app: input p95 ${app.inputP95} ms over ${app.moves} moves, longest task ${app.longestTask} ms, press → settled ${app.pressToSettledMs} ms (${moved} moved)`);
  await page.close();

  const base = await openBaseline(context, baselineUrl, scene, log);
  const target = await base.evaluate(() => window.bench.dragTarget);
  const baseline = await recordedDrag(base, '#stage', target, delta, () => window.bench.lifted() === 0);
  log(`drag all, baseline: input p95 ${baseline.inputP95} ms over ${baseline.moves} moves, longest task ${baseline.longestTask} ms, press → settled ${baseline.pressToSettledMs} ms`);
  await base.close();
  return { app, baseline };
}
