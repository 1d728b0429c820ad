import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfPiece, startDemoGame } from './support/table';
import { clickOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const boardPoint = (page: Player['page'], x: number, y: number) => page.evaluate(([bx, by]) => (window as any).sandtable.screenPointOfBoardPoint('valli', bx, by), [x, y] as const);

describe('areas for area-movement maps', () => {
  it('draws a named area by clicking its corners, and counters dropped in it gather there', async () => {
    const page = player.page;
    await startDemoGame(page);
    await clickOn(page.getByRole('button', { name: 'Add' }));
    await clickOn(page.getByRole('menuitem', { name: /Areas of/ }));
    await clickOn(page.getByRole('button', { name: 'Draw a new area' }));
    const corners = [
      [900, 950],
      [1300, 950],
      [1300, 1250],
      [900, 1250],
      [900, 950],
    ];
    for (const [x, y] of corners) {
      const at = await boardPoint(page, x, y);
      await page.mouse.click(at.x, at.y);
    }
    await typeInto(page.getByLabel('Area name'), '21 Southern France');
    await clickOn(page.getByRole('button', { name: 'Save area' }));
    await clickOn(page.getByRole('button', { name: 'Done' }));

    const [a, b] = (await pieces(page)).filter((p) => p.stack.length === 1 && p.kind === 'unit');
    await drag(page, await pointOfPiece(page, a.id), await boardPoint(page, 950, 1000));
    await drag(page, await pointOfPiece(page, b.id), await boardPoint(page, 1250, 1200));
    const movedA = await piece(page, a.id);
    expect(movedA.hex).toBe('21 Southern France');
    expect(movedA.stack).toEqual([a.id, b.id]);
    await expect.poll(() => page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('→ 21 Southern France'));
  });
});
