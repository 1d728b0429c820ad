/**
 * A shared game with the network gone: the status pill says the moves are kept and will sync
 * (never "Connecting…" for ever), a move made meanwhile stays, and the pill comes back when the
 * network does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { drag, hexes, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { shareFromToolbar } from './support/multiplayer';

let player: Player;
beforeAll(async () => {
  player = await launchPlayer();
});
afterAll(async () => {
  await player?.close();
});

describe('a shared game with no network', () => {
  it('says “Offline — moves are kept and will sync”, keeps a move, and connects again when the network is back', async () => {
    const page = player.page;
    await startDemoGame(page);
    await shareFromToolbar(page);
    const pill = page.getByTestId('room-status');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 15_000 }).toBe('alone');

    await player.context.setOffline(true);
    await expect.poll(() => pill.textContent(), { timeout: 20_000 }).toContain('Offline — moves are kept and will sync');
    await page.screenshot({ path: '/tmp/sandtable-offline-pill.png', clip: { x: 0, y: 0, width: 1280, height: 48 } });
    const lone = (await pieces(page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(page, await pointOfPiece(page, lone.id), await pointOfHex(page, '1212'));
    expect((await hexes(page))[lone.id]).toBe('1212');

    await player.context.setOffline(false);
    await expect.poll(() => pill.textContent(), { timeout: 30_000 }).not.toContain('Offline');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 30_000 }).toBe('alone');
    expect((await hexes(page))[lone.id]).toBe('1212');
  });
});
