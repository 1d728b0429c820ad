/**
 * Counters a player moved stay marked on the table until that player clicks End turn, which
 * clears only their marks and enforces nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { clickOn } from './support/person';
import { drag, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('marking moved counters', () => {
  it('marks a counter moved, and End turn clears the mark in one logged step', async () => {
    const page = player.page;
    await startDemoGame(page);
    const unit = (await pieces(page)).find((p) => p.kind === 'unit' && p.stack.length === 1)!;
    expect(unit.movedBy).toBeNull();
    await drag(page, await pointOfPiece(page, unit.id), await pointOfHex(page, '1212'));
    await expect.poll(async () => (await piece(page, unit.id)).movedBy).not.toBeNull();
    expect((await pieces(page)).filter((p) => p.movedBy)).toHaveLength(1);
    await page.screenshot({ path: '/tmp/sandtable-moved.png' });

    await clickOn(page.getByRole('button', { name: 'End turn' }));
    await expect.poll(async () => (await piece(page, unit.id)).movedBy).toBeNull();
    await expect.poll(() => page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('end the turn (1 counter moved)'));
  });

  it('marks again after the next move, and Ctrl+Enter ends the turn too', async () => {
    const page = player.page;
    const unit = (await pieces(page)).find((p) => p.kind === 'unit' && p.stack.length === 1 && p.hex !== '1212')!;
    await drag(page, await pointOfPiece(page, unit.id), await pointOfHex(page, '1414'));
    await expect.poll(async () => (await piece(page, unit.id)).movedBy).not.toBeNull();
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await piece(page, unit.id)).movedBy).toBeNull();
  });
});
