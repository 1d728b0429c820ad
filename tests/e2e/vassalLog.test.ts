/**
 * A player opens a VASSAL log (.vlog) through Open file…: it asks for the module, opens at the
 * log's start, and a panel steps through it. Stepping forward three times and back once with the
 * panel's buttons puts every piece where VASSAL's steps put it, and the panel says which step it
 * shows and what that step said.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { clickAsPerson } from './support/person';
import { pieces } from './support/table';
import { moduleScenario } from '../../src/vassal/import/moduleScenario';
import { readModule } from '../../src/vassal/module/readModule';
import { pieceFromTraits } from '../../src/vassal/pieces/traits';
import { boardAt } from '../../src/vassal/log/tableAtStep';
import { parseCommands } from '../../src/vassal/codec/commands';
import { positionOf } from '../../src/vassal/codec/position';
import { readSavedGameText } from '../../src/vassal/codec/savedGame';
import type { VassalGameOrigin } from '../../src/doc/vassalOrigin';
import { ragnarokLog, ragnarokModule } from '../unit/vassal/support/vlog';

const log = ragnarokLog();
const module = await readModule(new Uint8Array(readFileSync(ragnarokModule)), 'ragnarok-v12-379.vmod');
const { origin } = moduleScenario(module, { fileName: 'ragnarok.vlog', text: log.text });
const boards = { module: origin.module, pickers: [], boards: origin.boards, pieces: {} } as VassalGameOrigin;
const nameOf = (p: { type: string; state: string }) => pieceFromTraits(p.type, p.state, module.prototypes).name;
/** Where our table shows a VASSAL map point. */
const ourPlace = (map: string, x: number, y: number) => {
  const at = boardAt(boards, map, x, y)!;
  return { board: at.b, x: at.x, y: at.y };
};

let player: Player;
let logPath = '';
beforeAll(async () => {
  player = await launchPlayer({ webRtc: false });
  logPath = join(mkdtempSync(join(tmpdir(), 'sandtable-vlog-')), 'ragnarok-turn1.vlog');
  writeFileSync(logPath, log.bytes);
});
afterAll(async () => {
  await player?.close();
  rmSync(dirname(logPath), { recursive: true, force: true });
});

const panel = (page: Page) => page.getByRole('region', { name: 'VASSAL log' });
const stepShown = (page: Page) => panel(page).getByTestId('vassal-log-step').textContent();
async function step(page: Page, direction: 'forward' | 'back', expected: RegExp): Promise<void> {
  await clickAsPerson(page, panel(page).getByRole('button', { name: direction === 'forward' ? 'Step forward (→)' : 'Step back (←)' }));
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="vassal-log-step"]')?.textContent ?? ''), expected.source, { timeout: 10_000 });
}
/** Our pieces named `name` at the place a VASSAL map point is shown. */
async function piecesAt(page: Page, name: string, at: { board: string; x: number; y: number }) {
  return (await pieces(page)).filter((p) => p.name === name && p.board === at.board && p.x === at.x && p.y === at.y);
}

describe('stepping through a VASSAL log', () => {
  it('opens the log at its start, after asking for its module', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, page.getByRole('button', { name: 'Open file…' }))]);
    await chooser.setFiles(logPath);
    const request = page.getByTestId('module-request');
    await request.waitFor();
    const [moduleChooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, request.getByRole('button', { name: 'Choose the module…' }))]);
    await moduleChooser.setFiles(ragnarokModule);
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listPieces().length > 0, null, { timeout: 60_000 });
    await clickAsPerson(page, page.getByTestId('import-summary').getByRole('button', { name: 'OK' }));
    await panel(page).waitFor();
    expect(await stepShown(page)).toBe('Step 0 of 4: The start of the log');
    expect(await piecesAt(page, nameOf(log.a), ourPlace(log.a.map!, log.a.x, log.a.y))).toHaveLength(1);
  });

  it('steps forward three times: the move, the stacking and the flip, each with its text', async () => {
    const page = player.page;
    await step(page, 'forward', /^Step 1 of 4: Odin marches south$/);
    expect(await piecesAt(page, nameOf(log.a), ourPlace('Main Map', log.target.x, log.target.y))).toHaveLength(1);
    await step(page, 'forward', /^Step 2 of 4: Moved .+ to /);
    const cPlace = ourPlace(log.c.map!, log.c.x, log.c.y);
    const [joined] = await piecesAt(page, nameOf(log.b), cPlace);
    const byId = new Map((await pieces(page)).map((p) => [p.id, p]));
    expect(joined.stack.map((id) => byId.get(id)!.name).slice(-2)).toEqual([nameOf(log.c), nameOf(log.b)]);
    await step(page, 'forward', /^Step 3 of 4: Changed /);
    const [d] = await piecesAt(page, nameOf(log.d), ourPlace(log.d.map!, log.d.x, log.d.y));
    expect(d.face).toBe(1);
    await page.screenshot({ path: 'test-results/vassal-log-1280x800.png' });
    await page.setViewportSize({ width: 800, height: 600 });
    await page.screenshot({ path: 'test-results/vassal-log-800x600.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('steps back once: the flip is undone and the rest stays where step 2 put it', async () => {
    const page = player.page;
    await step(page, 'back', /^Step 2 of 4: Moved .+ to /);
    const [d] = await piecesAt(page, nameOf(log.d), ourPlace(log.d.map!, log.d.x, log.d.y));
    expect(d.face).toBe(0);
    expect(await piecesAt(page, nameOf(log.a), ourPlace('Main Map', log.target.x, log.target.y))).toHaveLength(1);
    expect(await piecesAt(page, nameOf(log.b), ourPlace(log.c.map!, log.c.x, log.c.y))).toHaveLength(1);
    expect(await piecesAt(page, nameOf(log.a), ourPlace(log.a.map!, log.a.x, log.a.y))).toHaveLength(0);
  });

  it('steps with the → and ← keys too', async () => {
    const page = player.page;
    await page.mouse.move(640, 300);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /^Step 3 of 4/.test(document.querySelector('[data-testid="vassal-log-step"]')?.textContent ?? ''));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /^Step 2 of 4/.test(document.querySelector('[data-testid="vassal-log-step"]')?.textContent ?? ''));
  });

  it('saves the position shown as a VASSAL game from the File menu, with the log’s moves in it', async () => {
    const page = player.page;
    await clickAsPerson(page, page.getByRole('button', { name: 'File' }));
    const [download] = await Promise.all([page.waitForEvent('download'), clickAsPerson(page, page.getByRole('menuitem', { name: 'Save as VASSAL game (.vsav)…' }))]);
    expect(download.suggestedFilename()).toBe('Ragnarok (SPI) 1981.vsav');
    const saved = positionOf(parseCommands(readSavedGameText(new Uint8Array(readFileSync(await download.path())), 'saved.vsav')));
    const a = saved.pieces.find((p) => p.id === log.a.id)!;
    expect({ map: a.map, x: a.x, y: a.y }).toEqual({ map: 'Main Map', x: log.target.x, y: log.target.y });
    const joined = saved.stacks.find((st) => st.pieceIds.includes(log.c.id))!;
    expect(joined.pieceIds.slice(-2)).toEqual([log.c.id, log.b.id]);
  });
});
