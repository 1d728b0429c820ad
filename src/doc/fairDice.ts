/**
 * Every roll a player makes — the dice tray's expressions and custom dice, and the rules
 * assistants' dice — made fair: the dice are read from the seed of a commit–reveal roll among the
 * players at the table (src/doc/fairRoller.ts), so no one browser chooses them. The roll's log
 * line goes in with its request, naming the roll and nothing else: every browser reads what was
 * rolled, what for, with whom and the dice from the roll's records (src/doc/rollLog.ts).
 *
 * With no other player at the table, a game that chose the server as witness rolls with it
 * (src/doc/witnessDice.ts); otherwise the roll is made alone, and shows so.
 *
 * A browser without an identity (tests of other layers, a build that cannot sign) rolls from its
 * own cryptographic source as before; its line, unbacked by any record, shows as such.
 */
import { cryptoRandom, DiceError, describeCustomRoll, describeRoll, parseDice, rollCustom, rollDice as rollExpression, cleanReason, type Random } from '../dice/dice';
import { blamedIn, seedRandom, type RollStatus } from '../trust/fairRoll';
import { customWhat, diceWhat } from '../trust/rollOutcome';
import { runOperation, signerOf, type Actor } from './operations';
import { logLine } from './logLines';
import { LocalOrigin } from './origin';
import { readCustomDie, type CustomRollResult, type DiceRollResult } from './diceOps';
import type { FairRoller, PendingRoll } from './fairRoller';
import type { RollAskFor, RollPlayer } from './rollCeremony';
import { rollTag } from './rollText';
import { rollWithWitness, type RollWitness } from './witnessDice';

/** A player at the table who can take part in a roll. */
export interface TablePlayer extends RollPlayer {
  name: string;
}

/** Why a player is left out of this player's rolls: they did not answer, or a cheat was named on them. */
export type LeftOutWhy = 'silent' | 'faulted';

/** What a roll needs from the open game: who acts, their roller, and who else is at the table. */
export interface RollTable {
  actor: Actor;
  /** Null when this browser has no identity: rolls are then made alone. */
  roller: FairRoller | null;
  /** The other players at the table whose presence is signed (they can take part), less those left out. */
  players(): TablePlayer[];
  /** Leaves players out of this player's rolls, or takes them all back in (empty list). */
  leaveOut(keys: readonly string[], why?: LeftOutWhy): void;
  /** The players left out, by key, and why. */
  leftOut(): readonly { key: string; why: LeftOutWhy }[];
  /** The server as witness, for rolls with no one else at the table (absent: such rolls are made alone). */
  witness?: RollWitness | null;
}

/** How a roll is made: `alone` rolls alone even when the game chose the witness (the player's answer to a silent server). */
export interface RollHow {
  alone?: boolean;
}

/** A roll under way: the pending protocol (null when rolled at once without an identity) and its outcome. */
export interface FairRollRun<T> {
  pending: PendingRoll | null;
  result: Promise<T>;
}

/** A rules assistant's die: its total and the roll it came from (null without an identity), for the verdict to cite. */
export interface RolledDie {
  total: number;
  roll: string | null;
}

/** A roll a cheat stopped: the players named (by key), now left out of this player's rolls. */
export class RollFaulted extends DiceError {
  constructor(message: string, readonly blamed: readonly string[], readonly names: readonly string[]) {
    super(message);
  }
}

const listed = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Why a roll did not finish, for the player. */
export function whyNotDone(status: RollStatus, nameOf: (key: string) => string): string {
  if (status.stage === 'abandoned') {
    const missing = status.missing.map(nameOf);
    return `The roll was called off${missing.length ? `: still waiting for ${listed(missing)}` : ''}. Nothing was rolled.`;
  }
  const fault = status.blocking[0] ?? status.faults[0];
  return `The roll could not be made${fault ? `: ${fault.by ? `${nameOf(fault.by)} ` : ''}${fault.what}` : ''}.`;
}

/** The error a faulted roll settles with: what the cheat was, and that its players are left out from now on. */
function faulted(status: RollStatus, nameOf: (key: string) => string, table: RollTable): DiceError {
  const blamed = blamedIn(status);
  if (!blamed.length) return new DiceError(whyNotDone(status, nameOf));
  table.leaveOut(blamed, 'faulted');
  const names = blamed.map(nameOf);
  const what = status.blocking.filter((f) => f.by && blamed.includes(f.by)).map((f) => `${nameOf(f.by!)} ${f.what}`).join('; ');
  const tag = status.request ? ` ${rollTag(status.request.id)}` : '';
  return new RollFaulted(`Roll${tag} could not be made: ${what}. ${listed(names)} ${names.length === 1 ? 'is' : 'are'} left out of your rolls now: roll again without them.`, blamed, names);
}

/**
 * Runs one roll: `read` turns the roll's random source into the outcome. The request and its log
 * line are written together; with others at the table, the outcome waits for them.
 */
function fairly<T>(table: RollTable, op: string, label: string, ask: RollAskFor, read: (random: Random, roll: string | null) => { value: T; text: string }, how: RollHow = {}): FairRollRun<T> {
  const { actor, roller } = table;
  const me = actor.identity?.publicKey;
  if (!roller || !me) {
    const { value, text } = read(cryptoRandom, null);
    runOperation(actor, op, label, () => {}, `${text} · rolled alone`);
    return { pending: null, result: Promise.resolve(value) };
  }
  const others = table.players().filter((p) => p.key !== me);
  // The line says nothing but the role it is written as; the rest is read from the records.
  const line = (id: string) => logLine(actor.name, '', 'action', true, signerOf(actor), { roll: id, role: actor.role });
  if (!others.length && !how.alone && table.witness?.choice().mode === 'witness') {
    return { pending: null, result: rollWithWitness(actor, table.witness, op, label, ask, line, (random, id) => read(random, id).value) };
  }
  const pending = roller.start(others, ask, new LocalOrigin(actor.name, op, label), line);
  const nameOf = (key: string) => others.find((p) => p.key === key)?.name ?? (key === me ? actor.name : 'a player who left');
  const result = pending.settled.then((status) => {
    if (status.stage === 'done' && status.seed) return read(seedRandom(status.seed), pending.id).value;
    throw status.stage === 'faulted' ? faulted(status, nameOf, table) : new DiceError(whyNotDone(status, nameOf));
  });
  return { pending, result };
}

/** Rolls a dice expression fairly and logs it. Throws a `DiceError` at once for an expression that cannot be rolled. */
export function rollDiceFairly(table: RollTable, expression: string, reason?: string, how?: RollHow): FairRollRun<DiceRollResult> {
  const spec = parseDice(expression);
  const why = cleanReason(reason);
  return fairly(table, 'rollDice', `roll ${spec.text}`, { what: diceWhat(spec.text), purpose: why ?? '' }, (random) => {
    const roll = rollExpression(spec, random);
    const text = describeRoll(roll, why);
    return { value: { kind: 'dice', ...roll, who: table.actor.name, reason: why, text }, text };
  }, how);
}

/**
 * Rolls `count` of a custom die fairly and logs the faces. The die as it is now goes into the
 * request, so editing it later changes nothing of this roll. Throws a `DiceError` at once if the die is gone.
 */
export function rollCustomDieFairly(table: RollTable, dieId: string, count = 1, reason?: string, how?: RollHow): FairRollRun<CustomRollResult & { roll: string | null }> {
  const die = readCustomDie(table.actor.doc, dieId);
  if (!die) throw new DiceError('That die is no longer in this game');
  const why = cleanReason(reason);
  rollCustom(die, count, cryptoRandom);
  return fairly(table, 'rollCustomDie', `roll ${die.name}`, { what: customWhat(count), die, purpose: why ?? '' }, (random, id) => {
    const roll = rollCustom(die, count, random);
    const text = describeCustomRoll(roll, why);
    return { value: { kind: 'custom', ...roll, who: table.actor.name, reason: why, text, roll: id }, text };
  }, how);
}

/**
 * A rules assistant's roll (`1d6` on the Morale Table): made fairly like any other, logged as
 * `rolled 1d6 for "Morale Table (10.4)": 4 · fair roll with Bob`; resolves to the total and the
 * roll's id, which the verdict cites.
 */
export function rollForRules(table: RollTable, die: string, reason: string): FairRollRun<RolledDie> {
  let spec;
  try {
    spec = parseDice(die);
  } catch {
    spec = parseDice('1d6');
  }
  const why = cleanReason(reason);
  return fairly(table, 'rollDice', `roll ${spec.text}`, { what: diceWhat(spec.text, true), purpose: why ?? '' }, (random, id) => {
    const roll = rollExpression(spec, random);
    return { value: { total: roll.total, roll: id }, text: describeRoll(roll, why) };
  });
}
