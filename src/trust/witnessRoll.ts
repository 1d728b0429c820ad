/**
 * A roll with the server as witness (issue #29): when no other player is at the table, the server
 * takes the second part in the commit–reveal (server/witness.mjs). The roller commits first, to
 * the witness as in her signed commit record; the witness answers with its sequence number in the
 * room and its commitment to a share of its own, signed with its key (ECDSA P-256); she reveals her
 * share to it, and only then does it reveal its share. Both answers go into the roll's records, so
 * every browser — a friend's opening the game weeks later — checks the dice the same way: the
 * witness's signature under the key the request names, her share opening both her commitments, the
 * witness's share opening its own. The seed hashes both shares as a roll among players does.
 *
 * What the witness cannot do alone: choose the dice (it commits before seeing her share), or put a
 * roll in the game (only the roller's signed records do). A witness that shares its shares with
 * the roller can: docs/trust.md says so. Pure: no Yjs, no DOM.
 */
import { p256 } from '@noble/curves/nist.js';
import { fromB64, utf8 } from './bytes';
import { commitmentOf, rollSeed, type RollFault, type RollRequest, type RollWitnessCommit, type WitnessPlace } from './rollRecords';
import type { Reading } from './rollSteps';

/** The text the witness signs when it commits (server/witness.mjs writes the same). */
export function witnessCommitText(a: { room: string; roll: string; commit: string; seq: number; witness: string }): string {
  return `sandtable/witness/commit/v1\n${a.room}\n${a.roll}\n${a.commit}\n${a.seq}\n${a.witness}`;
}

/** The text the witness signs for a room's last sequence number. */
export const witnessLastText = (room: string, last: number) => `sandtable/witness/last/v1\n${room}\n${last}`;

/** Whether `sig` (64 bytes, r ‖ s, b64url) is the witness `key`'s signature of `text`. Never throws. */
export function verifyWitness(key: string, text: string, sig: string): boolean {
  try {
    const signature = fromB64(sig);
    const point = fromB64(key);
    if (!signature || signature.length !== 64 || !point || point.length !== 65) return false;
    // Node signs without normalising s, so both halves of the curve order are taken.
    return p256.verify(signature, utf8(text), point, { lowS: false });
  } catch {
    return false;
  }
}

/** The roller's commitment to the witness: her share for this roll, without her key (the witness never learns it). */
export const witnessCommitment = (rollId: string, share: Uint8Array) => commitmentOf(rollId, '', share);

/** Whether an answer of the witness is signed by the witness the request names, for this roll. */
export function answerHolds(place: WitnessPlace, rollId: string, answer: Pick<RollWitnessCommit, 'seq' | 'commit' | 'witness' | 'wsig'>): boolean {
  return verifyWitness(place.key, witnessCommitText({ room: place.room, roll: rollId, commit: answer.commit, seq: answer.seq, witness: answer.witness }), answer.wsig);
}

/** What a witnessed roll's records give: the seed once complete, the faults of its roller's records, and how far the witness got. */
export interface WitnessedOutcome {
  seed: Uint8Array | null;
  blocking: RollFault[];
  /** Whether the roller's one commit and the witness's one signed answer are in. */
  answered: boolean;
  /** The witness's sequence number in the room, once its signed answer is in. */
  seq: number | null;
}

/** The witness's one signed answer among those the roller filed; each unsigned one, and a second, is her fault. */
function signedAnswer(request: RollRequest, reading: Reading, blocking: RollFault[]): RollWitnessCommit | null {
  const me = request.by;
  const answers = (reading.wcommits.get(me) ?? []).filter((a) => {
    const holds = answerHolds(request.witness!, request.id, a);
    if (!holds) blocking.push({ by: me, what: 'filed an answer the witness did not sign' });
    return holds;
  });
  if (answers.length > 1) blocking.push({ by: me, what: 'filed two answers of the witness for one roll' });
  return answers.length === 1 ? answers[0] : null;
}

/** The first share among `records` whose commitment under `key` is `commit`. */
function shareOpening(records: readonly { share: string }[], rollId: string, key: string, commit: string): Uint8Array | null {
  for (const r of records) {
    const share = fromB64(r.share);
    if (share && commitmentOf(rollId, key, share) === commit) return share;
  }
  return null;
}

/** Reads a witnessed roll (its request is a sound version 3 one) from its roller's records. */
export function witnessedOutcome(request: RollRequest, reading: Reading): WitnessedOutcome {
  const { id, by: me } = request;
  const place = request.witness!;
  const blocking: RollFault[] = [];
  const commits = reading.commits.get(me) ?? [];
  if (commits.length > 1) blocking.push({ by: me, what: 'gave two different commits' });
  const answer = signedAnswer(request, reading, blocking);
  const seq = answer?.seq ?? null;
  if (commits.length !== 1 || !answer) return { seed: null, blocking, answered: false, seq };
  const reveals = reading.reveals.get(me) ?? [];
  const share = shareOpening(reveals, id, me, commits[0]);
  if (reveals.length && !share) blocking.push({ by: me, what: 'revealed a share that does not match its commit' });
  if (share && witnessCommitment(id, share) !== answer.commit) blocking.push({ by: me, what: 'gave the witness another commitment than its own' });
  const shares = reading.wshares.get(me) ?? [];
  const witnessShare = shareOpening(shares, id, place.key, answer.witness);
  if (shares.length && !witnessShare) blocking.push({ by: me, what: "filed a share of the witness's that does not open the witness's commitment" });
  if (!share || !witnessShare || blocking.length) return { seed: null, blocking, answered: true, seq };
  return { seed: rollSeed(id, [{ key: me, share }, { key: place.key, share: witnessShare }]), blocking, answered: true, seq };
}
