import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { startDemoGame } from './support/table';
import { makePdf } from './support/pdf';
import { drawHexMap } from './support/images';
import { clickOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('bringing your own map', () => {
  it('adds a map image and calibrates its grid by clicking hexes and typing their numbers', async () => {
    const page = player.page;
    await startDemoGame(page);
    const map = await drawHexMap(page);
    await clickOn(page.getByRole('button', { name: 'Add' }));
    const chooser = page.waitForEvent('filechooser');
    await clickOn(page.getByRole('menuitem', { name: 'Map image…' }));
    await (await chooser).setFiles({ name: 'my-map.png', mimeType: 'image/png', buffer: Buffer.from(map.bytes) });
    await expect.poll(() => page.getByTestId('calibrate-panel').count()).toBe(1);
    const boards = await page.evaluate(() => (window as any).sandtable.listBoards());
    const board = boards.find((b: { name: string }) => b.name === 'my-map');
    expect(board).toMatchObject({ width: map.width, height: map.height, grid: 'none' });

    for (const label of ['0305', '2015', '0913']) {
      const c = map.centres[label];
      const at = await page.evaluate(([id, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(id, x, y), [board.id, c.x + 1, c.y - 1] as const);
      await page.mouse.click(at.x, at.y);
      await page.keyboard.type(label);
    }
    await expect.poll(() => page.getByTestId('calibrate-status').textContent()).toMatch(/19 × 12 hexes, 66\.0 × 76\.0 px/);
    await clickOn(page.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.listBoards().find((b: { name: string }) => b.name === 'my-map').grid)).toBe('hex');

    for (const label of ['0305', '1108', '2116', '0415']) {
      const c = map.centres[label];
      const at = await page.evaluate(([id, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(id, x, y), [board.id, c.x + 12, c.y + 9] as const);
      await page.mouse.move(at.x, at.y);
      await expect.poll(() => page.getByTestId('hover-hex').textContent()).toBe(`Hex ${label}`);
      const hex = await page.evaluate(([id, l]) => (window as any).sandtable.screenPointOfHex(id, l), [board.id, label] as const);
      const centre = await page.evaluate(([id, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(id, x, y), [board.id, c.x, c.y] as const);
      expect(Math.hypot(hex.x - centre.x, hex.y - centre.y)).toBeLessThan(2);
    }
  });

  it('adds a page of a PDF as a map', async () => {
    const page = player.page;
    const before = await page.evaluate(() => (window as any).sandtable.listBoards().length);
    await clickOn(page.getByRole('button', { name: 'Add' }));
    const chooser = page.waitForEvent('filechooser');
    await clickOn(page.getByRole('menuitem', { name: 'Map image…' }));
    const pdf = makePdf([
      { width: 400, height: 300, color: [0.9, 0.1, 0.1] },
      { width: 600, height: 400, color: [0.1, 0.5, 0.2] },
    ]);
    await (await chooser).setFiles({ name: 'sheets.pdf', mimeType: 'application/pdf', buffer: pdf });
    const dialog = page.getByRole('dialog', { name: 'Page of the PDF' });
    expect(await dialog.textContent()).toContain('of 2');
    await typeInto(dialog.getByLabel('Page'), '2');
    await clickOn(dialog.getByRole('button', { name: 'Add map' }));
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.listBoards().length)).toBe(before + 1);
    const added = (await page.evaluate(() => (window as any).sandtable.listBoards())).at(-1);
    expect(added).toMatchObject({ name: 'sheets p2', width: 1250, height: 833 });
    await page.keyboard.press('Escape');
  });

  it('refuses a file that is not an image, and changes nothing', async () => {
    const page = player.page;
    const before = await page.evaluate(() => (window as any).sandtable.listBoards().length);
    await clickOn(page.getByRole('button', { name: 'Add' }));
    const chooser = page.waitForEvent('filechooser');
    await clickOn(page.getByRole('menuitem', { name: 'Map image…' }));
    await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringContaining('"holiday.png" is not an image'));
    expect(await page.evaluate(() => (window as any).sandtable.listBoards().length)).toBe(before);
  });
});
