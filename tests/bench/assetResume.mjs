/**
 * Resuming a map image after a reload, in two Chromiums of their own over the real signaling
 * server and WebRTC: A makes a game with a ~24 MB noise PNG as its map, B joins with the share
 * link, and B's page is reloaded the moment its progress bar shows about 35 %. After the reload the
 * transfer must start from the parts B kept in IndexedDB (its bar's first value is above 0) and end
 * with the image stored under A's SHA-256, the kept parts cleared.
 *
 * Reported, never asserted: `ok` says whether all of that held; the figures say how much was
 * resumed and how long the rest took.
 */
import { startServer } from '../../server/serve.mjs';
import { launchPeer } from './launchPeer.mjs';
import { round } from './frames.mjs';
import { makeScanGame, progressRecorder, storedHash, storedPartBytes } from './peerScripts.mjs';

/** Where B is reloaded, as a share of the image shown received. */
const reloadShare = 0.35;

/** The image with `hash` in the page's IndexedDB (size and SHA-256), polled every 100 ms; empty when it is not there in time. */
async function storedWithin(page, hash, timeout) {
  const until = performance.now() + timeout;
  while (performance.now() < until) {
    const stored = await page.evaluate(storedHash, hash).catch(() => null);
    if (stored) return stored;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { bytes: 0, hash: '' };
}

/** Runs the measurement on a server of its own; both browsers and the server are closed whatever happens. */
export async function measureAssetResume({ chromiumPath, launchArgs, viewport, log = console.log }) {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const peers = [];
  try {
    const [a, b] = await Promise.all([launchPeer({ chromiumPath, launchArgs, viewport }), launchPeer({ chromiumPath, launchArgs, viewport })]);
    peers.push(a, b);
    for (const p of peers) p.page.on('pageerror', (e) => log(`[resume page error] ${e.message}`));
    await a.page.goto(`http://127.0.0.1:${server.port}/`);
    const made = await a.page.evaluate(makeScanGame);
    const link = await a.page.evaluate(() => window.sandtable.shareLink());
    await b.context.addInitScript(progressRecorder);
    await b.page.goto(link);
    const least = Math.floor(reloadShare * made.bytes);
    await b.page.waitForFunction((n) => (window.__assetProgress.at(-1)?.value ?? 0) >= n, least, { polling: 10, timeout: 60_000 });
    const shownAtReload = await b.page.evaluate(() => window.__assetProgress.at(-1).value);
    const t0 = performance.now();
    await b.page.reload();
    const stored = await storedWithin(b.page, made.hash, 90_000);
    const afterReloadS = round((performance.now() - t0) / 1000);
    const seen = await b.page.evaluate(() => window.__assetProgress);
    // The parts are cleared just after the image is stored: give that a moment.
    let leftParts = await b.page.evaluate(storedPartBytes);
    for (let i = 0; i < 20 && leftParts > 0; i++) leftParts = await new Promise((r) => setTimeout(r, 100)).then(() => b.page.evaluate(storedPartBytes));
    const resumedFromBytes = seen[0]?.value ?? 0;
    const hashOk = stored.hash === made.hash && stored.bytes === made.bytes;
    const ok = hashOk && resumedFromBytes > 0 && resumedFromBytes < made.bytes && leftParts === 0;
    log(
      `asset resume: reloaded B at ${(shownAtReload / 1e6).toFixed(1)} of ${(made.bytes / 1e6).toFixed(1)} MB shown; ` +
        `it resumed from ${(resumedFromBytes / 1e6).toFixed(1)} MB and stored the map ${afterReloadS} s after the reload; ` +
        `hash ${hashOk ? 'matches' : 'DIFFERS'}, ${leftParts} bytes of parts left → ${ok ? 'ok' : 'NOT ok'}`,
    );
    return { ok, resumedFromBytes, totalBytes: made.bytes, shownAtReloadBytes: shownAtReload, afterReloadS, hashOk, leftPartBytes: leftParts };
  } finally {
    await Promise.all(peers.map((p) => p.close()));
    server.server.close();
  }
}
