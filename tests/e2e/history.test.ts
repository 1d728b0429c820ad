/**
 * Looking back, two players in two browsers over the real signaling server and WebRTC: while Alice
 * is away (on her games list), Bob makes ten moves, a roll, a reveal and hides a counter. Alice
 * opens the game, is offered Bob's changes and watches them play out; she steps back with the
 * keyboard to before the roll and finds every counter where Bob's table had it then; she branches
 * a what-if there and moves in it, while the real game stays as it is in both browsers. The
 * counter Bob hid is never readable by Alice at any step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPlayer, type Player } from './support/browser';
import { drag, hexes, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { expectSameTables, nameMyself, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn, clickPointAsPerson } from './support/person';
import type { HistoryStepInfo, PieceInfo } from '../../src/automation/api';

let alice: Player;
let bob: Player;
const errors: string[] = [];
const shots = join(tmpdir(), 'sandtable-history');
mkdirSync(shots, { recursive: true });

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  for (const p of [alice, bob]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const steps = (page: Page): Promise<HistoryStepInfo[]> => page.evaluate(() => (window as any).sandtable.history.steps());
const position = (page: Page): Promise<number | null> => page.evaluate(() => (window as any).sandtable.history.position());
const shownPosition = async (page: Page) => Number(((await page.getByTestId('history-position').textContent()) ?? '').split('/')[0]);
const logLines = (page: Page) => page.locator('.log-panel li').allTextContents();

/** Hides or reveals a counter from its right-click menu, as a person does. */
async function fromMenu(page: Page, id: string, item: RegExp): Promise<void> {
  await clickPointAsPerson(page, await pointOfPiece(page, id), 'canvas', { button: 'right' });
  const menu = page.getByTestId('context-menu');
  await expect.poll(() => menu.isVisible()).toBe(true);
  await clickOn(menu.getByRole('menuitem', { name: item }));
  await expect.poll(() => menu.count()).toBe(0);
}

/** Free hexes of the demo map, far from each other, for Bob's ten moves. */
const targets = ['0303', '0505', '0707', '0909', '1111', '1313', '0305', '0507', '0709', '0911'];

describe('looking back at a game', () => {
  let gameId = '';
  let revealed: PieceInfo;
  let secret: PieceInfo;
  /** Bob's table (hex of every counter) right before his roll. */
  let beforeRoll: Record<string, string | null> = {};

  it('Bob plays while Alice is away: ten moves, a roll, a reveal and a counter hidden', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    gameId = (await alice.page.evaluate(() => (window as any).sandtable.gameId())) as string;
    const link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, (await pieces(alice.page)).length);
    await nameMyself(bob.page, 'Bob');
    await expectSameTables(alice.page, bob.page);

    const onMap = (await pieces(bob.page)).filter((p) => p.board === 'valli' && p.kind === 'unit');
    const lone = onMap.filter((p) => p.stack.length === 1);
    [revealed, secret] = [lone[0], lone[1]];
    // Ten stacks (a drag takes a whole stack), by their top counter.
    const movers = onMap.filter((p) => p.stack.at(-1) === p.id && p.id !== revealed.id && p.id !== secret.id).slice(0, targets.length);
    expect(movers).toHaveLength(targets.length);
    await fromMenu(bob.page, revealed.id, /^Hide from the other players/);
    await expect.poll(async () => (await pieces(alice.page)).find((p) => p.id === revealed.id)?.hidden, { timeout: 15_000 }).toBe('theirs');

    await clickOn(alice.page.getByRole('button', { name: /Games/ }));
    await alice.page.getByRole('heading', { name: 'Your games' }).waitFor();

    for (const [i, hex] of targets.entries()) {
      await drag(bob.page, await pointOfPiece(bob.page, movers[i].id), await pointOfHex(bob.page, hex));
      await expect.poll(async () => (await pieces(bob.page)).find((p) => p.id === movers[i].id)?.hex).toBe(hex);
    }
    beforeRoll = await hexes(bob.page);
    await clickOn(bob.page.getByRole('button', { name: 'Dice', exact: true }));
    const tray = bob.page.getByTestId('dice-tray');
    await clickOn(tray.getByRole('button', { name: '2d6', exact: true }));
    await expect.poll(() => logLines(bob.page)).toContainEqual(expect.stringMatching(/rolled 2d6: \d \+ \d = \d+/));
    await clickOn(bob.page.getByRole('button', { name: 'Dice', exact: true }));
    await fromMenu(bob.page, revealed.id, /^Reveal to everyone/);
    await fromMenu(bob.page, secret.id, /^Hide from the other players/);
    await expect.poll(async () => (await pieces(bob.page)).find((p) => p.id === secret.id)?.hidden).toBe('mine');
    expect((await steps(bob.page)).slice(-13).map((s) => s.op)).toEqual([...targets.map(() => 'movePieces'), 'fairRoll', 'revealHidden', 'hideCounters']);
  });

  it('Alice opens the game, is offered Bob’s changes, and watches them play out', async () => {
    const page = alice.page;
    await clickOn(page.locator(`li[data-game-id="${gameId}"] .game-open`));
    const offer = page.getByRole('region', { name: 'Unseen moves' });
    await expect.poll(() => offer.textContent(), { timeout: 30_000 }).toMatch(/Bob made 1[34] changes since you last looked/);
    await page.screenshot({ path: join(shots, 'offer-1280.png') });
    await clickOn(offer.getByRole('button', { name: /Watch them/ }));
    const bar = page.getByRole('region', { name: 'History' });
    await bar.waitFor();
    await chooseIn(bar.getByRole('combobox', { name: 'Play speed' }), '4');
    // While it plays, each step's counters are outlined from where to where, and the bar says what the step did.
    await expect.poll(() => page.getByTestId('replay-outline').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('history-step').textContent()).toMatch(/^Bob: move /);
    await page.screenshot({ path: join(shots, 'watching-1280.png') });
    const all = await steps(page);
    await expect.poll(() => shownPosition(page), { timeout: 30_000 }).toBe(all.length);
    await expect.poll(() => bar.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
    expect(await hexes(page)).toEqual(await hexes(bob.page));
  });

  it('steps back with ← to before the roll: every counter stands where Bob’s table had it then', async () => {
    const page = alice.page;
    const all = await steps(page);
    const roll = all.findLastIndex((s) => s.op === 'fairRoll');
    expect(all[roll].text).toMatch(/rolled 2d6: \d \+ \d = \d+/);
    // Esc goes back to now; the toolbar's History button opens the bar again, at now.
    await clickOn(page.getByTestId('history-step'));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'History' }).count()).toBe(0);
    expect(await position(page)).toBeNull();
    await clickOn(page.getByRole('button', { name: 'History', exact: true }));
    await expect.poll(() => position(page)).toBe(all.length);
    while ((await shownPosition(page)) > roll) await page.keyboard.press('ArrowLeft');
    expect(await position(page)).toBe(roll);
    expect(await hexes(page)).toEqual(beforeRoll);
    await expect.poll(() => page.getByTestId('history-step').textContent()).toMatch(/^Bob: move .* → 0911$/);
    // The step's log line is marked in the log; the lines after it are greyed.
    expect(await page.locator('.log-panel li.log-now').textContent()).toMatch(/move .* → 0911$/);
    expect(await page.locator('.log-panel li.log-later').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: join(shots, 'before-roll-1280.png') });
    // A past moment is read-only: a drag over it moves nothing.
    const some = (await pieces(page)).find((p) => p.hex === '0303')!;
    const at = await pointOfPiece(page, some.id);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 120, at.y + 80, { steps: 8 });
    await page.mouse.up();
    expect((await pieces(page)).find((p) => p.id === some.id)!.hex).toBe('0303');
    expect((await hexes(bob.page))[some.id]).toBe('0303');
  });

  it('never shows Alice the counter Bob hid, at any step; the revealed one only from its reveal on', async () => {
    const page = alice.page;
    const all = await steps(page);
    const reveal = all.findLastIndex((s) => s.op === 'revealHidden');
    const hide = all.findLastIndex((s) => s.op === 'hideCounters');
    for (let p = 0; p <= all.length; p++) {
      await page.evaluate((at) => (window as any).sandtable.history.goTo(at), p);
      const seen = await pieces(page);
      const s = seen.find((x) => x.id === secret.id);
      if (p > hide) expect(s, `step ${p}`).toMatchObject({ name: 'Hidden counter', hidden: 'theirs' });
      if (s?.hidden) expect(JSON.stringify(s)).not.toContain(secret.name);
      const r = seen.find((x) => x.id === revealed.id);
      if (r && p <= reveal && p > 0) expect(r.hidden === 'theirs' || r.name === revealed.name, `step ${p}`).toBe(true);
      if (p > reveal) expect(r).toMatchObject({ name: revealed.name, hidden: null });
    }
  });

  it('branches a what-if before the roll, moves in it, and the real game stays as it is in both browsers', async () => {
    const page = alice.page;
    const all = await steps(page);
    const roll = all.findLastIndex((s) => s.op === 'fairRoll');
    await page.evaluate((at) => (window as any).sandtable.history.goTo(at), roll);
    const bar = page.getByRole('region', { name: 'History' });
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.screenshot({ path: join(shots, 'bar-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    const real = await hexes(bob.page);
    await clickOn(bar.getByRole('button', { name: /Branch a what-if/ }));
    await expect.poll(() => page.evaluate(() => (window as any).sandtable.gameId()), { timeout: 15_000 }).not.toBe(gameId);
    await expect.poll(() => page.locator('.toolbar').textContent()).toMatch(/What if — .*turn 1, before Bob: rolled 2d6/);
    await waitForPieces(page, Object.keys(beforeRoll).length);
    expect(await hexes(page)).toEqual(beforeRoll);
    const mover = Object.entries(beforeRoll).find(([, hex]) => hex === '0505')![0];
    await drag(page, await pointOfPiece(page, mover), await pointOfHex(page, '1515'));
    await expect.poll(async () => (await hexes(page))[mover]).toBe('1515');
    await page.screenshot({ path: join(shots, 'branch-1280.png') });

    await page.waitForTimeout(1000);
    expect(await hexes(bob.page)).toEqual(real);
    await clickOn(page.getByRole('button', { name: /Games/ }));
    await expect.poll(() => page.locator('li[data-game-id] .game-open strong').allTextContents()).toContainEqual(expect.stringMatching(/^What if — /));
    await clickOn(page.locator(`li[data-game-id="${gameId}"] .game-open`));
    await waitForPieces(page, Object.keys(real).length);
    await expectSameTables(page, bob.page);
    expect(await hexes(page)).toEqual(real);
    expect(errors).toEqual([]);
  });

  it('saves the game with its history, or without it in a smaller file from the File menu', async () => {
    const page = alice.page;
    const saved = async (item: RegExp) => {
      await clickOn(page.getByRole('button', { name: 'File', exact: true }));
      const [download] = await Promise.all([page.waitForEvent('download'), clickOn(page.getByRole('menuitem', { name: item }))]);
      return statSync((await download.path())!).size;
    };
    const full = await saved(/^Save file(?! without)/);
    const small = await saved(/^Save file without history/);
    expect(small).toBeLessThan(full);
  });
});
