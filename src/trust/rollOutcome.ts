/**
 * What a finished roll gave: the request says what is rolled (`dice:2d6`, `rules:1d6`,
 * `custom:3` with the die itself) and the seed says how it fell, so every browser reads the same
 * dice from the same records — never from what a log line says. Pure: no Yjs, no DOM.
 */
import { parseDice, rollCustom, rollDice, type CustomRoll, type DiceRoll, type CustomDie, maxDice } from '../dice/dice';
import type { RollRequest } from './rollRecords';
import { seedRandom } from './seedRandom';

/** The dice a roll gave: an expression's dice and total, or a custom die's faces. */
export type RollOutcome = { kind: 'dice'; roll: DiceRoll } | { kind: 'custom'; roll: CustomRoll };

/** What a request says for a dice expression: `dice:2d6` from the tray, `rules:1d6` for a rules assistant. */
export const diceWhat = (spec: string, forRules = false) => `${forRules ? 'rules' : 'dice'}:${spec}`;
/** What a request says for `count` of the custom die it carries. */
export const customWhat = (count: number) => `custom:${count}`;

/** What is rolled, read from a request's `what` (and `die`), or null when it cannot be rolled. */
export function rolledThing(what: string, die: CustomDie | null): { kind: 'dice'; spec: string; forRules: boolean } | { kind: 'custom'; die: CustomDie; count: number } | null {
  const colon = what.indexOf(':');
  const kind = what.slice(0, colon);
  const rest = what.slice(colon + 1);
  if (colon < 0) return null;
  if (kind === 'dice' || kind === 'rules') return { kind: 'dice', spec: rest, forRules: kind === 'rules' };
  if (kind !== 'custom' || !die || !/^\d{1,3}$/.test(rest)) return null;
  const count = Number(rest);
  return count >= 1 && count <= maxDice ? { kind: 'custom', die, count } : null;
}

/** The dice a done roll gave, from its request and seed; null for something this version cannot roll. Never throws. */
export function rollOutcome(request: Pick<RollRequest, 'what' | 'die'>, seed: Uint8Array): RollOutcome | null {
  const thing = rolledThing(request.what, request.die);
  if (!thing) return null;
  try {
    if (thing.kind === 'dice') return { kind: 'dice', roll: rollDice(parseDice(thing.spec), seedRandom(seed)) };
    return { kind: 'custom', roll: rollCustom(thing.die, thing.count, seedRandom(seed)) };
  } catch {
    return null;
  }
}
