/** Helpers for tests with several players, each in a browser of their own. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hexes, pieces, startDemoGame } from './table';
import { clickOn } from './person';

/** Shares the open game the way a player does (the Share button) and reads the link from the dialog. */
export async function shareFromToolbar(page: Page): Promise<string> {
  await clickOn(page.getByRole('button', { name: 'Share', exact: true }));
  const input = page.getByTestId('share-link');
  await expect.poll(() => input.inputValue()).toMatch(/#\/join\//);
  const link = await input.inputValue();
  await page.keyboard.press('Escape');
  return link;
}

/** Waits until the page shows `count` pieces. */
export async function waitForPieces(page: Page, count: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction((n) => (window as any).sandtable?.listPieces().length === n, count, { timeout });
}

/** Waits until two players' tables show every piece in the same hex. */
export async function expectSameTables(a: Page, b: Page): Promise<void> {
  await expect.poll(async () => JSON.stringify(await hexes(a)) === JSON.stringify(await hexes(b)), { timeout: 15_000 }).toBe(true);
}

/** The connection badge's state and path. */
export async function roomStatus(page: Page): Promise<{ state: string | null; path: string | null }> {
  const badge = page.getByTestId('room-status');
  return { state: await badge.getAttribute('data-state'), path: await badge.getAttribute('data-path') };
}

/**
 * Changes the player's name the way a person does: ⚙ Settings, type over "Your name" (it has the
 * focus when the dialog opens), Enter. The dialog is drawn fixed over the toolbar that holds it,
 * which the reachability check of support/person.ts takes for clipped, so the keyboard is used in it.
 */
export async function nameMyself(page: Page, name: string): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Settings', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const field = dialog.getByLabel('Your name');
  await field.waitFor({ state: 'visible' });
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(name);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** Back to the home screen (the Games button), as a player leaves a table. */
export async function goHome(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: /Games/ }));
  await page.getByRole('button', { name: 'Open file…' }).waitFor();
}

/**
 * Alice starts the demo under her name and shares it; Bob opens the link, waits for the whole
 * table, and goes back to his home screen: two players who hold one game, ready to play apart.
 */
export async function aliceSharesWithBob(alice: Page, bob: Page): Promise<{ link: string; total: number }> {
  await startDemoGame(alice);
  await nameMyself(alice, 'Alice');
  const link = await shareFromToolbar(alice);
  const total = (await pieces(alice)).length;
  await bob.goto(link);
  await waitForPieces(bob, total);
  return { link, total };
}
