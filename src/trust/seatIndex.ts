/**
 * A role's seat records indexed for settling (src/trust/seats.ts): its changes by digest and by the
 * place in the chain they claim, who acknowledged what where, and which claims their writers
 * withdrew. Pure.
 */
import type { FiledSeatRecord } from './seatRecords';

/** A change of a seat, with the digest other records name it by. */
export interface SeatChange {
  readonly digest: string;
  readonly role: string;
  readonly after: string | null;
  readonly to: string | null;
  readonly t: number;
  readonly by: string;
}

/** A role's records, indexed for settling its chain. */
export interface RoleIndex {
  readonly changes: Map<string, SeatChange>;
  /** Place (the digest followed, '' for the first) → the changes claiming it, by digest order. */
  readonly bySlot: Map<string, SeatChange[]>;
  /** Change digest → keys that acknowledged it. */
  readonly ackers: Map<string, Set<string>>;
  /** Place → acknowledging key → the digests it acknowledged there. */
  readonly ackedAt: Map<string, Map<string, Set<string>>>;
  /** Digests of changes their own writer gave way on. */
  readonly yields: Set<string>;
}

/** The index key of the place after `after` ('' for a seat's first change). */
export const slotOf = (after: string | null) => after ?? '';
const byDigest = (a: SeatChange, b: SeatChange) => (a.digest < b.digest ? -1 : a.digest > b.digest ? 1 : 0);

/** Indexes one role's records (a yield counts only from the writer of the claim it withdraws). */
export function indexRole(records: readonly FiledSeatRecord[]): RoleIndex {
  const index: RoleIndex = { changes: new Map(), bySlot: new Map(), ackers: new Map(), ackedAt: new Map(), yields: new Set() };
  for (const { digest, record: r } of records) {
    if (r.kind !== 'change') continue;
    const change: SeatChange = { digest, role: r.role, after: r.after, to: r.to, t: r.t, by: r.by };
    index.changes.set(digest, change);
    const slot = slotOf(r.after);
    const claims = index.bySlot.get(slot);
    if (claims) claims.push(change);
    else index.bySlot.set(slot, [change]);
  }
  for (const claims of index.bySlot.values()) claims.sort(byDigest);
  for (const { record: r } of records) {
    const change = r.kind === 'change' ? undefined : index.changes.get(r.change);
    if (!change) continue;
    if (r.kind === 'yield') {
      if (r.by === change.by) index.yields.add(change.digest);
      continue;
    }
    const ackers = index.ackers.get(change.digest) ?? new Set<string>();
    index.ackers.set(change.digest, ackers.add(r.by));
    const slot = slotOf(change.after);
    const atSlot = index.ackedAt.get(slot) ?? new Map<string, Set<string>>();
    index.ackedAt.set(slot, atSlot.set(r.by, (atSlot.get(r.by) ?? new Set<string>()).add(change.digest)));
  }
  return index;
}

