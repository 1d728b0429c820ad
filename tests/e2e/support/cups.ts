/** Cups as a person uses them: making one and filling it (Add → "Box, track, cup or deck…", then dragging counters in), opening and closing its panel. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { defaultCupCell, headerHeight } from '../../../src/components/layout';
import type { PieceInfo } from '../../../src/automation/api';
import { clickOn, typeInto } from './person';
import { drag, pieces, pointOfPiece } from './table';

/**
 * Adds a cup named `name` on the demo game and drags `count` lone units of the map into its pile,
 * one at a time with the mouse. Returns the cup's board id and the units put in it.
 */
export async function fillNewCup(page: Page, name: string, count: number): Promise<{ cup: string; units: PieceInfo[] }> {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: /Box, track, cup or deck/ }));
  await clickOn(page.getByRole('radio', { name: 'Cup' }));
  await typeInto(page.getByTestId('component-name'), name);
  await clickOn(page.getByTestId('component-add'));
  await expect.poll(() => page.getByTestId('component-dialog').count()).toBe(0);
  const boards: { id: string; name: string }[] = await page.evaluate(() => (window as any).sandtable.listBoards());
  const cup = boards.find((b) => b.name === name)!.id;
  // The new cup's panel opens over the table's top left (once its code has loaded); close it so it lies over no counter.
  const close = page.getByTestId('component-panel-close');
  await close.waitFor({ state: 'visible' });
  await clickOn(close);
  await expect.poll(() => page.getByTestId('component-panel').count()).toBe(0);
  await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
  await page.waitForTimeout(150);
  const units = (await pieces(page)).filter((p) => p.board === 'valli' && p.stack.length === 1 && p.kind === 'unit').slice(0, count);
  for (const u of units) {
    const target = await page.evaluate(([b, x, y]) => (window as any).sandtable.screenPointOfBoardPoint(b, x, y), [cup, defaultCupCell / 2 + 3, headerHeight + defaultCupCell / 2 + 2] as const);
    await drag(page, await pointOfPiece(page, u.id), target);
  }
  const inPile = async () => (await pieces(page)).filter((p) => p.board === cup && p.x < defaultCupCell).map((p) => p.id).sort();
  await expect.poll(inPile).toEqual(units.map((u) => u.id).sort());
  return { cup, units };
}

/**
 * Adds a cup named `name` from Add → "Box, track, cup or deck…", with cells of side `cell` when
 * given (else the size offered), and returns its board id. Its panel is left open.
 */
export async function addCupNamed(page: Page, name: string, cell?: number): Promise<string> {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: /Box, track, cup or deck/ }));
  await clickOn(page.getByRole('radio', { name: 'Cup' }));
  await typeInto(page.getByTestId('component-name'), name);
  if (cell !== undefined) await typeInto(page.getByTestId('component-cell'), String(cell));
  await clickOn(page.getByTestId('component-add'));
  await expect.poll(() => page.getByTestId('component-dialog').count()).toBe(0);
  const boards: { id: string; name: string }[] = await page.evaluate(() => (window as any).sandtable.listBoards());
  return boards.find((b) => b.name === name)!.id;
}

/** Opens a cup's or deck's panel from the toolbar's "Cups & decks" menu, as a person does. */
export async function openCupPanel(page: Page, name: string): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
  await clickOn(page.getByRole('menuitem', { name }));
  await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toContain(name);
}

/** Closes the open cup or deck panel (if one is open) with its close button. */
export async function closeCupPanel(page: Page): Promise<void> {
  const close = page.getByTestId('component-panel-close');
  if (await close.isVisible()) await clickOn(close);
  await expect.poll(() => page.getByTestId('component-panel').count()).toBe(0);
}
