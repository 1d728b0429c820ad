/**
 * The browser's side of the server's witness (server/witness.mjs, issue #29): its public key, its
 * answer to a roller's commitment, its share once she reveals hers, and a room's last sequence
 * number. Only the room's derived name, the roll's id and random shares cross the wire. Every
 * answer is read as `unknown` and shaped here; what it proves is checked in src/trust/witnessRoll.ts.
 */
import { fromB64 } from '../trust/bytes';
import { mailboxBase } from './mailboxClient';

/** Why the witness gave no answer: `offline` (no answer at all), or the server refused, saying why. */
export class WitnessUnavailable extends Error {
  constructor(readonly why: 'offline' | 'refused', message: string) {
    super(message);
  }
}

/** The witness endpoint of a signaling server (`wss://host/signal` → `https://host/witness/`), beside its mailbox. */
export const witnessBase = (signalingUrl: string): string => new URL('../witness/', mailboxBase(signalingUrl)).toString();

/** One call to the witness: the parsed JSON answer, or `WitnessUnavailable`. */
async function call(base: string, path: string, body?: object): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    // JSON sent as plain text: a simple request, so a witness on another origin needs no preflight.
    res = await fetch(`${base}${path}`, body ? { method: 'POST', body: JSON.stringify(body), cache: 'no-store' } : { cache: 'no-store' });
  } catch {
    throw new WitnessUnavailable('offline', 'The server does not answer');
  }
  if (!res.ok) throw new WitnessUnavailable('refused', `The server refused to witness the roll: ${(await res.text().catch(() => '')).slice(0, 200) || res.status}`);
  const answer = (await res.json().catch(() => null)) as unknown;
  if (typeof answer !== 'object' || answer === null) throw new WitnessUnavailable('refused', 'The server gave an answer that is not a witness’s');
  return answer as Record<string, unknown>;
}

const text = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > 200) throw new WitnessUnavailable('refused', 'The server gave an answer that is not a witness’s');
  return value;
};

/** The witness's public key. */
export async function witnessKey(base: string): Promise<string> {
  return text((await call(base, 'key')).key);
}

/** The witness's answer to `commit`: its sequence number in the room, its own commitment and its signature. */
export async function witnessCommit(base: string, room: string, roll: string, commit: string): Promise<{ seq: number; witness: string; wsig: string }> {
  const answer = await call(base, 'commit', { room, roll, commit });
  const seq = answer.seq;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq)) throw new WitnessUnavailable('refused', 'The server gave an answer that is not a witness’s');
  return { seq, witness: text(answer.commit), wsig: text(answer.sig) };
}

/** The witness's share, given this player's share (which must open the commitment it holds). */
export async function witnessReveal(base: string, room: string, roll: string, share: string): Promise<Uint8Array> {
  const bytes = fromB64(text((await call(base, 'reveal', { room, roll, share })).share));
  if (!bytes || bytes.length !== 32) throw new WitnessUnavailable('refused', 'The server gave a share that is not 32 bytes');
  return bytes;
}

/** The room's last sequence number and the witness's signature of it. */
export async function witnessLast(base: string, room: string): Promise<{ last: number; sig: string }> {
  const answer = await call(base, `last?room=${encodeURIComponent(room)}`);
  if (typeof answer.last !== 'number' || !Number.isSafeInteger(answer.last)) throw new WitnessUnavailable('refused', 'The server gave an answer that is not a witness’s');
  return { last: answer.last, sig: text(answer.sig) };
}
