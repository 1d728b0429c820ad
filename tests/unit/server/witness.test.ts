/**
 * The server's witness (server/witness.mjs) on its own: its key is kept in the data folder, so a
 * restart neither changes it nor forgets a roll it witnessed; it numbers each room's rolls apart,
 * signs the room's last number, and bounds the calls one address makes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types
import { createWitness } from '../../../server/witness.mjs';
import { toB64 } from '../../../src/trust/bytes';
import { newShare } from '../../../src/trust/rollRecords';
import { answerHolds, verifyWitness, witnessCommitment, witnessLastText } from '../../../src/trust/witnessRoll';

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'sandtable-witness-store-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const room = (c: string) => `sandtable:${c.repeat(32)}`;
const newRoll = () => toB64(newShare()).slice(0, 32);

describe('the server’s witness', () => {
  it('keeps its key and the rolls it witnessed across a restart, and refuses a roll id it already witnessed', () => {
    const roll = newRoll();
    const share = newShare();
    const first = createWitness({ dir });
    const answer = first.commit({ room: room('a'), roll, commit: witnessCommitment(roll, share) });
    expect(answerHolds({ key: first.key, room: room('a') }, roll, { seq: answer.seq, commit: witnessCommitment(roll, share), witness: answer.commit, wsig: answer.sig })).toBe(true);
    const again = createWitness({ dir });
    expect(again.key).toBe(first.key);
    expect(() => again.commit({ room: room('a'), roll, commit: witnessCommitment(roll, newShare()) })).toThrow(/already witnessed/);
    expect(again.reveal({ room: room('a'), roll, share: toB64(share) }).share).toMatch(/^[\w-]{43}$/);
    // What is stored holds the room's name only as a file name's digest, and nothing but shares and commitments.
    const stored = readdirSync(join(dir, 'witness')).map((f) => readFileSync(join(dir, 'witness', f), 'utf8')).join('');
    expect(stored).not.toContain('sandtable:');
  });

  it('numbers each room’s rolls apart and signs a room’s last number', () => {
    const witness = createWitness();
    const seqs = [room('a'), room('b'), room('a')].map((r) => witness.commit({ room: r, roll: newRoll(), commit: toB64(newShare()) }).seq);
    expect(seqs).toEqual([1, 1, 2]);
    const { last, sig } = witness.last(room('a'));
    expect(last).toBe(2);
    expect(verifyWitness(witness.key, witnessLastText(room('a'), 2), sig)).toBe(true);
    expect(verifyWitness(witness.key, witnessLastText(room('a'), 1), sig)).toBe(false);
  });

  it('refuses what is not a room, a roll id or a commitment, and an address past its calls a minute', () => {
    const witness = createWitness({ limits: { rollsPerRoom: 10, callsPerMinute: 3, bodyBytes: 1024 } });
    expect(() => witness.commit({ room: 'game-1', roll: newRoll(), commit: toB64(newShare()) })).toThrow(/Not a room name/);
    expect(() => witness.commit({ room: room('a'), roll: 'x', commit: toB64(newShare()) })).toThrow(/Not a roll id/);
    expect(() => witness.commit({ room: room('a'), roll: newRoll(), commit: 'short' })).toThrow(/Not a commitment/);
    for (let i = 0; i < 3; i++) witness.commit({ room: room('a'), roll: newRoll(), commit: toB64(newShare()) }, '10.0.0.1');
    expect(() => witness.commit({ room: room('a'), roll: newRoll(), commit: toB64(newShare()) }, '10.0.0.1')).toThrow(/Too many/);
    expect(witness.commit({ room: room('a'), roll: newRoll(), commit: toB64(newShare()) }, '10.0.0.2').seq).toBe(4);
  });
});
