/**
 * Rolls with the server as witness (issue #29), against the real server and real game documents:
 * Alice, alone at the table in a game that chose the witness, rolls with it, and Bob's copy of the
 * game checks the dice from the records alone; the witness refuses a second roll under one id and
 * a reveal before a commit; and what Bob sees when Mallory forges the witness's signature, hides a
 * witnessed roll, or rolls with a server whose key the game did not pin.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error plain ESM module without types
import { startServer } from '../../../server/serve.mjs';
import { rollDiceFairly } from '../../../src/doc/fairDice';
import { chooseAloneRolls, readWitnessChoice } from '../../../src/doc/witnessChoice';
import { WitnessFailed, type WitnessAddress } from '../../../src/doc/witnessDice';
import { rollTag } from '../../../src/doc/rollText';
import { beginRoll, fileWitnessAnswer, rollStatusOf, stepFolder } from '../../../src/doc/rollCeremony';
import { LocalOrigin } from '../../../src/doc/origin';
import { appendToLedger, ledgerEntry } from '../../../src/doc/ledger';
import { scopeOf } from '../../../src/doc/scope';
import { witnessBase, witnessCommit, witnessKey, witnessReveal } from '../../../src/net/witnessClient';
import { roomNameFor } from '../../../src/net/roomCrypto';
import { toB64 } from '../../../src/trust/bytes';
import { newShare, witnessShareRecord } from '../../../src/trust/rollRecords';
import { witnessCommitment } from '../../../src/trust/witnessRoll';
import { rollTable, shownLog, until, type RollPlayerAt } from '../support/rollTable';

let scratch: string;
let address: WitnessAddress;
const stops: (() => void)[] = [];

async function serve(): Promise<string> {
  const started = await startServer({ port: 0, host: '127.0.0.1', root: scratch });
  stops.push(() => {
    started.server.close();
    started.server.closeAllConnections();
  });
  return witnessBase(`ws://127.0.0.1:${started.port}/signal`);
}

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-witness-'));
  address = { base: await serve(), room: await roomNameFor('game-fair', 'secret') };
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  rmSync(scratch, { recursive: true, force: true });
});

/** Alice (and whoever else) on copies of one game; Alice's table reaches the witness at `at`. */
function tableWithWitness(names: string[], at = () => address): RollPlayerAt[] {
  const players = rollTable(names);
  for (const p of players) p.table.witness = { choice: () => readWitnessChoice(p.doc), address: at };
  // Each player rolls with no one else at the table: the others are away.
  for (const p of players) p.table.players = () => [];
  return players;
}

/** Alice chooses the witness for the game, pinning the server's key. */
async function chooseWitness(alice: RollPlayerAt, at = address): Promise<void> {
  chooseAloneRolls(alice.table.actor, 'witness', { key: await witnessKey(at.base), room: at.room });
}

const lineOf = (player: RollPlayerAt, all: RollPlayerAt[], id: string) => shownLog(player, all).find((l) => l.text.includes(`roll ${rollTag(id)}`))!;

describe('a roll with the server as witness', () => {
  it('is made with the witness when the game chose it, and Bob checks its dice from the records alone', async () => {
    const players = tableWithWitness(['Alice', 'Bob']);
    const [alice, bob] = players;
    await chooseWitness(alice);
    const result = await rollDiceFairly(alice.table, '2d6', 'Attack on 1212').result;
    const id = [...alice.book.ids()][0];
    await until(() => rollStatusOf(bob.doc, id).stage === 'done');
    const status = rollStatusOf(bob.doc, id);
    expect(status).toMatchObject({ stage: 'done', alone: false, witness: { seq: 1 } });
    const line = lineOf(bob, players, id);
    expect(line).toMatchObject({ fails: false, unchecked: false, who: 'Alice' });
    expect(line.text).toBe(`${result.text} · witnessed by the server (roll ${rollTag(id)}, no. 1)`);
    expect(shownLog(bob, players).some((l) => l.text === 'rolls made with no one else at the table are witnessed by the server from now on')).toBe(true);
  });

  it('is made alone, as before, while the game has not chosen the witness', async () => {
    const players = tableWithWitness(['Alice']);
    const [alice] = players;
    await rollDiceFairly(alice.table, 'd6').result;
    expect(rollStatusOf(alice.doc, alice.book.ids()[0])).toMatchObject({ stage: 'done', alone: true, witness: null });
    expect(shownLog(alice).at(-1)!.text).toMatch(/ · rolled alone$/);
  });

  it('says the server did not answer, calls the roll off, and lets Alice roll alone with nothing lost', async () => {
    const players = tableWithWitness(['Alice'], () => ({ base: 'http://127.0.0.1:9/witness/', room: address.room }));
    const [alice] = players;
    await chooseWitness(alice);
    await expect(rollDiceFairly(alice.table, 'd6').result).rejects.toThrow(WitnessFailed);
    await expect(rollDiceFairly(alice.table, 'd6').result).rejects.toThrow(/server does not answer/);
    expect(alice.book.ids()).toEqual([]);
    const alone = await rollDiceFairly(alice.table, 'd6', undefined, { alone: true }).result;
    expect(shownLog(alice).at(-1)!.text).toBe(`${alone.text} · rolled alone`);
  });

  it('calls the roll off for everyone, logged, when the server stops answering once its request is in', async () => {
    // A server that gives its key and then fails: it went down between the two calls.
    const down = await fakeWitness((res) => res.writeHead(503).end('Down for maintenance.'));
    let at = address;
    const players = tableWithWitness(['Alice', 'Bob'], () => at);
    const [alice, bob] = players;
    await chooseWitness(alice);
    at = down;
    const refused = rollDiceFairly(alice.table, 'd6').result;
    await expect(refused).rejects.toThrow(WitnessFailed);
    await expect(refused).rejects.toThrow(/Down for maintenance\..*was called off and nothing was rolled/);
    const id = alice.book.ids()[0];
    await until(() => rollStatusOf(bob.doc, id).stage === 'abandoned');
    expect(lineOf(bob, players, id)).toMatchObject({ fails: false, text: `called roll ${rollTag(id)} off: the server did not answer` });
  });

  it('never files an answer the server did not sign with its key, so Alice is not blamed for it', async () => {
    // A server that gives the real witness's key but signs its answers with nothing of the kind.
    const lying = await fakeWitness((res) => res.end(JSON.stringify({ seq: 1, commit: toB64(newShare()), sig: toB64(new Uint8Array(64).fill(1)) })));
    let at = address;
    const players = tableWithWitness(['Alice', 'Bob'], () => at);
    const [alice, bob] = players;
    await chooseWitness(alice);
    at = lying;
    await expect(rollDiceFairly(alice.table, 'd6').result).rejects.toThrow(/not signed with its key.*was called off/);
    const id = alice.book.ids()[0];
    await until(() => rollStatusOf(bob.doc, id).stage === 'abandoned');
    expect(rollStatusOf(bob.doc, id).faults).toEqual([]);
    expect(lineOf(bob, players, id).fails).toBe(false);
  });
});

describe('the witness on the server', () => {
  it('refuses a second roll under the same id, a reveal before a commit, and a share that does not open the commitment', async () => {
    const roll = toB64(newShare()).slice(0, 32);
    const share = newShare();
    await expect(witnessReveal(address.base, address.room, roll, toB64(share))).rejects.toThrow(/no commitment for this roll/);
    const first = await witnessCommit(address.base, address.room, roll, witnessCommitment(roll, share));
    expect(first.seq).toBe(1);
    await expect(witnessCommit(address.base, address.room, roll, witnessCommitment(roll, newShare()))).rejects.toThrow(/already witnessed/);
    await expect(witnessReveal(address.base, address.room, roll, toB64(newShare()))).rejects.toThrow(/does not open/);
    expect((await witnessReveal(address.base, address.room, roll, toB64(share))).length).toBe(32);
  });
});

describe('what Bob sees when Mallory cheats with the witness', () => {
  it('faults a roll whose witness answer Mallory forged, naming her, and shows it ✗ with no dice', async () => {
    const players = tableWithWitness(['Mallory', 'Bob']);
    const [mallory, bob] = players;
    await chooseWitness(mallory);
    // Mallory's modified client takes the witness's commitment but files a signature of its own making.
    const id = await startWitnessedRequest(mallory, () => toB64(new Uint8Array(64).fill(7)));
    await until(() => rollStatusOf(bob.doc, id).stage === 'faulted');
    expect(rollStatusOf(bob.doc, id).blocking).toContainEqual({ by: mallory.identity.publicKey, what: 'filed an answer the witness did not sign' });
    const line = lineOf(bob, players, id);
    expect(line.fails).toBe(true);
    expect(line.text).toContain('no result — Mallory filed an answer the witness did not sign');
  });

  it('faults a witness share that does not open the witness’s commitment (Mallory picking the server’s share herself)', async () => {
    const players = tableWithWitness(['Mallory', 'Bob']);
    const [mallory, bob] = players;
    await chooseWitness(mallory);
    const id = await startWitnessedRequest(mallory, (wsig) => wsig);
    appendToLedger(mallory.doc, 'Mallory', 'revealRoll', [ledgerEntry(stepFolder(id), witnessShareRecord(mallory.identity, scopeOf(mallory.doc), id, newShare()))]);
    await until(() => rollStatusOf(bob.doc, id).stage === 'faulted');
    expect(rollStatusOf(bob.doc, id).blocking.map((f) => f.what)).toContain("filed a share of the witness's that does not open the witness's commitment");
  });

  it('names the witnessed rolls Mallory made and never logged, where the next one she logged stands', async () => {
    const players = tableWithWitness(['Mallory', 'Bob']);
    const [mallory, bob] = players;
    await chooseWitness(mallory);
    // Two rolls with the witness her client kept out of the game (she did not like them)…
    for (let i = 0; i < 2; i++) {
      const roll = toB64(newShare()).slice(0, 32);
      const share = newShare();
      await witnessCommit(address.base, address.room, roll, witnessCommitment(roll, share));
      await witnessReveal(address.base, address.room, roll, toB64(share));
    }
    // …then the one she logs.
    await rollDiceFairly(mallory.table, '2d6', 'Assault').result;
    const id = mallory.book.ids()[0];
    await until(() => rollStatusOf(bob.doc, id).stage === 'done');
    const shown = shownLog(bob, players);
    const at = shown.findIndex((l) => l.text.includes(`roll ${rollTag(id)}, no. 3`));
    expect(at).toBeGreaterThan(0);
    expect(shown[at - 1]).toMatchObject({ who: 'the server', fails: true, unlogged: true, text: 'witnessed rolls no. 1–2 in this game, which are not in its records' });
    expect(shown[at - 1].note).toContain('never logged');
  });

  it('marks a roll witnessed by a server whose key is not the one the game pinned', async () => {
    const other = { base: await serve(), room: address.room };
    let at = address;
    const players = tableWithWitness(['Mallory', 'Bob'], () => at);
    const [mallory, bob] = players;
    await chooseWitness(mallory);
    // Her own client refuses another key than the pinned one…
    at = other;
    await expect(rollDiceFairly(mallory.table, 'd6').result).rejects.toThrow(/another key than the one this game pinned/);
    // …so her modified client rolls there without checking.
    mallory.table.witness = { choice: () => ({ ...readWitnessChoice(mallory.doc), pinned: null }), address: () => other };
    await rollDiceFairly(mallory.table, 'd6').result;
    const id = mallory.book.ids().find((i) => rollStatusOf(mallory.doc, i).stage === 'done')!;
    await until(() => rollStatusOf(bob.doc, id).stage === 'done');
    expect(lineOf(bob, players, id)).toMatchObject({ fails: true, note: expect.stringContaining('another server key than the one this game pinned') });
  });
});

/** A server at the edge of the world: the real witness's key at `/witness/key`, and `answer` for every other call. */
async function fakeWitness(answer: (res: ServerResponse) => void): Promise<WitnessAddress> {
  const key = await witnessKey(address.base);
  const server = createServer((req, res) => (req.url === '/witness/key' ? res.end(JSON.stringify({ key })) : answer(res)));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  stops.push(() => server.close());
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/witness/`, room: address.room };
}

/**
 * Mallory's client writes a witnessed roll's request and her commit the honest way, gets the
 * witness's answer, and files it with the signature `signature` makes of the witness's.
 */
async function startWitnessedRequest(mallory: RollPlayerAt, signature: (wsig: string) => string): Promise<string> {
  const key = await witnessKey(address.base);
  const share = newShare();
  const id = beginRoll(mallory.doc, mallory.identity, new LocalOrigin('Mallory', 'rollDice', 'roll d6'), [], { what: 'dice:1d6', purpose: '', witness: { key, room: address.room } }, share);
  const commit = witnessCommitment(id, share);
  const answer = await witnessCommit(address.base, address.room, id, commit);
  fileWitnessAnswer(mallory.doc, mallory.identity, 'Mallory', id, { seq: answer.seq, commit, witness: answer.witness, wsig: signature(answer.wsig) });
  return id;
}
