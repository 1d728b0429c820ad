/**
 * Multiplayer measurements, each player in a Chromium of their own (own process, own profile):
 *
 * - Remote move latency: A drags a counter with the real mouse; how long from A's pointerup until
 *   the frame on B that draws the counter in its new hex. Both pages read the same system clock
 *   (performance.timeOrigin + performance.now()), so the two stamps can be subtracted; the skew
 *   between the pages is checked through this process and subtracted when it is over 2 ms.
 * - Asset throughput: A makes a game with a ~24 MB noise PNG as its map; B (WebRTC) and then C
 *   (no RTCPeerConnection, so the encrypted relay) join with the share link, and we time how long
 *   until the image is in their IndexedDB, checking its SHA-256 there.
 *
 * Unlike the drag measurement, no unthrottled-frame-rate flags: B renders at a real 60 Hz, so the
 * latency includes waiting for B's next frame, as a player would see it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/serve.mjs';
import { launchPeer } from './launchPeer.mjs';
import { percentile, round } from './frames.mjs';
import { assetWatcher, hookDataChannels, makeScanGame, pickMoves, storedHash, watchForMove } from './peerScripts.mjs';

/** Where raw data goes (the repo's .bench/, ignored by git). */
const out = (name) => fileURLToPath(new URL(`../../.bench/${name}`, import.meta.url));
const warmupMoves = 4;
const measuredMoves = 40;
/** Wall clock shared by every process on this machine, in ms. */
const wall = () => performance.timeOrigin + performance.now();

/**
 * How far `page`'s clock is ahead of this process's, from the exchange with the shortest round
 * trip (its stamp is assumed to be taken half way; the error is at most half that round trip).
 */
async function clockOffset(page, samples = 12) {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < samples; i++) {
    const t0 = wall();
    const t = await page.evaluate(() => performance.timeOrigin + performance.now());
    const t1 = wall();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: t - (t0 + t1) / 2 };
  }
  return best;
}

/** B's clock minus A's, through this process; `error` bounds how wrong the figure may be. */
async function clockSkew(a, b) {
  const [oa, ob] = [await clockOffset(a), await clockOffset(b)];
  return { skew: ob.offset - oa.offset, error: (oa.rtt + ob.rtt) / 2 };
}

/** Drags with the real mouse like a player (a small first step lifts the counter), stamping A's pointerup. */
async function dragOnA(a, from, to) {
  await a.evaluate(() => {
    window.__benchUpAt = null;
    addEventListener('pointerup', () => (window.__benchUpAt = performance.timeOrigin + performance.now()), { capture: true, once: true });
  });
  await a.mouse.move(from.x, from.y);
  await a.mouse.down();
  await a.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await a.mouse.move(to.x, to.y, { steps: 10 });
  await a.mouse.up();
}

/** A starts the demo game and shares it; B joins and waits until it is connected directly with the whole table. */
async function remoteMoves(a, b, appUrl, log) {
  await a.goto(appUrl);
  await a.getByRole('button', { name: 'New game from demo' }).click();
  await a.waitForFunction(() => window.sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
  const total = await a.evaluate(() => window.sandtable.listPieces().length);
  const link = await a.evaluate(() => window.sandtable.shareLink());
  const t0 = performance.now();
  await b.goto(link);
  await b.waitForFunction((n) => {
    const badge = document.querySelector('[data-testid=room-status]');
    // Also wait until the demo map has arrived, so its transfer does not share the channel with the moves.
    return window.sandtable?.listPieces().length === n && badge?.dataset.state === 'connected' && badge.dataset.path === 'direct' && !document.querySelector('.net-assets');
  }, total, { polling: 50, timeout: 30_000 }).catch(async () => {
    const badge = await b.evaluate(() => ({ ...document.querySelector('[data-testid=room-status]')?.dataset }));
    throw new Error(`peers: B did not get the demo table (${total} pieces) over a direct connection in 30 s; its status badge says ${JSON.stringify(badge)}.`);
  });
  log(`peers: B joined the demo game (${total} counters, direct) in ${Math.round(performance.now() - t0)} ms`);

  const { board, movers, targets } = await a.evaluate(pickMoves, 4);
  if (movers.length < 2) throw new Error(`peers: found only ${movers.length} lone counters with an empty hex to move to on A's screen.`);
  const skewBefore = await clockSkew(a, b);
  const at = movers.map((m) => m.home);
  const runs = [];
  for (let i = 0; i < warmupMoves + measuredMoves; i++) {
    // Round robin over the counters, each shuttling between its own hex and its target, so every move changes the hex.
    const k = i % movers.length;
    const { id, home } = movers[k];
    const to = at[k] === home ? targets[k] : home;
    const from = await a.evaluate((id) => window.sandtable.screenPointOfPiece(id), id);
    const dest = await a.evaluate(([bd, l]) => window.sandtable.screenPointOfHex(bd, l), [board, to]);
    await b.evaluate(watchForMove, { id, to });
    await dragOnA(a, from, dest);
    const seen = await b.waitForFunction(() => window.__benchMove.renderAt !== null && window.__benchMove, null, { polling: 20, timeout: 10_000 }).catch(async () => {
      const onA = await a.evaluate((id) => window.sandtable.listPieces().find((p) => p.id === id)?.hex, id);
      throw new Error(`peers: move ${i + 1} (${id} → ${to}) never showed on B within 10 s; on A the counter is in ${onA}.`);
    });
    const { seenAt, renderAt } = await seen.jsonValue();
    const upAt = await a.evaluate(() => window.__benchUpAt);
    if (upAt === null) throw new Error(`peers: move ${i + 1}: A saw no pointerup.`);
    at[k] = to;
    if (i >= warmupMoves) runs.push({ id, to, render: renderAt - upAt, seen: seenAt === null ? null : seenAt - upAt });
    await a.waitForTimeout(50); // let the drop's presence update (drag: null) go out before the next press
  }
  const skewAfter = await clockSkew(a, b);
  const path = await b.getAttribute('[data-testid=room-status]', 'data-path');
  const skew = (skewBefore.skew + skewAfter.skew) / 2;
  log(`peers: clock skew B − A ${skewBefore.skew.toFixed(2)} ms before the moves, ${skewAfter.skew.toFixed(2)} ms after (±${Math.max(skewBefore.error, skewAfter.error).toFixed(2)} ms)`);
  const fix = Math.abs(skew) > 2 ? skew : 0; // below 2 ms it is within the error of the exchange itself
  writeFileSync(out('remote-moves.json'), JSON.stringify({ skew, applied: fix, runs })); // raw, for a closer look
  const render = runs.map((r) => r.render - fix);
  const seenMs = runs.filter((r) => r.seen !== null).map((r) => r.seen - fix);
  return {
    path,
    moves: runs.length,
    p50: round(percentile(render, 50)),
    p95: round(percentile(render, 95)),
    max: round(Math.max(...render)),
    seenP50: round(percentile(seenMs, 50)),
    seenP95: round(percentile(seenMs, 95)),
    skew: round(skew),
    skewError: round(Math.max(skewBefore.error, skewAfter.error)),
    skewApplied: fix !== 0,
  };
}

/** A joiner opens the link in a fresh document; times navigation → first piece → image stored, and checks the bytes. */
async function timeAssetJoin(peer, link, made, who, timeout) {
  await peer.context.addInitScript(assetWatcher, made.hash);
  await peer.page.goto('about:blank');
  await peer.page.goto(link);
  const handle = await peer.page.waitForFunction(() => window.__benchAsset?.storedAt != null && window.__benchAsset, null, { polling: 250, timeout }).catch(async () => {
    const state = await peer.page.evaluate(() => ({ ...window.__benchAsset, badge: { ...document.querySelector('[data-testid=room-status]')?.dataset } }));
    throw new Error(`peers: ${who} did not store the ${made.bytes}-byte map within ${timeout / 1000} s (${JSON.stringify(state)}).`);
  });
  const { pieceAt, storedAt } = await handle.jsonValue();
  const got = await peer.page.evaluate(storedHash, made.hash);
  if (got.hash !== made.hash || got.bytes !== made.bytes) {
    throw new Error(`peers: ${who} stored ${got.bytes} bytes with SHA-256 ${got.hash}, but A's map is ${made.bytes} bytes with SHA-256 ${made.hash}.`);
  }
  const path = await peer.page.getAttribute('[data-testid=room-status]', 'data-path');
  const transfer = (storedAt - pieceAt) / 1000;
  return { path, joinS: round(storedAt / 1000), transferS: round(transfer), mbPerS: round(made.bytes / 1e6 / transfer) };
}

/** Runs both measurements on a server of their own; every browser and the server are closed whatever happens. */
export async function measurePeers({ chromiumPath, launchArgs, viewport, log = console.log }) {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${server.port}/`;
  const peers = [];
  const launch = async (options) => {
    const peer = await launchPeer({ chromiumPath, launchArgs, viewport }, { ...options, initScripts: [hookDataChannels] });
    peers.push(peer);
    peer.page.on('pageerror', (e) => log(`[peer page error] ${e.message}`));
    return peer;
  };
  try {
    let t0 = performance.now();
    const [a, b] = await Promise.all([launch(), launch()]);
    const moves = await remoteMoves(a.page, b.page, appUrl, log);
    log(`peers: remote move p50 ${moves.p50} ms, p95 ${moves.p95} ms, max ${moves.max} ms over ${moves.moves} moves (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    t0 = performance.now();
    const made = await a.page.evaluate(makeScanGame);
    const link = await a.page.evaluate(() => window.sandtable.shareLink());
    log(`peers: A made a ${(made.bytes / 1e6).toFixed(1)} MB map game in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    const direct = await timeAssetJoin(b, link, made, 'B', 60_000);
    log(`peers: B stored the map over ${direct.path}: ${direct.transferS} s after the first piece (${direct.mbPerS} MB/s), ${direct.joinS} s after navigation (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    await b.close(); // so C can only take the map from A
    t0 = performance.now();
    const c = await launch({ webRtc: false });
    const relay = await timeAssetJoin(c, link, made, 'C (no WebRTC)', 90_000);
    log(`peers: C stored the map over ${relay.path}: ${relay.transferS} s after the first piece (${relay.mbPerS} MB/s), ${relay.joinS} s after navigation (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return { moves, asset: { bytes: made.bytes, direct, relay } };
  } finally {
    await Promise.all(peers.map((p) => p.close()));
    server.server.close();
  }
}
