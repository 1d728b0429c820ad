/**
 * What a roll's log line says, read from the roll's records alone: what was rolled and what for
 * (committed in the request), who took part, the dice (from the seed), and how it ended — called
 * off, failed by a named player, disputed by a player left out. Every browser holding the same
 * records writes the same words, in the form players know:
 * `rolled 2d6 for "Attack": 4 + 3 = 7 · fair roll with Bob (roll 3fa9c2)`.
 */
import { describeCustomRoll, describeRoll, faceText, parseDice } from '../dice/dice';
import { fromB64, toHex } from '../trust/bytes';
import type { RollStatus } from '../trust/fairRoll';
import { rolledThing, rollOutcome, type RollOutcome } from '../trust/rollOutcome';
import type { RollRequest } from '../trust/rollRecords';

/** Names a player by key, as this browser knows them. */
export type NameOf = (key: string) => string;

/** A roll's short tag, as its log line shows it: 6 hex characters of its id. */
export function rollTag(id: string): string {
  const bytes = id.length === 32 ? fromB64(id) : null;
  return bytes ? toHex(bytes.slice(0, 3)) : id.slice(0, 6);
}

/** How a roll shows: its text, what its records say of it, and whether that is a fault of the line's writer. */
export interface ShownRoll {
  text: string;
  note: string;
  /** The roll's own asker did wrong (called it off while only its share was missing, was left out by the others' objection…). */
  fails: boolean;
}

const listed = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const forPurpose = (request: RollRequest) => (request.purpose ? ` for "${request.purpose}"` : '');

/** What a roll is before it falls: `2d6 for "Attack"`, `3 × Air die`. */
function thingText(request: RollRequest): string {
  const thing = rolledThing(request.what, request.die);
  if (!thing) return `something this version cannot roll (${request.what.slice(0, 40)})`;
  if (thing.kind === 'custom') return `${thing.count > 1 ? `${thing.count} × ` : ''}${thing.die.name}${forPurpose(request)}`;
  let spec = thing.spec;
  try {
    spec = parseDice(thing.spec).text;
  } catch {
    // Shown as the request says it.
  }
  return `${spec}${forPurpose(request)}`;
}

/** The dice as the log says them: `rolled 2d6 for "Attack": 4 + 3 = 7`. */
export function outcomeText(request: RollRequest, outcome: RollOutcome): string {
  const purpose = request.purpose || undefined;
  return outcome.kind === 'dice' ? describeRoll(outcome.roll, purpose) : describeCustomRoll(outcome.roll, purpose);
}

/** The dice alone, for a verdict's tooltip: `4`, `✚ cross, ▬ tank`. */
export function diceOnly(outcome: RollOutcome): string {
  return outcome.kind === 'dice' ? String(outcome.roll.total) : outcome.roll.faces.map(faceText).join(', ');
}

/** The server's place in a witnessed roll's line: `(roll 3fa9c2, no. 4)` once its signed answer is in. */
const witnessedText = (status: RollStatus) => ` · witnessed by the server (roll ${rollTag(status.request!.id)}${status.witness!.seq !== null ? `, no. ${status.witness!.seq}` : ''})`;

/** Who took part: ` · fair roll with Bob, Carol (roll 3fa9c2)`, ` · witnessed by the server (…)`, or ` · rolled alone`. */
function partnersText(status: RollStatus, nameOf: NameOf): string {
  const request = status.request!;
  if (status.witness) return witnessedText(status);
  if (status.alone) return ' · rolled alone';
  const names = request.players.filter((p) => p !== request.by).map(nameOf).sort();
  return ` · fair roll with ${names.join(', ')} (roll ${rollTag(request.id)})`;
}

/** A roll players left out of it dispute: ` · disputed: Bob was at the table`. */
function disputeText(status: RollStatus, nameOf: NameOf): string {
  const names = status.objectors.map(nameOf);
  return names.length ? ` · disputed: ${listed(names)} ${names.length === 1 ? 'was' : 'were'} at the table` : '';
}

/** The faults that stopped a roll, as a sentence: `Mallory revealed a share that does not match its commit`. */
function faultText(status: RollStatus, nameOf: NameOf, among?: readonly string[]): string {
  const faults = status.blocking.filter((f) => !among || (f.by !== null && among.includes(f.by)));
  return faults.map((f) => (f.by ? `${nameOf(f.by)} ${f.what}` : `its records: ${f.what}`)).join('; ');
}

/** A called-off roll: who it was given up on and why, and what its records gave anyway, counted for nothing. */
function calledOff(status: RollStatus, nameOf: NameOf): ShownRoll {
  const request = status.request!;
  const tag = rollTag(request.id);
  const faulted = faultText(status, nameOf, status.missing);
  const silent = status.witness ? 'the server did not answer' : 'it could not be finished';
  const why = faulted || (status.missing.length ? `${listed(status.missing.map(nameOf))} did not answer` : silent);
  const outcome = status.seed ? rollOutcome(request, status.seed) : null;
  const anyway = outcome ? ` · its records completed it anyway: ${outcomeText(request, outcome).replace(/^rolled /, '')} (not counted)` : '';
  // An honest asker reveals as soon as every commit is in: only its own share missing means it saw the outcome and withheld it.
  const withheld = !status.seed && status.waitingFor.length === 1 && status.waitingFor[0] === request.by && request.players.length > 1;
  const note = withheld ? `${nameOf(request.by)} called roll ${tag} off while only its own share was missing: it alone could see the outcome` : `roll ${tag} was called off by its asker`;
  const then = status.witness ? '' : '; rolling without them';
  return { text: `called roll ${tag} off: ${why}${then}${anyway}${disputeText(status, nameOf)}`, note, fails: withheld || status.objectors.length > 0 };
}

/** What a roll's line shows, from its status (its request must be sound). */
export function shownRoll(status: RollStatus, nameOf: NameOf): ShownRoll {
  const request = status.request!;
  const tag = rollTag(request.id);
  const partners = partnersText(status, nameOf);
  const disputed = disputeText(status, nameOf);
  const objection = disputed ? `; ${listed(status.objectors.map(nameOf))} signed that they were at the table when it was asked for without them` : '';
  if (status.stage === 'abandoned') return calledOff(status, nameOf);
  if (status.stage === 'done') {
    const outcome = rollOutcome(request, status.seed!);
    if (!outcome) return { text: `rolled ${thingText(request)}${partners}${disputed}`, note: `roll ${tag} rolled something this version cannot read`, fails: false };
    return { text: `${outcomeText(request, outcome)}${partners}${disputed}`, note: `the dice are what roll ${tag}’s records give${objection}`, fails: !!disputed };
  }
  if (status.stage === 'faulted') {
    const blamesAsker = status.blocking.some((f) => f.by === request.by);
    return { text: `rolling ${thingText(request)}${partners}: no result — ${faultText(status, nameOf)}${disputed}`, note: `roll ${tag} cannot be finished: a player's own records are at fault${objection}`, fails: blamesAsker || !!disputed };
  }
  const waiting = listed(status.waitingFor.map((key) => (key === status.witness?.key ? 'the server' : nameOf(key))));
  const step = status.stage === 'committing' ? 'commit' : 'reveal';
  return { text: `rolling ${thingText(request)}${partners}${waiting ? `: waiting for ${waiting} to ${step}` : ''}${disputed}`, note: `roll ${tag} is not finished yet${objection}`, fails: !!disputed };
}
