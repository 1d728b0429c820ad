import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drawHexMap, sheet, sheetPng } from './support/images';
import { pieces } from './support/table';
import { clickOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/**
 * The module-free claim, as a scripted run: from an empty table to a map with a calibrated grid and
 * two-sided counters cut from a sheet, counting every action a person takes (clicks, files chosen,
 * fields typed). The count and the scripted time are written to .bench/setup-run.json.
 */
describe('setting up a game from its images', () => {
  it('takes a blank game to a calibrated map with counters in a few dozen actions', async () => {
    const page = player.page;
    let actions = 0;
    const act = async <T,>(step: Promise<T>) => {
      actions++;
      return step;
    };
    const started = Date.now();
    await page.goto(`${baseUrl()}/`);
    await act(clickOn(page.getByRole('button', { name: 'New blank game' })));
    await page.waitForFunction(() => (window as any).sandtable?.gameId());

    const map = await drawHexMap(page);
    await act(clickOn(page.getByRole('button', { name: 'Add' })));
    const chooser = page.waitForEvent('filechooser');
    await act(clickOn(page.getByRole('menuitem', { name: 'Map image…' })));
    await act((await chooser).setFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from(map.bytes) }));
    await page.getByTestId('calibrate-panel').waitFor();
    const board = (await page.evaluate(() => (window as any).sandtable.listBoards())).find((b: { name: string }) => b.name === 'scan');
    for (const label of ['0305', '2015', '0913']) {
      const c = map.centres[label];
      const at = await page.evaluate(([id, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(id, x, y), [board.id, c.x, c.y] as const);
      await act(page.mouse.click(at.x, at.y));
      await act(page.keyboard.type(label));
    }
    await act(clickOn(page.getByRole('button', { name: 'Apply' })));

    await act(clickOn(page.getByRole('button', { name: 'Add' })));
    await act(clickOn(page.getByRole('menuitem', { name: 'Counters from a sheet…' })));
    const dialog = page.getByTestId('counter-sheet-dialog');
    await act(dialog.getByLabel('Front sheet image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await sheetPng(page, 'front') }));
    await act(dialog.getByLabel('Back sheet image').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await sheetPng(page, 'back') }));
    const fields: [string, number][] = [
      ['Left', sheet.left],
      ['Top', sheet.top],
      ['Counter width', sheet.size],
      ['Counter height', sheet.size],
      ['Gap across', sheet.gap],
      ['Gap down', sheet.gap],
      ['Rows', sheet.rows],
      ['Columns', sheet.columns],
    ];
    for (const [label, value] of fields) await act(typeInto(dialog.getByLabel(label, { exact: true }), String(value)));
    await act(clickOn(dialog.getByRole('button', { name: 'Add to table' })));
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 11);
    const seconds = (Date.now() - started) / 1000;

    const boards = await page.evaluate(() => (window as any).sandtable.listBoards());
    expect(boards.find((b: { name: string }) => b.name === 'scan').grid).toBe('hex');
    expect((await pieces(page)).every((p) => p.faces === 2)).toBe(true);
    expect(actions).toBeLessThan(40);
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/setup-run.json', JSON.stringify({ actions, scripted_seconds: seconds }) + '\n');
  });
});
