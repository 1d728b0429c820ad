/**
 * A table bigger than a browser's data-channel buffer (Chromium holds 16 MiB) reaches a friend who
 * joins, with the bytes counted in and the status saying so meanwhile; play goes on both ways
 * after it; and the joiner never sends the table it received back to its host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { shareFromToolbar, waitForPieces } from './support/multiplayer';
import { drag, pieces, pointOfPiece } from './support/table';
// @ts-expect-error plain ESM module without types
import { makeScenario } from '../bench/scenario.mjs';

let alice: Player;
let bob: Player;
/** The big table's share link, for the friend who joins it through the relay. */
let link = '';

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  await Promise.all([alice.context.addInitScript(countChannelBytes), bob.context.addInitScript(countChannelBytes), bob.context.addInitScript(watchTransfer)]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

/** Runs in a page before the app: counts the bytes its data channels receive (`window.__bytesIn`). */
function countChannelBytes() {
  (window as any).__bytesIn = 0;
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (this: RTCDataChannel, type: string, listener: any, options?: any) {
    if (type === 'message') add.call(this, 'message', (e: Event) => ((window as any).__bytesIn += (e as MessageEvent).data?.byteLength ?? 0));
    return add.call(this, type, listener, options);
  } as typeof add;
}

/** Runs in the joiner's page: writes down what the status pill and the transfer bar showed while the table came. */
function watchTransfer() {
  const seen = { pills: [] as string[], bars: [] as [number, number][] };
  (window as any).__transfer = seen;
  const look = () => {
    const pill = document.querySelector('[data-testid=room-status]');
    // The label a person reads on the pill (its text, without the explanation kept for screen readers).
    const label = pill?.querySelector('.net-badge-label')?.textContent ?? '';
    const text = pill ? `${pill.getAttribute('data-transfer')}|${label}` : '';
    if (text && seen.pills.at(-1) !== text) seen.pills.push(text);
    const bar = document.querySelector('[data-testid=table-transfer] progress') as HTMLProgressElement | null;
    if (bar) seen.bars.push([bar.value, bar.max]);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Alice opens a generated table (tests/bench/scenario.mjs), `attributes` long attributes on every counter, and shares it. */
async function aliceShares(counters: number, attributes: number): Promise<string> {
  const scenario = makeScenario(7, counters);
  for (const [i, p] of scenario.pieces.entries()) {
    for (let a = 0; a < attributes; a++) p.attrs[`note ${a}`] = `${i}:${a} `.padEnd(190, 'abcdefghijklmnopqrstuvwxyz'.repeat(8).slice((i + a) % 26));
  }
  await alice.page.goto(`${baseUrl()}/`);
  await alice.page.waitForFunction(() => typeof (window as any).sandtable?.importScenario === 'function');
  await alice.page.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(scenario));
  await waitForPieces(alice.page, counters, 120_000);
  return shareFromToolbar(alice.page);
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
const bytesIn = (player: Player) => player.page.evaluate(() => (window as any).__bytesIn as number);

/** Drags a counter that stands alone 60 px right on `mover`'s table; `watcher` sees it land where it did. */
async function moveOneSeenBy(mover: Player, watcher: Player) {
  const all = await pieces(mover.page);
  const alone = all.filter((p) => p.stack.length === 1);
  const target = alone[Math.floor(alone.length / 2)];
  const from = await pointOfPiece(mover.page, target.id);
  await drag(mover.page, from, { x: from.x + 60, y: from.y });
  const placeOn = async (player: Player) => (await pieces(player.page)).find((p) => p.id === target.id)!;
  await expect.poll(async () => (await placeOn(mover)).hex, { timeout: 10_000 }).not.toBe(target.hex);
  const there = await placeOn(mover);
  await expect.poll(async () => (await placeOn(watcher)).hex, { timeout: 30_000 }).toBe(there.hex);
}

describe('a friend joining a shared table', () => {
  it('is not sent back the table it sent: the host receives a small part of what the joiner did', async () => {
    const small = await aliceShares(3000, 0);
    const before = await bytesIn(alice);
    await bob.page.goto(small);
    await waitForPieces(bob.page, 3000, 90_000);
    await expect.poll(() => bob.page.getByTestId('table-arrival').count(), { timeout: 60_000 }).toBe(0);
    // Moves, presence and the sync's first question come back; the table (megabytes) must not.
    await bob.page.waitForTimeout(2000);
    const [received, sentBack] = [await bytesIn(bob), (await bytesIn(alice)) - before];
    expect(received).toBeGreaterThan(1_000_000);
    expect(sentBack).toBeLessThan(received / 20);
  }, 180_000);

  it('gets a table bigger than the browser’s send buffer, counted in meanwhile, and moves go both ways after it', async () => {
    const counters = 2000;
    const shared = await aliceShares(counters, 50);
    await bob.page.goto('about:blank');
    await bob.page.goto(shared);
    await waitForPieces(bob.page, counters, 150_000);
    await expect.poll(() => bob.page.getByTestId('table-arrival').count(), { timeout: 90_000 }).toBe(0);
    expect(await bytesIn(bob)).toBeGreaterThan(20 * 1024 * 1024);

    // Every counter with every attribute, as Alice has them.
    const [onAlice, onBob] = await Promise.all([pieces(alice.page), pieces(bob.page)]);
    expect(byId(onBob).map((p) => [p.id, p.hex, p.attrs])).toEqual(byId(onAlice).map((p) => [p.id, p.hex, p.attrs]));

    // While the table crossed the network, Bob saw its bytes counted in and the pill said so, not "Connected".
    const seen = await bob.page.evaluate(() => (window as any).__transfer as { pills: string[]; bars: [number, number][] });
    expect(seen.bars.some(([value, max]) => value < max && max > 16 * 1024 * 1024)).toBe(true);
    const whileReceiving = seen.pills.filter((p) => p.startsWith('receiving|'));
    expect(whileReceiving.length).toBeGreaterThan(0);
    expect(whileReceiving.filter((p) => !/^receiving\|Receiving · [\d.]+ of [\d.]+ MB$/.test(p))).toEqual([]);
    await expect.poll(() => bob.page.getByTestId('room-status').getAttribute('data-transfer'), { timeout: 30_000 }).toBe('none');

    // Later small changes still arrive, each way.
    await moveOneSeenBy(alice, bob);
    await moveOneSeenBy(bob, alice);
    link = shared;
  }, 420_000);

  it('gets it through the relay too, for a friend whose browser has no WebRTC, counted in the same way', async () => {
    const carol = await launchPlayer({ webRtc: false });
    try {
      await carol.context.addInitScript(watchTransfer);
      await carol.page.goto(link);
      await waitForPieces(carol.page, 2000, 240_000);
      await expect.poll(() => carol.page.getByTestId('table-arrival').count(), { timeout: 90_000 }).toBe(0);
      expect(await carol.page.getAttribute('[data-testid=room-status]', 'data-path')).toBe('relay');
      const seen = await carol.page.evaluate(() => (window as any).__transfer as { pills: string[]; bars: [number, number][] });
      expect(seen.bars.some(([value, max]) => value < max && max > 16 * 1024 * 1024)).toBe(true);
      expect(seen.pills.some((p) => /^receiving\|Receiving · [\d.]+ of [\d.]+ MB$/.test(p))).toBe(true);
      await moveOneSeenBy(alice, carol);
    } finally {
      await carol.close();
    }
  }, 420_000);
});
