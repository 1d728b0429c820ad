/**
 * This browser's acknowledgements of seat changes, written on its own: whenever a valid claim is
 * the only one at its place in a seat's chain, made by a player at the table (signed presence),
 * this browser files a signed ack of it — once per place, never for a second claim there, and
 * never where this player made a claim of their own. An ack is this player's word that it was the
 * claim they saw first, which is what settles a later competing claim (src/trust/seats.ts).
 *
 * A key made up in a console has no presence at the table, so no honest browser acknowledges it.
 */
import type * as Y from 'yjs';
import { appendToLedger } from './ledger';
import { ackEntry, readSeatRecords, watchSeatRecords } from './seatOps';
import type { Identity } from '../trust/identity';
import type { FiledSeatRecord, SeatChangeRecord } from '../trust/seatRecords';
import { mayClaim, settleSeats, type GameRole } from '../trust/seats';

/** What the agent needs: the game, this player's key, the game's roles and who is at the table. */
export interface SeatAgentOptions {
  readonly doc: Y.Doc;
  readonly identity: Identity;
  readonly who: () => string;
  readonly roles: readonly GameRole[];
  /** The keys of the players at the table now, whose presence is signed. */
  readonly present: () => ReadonlySet<string>;
}

const placeOf = (role: string, after: string | null) => `${role}/${after ?? ''}`;

/** The places (role and change followed) where `me` already made a claim or an acknowledgement. */
function placesTaken(records: readonly FiledSeatRecord[], me: string): Set<string> {
  const changes = new Map<string, SeatChangeRecord>();
  for (const { digest, record } of records) if (record.kind === 'change') changes.set(digest, record);
  const out = new Set<string>();
  for (const { record } of records) {
    if (record.by !== me) continue;
    const change = record.kind === 'change' ? record : record.kind === 'ack' ? changes.get(record.change) : undefined;
    if (change) out.add(placeOf(change.role, change.after));
  }
  return out;
}

/**
 * The acknowledgements this player owes now: for each place of a seat's counted chain whose holder
 * is settled, its one valid claim, when another player at the table made it and this player has
 * neither claimed nor acknowledged anything there.
 */
export function acksDue(doc: Y.Doc, identity: Identity, roles: readonly GameRole[], present: ReadonlySet<string>): [string, object][] {
  const records = readSeatRecords(doc);
  if (!records.length) return [];
  const me = identity.publicKey;
  const seats = settleSeats(records, roles);
  const taken = placesTaken(records, me);
  const claimsAt = new Map<string, FiledSeatRecord[]>();
  for (const filed of records) {
    if (filed.record.kind !== 'change') continue;
    const place = placeOf(filed.record.role, filed.record.after);
    const list = claimsAt.get(place);
    if (list) list.push(filed);
    else claimsAt.set(place, [filed]);
  }
  const due: [string, object][] = [];
  for (const role of roles) {
    const places = [{ after: null as string | null, holder: null as string | null }, ...(seats.history.get(role.id) ?? []).map((c) => ({ after: c.digest, holder: c.to }))];
    for (const { after, holder } of places) {
      const place = placeOf(role.id, after);
      if (taken.has(place)) continue;
      const claims = (claimsAt.get(place) ?? []).filter(({ record: r }) => r.kind === 'change' && mayClaim(r, holder));
      if (claims.length !== 1) continue;
      const { digest, record } = claims[0];
      if (record.by !== me && present.has(record.by)) due.push(ackEntry(identity, doc, role.id, digest));
    }
  }
  return due;
}

/** Starts acknowledging seat changes in `doc`; stop it when the game closes or the roles change. */
export function startSeatAgent({ doc, identity, who, roles, present }: SeatAgentOptions): { stop(): void; check(): void } {
  let stopped = false;
  let queued = false;
  const run = () => {
    queued = false;
    if (stopped) return;
    const due = acksDue(doc, identity, roles, present());
    if (due.length) appendToLedger(doc, who(), 'ackSeat', due);
  };
  // Outside the transaction that brought the change: the ack is a change of its own.
  const check = () => {
    if (queued || stopped) return;
    queued = true;
    queueMicrotask(run);
  };
  const unwatch = watchSeatRecords(doc, check);
  check();
  return {
    check,
    stop() {
      stopped = true;
      unwatch();
    },
  };
}
