import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { expectSameTables, roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
// @ts-expect-error plain ESM module without types
import { makeScenario } from '../bench/scenario.mjs';

let host: Player;
beforeAll(async () => {
  host = await launchPlayer();
});
afterAll(async () => {
  await host?.close();
});

/** Runs a test body with a guest browser that is closed afterwards. */
async function withGuest(options: { webRtc?: boolean }, body: (guest: Player) => Promise<void>) {
  const guest = await launchPlayer(options);
  try {
    await body(guest);
  } finally {
    await guest.close();
  }
}

describe('rooms', () => {
  it('show nothing to someone with a wrong room secret, and do not let them in', async () => {
    await startDemoGame(host.page);
    const link = await shareFromToolbar(host.page);
    const forged = link.replace(/\/[\w-]+$/, '/not-the-secret-at-all-123');
    await withGuest({}, async (intruder) => {
      await intruder.page.goto(forged);
      await intruder.page.waitForTimeout(6000);
      expect((await pieces(intruder.page)).length).toBe(0);
      expect((await roomStatus(intruder.page)).state).not.toBe('connected');
      const peers = await host.page.evaluate(() => (window as any).sandtable.listPeers().length);
      expect(peers).toBe(1);
      expect((await roomStatus(host.page)).state).not.toBe('connected');
    });
  });

  it('sync two tabs of one browser as moves are made in either', async () => {
    await startDemoGame(host.page);
    await shareFromToolbar(host.page);
    const second = await host.context.newPage();
    try {
      await second.setViewportSize({ width: 1280, height: 800 });
      await second.goto(host.page.url());
      await waitForPieces(second, (await pieces(host.page)).length);
      const [first, other] = (await pieces(host.page)).filter((p) => p.stack.length === 1 && p.kind === 'unit');
      await host.page.bringToFront();
      await drag(host.page, await pointOfPiece(host.page, first.id), await pointOfHex(host.page, '1717'));
      await expect.poll(async () => (await piece(second, first.id)).hex).toBe('1717');
      await second.bringToFront();
      await drag(second, await pointOfPiece(second, other.id), await pointOfHex(second, '1718'));
      await expect.poll(async () => (await piece(host.page, other.id)).hex).toBe('1718');
    } finally {
      await second.close();
      await host.page.bringToFront();
    }
  });

  it('sync through the encrypted relay when one browser has no WebRTC', async () => {
    const link = await shareFromToolbar(host.page);
    const total = (await pieces(host.page)).length;
    await withGuest({ webRtc: false }, async (guest) => {
      await guest.page.goto(link);
      await waitForPieces(guest.page, total);
      await expect.poll(() => roomStatus(guest.page), { timeout: 15_000 }).toEqual({ state: 'connected', path: 'relay' });
      await expect.poll(() => roomStatus(host.page), { timeout: 15_000 }).toEqual({ state: 'connected', path: 'relay' });
      const mover = (await pieces(host.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
      await drag(host.page, await pointOfPiece(host.page, mover.id), await pointOfHex(host.page, '1919'));
      await expect.poll(async () => (await piece(guest.page, mover.id)).hex).toBe('1919');
      const back = (await pieces(guest.page)).find((p) => p.stack.length === 1 && p.kind === 'unit' && p.id !== mover.id)!;
      await drag(guest.page, await pointOfPiece(guest.page, back.id), await pointOfHex(guest.page, '1920'));
      await expect.poll(async () => (await piece(host.page, back.id)).hex).toBe('1920');
      await expect.poll(() => guest.page.locator('.net-assets').count(), { timeout: 20_000 }).toBe(0);
    });
  });

  it('bring a late joiner a table bigger than a megabyte', async () => {
    const scenario = makeScenario(7, 3000);
    await host.page.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(scenario));
    await waitForPieces(host.page, 3000);
    const link = await shareFromToolbar(host.page);
    await withGuest({}, async (guest) => {
      await guest.page.goto(link);
      await waitForPieces(guest.page, 3000, 60_000);
      await expectSameTables(host.page, guest.page);
    });
  });

  it('send a 20 MB map scan in verified chunks, with progress shown', async () => {
    await host.page.goto(`${baseUrl()}/`);
    const made = await host.page.evaluate(async () => {
      // A 20 MB PNG of noise: an image that does not compress, like a big scan.
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2300;
      const ctx = canvas.getContext('2d')!;
      const data = ctx.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < data.data.length; i += 65536) crypto.getRandomValues(data.data.subarray(i, i + 65536));
      for (let i = 3; i < data.data.length; i += 4) data.data[i] = 255;
      ctx.putImageData(data, 0, 0);
      const blob: Blob = await new Promise((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
      const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      const scenario = {
        sandtableScenario: 1,
        name: 'Big scan',
        boards: [{ id: 'scan', name: 'Scan', image: 'scan.png', width: 3000, height: 2300, grid: { kind: 'none' } }],
        faces: { f: { kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'infantry', size: 'XX', name: 'Unit', factors: '1-1-1' } },
        pieces: [{ name: 'Unit', faces: ['f'], board: 'scan', x: 300, y: 300 }],
      };
      await (window as any).sandtable.importScenario(JSON.stringify(scenario), { 'scan.png': blob });
      return { hash, bytes: blob.size };
    });
    expect(made.bytes).toBeGreaterThan(20_000_000);
    const link = await shareFromToolbar(host.page);
    await withGuest({}, async (guest) => {
      await guest.page.goto(link);
      await waitForPieces(guest.page, 1);
      const progress = guest.page.getByTestId('asset-progress');
      await expect.poll(() => progress.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => progress.count(), { timeout: 60_000 }).toBe(0);
      const stored = await guest.page.evaluate(async (hash) => {
        const blob: Blob = await new Promise((resolve) => {
          const open = indexedDB.open('sandtable-assets');
          open.onsuccess = () => {
            const req = open.result.transaction('blobs').objectStore('blobs').get(hash);
            req.onsuccess = () => resolve(req.result);
          };
        });
        const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
        return { bytes: blob.size, hash: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('') };
      }, made.hash);
      expect(stored).toEqual({ bytes: made.bytes, hash: made.hash });
    });
  });
});
