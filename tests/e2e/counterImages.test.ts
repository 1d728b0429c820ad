/**
 * Many counter images at once, as a person sets up a game from single-counter scans: the file
 * chooser takes them all, fronts pair with backs by file name, the preview corrects a pairing,
 * and one step adds the counters (one undo takes them away). A file that is no image is named
 * and left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { clickOn } from './support/person';
import { drag, pieces, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** A 60 px counter image of one colour with a word on it, as PNG bytes. */
async function counterPng(page: Page, colour: string, word: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 60;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, 60, 60);
      ctx.fillStyle = '#000';
      ctx.font = '12px sans-serif';
      ctx.fillText(text, 4, 34);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    [colour, word] as const,
  );
  return Buffer.from(base64, 'base64');
}

describe('counters from many images', () => {
  it('pairs fronts and backs by name, corrects one by hand, and adds them in one undoable step', async () => {
    const page = player.page;
    await startDemoGame(page);
    const before = (await pieces(page)).length;
    const png = (name: string, colour: string) => counterPng(page, colour, name).then((buffer) => ({ name: `${name}.png`, mimeType: 'image/png', buffer }));
    const files = [
      await png('ger-12-front', '#9e9e9e'),
      await png('ger-12-back', '#bdbdbd'),
      await png('tank_b', '#8d6e63'),
      await png('tank_a', '#a1887f'),
      await png('Rommel', '#fdd835'),
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    ];
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: 'Counters from images…' }));
    const dialog = page.getByRole('dialog', { name: 'Counters from images' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickOn(dialog.getByLabel('Counter images', { exact: true }))]);
    await chooser.setFiles(files);
    await expect.poll(() => dialog.getByTestId('counter-images-summary').textContent()).toBe('3 counters, 2 two-sided');
    expect(await dialog.getByRole('alert').textContent()).toContain('notes.png');
    const tank = dialog.locator('li[data-front="tank_a.png"]');
    expect(await tank.getAttribute('data-back')).toBe('tank_b.png');
    await clickOn(dialog.getByRole('button', { name: 'Swap sides of tank' }));
    await expect.poll(() => dialog.locator('li[data-front="tank_b.png"]').getAttribute('data-back')).toBe('tank_a.png');
    await page.screenshot({ path: '/tmp/sandtable-counter-images.png' });
    await clickOn(dialog.getByRole('button', { name: /Add 3 to table/ }));
    await expect.poll(async () => (await pieces(page)).length).toBe(before + 3);

    const byName = Object.fromEntries((await pieces(page)).filter((p) => ['ger-12', 'tank', 'Rommel'].includes(p.name)).map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Rommel', 'ger-12', 'tank']);
    expect(byName['ger-12'].faceImages).toHaveLength(2);
    expect(byName.tank.faceImages).toHaveLength(2);
    expect(byName.Rommel.faceImages).toHaveLength(1);
    expect(Object.values(byName).every((p) => p.faceImages.every((h) => typeof h === 'string'))).toBe(true);
    expect(byName.tank.faceImages[0]).not.toBe(byName.tank.faceImages[1]);
    await expect.poll(() => page.getByTestId('selection-status').textContent()).toContain('3 selected');
    await expect.poll(() => page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining('add 3 counters from images'));

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await pieces(page)).length).toBe(before);
  });

  it('leaves out an image removed from the preview, and puts each new counter on a hex of its own, wholly on the map', async () => {
    const page = player.page;
    await startDemoGame(page);
    await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
    await page.waitForTimeout(150);
    const map = ((await page.evaluate(() => (window as any).sandtable.listBoards())) as { id: string; width: number; height: number }[]).find((b) => b.id === 'valli')!;
    // The map's right edge to the middle of the view, where new counters go.
    const edge = await page.evaluate(([w, h]) => (window as any).sandtable.screenPointOfBoardPoint('valli', w - 10, h / 2), [map.width, map.height] as const);
    const box = (await page.getByTestId('table').boundingBox())!;
    await drag(page, edge, { x: box.x + box.width / 2, y: edge.y });

    const before = await pieces(page);
    const files = [{ name: 'map.png', mimeType: 'image/png', buffer: await counterPng(page, '#e0d8b0', 'map') }];
    for (let i = 1; i <= 13; i++) files.push({ name: `unit-${i}.png`, mimeType: 'image/png', buffer: await counterPng(page, '#90caf9', `U${i}`) });
    await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
    await clickOn(page.getByRole('menuitem', { name: 'Counters from images…' }));
    const dialog = page.getByRole('dialog', { name: 'Counters from images' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickOn(dialog.getByLabel('Counter images', { exact: true }))]);
    await chooser.setFiles(files);
    await expect.poll(() => dialog.getByTestId('counter-images-summary').textContent()).toBe('14 counters, 0 two-sided');
    await clickOn(dialog.getByRole('button', { name: 'Remove map', exact: true }));
    await expect.poll(() => dialog.getByTestId('counter-images-summary').textContent()).toBe('13 counters, 0 two-sided');
    await clickOn(dialog.getByRole('button', { name: /Add 13 to table/ }));
    await expect.poll(async () => (await pieces(page)).length).toBe(before.length + 13);

    const added = (await pieces(page)).filter((p) => !before.some((b) => b.id === p.id));
    expect(added.map((p) => p.name)).not.toContain('map');
    expect(added.every((p) => p.board === 'valli' && p.stack.length === 1)).toBe(true);
    expect(new Set(added.map((p) => p.hex)).size).toBe(13);
    const held = new Set(before.filter((p) => p.board === 'valli').map((p) => p.hex));
    expect(added.filter((p) => held.has(p.hex))).toEqual([]);
    for (const p of added) expect(p.x + 30).toBeLessThanOrEqual(map.width);
  });
});
