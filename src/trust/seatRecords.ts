/**
 * The signed records of seats (who holds which position of a game: the Head of OKW…), as filed in
 * the ledger, and the check that reads one back from anything a peer wrote. Three kinds, each
 * signed by its writer:
 *
 * - a **change** of a role's seat — a take (`to` the writer's own key), a hand-over (`to` another
 *   key) or a leave (`to` null) — naming the change it follows (`after`: that change's ledger
 *   digest, null for the seat's first change), so the seat's history is a chain whose order no
 *   writer's clock decides;
 * - an **ack**: "the first claim I saw on that change's place in the chain was this one", written
 *   once per place by each honest browser, never twice;
 * - a **yield**: the writer of a contested claim gives way.
 *
 * Pure: no Yjs, no DOM. What the records mean together is in `seats.ts`.
 */
import { isPublicKey, verifyRecord, type Signed } from './identity';

/** A role id as a game defines it ("okw"): short, plain, safe inside a ledger folder name. */
export const roleIdPattern = /^[A-Za-z0-9_-]{1,40}$/;
/** A ledger digest (src/doc/ledger.ts): 32 base64url characters. */
const digestPattern = /^[A-Za-z0-9_-]{32}$/;

/** One change of a role's seat, following the change whose digest is `after` (null: the seat's first). */
export interface SeatChangeBody {
  v: 1;
  kind: 'change';
  role: string;
  after: string | null;
  /** The key the seat goes to; null leaves it free. */
  to: string | null;
  /** Milliseconds since the epoch by the writer's clock: only to tell which log lines fall in whose term, never to order changes. */
  t: number;
}

/** "The first claim I saw at its place in the seat's chain was `change`." */
export interface SeatAckBody {
  v: 1;
  kind: 'ack';
  role: string;
  change: string;
}

/** The writer of the claim `change` gives way in a contest over it. */
export interface SeatYieldBody {
  v: 1;
  kind: 'yield';
  role: string;
  change: string;
}

export type SeatChangeRecord = Signed<SeatChangeBody>;
export type SeatAckRecord = Signed<SeatAckBody>;
export type SeatYieldRecord = Signed<SeatYieldBody>;
export type SeatRecord = SeatChangeRecord | SeatAckRecord | SeatYieldRecord;

/** A record with the ledger digest it is filed under (what other records name it by). */
export interface FiledSeatRecord {
  readonly digest: string;
  readonly record: SeatRecord;
}

const isDigest = (v: unknown): v is string => typeof v === 'string' && digestPattern.test(v);

/** Whether the fields of a record, whatever its signature, are those of a seat record of `role`. */
function soundShape(r: Record<string, unknown>, role: string): boolean {
  if (r.v !== 1 || r.role !== role || !isPublicKey(r.by)) return false;
  if (r.kind === 'change') {
    const keys = Object.keys(r).length === 8;
    return keys && (r.after === null || isDigest(r.after)) && (r.to === null || isPublicKey(r.to)) && typeof r.t === 'number' && Number.isFinite(r.t);
  }
  if (r.kind === 'ack' || r.kind === 'yield') return Object.keys(r).length === 6 && isDigest(r.change);
  return false;
}

/**
 * The seat record `value` as filed in `role`'s folder, or null when it is not one: a wrong shape,
 * another role, or a signature that is not its writer's in `context`. Never throws.
 */
export function readSeatRecord(context: string, role: string, value: unknown): SeatRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (!soundShape(value as Record<string, unknown>, role)) return null;
  return verifyRecord(context, value) ? (value as unknown as SeatRecord) : null;
}
