/**
 * Who holds which seat, as a pure function of the seat records (seatRecords.ts) and the roles the
 * game defines. Every browser evaluates the same records alike:
 *
 * - Only roles the game defines have seats; a record for any other role is refused.
 * - A role's seat is a chain: each change names the change it follows. At each place in the chain
 *   a change counts only if its writer may make it — a free seat is taken only for oneself; a held
 *   seat is left or handed over only by its holder.
 * - Two valid claims at one place (a race, or a claim back-dated to a place where the seat was
 *   free) are settled by acknowledgements, never by stamps: a claimant who had acknowledged the
 *   other claim there first gave way; a claimant may also give way by a yield. Between the rest,
 *   the claim acknowledged by more **witnesses** counts; with no claim ahead, the seat is
 *   **contested** — held by nobody — until one claimant gives way.
 * - Witnesses are the seated players and open claimants each acknowledged by more than half of the
 *   others standing (see `standingOf`), the claimants of the place at issue excepted. A key made up
 *   in a console holds no seat, or holds one nobody at the table acknowledged (honest browsers
 *   acknowledge only players they see at the table), so it has no say: sock puppets can outvote
 *   the real players only by holding more seats than they do, each listed in the seats panel, and
 *   two groups that acknowledge only their own leave the place contested.
 *
 * Since witnesses depend on who is seated and seats on witnesses, the settlement is repeated from
 * no witnesses until the witnesses stop changing (a bounded number of rounds).
 */
import type { FiledSeatRecord } from './seatRecords';
import { indexRole, slotOf, type RoleIndex, type SeatChange } from './seatIndex';

export type { SeatChange } from './seatIndex';

/** A position as the game defines it. */
export interface GameRole {
  readonly id: string;
  readonly name: string;
}

/** Why a claim does not count (keys, for the reader to name). */
export type RefusalWhy =
  | { readonly kind: 'notARole' }
  | { readonly kind: 'held'; readonly holder: string }
  | { readonly kind: 'free' }
  | { readonly kind: 'same' }
  | { readonly kind: 'conceded'; readonly to: string }
  | { readonly kind: 'outvoted'; readonly winner: string; readonly witnesses: readonly string[] }
  | { readonly kind: 'lost' };

/** A claim that did not count: its role, writer, and why. */
export interface Refusal {
  readonly role: string;
  readonly by: string;
  readonly why: RefusalWhy;
}

/** Valid claims at one place of a seat's chain that no rule settles yet: the seat is held by nobody until one gives way. */
export interface Contest {
  readonly role: string;
  readonly after: string | null;
  readonly claims: readonly { readonly change: SeatChange; readonly witnesses: readonly string[] }[];
}

/** Every seat as the records settle it. */
export interface Seats {
  /** Role id → the key holding it (free and contested seats are absent). */
  readonly holders: ReadonlyMap<string, string>;
  /** Role id → its counted changes, oldest first. */
  readonly history: ReadonlyMap<string, readonly SeatChange[]>;
  /** Role id → its open contest, if any. */
  readonly contests: ReadonlyMap<string, Contest>;
  /** Change digest → the keys that acknowledged it. */
  readonly acks: ReadonlyMap<string, readonly string[]>;
  /** The keys whose acknowledgements count. */
  readonly witnesses: ReadonlySet<string>;
  readonly refused: readonly Refusal[];
  /** Claims their writers withdrew. */
  readonly yielded: readonly SeatChange[];
}

/** Why `claim` may not be made on a seat held by `holder` (null: free), or null when it may. */
function invalidity(claim: SeatChange, holder: string | null): RefusalWhy | null {
  if (holder === null) return claim.to === claim.by ? null : { kind: 'free' };
  if (claim.by !== holder) return { kind: 'held', holder };
  return claim.to === holder ? { kind: 'same' } : null;
}

/** Whether `claim` may be made on a seat held by `holder` (null: free): the rule an acknowledging browser checks too. */
export const mayClaim = (claim: Pick<SeatChange, 'by' | 'to'>, holder: string | null): boolean => invalidity(claim as SeatChange, holder) === null;

/** One role's chain settled with the given witnesses. */
interface RoleSettlement {
  history: SeatChange[];
  contest: Contest | null;
  refused: Refusal[];
  yielded: SeatChange[];
}

/** Claim digest → the witnesses who acknowledged exactly that claim at the place, claimants excepted. One pass over the place's acks. */
function supportAt(index: RoleIndex, place: string, witnesses: ReadonlySet<string>, claimants: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, digests] of index.ackedAt.get(place) ?? []) {
    if (!witnesses.has(key) || claimants.has(key) || digests.size !== 1) continue;
    const [digest] = digests;
    const list = out.get(digest);
    if (list) list.push(key);
    else out.set(digest, [key]);
  }
  return out;
}

/** The claims at one place that may count: the invalid, withdrawn and conceded ones are sorted out. */
function validClaims(index: RoleIndex, claims: readonly SeatChange[], holder: string | null, out: RoleSettlement): SeatChange[] {
  const valid: SeatChange[] = [];
  for (const claim of claims) {
    const why = invalidity(claim, holder);
    if (why) {
      out.refused.push({ role: claim.role, by: claim.by, why });
      continue;
    }
    if (index.yields.has(claim.digest)) {
      out.yielded.push(claim);
      continue;
    }
    const ownAcks = index.ackedAt.get(slotOf(claim.after))?.get(claim.by);
    const other = [...(ownAcks ?? [])].find((d) => d !== claim.digest && index.changes.has(d));
    if (other) out.refused.push({ role: claim.role, by: claim.by, why: { kind: 'conceded', to: index.changes.get(other)!.by } });
    else valid.push(claim);
  }
  return valid;
}

/** Which of several valid claims at one place counts, or the contest they make. */
function settlePlace(index: RoleIndex, valid: readonly SeatChange[], witnesses: ReadonlySet<string>, out: RoleSettlement): SeatChange | null {
  if (valid.length === 1) return valid[0];
  const claimants = new Set(valid.map((c) => c.by));
  const byClaim = supportAt(index, slotOf(valid[0].after), witnesses, claimants);
  const support = valid.map((change) => ({ change, witnesses: (byClaim.get(change.digest) ?? []).sort() }));
  const most = support.reduce((n, s) => Math.max(n, s.witnesses.length), 0);
  const leaders = support.filter((s) => s.witnesses.length === most);
  if (most === 0 || leaders.length > 1) {
    out.contest = { role: valid[0].role, after: valid[0].after, claims: support };
    return null;
  }
  const winner = leaders[0];
  for (const s of support) if (s !== winner) out.refused.push({ role: s.change.role, by: s.change.by, why: { kind: 'outvoted', winner: winner.change.by, witnesses: winner.witnesses } });
  return winner.change;
}

function settleRole(index: RoleIndex, witnesses: ReadonlySet<string>): RoleSettlement {
  const out: RoleSettlement = { history: [], contest: null, refused: [], yielded: [] };
  const visited = new Set<string>();
  let slot = '';
  let holder: string | null = null;
  while (!visited.has(slot)) {
    visited.add(slot);
    const valid = validClaims(index, index.bySlot.get(slot) ?? [], holder, out);
    const winner = valid.length ? settlePlace(index, valid, witnesses, out) : null;
    if (!winner) break;
    out.history.push(winner);
    holder = winner.to;
    slot = winner.digest;
  }
  const contested = new Set(out.contest?.claims.map((c) => c.change.digest));
  for (const [place, claims] of index.bySlot) {
    if (visited.has(place) || contested.has(place)) continue;
    for (const c of claims) out.refused.push({ role: c.role, by: c.by, why: { kind: 'lost' } });
  }
  return out;
}

/** The keys holding each seat after a settlement. */
function holdersOf(settled: ReadonlyMap<string, RoleSettlement>): Map<string, string> {
  const holders = new Map<string, string>();
  for (const [role, s] of settled) {
    const last = s.contest ? null : s.history.at(-1);
    if (last?.to) holders.set(role, last.to);
  }
  return holders;
}

/** Each seated player's and open claimant's changes: the counted change giving each seat held, and each claim in a contest. */
function standingChanges(settled: ReadonlyMap<string, RoleSettlement>): Map<string, SeatChange[]> {
  const out = new Map<string, SeatChange[]>();
  const add = (key: string, change: SeatChange) => {
    const list = out.get(key);
    if (list) list.push(change);
    else out.set(key, [change]);
  };
  for (const s of settled.values()) {
    const last = s.history.at(-1);
    if (s.contest) for (const c of s.contest.claims) add(c.change.by, c.change);
    else if (last?.to) add(last.to, last);
  }
  return out;
}

/**
 * The witnesses: the seated players and open claimants each acknowledged by more than half of the
 * others. Found by peeling: while someone falls short, those acknowledged by the fewest of the
 * rest are set aside — all of them at once, so a tie between two groups that only acknowledge
 * their own sets both aside rather than choosing one by key order.
 */
function standingOf(settled: ReadonlyMap<string, RoleSettlement>, indexes: ReadonlyMap<string, RoleIndex>): Set<string> {
  const changes = standingChanges(settled);
  const ackersOf = (change: SeatChange) => indexes.get(change.role)!.ackers.get(change.digest) ?? new Set<string>();
  const standing = new Set(changes.keys());
  /** How many of the others still standing acknowledged `key`'s best-acknowledged change (linear in its acks). */
  const score = (key: string) => changes.get(key)!.reduce((best, c) => Math.max(best, [...ackersOf(c)].filter((w) => w !== key && standing.has(w)).length), 0);
  while (standing.size > 1) {
    const scores = [...standing].map((k) => [k, score(k)] as const);
    if (scores.every(([, n]) => n * 2 > standing.size - 1)) break;
    const fewest = scores.reduce((m, [, n]) => Math.min(m, n), Infinity);
    for (const [key, n] of scores) if (n === fewest) standing.delete(key);
  }
  return standing;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));

/** Reads every seat of the game's `roles` from the seat records of every role (any folder). Pure. */
export function settleSeats(records: readonly FiledSeatRecord[], roles: readonly GameRole[]): Seats {
  const defined = new Set(roles.map((r) => r.id));
  const byRole = new Map<string, FiledSeatRecord[]>();
  const refused: Refusal[] = [];
  const strangers = new Set<string>();
  for (const filed of records) {
    const role = filed.record.role;
    if (defined.has(role)) {
      const list = byRole.get(role);
      if (list) list.push(filed);
      else byRole.set(role, [filed]);
    } else if (filed.record.kind === 'change' && !strangers.has(`${role}/${filed.record.by}`)) {
      strangers.add(`${role}/${filed.record.by}`);
      refused.push({ role, by: filed.record.by, why: { kind: 'notARole' } });
    }
  }
  const indexes = new Map([...byRole].map(([role, list]) => [role, indexRole(list)]));
  const settleAll = (w: ReadonlySet<string>) => new Map([...indexes].map(([role, index]) => [role, settleRole(index, w)]));
  let witnesses: ReadonlySet<string> = new Set();
  let settled = settleAll(witnesses);
  for (let round = 0; round <= roles.length + 1; round++) {
    const next = standingOf(settled, indexes);
    if (sameSet(next, witnesses)) break;
    witnesses = next;
    settled = settleAll(witnesses);
  }
  return collect(settled, indexes, witnesses, refused);
}

function collect(settled: ReadonlyMap<string, RoleSettlement>, indexes: ReadonlyMap<string, RoleIndex>, witnesses: ReadonlySet<string>, refused: Refusal[]): Seats {
  const history = new Map<string, readonly SeatChange[]>();
  const contests = new Map<string, Contest>();
  const acks = new Map<string, readonly string[]>();
  const yielded: SeatChange[] = [];
  for (const [role, s] of settled) {
    history.set(role, s.history);
    if (s.contest) contests.set(role, s.contest);
    for (const c of s.history) acks.set(c.digest, [...(indexes.get(role)!.ackers.get(c.digest) ?? [])].sort());
    // One by one: a flood of refused claims must not overflow a spread's arguments.
    for (const r of s.refused) refused.push(r);
    for (const y of s.yielded) yielded.push(y);
  }
  return { holders: holdersOf(settled), history, contests, acks, witnesses, refused, yielded };
}

/** Clock drift allowed either way between a log line's stamp and the seat changes around it. */
const drift = 60_000;

/**
 * Whether `key` held `role`'s seat at `time` (ms), by the counted changes' stamps with a minute of
 * drift either way: `held`; `contested` when `key` is a claimant of the seat's open contest (from
 * its claim's stamp on); else null.
 */
export function seatAt(seats: Seats, role: string, key: string, time: number): 'held' | 'contested' | null {
  const changes = seats.history.get(role) ?? [];
  const contest = seats.contests.get(role);
  // A contest after the last change ends that change's term when its first claim was made.
  const contestFrom = contest ? contest.claims.reduce((m, c) => Math.min(m, c.change.t), Infinity) : Infinity;
  for (let i = 0; i < changes.length; i++) {
    const end = changes[i + 1]?.t ?? contestFrom;
    if (changes[i].to === key && time >= changes[i].t - drift && time <= end + drift) return 'held';
  }
  return contest?.claims.some((c) => c.change.to === key && time >= c.change.t - drift) ? 'contested' : null;
}
