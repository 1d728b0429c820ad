/**
 * The table played with fingers through Chromium's touch emulation, on a tablet held either way and
 * on a phone: one finger drags a counter to a hex, two fingers pinch-zoom around the point under
 * them, a long press opens the menu, a tap opens a stack and a finger drags a counter out of it,
 * the action bar flips, the ruler and the grid calibration take taps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { fingersOn } from './support/person';
import type { PieceInfo } from '../../src/automation/api';
import { piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

const screens = [
  { name: '1024×768 tablet', width: 1024, height: 768 },
  { name: '768×1024 tablet held upright', width: 768, height: 1024 },
  { name: '390×844 phone', width: 390, height: 844 },
];

let player: Player;

/** The hex `away` rows below the counter's, if drawn on the table and clear of the side panel. */
async function hexBelow(id: string, away: number): Promise<{ label: string; x: number; y: number }> {
  const from = (await piece(player.page, id)).hex!;
  const label = `${from.slice(0, 2)}${String(Number(from.slice(2)) + away).padStart(2, '0')}`;
  return { label, ...(await pointOfHex(player.page, label)) };
}

/** The first counter `which` accepts that is drawn where a finger can touch it (no bar or panel over it). */
async function reachableCounter(which: (p: PieceInfo) => boolean): Promise<PieceInfo> {
  const page = player.page;
  for (const p of await pieces(page)) {
    if (!p.hex || !which(p)) continue;
    const at = await pointOfPiece(page, p.id);
    if ((await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [at.x, at.y])) === 'CANVAS') return p;
  }
  throw new Error('no such counter is in reach');
}

const alone = (p: PieceInfo) => p.stack.length === 1;
const topOfStack = (size: number) => (p: PieceInfo) => p.stack.length >= size && p.stack[p.stack.length - 1] === p.id;

/** Taps a toolbar command, through the "⋯" menu when the toolbar has no room for it. */
async function tapCommand(name: string): Promise<void> {
  const page = player.page;
  const fingers = await fingersOn(page);
  const button = page.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return fingers.tapOn(button);
  await fingers.tapOn(page.getByRole('button', { name: 'More commands' }));
  const menu = page.getByRole('menu');
  await fingers.tapOn(menu.getByRole('menuitem', { name }).or(menu.getByRole('menuitemcheckbox', { name })));
}

/** Taps an item of a toolbar menu (`menu`), or the same item in the "⋯" menu when the toolbar has no room for the menu. */
async function tapMenuItem(menu: string, item: RegExp): Promise<void> {
  const page = player.page;
  const fingers = await fingersOn(page);
  const button = page.getByRole('button', { name: menu, exact: true });
  await fingers.tapOn((await button.isVisible()) ? button : page.getByRole('button', { name: 'More commands' }));
  await fingers.tapOn(page.getByRole('menu').getByRole('menuitem', { name: item }));
}

describe.each(screens)('the table with fingers, on a $name', ({ width, height }) => {
  beforeAll(async () => {
    player = await launchPlayer({ viewport: { width, height }, touch: true });
    await startDemoGame(player.page);
  });
  afterAll(async () => {
    await player?.close();
  });

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

  it('opens the counter menu on a long press, with its stack selected and the action bar aside', async () => {
    const page = player.page;
    const stack = await reachableCounter(topOfStack(2));
    const fingers = await fingersOn(page);
    await fingers.hold(await pointOfPiece(page, stack.id), 800);
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Flip/)]));
    // The menu has the selection's commands: the action bar stands aside while it is open.
    expect(await page.getByRole('toolbar', { name: 'Selection' }).count()).toBe(0);
    await page.screenshot({ path: `.test-results/touch-long-press-menu-${width}.png` });
    await page.keyboard.press('Escape');
  });

  it('opens a stack with a tap and drags a counter out of it with a finger', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    await tapCommand('Fit');
    const stack = await reachableCounter(topOfStack(3));
    await fingers.tapAt(await pointOfPiece(page, stack.id));
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces)).toEqual(stack.stack);
    const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
    const target = await hexBelow(stack.id, 2);
    await fingers.slide(viewer.slots[0], target);
    await expect.poll(async () => (await piece(page, stack.stack[0])).hex).toBe(target.label);
    expect((await piece(page, stack.stack[2])).hex).toBe(stack.hex);
  });

  it('flips the tapped counter through the action bar beside it, and undoes it there', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    const lone = await reachableCounter((p) => alone(p) && p.faces > 1);
    await fingers.tapAt(await pointOfPiece(page, lone.id));
    const bar = page.getByRole('toolbar', { name: 'Selection' });
    await fingers.tapOn(bar.getByRole('button', { name: 'Flip' }));
    await expect.poll(async () => (await piece(page, lone.id)).face).toBe((lone.face + 1) % lone.faces);
    await page.screenshot({ path: `.test-results/touch-action-bar-${width}.png` });
    await fingers.tapOn(bar.getByRole('button', { name: 'Undo' }));
    await expect.poll(async () => (await piece(page, lone.id)).face).toBe(lone.face);
  });

  it('selects a second counter with "Select +" and a tap, and moves both with one finger', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    const loners = (await pieces(page)).filter((p) => p.stack.length === 1 && p.hex);
    const [a, b] = [loners[0], loners.find((p) => p.hex !== loners[0].hex)!];
    await fingers.tapAt(await pointOfPiece(page, a.id));
    await fingers.tapOn(page.getByRole('toolbar', { name: 'Selection' }).getByRole('button', { name: 'Select more' }));
    await fingers.tapAt(await pointOfPiece(page, b.id));
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toMatch(/^2 selected/);
    // Adding done: the switch goes off, and a drag moves the selection again.
    await fingers.tapOn(page.getByRole('toolbar', { name: 'Selection' }).getByRole('button', { name: 'Select more' }));
    const target = await hexBelow(a.id, 1);
    await fingers.slide(await pointOfPiece(page, a.id), target);
    await expect.poll(async () => (await piece(page, a.id)).hex).toBe(target.label);
    expect((await piece(page, b.id)).hex).not.toBe(b.hex);
    await page.keyboard.press('Escape');
  });

  it('measures with the ruler by tapping one hex and then another', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    await tapCommand('Fit');
    await tapCommand('Ruler');
    await fingers.tapAt(await pointOfHex(page, '0808'));
    await fingers.tapAt(await pointOfHex(page, '0812'));
    await expect.poll(() => page.getByTestId('ruler-range').textContent()).toBe('0808 → 0812: 4 hexes');
    await page.screenshot({ path: `.test-results/touch-ruler-${width}.png` });
    await tapCommand('Ruler');
    await expect.poll(() => page.getByTestId('ruler-overlay').count()).toBe(0);
  });

  it('calibrates a grid with taps on three hex centres', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    // A tap on the table beside the map clears the selection (and its action bar).
    const table = (await page.getByTestId('table').boundingBox())!;
    await fingers.tapAt({ x: table.x + 8, y: table.y + 8 });
    await tapMenuItem('Add', /Calibrate grid of/);
    const panel = page.getByTestId('calibrate-panel');
    const labels = ['0404', '1004', '0710'];
    for (const [i, label] of labels.entries()) {
      await fingers.tapAt(await pointOfHex(page, label));
      await fingers.tapOn(panel.getByLabel(`Number printed in hex ${i + 1}`));
      await page.keyboard.type(label);
    }
    expect(await Promise.all(labels.map((_, i) => panel.getByLabel(`Number printed in hex ${i + 1}`).inputValue()))).toEqual(labels);
    await expect.poll(() => page.getByTestId('calibrate-status').textContent()).toMatch(/^\d+ × \d+ hexes/);
    await page.screenshot({ path: `.test-results/touch-calibrate-${width}.png` });
    await fingers.tapOn(panel.getByRole('button', { name: 'Cancel' }));
  });
});
