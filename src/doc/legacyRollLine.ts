/**
 * Roll lines written by versions before the ledger: the dice were in the text, followed by
 * ` · fair roll with Bob (roll 3fa9c2)` (checked here against that roll's version 1 records) or
 * ` · rolled alone` (which left nothing to check against). Read in one pass from the end of the
 * line — never with a pattern that backtracks — so no line, however long, holds the page.
 */
import { describeCustomRoll, describeRoll, faceText, parseDice, rollCustom, rollDice, type CustomDie } from '../dice/dice';
import { seedRandom } from '../trust/fairRoll';

/** What an old roll line says: the dice part, and the roll it names (or that it was rolled alone). */
export type LegacyLine = { kind: 'shared'; dice: string; tag: string } | { kind: 'alone'; dice: string } | null;

const sharedMark = ' · fair roll with ';
const aloneMark = ' · rolled alone';
const tagOpen = ' (roll ';

/** The body of a line written for a position (`as Head of OKW: rolled …`), or the line itself. */
function withoutRole(text: string): string {
  if (!text.startsWith('as ')) return text;
  const colon = text.indexOf(': ');
  return colon > 3 && colon <= 64 ? text.slice(colon + 2) : text;
}

/** Reads a line in the old roll format, or null for any other line. */
export function readLegacyLine(text: string): LegacyLine {
  const body = withoutRole(text);
  if (!body.startsWith('rolled ')) return null;
  if (body.endsWith(aloneMark)) return { kind: 'alone', dice: body.slice(0, body.length - aloneMark.length) };
  const open = body.length - tagOpen.length - 7;
  if (open < 0 || !body.endsWith(')') || body.slice(open, open + tagOpen.length) !== tagOpen) return null;
  const tag = body.slice(open + tagOpen.length, body.length - 1);
  const partners = body.lastIndexOf(sharedMark, open);
  if (partners < 0) return null;
  return { kind: 'shared', dice: body.slice(0, partners), tag };
}

/** Whether `dice` is `head`, an optional ` for "…"`, then `tail`: the old line's dice with whatever reason it gave. */
function fits(dice: string, head: string, tail: string): boolean {
  if (dice.length < head.length + tail.length || !dice.startsWith(head) || !dice.endsWith(tail)) return false;
  const middle = dice.slice(head.length, dice.length - tail.length);
  return middle === '' || (middle.startsWith(' for "') && middle.endsWith('"') && middle.length >= 8);
}

/**
 * Whether an old line's dice are what a version 1 roll gives: `what` as the old request said it
 * (`dice:2d6`, `rules:1d6`, `custom:<die id>:<count>:<faces>`), the die looked up by id for a custom
 * roll. False when they differ or cannot be told.
 */
export function legacyDiceFit(dice: string, what: string, seed: Uint8Array, dieOf: (id: string) => CustomDie | null): boolean {
  const [kind, ...rest] = what.split(':');
  try {
    if (kind === 'dice' || kind === 'rules') {
      const roll = rollDice(parseDice(rest.join(':')), seedRandom(seed));
      const [head, tail] = describeRoll(roll).split(': ', 2);
      return fits(dice, head, `: ${tail}`);
    }
    if (kind !== 'custom') return false;
    const [id, count, faces] = rest;
    const die = dieOf(id);
    if (!die || die.faces.length !== Number(faces)) return false;
    const roll = rollCustom(die, Number(count), seedRandom(seed));
    const head = describeCustomRoll(roll).slice(0, -(roll.faces.map(faceText).join(', ').length + 2));
    return fits(dice, head, `: ${roll.faces.map(faceText).join(', ')}`);
  } catch {
    return false;
  }
}
