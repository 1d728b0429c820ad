/**
 * A map image on its way to a joiner survives a reload: the parts received are kept in the
 * joiner's IndexedDB, the transfer picks up from them after the reload, and the image kept at the
 * end is the host's, byte for byte. Two players in real browsers, over the real signaling server
 * and WebRTC. The joiner's CPU is slowed (a slow laptop) so the reload lands mid-transfer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
// @ts-expect-error plain ESM module without types
import { makeScanGame, progressRecorder, storedHash, storedPartBytes } from '../bench/peerScripts.mjs';

type Seen = { value: number; total: number }[];

let host: Player;
let made: { hash: string; bytes: number };
let link: string;

beforeAll(async () => {
  host = await launchPlayer();
});

/** The host's game with a ~9 MB noise map, made and shared once (inside the first test: sharing polls). */
async function hostGame() {
  if (link) return;
  await host.page.goto(`${baseUrl()}/`);
  made = await host.page.evaluate(makeScanGame, { width: 2000, height: 1300 });
  link = await shareFromToolbar(host.page);
}
afterAll(async () => {
  await host?.close();
});

/** The guest's machine: `rate` times slower than this one (1 is full speed). */
const slowDown = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

const progressSeen = (guest: Player): Promise<Seen> => guest.page.evaluate(() => (window as any).__assetProgress);

/** Waits until the guest's progress bar shows at least `share` of the image received. */
async function untilShown(guest: Player, share: number): Promise<void> {
  // Polled inside the page (every 20 ms): the moment passes too quickly to catch from here.
  await guest.page.waitForFunction((least) => ((window as any).__assetProgress.at(-1)?.value ?? 0) >= least, share * made.bytes, { polling: 20, timeout: 60_000 });
}

/** Waits until the guest keeps the image, and checks it is the host's and that no part is left behind. */
async function expectImageKept(guest: Player) {
  // The transfer may not have started again yet when the table shows (the table arrives in pieces):
  // wait for the image itself, not for the progress panel to be gone.
  const kept = () => guest.page.evaluate(storedHash, made.hash).catch(() => null);
  await expect.poll(kept, { timeout: 60_000 }).toEqual({ bytes: made.bytes, hash: made.hash });
  await expect.poll(() => guest.page.getByTestId('asset-progress').count(), { timeout: 60_000 }).toBe(0);
  await expect.poll(() => guest.page.evaluate(storedPartBytes)).toBe(0);
}

describe('a map image on its way to a joiner', () => {
  it('resumes after the joiner reloads, from the parts already kept, and verifies its hash', { timeout: 120_000, retry: 2 }, async () => {
    await hostGame();
    expect(made.bytes).toBeGreaterThan(5_000_000);
    const guest = await launchPlayer();
    try {
      await guest.context.addInitScript(progressRecorder);
      const cdp = await guest.context.newCDPSession(guest.page);
      await slowDown(cdp, 10);
      await guest.page.goto(link);
      await untilShown(guest, 0.3);
      await guest.page.reload(); // at once: each look into the slowed page would let the transfer run on
      await slowDown(cdp, 1);
      await waitForPieces(guest.page, 1);
      await expectImageKept(guest);

      const after = await progressSeen(guest);
      // After the reload the bar starts where the kept parts reach, never at 0: at least 30 % less the
      // batch not yet written (1 MiB) and a write the reload may have cut short (1 MiB).
      expect(after.length, 'the image arrived before the reload took effect').toBeGreaterThan(0);
      expect(after[0].value).toBeGreaterThanOrEqual(0.3 * made.bytes - 2 * 1024 * 1024);
      expect(after[0].value).toBeLessThan(made.bytes);
      expect(after[0].total).toBe(made.bytes);
      expect(after.every((p, i) => i === 0 || p.value >= after[i - 1].value)).toBe(true);
    } finally {
      await guest.close();
    }
  });

  it('goes on from where it was when the host drops off mid-transfer and comes back', async () => {
    await hostGame();
    const guest = await launchPlayer();
    try {
      await guest.context.addInitScript(progressRecorder);
      const cdp = await guest.context.newCDPSession(guest.page);
      await slowDown(cdp, 6);
      await guest.page.goto(link);
      await untilShown(guest, 0.25);
      expect(await guest.page.evaluate(storedPartBytes)).toBeGreaterThan(0);

      await host.page.reload(); // the host's tab drops its connections and opens the game again
      await expect.poll(async () => (await roomStatus(host.page)).state, { timeout: 30_000 }).toBe('connected');
      await slowDown(cdp, 1);
      await expectImageKept(guest);

      const seen = await progressSeen(guest);
      expect(seen[0].value).toBeLessThan(0.25 * made.bytes);
      expect(seen.every((p, i) => i === 0 || p.value >= seen[i - 1].value)).toBe(true);
    } finally {
      await guest.close();
    }
  });
});
