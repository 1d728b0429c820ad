/**
 * Dice operations: rolls and custom dice, through the one write path (`runOperation`). A roll
 * writes only its log line — the shared record of who rolled what, and why — and returns the
 * result for the tray to show. Custom dice live in the document's `dice` map and sync like
 * everything else; defining or changing one logs its faces, so every player sees what is on it.
 *
 * Dice changes are outside the undo manager's scope: Ctrl+Z never takes back a roll or a die.
 */
import type * as Y from 'yjs';
import {
  checkCustomDie,
  cleanReason,
  cryptoRandom,
  describeCustomRoll,
  describeRoll,
  DiceError,
  faceText,
  normalizeCustomDie,
  parseDice,
  rollCustom,
  rollDice as rollExpression,
  type CustomDie,
  type CustomRoll,
  type DiceRoll,
  type Random,
} from '../dice/dice';
import { newId } from '../model/ids';
import { typesOf } from './gameDoc';
import { runOperation, type Actor } from './operations';

/** A rolled dice expression, as the tray shows it. */
export interface DiceRollResult extends DiceRoll {
  kind: 'dice';
  /** Who rolled. */
  who: string;
  reason?: string;
  /** The log line written. */
  text: string;
}

/** A rolled custom die, as the tray shows it. */
export interface CustomRollResult extends CustomRoll {
  kind: 'custom';
  who: string;
  reason?: string;
  text: string;
}

export type RollResult = DiceRollResult | CustomRollResult;

/**
 * Rolls a dice expression (`2d6`, `d10+1`, `d%`) and logs it with the optional reason:
 * `rolled 2d6 for "Attack on 1212": 4 + 3 = 7`. Throws a `DiceError` (writing nothing) for an
 * expression that cannot be rolled.
 */
export function rollDice(actor: Actor, expression: string, reason?: string, random: Random = cryptoRandom): DiceRollResult {
  const spec = parseDice(expression);
  const why = cleanReason(reason);
  const roll = rollExpression(spec, random);
  const text = describeRoll(roll, why);
  runOperation(actor, 'rollDice', `roll ${spec.text}`, () => {}, text);
  return { kind: 'dice', ...roll, who: actor.name, reason: why, text };
}

/**
 * Rolls `count` copies of a custom die of the game and logs the faces:
 * `rolled 2 × Air die: ✈ plane, ✚ cross`. Throws a `DiceError` if the die is not in the game.
 */
export function rollCustomDie(actor: Actor, dieId: string, count = 1, reason?: string, random: Random = cryptoRandom): CustomRollResult {
  const die = readCustomDie(actor.doc, dieId);
  if (!die) throw new DiceError('That die is no longer in this game');
  const why = cleanReason(reason);
  const roll = rollCustom(die, count, random);
  const text = describeCustomRoll(roll, why);
  runOperation(actor, 'rollCustomDie', `roll ${die.name}`, () => {}, text);
  return { kind: 'custom', ...roll, who: actor.name, reason: why, text };
}

/** A new id for a custom die. */
export function newCustomDieId(): string {
  return newId();
}

/**
 * Adds a custom die to the game, or replaces the one with the same id. `id` may be left out for a
 * new die. Throws a `DiceError` naming every problem when the die is not sound. Returns the die as stored.
 */
export function saveCustomDie(actor: Actor, die: Omit<CustomDie, 'id'> & { id?: string }): CustomDie {
  const candidate = { ...die, id: die.id ?? newCustomDieId() };
  const problems = checkCustomDie(candidate);
  if (problems.length) throw new DiceError(problems.join('; '));
  const clean = normalizeCustomDie(candidate);
  const before = readCustomDie(actor.doc, clean.id);
  const faces = clean.faces.map(faceText).join(' | ');
  const text = !before
    ? `added custom die "${clean.name}": ${faces}`
    : `changed custom die ${before.name === clean.name ? `"${clean.name}"` : `"${before.name}" → "${clean.name}"`}: ${faces}`;
  runOperation(actor, 'saveCustomDie', `${before ? 'change' : 'add'} die ${clean.name}`, (t) => t.dice.set(clean.id, clean), text);
  return clean;
}

/** Removes a custom die from the game (nothing happens if it is not there). */
export function deleteCustomDie(actor: Actor, id: string): void {
  const die = typesOf(actor.doc).dice.get(id);
  if (die === undefined) return;
  const name = checkCustomDie(die).length ? 'a damaged custom die' : `custom die "${die.name}"`;
  runOperation(actor, 'deleteCustomDie', `remove die ${die?.name ?? id}`, (t) => t.dice.delete(id), `removed ${name}`);
}

/** One custom die by id, or null when the game has no sound die with that id. */
export function readCustomDie(doc: Y.Doc, id: string): CustomDie | null {
  const die = typesOf(doc).dice.get(id);
  return die !== undefined && checkCustomDie(die).length === 0 && die.id === id ? die : null;
}

/**
 * The game's custom dice, by name. Records that are not sound (a damaged file, a newer build)
 * are left out rather than shown half-working.
 */
export function readCustomDice(doc: Y.Doc): CustomDie[] {
  const out: CustomDie[] = [];
  typesOf(doc).dice.forEach((die, id) => {
    if (checkCustomDie(die).length === 0 && die.id === id) out.push(die);
  });
  return out.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Calls `listener` with the game's custom dice whenever they change (here or at a friend's).
 * Returns a function that stops listening.
 */
export function watchCustomDice(doc: Y.Doc, listener: (dice: CustomDie[]) => void): () => void {
  const map = typesOf(doc).dice;
  const onChange = () => listener(readCustomDice(doc));
  map.observe(onChange);
  return () => map.unobserve(onChange);
}
