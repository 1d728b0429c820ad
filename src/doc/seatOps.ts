/**
 * Seats in the game document: who holds which position (the Head of OKW…), bound to the players'
 * keys. Every seat record is filed in the ledger (src/doc/ledger.ts) under `seat/<role id>`, signed
 * in the game's scope: append-only, content-addressed, and put back by every browser when deleted.
 * What the records mean is src/trust/seats.ts: a chain of changes per role, settled by the
 * players' acknowledgements, for the roles the game defines and no others.
 *
 * Seat records of the previous version (`seat/<role>/<n>/<key tag>`, outside the ledger) are not
 * read as seats: they were ordered by their writers' stamps and named by their first writer, so
 * they cannot be trusted now. `legacySeatRoles` lists them so the panel can ask for the seats to
 * be taken again.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { fileEntries, isFiled, ledgerEntry, ledgerPrefix, parseLedgerKey } from './ledger';
import { runOperation, type Actor } from './operations';
import { signRecord, verifyRecord, type Identity } from '../trust/identity';
import { readSeatRecord, roleIdPattern, type FiledSeatRecord, type SeatAckBody, type SeatChangeBody, type SeatYieldBody } from '../trust/seatRecords';
import { settleSeats, type GameRole, type Seats } from '../trust/seats';

export type { GameRole, Seats } from '../trust/seats';

/** Thrown for a seat change that would not count; the message is for the player. */
export class SeatError extends Error {
  override name = 'SeatError';
}

/** The signing context of seat records in this game's scope (another context than the previous version's `seat`). */
export const seatContext = (doc: Y.Doc) => `${scopeOf(doc)}/seats`;
/** The ledger folder of a role's seat records. */
export const seatFolder = (role: string) => `seat/${role}`;

/** Every sound, well-signed seat record in the ledger, of any role, with its digest. */
export function readSeatRecords(doc: Y.Doc): FiledSeatRecord[] {
  const context = seatContext(doc);
  const prefix = `${ledgerPrefix}seat/`;
  const out: FiledSeatRecord[] = [];
  // One pass over the trust map (it holds every roll's and pile's records too).
  typesOf(doc).trust.forEach((value, key) => {
    if (!key.startsWith(prefix)) return;
    const place = parseLedgerKey(key);
    const role = place?.folder.slice('seat/'.length);
    if (!place || !role || !roleIdPattern.test(role) || !isFiled(key, value)) return;
    const record = readSeatRecord(context, role, value);
    if (record) out.push({ digest: place.digest, record });
  });
  return out;
}

/** Calls `listener` after each change that filed seat records (a claim, an ack, a yield, a repair); returns a function that stops it. */
export function watchSeatRecords(doc: Y.Doc, listener: () => void): () => void {
  const trust = typesOf(doc).trust;
  const prefix = `${ledgerPrefix}seat/`;
  const onChange = (event: Y.YMapEvent<unknown>) => {
    for (const key of event.keysChanged) if (key.startsWith(prefix)) return listener();
  };
  trust.observe(onChange);
  return () => trust.unobserve(onChange);
}

/** Every seat of the game's `roles`, as the records settle it. Pure over the document's ledger. */
export function readSeats(doc: Y.Doc, roles: readonly GameRole[]): Seats {
  return settleSeats(readSeatRecords(doc), roles);
}

/** Signs a seat record of `role` and returns it with its ledger key. */
function seatEntry<T extends SeatChangeBody | SeatAckBody | SeatYieldBody>(identity: Identity, doc: Y.Doc, body: T): [string, object] {
  return ledgerEntry(seatFolder(body.role), signRecord<T>(identity, seatContext(doc), body));
}

/** The role `role` of the game, or a `SeatError` for one it does not define. */
function gameRole(roles: readonly GameRole[], role: string): GameRole {
  const found = roles.find((r) => r.id === role);
  if (!found) throw new SeatError(`“${role.slice(0, 40)}” is not a position of this game`);
  return found;
}

/**
 * Writes the next change of `role`'s seat: `to` this player's own key (take), another key (hand
 * over) or null (leave). Throws a `SeatError` when the change would not count.
 */
export function changeSeat(actor: Actor, roles: readonly GameRole[], role: string, to: string | null, toName?: string, now = Date.now()): void {
  const identity = actor.identity;
  if (!identity) throw new SeatError('Taking a seat needs this browser’s identity, which is not ready yet');
  const { name } = gameRole(roles, role);
  const seats = readSeats(actor.doc, roles);
  if (seats.contests.has(role)) throw new SeatError(`The ${name} seat is contested: one of its claimants gives way first`);
  const holder = seats.holders.get(role) ?? null;
  const me = identity.publicKey;
  if (holder === null && to !== me) throw new SeatError(`The ${name} seat is free: a player takes it for themselves`);
  if (holder !== null && holder !== me) throw new SeatError(`The ${name} seat is held by another player: only they can leave it or hand it over`);
  if (holder === to) return;
  const after = seats.history.get(role)?.at(-1)?.digest ?? null;
  const entry = seatEntry(identity, actor.doc, { v: 1, kind: 'change', role, after, to, t: now });
  const text = to === me ? `took the seat of ${name}` : to === null ? `left the seat of ${name}` : `handed the seat of ${name} to ${toName ?? 'another player'}`;
  runOperation(actor, 'changeSeat', text, (t) => fileEntries(t.trust, [entry]), text);
}

/** Withdraws this player's claim in the contest over `role`'s seat, so the other claim counts. */
export function giveWay(actor: Actor, roles: readonly GameRole[], role: string): void {
  const identity = actor.identity;
  if (!identity) throw new SeatError('Giving way needs this browser’s identity, which is not ready yet');
  const { name } = gameRole(roles, role);
  const mine = readSeats(actor.doc, roles).contests.get(role)?.claims.filter((c) => c.change.by === identity.publicKey) ?? [];
  if (!mine.length) throw new SeatError(`You have no claim on the ${name} seat to give way on`);
  const entries = mine.map((c) => seatEntry(identity, actor.doc, { v: 1, kind: 'yield', role, change: c.change.digest }));
  runOperation(actor, 'giveWay', `give way on ${name}`, (t) => fileEntries(t.trust, entries), `gave way on the seat of ${name}`);
}

/** The ledger entry of this player's acknowledgement of the seat change `change` of `role`. */
export function ackEntry(identity: Identity, doc: Y.Doc, role: string, change: string): [string, object] {
  return seatEntry(identity, doc, { v: 1, kind: 'ack', role, change });
}

const legacyKey = /^seat\/([A-Za-z0-9_-]{1,40})\/\d{1,6}\/[0-9a-f]{8}$/;

/** The roles of `roles` with a well-signed seat record of the previous version: seats to be taken again. */
export function legacySeatRoles(doc: Y.Doc, roles: readonly GameRole[]): GameRole[] {
  const context = `${scopeOf(doc)}/seat`;
  const found = new Set<string>();
  typesOf(doc).trust.forEach((value, key) => {
    if (key.startsWith(ledgerPrefix)) return;
    const role = legacyKey.exec(key)?.[1];
    if (role && !found.has(role) && verifyRecord(context, value)) found.add(role);
  });
  return roles.filter((r) => found.has(r.id));
}
