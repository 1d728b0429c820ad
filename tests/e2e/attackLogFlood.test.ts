/**
 * Attack: one log line to freeze every tab. A modified client signs a 864,000-character line and
 * appends it to the shared log. The honest browsers remove it as it lands (the live log guard),
 * name who sent it, and stay usable; the line is not stored, so reopening the game is not slow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { launchCheater, seatWithCheater, cheat } from './support/cheater';
import { startDemoGame } from './support/table';
import { logOf } from './support/log';
import { pressIn, typeInto } from './support/person';

let alice: Player;
let bob: Player;
let mallory: Player;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close()]);
});

const noticesOf = (p: Player) => p.page.locator('.notice').allTextContents();

describe('a modified client sending a log line of 864,000 characters', () => {
  it('is refused as it lands: no honest log shows it, the sender is named, and the table stays usable', async () => {
    await startDemoGame(alice.page);
    await seatWithCheater(alice, bob, mallory);

    await cheat(mallory.page, ({ session, lib }) => {
      const line = lib.logLines.logLine('Mallory', 'short', 'chat', false, lib.operations.signerOf(session.actor));
      const huge = { ...line, x: 'rolled 2d6: 6 + 6 = 12 · fair roll with Alice (roll '.repeat(16_000).slice(0, 864_000) };
      session.actor.doc.transact(() => lib.gameDoc.typesOf(session.actor.doc).log.push([huge]));
    }, null);

    for (const honest of [alice, bob]) {
      await expect.poll(async () => (await noticesOf(honest)).some((n) => n.includes('Mallory') && n.includes('too long or malformed')), { timeout: 15_000 }).toBe(true);
      expect((await logOf(honest.page)).some((l) => l.text.length > 10_000)).toBe(false);
    }
    // The page still answers: a chat line typed now shows at once.
    const chat = alice.page.getByLabel('Chat message');
    await typeInto(chat, 'still here');
    await pressIn(chat, 'Enter');
    await expect.poll(async () => (await logOf(bob.page)).some((l) => l.text === 'still here')).toBe(true);
  });
});
