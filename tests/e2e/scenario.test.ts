import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import type { PieceInfo } from '../../src/automation/api';
import { clickOn } from './support/person';

let player: Player;
const dir = mkdtempSync(join(tmpdir(), 'sandtable-scenario-'));
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** The table as comparable data: each piece by name with its hex, face shown, and stack by names. */
function shape(list: PieceInfo[]) {
  const names = new Map(list.map((p) => [p.id, p.name]));
  return list.map((p) => ({ name: p.name, hex: p.hex, face: p.face, faces: p.faces, stack: p.stack.map((id) => names.get(id)) })).sort((a, b) => a.name.localeCompare(b.name));
}

describe('scenario files', () => {
  let original: ReturnType<typeof shape> = [];

  it('export a game’s setup and import it again as the same table', async () => {
    const page = player.page;
    await startDemoGame(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1414'));
    const at = await pointOfPiece(page, lone.id);
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('f');
    original = shape(await pieces(page));
    const firstAuthor = async () => (await page.locator('.log-panel li').first().textContent())!.replace(/^\W*/, '').split(':')[0];
    const setUpBy = await firstAuthor();
    expect(setUpBy).not.toBe('Player');
    const id = await page.evaluate(async () => {
      const exported = await (window as any).sandtable.exportScenario();
      return (window as any).sandtable.importScenario(exported.text, exported.files);
    });
    await page.waitForFunction((gid) => (window as any).sandtable.gameId() === gid && (window as any).sandtable.listPieces().length > 0, id);
    expect(shape(await pieces(page))).toEqual(original);
    // The import is credited to this browser's player, as Open file… credits them.
    await expect.poll(firstAuthor).toBe(setUpBy);
  });

  it('carry the terrain of the map through export and import', async () => {
    const page = player.page;
    const first = JSON.parse(await page.evaluate(async () => (await (window as any).sandtable.exportScenario()).text));
    expect(Object.keys(first.terrain.valli.hexes)).toHaveLength(704);
    expect(first.terrain.valli.hexes['0101']).toBeTruthy();
    const id = await page.evaluate(async () => {
      const exported = await (window as any).sandtable.exportScenario();
      return (window as any).sandtable.importScenario(exported.text, exported.files);
    });
    await page.waitForFunction((gid) => (window as any).sandtable.gameId() === gid && (window as any).sandtable.listPieces().length > 0, id);
    const again = JSON.parse(await page.evaluate(async () => (await (window as any).sandtable.exportScenario()).text));
    expect(again.terrain).toEqual(first.terrain);
  });

  it('export from the toolbar to a zip that opens from the home screen', async () => {
    const page = player.page;
    await clickOn(page.getByRole('button', { name: 'File' }));
    const [download] = await Promise.all([page.waitForEvent('download'), clickOn(page.getByRole('menuitem', { name: /Export setup/ }))]);
    expect(download.suggestedFilename()).toMatch(/\.scenario\.zip$/);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('open-file').setInputFiles(file);
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect(shape(await pieces(page))).toEqual(original);
    const boards = await page.evaluate(() => (window as any).sandtable.listBoards());
    expect(boards.map((b: { width: number; grid: string }) => [b.width, b.grid])).toEqual([[1980, 'hex']]);
  });

  it('open a scenario folder with its images', async () => {
    const page = player.page;
    const folder = join(dir, 'valli-folder');
    const { mkdirSync, copyFileSync } = await import('node:fs');
    mkdirSync(folder, { recursive: true });
    copyFileSync('assets/demo/scenario.json', join(folder, 'scenario.json'));
    copyFileSync('assets/demo/map.svg', join(folder, 'map.svg'));
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('open-folder').setInputFiles(folder);
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const boards = await page.evaluate(() => (window as any).sandtable.listBoards());
    expect(boards).toMatchObject([{ id: 'valli', width: 1980, grid: 'hex' }]);
    expect((await pieces(page)).length).toBe(39);
  });

  it('name the line or field of a mistake, and create nothing', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
    const before = await page.locator('.game-list li').count();
    const demo = JSON.parse(readFileSync('assets/demo/scenario.json', 'utf8'));
    demo.pieces[2].hex = '9999';
    const wrong = join(dir, 'wrong-hex.json');
    writeFileSync(wrong, JSON.stringify(demo));
    await page.getByTestId('open-file').setInputFiles(wrong);
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringContaining('pieces[2].hex "9999" is not a hex of board "valli"'));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{\n  "sandtableScenario": 1,\n  "name": "x"\n  "boards": []\n}');
    await page.getByTestId('open-file').setInputFiles(broken);
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringMatching(/not valid JSON at line 4, column 3/));
    expect(await page.locator('.game-list li').count()).toBe(before);
  });
});
