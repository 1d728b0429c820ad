/**
 * A blind cup among three players in three browsers, over the real signaling server, WebRTC and
 * (Carol, whose browser has no WebRTC) the relay:
 * Alice fills a cup with four counters and seals it from its panel; each browser shuffles and
 * locks in turn without anyone clicking; the counters become four identical sealed pieces. Bob
 * draws one blind — no browser can read it — and Carol reveals it with V: all three read the same
 * counter, one of the four. Alice then draws one for her eyes only: she reads it, Bob and Carol
 * cannot, and Bob's V on it reveals nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPlayer, type Player } from './support/browser';
import { pieces, pointOfPiece, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn, clickPointAsPerson } from './support/person';
import { closeCupPanel, fillNewCup, openCupPanel } from './support/cups';
import { defaultCupCell } from '../../src/components/layout';
import type { PieceInfo } from '../../src/automation/api';

let alice: Player;
let bob: Player;
let carol: Player;
const errors: string[] = [];
const shots = join(tmpdir(), 'sandtable-sealed-cup');
mkdirSync(shots, { recursive: true });

beforeAll(async () => {
  // Carol's browser has no WebRTC: she plays through the relay, the others directly.
  [alice, bob, carol] = await Promise.all([launchPlayer(), launchPlayer(), launchPlayer({ webRtc: false })]);
  for (const p of [alice, bob, carol]) p.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), carol?.close()]);
});

const everyone = () => [alice.page, bob.page, carol.page];
const logText = (page: Page) => page.getByRole('region', { name: 'Game log' }).textContent();

const onCup = async (page: Page, cup: string): Promise<PieceInfo[]> => (await pieces(page)).filter((p) => p.board === cup);
const inPile = async (page: Page, cup: string) => (await onCup(page, cup)).filter((p) => p.x < defaultCupCell);
const seen = async (page: Page, id: string) => (await pieces(page)).find((p) => p.id === id);

describe('a cup sealed among three players', () => {
  let cup = '';
  let units: string[] = [];
  let names: string[] = [];
  let blind = '';

  it('Alice fills a cup with four counters, and Bob and Carol join her game', async () => {
    const page = alice.page;
    await startDemoGame(page);
    const filled = await fillNewCup(page, 'CD units', 4);
    cup = filled.cup;
    units = filled.units.map((p) => p.id);
    names = filled.units.map((p) => p.name).sort();

    const total = (await pieces(page)).length;
    const link = await shareFromToolbar(page);
    await Promise.all([bob.page.goto(link), carol.page.goto(link)]);
    for (const p of [bob.page, carol.page]) {
      await waitForPieces(p, total);
      await expect.poll(() => roomStatus(p), { timeout: 30_000 }).toMatchObject({ state: 'connected' });
    }
    expect(await roomStatus(carol.page)).toEqual({ state: 'connected', path: 'relay' });
    // Everyone sees the two others with a verified key.
    for (const p of everyone()) {
      await expect.poll(async () => (await p.evaluate(() => (window as any).sandtable.listPeers())).filter((x: { self: boolean; key: string | null }) => !x.self && x.key).length, { timeout: 30_000 }).toBe(2);
    }
  });

  it('Alice seals it from its panel: each browser shuffles and locks in turn, and the four counters become four sealed pieces nobody can read', async () => {
    const page = alice.page;
    await openCupPanel(page, 'CD units');
    const seal = page.getByTestId('pile-seal');
    expect(await seal.getAttribute('title')).toMatch(/nobody — you included — knows the order/);
    await page.screenshot({ path: join(shots, 'cup-panel-before-seal.png') });
    await clickOn(seal);
    await expect.poll(() => page.getByTestId('pile-status').textContent(), { timeout: 60_000 }).toMatch(/^Sealed among .+ · 4 left$/);
    await page.screenshot({ path: join(shots, 'cup-panel-sealed.png') });
    for (const p of everyone()) {
      await expect.poll(async () => (await inPile(p, cup)).map((x) => [x.name, x.hidden]), { timeout: 30_000 }).toEqual([0, 1, 2, 3].map(() => ['Sealed piece', 'theirs']));
      expect((await pieces(p)).filter((x) => units.includes(x.id))).toEqual([]);
    }
    await expect.poll(() => logText(bob.page)).toMatch(/sealed CD units: 4 pieces shuffled by .+; nobody knows their order/);
  });

  it('Bob draws one blind: no browser reads it; Carol selects it and presses V, and all three read the same counter', async () => {
    await closeCupPanel(alice.page);
    await openCupPanel(bob.page, 'CD units');
    await clickOn(bob.page.getByTestId('pile-draw-blind'));
    await expect.poll(async () => (await inPile(bob.page, cup)).length).toBe(3);
    blind = (await onCup(bob.page, cup)).find((p) => p.x > defaultCupCell)!.id;
    await closeCupPanel(bob.page);
    for (const p of everyone()) {
      await expect.poll(async () => (await seen(p, blind))?.x, { timeout: 15_000 }).toBeGreaterThan(defaultCupCell);
      expect(await seen(p, blind)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    }
    await expect.poll(() => logText(carol.page)).toMatch(/drew a piece blind from CD units/);

    const page = carol.page;
    await clickOn(page.getByRole('button', { name: 'Fit', exact: true }));
    await page.waitForTimeout(150);
    await clickPointAsPerson(page, await pointOfPiece(page, blind));
    await page.keyboard.press('v');
    for (const p of everyone()) await expect.poll(async () => (await seen(p, blind))?.hidden, { timeout: 30_000 }).toBeNull();
    const name = (await seen(alice.page, blind))!.name;
    expect(names).toContain(name);
    for (const p of everyone()) expect((await seen(p, blind))!.name).toBe(name);
    await expect.poll(() => logText(alice.page)).toContain(`revealed ${name} (card 1 of CD units; opened with every player’s key)`);
  });

  it('Alice draws one for her eyes only: she reads it, Bob and Carol do not, and Bob’s V reveals nothing', async () => {
    await openCupPanel(alice.page, 'CD units');
    await clickOn(alice.page.getByTestId('pile-draw-mine'));
    await expect.poll(async () => (await inPile(alice.page, cup)).length).toBe(2);
    await closeCupPanel(alice.page);
    const mine = (await onCup(alice.page, cup)).find((p) => p.x > defaultCupCell && p.id !== blind && p.stack.length >= 1 && p.hidden !== null)!;
    await expect.poll(async () => (await seen(alice.page, mine.id))?.hidden, { timeout: 30_000 }).toBe('mine');
    const name = (await seen(alice.page, mine.id))!.name;
    expect(names).toContain(name);
    await alice.page.screenshot({ path: join(shots, 'alice-reads-her-draw.png') });
    for (const p of [bob.page, carol.page]) {
      await expect.poll(async () => (await seen(p, mine.id))?.x).toBe(mine.x);
      expect(await seen(p, mine.id)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    }
    await clickOn(bob.page.getByRole('button', { name: 'Fit', exact: true }));
    await bob.page.waitForTimeout(150);
    await clickPointAsPerson(bob.page, await pointOfPiece(bob.page, mine.id));
    await bob.page.keyboard.press('v');
    await bob.page.waitForTimeout(1500);
    expect(await seen(bob.page, mine.id)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    expect(await seen(carol.page, mine.id)).toMatchObject({ name: 'Sealed piece', hidden: 'theirs' });
    expect(await logText(bob.page)).not.toContain(`revealed ${name}`);
    expect(errors).toEqual([]);
  });
});
