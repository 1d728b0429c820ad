/**
 * A setup whose counters are images travels as a scenario and opens again, in the real browser:
 * counters cut from a sheet (fronts and backs) are exported with File → Export setup and reopened
 * with Open file…; a bundle with a broken image is refused whole, leaving no image or game behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { sheet, sheetPng } from './support/images';
import { pieces } from './support/table';
import { clickAsPerson, typeAsPerson } from './support/person';

let player: Player;
let dir: string;
beforeAll(async () => {
  player = await launchPlayer();
  dir = mkdtempSync(join(tmpdir(), 'sandtable-scenario-images-'));
});
afterAll(async () => {
  await player?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Chooses a file through the file chooser a visible control opens, as a person does. */
async function chooseFile(page: Page, control: ReturnType<Page['getByRole']>, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, control)]);
  await chooser.setFiles(file);
}

async function openMenuItem(page: Page, menu: string, item: RegExp): Promise<void> {
  await clickAsPerson(page, page.getByRole('button', { name: menu, exact: true }));
  await clickAsPerson(page, page.getByRole('menuitem', { name: item }));
}

const storedImages = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).sandtable.listStoredImages());
const gamesListed = (page: Page) => page.locator('.game-list li').count();

describe('scenarios whose counters are images', () => {
  let original: { name: string; images: (string | null)[] }[] = [];
  let bundle = '';

  it('exports a setup of counters cut from a sheet, fronts and backs', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickAsPerson(page, page.getByRole('button', { name: 'New blank game' }));
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listBoards().length > 0, null, { timeout: 20_000 });
    await openMenuItem(page, 'Add', /Counters from a sheet/);
    const dialog = page.getByTestId('counter-sheet-dialog');
    await chooseFile(page, dialog.getByLabel('Front sheet image'), { name: 'front.png', mimeType: 'image/png', buffer: await sheetPng(page, 'front') });
    await chooseFile(page, dialog.getByLabel('Back sheet image'), { name: 'back.png', mimeType: 'image/png', buffer: await sheetPng(page, 'back') });
    for (const [label, value] of [['Left', sheet.left], ['Top', sheet.top], ['Counter width', sheet.size], ['Counter height', sheet.size], ['Gap across', sheet.gap], ['Gap down', sheet.gap], ['Rows', sheet.rows], ['Columns', sheet.columns]] as const) {
      await typeAsPerson(page, dialog.getByLabel(label, { exact: true }), String(value));
    }
    await expect.poll(() => page.getByTestId('counter-sheet-summary').textContent()).toBe('11 counters (1 blank skipped)');
    await clickAsPerson(page, dialog.getByRole('button', { name: 'Add to table' }));
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 11, null, { timeout: 10_000 });
    original = (await pieces(page)).map((p) => ({ name: p.name, images: p.faceImages })).sort((a, b) => a.name.localeCompare(b.name));
    expect(original.every((p) => p.images.length === 2 && p.images.every((h) => typeof h === 'string'))).toBe(true);
    expect(new Set(original.flatMap((p) => p.images)).size).toBeGreaterThanOrEqual(2);

    await clickAsPerson(page, page.getByRole('button', { name: 'File', exact: true }));
    const [download] = await Promise.all([page.waitForEvent('download'), clickAsPerson(page, page.getByRole('menuitem', { name: /Export setup/ }))]);
    bundle = join(dir, download.suggestedFilename());
    await download.saveAs(bundle);
    expect(Object.keys(unzipSync(readFileSync(bundle))).filter((n) => n.startsWith('images/')).length).toBeGreaterThanOrEqual(2);
  });

  it('opens the exported setup again with the same counters, fronts and backs', async () => {
    const page = player.page;
    await clickAsPerson(page, page.getByRole('button', { name: /Games/ }));
    await chooseFile(page, page.getByRole('button', { name: 'Open file…' }), bundle);
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length === 11, null, { timeout: 20_000 });
    const reopened = (await pieces(page)).map((p) => ({ name: p.name, images: p.faceImages })).sort((a, b) => a.name.localeCompare(b.name));
    expect(reopened).toEqual(original);
  });

  it('refuses a bundle with a broken counter image whole: no new image stored, no game added', async () => {
    const page = player.page;
    await clickAsPerson(page, page.getByRole('button', { name: /Games/ }));
    // This profile holds the blank game and the one opened from the bundle.
    await expect.poll(() => gamesListed(page)).toBe(2);
    const gamesBefore = await gamesListed(page);
    const imagesBefore = await storedImages(page);

    // A new map image for the board (valid, never stored here) and a counter image that is text.
    const entries = unzipSync(readFileSync(bundle));
    const scenario = JSON.parse(strFromU8(entries['scenario.json']));
    scenario.boards[0].image = 'new-map.png';
    const faceImage = Object.values(scenario.faces as Record<string, { kind: string; asset?: string }>).find((f) => f.kind === 'image')!.asset!;
    entries['scenario.json'] = strToU8(JSON.stringify(scenario));
    entries['images/new-map.png'] = new Uint8Array(Buffer.concat([await sheetPng(page, 'front'), Buffer.from('extra bytes make a new hash')]));
    entries[`images/${faceImage}`] = strToU8('this is not a picture');
    const broken = join(dir, 'broken.scenario.zip');
    writeFileSync(broken, zipSync(entries));

    await chooseFile(page, page.getByRole('button', { name: 'Open file…' }), broken);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(faceImage);
    expect(await page.getByRole('alert').first().textContent()).toMatch(/faces\..+\.asset/);
    expect(await storedImages(page)).toEqual(imagesBefore);
    expect(await gamesListed(page)).toBe(gamesBefore);
    await page.screenshot({ path: join(tmpdir(), 'sandtable-scenario-import-error.png') });
  });
});
