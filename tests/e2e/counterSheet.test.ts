/**
 * Cutting a counter sheet into two-sided counters, in the real browser: the sheets are PNGs drawn
 * in the page, chosen through the dialog's file inputs, the grid typed into its fields, the preview
 * hovered and clicked with the real mouse. `window.sandtable` is used only to read the result.
 */
import { sheet, sheetPng } from './support/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { pieces } from './support/table';
import { clickOn, hoverOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** The sheet's size and grid: 3 rows × 4 columns of 60 px counters, 10 px apart, from (20, 20). */
/** The point over the centre of cell (row, col), relative to a sheet preview's top-left corner. */
async function cellPosition(page: Page, testId: string, row: number, col: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const scale = box.width / sheet.width;
  const step = sheet.size + sheet.gap;
  return { x: (sheet.left + col * step + sheet.size / 2) * scale, y: (sheet.top + row * step + sheet.size / 2) * scale };
}

/** Clicks cell (row, col) of a sheet preview with the mouse, where it is drawn. */
async function clickCell(page: Page, testId: string, row: number, col: number): Promise<void> {
  await clickOn(page.getByTestId(testId), { position: await cellPosition(page, testId, row, col) });
}

/** Rests the mouse on front cell (row, col) and reads which back cell the preview pairs it with. */
async function hoverFront(page: Page, row: number, col: number): Promise<string | null> {
  const preview = page.getByTestId('counter-sheet-front-preview');
  await hoverOn(preview, { position: await cellPosition(page, 'counter-sheet-front-preview', row, col) });
  await expect.poll(() => preview.getAttribute('data-hovered')).toBe(`${row},${col}`);
  return preview.getAttribute('data-back-of-hovered');
}

describe('adding counters from a sheet', () => {
  it('opens the dialog from the Add menu of a blank game', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New blank game' }));
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listBoards().length > 0, null, { timeout: 20_000 });
    expect(await pieces(page)).toHaveLength(0);
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: 'Counters from a sheet…' }));
    await expect.poll(() => page.getByTestId('counter-sheet-dialog').isVisible()).toBe(true);
  });

  it('says so when the chosen file is not an image', async () => {
    const page = player.page;
    const dialog = page.getByTestId('counter-sheet-dialog');
    await dialog.getByLabel('Front sheet image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toContain('"notes.txt" is not an image');
    expect(await dialog.getByRole('button', { name: 'Add to table' }).isDisabled()).toBe(true);
  });

  it('lays the grid over the sheets, skips the blank counter and pairs backs mirrored', async () => {
    const page = player.page;
    const dialog = page.getByTestId('counter-sheet-dialog');
    await dialog.getByLabel('Front sheet image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await sheetPng(page, 'front') });
    await dialog.getByLabel('Back sheet image').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await sheetPng(page, 'back') });
    await expect.poll(() => page.getByTestId('counter-sheet-back-preview').isVisible()).toBe(true);

    const fill = async (label: string, value: number) => typeInto(dialog.getByLabel(label, { exact: true }), String(value));
    await fill('Left', sheet.left);
    await fill('Top', sheet.top);
    await fill('Counter width', sheet.size);
    await fill('Counter height', sheet.size);
    await fill('Gap across', sheet.gap);
    await fill('Gap down', sheet.gap);
    await fill('Rows', sheet.rows);
    // One column too many runs off the right edge: the dialog says so and adds nothing.
    await fill('Columns', sheet.columns + 1);
    const error = page.getByTestId('counter-sheet-error');
    await expect.poll(() => error.textContent()).toContain('right edge');
    expect(await dialog.getByRole('button', { name: 'Add to table' }).isDisabled()).toBe(true);
    await fill('Columns', sheet.columns);
    await expect.poll(() => error.count()).toBe(0);

    await expect.poll(() => page.getByTestId('counter-sheet-summary').textContent()).toBe('11 counters (1 blank skipped)');
    expect(await hoverFront(page, 0, 0)).toBe('0,3');
    expect(await hoverFront(page, 2, 1)).toBe('2,2');
    expect(await hoverFront(page, 1, 3)).toBe('1,0');
  });

  it('pairs a counter by hand: click its front, then its back', async () => {
    const page = player.page;
    const dialog = page.getByTestId('counter-sheet-dialog');
    await clickCell(page, 'counter-sheet-front-preview', 0, 0);
    await expect.poll(() => page.getByTestId('counter-sheet-front-preview').getAttribute('data-selected')).toBe('0,0');
    await clickCell(page, 'counter-sheet-back-preview', 0, 1);
    expect(await hoverFront(page, 0, 0)).toBe('0,1');
    // The front that had that back takes the old one in exchange.
    expect(await hoverFront(page, 0, 2)).toBe('0,3');
    await clickOn(dialog.getByRole('button', { name: 'Reset pairs' }));
    expect(await hoverFront(page, 0, 0)).toBe('0,3');
    expect(await hoverFront(page, 0, 2)).toBe('0,1');
  });

  it('adds the counters, two-sided, on a board of their own, in one undoable step', async () => {
    const page = player.page;
    const dialog = page.getByTestId('counter-sheet-dialog');
    await typeInto(dialog.getByLabel('Side', { exact: true }), 'Blue');
    await clickOn(dialog.getByRole('button', { name: 'Add to table' }));
    await expect.poll(() => dialog.count()).toBe(0);
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 11, null, { timeout: 10_000 });

    const boards: { id: string; name: string }[] = await page.evaluate(() => (window as any).sandtable.listBoards());
    const counters = boards.find((b) => b.name === 'Counters: front.png');
    expect(counters).toBeTruthy();
    const added = await pieces(page);
    expect(added).toHaveLength(11);
    expect(added.every((p) => p.faces === 2 && p.face === 0 && p.board === counters!.id)).toBe(true);
    // Each counter in a place of its own, laid out like the sheet.
    expect(new Set(added.map((p) => `${p.x},${p.y}`)).size).toBe(11);
    await expect.poll(() => page.getByRole('region', { name: 'Game log' }).textContent()).toContain('add 11 counters from front.png');

    // One operation: one undo takes every counter (and the board) away, one redo brings them back.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 0, null, { timeout: 5_000 });
    expect(await page.evaluate(() => (window as any).sandtable.listBoards().some((b: { name: string }) => b.name === 'Counters: front.png'))).toBe(false);
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => (window as any).sandtable.listPieces().length === 11, null, { timeout: 5_000 });
  });
});
