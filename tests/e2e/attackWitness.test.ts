/**
 * Rolls with the server as witness against a modified client (issue #29): Mallory, in the
 * cheater's build, rolls with the witness eleven times in secret — straight to the server, nothing
 * in the game — and logs only the twelfth. Alice's honest browser, at the real server, shows the
 * eleven numbers the witness gave that the game does not hold, marked ✗, where the logged roll stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlayer, type Player } from './support/browser';
import { cheat, joinAsCheater, launchCheater } from './support/cheater';
import { nameMyself, shareFromToolbar } from './support/multiplayer';
import { startDemoGame } from './support/table';
import { logOf } from './support/log';

let alice: Player;
let mallory: Player;

beforeAll(async () => {
  [alice, mallory] = await Promise.all([launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), mallory?.close()]);
});

describe('a witnessed roll from a modified client', () => {
  it('shows Alice the witnessed rolls Mallory made in secret before the one she logged', async () => {
    await startDemoGame(alice.page);
    await nameMyself(alice.page, 'Alice');
    const pieces = (await alice.page.evaluate(() => (window as any).sandtable.listPieces().length)) as number;
    const link = await shareFromToolbar(alice.page);
    await joinAsCheater(mallory.page, link, pieces);
    await nameMyself(mallory.page, 'Mallory');

    const tag = await cheat(mallory.page, async ({ session, lib }) => {
      const witness = session.rollTable.witness;
      await lib.witnessDice.chooseWitness(session.actor, witness);
      const { base } = witness.address();
      const { room } = witness.choice().pinned;
      // Eleven rolls with the witness, each seen through, none of them put in the game.
      for (let i = 0; i < 11; i++) {
        const id = lib.bytes.toB64(lib.fairRoll.newShare()).slice(0, 32);
        const share = lib.fairRoll.newShare();
        await lib.witnessClient.witnessCommit(base, room, id, lib.witnessRoll.witnessCommitment(id, share));
        await lib.witnessClient.witnessReveal(base, room, id, lib.bytes.toB64(share));
      }
      // The twelfth, rolled with the witness the honest way (as if no one else were at the table), is logged.
      const alone = { ...session.rollTable, players: () => [] };
      await lib.fairDice.rollDiceFairly(alone, '2d6', 'Assault on Valletta').result;
      const id = session.rolls.ids().find((r: string) => session.rolls.status(r).witness);
      return lib.rollText.rollTag(id);
    }, null);

    const line = new RegExp(`^rolled 2d6 for "Assault on Valletta": .* · witnessed by the server \\(roll ${tag}, no\\. 12\\)`);
    await expect.poll(async () => (await logOf(alice.page)).findIndex((l) => line.test(l.text)), { timeout: 30_000 }).toBeGreaterThan(0);
    const shown = await logOf(alice.page);
    const at = shown.findIndex((l) => line.test(l.text));
    expect(shown[at - 1]).toMatchObject({ mark: '✗', warn: true, who: 'the server', text: 'witnessed rolls no. 1–11 in this game, which are not in its records' });
    expect(shown[at - 1].markTitle).toContain('never logged');
    await alice.page.screenshot({ path: '/tmp/witness-gap-1280.png' });
  });
});
