import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, expectCanvasAt, hexes, piece, pieces, pointOfHex, pointOfPiece, stackOf, startDemoGame, zoomAround } from './support/table';
import { clickOn, clickPointAsPerson } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('a new player at the demo table', () => {
  it('sees the demo with counters, some of them stacked', async () => {
    const page = player.page;
    await startDemoGame(page);
    const all = await pieces(page);
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.some((p) => p.stack.length >= 3)).toBe(true);
    expect(all.every((p) => p.hex === null || /^\d{4}$/.test(p.hex))).toBe(true);
  });

  it('drags a counter onto another hex, where it snaps to the centre and joins the stack', async () => {
    const page = player.page;
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    const target = await stackOf(page, 2);
    const hexPoint = await pointOfHex(page, target.hex!);
    await drag(page, await pointOfPiece(page, lone.id), { x: hexPoint.x + 9, y: hexPoint.y - 7 });
    const moved = await piece(page, lone.id);
    expect(moved.hex).toBe(target.hex);
    expect(moved.stack.at(-1)).toBe(lone.id);
    expect(moved.stack).toHaveLength(target.stack.length + 1);
    expect({ x: moved.x, y: moved.y }).toEqual({ x: target.x, y: target.y });
  });

  it('moves a whole stack by dragging it, keeping its order', async () => {
    const page = player.page;
    const stack = await stackOf(page, 3);
    const before = stack.stack;
    await drag(page, await pointOfPiece(page, stack.id), await pointOfHex(page, '1611'));
    const after = await piece(page, stack.id);
    expect(after.hex).toBe('1611');
    expect(after.stack).toEqual(before);
  });

  it('shows the hex under the pointer in the status bar', async () => {
    const page = player.page;
    const p = await pointOfHex(page, '2012');
    await page.mouse.move(p.x, p.y);
    await expect.poll(() => page.getByTestId('hover-hex').textContent()).toBe('Hex 2012');
  });

  it('flips a counter with F and back from the right-click menu', async () => {
    const page = player.page;
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    const at = await pointOfPiece(page, lone.id);
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('f');
    expect((await piece(page, lone.id)).face).toBe(1);
    await clickPointAsPerson(page, at, 'canvas', { button: 'right' });
    const flip = page.getByRole('menuitem', { name: /Flip/ });
    await expect.poll(() => flip.textContent()).toContain('F');
    await clickOn(flip);
    expect((await piece(page, lone.id)).face).toBe(0);
  });

  it('undoes and redoes any number of its own steps', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const before = await hexes(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    for (const hex of ['0910', '1010', '1110']) await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, hex));
    expect((await piece(page, lone.id)).hex).toBe('1110');
    await page.keyboard.press('Control+z');
    expect((await piece(page, lone.id)).hex).toBe('1010');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect((await piece(page, lone.id)).hex).toBe(before[lone.id]);
    await page.keyboard.press('Control+Shift+z');
    expect((await piece(page, lone.id)).hex).toBe('0910');
    await page.keyboard.press('Control+y');
    expect((await piece(page, lone.id)).hex).toBe('1010');
  });

  it('selects several stacks with a Shift marquee and moves them together', async () => {
    const page = player.page;
    const a = await pointOfHex(page, '0502');
    const b = await pointOfHex(page, '1107');
    const inside = (await pieces(page)).filter((p) => {
      const c = p.hex && Number(p.hex.slice(0, 2)) >= 5 && Number(p.hex.slice(0, 2)) <= 10 && Number(p.hex.slice(2)) >= 3 && Number(p.hex.slice(2)) <= 6;
      return c;
    });
    expect(inside.length).toBeGreaterThan(1);
    await drag(page, a, b, ['Shift']);
    const status = await page.getByTestId('selection-status').textContent();
    expect(status).toMatch(new RegExp(`^${inside.length} selected`));
    const first = inside[0];
    const from = await pointOfPiece(page, first.id);
    const before = await hexes(page);
    await drag(page, from, { x: from.x, y: from.y + (await pointOfHex(page, '0108')).y - (await pointOfHex(page, '0104')).y });
    const after = await hexes(page);
    for (const p of inside) {
      expect(after[p.id]).not.toBe(before[p.id]);
      expect(Number(after[p.id]!.slice(2)) - Number(before[p.id]!.slice(2))).toBe(4);
    }
  });

  it('outlines where the counter pressed would land while several stacks are dragged', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    // Two stacks, the one pressed lower on the map: the table draws (and lifts) the other first.
    const tops = (await pieces(page)).filter((p) => p.hex && p.stack.at(-1) === p.id && Number(p.hex.slice(2)) <= 8);
    const upper = [...tops].sort((a, b) => a.y - b.y)[0];
    const pressed = [...tops].filter((p) => p.hex!.slice(0, 2) !== upper.hex!.slice(0, 2)).sort((a, b) => b.y - a.y)[0];
    await clickPointAsPerson(page, await pointOfPiece(page, upper.id));
    await clickPointAsPerson(page, await pointOfPiece(page, pressed.id), 'canvas', { modifiers: ['Shift'] });
    expect(await page.getByTestId('selection-status').textContent()).toMatch(new RegExp(`^${upper.stack.length + pressed.stack.length} selected`));
    const from = await pointOfPiece(page, pressed.id);
    const row = (await pointOfHex(page, '0105')).y - (await pointOfHex(page, '0104')).y;
    const to = { x: from.x, y: from.y + row };
    await expectCanvasAt(page, from);
    await expectCanvasAt(page, to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    const landing = `${pressed.hex!.slice(0, 2)}${String(Number(pressed.hex!.slice(2)) + 1).padStart(2, '0')}`;
    await expect.poll(() => page.getByTestId('hover-hex').textContent()).toBe(`Hex ${landing}`);
    await page.mouse.up();
    await expect.poll(async () => (await piece(page, pressed.id)).hex).toBe(landing);
  });

  it('opens a stack in the stack viewer and takes a counter out of the middle', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const stack = await stackOf(page, 3);
    const at = await pointOfPiece(page, stack.id);
    await zoomAround(page, at, 4);
    const middle = stack.stack[1];
    const top = await pointOfPiece(page, stack.id);
    await page.mouse.move(top.x, top.y);
    await page.mouse.click(top.x, top.y);
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces)).toEqual(stack.stack);
    const target = await pointOfHex(page, stack.hex!);
    const fanMiddle = await fanSlotCentre(page, 1);
    await drag(page, fanMiddle, { x: target.x, y: target.y + 170 });
    const taken = await piece(page, middle);
    expect(taken.hex).not.toBe(stack.hex);
    expect(taken.stack).toEqual([middle]);
    const rest = await piece(page, stack.id);
    expect(rest.stack).toEqual(stack.stack.filter((id) => id !== middle));
  });

  it('duplicates with Ctrl+D beside the original, so the next drag takes only the copy, and deletes with Delete', async () => {
    const page = player.page;
    const before = await pieces(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('0');
    const lone = before.find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    const at = await pointOfPiece(page, lone.id);
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('Control+d');
    const copy = (await pieces(page)).find((p) => !before.some((b) => b.id === p.id))!;
    expect(copy.name).toBe(lone.name);
    expect((await piece(page, lone.id)).stack).toEqual([lone.id]);
    expect(copy.board).toBe(lone.board);
    expect(copy.hex).not.toBe(lone.hex);
    expect(copy.hex).not.toBeNull();
    expect(Math.hypot(copy.x - lone.x, copy.y - lone.y)).toBeLessThan(120);
    // The copy is what is selected now: Delete takes it, and only it, away.
    await page.keyboard.press('Delete');
    expect((await pieces(page)).map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  });

  it('says why F does nothing on a one-sided counter, and its menu offers no Flip', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    const marker = (await pieces(page)).find((p) => p.stack.length === 1 && p.faces === 1)!;
    const at = await pointOfPiece(page, marker.id);
    await clickPointAsPerson(page, at);
    await page.keyboard.press('f');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Nothing to flip' }).count()).toBe(1);
    expect((await piece(page, marker.id)).face).toBe(0);
    await clickPointAsPerson(page, at, 'canvas', { button: 'right' });
    const flip = page.getByTestId('context-menu').getByRole('menuitem', { name: /Flip/ });
    expect(await flip.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });
});

/** The centre of slot `i` of the open stack viewer (bottom counter first), in page coordinates. */
async function fanSlotCentre(page: import('playwright-core').Page, i: number) {
  const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
  if (!viewer) throw new Error('the stack viewer is not open');
  return viewer.slots[i] as { x: number; y: number };
}
