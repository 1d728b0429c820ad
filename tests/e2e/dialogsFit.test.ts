/**
 * Dialogs and panels a new user meets, at the window sizes people use (1280 × 800, 1024 × 700):
 * everything in them is drawn inside them, nothing is cut off or scrolls sideways. Each is
 * photographed at both sizes (/tmp/sandtable-fit-*.png) for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { aimAt, clickOn, clickPointAsPerson, expectReachable, pressIn, typeInto } from './support/person';
import { addCupNamed } from './support/cups';
import { pieces, pointOfHex, pointOfPiece, startDemoGame, zoomAround } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

const sizes = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

/**
 * Everything drawn in a container that sticks out of it (or is clipped by it), as sentences; and
 * whether it scrolls sideways. Empty when all of it can be read where it is.
 */
async function cutOff(container: Locator): Promise<string[]> {
  return container.evaluate((box) => {
    const problems: string[] = [];
    // The part a person can read: inside the borders, left of a scroll bar.
    const r0 = box.getBoundingClientRect();
    const outer = { left: r0.left + box.clientLeft, right: r0.left + box.clientLeft + box.clientWidth };
    if (box.scrollWidth > box.clientWidth + 1) problems.push(`${box.className} scrolls sideways: ${box.scrollWidth}px of content in ${box.clientWidth}px`);
    for (const el of box.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.right > outer.right + 1 || r.left < outer.left - 1) problems.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}" runs ${Math.round(Math.max(r.right - outer.right, outer.left - r.left))}px past the side`);
    }
    return problems;
  });
}

async function atSize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForTimeout(150);
}

describe('dialogs fit the window', () => {
  it('shows the share dialog’s whole explanation, wrapped inside it', async () => {
    const page = player.page;
    await startDemoGame(page);
    for (const size of sizes) {
      await atSize(page, size);
      await clickOn(page.getByRole('button', { name: 'Share', exact: true }));
      const dialog = page.getByRole('dialog', { name: 'Play with a friend' });
      await dialog.waitFor({ state: 'visible' });
      await page.screenshot({ path: `/tmp/sandtable-fit-share-${size.width}.png` });
      expect(await cutOff(dialog)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('shows the rules panel whole: its selects and ↺ buttons inside it', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: "New Kesselring's War demo" }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    for (const size of sizes) {
      await atSize(page, size);
      const panel = page.getByTestId('rules-panel');
      if (!(await panel.isVisible())) await page.keyboard.press('r');
      await panel.waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/sandtable-fit-rules-${size.width}.png` });
      expect(await cutOff(panel)).toEqual([]);
    }
  });

  it('shows the counters-from-images preview whole: every Back… select and Remove button inside it', async () => {
    const page = player.page;
    await startDemoGame(page);
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 60;
      canvas.getContext('2d')!.fillRect(0, 0, 60, 60);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    const names = ['Reserves cup 2 — Guards brigade', 'P 2-2 Egyptian camel corps', 'Anglo-Egyptian 11th Sudanese battalion'];
    for (const size of sizes) {
      await atSize(page, size);
      await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
      await clickOn(page.getByRole('menuitem', { name: 'Counters from images…' }));
      const dialog = page.getByRole('dialog', { name: 'Counters from images' });
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickOn(dialog.getByLabel('Counter images', { exact: true }))]);
      await chooser.setFiles(names.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: Buffer.from(png) })));
      await expect.poll(() => dialog.getByTestId('counter-images-summary').textContent()).toBe('3 counters, 0 two-sided');
      await page.screenshot({ path: `/tmp/sandtable-fit-counter-images-${size.width}.png` });
      expect(await cutOff(dialog)).toEqual([]);
      for (const name of names) await expectReachable(dialog.getByRole('combobox', { name: `Back of ${name}` }));
      await clickOn(dialog.getByRole('button', { name: 'Cancel' }));
    }
  });

  it('says a combat was read on the demo’s sample CRT, and keeps Close in view after the roll', async () => {
    const page = player.page;
    await atSize(page, sizes[0]);
    await page.goto(`${baseUrl()}/`);
    await clickOn(page.getByRole('button', { name: 'New Caporetto demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    for (const size of sizes) {
      await atSize(page, size);
      await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
      const german = (await pieces(page)).find((p) => p.name === 'Alpenkorps')!;
      await zoomAround(page, await pointOfPiece(page, german.id), 2);
      await clickPointAsPerson(page, await pointOfPiece(page, german.id));
      await page.keyboard.press('c');
      await expect.poll(() => page.getByTestId('combat-pick').textContent()).toContain('Click the defending hex');
      await clickPointAsPerson(page, await pointOfHex(page, '1808', 'italia'));
      const dialog = page.getByRole('dialog', { name: 'Resolve a combat' });
      const dieBoxes = dialog.getByLabel(/you rolled/);
      await typeInto(dieBoxes.last(), '4');
      await pressIn(dieBoxes.last(), 'Enter');
      await dialog.getByTestId('combat-result').waitFor({ state: 'visible' });
      expect(await dialog.getByTestId('combat-sample-table').textContent()).toMatch(/sample/);
      await page.screenshot({ path: `/tmp/sandtable-fit-combat-${size.width}.png` });
      // Where a person's eyes are after the roll, with no scrolling: the result, and Close to click.
      expect((await aimAt(dialog.getByTestId('combat-result'))).problems).toEqual([]);
      expect((await aimAt(dialog.getByRole('button', { name: 'Close', exact: true }))).problems).toEqual([]);
      await clickOn(dialog.getByRole('button', { name: 'Close', exact: true }));
    }
  });

  it('offers calibration for the map only, not for a cup, and says what to do on a map with no printed numbers', async () => {
    const page = player.page;
    await atSize(page, sizes[0]);
    await startDemoGame(page);
    await addCupNamed(page, 'Reserves');
    for (const size of sizes) {
      await atSize(page, size);
      await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.getByRole('menuitem', { name: /Valli del Nord/ }).count()).toBeGreaterThan(0);
      expect(await menu.getByRole('menuitem', { name: /Reserves/ }).allTextContents()).toEqual([]);
      await clickOn(menu.getByRole('menuitem', { name: 'Calibrate grid of “Valli del Nord”…' }));
      const panel = page.getByTestId('calibrate-panel');
      await expect.poll(() => panel.getByTestId('calibrate-unnumbered').textContent()).toMatch(/No numbers printed/);
      await page.screenshot({ path: `/tmp/sandtable-fit-calibrate-${size.width}.png` });
      expect(await cutOff(panel)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
    }
  });
});
