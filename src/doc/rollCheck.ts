/**
 * Checking a logged roll against its records: a log line that names a shared roll
 * (`rolled 2d6: 3 + 5 = 8 · fair roll with Bob (roll 3fa9c2)`) must say what that roll's seed
 * gives. Every browser recomputes it from the records in the game (also a save file's), so a
 * modified client that logs dice of its own choosing beside a real roll is caught.
 */
import type * as Y from 'yjs';
import { describeCustomRoll, describeRoll, parseDice, rollCustom, rollDice } from '../dice/dice';
import { seedRandom } from '../trust/fairRoll';
import { readCustomDie } from './diceOps';
import { allRollIds, rollStatusOf } from './rollCeremony';

/** What checking a line found: it matches its roll, it does not (and why), or it names no roll. */
export type RollCheck = { ok: true; roll: string } | { ok: false; why: string } | null;

const rollSuffix = / · fair roll with .+ \(roll (\w{6})\)$/;
const reasonOf = (body: string) => /^rolled [^:]*? for "(.*)": /.exec(body)?.[1];

/** The line a done roll's records give for `what`, with the reason the line gives; null when it cannot be told. */
function expectedLine(doc: Y.Doc, what: string, seed: Uint8Array, reason: string | undefined): string | null {
  const [kind, ...rest] = what.split(':');
  try {
    if (kind === 'dice' || kind === 'rules') return describeRoll(rollDice(parseDice(rest.join(':')), seedRandom(seed)), reason);
    if (kind === 'custom') {
      const [id, count, faces] = rest;
      const die = readCustomDie(doc, id);
      if (!die || die.faces.length !== Number(faces)) return null;
      return describeCustomRoll(rollCustom(die, Number(count), seedRandom(seed)), reason);
    }
  } catch {
    return null;
  }
  return null;
}

/** Checks one log line's dice against the roll it names. */
export function checkRollLine(doc: Y.Doc, text: string, rollIds: readonly string[] = allRollIds(doc)): RollCheck {
  const m = rollSuffix.exec(text);
  if (!m) return null;
  // A line written while acting for a position reads `as Head of OKW: rolled …`.
  const body = text.slice(0, m.index).replace(/^as [^:]{1,60}: /, '');
  const candidates = rollIds.filter((id) => id.startsWith(m[1]));
  if (!candidates.length) return { ok: false, why: `No roll ${m[1]} is in the game's records: these dice cannot be checked` };
  let unknown = false;
  for (const id of candidates) {
    const status = rollStatusOf(doc, id);
    if (status.stage !== 'done' || !status.seed || !status.request) continue;
    const expected = expectedLine(doc, status.request.what, status.seed, reasonOf(body));
    if (expected === null) unknown = true;
    else if (expected === body) return { ok: true, roll: id };
  }
  if (unknown) return null;
  return { ok: false, why: `These are not the dice roll ${m[1]} gives: its records give another result` };
}
