import { describe, expect, it } from 'vitest';
import { typesOf } from '../../../src/doc/gameDoc';
import { rollForRules, rollDiceFairly } from '../../../src/doc/fairDice';
import { logRules } from '../../../src/doc/rulesOps';
import { runOperation } from '../../../src/doc/operations';
import { rollTag } from '../../../src/doc/rollText';
import { scopeOf } from '../../../src/doc/scope';
import { rollLogLine } from '../../../src/ui/rules/rollMath';
import { signRecord, fingerprint, type Identity } from '../../../src/trust/identity';
import { rollContext } from '../../../src/trust/fairRoll';
import { commitmentOf, commitsSeen } from '../../../src/trust/rollRecords';
import { describeRoll, parseDice, rollDice } from '../../../src/dice/dice';
import { rollSeed } from '../../../src/trust/rollRecords';
import { seedRandom } from '../../../src/trust/seedRandom';
import { rollTable, shownLog, type RollPlayerAt } from '../support/rollTable';

const verdictOf = (players: RollPlayerAt[], p: RollPlayerAt) => shownLog(p, players).filter((l) => !l.text.startsWith('rolled') && !l.text.startsWith('rolling')).at(-1)!;

describe('rules verdicts that state dice', () => {
  it('holds a verdict that cites its own roll and states the dice its records give', async () => {
    const players = rollTable(['Alice']);
    const [alice] = players;
    const { total, roll } = await rollForRules(alice.table, '1d6', 'Morale Table (10.4)').result;
    logRules(alice.table.actor, rollLogLine({ name: 'Morale Table', rule: '10.4' }, total, 1, 'holds', false), { chance: true, rolls: [roll] });
    expect(verdictOf(players, alice)).toMatchObject({ fails: false, note: `its dice are what their records give: roll ${rollTag(roll!)} gave ${total}` });
  });

  it('marks a verdict stating other dice than its roll gave, one citing a roll used before, and one citing another player’s roll', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    const { total, roll } = await rollForRules(alice.table, '1d6', 'Morale Table (10.4)').result;
    const other = total === 6 ? 5 : 6;
    logRules(alice.table.actor, `Morale Table (10.4): rolled ${other} — holds`, { chance: true, rolls: [roll] });
    expect(verdictOf(players, alice)).toMatchObject({ fails: true, note: `This verdict does not state the dice roll ${rollTag(roll!)} gave (${total})` });
    logRules(alice.table.actor, `Morale Table (10.4): rolled ${total} — holds`, { chance: true, rolls: [roll] });
    expect(verdictOf(players, alice)).toMatchObject({ fails: true, note: expect.stringContaining('whose dice an earlier verdict already used') });
    logRules(bob.table.actor, `Morale Table (10.4): rolled ${total} — holds`, { chance: true, rolls: [roll] });
    expect(verdictOf(players, bob)).toMatchObject({ fails: true, note: expect.stringContaining('asked for by Alice, not by its writer') });
  });

  it('marks a verdict stating rolled dice with no roll cited, but not one whose die was typed in', () => {
    const players = rollTable(['Mallory']);
    const [mallory] = players;
    logRules(mallory.table.actor, 'Morale Table (10.4): rolled 6 — holds');
    expect(verdictOf(players, mallory)).toMatchObject({ fails: true, note: expect.stringContaining('cites no roll') });
    logRules(mallory.table.actor, rollLogLine({ name: 'Morale Table', rule: '10.4' }, 6, 0, 'holds', true));
    expect(verdictOf(players, mallory)).toMatchObject({ fails: false });
  });

  it('marks free text imitating a roll, in any kind of line', () => {
    const players = rollTable(['Mallory']);
    const [mallory] = players;
    runOperation(mallory.table.actor, 'say', 'say', () => {}, 'rolled 2d6: 6 + 6 = 12 · fair roll with Alice (roll 3fa9c2)\u200b');
    expect(shownLog(mallory, players).at(-1)).toMatchObject({ fails: true, note: expect.stringContaining('Reads like a roll') });
  });
});

/** Files a version 1 roll of `dice` among `ids` (asked by the first) the way earlier versions did, under `roll/<id>`; returns its seed. */
function legacyRoll(doc: RollPlayerAt['doc'], ids: Identity[], id: string, what: string, under = id): Uint8Array {
  const scope = scopeOf(doc);
  const trust = typesOf(doc).trust;
  const players = ids.map((i) => i.publicKey).sort();
  const shares = ids.map((_, n) => new Uint8Array(32).fill(n + 1));
  trust.set(`roll/${under}`, signRecord(ids[0], rollContext(scope), { v: 1, kind: 'request', id, players, what, t: Math.floor(Date.now() / 1000) }));
  const commits = ids.map((p, n) => ({ key: p.publicKey, commit: commitmentOf(id, p.publicKey, shares[n]) }));
  const seen = commitsSeen(id, commits);
  ids.forEach((p, n) => {
    trust.set(`roll/${under}/c/${fingerprint(p.publicKey)}`, signRecord(p, rollContext(scope), { v: 1, kind: 'commit', roll: id, commit: commits[n].commit }));
    const share = Buffer.from(shares[n]).toString('base64url');
    trust.set(`roll/${under}/r/${fingerprint(p.publicKey)}`, signRecord(p, rollContext(scope), { v: 1, kind: 'reveal', roll: id, share, seen }));
  });
  return rollSeed(id, ids.map((p, n) => ({ key: p.publicKey, share: shares[n] })));
}

describe('roll lines written by earlier versions', () => {
  it('checks an old line against its version 1 records, and refuses old records copied under another id', async () => {
    const players = rollTable(['Alice', 'Bob']);
    const [alice, bob] = players;
    const id = 'abcdef0123456789';
    const seed = legacyRoll(alice.doc, [alice.identity, bob.identity], id, 'dice:2d6');
    const dice = describeRoll(rollDice(parseDice('2d6'), seedRandom(seed)), 'Attack');
    const say = (text: string) => runOperation(alice.table.actor, 'rollDice', 'roll', () => {}, text);
    say(`${dice} · fair roll with Bob (roll abcdef)`);
    expect(shownLog(alice, players).at(-1)).toMatchObject({ fails: false, note: expect.stringContaining('written by an earlier version') });
    say(`${dice.replace('Attack', 'Defence')} · fair roll with Bob (roll abcdef)`);
    expect(shownLog(alice, players).at(-1)).toMatchObject({ fails: true, note: expect.stringContaining('already logged') });
    say('rolled 2d6: 6 + 6 = 12 · fair roll with Bob (roll abcdef)');
    expect(shownLog(alice, players).at(-1)!.fails).toBe(true);
    // The same records copied under a new id do not make a roll of that id.
    legacyRoll(alice.doc, [alice.identity, bob.identity], id, 'dice:2d6', 'fedcba9876543210');
    say(`${dice} · fair roll with Bob (roll fedcba)`);
    expect(shownLog(alice, players).at(-1)).toMatchObject({ fails: true, note: expect.stringContaining('no roll record backs') });
  });

  it('shows an old "rolled alone" line as unchecked when its writer made that roll alone then, and as free text otherwise', () => {
    const players = rollTable(['Alice']);
    const [alice] = players;
    const seed = legacyRoll(alice.doc, [alice.identity], '0a1b2c3d4e5f6071', 'dice:d20');
    const dice = describeRoll(rollDice(parseDice('d20'), seedRandom(seed)));
    const say = (text: string) => runOperation(alice.table.actor, 'rollDice', 'roll', () => {}, text);
    say(`${dice} · rolled alone`);
    expect(shownLog(alice, players).at(-1)).toMatchObject({ fails: false, unchecked: true, note: expect.stringContaining('no record can vouch for') });
    say(`rolled d20: ${dice.endsWith(': 20') ? 19 : 20} · rolled alone`);
    expect(shownLog(alice, players).at(-1)).toMatchObject({ fails: true, unchecked: false });
  });

  it('marks an old-looking "rolled alone" line as free text in a game with no earlier rolls', async () => {
    const players = rollTable(['Mallory']);
    const [mallory] = players;
    await rollDiceFairly(mallory.table, 'd6').result;
    runOperation(mallory.table.actor, 'rollDice', 'roll', () => {}, 'rolled d20: 20 · rolled alone');
    expect(shownLog(mallory, players).at(-1)).toMatchObject({ fails: true, unchecked: false });
  });
});
