/**
 * A fast straight drag, as a person makes it: the pointer is sampled only a few times on the way,
 * hexes apart, and the verdict must judge the hexes it crossed, not a jump from hex to far hex.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { expectCanvasAt, pointOfHex, pointOfPiece, zoomAround } from './support/table';
import { clickOn } from './support/person';
import { logLines, rulesReach as reach, unitNamed } from './support/rules';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('a fast drag under the rules assistant', () => {
  it('is judged along the hexes the pointer crossed, filled in between its samples', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: "New Kesselring's War demo" }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await page.waitForTimeout(200);

    const motorized = await unitNamed(page, 'US 3 Inf');
    await zoomAround(page, await pointOfPiece(page, motorized.id), 3);
    const from = await pointOfPiece(page, motorized.id);
    await expectCanvasAt(page, from);
    const to = await pointOfHex(page, '1923', 'italy');
    await expectCanvasAt(page, to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await expect.poll(() => reach(page)).not.toBeNull();
    // Two samples for five hexes: the way a quick flick of the wrist reaches the browser.
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 1 });
    await page.mouse.move(to.x, to.y, { steps: 1 });
    await page.mouse.up();

    const card = page.getByTestId('move-verdict');
    await expect.poll(() => card.textContent()).toContain('US 3 Inf 1423→1923');
    const verdict = (await card.textContent()) ?? '';
    await page.screenshot({ path: '/tmp/sandtable-fast-drag.png' });
    expect(verdict).not.toMatch(/jumps/);
    // The verdict speaks of the hexes on the way (here the enemy zone of control entered there).
    expect(['1523', '1623', '1723', '1823'].some((hex) => verdict.includes(hex))).toBe(true);
    await expect.poll(() => logLines(page)).toContainEqual(expect.stringContaining('1423→1923'));
  });
});
