/**
 * A fair dice roll among the players at the table, by commit–reveal: every player commits to a
 * secret random share, and only once every commit is in does anyone reveal. The seed hashes all
 * shares, so it is uniform as long as one player is honest, and no one can choose a share after
 * seeing another. A player can still refuse to reveal (the last to reveal sees the outcome first);
 * the roll then waits, names them in `waitingFor`, and its asker can call it off.
 *
 * A cheat could instead give different commits to different players, hoping each finishes with the
 * outcome it likes best. So each reveal also says which commits its writer saw (a digest of them
 * all), and a roll completes only with one reveal from every player, all saying they saw the very
 * commits their shares open. An honest player reveals once, so at most one such set exists: records
 * added afterwards (a second commit, another reveal) can never change a finished roll's dice.
 *
 * `rollStatus` is a pure function of the records in the ledger, so every browser holding the same
 * records reaches the same stage and seed, whatever order they came in. Pure: no Yjs, no DOM.
 */
import { fromB64 } from './bytes';
import { commitmentOf, commitsSeen, rollSeed, type RollFault, type RollRequest, type RollReveal } from './rollRecords';
import { readRequest } from './rollReading';
import { readSteps, type Reading } from './rollSteps';
import { witnessedOutcome } from './witnessRoll';

export {
  abandonRecord,
  commitRecord,
  maxRollPlayers,
  maxRollPurpose,
  maxRollWhat,
  newShare,
  objectionRecord,
  requestRecord,
  revealRecord,
  rollContext,
  witnessCommitRecord,
  witnessShareRecord,
  type WitnessPlace,
  rollIdOf,
  type RollAsk,
  type RollFault,
  type RollRequest,
} from './rollRecords';
export { seedRandom } from './seedRandom';

/** Where a roll stands, as every browser holding the same records computes it. */
export interface RollStatus {
  /**
   * `faulted`: a player's own signed records keep the roll from completing (named in `blocking`);
   * `abandoned`: its asker called it off. A roll its asker called off stays called off even when
   * its records complete later; `seed` then says what it would have given, counted for nothing.
   */
  stage: 'invalid' | 'committing' | 'revealing' | 'faulted' | 'done' | 'abandoned';
  request: RollRequest | null;
  /** Players whose commit (committing) or reveal (revealing) is missing; for a called-off roll, as it stood. */
  waitingFor: string[];
  /** 32 bytes once the records complete the roll; feed it to `seedRandom`. */
  seed: Uint8Array | null;
  faults: RollFault[];
  /** The faults that keep the roll from completing: a player's two commits, a share its commit does not open… */
  blocking: RollFault[];
  abandonedBy: string | null;
  /** The players the asker gave up on, when it called the roll off. */
  missing: string[];
  /** Players left out of the roll who say, signed, that they were at the table (sorted). */
  objectors: string[];
  alone: boolean;
  /** A roll with the server as witness: the witness named by the request, and its sequence number in the room once its signed answer is in. */
  witness: { key: string; room: string; seq: number | null } | null;
}

/** The records of one roll as found in the ledger: anything at all, since a peer may write anything. */
export interface RollRecords {
  /** The roll's id, as the ledger files its request. */
  id: string;
  request: unknown;
  /** Commits, reveals, abandons and objections filed in the roll's folder. */
  steps: readonly unknown[];
}

/** Each player's one commit value, or null while some player has none or two. */
function singleCommits(request: RollRequest, { commits }: Reading): Map<string, string> | null {
  const out = new Map<string, string>();
  for (const p of request.players) {
    const values = commits.get(p) ?? [];
    if (values.length !== 1) return null;
    out.set(p, values[0]);
  }
  return out;
}

/** A reveal's share, with the commitment it opens for its writer. */
function opened(request: RollRequest, reveal: RollReveal): { share: Uint8Array; commit: string } | null {
  const share = fromB64(reveal.share);
  return share ? { share, commit: commitmentOf(request.id, reveal.by, share) } : null;
}

/** Most combinations of one reveal per player tried for one digest (a player adding versions multiplies them). */
const maxSetsTried = 64;

/**
 * The seed of the one set of reveals that completes the roll: a reveal from every player, all
 * saying they saw the same commits, each share opening its writer's commit among them. Null when
 * there is none; 'two' when there are two (only possible when no player is honest). A player who
 * adds commits and reveals afterwards cannot undo a complete set: the digest pins each commit.
 */
function completion(request: RollRequest, reading: Reading): Uint8Array | 'two' | null {
  const digests = new Set<string>();
  for (const list of reading.reveals.values()) for (const r of list) digests.add(r.seen);
  const seeds: Uint8Array[] = [];
  for (const digest of digests) {
    let sets: { key: string; commit: string; share: Uint8Array }[][] = [[]];
    for (const p of request.players) {
      const fits = (reading.reveals.get(p) ?? [])
        .filter((r) => r.seen === digest)
        .map((r) => opened(request, r))
        .filter((o): o is { share: Uint8Array; commit: string } => o !== null && (reading.commits.get(p) ?? []).includes(o.commit));
      sets = sets.flatMap((set) => fits.map((f) => [...set, { key: p, ...f }]));
      if (sets.length === 0 || sets.length > maxSetsTried) break;
    }
    for (const set of sets.length <= maxSetsTried ? sets : []) {
      if (set.length === request.players.length && commitsSeen(request.id, set) === digest) seeds.push(rollSeed(request.id, set));
    }
  }
  if (seeds.length > 1) return 'two';
  return seeds[0] ?? null;
}

/**
 * Faults proved by a player's own signed records that keep the roll from completing as they stand:
 * two commits, a share that opens none of its commits, two reveals, reveals that saw different commits.
 */
function blockingFaults(request: RollRequest, reading: Reading): RollFault[] {
  const out: RollFault[] = [];
  for (const p of request.players) {
    const commits = reading.commits.get(p) ?? [];
    const reveals = reading.reveals.get(p) ?? [];
    if (commits.length > 1) out.push({ by: p, what: 'gave two different commits' });
    if (commits.length && reveals.some((r) => !commits.includes(opened(request, r)?.commit ?? ''))) out.push({ by: p, what: 'revealed a share that does not match its commit' });
    if (reveals.length > 1) out.push({ by: p, what: 'gave two different reveals' });
  }
  const digests = new Set([...reading.reveals.values()].flatMap((list) => list.map((r) => r.seen)));
  if (digests.size > 1) {
    out.push({ by: null, what: 'saw other commits than the rest: a player gave different commits to different players' });
    out.push(...misreported(request, reading));
  }
  return out;
}

/** Most sets of commits tried when looking for the one a disagreeing reveal saw (each player holds a few). */
const maxViewsTried = 16;

/**
 * Who gave different commits to different players cannot be told from digests alone, but a reveal
 * whose `seen` is the digest of a set of commits in which its own writer's commit is not the one
 * its share opens names its writer.
 */
function misreported(request: RollRequest, reading: Reading): RollFault[] {
  let views: Map<string, string>[] = [new Map()];
  for (const p of request.players) {
    const versions = reading.commits.get(p) ?? [];
    views = views.flatMap((view) => versions.map((commit) => new Map(view).set(p, commit)));
    if (views.length === 0 || views.length > maxViewsTried) return [];
  }
  const byDigest = new Map(views.map((view) => [commitsSeen(request.id, [...view].map(([key, commit]) => ({ key, commit }))), view]));
  const out: RollFault[] = [];
  for (const list of reading.reveals.values()) {
    for (const reveal of list) {
      const own = byDigest.get(reveal.seen)?.get(reveal.by);
      if (own !== undefined && opened(request, reveal)?.commit !== own) out.push({ by: reveal.by, what: 'said it saw a commit of its own other than the one its share opens' });
    }
  }
  return out;
}

/** Players the asker validly called the roll off on; others' abandons are faults. */
function readAbandons(request: RollRequest, reading: Reading, faults: RollFault[]): { by: string | null; missing: string[] } {
  for (const writer of reading.abandons.keys()) if (writer !== request.by) faults.push({ by: writer, what: 'is not the asker of the roll, so cannot call it off' });
  const own = reading.abandons.get(request.by);
  if (!own) return { by: null, missing: [] };
  const named = own.flatMap((r) => (r.kind === 'abandon' ? r.missing : []));
  return { by: request.by, missing: request.players.filter((p) => named.includes(p)) };
}

/** Each fault once: a peer repeating garbage does not grow the list. */
function uniqueFaults(faults: RollFault[]): RollFault[] {
  const seen = new Set<string>();
  return faults.filter((f) => {
    const key = `${f.by}\n${f.what}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function invalidStatus(faults: RollFault[]): RollStatus {
  return { stage: 'invalid', request: null, waitingFor: [], seed: null, faults, blocking: [], abandonedBy: null, missing: [], objectors: [], alone: false, witness: null };
}

/** The players a roll still waits for: commits until each player has exactly one, then shares that open them. */
function waitingOf(request: RollRequest, reading: Reading, commits: Map<string, string> | null): string[] {
  if (!commits) return request.players.filter((p) => (reading.commits.get(p) ?? []).length !== 1);
  return request.players.filter((p) => !(reading.reveals.get(p) ?? []).some((r) => opened(request, r)?.commit === commits.get(p)));
}

/** What a kind of roll's reading settled: its seed once complete, the faults keeping it from completing, how far it got. */
interface Settled {
  seed: Uint8Array | null;
  blocking: RollFault[];
  /** Every commit is in: the roll waits for reveals. */
  revealing: boolean;
  /** Who it waits for, while not complete. */
  waiting(): string[];
  witness: RollStatus['witness'];
}

/** A roll's status from what its reading settled, with its asker's call-off and its objectors. */
function assembled(request: RollRequest, reading: Reading, faults: RollFault[], settled: Settled): RollStatus {
  const { seed, blocking } = settled;
  const abandon = readAbandons(request, reading, faults);
  const stage: RollStatus['stage'] = abandon.by ? 'abandoned' : seed ? 'done' : blocking.length ? 'faulted' : settled.revealing ? 'revealing' : 'committing';
  return {
    stage,
    request,
    waitingFor: seed ? [] : settled.waiting(),
    seed,
    faults: uniqueFaults([...blocking, ...faults]),
    blocking: uniqueFaults(blocking),
    abandonedBy: abandon.by,
    missing: abandon.missing,
    objectors: reading.objectors,
    alone: !settled.witness && request.players.length === 1,
    witness: settled.witness,
  };
}

/**
 * The status of a roll with the server as witness: it waits for the witness (named by its key in
 * `waitingFor`) until the witness's signed answer and share are in, and its roller's own records
 * are the only ones that can fault it.
 */
function witnessedStatusOf(request: RollRequest, reading: Reading, faults: RollFault[]): RollStatus {
  const { seed, blocking, answered, seq } = witnessedOutcome(request, reading);
  const mine = (reading.commits.get(request.by) ?? []).length === 1;
  const waiting = () => (mine ? [request.witness!.key] : [request.by]);
  return assembled(request, reading, faults, { seed, blocking, revealing: answered, waiting, witness: { ...request.witness!, seq } });
}

/** The status of a roll whose request is sound. */
function statusOf(scope: string, request: RollRequest, steps: readonly unknown[]): RollStatus {
  const faults: RollFault[] = [];
  const reading = readSteps(scope, request, steps, faults);
  if (request.witness) return witnessedStatusOf(request, reading, faults);
  const commits = singleCommits(request, reading);
  const complete = completion(request, reading);
  const blocking = complete instanceof Uint8Array ? [] : blockingFaults(request, reading);
  if (complete === 'two') blocking.push({ by: null, what: 'has two complete sets of records' });
  if (complete instanceof Uint8Array) faults.push(...blockingFaults(request, reading));
  const seed = complete instanceof Uint8Array ? complete : null;
  return assembled(request, reading, faults, { seed, blocking, revealing: commits !== null, waiting: () => waitingOf(request, reading, commits), witness: null });
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * Where a roll stands, from whatever records the ledger holds for it. Records that are malformed,
 * badly signed, for another roll or from writers the step does not allow are ignored and reported
 * in `faults`, naming the signer when a valid signature proves who it was. Never throws.
 */
export function rollStatus(scope: string, records: RollRecords): RollStatus {
  try {
    const reading = readRequest(scope, records?.id, records?.request);
    if (!reading.request) return invalidStatus([reading.fault]);
    return statusOf(scope, reading.request, asList(records.steps));
  } catch {
    return invalidStatus([{ by: null, what: 'the roll records could not be read' }]);
  }
}

/**
 * The digest of the commits in `records` — what this browser's reveal says it saw — or null unless
 * the request is sound and every player has exactly one validly signed commit. Never throws.
 */
export function commitsDigest(scope: string, records: RollRecords): string | null {
  try {
    const { request } = readRequest(scope, records?.id, records?.request);
    if (!request) return null;
    const commits = singleCommits(request, readSteps(scope, request, asList(records.steps), []));
    return commits && commitsSeen(request.id, request.players.map((key) => ({ key, commit: commits.get(key)! })));
  } catch {
    return null;
  }
}

/**
 * An honest client's next move: commit while its commit is missing; reveal only once every
 * player's commit is in (stage `revealing`), so no one sees a share before committing to their
 * own. Null otherwise — and null for a player found at fault, so a client that lost its share does
 * not commit or reveal a second, conflicting version.
 */
export function nextStep(status: RollStatus, me: string): 'commit' | 'reveal' | null {
  if (!status.waitingFor.includes(me) || status.blocking.some((f) => f.by === me)) return null;
  if (status.stage === 'committing') return 'commit';
  if (status.stage === 'revealing') return 'reveal';
  return null;
}

/** The players a faulted roll's blocking faults name, sorted. */
export function blamedIn(status: RollStatus): string[] {
  const keys = new Set(status.blocking.flatMap((f) => (f.by && status.request?.players.includes(f.by) ? [f.by] : [])));
  return [...keys].sort();
}
