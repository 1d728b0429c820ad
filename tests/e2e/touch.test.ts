/**
 * The table on a tablet, played with fingers through Chromium's touch emulation: one finger drags a
 * counter to a hex, two fingers pinch-zoom around the point under them, a long press opens the
 * menu, a tap opens a stack and a finger drags a counter out of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { expectReachable, fingersOn } from './support/person';
import { piece, pointOfHex, pointOfPiece, stackOf, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer({ viewport: { width: 1024, height: 768 }, touch: true });
  await startDemoGame(player.page);
});
afterAll(async () => {
  await player?.close();
});

/** The hex `away` rows below the counter's, if drawn on the table and clear of the side panel. */
async function hexBelow(id: string, away: number): Promise<{ label: string; x: number; y: number }> {
  const from = (await piece(player.page, id)).hex!;
  const label = `${from.slice(0, 2)}${String(Number(from.slice(2)) + away).padStart(2, '0')}`;
  return { label, ...(await pointOfHex(player.page, label)) };
}

describe('the table with fingers, on a 1024×768 tablet', () => {
  it('drags a counter to a hex with one finger', async () => {
    const page = player.page;
    const lone = (await page.evaluate(() => (window as any).sandtable.listPieces())).find((p: any) => p.stack.length === 1 && p.hex);
    const target = await hexBelow(lone.id, 2);
    const fingers = await fingersOn(page);
    await fingers.slide(await pointOfPiece(page, lone.id), target);
    await expect.poll(async () => (await piece(page, lone.id)).hex).toBe(target.label);
  });

  it('zooms with two fingers around the point under them, which stays under them within 2 px', async () => {
    const page = player.page;
    const lone = (await page.evaluate(() => (window as any).sandtable.listPieces())).find((p: any) => p.stack.length === 1 && p.hex);
    const centre = await pointOfHex(page, lone.hex);
    const zoomBefore = await page.locator('.toolbar .zoom').textContent();
    const fingers = await fingersOn(page);
    await fingers.pinch(centre, 80, 200, { x: 40, y: -30 });
    await expect.poll(() => page.locator('.toolbar .zoom').textContent()).not.toBe(zoomBefore);
    const landed = { x: centre.x + 40, y: centre.y - 30 };
    const now = await pointOfHex(page, lone.hex);
    expect(Math.hypot(now.x - landed.x, now.y - landed.y)).toBeLessThanOrEqual(2);
  });

  it('opens the counter menu on a long press, with its stack selected', async () => {
    const page = player.page;
    const stack = await stackOf(page, 2);
    const fingers = await fingersOn(page);
    await fingers.hold(await pointOfPiece(page, stack.id), 800);
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Flip/)]));
    await page.screenshot({ path: '.test-results/touch-long-press-menu.png' });
    await page.keyboard.press('Escape');
  });

  it('opens a stack with a tap and drags a counter out of it with a finger', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    await fingers.tap(await expectReachable(page.getByRole('button', { name: 'Fit', exact: true })), 'button');
    const stack = await stackOf(page, 3);
    await fingers.tap(await pointOfPiece(page, stack.id));
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces)).toEqual(stack.stack);
    const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
    const target = await hexBelow(stack.id, 2);
    await fingers.slide(viewer.slots[0], target);
    await expect.poll(async () => (await piece(page, stack.stack[0])).hex).toBe(target.label);
    expect((await piece(page, stack.stack[2])).hex).toBe(stack.hex);
  });
});
