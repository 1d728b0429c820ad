import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, hexes, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { clickOn } from './support/person';
import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

let alice: Player;
let bob: Player;
const dir = mkdtempSync(join(tmpdir(), 'sandtable-files-'));
beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

async function openFile(page: Player['page'], path: string) {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('open-file').setInputFiles(path);
}

describe('save files', () => {
  let saved = '';
  let table: Record<string, string | null> = {};

  it('save a game to one file from the toolbar', async () => {
    const page = alice.page;
    await startDemoGame(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '2020'));
    table = await hexes(page);
    await clickOn(page.getByRole('button', { name: 'File' }));
    const [download] = await Promise.all([page.waitForEvent('download'), clickOn(page.getByRole('menuitem', { name: /^Save file(?! without)/ }))]);
    expect(download.suggestedFilename()).toBe('Valli del Nord (demo).sandtable');
    saved = join(dir, download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  });

  it('open on another machine with every piece, image and position', async () => {
    const page = bob.page;
    await openFile(page, saved);
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const opened = await hexes(page);
    expect(Object.keys(opened).sort()).toEqual(Object.keys(table).sort());
    expect(opened).toEqual(table);
    const map = await page.evaluate(async () => {
      const boards = (window as any).sandtable.listBoards();
      return boards.map((b: { width: number }) => b.width);
    });
    expect(map).toEqual([1980]);
    await page.screenshot({ path: join(dir, 'opened.png') });
  });

  it('refuse a broken file with a clear message and change nothing', async () => {
    const page = bob.page;
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.locator('.game-list li').count()).toBe(1);
    const truncated = join(dir, 'truncated.sandtable');
    writeFileSync(truncated, readFileSync(saved).subarray(0, 3000));
    await openFile(page, truncated);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('"truncated.sandtable" is not a Sandtable save file');
    const notAGame = join(dir, 'holiday.jpg.sandtable');
    writeFileSync(notAGame, Buffer.from('this is not a game at all'));
    await openFile(page, notAGame);
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringContaining('"holiday.jpg.sandtable" is not a Sandtable save file'));
    expect(await page.locator('.game-list li').count()).toBe(1);
    expect(page.url()).not.toContain('#/game/');
  });

  it('refuse hostile files by name, storing nothing: a zip bomb, a damaged image, a bad schema version, a counter that is text', async () => {
    const page = bob.page;
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.locator('.game-list li').count()).toBe(1);
    const imagesBefore = await page.evaluate(() => (window as any).sandtable.listStoredImages());
    const files = unzipSync(readFileSync(saved));
    const withDocument = async (change: (doc: Y.Doc) => void) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, files['document.bin']);
      change(doc);
      const state = Y.encodeStateAsUpdate(doc);
      const manifest = JSON.parse(strFromU8(files['sandtable.json']));
      manifest.document.sha256 = createHash('sha256').update(state).digest('hex');
      return zipSync({ ...files, 'document.bin': state, 'sandtable.json': strToU8(JSON.stringify(manifest)) });
    };
    const image = Object.keys(files).find((f) => f.startsWith('assets/'))!;
    const flipped = zipSync(files, { level: 0 });
    const at = Buffer.from(flipped).indexOf(Buffer.from(files[image].subarray(0, 64))) + 40;
    flipped[at] ^= 0xff;
    const cases: [string, Uint8Array, RegExp][] = [
      ['bomb.sandtable', zipSync({ ...files, 'assets/bomb': new Uint8Array(300 * 1024 * 1024) }, { level: 9 }), /"bomb\.sandtable" holds "assets\/bomb" of 300 MB unpacked; Sandtable reads at most 256 MB per file/],
      ['flipped.sandtable', flipped, /"flipped\.sandtable" is damaged: ".*" fails its checksum/],
      ['schema.sandtable', await withDocument((doc) => doc.getMap('meta').set('schemaVersion', '1')), /schema version \(meta\.schemaVersion\) is missing or not a whole number/],
      ['text.sandtable', await withDocument((doc) => doc.getMap('pieces').set([...doc.getMap('pieces').keys()][0], 'oops')), /holds a game Sandtable cannot use: pieces\.\S+ must be a piece record/],
    ];
    for (const [name, bytes, message] of cases) {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      await openFile(page, path);
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringMatching(message));
      expect(await page.locator('.game-list li').count()).toBe(1);
      expect(await page.evaluate(() => (window as any).sandtable.listStoredImages())).toEqual(imagesBefore);
    }
  }, 120_000);
});
