/**
 * A roll with the server as witness, as the dice tray makes it when the game chose the witness
 * and no other player is at the table (issue #29). The request (naming the witness's key and the
 * room), this player's commit and the roll's log line go in first, as for any roll; then the
 * witness's signed answer is filed the moment it comes, so its sequence number is in the game even
 * if the rest never comes; then this player reveals her share to the witness and files both shares.
 * If the server cannot be reached, or answers with another key than the game pinned, nothing is
 * rolled; if it stops answering once the request is in, or answers what does not verify (which is
 * never filed: it would name this player), the roll is called off, logged. Either way the player is
 * told and may roll alone: nothing is lost.
 */
import { DiceError, type Random } from '../dice/dice';
import { seedRandom } from '../trust/fairRoll';
import { toB64 } from '../trust/bytes';
import { commitmentOf, newShare } from '../trust/rollRecords';
import { answerHolds, witnessCommitment } from '../trust/witnessRoll';
import { WitnessUnavailable, witnessCommit, witnessKey, witnessReveal } from '../net/witnessClient';
import { abandonRoll, beginRoll, fileWitnessAnswer, fileWitnessedReveal, rollStatusOf, type RollAskFor } from './rollCeremony';
import { LocalOrigin } from './origin';
import type { StoredLogLine } from './logLines';
import type { Actor } from './operations';
import { chooseAloneRolls, type WitnessChoice } from './witnessChoice';
import { rollTag } from './rollText';

/** Where the game's witness is: the server's witness endpoint, and the room's derived name. */
export interface WitnessAddress {
  base: string;
  room: string;
}

/** What a witnessed roll needs from the open game. */
export interface RollWitness {
  /** The game's choice for rolls with no one else at the table, and the witness it pinned. */
  choice(): WitnessChoice;
  /** The witness of the game's server, or null while the game is not shared (no room, no server). */
  address(): WitnessAddress | null;
}

/** A witnessed roll that could not be made: the player may roll the same alone. */
export class WitnessFailed extends DiceError {}

/** The witness's key and the room to roll in: the room pinned in the game, else this room's. Refuses a key other than the pinned one. */
async function witnessPlace(witness: RollWitness): Promise<{ base: string; key: string; room: string }> {
  const address = witness.address();
  if (!address) throw new WitnessFailed('This game is not shared, so no server can witness its rolls. Roll alone, or share the game first.');
  const key = await witnessKey(address.base);
  const pinned = witness.choice().pinned;
  if (pinned && pinned.key !== key) throw new WitnessFailed('The server answers with another key than the one this game pinned when it first chose the witness: its rolls could not be checked against it.');
  return { base: address.base, key, room: pinned?.room ?? address.room };
}

/** The witness's part, once the request is in: its answer filed, then both shares. */
async function witnessExchange(actor: Actor, id: string, share: Uint8Array, place: { base: string; key: string; room: string }): Promise<void> {
  const identity = actor.identity!;
  const toWitness = witnessCommitment(id, share);
  const answer = await witnessCommit(place.base, place.room, id, toWitness);
  const filed = { seq: answer.seq, commit: toWitness, witness: answer.witness, wsig: answer.wsig };
  if (!answerHolds(place, id, filed)) throw new WitnessUnavailable('refused', 'The server’s answer is not signed with its key');
  fileWitnessAnswer(actor.doc, identity, actor.name, id, filed);
  const theirs = await witnessReveal(place.base, place.room, id, toB64(share));
  if (commitmentOf(id, place.key, theirs) !== answer.witness) throw new WitnessUnavailable('refused', 'The server revealed a share that does not open its commitment');
  const mine = { share, commit: commitmentOf(id, identity.publicKey, share) };
  fileWitnessedReveal(actor.doc, identity, actor.name, id, mine, { key: place.key, share: theirs, commit: answer.witness });
}

/** What the player is told when the witness could not finish the roll. */
function failure(e: unknown, id: string): WitnessFailed {
  const why = e instanceof WitnessUnavailable ? e.message : 'The server’s answer could not be used';
  return new WitnessFailed(`${why}: roll ${rollTag(id)} was called off and nothing was rolled. Try again, or roll alone.`);
}

/**
 * Rolls with the server as witness: `read` turns the seed's random source into the outcome. The
 * roll's line (`line`, made from its id) goes in with the request. Rejects with `WitnessFailed`
 * when the server cannot be used; the roll is then called off for everyone.
 */
export async function rollWithWitness<T>(actor: Actor, witness: RollWitness, op: string, label: string, ask: RollAskFor, line: (id: string) => StoredLogLine, read: (random: Random, roll: string) => T): Promise<T> {
  const identity = actor.identity;
  if (!identity) throw new WitnessFailed('Only a player with a key can roll with the server as witness.');
  const place = await witnessPlace(witness).catch((e: unknown) => {
    throw e instanceof WitnessFailed ? e : new WitnessFailed(`${e instanceof Error ? e.message : 'The server does not answer'}: nothing was rolled. Try again, or roll alone.`);
  });
  const share = newShare();
  const id = beginRoll(actor.doc, identity, new LocalOrigin(actor.name, op, label), [], { ...ask, witness: { key: place.key, room: place.room } }, share, line);
  try {
    await witnessExchange(actor, id, share, place);
  } catch (e) {
    abandonRoll(actor.doc, identity, actor.name, id, []);
    throw failure(e, id);
  }
  const status = rollStatusOf(actor.doc, id);
  if (status.stage === 'done' && status.seed) return read(seedRandom(status.seed), id);
  abandonRoll(actor.doc, identity, actor.name, id, []);
  throw failure(null, id);
}

/**
 * Chooses the server as witness for the game's rolls with no one else at the table: asks the
 * server for its key (refusing one other than the key the game pinned) and files the choice,
 * logged. Rejects with `WitnessFailed`, saying why, and changes nothing, when the server cannot be used.
 */
export async function chooseWitness(actor: Actor, witness: RollWitness): Promise<void> {
  const place = await witnessPlace(witness).catch((e: unknown) => {
    throw e instanceof WitnessFailed ? e : new WitnessFailed(`${e instanceof Error ? e.message : 'The server does not answer'}: rolls stay as they were. Try again later.`);
  });
  chooseAloneRolls(actor, 'witness', { key: place.key, room: place.room });
}
