import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { readLog } from '../../../src/doc/snapshot';
import { startFairRoller, type FairRoller, type SeenFault } from '../../../src/doc/fairRoller';
import { rollDiceFairly, rollForRules, type RollTable, type TablePlayer } from '../../../src/doc/fairDice';
import { allRollIds, commitToRoll, revealToRoll, rollStatusOf } from '../../../src/doc/rollCeremony';
import { nextStep } from '../../../src/trust/fairRoll';
import { checkRollLine } from '../../../src/doc/rollCheck';
import { newIdentity, type Identity } from '../../../src/trust/identity';
import { toB64 } from '../../../src/trust/bytes';

interface Player {
  doc: Y.Doc;
  identity: Identity;
  name: string;
  roller: FairRoller;
  faults: SeenFault[];
  table: RollTable;
}

/** Players on copies of one game, every update delivered to every other copy (after a microtask, as a network would). */
function tableOf(names: string[]): Player[] {
  const first = createGameDoc('game-fair', 'Fair dice');
  const players: Player[] = [];
  for (const name of names) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first));
    const identity = newIdentity();
    const faults: SeenFault[] = [];
    const roller = startFairRoller({ doc, identity, who: () => name, onFault: (f) => faults.push(f) });
    const player: Player = { doc, identity, name, roller, faults, table: null as unknown as RollTable };
    player.table = {
      actor: { doc, name, identity },
      roller,
      players: () => players.filter((p) => p !== player).map((p): TablePlayer => ({ key: p.identity.publicKey, clientId: p.doc.clientID, name: p.name })),
      leaveOut: () => undefined,
      leftOut: () => [],
    };
    players.push(player);
  }
  for (const from of players) {
    from.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (const to of players) if (to !== from) queueMicrotask(() => Y.applyUpdate(to.doc, update, 'net'));
    });
  }
  return players;
}

const lastLine = (p: Player) => readLog(p.doc).at(-1)!;

/** Waits (up to two seconds) until `done` holds, letting the simulated network deliver. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('fair dice among the players at the table', () => {
  it('rolls alone at once, logged as rolled alone, with its records in the game', async () => {
    const [alice] = tableOf(['Alice']);
    const run = rollDiceFairly(alice.table, '2d6', 'Attack on 1212');
    const result = await run.result;
    expect(result.total).toBeGreaterThanOrEqual(2);
    expect(lastLine(alice).text).toBe(`${result.text} · rolled alone`);
    expect(rollStatusOf(alice.doc, run.pending!.id)).toMatchObject({ stage: 'done', alone: true });
  });

  it('makes a two-player roll that both players can verify and that names the partner in the log', async () => {
    const [alice, bob] = tableOf(['Alice', 'Bob']);
    const run = rollDiceFairly(alice.table, 'd6');
    const result = await run.result;
    await until(() => rollStatusOf(bob.doc, run.pending!.id).stage === 'done');
    expect(lastLine(alice).text).toMatch(new RegExp(`^rolled d6: ${result.total} · fair roll with Bob \\(roll \\w{6}\\)$`));
    const seenByBob = rollStatusOf(bob.doc, run.pending!.id);
    expect(seenByBob.stage).toBe('done');
    expect(toB64(seenByBob.seed!)).toBe(toB64(rollStatusOf(alice.doc, run.pending!.id).seed!));
    // Bob checks the logged dice against the roll's records; a line with other dice beside the same roll fails.
    await until(() => lastLine(bob).text === lastLine(alice).text);
    expect(checkRollLine(bob.doc, lastLine(bob).text)).toEqual({ ok: true, roll: run.pending!.id });
    const other = (result.total % 6) + 1;
    const forged = lastLine(bob).text.replace(/^rolled d6: \d/, `rolled d6: ${other}`);
    expect(checkRollLine(bob.doc, forged)).toMatchObject({ ok: false, why: expect.stringContaining('are not the dice roll') });
    expect(checkRollLine(bob.doc, 'rolled d6: 6 · fair roll with Bob (roll zzzzzz)')).toMatchObject({ ok: false, why: expect.stringContaining('No roll zzzzzz') });
  });

  it('includes every player of a three-player table in each roll', async () => {
    const [alice, bob, carol] = tableOf(['Alice', 'Bob', 'Carol']);
    const run = rollForRules(bob.table, '1d6', 'Morale Table (10.4)');
    await run.result;
    expect(rollStatusOf(carol.doc, run.pending!.id).request!.players).toHaveLength(3);
    expect(lastLine(bob).text).toMatch(/fair roll with (Alice, Carol|Carol, Alice)/);
    await until(() => readLog(carol.doc).at(-1)?.text === lastLine(bob).text);
    expect(checkRollLine(carol.doc, lastLine(bob).text)).toMatchObject({ ok: true });
    expect(alice.faults).toEqual([]);
  });

  it('cannot be biased by a player whose random source always gives the same share', async () => {
    const [alice, mallory] = tableOf(['Alice', 'Mallory']);
    // Mallory's tab takes part with a random source that always gives zeros.
    mallory.roller.stop();
    const rigged = startFairRoller({ doc: mallory.doc, identity: mallory.identity, who: () => 'Mallory', shareSource: () => new Uint8Array(32) });
    const counts = [0, 0, 0, 0, 0, 0];
    try {
      for (let i = 0; i < 240; i++) counts[(await rollDiceFairly(alice.table, 'd6').result).total - 1]++;
    } finally {
      rigged.stop();
    }
    const expected = 240 / 6;
    const chi = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
  }, 60_000);

  it('names a player whose reveal does not match its commit, and never completes that roll', async () => {
    const [alice, mallory] = tableOf(['Alice', 'Mallory']);
    // Mallory's modified client commits to one share and reveals another.
    mallory.roller.stop();
    const committed = new Uint8Array(32).fill(7);
    const revealed = new Uint8Array(32).fill(9);
    const trust = typesOf(mallory.doc).trust;
    trust.observe(() =>
      queueMicrotask(() => {
        for (const id of allRollIds(mallory.doc)) {
          const status = rollStatusOf(mallory.doc, id);
          const step = nextStep(status, mallory.identity.publicKey);
          if (step === 'commit') commitToRoll(mallory.doc, mallory.identity, 'Mallory', id, committed);
          if (step === 'reveal') revealToRoll(mallory.doc, mallory.identity, 'Mallory', id, revealed);
        }
      }),
    );
    const run = rollDiceFairly(alice.table, 'd6');
    await until(() => alice.faults.length > 0);
    expect(run.pending!.status.get().stage).toBe('revealing');
    expect(alice.faults).toContainEqual(expect.objectContaining({ by: mallory.identity.publicKey, what: expect.stringMatching(/does not match its commit/) }));
    run.pending!.abandon();
    await expect(run.result).rejects.toThrow(/called off: still waiting for Mallory/);
    expect(allRollIds(alice.doc)).toContain(run.pending!.id);
  });

  it('names a player who replaces its commit with another after making it', async () => {
    const [alice, bob] = tableOf(['Alice', 'Bob']);
    bob.roller.stop();
    const run = rollDiceFairly(alice.table, 'd6');
    await until(() => rollStatusOf(bob.doc, run.pending!.id).request !== null);
    commitToRoll(bob.doc, bob.identity, 'Bob', run.pending!.id, new Uint8Array(32).fill(1));
    await until(() => rollStatusOf(alice.doc, run.pending!.id).stage === 'revealing');
    commitToRoll(bob.doc, bob.identity, 'Bob', run.pending!.id, new Uint8Array(32).fill(2));
    await until(() => alice.faults.length > 0);
    expect(alice.faults).toContainEqual(expect.objectContaining({ by: bob.identity.publicKey, what: 'changed its commit after making it' }));
    run.pending!.abandon();
    await expect(run.result).rejects.toThrow();
  });

  it('waits for a player who does not answer, names them, and lets the roller call the roll off', async () => {
    const [alice, bob] = tableOf(['Alice', 'Bob']);
    bob.roller.stop();
    const run = rollDiceFairly(alice.table, '2d6');
    await until(() => rollStatusOf(bob.doc, run.pending!.id).request !== null);
    expect(run.pending!.status.get()).toMatchObject({ stage: 'committing', waitingFor: [bob.identity.publicKey] });
    run.pending!.abandon();
    await expect(run.result).rejects.toThrow(/still waiting for Bob/);
    expect(readLog(alice.doc).some((l) => /rolled 2d6/.test(l.text))).toBe(false);
  });
});
