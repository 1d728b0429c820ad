/**
 * Seats: who holds which position in a multi-player game (the Head of OKW, the Head of Personnel…),
 * bound to the players' keys. Every change of a seat is a signed record in the `trust` map, so it
 * syncs, saves and is never undone:
 *
 * - `seat/<role>/<n>/<key tag>` — the n-th change of a role's seat, as the player with that key
 *   wrote it: a take (`to` = their own key), a hand-over (`to` = another player's key) or a leave
 *   (`to` = null).
 *
 * A record counts only when its signature is good and its writer may make it: anyone may take a
 * free seat for themselves; only the holder may leave it or hand it over. Each player writes only
 * under their own key tag, so nobody can overwrite another's claim. Two claims on the same change
 * (two players taking a free seat at once) are settled alike everywhere: the earlier stamp, then
 * the lower key. A claim that does not count is kept and listed, with its writer, as refused.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { runOperation, type Actor } from './operations';
import { fingerprint, signRecord, verifyRecord, type Signed } from '../trust/identity';

/** One change of a seat as signed: role, its place in the seat's history, and the key it goes to (null: left free). */
export interface SeatBody {
  readonly role: string;
  /** The position's name as the log shows it ("Head of OKW"). */
  readonly name: string;
  readonly n: number;
  readonly to: string | null;
  /** Milliseconds since the epoch, as the writer's clock said. */
  readonly t: number;
}

/** A counted change of a seat. */
export interface SeatChange extends SeatBody {
  readonly by: string;
}

/** A claim that did not count, and why. */
export interface RefusedClaim {
  readonly role: string;
  readonly by: string;
  readonly why: string;
}

/** Every seat as the records settle it: the holder of each role, each seat's history, and refused claims. */
export interface Seats {
  /** Role id → the key holding it; a free seat is absent. */
  readonly holders: ReadonlyMap<string, string>;
  /** Role id → its counted changes, oldest first. */
  readonly history: ReadonlyMap<string, readonly SeatChange[]>;
  readonly refused: readonly RefusedClaim[];
}

/** Thrown for a seat change that would not count; the message is for the player. */
export class SeatError extends Error {
  override name = 'SeatError';
}

const seatContext = (doc: Y.Doc) => `${scopeOf(doc)}/seat`;
const rolePattern = /^[A-Za-z0-9_-]{1,40}$/;

/** Reads every seat from the records. Pure over the document's `trust` map. */
export function readSeats(doc: Y.Doc): Seats {
  const context = seatContext(doc);
  const byRole = new Map<string, Map<number, Signed<SeatBody>[]>>();
  const refused: RefusedClaim[] = [];
  typesOf(doc).trust.forEach((value, key) => {
    if (!key.startsWith('seat/')) return;
    const [, role, n, tag] = key.split('/');
    if (!verifyRecord(context, value)) return;
    const record = value as unknown as Signed<SeatBody>;
    const sound = record.role === role && typeof record.name === 'string' && record.name.length <= 60 && String(record.n) === n && fingerprint(record.by) === tag && Number.isInteger(record.n) && record.n >= 0 && typeof record.t === 'number' && (record.to === null || typeof record.to === 'string');
    if (!sound) return;
    let changes = byRole.get(role);
    if (!changes) byRole.set(role, (changes = new Map()));
    changes.set(record.n, [...(changes.get(record.n) ?? []), record]);
  });
  const holders = new Map<string, string>();
  const history = new Map<string, SeatChange[]>();
  for (const [role, changes] of byRole) {
    const counted: SeatChange[] = [];
    let holder: string | null = null;
    for (let n = 0; changes.has(n); n++) {
      const claims = [...changes.get(n)!].sort((a, b) => a.t - b.t || (a.by < b.by ? -1 : a.by > b.by ? 1 : 0));
      const allowed = (c: Signed<SeatBody>) => (holder === null ? c.to === c.by : c.by === holder);
      const winner = claims.find(allowed);
      for (const c of claims) {
        if (c === winner) continue;
        const why = allowed(c) ? 'another claim on the seat came first' : holder ? 'the seat was held by another player' : 'a free seat is taken only for oneself';
        refused.push({ role, by: c.by, why });
      }
      if (!winner) break;
      counted.push({ role, name: winner.name, n, to: winner.to, t: winner.t, by: winner.by });
      holder = winner.to;
    }
    for (const [n, claims] of changes) if (n > counted.length) claims.forEach((c) => refused.push({ role, by: c.by, why: 'it does not follow the seat’s last change' }));
    history.set(role, counted);
    if (holder) holders.set(role, holder);
  }
  return { holders, history, refused };
}

/** Whether `key` held the position named `name` at `time` (ms): for checking a log line written "as" it. */
export function heldAt(seats: Seats, name: string, key: string, time: number): boolean {
  for (const changes of seats.history.values()) {
    if (changes[0]?.name !== name) continue;
    let holder: string | null = null;
    for (const change of changes) {
      if (change.t > time) break;
      holder = change.to;
    }
    if (holder === key) return true;
  }
  return false;
}

const asPattern = /^as ([^:]{1,60}): /;

/**
 * Whether a log line written "as" a position was signed by the key holding that seat when it was
 * written (within a minute of clock drift either way); null for a line not written as one.
 */
export function checkSeatLine(seats: Seats, text: string, signer: string | undefined, time: number): { ok: boolean; role: string } | null {
  const role = asPattern.exec(text)?.[1];
  if (!role) return null;
  const ok = !!signer && [time - 60_000, time, time + 60_000].some((t) => heldAt(seats, role, signer, t));
  return { ok, role };
}

/**
 * Writes the next change of `role`'s seat: `to` this player's own key (take), another key (hand
 * over) or null (leave), logged as `roleName`. Throws a `SeatError` when the change would not count.
 */
export function changeSeat(actor: Actor, role: string, roleName: string, to: string | null, toName?: string, now = Date.now()): void {
  const identity = actor.identity;
  if (!identity) throw new SeatError('Taking a seat needs this browser’s identity, which is not ready yet');
  if (!rolePattern.test(role)) throw new SeatError(`“${role}” is not a position of this game`);
  const seats = readSeats(actor.doc);
  const holder = seats.holders.get(role) ?? null;
  const me = identity.publicKey;
  if (holder === null && to !== me) throw new SeatError(`The ${roleName} seat is free: a player takes it for themselves`);
  if (holder !== null && holder !== me) throw new SeatError(`The ${roleName} seat is held by another player: only they can leave it or hand it over`);
  if (holder === to) return;
  const n = seats.history.get(role)?.length ?? 0;
  const record = signRecord<SeatBody>(identity, seatContext(actor.doc), { role, name: roleName, n, to, t: now });
  const text = to === me ? `took the seat of ${roleName}` : to === null ? `left the seat of ${roleName}` : `handed the seat of ${roleName} to ${toName ?? `the player with key ${fingerprint(to)}`}`;
  runOperation(actor, 'changeSeat', text, (t) => t.trust.set(`seat/${role}/${n}/${fingerprint(me)}`, record), text);
}
