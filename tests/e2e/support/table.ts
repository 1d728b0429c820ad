/**
 * Helpers that act on the table the way a person does: through the real mouse and keyboard.
 * `window.sandtable` is used only to find where things are.
 */
import type { Page } from 'playwright-core';
import type { PieceInfo } from '../../../src/automation/api';
import { baseUrl } from './browser';
import { clickOn } from './person';

/** Opens the home screen (of the test server, or of the server at `origin`) and starts a new game from the demo, as a new user would. */
export async function startDemoGame(page: Page, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/`);
  await clickOn(page.getByRole('button', { name: 'New game from demo' }));
  await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
  await page.waitForTimeout(200);
}

export function pieces(page: Page): Promise<PieceInfo[]> {
  return page.evaluate(() => (window as any).sandtable.listPieces());
}

export async function piece(page: Page, id: string): Promise<PieceInfo> {
  const found = (await pieces(page)).find((p) => p.id === id);
  if (!found) throw new Error(`piece ${id} is not on the table`);
  return found;
}

export async function pointOfPiece(page: Page, id: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((pid) => (window as any).sandtable.screenPointOfPiece(pid), id);
  if (!p) throw new Error(`piece ${id} has no point on screen`);
  return p;
}

export async function pointOfHex(page: Page, label: string, board = 'valli'): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(([b, l]) => (window as any).sandtable.screenPointOfHex(b, l), [board, label]);
  if (!p) throw new Error(`hex ${label} has no point on screen`);
  return p;
}

/** Throws unless the table's canvas is what a person would touch at that point (no panel or menu over it). */
export async function expectCanvasAt(page: Page, at: { x: number; y: number }): Promise<void> {
  const top = await page.evaluate(([x, y]) => {
    const e = document.elementFromPoint(x, y);
    return e ? `${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\s+/).join('.') : ''}` : null;
  }, [at.x, at.y] as const);
  if (!top?.startsWith('canvas')) throw new Error(`a person pressing at (${Math.round(at.x)}, ${Math.round(at.y)}) would touch ${top}, not the table`);
}

/** Presses on a point of the table, drags in small steps to another, and lets go. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, modifiers: string[] = []): Promise<void> {
  await expectCanvasAt(page, from);
  await expectCanvasAt(page, to);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  for (const m of modifiers) await page.keyboard.up(m);
  await page.waitForTimeout(50);
}

/** Zooms in around a point with the mouse wheel so counters are large enough to aim at. */
export async function zoomAround(page: Page, at: { x: number; y: number }, notches = 4): Promise<void> {
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < notches; i++) {
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(30);
  }
}

/** The first stack of at least `size` counters. */
export async function stackOf(page: Page, size: number): Promise<PieceInfo> {
  const found = (await pieces(page)).find((p) => p.stack.length >= size && p.stack[p.stack.length - 1] === p.id);
  if (!found) throw new Error(`no stack of ${size} on the table`);
  return found;
}

/** The hex label of every piece, by id. */
export async function hexes(page: Page): Promise<Record<string, string | null>> {
  return Object.fromEntries((await pieces(page)).map((p) => [p.id, p.hex]));
}
