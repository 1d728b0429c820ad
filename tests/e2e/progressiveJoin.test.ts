import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { shareFromToolbar, waitForPieces } from './support/multiplayer';
import { drag, pieces, pointOfPiece } from './support/table';
import { clickPointAsPerson } from './support/person';
import { differingBlocks, picture } from './support/pictures';
// @ts-expect-error plain ESM module without types
import { makeScenario } from '../bench/scenario.mjs';

const counters = 3000;
let alice: Player;
let bob: Player;

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

/**
 * Runs in Bob's page before the app: writes down every value the arrival bar shows (as React
 * commits it) and, every 50 ms, the ids of the counters the table lists, to check the table fills
 * in without a counter shown twice or taken back.
 */
function watchArrival() {
  if (!location.hash.startsWith('#/join/')) return;
  const seen: { bars: [number, number][]; listings: string[][]; stop: boolean } = { bars: [], listings: [], stop: false };
  (window as any).__arrival = seen;
  const look = () => {
    const bar = document.querySelector('[data-testid=table-arrival] [role=progressbar]');
    if (!bar) return;
    const value: [number, number] = [Number(bar.getAttribute('aria-valuenow')), Number(bar.getAttribute('aria-valuemax'))];
    const last = seen.bars.at(-1);
    if (!last || last[0] !== value[0] || last[1] !== value[1]) seen.bars.push(value);
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const poll = () => {
    const ids: string[] = (window as any).sandtable?.listPieces().map((p: { id: string }) => p.id) ?? [];
    if (ids.length) seen.listings.push(ids);
    if (!seen.stop) setTimeout(poll, 50);
  };
  poll();
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));

/**
 * Opens the share link in `joiner`'s browser and checks the table arrives progressively: the bar
 * counts the counters in, never backwards; no counter is listed twice or taken back; and the
 * joiner ends with Alice's table.
 */
async function expectProgressiveJoin(joiner: Player, link: string) {
  await joiner.context.addInitScript(watchArrival);
  await joiner.page.goto(link);
  await waitForPieces(joiner.page, counters, 90_000);
  // The bar goes once the whole table is there.
  await expect.poll(() => joiner.page.getByTestId('table-arrival').count(), { timeout: 30_000 }).toBe(0);
  const seen = await joiner.page.evaluate(() => {
    const s = (window as any).__arrival;
    s.stop = true;
    return s as { bars: [number, number][]; listings: string[][] };
  });

  // The bar counted the counters in, against the whole table, never backwards.
  expect(seen.bars.length).toBeGreaterThan(1);
  expect(seen.bars.some(([value, max]) => value < max)).toBe(true);
  expect(seen.bars.every(([value, max]) => max >= counters - 5 && max <= counters && value <= max)).toBe(true);
  const values = seen.bars.map(([value]) => value);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // The table filled in: no counter listed twice, none taken back once shown.
  expect(seen.listings.some((ids) => ids.length < counters)).toBe(true);
  for (const [i, ids] of seen.listings.entries()) {
    expect(new Set(ids).size, `listing ${i}`).toBe(ids.length);
    const now = new Set(ids);
    expect(seen.listings[i - 1]?.filter((id) => !now.has(id)) ?? [], `listing ${i}`).toEqual([]);
  }

  // The joiner's table is Alice's: the same counters, in the same places, showing the same faces.
  const [onAlice, onJoiner] = await Promise.all([pieces(alice.page), pieces(joiner.page)]);
  expect(onJoiner).toHaveLength(counters);
  expect(byId(onJoiner)).toEqual(byId(onAlice));
}

let link: string;

describe('a friend joining a big table', () => {
  it('sees it arrive progressively under a progress bar, every counter once, and ends with the sender’s table', async () => {
    await alice.page.goto(`${baseUrl()}/`);
    await alice.page.waitForFunction(() => typeof (window as any).sandtable?.importScenario === 'function');
    await alice.page.evaluate((text) => (window as any).sandtable.importScenario(text), JSON.stringify(makeScenario(11, counters)));
    await waitForPieces(alice.page, counters, 60_000);
    link = await shareFromToolbar(alice.page);
    await expectProgressiveJoin(bob, link);

    // The occasional parts (dialogs, panels) load once the table is whole, not while it arrives.
    const occasionalParts = () =>
      bob.page.evaluate(() => ({
        complete: performance.getEntriesByName('sandtable:table-complete')[0]?.startTime ?? null,
        loads: performance.getEntriesByType('resource').filter((r) => /\/(DiceTray|HelpOverlay|RenameDialog)-[\w-]+\.js$/.test(r.name)).map((r) => r.startTime),
      }));
    await expect.poll(async () => (await occasionalParts()).loads.length, { timeout: 30_000 }).toBe(3);
    const { complete, loads } = await occasionalParts();
    expect(complete).not.toBeNull();
    expect(Math.min(...loads)).toBeGreaterThan(complete!);
  });

  it('over the relay too, for a friend whose browser has no WebRTC', async () => {
    const carol = await launchPlayer({ webRtc: false });
    try {
      await expectProgressiveJoin(carol, link);
      expect(await carol.page.getAttribute('[data-testid=room-status]', 'data-path')).toBe('relay');
    } finally {
      await carol.close();
    }
  });

  it('draws the arrived table, then a friend’s move of every counter at once, as drawing every counter directly shows them', async () => {
    const gameId = await bob.page.evaluate(() => (window as any).sandtable.gameId());
    const direct = await bob.context.newPage();
    const directUrl = `${baseUrl().replace(/\/$/, '')}/?draw=direct#/game/${gameId}`;
    await direct.goto(directUrl);
    await waitForPieces(direct, counters, 60_000);
    expect(differingBlocks(await picture(bob.page), await picture(direct))).toBe(0);

    // Alice selects every counter and drags them all: each of Bob's tiles gets hundreds of changes in one update.
    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.stack[0] === p.id)!;
    const from = await pointOfPiece(alice.page, mover.id);
    await clickPointAsPerson(alice.page, from);
    await alice.page.keyboard.press('Control+A');
    await drag(alice.page, from, { x: from.x + 60, y: from.y + 35 });
    const places = async (page: typeof bob.page) => byId(await pieces(page)).map((p) => [p.id, p.x, p.y]);
    const before = await places(direct);
    const moved = await places(alice.page);
    // Thousands of counters moved, not just the one dragged.
    expect(moved.filter(([id, x, y], i) => id === before[i][0] && (x !== before[i][1] || y !== before[i][2])).length).toBeGreaterThan(counters / 2);
    await expect.poll(() => places(bob.page), { timeout: 60_000 }).toEqual(moved);
    await bob.page.evaluate(() => (window as any).sandtable.flush());
    await direct.goto('about:blank');
    await direct.goto(directUrl);
    await expect.poll(() => places(direct), { timeout: 60_000 }).toEqual(moved);
    expect(differingBlocks(await picture(bob.page), await picture(direct))).toBe(0);
    await direct.close();
    // Each wait above has its own bound and says what it waited for; the whole test may take their sum.
  }, 180_000);
});
