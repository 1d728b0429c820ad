/**
 * The tools wargamers expect beside the table, used as a person does: the ruler taken out with M
 * over a hex and dragged to another (range, the hexes between, both hexes where the line runs along
 * a hexside, and the terrain for line of sight), and zoom to selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { clickAsPerson } from './support/person';
import { expectCanvasAt, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Throws unless a person pressing at that point touches the table, with the ruler as its tool. */
async function expectRulerAt(page: Page, at: { x: number; y: number }): Promise<void> {
  await expectCanvasAt(page, at);
  expect(await page.getByTestId('table').getAttribute('data-state')).toBe('ruler');
}

const zoomShown = async (page: Page) => Number((await page.locator('.toolbar .zoom').textContent())!.replace('%', ''));

describe('the ruler', () => {
  it('measures from the hex under the pointer when M is pressed to the hex clicked next', async () => {
    const page = player.page;
    await startDemoGame(page);
    const from = await pointOfHex(page, '1005');
    const to = await pointOfHex(page, '1405');
    await expectCanvasAt(page, from);
    await page.mouse.move(from.x, from.y);
    await page.keyboard.press('m');
    await expect.poll(() => page.getByTestId('ruler-overlay').count()).toBe(1);
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await expectRulerAt(page, to);
    await page.mouse.click(to.x, to.y);
    await page.mouse.move(to.x + 80, to.y + 80, { steps: 4 });
    await expect.poll(() => page.getByTestId('ruler-range').textContent()).toBe('1005 → 1405: 4 hexes');
    // Checked by hand: columns 11 and 13 are shifted half a hex down, so a line through the centres
    // of 1005 and 1405 runs along the hexsides between 1105/1106 and 1305/1306: both are listed.
    expect(await page.getByTestId('ruler-path').textContent()).toBe('1005 → 1106 / 1105 → 1205 → 1306 / 1305 → 1405');
    await page.screenshot({ path: '/tmp/sandtable-ruler.png' });
  });

  it('lists the terrain of each hex on the line for line of sight', async () => {
    const page = player.page;
    await clickAsPerson(page, page.getByRole('checkbox', { name: /Line of sight/ }));
    const rows = await page.getByTestId('ruler-los').locator('tr').allTextContents();
    expect(rows[0]).toBe('1005Rough');
    expect(rows).toContain('1205Mountain');
    expect(rows.at(-1)).toBe('1405Alpine');
  });

  it('measures a new line dragged from another hex', async () => {
    const page = player.page;
    const from = await pointOfHex(page, '0808');
    const to = await pointOfHex(page, '0812');
    await expectRulerAt(page, from);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('ruler-range').textContent()).toBe('0808 → 0812: 4 hexes');
  });

  it('is put away with Esc, and the table takes drags again', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('ruler-overlay').count()).toBe(0);
    await expectCanvasAt(page, await pointOfHex(page, '1005'));
  });
});

describe('zoom to selection', () => {
  it('fits the view to the selected stacks, closer than the whole table', async () => {
    const page = player.page;
    const [a, b] = (await pieces(page)).filter((p) => p.kind === 'unit' && p.stack.at(-1) === p.id).slice(0, 2);
    const pa = await pointOfPiece(page, a.id);
    await expectCanvasAt(page, pa);
    await page.mouse.click(pa.x, pa.y);
    const pb = await pointOfPiece(page, b.id);
    await expectCanvasAt(page, pb);
    await page.keyboard.down('Shift');
    await page.mouse.click(pb.x, pb.y);
    await page.keyboard.up('Shift');
    const before = await zoomShown(page);
    await page.keyboard.press('z');
    await expect.poll(() => zoomShown(page)).toBeGreaterThan(before);
    const canvas = (await page.locator('.table-view').boundingBox())!;
    for (const id of [a.id, b.id]) {
      const p = await pointOfPiece(page, id);
      expect(p.x).toBeGreaterThan(canvas.x);
      expect(p.x).toBeLessThan(canvas.x + canvas.width);
      expect(p.y).toBeGreaterThan(canvas.y);
      expect(p.y).toBeLessThan(canvas.y + canvas.height);
    }
  });
});
