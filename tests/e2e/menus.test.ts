/**
 * Menus a person can see and use: the toolbar's Add, File and "⋯" menus and the right-click menu
 * lie wholly inside the window over the table, answer the keyboard, and nothing scrolls sideways
 * to show them, at the window sizes players have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { clickAsPerson, expectReachable } from './support/person';
import { pointOfPiece, stackOf, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

/** Every element scrolled sideways, and the toolbar's overflow, as a person would notice them. */
function sidewaysScroll(page: Page): Promise<{ scrolled: string[]; toolbarOverflow: number }> {
  return page.evaluate(() => {
    const scrolled = [...document.querySelectorAll<HTMLElement>('*')].filter((e) => e.scrollLeft > 0).map((e) => e.className || e.tagName);
    const bar = document.querySelector<HTMLElement>('.toolbar')!;
    return { scrolled, toolbarOverflow: bar.scrollWidth - bar.clientWidth };
  });
}

/** The open menu's rectangle, to check it lies inside the window. */
async function openMenuRect(page: Page) {
  const box = await page.getByRole('menu').boundingBox();
  if (!box) throw new Error('no menu is open');
  return box;
}

async function expectInsideWindow(page: Page): Promise<void> {
  const box = await openMenuRect(page);
  const size = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

describe('toolbar menus', () => {
  it('show every item of Add over the table, inside the window, at 1280×800', async () => {
    const page = player.page;
    await startDemoGame(page);
    await clickAsPerson(page, page.getByRole('button', { name: 'Add', exact: true }));
    const items = page.getByRole('menuitem');
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < (await items.count()); i++) await expectReachable(items.nth(i));
    await expectInsideWindow(page);
  });

  it('move with the arrow keys without scrolling anything, and Esc gives focus back to the button', async () => {
    const page = player.page;
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Map image…');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Counters from images…');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Map image…');
    expect(await sidewaysScroll(page)).toEqual({ scrolled: [], toolbarOverflow: 0 });
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add');
  });

  it('run the chosen item with Enter: File → Export setup downloads the scenario', async () => {
    const page = player.page;
    await clickAsPerson(page, page.getByRole('button', { name: 'File', exact: true }));
    await expectInsideWindow(page);
    await page.keyboard.press('ArrowDown');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.scenario\.zip$/);
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  it('gather what does not fit a narrow window in a "⋯" menu, and nothing scrolls sideways', async () => {
    const page = player.page;
    for (const size of [{ width: 1024, height: 768 }, { width: 800, height: 600 }]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      expect(await sidewaysScroll(page)).toEqual({ scrolled: [], toolbarOverflow: 0 });
      for (const button of await page.locator('.toolbar button:visible').all()) await expectReachable(button);
    }
    await clickAsPerson(page, page.getByRole('button', { name: 'More commands' }));
    await expectInsideWindow(page);
    const more = page.getByRole('menu', { name: 'More commands' });
    await expectReachable(more.getByRole('menuitem', { name: 'Map image…' }));
    await page.keyboard.press('End');
    await expectReachable(more.getByRole('menuitem', { name: 'Mouse and keyboard' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(150);
    expect(await page.getByRole('button', { name: 'More commands' }).count()).toBe(0);
  });
});

describe('the right-click menu', () => {
  it('opens upward and leftward in the bottom-right corner, wholly inside the window', async () => {
    const page = player.page;
    // The notice of the export above lies in that corner: read, then dismissed, as a person would.
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await clickAsPerson(page, dismiss);
    const table = (await page.locator('.table-view').boundingBox())!;
    const corner = { x: table.x + table.width - 8, y: table.y + table.height - 8 };
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [corner.x, corner.y])).toBe('CANVAS');
    await page.mouse.click(corner.x, corner.y, { button: 'right' });
    await expectInsideWindow(page);
    const items = page.getByRole('menu').getByRole('menuitem');
    await expectReachable(items.last());
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
  });
});

describe('panels and dialogs', () => {
  it('show the stack viewer header of three counters whole', async () => {
    const page = player.page;
    const stack = await stackOf(page, 3);
    const top = await pointOfPiece(page, stack.id);
    await page.mouse.click(top.x, top.y);
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.stackViewer()?.pieces.length)).toBe(3);
    const viewer = await page.evaluate(() => (window as any).sandtable.stackViewer());
    const drawn = await page.evaluate((text) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `12px ${getComputedStyle(document.body).fontFamily || 'Arial'}`;
      const arial = document.createElement('canvas').getContext('2d')!;
      arial.font = '12px Arial';
      return Math.max(ctx.measureText(text).width, arial.measureText(text).width);
    }, viewer.title);
    expect(viewer.title).toContain('3 counters');
    expect(viewer.panel.width - 20).toBeGreaterThanOrEqual(drawn);
  });

  it('draw dark scrollbars and controls on the dark panels', async () => {
    const page = player.page;
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.evaluate((e) => getComputedStyle(e).colorScheme)).toBe('dark');
    expect(await dialog.evaluate((e) => e.scrollTop)).toBe(0);
    await page.keyboard.press('Escape');
  });
});
