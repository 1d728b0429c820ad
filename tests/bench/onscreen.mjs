/**
 * The whole table in view: N counters on screen (mixed faces: 40 % cut from the counter sheet,
 * the rest drawn), fitted, zoomed with real mouse-wheel notches and panned with a real middle-button
 * drag (the app's pan gesture, src/tools/selectTool.ts; it needs no empty spot, which 8,000
 * counters leave few of). Measured in the app and in the fair baseline page (baseline.html) drawing
 * the same scene at the same camera, with the same inputs, in the same browser (unthrottled rAF).
 *
 * One input at a time (stepFrames.mjs): send a wheel notch or a pointer move, wait until the page
 * has shown it and been quiet for 40 ms, then the next. Per gesture: the frames between each
 * input's handling and the frame showing it (p50/p95), input → frame latency, the longest of
 * those frames, and PerformanceObserver long tasks during the steps and in the half second after.
 *
 * The app is read only through window.sandtable (counters listed, hex positions), the mouse and
 * the browser's own APIs, so it measures whichever renderer the app has.
 */
import { boardId, makeScenario } from './scenario.mjs';
import { importWithSheet, sheetFile } from './counterSheet.mjs';
import { stepGesture } from './stepFrames.mjs';
import { openBaseline, sceneOf, settle } from './pages.mjs';
import { round } from './frames.mjs';

/** Share of counters with image faces in this section's tables. */
export const onscreenImageShare = 0.4;
const wheelNotches = 6;
const panSteps = 40;
const panStep = { x: -9, y: -6 };

/** Imports a table of `count` counters into the app in a new page of `context`, fitted; returns the page and its scene. */
async function openAppTable(context, appUrl, count, sheetBase64, log) {
  const scenario = makeScenario(undefined, count, { imageShare: onscreenImageShare });
  const page = await context.newPage();
  page.on('pageerror', (e) => log(`[app page error] ${e.message}`));
  await page.goto(appUrl);
  await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
  const t0 = performance.now();
  await page.evaluate(importWithSheet, { text: JSON.stringify(scenario), sheet: sheetBase64, name: sheetFile });
  await page.waitForFunction((n) => window.sandtable.listPieces().length === n, count, { polling: 100, timeout: 120_000 });
  log(`onscreen ${count}: imported and opened in ${Math.round(performance.now() - t0)} ms`);
  await settle(page, 1500);
  await page.keyboard.press('0'); // fit the table
  await settle(page, 800);
  return { page, scene: await sceneOf(page, scenario, []) };
}


/** Wheel notches in then out, then a middle-button pan out and back, around the middle of `rect`. */
async function gestures(page, rect, selector, probe, what) {
  const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  // Warm-up, not measured: a notch each way and a short pan (first-use costs out of the way).
  await page.mouse.wheel(0, -100);
  await settle(page, 300);
  await page.mouse.wheel(0, 100);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(centre.x - 20, centre.y - 10, { steps: 4 });
  await page.mouse.move(centre.x, centre.y, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  await settle(page, 600);

  const wheel = await stepGesture(page, selector, 'wheel', 2 * wheelNotches, (i) => page.mouse.wheel(0, i < wheelNotches ? -100 : 100), probe, `${what} wheel`);
  await settle(page, 300);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down({ button: 'middle' });
  const pan = await stepGesture(page, selector, 'pointermove', 2 * panSteps, (i) => {
    const k = i < panSteps ? i + 1 : 2 * panSteps - i - 1;
    return page.mouse.move(centre.x + k * panStep.x, centre.y + k * panStep.y);
  }, probe, `${what} pan`);
  await page.mouse.up({ button: 'middle' });
  return { wheel, pan };
}

/** Both gestures in one figure each: the worse of the two (the larger p95, latency, longest frame), long tasks counted over both. */
function worseOfBoth({ wheel, pan }) {
  const worse = (k) => (wheel[k] === null || pan[k] === null ? null : Math.max(wheel[k], pan[k]));
  return {
    frameP95: worse('frameP95'),
    inputP50: worse('inputP50'),
    inputP95: worse('inputP95'),
    longestFrame: worse('longestFrame'),
    longtaskMax: worse('longtaskMax'),
    longtasksOver50: wheel.longtasksOver50 === null ? null : wheel.longtasksOver50 + pan.longtasksOver50,
  };
}

/**
 * Measures each count in `counts` in the app and in the baseline page (in `context`, launched with
 * the unthrottled-frame flags). Returns { [count]: { app: {wheel, pan, all}, base: {…}, drawnFaces, imageFaces } }.
 */
export async function measureOnscreen(context, { appUrl, baselineUrl, sheetBase64, counts, log = console.log }) {
  const results = {};
  for (const count of counts) {
    const { page: appPage, scene } = await openAppTable(context, appUrl, count, sheetBase64, log);
    const appProbe = () => appPage.evaluate((b) => window.sandtable.screenPointOfHex(b, '2020'), boardId);
    const app = await gestures(appPage, scene.stage, '[data-testid="table"]', appProbe, `app ${count}`);
    await appPage.close();
    const basePage = await openBaseline(context, baselineUrl, scene, log);
    const baseProbe = () => basePage.evaluate(() => window.bench.camera());
    const base = await gestures(basePage, scene.stage, '#stage', baseProbe, `baseline ${count}`);
    base.recaches = await basePage.evaluate(() => window.bench.recaches());
    await basePage.close();
    const imageFaces = scene.faces.filter((f) => f.kind === 'image').length;
    results[count] = { app: { ...app, all: worseOfBoth(app) }, base: { ...base, all: worseOfBoth(base) }, imageFaces, scale: round(scene.camera.scale, 3) };
    const line = (who, r) => `${who}: wheel frames p95 ${r.wheel.frameP95} ms, input→frame p50 ${r.wheel.inputP50} ms; pan frames p95 ${r.pan.frameP95} ms, input→frame p50 ${r.pan.inputP50} ms; longest frame ${r.all.longestFrame} ms, long tasks ${r.all.longtasksOver50} (max ${r.all.longtaskMax} ms)`;
    log(`onscreen ${count} (${imageFaces} image faces, fit scale ${results[count].scale}) ${line('app', results[count].app)}`);
    log(`onscreen ${count} ${line('baseline', results[count].base)}`);
  }
  return results;
}
