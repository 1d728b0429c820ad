import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, hexes, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { dataChannelInjector, joinAsHostilePeer, updateOf } from './support/hostilePeer';

let alice: Player;
let mallory: Player;
const errors: string[] = [];

beforeAll(async () => {
  [alice, mallory] = await Promise.all([launchPlayer(), launchPlayer()]);
  alice.page.on('pageerror', (e) => errors.push(e.message));
  await mallory.page.addInitScript(dataChannelInjector);
});
afterAll(async () => {
  await Promise.all([alice?.close(), mallory?.close()]);
});

const inject = (bytes: Uint8Array, raw = false, alsoHere = false) => mallory.page.evaluate(([b, r, h]) => (window as any).__inject(b, r, h), [Array.from(bytes), raw, alsoHere] as const);

describe('a hostile peer over a direct WebRTC connection', () => {
  it('cannot break the game with what it sends down the data channel', async () => {
    await startDemoGame(alice.page);
    const link = await shareFromToolbar(alice.page);
    const total = (await pieces(alice.page)).length;
    await mallory.page.goto(link);
    await waitForPieces(mallory.page, total);
    await expect.poll(() => roomStatus(alice.page), { timeout: 20_000 }).toEqual({ state: 'connected', path: 'direct' });
    // A copy of the game to craft updates against, taken through the relay and then closed.
    const copy = await joinAsHostilePeer(link, `${baseUrl().replace(/^http/, 'ws')}/signal`, 'Crafter');
    await expect.poll(() => copy.doc.getMap('pieces').size, { timeout: 20_000 }).toBe(total);
    copy.close();
    const doc = copy.doc;
    const before = await hexes(alice.page);
    const ids = [...doc.getMap('pieces').keys()];
    const boardId = [...doc.getMap('boards').keys()][0];
    const updates = [
      updateOf(doc, (d) => d.getMap('pieces').set(ids[0], 'oops')),
      updateOf(doc, (d) => d.getMap('boards').set(boardId, null)),
      updateOf(doc, (d) => d.getMap('meta').set('schemaVersion', 99)),
      updateOf(doc, (d) => (d.getMap('pieces').get(ids[1]) as Y.Map<unknown>).set('faces', 'none')),
    ];
    for (const update of updates) expect(await inject(update)).toBeGreaterThan(0);
    // Bytes that are no y-webrtc message at all.
    await inject(new Uint8Array([0, 2, 200]), true);
    await inject(new Uint8Array([9, 9, 9, 9]), true);
    await expect.poll(async () => (await alice.page.locator('.notice').allTextContents()).filter((n) => n.includes('sent something this version cannot use: ignored')).length, { timeout: 10_000 }).toBe(1);
    expect(await hexes(alice.page)).toEqual(before);
    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(alice.page, await pointOfPiece(alice.page, mover.id), await pointOfHex(alice.page, '1919'));
    await expect.poll(async () => (await piece(alice.page, mover.id)).hex).toBe('1919');
    // Mallory's own app received the repairs too.
    await expect.poll(async () => (await hexes(mallory.page))[mover.id]).toBe('1919');
    const after = await hexes(alice.page);
    await alice.page.evaluate(() => (window as any).sandtable.flush());
    await alice.page.reload();
    await alice.page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect(await hexes(alice.page)).toEqual(after);
    expect(errors).toEqual([]);
  });

  it('cannot slip in a file that is not an image as a map: the player is told, and nothing is stored', async () => {
    const bytes = new TextEncoder().encode('<html><body>not a map</body></html>\n'.repeat(3000));
    const hash = createHash('sha256').update(bytes).digest('hex');
    // Mallory keeps the bytes where her app serves images from, then lists them in the game as a PNG.
    const kept = await mallory.page.evaluate(
      ([hash, bytes]) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('sandtable-assets');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('blobs')) return resolve(false);
            const tx = db.transaction('blobs', 'readwrite');
            tx.objectStore('blobs').put(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), hash);
            tx.oncomplete = () => resolve(true);
            tx.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      [hash, Array.from(bytes)] as const,
    );
    expect(kept).toBe(true);
    const link = await alice.page.evaluate(() => (window as any).sandtable.shareLink());
    const copy = await joinAsHostilePeer(link, `${baseUrl().replace(/^http/, 'ws')}/signal`, 'Crafter');
    await expect.poll(() => copy.doc.getMap('pieces').size, { timeout: 20_000 }).toBeGreaterThan(0);
    copy.close();
    const listing = updateOf(copy.doc, (d) => d.getMap('assets').set(hash, { hash, mime: 'image/png', name: 'trojan.png', bytes: bytes.length, width: 800, height: 600 }));
    // Mallory's app holds the listing too, so it serves the bytes when asked.
    expect(await inject(listing, false, true)).toBeGreaterThan(0);

    const notice = `The image “trojan.png” from a friend was not stored`;
    await expect.poll(async () => (await alice.page.locator('.notice').allTextContents()).find((n) => n.includes(notice)) ?? '', { timeout: 30_000 }).toContain('is not an image');
    const stored = await alice.page.evaluate(() => (window as any).sandtable.listStoredImages());
    expect(stored).not.toContain(hash);
    expect(errors).toEqual([]);
  });
});
