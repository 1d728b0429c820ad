/**
 * What a fair roll costs a player: A clicks "d6" in the dice tray with the real mouse, and we time
 * how long until the result is drawn in A's tray — first with A alone at the table (the roll is
 * settled in the click's own task), then with B at the table in a browser of its own (a
 * commit–reveal through the shared document: A's request and commit go to B, B commits, A reveals,
 * B reveals). Both in the same run, on the same machine, so the ratio is the price of fairness.
 *
 * Times are taken inside A's page: from the pointerdown on the button to the first animation frame
 * after the tray's result changed (the frame that draws it; A renders at a real 60 Hz), and to the
 * DOM change itself. Each player has a Chromium of their own, as in tests/bench/peers.mjs.
 */
import { startServer } from '../../server/serve.mjs';
import { launchPeer } from './launchPeer.mjs';
import { percentile, round } from './frames.mjs';

const warmupRolls = 3;

/**
 * In A's page: arms a watcher for the next roll. `downAt` is stamped at the pointerdown on the
 * button; `domAt` when the tray's result is replaced (every roll mounts a new result body);
 * `frameAt` in the first animation frame after that, the one that draws it.
 */
function armRollWatch() {
  const rec = (window.__benchRoll = { downAt: null, domAt: null, frameAt: null });
  const result = document.querySelector('[data-testid=dice-result]');
  addEventListener('pointerdown', () => (rec.downAt = performance.now()), { capture: true, once: true });
  const seen = new MutationObserver((records) => {
    const fresh = records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && n.classList.contains('dice-result-body')));
    if (!fresh || rec.domAt !== null) return;
    rec.domAt = performance.now();
    seen.disconnect();
    requestAnimationFrame(() => (rec.frameAt = performance.now()));
  });
  seen.observe(result, { childList: true, subtree: true });
}

/** Rolls d6 `count` times with the real mouse on A's tray; returns the times in ms and the log lines the rolls wrote. */
async function rollMany(page, count, label, log) {
  const button = page.getByTestId('dice-tray').getByRole('button', { name: 'd6', exact: true });
  const box = await button.boundingBox();
  if (!box) throw new Error(`fair roll: the tray's d6 button is not on A's screen (${label}).`);
  const lines = () => page.locator('.log-panel li').allTextContents().then((all) => all.filter((l) => /rolled d6: /.test(l)));
  const before = (await lines()).length;
  const runs = [];
  for (let i = 0; i < warmupRolls + count; i++) {
    await page.evaluate(armRollWatch);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const done = await page
      .waitForFunction(() => window.__benchRoll.frameAt !== null && window.__benchRoll, null, { polling: 'raf', timeout: 15_000 })
      .catch(async () => {
        const tray = await page.getByTestId('dice-tray').innerText().catch(() => '(no tray)');
        throw new Error(`fair roll: ${label} roll ${i + 1} showed no result in A's tray within 15 s; the tray says: ${tray.replace(/\s+/g, ' ')}`);
      });
    const { downAt, domAt, frameAt } = await done.jsonValue();
    if (i >= warmupRolls) runs.push({ shown: frameAt - downAt, dom: domAt - downAt });
    // The roll's log line must be in before the next click (the tray ignores clicks while a roll is under way).
    await page.waitForFunction((n) => [...document.querySelectorAll('.log-panel li')].filter((li) => /rolled d6: /.test(li.textContent)).length >= n, before + i + 1, { timeout: 10_000 });
    await page.waitForTimeout(30);
  }
  const written = (await lines()).slice(before + warmupRolls);
  log(`fair roll: ${label}: ${runs.length} rolls, last "${written.at(-1)}"`);
  const shown = runs.map((r) => r.shown);
  const dom = runs.map((r) => r.dom);
  return { rolls: runs.length, p50: round(percentile(shown, 50)), p95: round(percentile(shown, 95)), max: round(Math.max(...shown)), domP50: round(percentile(dom, 50)), domP95: round(percentile(dom, 95)), lines: written };
}

/**
 * Runs both measurements on a server of its own; every browser and the server are closed whatever
 * happens. `rolls` d6 are timed alone and as many with B (after a few unrecorded warm-up rolls each).
 */
export async function measureFairRoll({ chromiumPath, launchArgs, viewport, log = console.log, rolls = 30 }) {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${server.port}/`;
  const peers = [];
  const launch = async () => {
    const peer = await launchPeer({ chromiumPath, launchArgs, viewport });
    peers.push(peer);
    peer.page.on('pageerror', (e) => log(`[fair roll page error] ${e.message}`));
    return peer;
  };
  try {
    const [a, b] = await Promise.all([launch(), launch()]);
    await a.page.goto(appUrl);
    await a.page.getByRole('button', { name: 'New game from demo' }).click();
    await a.page.waitForFunction(() => window.sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const total = await a.page.evaluate(() => window.sandtable.listPieces().length);
    await a.page.getByRole('button', { name: 'Dice', exact: true }).click();
    await a.page.getByTestId('dice-tray').waitFor({ state: 'visible' });

    // Alone: nobody else at the table, so the roll is settled at once ("rolled alone").
    const solo = await rollMany(a.page, rolls, 'alone', log);
    if (!solo.lines.every((l) => l.endsWith(' · rolled alone'))) throw new Error(`fair roll: A's solo rolls were not all rolled alone: ${solo.lines.find((l) => !l.endsWith(' · rolled alone'))}`);

    // With B: B joins over the share link, and A waits until B's presence is verified (B takes part in A's rolls).
    const link = await a.page.evaluate(() => window.sandtable.shareLink());
    let t0 = performance.now();
    await b.page.goto(link);
    await b.page.waitForFunction((n) => {
      const badge = document.querySelector('[data-testid=room-status]');
      return window.sandtable?.listPieces().length === n && badge?.dataset.state === 'connected' && !document.querySelector('.net-assets');
    }, total, { polling: 50, timeout: 30_000 });
    await a.page.waitForFunction(() => window.sandtable.listPeers().some((p) => !p.self && p.key), null, { polling: 50, timeout: 20_000 }).catch(() => {
      throw new Error('fair roll: A never saw B with a verified (signed) presence within 20 s, so A would roll alone.');
    });
    const path = await a.page.getAttribute('[data-testid=room-status]', 'data-path');
    log(`fair roll: B joined (${path}) in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    const fair = await rollMany(a.page, rolls, 'with B', log);
    if (!fair.lines.every((l) => / · fair roll with .+ \(roll \w{6}\)$/.test(l))) throw new Error(`fair roll: a roll with B was not a fair roll with B: ${fair.lines.find((l) => !/ · fair roll with /.test(l))}`);
    log(`fair roll: ${rolls} rolls with B in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { lines: _s, ...soloFigures } = solo;
    const { lines: _f, ...fairFigures } = fair;
    return {
      path,
      solo: soloFigures,
      fair: fairFigures,
      p50Ratio: round(fair.p50 / solo.p50, 2),
      p95Ratio: round(fair.p95 / solo.p95, 2),
    };
  } finally {
    await Promise.all(peers.map((p) => p.close()));
    server.server.close();
  }
}
