/**
 * Boxes, tracks, cups and decks in the real browser, driven by mouse and keyboard: the toolbar's
 * Add → "Box, track, cup or deck…" makes them, counters are dragged into them, and a cup's or a
 * deck's panel (opened from the toolbar's "Cups & decks" menu) draws from them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { drag, piece, pieces, pointOfPiece, startDemoGame } from './support/table';
import { defaultCupCell, defaultDeckCell, headerHeight } from '../../src/components/layout';
import { clickOn, typeInto } from './support/person';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

type BoardInfo = { id: string; name: string; width: number; height: number; grid: string };

function boards(page: Page): Promise<BoardInfo[]> {
  return page.evaluate(() => (window as any).sandtable.listBoards());
}

async function boardNamed(page: Page, name: string): Promise<BoardInfo> {
  await expect.poll(async () => (await boards(page)).some((b) => b.name === name)).toBe(true);
  return (await boards(page)).find((b) => b.name === name)!;
}

async function pointOnBoard(page: Page, board: string, x: number, y: number): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(([b, px, py]) => (window as any).sandtable.screenPointOfBoardPoint(b, px, py), [board, x, y] as const);
  if (!p) throw new Error(`board ${board} has no point on screen`);
  return p;
}

/** Opens Add → "Box, track, cup or deck…" from the toolbar. */
async function openAddDialog(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: /Box, track, cup or deck/ }));
  await expect.poll(() => page.getByTestId('component-dialog').isVisible()).toBe(true);
}

/**
 * Closes the panel a new cup or deck opens (`opens`; a track opens none), so it does not lie over
 * counters being dragged. The panel is loaded on first use, so it is waited for, not looked for once.
 */
async function closePanel(page: Page, { opens }: { opens: boolean }): Promise<void> {
  const close = page.getByTestId('component-panel-close');
  if (opens) {
    await close.waitFor({ state: 'visible' });
    await clickOn(close);
  }
  await expect.poll(() => page.getByTestId('component-panel').count()).toBe(0);
}

/** Opens the panel of a cup or deck from the toolbar's "Cups & decks" menu. */
async function openPanel(page: Page, label: string): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Cups & decks' }));
  await clickOn(page.getByRole('menuitem', { name: label }));
  await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toContain(label);
}

/** Fits the table in the window, as the Fit button does. */
async function fit(page: Page): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
  await page.waitForTimeout(100);
}

/** Lone units on the demo map (each its own stack), to drag one at a time. */
async function loneUnits(page: Page, n: number): Promise<string[]> {
  const found = (await pieces(page)).filter((p) => p.board === 'valli' && p.stack.length === 1 && p.kind === 'unit').slice(0, n);
  if (found.length < n) throw new Error(`only ${found.length} lone units on the map`);
  return found.map((p) => p.id);
}

function gameLog(page: Page): Promise<string | null> {
  return page.getByRole('region', { name: 'Game log' }).textContent();
}

describe('boxes, tracks, cups and decks', () => {
  it('adds a turn track 1–10 whose box 5 holds a counter dropped in it', async () => {
    const page = player.page;
    await startDemoGame(page);
    await openAddDialog(page);
    await clickOn(page.getByRole('radio', { name: 'Track' }));
    await typeInto(page.getByTestId('component-name'), 'Turn');
    await typeInto(page.getByTestId('component-from'), '1');
    await typeInto(page.getByTestId('component-to'), '10');
    await clickOn(page.getByTestId('component-add'));
    await expect.poll(() => page.getByTestId('component-dialog').count()).toBe(0);

    const track = await boardNamed(page, 'Turn');
    expect(track.grid).toBe('square');
    await closePanel(page, { opens: false });
    await fit(page);
    // The track prints its name and its numbers (text shapes are registered on first need).
    const printed = () => page.evaluate(() => ((window as any).Konva.stages[0].find('Text') as { text(): string }[]).map((t) => t.text()));
    await expect.poll(printed).toEqual(expect.arrayContaining(['Turn', '1', '5', '10']));

    const [unit] = await loneUnits(page, 1);
    const box5 = await page.evaluate((b) => (window as any).sandtable.screenPointOfHex(b, '5'), track.id);
    expect(box5).not.toBeNull();
    await drag(page, await pointOfPiece(page, unit), { x: box5.x + 3, y: box5.y - 2 });
    const moved = await piece(page, unit);
    expect(moved.board).toBe(track.id);
    expect(moved.hex).toBe('5');
    await expect.poll(() => gameLog(page)).toContain('add the track "Turn" (1…10)');
  });

  it('puts three counters in a cup and draws one of them at random', async () => {
    const page = player.page;
    await openAddDialog(page);
    await clickOn(page.getByRole('radio', { name: 'Cup' }));
    await typeInto(page.getByTestId('component-name'), 'Random events');
    await clickOn(page.getByTestId('component-add'));
    const cup = await boardNamed(page, 'Random events');
    await closePanel(page, { opens: true });
    await fit(page);

    const units = await loneUnits(page, 3);
    const pile = { x: defaultCupCell / 2, y: headerHeight + defaultCupCell / 2 };
    for (const id of units) {
      const target = await pointOnBoard(page, cup.id, pile.x + 4, pile.y + 3);
      await drag(page, await pointOfPiece(page, id), target);
    }
    const inCup = async () => (await pieces(page)).filter((p) => units.includes(p.id) && p.board === cup.id && p.x < defaultCupCell).map((p) => p.id);
    expect((await inCup()).sort()).toEqual([...units].sort());

    await openPanel(page, 'Random events');
    await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toBe('Cup: Random events (3)');
    await clickOn(page.getByRole('button', { name: 'Draw one' }));

    await expect.poll(async () => (await inCup()).length).toBe(2);
    const out = (await pieces(page)).filter((p) => units.includes(p.id) && !(p.board === cup.id && p.x < defaultCupCell));
    expect(out).toHaveLength(1);
    expect(out[0].board).toBe(cup.id);
    expect(out[0].x).toBeGreaterThan(defaultCupCell);
    await expect.poll(() => gameLog(page)).toMatch(/drew .+ from Random events/);
    await expect.poll(() => page.getByTestId('component-panel-title').textContent()).toBe('Cup: Random events (2)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('component-panel').count()).toBe(0);
  });

  it('shuffles a deck and draws its top card face up', async () => {
    const page = player.page;
    await openAddDialog(page);
    await clickOn(page.getByRole('radio', { name: 'Deck' }));
    await typeInto(page.getByTestId('component-name'), 'Action cards');
    await clickOn(page.getByTestId('component-add'));
    const deck = await boardNamed(page, 'Action cards');
    await closePanel(page, { opens: true });
    await fit(page);

    const cards = await loneUnits(page, 2);
    for (const id of cards) {
      await drag(page, await pointOfPiece(page, id), await pointOnBoard(page, deck.id, defaultDeckCell / 2, headerHeight + defaultDeckCell / 2));
    }
    await openPanel(page, 'Action cards');
    await expect.poll(() => page.getByTestId('deck-counts').textContent()).toContain('2 cards in the draw pile');
    await clickOn(page.getByRole('button', { name: 'Shuffle', exact: true }));
    await expect.poll(() => gameLog(page)).toContain('shuffled Action cards (2 cards)');
    await clickOn(page.getByRole('button', { name: 'Draw face up' }));
    await expect.poll(() => page.getByTestId('deck-counts').textContent()).toContain('1 card in the draw pile · 1 face up');
    const up = (await pieces(page)).filter((p) => cards.includes(p.id) && p.x > defaultDeckCell && p.x < 2 * defaultDeckCell);
    expect(up).toHaveLength(1);
    expect(up[0].face).toBe(1);
  });
});
