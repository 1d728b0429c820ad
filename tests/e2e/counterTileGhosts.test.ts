/**
 * Issue #33's ghost fragments: counters moved about a map of big counters (some placed past its
 * right edge) left pieces of counters in places no counter was, which a pan kept and a zoom took
 * away. A tile a move repaired took a canvas from the pool still holding another tile's counters,
 * and cleared it under that tile's transform: only part of it. The tiles are compared with drawing
 * every counter directly (`?draw=direct`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, pointOfPiece, zoomAround } from './support/table';
import { differingBlocks, picture, settled } from './support/pictures';
import { clickOn } from './support/person';

let player: Player;
let tiles: Page;
let direct: Page;

/** A 2048 × 2593 map with 23 counters of 217 px in rows across its top half, 8 of them past its right edge. */
function bigCounters() {
  const faces: Record<string, unknown> = {};
  const pieces: unknown[] = [];
  for (let i = 0; i < 23; i++) {
    faces[`f${i}`] = { kind: 'drawn', fill: i % 2 ? '#f48fb1' : '#81c784', ink: '#111', symbol: 'infantry', size: 'XX', name: `U${i}`, factors: '2-2' };
    const past = i >= 15;
    const x = past ? 2150 + (i - 15) * 60 : 200 + (i % 5) * 300;
    const y = past ? 300 + (i - 15) * 160 : 300 + Math.floor(i / 5) * 400;
    pieces.push({ name: `Unit ${i}`, faces: [`f${i}`], board: 'map', x, y });
  }
  const board = { id: 'map', name: 'Map', fill: '#e8e0c8', width: 2048, height: 2593, grid: { kind: 'none' } };
  return { sandtableScenario: 1, name: 'Big counters', counterSize: 217, boards: [board], faces, pieces };
}

const loaded = (page: Page) => page.waitForFunction(() => (window as any).sandtable?.listPieces().length === 23, null, { timeout: 60_000 });

beforeAll(async () => {
  player = await launchPlayer();
  tiles = player.page;
  await tiles.goto(baseUrl());
  await tiles.waitForFunction(() => typeof (window as any).sandtable?.importScenario === 'function');
  const id = await tiles.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(bigCounters()));
  await loaded(tiles);
  direct = await player.context.newPage();
  await direct.goto(`${baseUrl().replace(/\/$/, '')}/?draw=direct#/game/${id}`);
  await loaded(direct);
});

afterAll(async () => {
  await player?.close();
});

describe('counter tiles repaired after a move', () => {
  it('show no ghost of other counters when a counter is moved into an empty part of the map', async () => {
    // A zoom in and back to fit leaves the first tiles' canvases, counters and all, spare in the pool.
    await zoomAround(tiles, { x: 500, y: 400 }, 2);
    await settled(tiles);
    await clickOn(tiles.getByRole('button', { name: 'Fit' }));
    await settled(tiles);
    // The bottom half of the map holds no counter: its tile is made for the counter moved there.
    const mover = (await tiles.evaluate(() => (window as any).sandtable.listPieces())).find((p: { name: string }) => p.name === 'Unit 12');
    const into = await tiles.evaluate(() => (window as any).sandtable.screenPointOfBoardPoint('map', 1100, 2300));
    await drag(tiles, await pointOfPiece(tiles, mover.id), into);
    await expect.poll(() => tiles.evaluate((id) => (window as any).sandtable.listPieces().find((p: { id: string }) => p.id === id).y, mover.id)).toBeGreaterThan(2000);
    await tiles.keyboard.press('Escape');
    await tiles.evaluate(() => (window as any).sandtable.flush());
    await direct.reload();
    await direct.waitForFunction((id) => (window as any).sandtable?.listPieces().find((p: { id: string }) => p.id === id)?.y > 2000, mover.id, { timeout: 30_000 });
    expect(differingBlocks(await picture(tiles), await picture(direct))).toBe(0);
  });
});
