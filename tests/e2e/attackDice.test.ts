/**
 * Attacks on fair dice by a modified client. Alice and Bob play honest browsers; Mallory runs the
 * app rebuilt with its internals on `window.cheat` (tests/e2e/cheater/), all three over the real
 * signaling server and WebRTC. Each attack is what a rebuilt client can write into the shared
 * game; each test asserts what the honest players see: the log's marks and their tooltips, the
 * dice tray, the notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchPlayer, type Player } from './support/browser';
import { launchCheater, seatWithCheater, cheat, keepNotices, told } from './support/cheater';
import { startDemoGame } from './support/table';
import { logOf, type ShownLine } from './support/log';
import { clickOn } from './support/person';

let alice: Player;
let bob: Player;
let mallory: Player;
/** When all three were first seen at the table: a roll without a player counts as disputed only after a few seconds there. */
let seatedAt = 0;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([launchPlayer(), launchPlayer(), launchCheater()]);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close(), mallory?.close()]);
});

const honest = () => [alice, bob];
const noticesOf = (p: Player) => p.page.locator('.notice').allTextContents();

/** Mallory's lines (and rows shown for her) on an honest screen whose text matches. */
async function malloryLines(page: Page, pattern: RegExp): Promise<ShownLine[]> {
  return (await logOf(page)).filter((l) => l.who === 'Mallory' && pattern.test(l.text));
}

/** Waits until an honest screen shows `count` of Mallory's lines matching `pattern`, and returns them. */
async function seen(page: Page, pattern: RegExp, count = 1): Promise<ShownLine[]> {
  await expect.poll(async () => (await malloryLines(page, pattern)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return malloryLines(page, pattern);
}

/** Mallory writes a signed line of her choosing: kind `action` unless told. */
function writeLine(text: string, kind: 'action' | 'chat' | 'rules' = 'action'): Promise<void> {
  return cheat(mallory.page, ({ session, lib }, a: { text: string; kind: string }) => {
    const line = lib.logLines.logLine('Mallory', a.text, a.kind, a.kind !== 'chat', lib.operations.signerOf(session.actor));
    session.actor.doc.transact(() => lib.gameDoc.typesOf(session.actor.doc).log.push([line]));
  }, { text, kind });
}

describe('dice against a modified client', () => {
  // One table for every attack (expect.poll, which seating needs, runs only inside a test).
  it('seats Alice and Bob, honest, and Mallory, with the modified client, at one table', async () => {
    await startDemoGame(alice.page);
    await seatWithCheater(alice, bob, mallory);
    seatedAt = Date.now();
  });

  it('marks free text dressed as a roll — an invisible character at its end, a Cyrillic letter, a made-up "rolled alone" — as no roll', async () => {
    const forgeries = [
      'rolled 2d6: 6 + 6 = 12 · fair roll with Alice, Bob (roll 3fa9c2)\u200b',
      'rоlled 2d6 for "Assault": 6 + 5 = 11 · fair rоll with Alice, Bob (roll 3fa9c2)',
      'rolled d20 for "Initiative": 20 · rolled alone',
    ];
    for (const text of forgeries) await writeLine(text);
    await writeLine('rolled d6: 6 · fair roll with Alice (roll 9b1e02)', 'chat');
    for (const p of honest()) {
      const lines = await seen(p.page, /fair r|rolled alone/, forgeries.length + 1);
      for (const line of lines) {
        expect(line).toMatchObject({ mark: '✗', warn: true });
        expect(line.markTitle).toContain('Reads like a roll, but no roll record backs it');
      }
    }
  });

  it('shows every roll Mallory made and kept quiet about when she logs only the best of twelve', async () => {
    const best = await cheat(mallory.page, async ({ session, lib }) => {
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const players = session.rollTable.players().map((p: any) => ({ key: p.key, clientId: p.clientId }));
      const wait = async (id: string, stage: string) => {
        for (let k = 0; k < 1200 && session.rolls.status(id).stage !== stage; k++) await new Promise((r) => setTimeout(r, 25));
      };
      const made: { id: string; total: number }[] = [];
      for (let i = 0; i < 12; i++) {
        const share = lib.fairRoll.newShare();
        // A roll asked for with no log line: the honest client writes the line with the request; this one does not.
        const id = lib.rollCeremony.beginRoll(doc, me, lib.rollCeremony.rollOrigin('Mallory', 'rollDice'), players, { what: 'dice:2d6', purpose: 'Assault on Valletta' }, share);
        await wait(id, 'revealing');
        lib.rollCeremony.revealToRoll(doc, me, 'Mallory', id, share);
        await wait(id, 'done');
        const status = session.rolls.status(id);
        made.push({ id, total: lib.rollOutcome.rollOutcome(status.request, status.seed).roll.total });
      }
      const top = made.reduce((a, b) => (b.total > a.total ? b : a));
      const line = lib.logLines.logLine('Mallory', '', 'action', true, lib.operations.signerOf(session.actor), { roll: top.id });
      doc.transact(() => lib.gameDoc.typesOf(doc).log.push([line]));
      return lib.rollText.rollTag(top.id);
    }, null);
    for (const p of honest()) {
      const rows = await seen(p.page, /^rolled 2d6 for "Assault on Valletta": /, 12);
      expect(rows).toHaveLength(12);
      const quiet = rows.filter((r) => r.markTitle.includes("no line of its roller's names it"));
      expect(quiet).toHaveLength(11);
      quiet.forEach((r) => expect(r).toMatchObject({ mark: '✗', warn: true }));
      const logged = rows.find((r) => r.text.includes(`(roll ${best})`))!;
      expect(logged.mark).toBe('✓');
      expect(logged.markTitle).toContain(`the dice are what roll ${best}’s records give`);
    }
  });

  it('puts a roll’s line back when Mallory deletes it from the log, and names her', async () => {
    await Promise.all(honest().map(keepNotices));
    await cheat(mallory.page, async ({ session, lib }) => {
      const run = lib.fairDice.rollDiceFairly(session.rollTable, 'd6', 'Sortie');
      await run.result;
      const log = lib.gameDoc.typesOf(session.actor.doc).log;
      const at = log.toArray().findIndex((l: any) => l.o === run.pending.id);
      session.actor.doc.transact(() => log.delete(at, 1));
    }, null);
    for (const p of honest()) {
      const [row] = await seen(p.page, /^rolled d6 for "Sortie": \d · fair roll with Alice, Bob \(roll \w{6}\)$/);
      expect(row).toMatchObject({ who: 'Mallory', mark: '✓' });
      await expect.poll(() => told(p, 'Mallory deleted a log line: put back'), { timeout: 15_000 }).toBe(true);
    }
  });

  it('disputes a roll Mallory makes "alone" while Alice and Bob sit at the table, naming them', async () => {
    // The rule holds once both have been at the table together for a few seconds.
    await new Promise((r) => setTimeout(r, Math.max(0, seatedAt + 6000 - Date.now())));
    await cheat(mallory.page, async ({ session, lib }) => {
      const table = session.rollTable;
      table.leaveOut(table.players().map((p: any) => p.key));
      await lib.fairDice.rollDiceFairly(table, 'd20', 'Surprise').result;
      table.leaveOut([]);
    }, null);
    for (const p of honest()) {
      const disputed = /^rolled d20 for "Surprise": \d+ · rolled alone · disputed: (Alice and Bob|Bob and Alice) were at the table$/;
      await expect.poll(async () => (await malloryLines(p.page, disputed)).length, { timeout: 15_000 }).toBe(1);
      const [line] = await malloryLines(p.page, disputed);
      expect(line).toMatchObject({ mark: '✗', warn: true });
      expect(line.markTitle).toContain('signed that they were at the table');
    }
  });

  it('does not let one roll be logged twice for two purposes, in a second line or in free text', async () => {
    const { tag, total } = await cheat(mallory.page, async ({ session, lib }) => {
      const run = lib.fairDice.rollDiceFairly(session.rollTable, 'd6', 'Attack on 1212');
      const result = await run.result;
      const doc = session.actor.doc;
      // A second line naming the same roll, signed afresh (a new line id, so not a mere replay).
      const line = lib.logLines.logLine('Mallory', '', 'action', true, undefined, { roll: run.pending.id });
      line.i = 'again-01';
      line.a = session.actor.identity.publicKey;
      line.s = lib.identity.signBody(session.actor.identity, `${lib.docScope.scopeOf(doc)}/log`, line);
      doc.transact(() => lib.gameDoc.typesOf(doc).log.push([line]));
      return { tag: lib.rollText.rollTag(run.pending.id), total: result.total };
    }, null);
    await writeLine(`rolled d6 for "Defence of 1213": ${total} · fair roll with Alice, Bob (roll ${tag})`);
    for (const p of honest()) {
      const twice = await seen(p.page, new RegExp(`\\(roll ${tag}\\)$`), 3);
      expect(twice[0]).toMatchObject({ mark: '✓', text: `rolled d6 for "Attack on 1212": ${total} · fair roll with Alice, Bob (roll ${tag})` });
      // The second line shows the purpose the request committed to, and that it is logged already.
      expect(twice[1]).toMatchObject({ mark: '✗', text: twice[0].text });
      expect(twice[1].markTitle).toContain('already logged');
      expect(twice[2]).toMatchObject({ mark: '✗', text: expect.stringContaining('Defence of 1213') });
      expect(twice[2].markTitle).toContain('no roll record backs it');
    }
  });

  it('voids a roll whose records Mallory copies under a new roll id, and names her for it', async () => {
    const fake = await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const trust = lib.gameDoc.typesOf(doc).trust;
      const me = session.actor.identity.publicKey;
      const old = session.rolls.ids().find((id: string) => session.rolls.status(id).stage === 'done' && session.rolls.status(id).request.by === me);
      const fakeId = `copied${old.slice(6)}`;
      doc.transact(() => {
        trust.set(`ledger/roll/${fakeId}`, trust.get(`ledger/roll/${old}`));
        trust.forEach((value: unknown, key: string) => {
          if (key.startsWith(`ledger/roll/${old}/`)) trust.set(`ledger/roll/${fakeId}/${key.split('/').at(-1)}`, value);
        });
        lib.gameDoc.typesOf(doc).log.push([lib.logLines.logLine('Mallory', '', 'action', true, lib.operations.signerOf(session.actor), { roll: fakeId })]);
      });
      return lib.rollText.rollTag(fakeId);
    }, null);
    for (const p of honest()) {
      const [line] = await seen(p.page, new RegExp(`roll ${fake}`));
      expect(line).toMatchObject({ mark: '✗', warn: true });
      expect(line.markTitle).toContain(`No roll ${fake} is in the game's records`);
      await expect.poll(() => noticesOf(p), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/Mallory filed a record under a key that is not its own/));
    }
  });

  it('ignores objections Mallory forges in Bob’s name or makes to a roll she took part in', async () => {
    const tray = alice.page.getByTestId('dice-tray');
    await clickOn(alice.page.getByRole('button', { name: 'Dice', exact: true }));
    await tray.waitFor({ state: 'visible' });
    const before = (await logOf(alice.page)).filter((l) => l.who === 'Alice' && /^rolled d10: /.test(l.text)).length;
    await clickOn(tray.getByRole('button', { name: 'd10', exact: true }));
    await expect.poll(async () => (await logOf(alice.page)).filter((l) => l.who === 'Alice' && /^rolled d10: \d+ · fair roll with Bob, Mallory/.test(l.text)).length, { timeout: 15_000 }).toBe(before + 1);
    await cheat(mallory.page, ({ session, lib }) => {
      const doc = session.actor.doc;
      const me = session.actor.identity;
      const scope = lib.docScope.scopeOf(doc);
      const ids = session.rolls.ids().filter((id: string) => session.rolls.status(id).request.by !== me.publicKey);
      const id = ids.sort((a: string, b: string) => session.rolls.status(b).request.t - session.rolls.status(a).request.t)[0];
      const bob = session.rolls.status(id).request.players.find((k: string) => k !== me.publicKey && k !== session.rolls.status(id).request.by);
      const own = lib.rollRecords.objectionRecord(me, scope, id);
      const forged = { ...lib.rollRecords.objectionRecord(me, scope, id), by: bob };
      lib.ledger.appendToLedger(doc, 'Mallory', 'objectToRoll', [lib.ledger.ledgerEntry(`roll/${id}`, own), lib.ledger.ledgerEntry(`roll/${id}`, forged)]);
    }, null);
    await expect.poll(() => noticesOf(alice), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/Mallory took part in the roll, so cannot object to being left out of it/));
    for (const p of honest()) {
      const [line] = (await logOf(p.page)).filter((l) => l.who === 'Alice' && /^rolled d10: /.test(l.text)).slice(-1);
      expect(line.text).toMatch(/^rolled d10: \d+ · fair roll with Bob, Mallory \(roll \w{6}\)$/);
      expect(line.mark).toBe('✓');
    }
  });

  it('marks a verdict that states dice no roll backs, and one that cites a roll but states other dice', async () => {
    await writeLine('Morale Table (10.4): rolled 6 +1 = 7 — holds', 'rules');
    const cited = await cheat(mallory.page, async ({ session, lib }) => {
      const { total, roll } = await lib.fairDice.rollForRules(session.rollTable, '1d6', 'Morale Table (10.4)').result;
      const lie = total === 6 ? 5 : 6;
      const line = lib.logLines.logLine('Mallory', `Morale Table (10.4): rolled ${lie} — holds`, 'rules', true, lib.operations.signerOf(session.actor), { cites: [roll] });
      session.actor.doc.transact(() => lib.gameDoc.typesOf(session.actor.doc).log.push([line]));
      return { total, tag: lib.rollText.rollTag(roll) };
    }, null);
    for (const p of honest()) {
      const verdicts = await seen(p.page, /^Morale Table \(10\.4\): rolled \d/, 2);
      expect(verdicts[0]).toMatchObject({ mark: '✗', warn: true });
      expect(verdicts[0].markTitle).toContain('cites no roll');
      expect(verdicts[1]).toMatchObject({ mark: '✗', warn: true });
      expect(verdicts[1].markTitle).toBe(`This verdict does not state the dice roll ${cited.tag} gave (${cited.total})`);
    }
  });

  it('settles Alice’s roll when Mallory’s share does not open her commit, names her, and lets Alice roll again without her', async () => {
    // Mallory's client stops its honest part in rolls and answers with a share other than the one it committed to.
    await cheat(mallory.page, ({ session, lib, Y }) => {
      void Y;
      const doc = session.actor.doc;
      const me = session.actor.identity;
      session.rollTable.roller.stop();
      lib.gameDoc.typesOf(doc).trust.observe(() =>
        queueMicrotask(() => {
          for (const id of lib.rollCeremony.allRollIds(doc)) {
            const step = lib.fairRoll.nextStep(lib.rollCeremony.rollStatusOf(doc, id), me.publicKey);
            if (step === 'commit') lib.rollCeremony.commitToRoll(doc, me, 'Mallory', id, Uint8Array.from({ length: 32 }, () => 7));
            if (step === 'reveal') lib.rollCeremony.revealToRoll(doc, me, 'Mallory', id, Uint8Array.from({ length: 32 }, () => 9));
          }
        }),
      );
    }, null);
    const page = alice.page;
    const tray = page.getByTestId('dice-tray');
    await clickOn(tray.getByRole('button', { name: '2d6', exact: true }));
    const error = tray.locator('.dice-error');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toMatch(/^Roll \w{6} could not be made: Mallory revealed a share that does not match its commit\. Mallory is left out of your rolls now: roll again without them\.$/);
    const tag = /^Roll (\w{6})/.exec((await error.textContent())!)![1];
    const again = tray.getByTestId('roll-again-without');
    expect(await again.textContent()).toBe('Roll again without Mallory');
    for (const p of honest()) {
      await expect.poll(async () => (await logOf(p.page)).filter((l) => l.text === `called roll ${tag} off: Mallory revealed a share that does not match its commit; rolling without them`).length, { timeout: 10_000 }).toBe(1);
    }
    await expect.poll(() => noticesOf(bob), { timeout: 10_000 }).toContainEqual(expect.stringMatching(new RegExp(`^Roll ${tag}: Mallory revealed a share that does not match its commit`)));
    // The tray is not stuck: the same roll again goes on with Bob alone, and shows its dice.
    await clickOn(again);
    const pattern = /^rolled 2d6: (\d) \+ (\d) = (\d+) · fair roll with Bob \(roll \w{6}\)$/;
    await expect.poll(async () => (await logOf(page)).filter((l) => l.who === 'Alice' && pattern.test(l.text)).length, { timeout: 15_000 }).toBe(1);
    const [line] = (await logOf(page)).filter((l) => l.who === 'Alice' && pattern.test(l.text));
    expect(line.mark).toBe('✓');
    await expect.poll(() => page.getByTestId('dice-result').getAttribute('data-total')).toBe(pattern.exec(line.text)![3]);
    expect(await page.getByTestId('roll-left-out').textContent()).toContain('Rolling without Mallory (named in a cheat).');
  });
});
