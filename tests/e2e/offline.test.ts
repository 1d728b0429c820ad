import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { launchPlayer, type Player } from './support/browser';
import { drag, hexes, pieces, pointOfHex, pointOfPiece } from './support/table';
import { clickOn } from './support/person';

// This test stops its server, so it runs its own rather than the shared one.
let server: Server;
let url = '';
let player: Player;
beforeAll(async () => {
  // @ts-expect-error plain ESM module without types
  const { startServer } = await import('../../server/serve.mjs');
  const started = await startServer({ port: 0, host: '127.0.0.1' });
  server = started.server;
  url = `http://127.0.0.1:${started.port}`;
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
  server?.close();
});

describe('playing offline', () => {
  it('opens the app and the game after one visit with no server running, and keeps playing', async () => {
    const page = player.page;
    await page.goto(`${url}/`);
    await clickOn(page.getByRole('button', { name: 'New game from demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    const gameUrl = page.url();
    const before = await hexes(page);

    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
    await page.goto(gameUrl);
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect(await hexes(page)).toEqual(before);

    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1212'));
    expect((await hexes(page))[lone.id]).toBe('1212');

    await page.goto(`${url}/`);
    await clickOn(page.getByRole('button', { name: 'New game from demo' }));
    await page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    expect((await pieces(page)).length).toBe(Object.keys(before).length);
  });
});
