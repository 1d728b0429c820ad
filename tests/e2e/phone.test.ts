/**
 * A friend with only a phone (390×844, fingers): the table fills the screen, the log opens as a
 * sheet over it, a counter moves with a finger, dice roll from the tray, and every button the
 * finger needs is at least 44 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { fingersOn } from './support/person';
import { piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer({ viewport: { width: 390, height: 844 }, touch: true });
  await startDemoGame(player.page);
});
afterAll(async () => {
  await player?.close();
});

const logLines = () => player.page.getByRole('region', { name: 'Game log' }).locator('ol > li').allTextContents();

describe('the table on a 390×844 phone', () => {
  it('gives the table the whole width, with the log closed', async () => {
    const page = player.page;
    const canvas = await page.getByTestId('table').boundingBox();
    expect(canvas!.width).toBe(390);
    expect(await page.getByRole('region', { name: 'Game log' }).count()).toBe(0);
    await page.screenshot({ path: '.test-results/phone-table.png' });
  });

  it('moves a counter with a finger, after zooming in with two', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.hex)!;
    await fingers.pinch(await pointOfPiece(page, lone.id), 40, 160);
    const target = `${lone.hex!.slice(0, 2)}${String(Number(lone.hex!.slice(2)) + 1).padStart(2, '0')}`;
    await fingers.slide(await pointOfPiece(page, lone.id), await pointOfHex(page, target));
    await expect.poll(async () => (await piece(page, lone.id)).hex).toBe(target);
  });

  it('rolls dice from the tray opened in the "⋯" menu, and reads the roll in the log sheet', async () => {
    const page = player.page;
    const fingers = await fingersOn(page);
    await fingers.tapOn(page.getByRole('button', { name: 'More commands' }));
    await fingers.tapOn(page.getByRole('menuitemcheckbox', { name: 'Dice' }));
    const tray = page.getByTestId('dice-tray');
    await tray.waitFor({ state: 'visible' });
    expect((await tray.boundingBox())!.width).toBeGreaterThan(300);
    await page.screenshot({ path: '.test-results/phone-dice.png' });
    await fingers.tapOn(tray.getByRole('button', { name: '2d6', exact: true }));
    await fingers.tapOn(page.getByRole('button', { name: 'More commands' }));
    await fingers.tapOn(page.getByRole('menuitemcheckbox', { name: 'Log' }));
    await expect.poll(logLines).toEqual(expect.arrayContaining([expect.stringMatching(/rolled 2d6/)]));
    await page.screenshot({ path: '.test-results/phone-log.png' });
  });

  it('has no button smaller than a fingertip (44 px) on the table screen', async () => {
    const small = await player.page.evaluate(() =>
      [...document.querySelectorAll('button')]
        .filter((b) => b.offsetParent !== null)
        .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, r: b.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
  });

  it('can be installed on the home screen, opening full screen: the browser finds nothing missing', async () => {
    const page = player.page;
    const cdp = await page.context().newCDPSession(page);
    // The service worker that makes the offline copy must be running for the app to be installable.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(JSON.parse(manifest.data ?? '{}').display).toBe('fullscreen');
  });
});
