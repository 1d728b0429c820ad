import { describe, expect, it, vi } from 'vitest';
import { typesOf } from '../../../src/doc/gameDoc';
import { readLog } from '../../../src/doc/snapshot';
import { startFairRoller } from '../../../src/doc/fairRoller';
import { RollFaulted, rollDiceFairly, rollForRules } from '../../../src/doc/fairDice';
import { allRollIds, commitToRoll, revealToRoll, rollStatusOf } from '../../../src/doc/rollCeremony';
import { rollTag } from '../../../src/doc/rollText';
import { nextStep } from '../../../src/trust/fairRoll';
import { toB64 } from '../../../src/trust/bytes';
import { rollTable, shownLog, until } from '../support/rollTable';

const lastShown = (...args: Parameters<typeof shownLog>) => shownLog(...args).at(-1)!;

describe('fair dice among the players at the table', () => {
  it('rolls alone at once, its line naming the roll and showing what its records give', async () => {
    const [alice] = rollTable(['Alice']);
    const run = rollDiceFairly(alice.table, '2d6', 'Attack on 1212');
    const result = await run.result;
    expect(result.total).toBeGreaterThanOrEqual(2);
    expect(rollStatusOf(alice.doc, run.pending!.id)).toMatchObject({ stage: 'done', alone: true });
    // The stored line carries no dice: only the roll's id.
    const stored = typesOf(alice.doc).log.toArray().at(-1) as { x: string; o: string; d: number };
    expect(stored).toMatchObject({ x: '', o: run.pending!.id, d: 1 });
    expect(lastShown(alice)).toMatchObject({ text: `${result.text} · rolled alone`, fails: false, note: `the dice are what roll ${rollTag(run.pending!.id)}’s records give` });
  });

  it('makes a two-player roll that both players read alike from its records, naming the partner', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    const run = rollDiceFairly(alice.table, 'd6');
    const result = await run.result;
    await until(() => rollStatusOf(bob.doc, run.pending!.id).stage === 'done');
    expect(toB64(rollStatusOf(bob.doc, run.pending!.id).seed!)).toBe(toB64(rollStatusOf(alice.doc, run.pending!.id).seed!));
    const expected = `rolled d6: ${result.total} · fair roll with Bob (roll ${rollTag(run.pending!.id)})`;
    expect(lastShown(alice, players)).toMatchObject({ text: expected, fails: false });
    expect(lastShown(bob, players)).toMatchObject({ text: expected, fails: false });
  });

  it('includes every player of a three-player table in each roll, and gives a rules roll its id', async () => {
    const players = rollTable(['Alice', 'Bob', 'Carol']);
    const [alice, bob, carol] = players;
    const run = rollForRules(bob.table, '1d6', 'Morale Table (10.4)');
    const rolled = await run.result;
    expect(rolled.roll).toBe(run.pending!.id);
    await until(() => rollStatusOf(carol.doc, run.pending!.id).stage === 'done');
    expect(rollStatusOf(carol.doc, run.pending!.id).request!.players).toHaveLength(3);
    expect(lastShown(carol, players).text).toMatch(new RegExp(`^rolled d6 for "Morale Table \\(10\\.4\\)": ${rolled.total} · fair roll with (Alice, Carol|Carol, Alice) \\(roll \\w{6}\\)$`));
    expect(alice.faults).toEqual([]);
  });

  it('cannot be biased by a player whose random source always gives the same share', async () => {
    const [alice, mallory] = rollTable(['Alice', 'Mallory']);
    // Mallory's tab takes part with a random source that always gives zeros.
    mallory.roller.stop();
    const rigged = startFairRoller({ doc: mallory.doc, identity: mallory.identity, book: mallory.book, who: () => 'Mallory', shareSource: () => new Uint8Array(32) });
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

  it('settles a roll whose reveal does not match its commit at once, naming the cheat, and rolls again without them', async () => {
    const players = rollTable(['Alice', 'Mallory']);
    const [alice, mallory] = players;
    // Mallory's modified client commits to one share and reveals another.
    mallory.roller.stop();
    const trust = typesOf(mallory.doc).trust;
    trust.observe(() =>
      queueMicrotask(() => {
        for (const id of allRollIds(mallory.doc)) {
          const step = nextStep(rollStatusOf(mallory.doc, id), mallory.identity.publicKey);
          if (step === 'commit') commitToRoll(mallory.doc, mallory.identity, 'Mallory', id, new Uint8Array(32).fill(7));
          if (step === 'reveal') revealToRoll(mallory.doc, mallory.identity, 'Mallory', id, new Uint8Array(32).fill(9));
        }
      }),
    );
    const run = rollDiceFairly(alice.table, 'd6');
    const failure = await run.result.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RollFaulted);
    expect((failure as RollFaulted).message).toMatch(/Mallory revealed a share that does not match its commit\. Mallory is left out of your rolls now/);
    expect(alice.faults).toContainEqual(expect.objectContaining({ by: mallory.identity.publicKey, what: 'revealed a share that does not match its commit' }));
    // Alice's browser called it off, naming Mallory, for everyone.
    expect(rollStatusOf(alice.doc, run.pending!.id)).toMatchObject({ stage: 'abandoned', missing: [mallory.identity.publicKey] });
    expect(shownLog(alice, players).find((l) => l.text.startsWith('called roll'))).toMatchObject({ text: `called roll ${rollTag(run.pending!.id)} off: Mallory revealed a share that does not match its commit; rolling without them`, fails: false });
    expect(alice.table.leftOut()).toEqual([{ key: mallory.identity.publicKey, why: 'faulted' }]);
    // The next roll goes on without her.
    const again = await rollDiceFairly(alice.table, 'd6').result;
    expect(lastShown(alice, players).text).toBe(`${again.text} · rolled alone`);
  });

  it('settles a roll at once when a player gives two commits', async () => {
    const [alice, bob] = rollTable(['Alice', 'Bob']);
    bob.roller.stop();
    const run = rollDiceFairly(alice.table, 'd6');
    await until(() => rollStatusOf(bob.doc, run.pending!.id).request !== null);
    commitToRoll(bob.doc, bob.identity, 'Bob', run.pending!.id, new Uint8Array(32).fill(1));
    commitToRoll(bob.doc, bob.identity, 'Bob', run.pending!.id, new Uint8Array(32).fill(2));
    await expect(run.result).rejects.toThrow(/Bob gave two different commits/);
  });

  it('waits for a player who does not answer, names them, and lets the roller call the roll off', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    bob.roller.stop();
    const run = rollDiceFairly(alice.table, '2d6');
    await until(() => rollStatusOf(bob.doc, run.pending!.id).request !== null);
    expect(run.pending!.status.get()).toMatchObject({ stage: 'committing', waitingFor: [bob.identity.publicKey] });
    expect(lastShown(bob, players).text).toBe(`rolling 2d6 · fair roll with Bob (roll ${rollTag(run.pending!.id)}): waiting for Bob to commit`);
    run.pending!.abandon();
    await expect(run.result).rejects.toThrow(/still waiting for Bob/);
    expect(lastShown(alice, players)).toMatchObject({ text: `called roll ${rollTag(run.pending!.id)} off: Bob did not answer; rolling without them`, fails: false });
  });
});

describe('what the log shows of rolls', () => {
  it('shows a roll its asker never logged where it was asked for, marked as such', async () => {
    const players = rollTable(['Alice', 'Mallory']);
    const [alice, mallory] = players;
    const kept = rollDiceFairly(mallory.table, 'd6', 'Attack');
    await kept.result;
    // Mallory's modified client asks for a roll and writes no line for it.
    const { beginRoll, rollOrigin } = await import('../../../src/doc/rollCeremony');
    const share = new Uint8Array(32).fill(3);
    const secret = beginRoll(mallory.doc, mallory.identity, rollOrigin('Mallory', 'rollDice'), [{ key: alice.identity.publicKey, clientId: alice.doc.clientID }], { what: 'dice:d6', purpose: 'Attack' }, share);
    await until(() => rollStatusOf(mallory.doc, secret).stage === 'revealing');
    revealToRoll(mallory.doc, mallory.identity, 'Mallory', secret, share);
    await until(() => rollStatusOf(alice.doc, secret).stage === 'done');
    await until(() => shownLog(alice, players).some((l) => l.unlogged && l.text.startsWith('rolled d6 for "Attack"')));
    const hidden = shownLog(alice, players).find((l) => l.unlogged)!;
    expect(hidden).toMatchObject({ who: 'Mallory', fails: true, note: expect.stringContaining("no line of its roller's names it: never logged") });
    expect(hidden.text).toMatch(new RegExp(`^rolled d6 for "Attack": \\d · fair roll with Alice \\(roll ${rollTag(secret)}\\)$`));
  });

  it('marks a second line naming the same roll as already logged', async () => {
    const players = rollTable(['Alice']);
    const [alice] = players;
    const run = rollDiceFairly(alice.table, 'd6', 'Attack');
    await run.result;
    const { logLine } = await import('../../../src/doc/logLines');
    const { signerOf } = await import('../../../src/doc/operations');
    // Written a few seconds later, so it is another line, not a copy of the first (a copy is read once).
    const later = Date.now() + 5000;
    const again = withClockAt(later, () => logLine('Alice', '', 'action', true, signerOf(alice.table.actor), { roll: run.pending!.id }));
    typesOf(alice.doc).log.push([again]);
    const [first, second] = shownLog(alice, players).slice(-2);
    expect(first.fails).toBe(false);
    expect(second).toMatchObject({ text: first.text, fails: true, note: expect.stringContaining('already logged') });
  });

  it('shows a roll made without a player who was at the table as disputed by them', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    bob.present = true;
    // Alice leaves Bob out, as a modified client could to roll "alone".
    alice.table.leaveOut([bob.identity.publicKey]);
    const result = await rollDiceFairly(alice.table, 'd6').result;
    await until(() => shownLog(alice, players).at(-1)!.fails);
    expect(lastShown(alice, players)).toMatchObject({ text: `${result.text} · rolled alone · disputed: Bob was at the table`, fails: true });
    expect(readLog(alice.doc)).toHaveLength(1);
  });

  it('does not dispute a roll made without a player whose browser was not answering', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    alice.table.leaveOut([bob.identity.publicKey]);
    const result = await rollDiceFairly(alice.table, 'd6').result;
    await new Promise((r) => setTimeout(r, 50));
    expect(lastShown(bob, players)).toMatchObject({ text: `${result.text} · rolled alone`, fails: false });
  });
});

/** What `make` returns with the clock reading `at` (a line's time is read from it). */
function withClockAt<T>(at: number, make: () => T): T {
  const now = vi.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return make();
  } finally {
    now.mockRestore();
  }
}
