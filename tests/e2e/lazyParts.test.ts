/**
 * Parts of the screen loaded on first use (dialogs, side panels, each game's rules assistant) in a
 * real browser whose connection drops just those scripts: the part says so where it would have
 * been, and the table plays on. No service worker, so nothing comes from an offline copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { pieces, startDemoGame } from './support/table';
import { chooseIn, clickOn } from './support/person';
import { rulesPanel } from './support/rules';

let player: Player;
/** Script requests cut so far, by file name. */
const cut: string[] = [];
beforeAll(async () => {
  player = await launchPlayer({ serviceWorkers: 'block' });
  await player.context.route(/\/assets\/(DiceTray|caporetto)-[\w-]+\.js$/, (route) => {
    cut.push(new URL(route.request().url()).pathname.split('/').pop()!);
    return route.abort('internetdisconnected');
  });
  // A slow connection for one game's rules: they arrive, late.
  await player.context.route(/\/assets\/sicily-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    return route.continue();
  });
});
afterAll(async () => {
  await player?.close();
});

describe('a part of the screen whose script cannot be fetched', () => {
  it('says so in place of the dice tray, and the table plays on', async () => {
    const page = player.page;
    await startDemoGame(page);
    const before = (await pieces(page)).length;
    await clickOn(page.getByRole('button', { name: 'Dice', exact: true }));
    const alert = page.getByRole('alert').filter({ hasText: 'dice tray' });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.locator('span').textContent()).toMatch(/^The dice tray could not be loaded \(.+\)\. Check the connection and reload the page; your game is safe\.$/);
    expect(cut.some((f) => f.startsWith('DiceTray-'))).toBe(true);
    await page.screenshot({ path: '/tmp/sandtable-part-failed.png' });
    expect((await pieces(page)).length).toBe(before);
    await clickOn(alert.getByRole('button', { name: 'Dismiss' }));
    await alert.waitFor({ state: 'detached' });
    await clickOn(page.getByRole('button', { name: 'Rules', exact: true }));
    await rulesPanel(page).waitFor({ state: 'visible' });
  });

  it('names the rules assistant that could not be loaded in its panel, and keeps the choice', async () => {
    const page = player.page;
    const panel = rulesPanel(page);
    await chooseIn(panel.getByLabel('Rules assistant for this game'), 'caporetto');
    const alert = panel.getByRole('alert').filter({ hasText: 'Caporetto' });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toMatch(/^The Caporetto assistant could not be loaded \(.+\)\. Check the connection and reload the page\.$/);
    expect(cut.some((f) => f.startsWith('caporetto-'))).toBe(true);
    await page.screenshot({ path: '/tmp/sandtable-ruleset-failed.png' });
    expect(await panel.getByLabel('Rules assistant for this game').inputValue()).toBe('caporetto');
    // The automation API still sees the table: a failed assistant does not hold it back.
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBeNull();
    expect((await pieces(page)).length).toBeGreaterThan(0);
  });

  it('says the assistant is on its way while its script is slow, then offers it', async () => {
    const page = player.page;
    const panel = rulesPanel(page);
    await chooseIn(panel.getByLabel('Rules assistant for this game'), 'sicily');
    const loading = panel.getByRole('status').filter({ hasText: 'Loading the Sicily: coast defence and the Fall of Mussolini assistant…' });
    await loading.waitFor({ state: 'visible' });
    await page.screenshot({ path: '/tmp/sandtable-ruleset-loading.png' });
    await loading.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Check the table' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as any).sandtable.rules.ruleset())).toBe('sicily');
  });
});
