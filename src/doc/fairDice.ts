/**
 * Every roll a player makes — the dice tray's expressions and custom dice, and the rules
 * assistants' dice — made fair: the dice are read from the seed of a commit–reveal roll among the
 * players at the table (src/doc/fairRoller.ts), so no one browser chooses them. The outcome goes to
 * the shared log, signed, with whom it was rolled ("fair roll with Bob") or "rolled alone".
 *
 * A browser without an identity (tests of other layers, a build that cannot sign) rolls from its
 * own cryptographic source as before, and says "rolled alone".
 */
import { cryptoRandom, DiceError, describeCustomRoll, describeRoll, parseDice, rollCustom, rollDice as rollExpression, cleanReason, type Random } from '../dice/dice';
import { seedRandom, type RollStatus } from '../trust/fairRoll';
import { runOperation, type Actor } from './operations';
import { readCustomDie, type CustomRollResult, type DiceRollResult } from './diceOps';
import type { FairRoller, PendingRoll } from './fairRoller';
import type { RollPlayer } from './rollCeremony';

/** A player at the table who can take part in a roll. */
export interface TablePlayer extends RollPlayer {
  name: string;
}

/** What a roll needs from the open game: who acts, their roller, and who else is at the table. */
export interface RollTable {
  actor: Actor;
  /** Null when this browser has no identity: rolls are then made alone. */
  roller: FairRoller | null;
  /** The other players at the table whose presence is signed (they can take part), less those left out. */
  players(): TablePlayer[];
  /** Leaves players out of this player's rolls (they did not answer), or takes them back in (empty list). */
  leaveOut(keys: readonly string[]): void;
  /** The players left out, by key. */
  leftOut(): readonly string[];
}

/** A roll under way: the pending protocol (null when rolled at once, alone) and its outcome. */
export interface FairRollRun<T> {
  pending: PendingRoll | null;
  result: Promise<T>;
}

/** How a log line says who took part. */
function partners(status: RollStatus, others: TablePlayer[], id: string): string {
  if (status.alone) return ' · rolled alone';
  const names = others.filter((p) => status.request?.players.includes(p.key)).map((p) => p.name);
  return ` · fair roll with ${names.length ? names.join(', ') : 'the table'} (roll ${id.slice(0, 6)})`;
}

/** Why a roll did not finish, for the player. */
export function whyNotDone(status: RollStatus, nameOf: (key: string) => string): string {
  if (status.stage === 'abandoned') {
    const missing = status.missing.map(nameOf);
    return `The roll was called off${missing.length ? `: still waiting for ${missing.join(' and ')}` : ''}. Nothing was rolled.`;
  }
  const fault = status.faults[0];
  return `The roll could not be made${fault ? `: ${fault.by ? `${nameOf(fault.by)} ` : ''}${fault.what}` : ''}.`;
}

/**
 * Runs one roll: `read` turns the roll's random source into the outcome and its log text. Alone,
 * or without an identity, it is settled before this returns; with others it waits for them.
 */
function fairly<T>(table: RollTable, op: string, label: string, what: string, read: (random: Random) => { value: T; text: string }): FairRollRun<T> {
  const { actor, roller } = table;
  const log = (text: string) => runOperation(actor, op, label, () => {}, text);
  if (!roller || !actor.identity) {
    const { value, text } = read(cryptoRandom);
    log(`${text} · rolled alone`);
    return { pending: null, result: Promise.resolve(value) };
  }
  const others = table.players().filter((p) => p.key !== actor.identity!.publicKey);
  const pending = roller.start(others, what);
  const nameOf = (key: string) => others.find((p) => p.key === key)?.name ?? (key === actor.identity!.publicKey ? actor.name : 'a player who left');
  const result = pending.settled.then((status) => {
    if (status.stage !== 'done' || !status.seed) throw new DiceError(whyNotDone(status, nameOf));
    const { value, text } = read(seedRandom(status.seed));
    log(`${text}${partners(status, others, pending.id)}`);
    return value;
  });
  return { pending, result };
}

/** Rolls a dice expression fairly and logs it. Throws a `DiceError` at once for an expression that cannot be rolled. */
export function rollDiceFairly(table: RollTable, expression: string, reason?: string): FairRollRun<DiceRollResult> {
  const spec = parseDice(expression);
  const why = cleanReason(reason);
  return fairly(table, 'rollDice', `roll ${spec.text}`, `dice:${spec.text}`, (random) => {
    const roll = rollExpression(spec, random);
    const text = describeRoll(roll, why);
    return { value: { kind: 'dice', ...roll, who: table.actor.name, reason: why, text }, text };
  });
}

/** Rolls `count` of a custom die fairly and logs the faces. Throws a `DiceError` at once if the die is gone. */
export function rollCustomDieFairly(table: RollTable, dieId: string, count = 1, reason?: string): FairRollRun<CustomRollResult> {
  const die = readCustomDie(table.actor.doc, dieId);
  if (!die) throw new DiceError('That die is no longer in this game');
  const why = cleanReason(reason);
  rollCustom(die, count, cryptoRandom);
  return fairly(table, 'rollCustomDie', `roll ${die.name}`, `custom:${die.id}:${count}:${die.faces.length}`, (random) => {
    const now = readCustomDie(table.actor.doc, dieId) ?? die;
    const roll = rollCustom(now, count, random);
    const text = describeCustomRoll(roll, why);
    return { value: { kind: 'custom', ...roll, who: table.actor.name, reason: why, text }, text };
  });
}

/**
 * A rules assistant's roll (`1d6` on the Morale Table): made fairly like any other and logged as
 * `rolled 1d6 for "Morale Table (10.4)": 4 · fair roll with Bob`; resolves to the total.
 */
export function rollForRules(table: RollTable, die: string, reason: string): FairRollRun<number> {
  let spec;
  try {
    spec = parseDice(die);
  } catch {
    spec = parseDice('1d6');
  }
  const why = cleanReason(reason);
  return fairly(table, 'rollDice', `roll ${spec.text}`, `rules:${spec.text}`, (random) => {
    const roll = rollExpression(spec, random);
    return { value: roll.total, text: describeRoll(roll, why) };
  });
}
