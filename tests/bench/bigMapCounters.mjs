/**
 * Memory of a real-sized game: a 5,340 × 5,024 scan (a typical big hex map at ~150 dpi) with a hex
 * grid over it and 2,000 counters (40 % with image faces cut from the counter sheet), in the app,
 * against the plain-image baseline page (bigMapBaseline.html: the same PNG as one Konva.Image)
 * at the same camera. Both at normal frame pacing, each in browsers of its own.
 *
 * The map is drawn and encoded in the app's page (bigMapPage.mjs's drawBigMap), imported with the
 * counters through window.sandtable.importScenario, and PUT to the bench's map server for the
 * baseline. Then, as for the 10,000 × 7,000 map (bigMap.mjs's measureOpens): three loads of each
 * page, timed navigation → map drawn (the app's also wait for every counter to be listed), and
 * the renderer's resident memory 1.5 s after the last, its peak during the loads, and V8's heap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { appView, measureOpens, startMapServer } from './bigMap.mjs';
import { drawBigMap, importMapGame, openWatcher } from './bigMapPage.mjs';
import { boardId, makeScenario } from './scenario.mjs';
import { sheetFile } from './counterSheet.mjs';
import { onscreenImageShare } from './onscreen.mjs';
import { round } from './frames.mjs';

/** The scan's size: a big hex map (e.g. 89 × 72 hexes of 60 px). */
export const countersMapSize = { width: 5_340, height: 5_024 };
/** Counters on it, as in the drag benchmark. */
export const countersOnMap = 2_000;
const fill = '#ff00ff';

/** Runs the measurement with its own browsers and map server (all closed whatever happens). */
export async function measureMapWithCounters({ appUrl, chromiumPath, launchArgs, viewport, sheetBase64, log = console.log }) {
  const launch = (dir) => chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: launchArgs, viewport });
  const map = await startMapServer();
  const mapUrl = `http://127.0.0.1:${map.port}`;
  const dirs = [mkdtempSync(join(tmpdir(), 'sandtable-mapcounters-')), mkdtempSync(join(tmpdir(), 'sandtable-mapcounters-base-'))];
  let context = null;
  try {
    context = await launch(dirs[0]);
    await context.addInitScript(openWatcher, { match: '#/game/', selector: '[data-testid="table"] canvas', fill });
    let page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => log(`[map+counters page error] ${e.message}`));
    await page.goto(appUrl);
    await page.waitForFunction(() => typeof window.sandtable?.importScenario === 'function', null, { timeout: 30_000 });
    const drawn = await page.evaluate(drawBigMap, countersMapSize);
    const scenario = makeScenario(undefined, countersOnMap, { imageShare: onscreenImageShare, board: { ...countersMapSize, image: 'map.png', fill } });
    const imported = await page.evaluate(importMapGame, { text: JSON.stringify(scenario), sheet: sheetBase64, sheetName: sheetFile, mapName: 'map.png', putUrl: `${mapUrl}/map.png` });
    await page.waitForFunction((n) => window.sandtable.listPieces().length === n, countersOnMap, { polling: 100, timeout: 120_000 });
    await page.evaluate(() => window.sandtable.flush());
    const gameUrl = page.url();
    log(`map+counters: ${countersMapSize.width}×${countersMapSize.height} map (${(drawn.bytes / 1e6).toFixed(1)} MB PNG) with ${countersOnMap} counters imported in ${Math.round(imported.ms)} ms`);
    await page.close();
    page = await context.newPage();
    const app = await measureOpens(context, page, gameUrl, { count: countersOnMap });
    const view = await appView(page, boardId, countersMapSize.width);
    await context.close();
    log(`map+counters: app open ${app.runs.join(' / ')} ms, renderer ${app.rss} MB (peak ${app.peak} MB), JS heap ${app.heap} MB`);

    const q = new URLSearchParams({ l: view.rect.left, t: view.rect.top, w: view.rect.width, h: view.rect.height, x: view.camera.x, y: view.camera.y, s: view.camera.scale, fill });
    context = await launch(dirs[1]);
    await context.addInitScript(openWatcher, { match: `^${mapUrl}/`, selector: '#stage canvas', fill });
    page = context.pages()[0] ?? (await context.newPage());
    const base = await measureOpens(context, page, `${mapUrl}/?${q}`);
    await context.close();
    context = null;
    log(`map+counters: baseline (plain image) open ${base.runs.join(' / ')} ms, renderer ${base.rss} MB (peak ${base.peak} MB), JS heap ${base.heap} MB`);
    return { px: `${countersMapSize.width}x${countersMapSize.height}`, counters: countersOnMap, pngMb: round(drawn.bytes / 1e6, 1), importMs: round(imported.ms, 0), app, base };
  } finally {
    await context?.close().catch(() => {});
    map.server.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  }
}
