/**
 * A player opens a VASSAL module through Open file…, in the real browser: a progress dialog names
 * each step and can be cancelled (nothing is kept); opened to the end, the module becomes a new
 * game with every piece of its At Start set-up on the board, point and hex VASSAL puts it on, in
 * VASSAL's stack order, and a summary says what was left out.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { clickAsPerson, clickPointAsPerson, expectReachable } from './support/person';
import { expectCanvasAt, pieces, pointOfPiece } from './support/table';
import { parseCommands } from '../../src/vassal/codec/commands';
import { positionOf } from '../../src/vassal/codec/position';
import { readSavedGameText } from '../../src/vassal/codec/savedGame';
import { readZip } from '../../src/model/zipRead';
import { vassalHex } from '../unit/vassal/grids/vassalReference';
import { fixturePath } from '../unit/vassal/support/fixtures';

const modulePath = fixturePath('ragnarok-v12-379.vmod');

/** The pieces on the module's own boards: not those in the palette's trays or the decks, which VASSAL keeps off its maps. */
const onMaps = async (page: Page) => (await pieces(page)).filter((p) => !p.board.startsWith('vassal-'));

/** Each spot's pieces on our table, bottom first, by name: the shape `vassalStart` gives VASSAL's. */
function spotsOf(ours: Awaited<ReturnType<typeof pieces>>): Map<string, string[]> {
  const byId = new Map(ours.map((p) => [p.id, p]));
  return new Map(ours.map((p) => [`${p.board} ${p.x},${p.y}`, p.stack.map((id) => byId.get(id)!.name)]));
}

/** What VASSAL has at start, read straight from the module's save: each spot's pieces bottom first, by name. */
function vassalStart() {
  const entries = readZip(new Uint8Array(readFileSync(modulePath)));
  const position = positionOf(parseCommands(readSavedGameText(entries['ragnarok-start.vsav'], 'ragnarok-start.vsav')));
  const nameOf = (type: string) => /piece;[^;]*;[^;]*;[^;]*;([^/\t]*)/.exec(type)?.[1] ?? '';
  const spots = new Map<string, string[]>();
  for (const p of position.pieces) {
    const key = `${p.map === 'Main Map' ? 'Map' : p.map} ${p.x},${p.y}`;
    spots.set(key, [...(spots.get(key) ?? []), nameOf(p.type)]);
  }
  return { count: position.pieces.length, spots };
}

/** VASSAL's label for a point of the Ragnarok map's hex zone, from the buildFile's own attributes. */
const ragnarokHexName = vassalHex(
  { dx: '97.71978541535786', dy: '112.39999999999895', x0: '21', y0: '24', sideways: 'true' },
  { first: 'H', hDescend: 'false', hLeading: '1', hOff: '0', hType: 'N', sep: '', stagger: 'true', vDescend: 'true', vLeading: '1', vOff: '0', vType: 'N', locationFormat: '$gridLocation$' },
  { width: 3081 - 12, height: 1760 - 34 },
).name;
const inHexZone = (x: number, y: number) => x > 22 && x < 3064 && y > 44 && y < 1747;

async function chooseModule(page: Page): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, page.getByRole('button', { name: 'Open file…' }))]);
  await chooser.setFiles(modulePath);
}

/** Records every step the progress dialog names, from now on. */
async function watchSteps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __steps: string[] };
    w.__steps = [];
    new MutationObserver(() => {
      const text = document.querySelector('.import-step')?.textContent;
      if (text && w.__steps.at(-1) !== text) w.__steps.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const stepsSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __steps: string[] }).__steps);
/** Makes the page's processor 8 times slower, as on a weak phone, so the steps can be watched. */
async function slowDown(page: Page): Promise<{ end(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  return { end: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).then(() => cdp.detach()) };
}
const gamesListed = (page: Page) => page.locator('.game-list li').count();
const storedImages = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).sandtable.listStoredImages());

let player: Player;
beforeAll(async () => {
  player = await launchPlayer({ webRtc: false });
});
afterAll(async () => {
  await player?.close();
});

describe('opening a VASSAL module', () => {
  it('can be cancelled while it reads, and then keeps nothing', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Open file…' }).waitFor({ timeout: 20_000 });
    const gamesBefore = await gamesListed(page);
    const imagesBefore = await storedImages(page);
    const slow = await slowDown(page);
    await chooseModule(page);
    const dialog = page.getByTestId('import-progress');
    await dialog.waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await slow.end();
    await expect.poll(() => page.getByText(/Stopped opening ragnarok-v12-379\.vmod; nothing was kept/).count()).toBe(1);
    expect(await dialog.count()).toBe(0);
    expect(await gamesListed(page)).toBe(gamesBefore);
    expect(await storedImages(page)).toEqual(imagesBefore);
  });

  it('names each step in a dialog that fits the window, and opens the module as a new game', async () => {
    const page = player.page;
    await watchSteps(page);
    const slow = await slowDown(page);
    await chooseModule(page);
    const dialog = page.getByTestId('import-progress');
    await dialog.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/vassal-progress-1280x800.png' });
    await page.setViewportSize({ width: 800, height: 600 });
    if (await dialog.count()) await page.screenshot({ path: 'test-results/vassal-progress-800x600.png' });
    await slow.end();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listPieces().length > 0, null, { timeout: 60_000 });
    const seen = await stepsSeen(page);
    expect(seen[0]).toBe('Reading the module…');
    expect(seen).toContain('Placing the pieces…');
    expect(seen.at(-1)).toBe('Storing the new game…');
  });

  it('puts every At Start piece on the board, point and stack order VASSAL has', async () => {
    const page = player.page;
    const expected = vassalStart();
    const ours = await onMaps(page);
    expect(ours).toHaveLength(expected.count);
    expect(spotsOf(ours)).toEqual(expected.spots);
    // The module's palette comes along in trays of its own, one counter a slot.
    expect((await pieces(page)).filter((p) => p.board.startsWith('vassal-palette-'))).toHaveLength(34);
  });

  it('labels every piece on the map’s hexes with the hex VASSAL names', async () => {
    const onHexes = (await pieces(player.page)).filter((p) => p.board === 'Map' && inHexZone(p.x, p.y));
    expect(onHexes.length).toBeGreaterThan(0);
    for (const p of onHexes) expect(p.hex).toBe(ragnarokHexName({ x: p.x, y: p.y }));
  });

  it('shows two-sided units front up with both faces as images', async () => {
    const thor = (await pieces(player.page)).find((p) => p.name === 'en-thor')!;
    expect(thor.faces).toBe(2);
    expect(thor.face).toBe(0);
    expect(thor.faceImages.every((h) => typeof h === 'string')).toBe(true);
  });

  it('says once what was left out', async () => {
    const page = player.page;
    const summary = page.getByTestId('import-summary');
    await summary.waitFor();
    const text = await summary.textContent();
    expect(text).toContain('1 turn tracker');
    expect(text).toContain('97 Area of Effect');
    await page.screenshot({ path: 'test-results/vassal-summary-1280x800.png' });
    await page.setViewportSize({ width: 800, height: 600 });
    await expectReachable(summary.getByRole('button', { name: 'OK' }));
    await page.screenshot({ path: 'test-results/vassal-summary-800x600.png' });
    await clickAsPerson(page, summary.getByRole('button', { name: 'OK' }));
    await expect.poll(() => summary.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('draws a piece where it stands: pressing there picks it, on the hex VASSAL names', async () => {
    const page = player.page;
    const heimdall = (await pieces(page)).find((p) => p.name === 'hero-heimdall')!;
    const at = await pointOfPiece(page, heimdall.id);
    await expectCanvasAt(page, at);
    await clickPointAsPerson(page, at);
    await expect.poll(() => page.getByText(`hero-heimdall in ${ragnarokHexName({ x: heimdall.x, y: heimdall.y })}`).count()).toBe(1);
    await page.keyboard.press('z');
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/vassal-main-map-1280x800.png' });
  });
});

describe('opening a VASSAL saved game on its own', () => {
  let fresh: Player;
  let savePath = '';
  beforeAll(async () => {
    fresh = await launchPlayer({ webRtc: false });
    savePath = join(mkdtempSync(join(tmpdir(), 'sandtable-vsav-')), 'ragnarok-start.vsav');
    writeFileSync(savePath, readZip(new Uint8Array(readFileSync(modulePath)))['ragnarok-start.vsav']);
  });
  afterAll(async () => {
    await fresh?.close();
    rmSync(dirname(savePath), { recursive: true, force: true });
  });

  async function openSave(page: Page): Promise<void> {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, page.getByRole('button', { name: 'Open file…' }))]);
    await chooser.setFiles(savePath);
  }
  const gameOpened = (page: Page, before: string | null) =>
    page.waitForFunction((old) => { const s = (window as any).sandtable; return s?.gameId() && s.gameId() !== old && s.listPieces().length > 0; }, before, { timeout: 60_000 });

  it('asks for its module when this browser has not opened it, then sets the save up', async () => {
    const page = fresh.page;
    await page.goto(`${baseUrl()}/`);
    await openSave(page);
    const request = page.getByTestId('module-request');
    await request.waitFor();
    expect(await request.textContent()).toContain('“Ragnarok (SPI) 1981”');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, request.getByRole('button', { name: 'Choose the module…' }))]);
    await chooser.setFiles(modulePath);
    await gameOpened(page, null);
    expect(await onMaps(page)).toHaveLength(vassalStart().count);
    await clickAsPerson(page, page.getByTestId('import-summary').getByRole('button', { name: 'OK' }));
  });

  it('finds the module opened before and opens the save straight away', async () => {
    const page = fresh.page;
    const first = await page.evaluate(() => (window as any).sandtable.gameId());
    await clickAsPerson(page, page.getByRole('button', { name: /Games/ }));
    await openSave(page);
    await gameOpened(page, first);
    expect(await page.getByTestId('module-request').count()).toBe(0);
    expect(await onMaps(page)).toHaveLength(vassalStart().count);
  });
});

describe('opening a VASSAL module unpacked into a folder', () => {
  let player: Player;
  let folder = '';
  beforeAll(async () => {
    player = await launchPlayer({ webRtc: false });
    folder = join(mkdtempSync(join(tmpdir(), 'sandtable-unpacked-')), 'Ragnarok');
    for (const [name, bytes] of Object.entries(readZip(new Uint8Array(readFileSync(modulePath))))) {
      if (name.endsWith('/')) continue;
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), bytes);
    }
  });
  afterAll(async () => {
    await player?.close();
    rmSync(dirname(folder), { recursive: true, force: true });
  });

  it('opens it through Open folder… as the module file opens: every At Start piece in place', async () => {
    const page = player.page;
    await page.goto(`${baseUrl()}/`);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickAsPerson(page, page.getByRole('button', { name: 'Open folder…' }))]);
    await chooser.setFiles(folder);
    await page.waitForFunction(() => (window as any).sandtable?.gameId() && (window as any).sandtable.listPieces().length > 0, null, { timeout: 60_000 });
    expect(await page.getByTestId('import-summary').textContent()).toContain('Ragnarok (SPI) 1981 is open');
    const expected = vassalStart();
    const ours = await onMaps(page);
    expect(ours).toHaveLength(expected.count);
    expect(spotsOf(ours)).toEqual(expected.spots);
  });
});
