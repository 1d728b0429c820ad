/**
 * A cup with counters scanned bigger than it, as with a real game's 217-pixel counters: whatever
 * is put in the cup is never seen, a drop anywhere on the cup (its right half too) goes in, and the
 * cup can be found when the view is zoomed out to fit the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { clickOn, clickPointAsPerson } from './support/person';
import { addCupNamed } from './support/cups';
import { drag, pieces, pointOfPiece, startDemoGame } from './support/table';
import { picture } from './support/pictures';
import { cupLandmarkFill, defaultCupCell, headerHeight } from '../../src/components/layout';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** A loud magenta: no map, cup or demo counter is drawn in it. */
const magenta = [255, 0, 255] as const;

/** A square counter image of `side` pixels, all magenta, as PNG bytes. */
async function magentaPng(page: Page, side: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (px) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = px;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ff00ff';
    ctx.fillRect(0, 0, px, px);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, side);
  return Buffer.from(base64, 'base64');
}

/** Screen pixels of exactly one colour in the table as the player sees it, with their bounding box. */
async function pixelsOf(page: Page, rgb: readonly [number, number, number]): Promise<{ count: number; width: number; height: number }> {
  const { width, rgba } = await picture(page);
  let count = 0;
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i] !== rgb[0] || rgba[i + 1] !== rgb[1] || rgba[i + 2] !== rgb[2]) continue;
    count++;
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    x1 = Math.min(x1, x);
    y1 = Math.min(y1, y);
    x2 = Math.max(x2, x);
    y2 = Math.max(y2, y);
  }
  return { count, width: count ? x2 - x1 + 1 : 0, height: count ? y2 - y1 + 1 : 0 };
}

function hex(colour: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
}

async function fit(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
  await page.waitForTimeout(150);
}

/** Adds two 217-unit magenta counters from images; returns their ids. */
async function addBigCounters(page: Page): Promise<string[]> {
  const before = new Set((await pieces(page)).map((p) => p.id));
  const buffer = await magentaPng(page, 217);
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: 'Counters from images…' }));
  const dialog = page.getByRole('dialog', { name: 'Counters from images' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickOn(dialog.getByLabel('Counter images', { exact: true }))]);
  await chooser.setFiles([
    { name: 'P 2-2.png', mimeType: 'image/png', buffer },
    { name: 'Guards.png', mimeType: 'image/png', buffer },
  ]);
  await clickOn(dialog.getByRole('button', { name: /Add 2 to table/ }));
  await expect.poll(async () => (await pieces(page)).filter((p) => !before.has(p.id)).length).toBe(2);
  return (await pieces(page)).filter((p) => !before.has(p.id)).map((p) => p.id);
}

/** Adds a cup (its cells of side `cell` when given) and closes the panel it opens; returns its board id. */
async function addCup(page: Page, name: string, cell?: number): Promise<string> {
  const id = await addCupNamed(page, name, cell);
  const close = page.getByTestId('component-panel-close');
  await close.waitFor({ state: 'visible' });
  await clickOn(close);
  return id;
}

function pointOnBoard(page: Page, board: string, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(([b, px, py]) => (window as any).sandtable.screenPointOfBoardPoint(b, px, py), [board, x, y] as const);
}

describe('a cup with counters bigger than it', () => {
  it('shows nothing of what is in it, takes a drop on its right half in, and is named at fit zoom', async () => {
    const page = player.page;
    await startDemoGame(page);
    const [first, second] = await addBigCounters(page);
    const cup = await addCup(page, 'Reserves', defaultCupCell);
    await fit(page);
    expect((await pixelsOf(page, magenta)).count).toBeGreaterThan(0);
    // The new counters come selected; a click on the empty table lets them go, so each is dragged alone.
    await clickPointAsPerson(page, { x: 12, y: 60 });

    // Into the pile, the cup's left half: the counter is nearly twice the cup's size.
    await drag(page, await pointOfPiece(page, first), await pointOnBoard(page, cup, defaultCupCell / 2, headerHeight + defaultCupCell / 2));
    // Onto the right half, where a person sees more of the same cup.
    await drag(page, await pointOfPiece(page, second), await pointOnBoard(page, cup, defaultCupCell * 1.5, headerHeight + defaultCupCell / 2));

    const inCup = async () => (await pieces(page)).filter((p) => p.board === cup && p.x < defaultCupCell).map((p) => p.id).sort();
    await expect.poll(inCup).toEqual([first, second].sort());
    expect((await pixelsOf(page, magenta)).count).toBe(0);

    await page.screenshot({ path: '/tmp/sandtable-cup-fit.png' });
    const tag = await pixelsOf(page, hex(cupLandmarkFill));
    expect(tag.height).toBeGreaterThanOrEqual(16);
    expect(tag.width).toBeGreaterThanOrEqual(80);
  });

  it('is made big enough for the table’s counters when its size is left as offered', async () => {
    const page = player.page;
    const cup = await addCup(page, 'Replacements');
    const board = ((await page.evaluate(() => (window as any).sandtable.listBoards())) as { id: string; width: number }[]).find((b) => b.id === cup)!;
    expect(board.width / 2).toBeGreaterThan(217);
  });
});
