/**
 * The counter tiles (issue #11) show the same counters at the same places as drawing every
 * counter directly (`?draw=direct`): compared pixel block by pixel block at fit and two zooms,
 * after a move repainted the tiles it touched, with a control showing the comparison sees one
 * moved counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, pointOfPiece, zoomAround } from './support/table';
import { differingBlocks, picture } from './support/pictures';
import { clickPointAsPerson } from './support/person';
// @ts-expect-error plain ESM module without types
import { makeScenario, boardId } from '../bench/scenario.mjs';

let player: Player;
let tiles: Page;
let direct: Page;
let gameUrl: string;

beforeAll(async () => {
  player = await launchPlayer();
  tiles = player.page;
  await tiles.goto(baseUrl());
  await tiles.waitForFunction(() => typeof (window as any).sandtable?.importScenario === 'function');
  const id = await tiles.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(makeScenario(7, 900)));
  await tiles.waitForFunction(() => (window as any).sandtable.listPieces().length === 900, null, { timeout: 60_000 });
  gameUrl = `${baseUrl().replace(/\/$/, '')}/?draw=direct#/game/${id}`;
  direct = await player.context.newPage();
  await direct.goto(gameUrl);
  await direct.waitForFunction(() => (window as any).sandtable?.listPieces().length === 900, null, { timeout: 60_000 });
});

afterAll(async () => {
  await player?.close();
});

describe('counter tiles', () => {
  it('show what drawing every counter shows, at fit', async () => {
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
  });

  it('show a moved counter at its new place, and the comparison sees the difference from the old table', async () => {
    const mover = (await tiles.evaluate(() => (window as any).sandtable.listPieces())).find((p: { stack: string[] }) => p.stack.length === 1);
    const from = await pointOfPiece(tiles, mover.id);
    const to = await tiles.evaluate((b) => (window as any).sandtable.screenPointOfHex(b, '2510'), boardId);
    await drag(tiles, from, to);
    await expect.poll(() => tiles.evaluate((id) => (window as any).sandtable.listPieces().find((p: { id: string }) => p.id === id).hex, mover.id)).toBe('2510');
    // Escape clears the selection, whose outline the direct page would not have.
    await tiles.keyboard.press('Escape');
    // The direct page still holds the table as it was: one counter's worth of blocks differ.
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBeGreaterThan(0);
    await tiles.evaluate(() => (window as any).sandtable.flush());
    await direct.reload();
    await direct.waitForFunction((id) => (window as any).sandtable?.listPieces().find((p: { id: string }) => p.id === id)?.hex === '2510', mover.id, { timeout: 30_000 });
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
  });

  it('show every counter of a whole-table selection following the pointer, as drawing each lifted counter does', async () => {
    await expectWholeSelectionDragLikeDirect();
  });

  it('show what drawing every counter shows, zoomed in across tile levels', async () => {
    const at = { x: 400, y: 380 };
    for (const notches of [3, 5]) {
      await zoomAround(tiles, at, notches);
      await zoomAround(direct, at, notches);
      expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
    }
  });

  it('show the counters around the view following the pointer when a whole-table selection is dragged zoomed in', async () => {
    // Zoomed in this far the whole table would be too big a bitmap: it covers the counters around the view.
    const scale = await tiles.evaluate((b) => {
      const api = (window as any).sandtable;
      return (api.screenPointOfHex(b, '0301').x - api.screenPointOfHex(b, '0101').x) / 120;
    }, boardId);
    expect(scale).toBeGreaterThan(1);
    await expectWholeSelectionDragLikeDirect();
  });
});

/**
 * Selects every counter on both pages and holds a drag of them half-way; the two pictures must
 * match (the tiled page shows the lifted counters as one bitmap), the drag must show, and Escape
 * must give it up with nothing moved.
 */
async function expectWholeSelectionDragLikeDirect() {
  const listed: { id: string; stack: string[] }[] = await tiles.evaluate(() => (window as any).sandtable.listPieces());
  let at: { x: number; y: number } | null = null;
  for (const p of listed.filter((q) => q.stack.length === 1)) {
    const point = await pointOfPiece(tiles, p.id);
    if (point.x > 150 && point.x < 800 && point.y > 150 && point.y < 600) {
      at = point;
      break;
    }
  }
  if (!at) throw new Error('no single counter in the middle of the view');
  const from = at;
  const to = { x: from.x + 90, y: from.y + 50 };
  const places = () => tiles.evaluate(() => (window as any).sandtable.listPieces().map((p: { id: string; x: number; y: number }) => `${p.id}@${p.x},${p.y}`));
  const before = await places();
  const midDrag = async (page: Page) => {
    await clickPointAsPerson(page, from);
    await page.keyboard.press('Control+A');
    const resting = await picture(page);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 6 });
    const dragged = await picture(page);
    // Escape gives the drag up: nothing moves, on this page or the other.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.keyboard.press('Escape');
    return { resting, dragged };
  };
  const onTiles = await midDrag(tiles);
  const onDirect = await midDrag(direct);
  expect(differingBlocks(onTiles.resting, onTiles.dragged)).toBeGreaterThan(100);
  expect(differingBlocks(onTiles.dragged, onDirect.dragged)).toBe(0);
  expect(await places()).toEqual(before);
}
