/**
 * Taking counters out of a stack as a person does: from the stack viewer, and with Alt held, at the
 * zoom a player really uses. The counter must follow the pointer and land in the hex where it is let go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { drag, expectCanvasAt, piece, pointOfPiece, stackOf, startDemoGame } from './support/table';
import { clickAsPerson } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** A hex a few hexes away from `label` ("CCRR") that is on the demo map and on screen. */
async function hexNear(page: Page, label: string, away: number): Promise<{ label: string; x: number; y: number }> {
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2));
  const size = page.viewportSize()!;
  for (const [dc, dr] of [[0, away], [0, -away], [away, 0], [-away, 0], [away, away], [-away, -away]]) {
    const l = `${String(col + dc).padStart(2, '0')}${String(row + dr).padStart(2, '0')}`;
    const p = await page.evaluate((x) => (window as any).sandtable.screenPointOfHex('valli', x), l);
    if (p && p.x > 40 && p.y > 80 && p.x < size.width - 320 && p.y < size.height - 60) return { label: l, ...p };
  }
  throw new Error(`no hex ${away} away from ${label} on screen`);
}

/** Zooms with the wheel until the toolbar's zoom reads about `percent`. */
async function zoomTo(page: Page, at: { x: number; y: number }, percent: number): Promise<number> {
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < 20; i++) {
    const zoom = Number((await page.locator('.toolbar .zoom').textContent())!.replace('%', ''));
    if (Math.abs(zoom - percent) <= 6) return zoom;
    await page.mouse.wheel(0, zoom < percent ? -120 : 120);
    await page.waitForTimeout(60);
  }
  throw new Error(`could not zoom to ${percent} %`);
}

describe('taking a counter out of a stack', () => {
  it('drops a counter dragged out of the stack viewer in the hex under the pointer, at 77 % zoom', async () => {
    const page = player.page;
    await startDemoGame(page);
    const stack = await stackOf(page, 3);
    await clickAsPerson(page, page.getByRole('button', { name: 'Fit', exact: true }));
    const zoom = await zoomTo(page, await pointOfPiece(page, stack.id), 77);
    expect(zoom).toBeGreaterThan(70);
    const top = await pointOfPiece(page, stack.id);
    await expectCanvasAt(page, top);
    await page.mouse.move(top.x, top.y);
    await page.mouse.click(top.x, top.y);
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces)).toEqual(stack.stack);
    const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
    const middle = stack.stack[1];
    const target = await hexNear(page, stack.hex!, 3);
    await drag(page, viewer.slots[1], target);
    const taken = await piece(page, middle);
    expect(taken.hex).toBe(target.label);
    expect(taken.stack).toEqual([middle]);
    expect((await piece(page, stack.id)).stack).toEqual(stack.stack.filter((id) => id !== middle));
  });

  it('takes only the counter under the pointer with Alt+drag, even right after its stack was moved', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const stack = await stackOf(page, 2);
    const start = await pointOfPiece(page, stack.id);
    const moved = await hexNear(page, stack.hex!, 2);
    await drag(page, start, moved);
    const after = await piece(page, stack.id);
    expect(after.hex).toBe(moved.label);
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain(`${stack.stack.length} selected`);
    const again = await pointOfPiece(page, stack.id);
    const target = await hexNear(page, moved.label, 2);
    await drag(page, again, target, ['Alt']);
    expect((await piece(page, stack.id)).hex).toBe(target.label);
    for (const other of stack.stack.filter((id) => id !== stack.id)) expect((await piece(page, other)).hex).toBe(moved.label);
  });
});
