/**
 * What a game's rolls with the server as witness say together (issue #29). The witness numbers the
 * rolls of a room 1, 2, 3… and signs each number with its answer, and an honest client files that
 * answer the moment it comes. So a number missing between the ones the game holds is a roll made
 * with the witness and never put in the game — rolled twelve times, the best one logged — and a
 * witnessed roll under another key than the one the game pinned, or in another room, is one whose
 * numbers say nothing about this game's. Pure over the rolls' statuses: no Yjs.
 */
import type { RollStatus } from '../trust/fairRoll';
import type { WitnessPlace } from '../trust/rollRecords';

/** Numbers the witness gave that no roll in the game carries: `from`–`to`, below the roll numbered `to + 1`. */
export interface WitnessGap {
  from: number;
  to: number;
  /** The roll carrying the next number the game holds. */
  next: string;
}

export interface WitnessFindings {
  /** Witnessed rolls whose witness is not the game's, by id, with why. */
  strangers: Map<string, string>;
  gaps: WitnessGap[];
}

/** Most gaps named: past that many, the game's witnessed rolls are not worth reading one by one. */
const maxGaps = 50;

/** The witness the game's numbers are read against: the pinned one, else that of its first witnessed roll. */
function reference(rolls: readonly { id: string; status: RollStatus }[], pinned: WitnessPlace | null): WitnessPlace | null {
  if (pinned) return pinned;
  const first = [...rolls].sort((a, b) => a.status.request!.t - b.status.request!.t || (a.id < b.id ? -1 : 1))[0];
  return first ? first.status.request!.witness : null;
}

/** What the witnessed rolls among `rolls` say: those under another witness, and the numbers missing. */
export function witnessFindings(rolls: readonly { id: string; status: RollStatus }[], pinned: WitnessPlace | null): WitnessFindings {
  const witnessed = rolls.filter((r) => r.status.witness && r.status.request);
  const ref = reference(witnessed, pinned);
  const strangers = new Map<string, string>();
  const numbered = new Map<number, string>();
  for (const { id, status } of witnessed) {
    const w = status.witness!;
    if (ref && w.key !== ref.key) strangers.set(id, 'This roll was witnessed under another server key than the one this game pinned: its witness is not the game’s');
    else if (ref && w.room !== ref.room) strangers.set(id, 'This roll was witnessed in another room than the one this game pinned: its number says nothing of this game’s rolls');
    else if (w.seq !== null && !numbered.has(w.seq)) numbered.set(w.seq, id);
  }
  const gaps: WitnessGap[] = [];
  let expected = 1;
  for (const seq of [...numbered.keys()].sort((a, b) => a - b)) {
    if (seq > expected && gaps.length < maxGaps) gaps.push({ from: expected, to: seq - 1, next: numbered.get(seq)! });
    expected = seq + 1;
  }
  return { strangers, gaps };
}

/** A gap as the log says it. */
export function gapText({ from, to }: WitnessGap): string {
  const which = from === to ? `roll no. ${from}` : `rolls no. ${from}–${to}`;
  return `witnessed ${which} in this game, which ${from === to ? 'is' : 'are'} not in its records`;
}

/** Why a gap is a fault, for its tooltip. */
export const gapNote = 'The server numbers the rolls it witnesses in this game, and an honest client files each number as it gets it: a number missing is a roll made with the witness and never logged (rolled again until it gave what its roller wanted)';
