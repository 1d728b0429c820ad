/**
 * A fair dice roll among the connected players, by commit–reveal: every player commits to a secret
 * random share, and only once every commit is in does anyone reveal. The seed hashes all shares,
 * so it is uniform as long as one player is honest, and no one can choose a share after seeing
 * another. A player can still refuse to reveal (the last to reveal sees the outcome first); the
 * roll then waits, names them in `waitingFor`, and can be abandoned — it never completes with a
 * share that does not match its commit.
 *
 * A cheat could instead give different commits to different players, hoping each finishes with the
 * outcome it likes best. So each reveal also says which commits its writer saw (a digest of them
 * all), and a roll finishes only when every reveal saw the very commits this browser holds: two
 * players shown different commits can never both finish, and neither can finish at all once it
 * holds the other's reveal — which it needs, for that player's share.
 *
 * `rollStatus` is a pure function of the records in the shared document, so every browser that
 * holds the same records reaches the same status and the same seed, whatever order they came in.
 * Pure: no Yjs, no React, no DOM; the records are written and read by the caller.
 */
import { fromB64 } from './bytes';
import {
  commitmentOf,
  commitsSeen,
  isSignedStep,
  isStepShape,
  readRequest,
  rollSeed,
  type RollFault,
  type RollRequest,
  type RollReveal,
  type RollStepKind,
  type RollStepRecord,
} from './rollRecords';

export {
  abandonRecord,
  commitRecord,
  maxRollPlayers,
  maxRollWhat,
  newShare,
  requestRecord,
  revealRecord,
  rollContext,
  type RollAbandon,
  type RollAbandonBody,
  type RollCommit,
  type RollCommitBody,
  type RollFault,
  type RollRequest,
  type RollRequestBody,
  type RollReveal,
  type RollRevealBody,
} from './rollRecords';
export { seedRandom } from './seedRandom';

/** Where a roll stands, as every browser holding the same records computes it. */
export interface RollStatus {
  stage: 'invalid' | 'committing' | 'revealing' | 'done' | 'abandoned';
  request: RollRequest | null;
  /**
   * Players whose commit (committing) or reveal (revealing) is missing; for an abandoned roll, as it
   * stood. Can be empty while revealing: every share is in, but the reveals saw different commits.
   */
  waitingFor: string[];
  /** 32 bytes when done; feed it to `seedRandom`. */
  seed: Uint8Array | null;
  faults: RollFault[];
  abandonedBy: string | null;
  missing: string[];
  alone: boolean;
}

/** The records of one roll as found in the document: anything at all, since a peer may write anything. */
export interface RollRecords {
  request: unknown;
  commits: readonly unknown[];
  reveals: readonly unknown[];
  abandons: readonly unknown[];
}

/** How many records signed by non-players are checked so they can be named; the rest are faulted unnamed. */
const maxStrangersChecked = 8;

/** What one list of records says: each player's distinct, validly signed records (at most two kept). */
interface StepReading {
  byPlayer: Map<string, RollStepRecord[]>;
  faults: RollFault[];
}

const kindNames: Record<RollStepKind, string> = { commit: 'commits', reveal: 'reveals', abandon: 'abandons' };
const withArticle: Record<RollStepKind, string> = { commit: 'a commit', reveal: 'a reveal', abandon: 'an abandon' };

/** The part of a record that two versions by the same player may differ in. */
function valueOf(record: RollStepRecord): string {
  if (record.kind === 'commit') return record.commit;
  if (record.kind === 'reveal') return `${record.share} ${record.seen}`;
  return record.missing.join(' ');
}

const byValueThenSig = (a: RollStepRecord, b: RollStepRecord) => {
  const [x, y] = [valueOf(a) + a.sig, valueOf(b) + b.sig];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The well-formed records of this roll in a list, at most one per signature, grouped by claimed signer. */
function candidates(kind: RollStepKind, rollId: string, list: readonly unknown[], faults: RollFault[]): Map<string, RollStepRecord[]> {
  const seen = new Set<string>();
  const grouped = new Map<string, RollStepRecord[]>();
  for (const value of list) {
    if (!isStepShape(kind, value)) {
      faults.push({ by: null, what: `a record among the ${kindNames[kind]} is not ${withArticle[kind]} record` });
    } else if (value.roll !== rollId) {
      faults.push({ by: null, what: `a ${kind} record belongs to another roll` });
    } else if (!seen.has(value.sig)) {
      seen.add(value.sig);
      grouped.set(value.by, [...(grouped.get(value.by) ?? []), value]);
    }
  }
  return grouped;
}

/** A player's validly signed records, checked in a fixed order until two different ones are found. */
function signedVersions(gameId: string, records: RollStepRecord[], faults: RollFault[]): RollStepRecord[] {
  const kept: RollStepRecord[] = [];
  for (const record of [...records].sort(byValueThenSig)) {
    if (kept.length >= 2) break;
    if (!isSignedStep(gameId, record)) faults.push({ by: null, what: `a ${record.kind} record's signature does not verify` });
    else if (!kept.some((k) => valueOf(k) === valueOf(record))) kept.push(record);
  }
  return kept;
}

/** Faults for records signed by someone who is not a player; only a few signatures are checked, to name them. */
function faultStrangers(gameId: string, kind: RollStepKind, strangers: RollStepRecord[], faults: RollFault[]): void {
  strangers.sort(byValueThenSig).forEach((record, i) => {
    if (i >= maxStrangersChecked) faults.push({ by: null, what: `${withArticle[kind]} came from someone who is not a player in this roll` });
    else if (isSignedStep(gameId, record)) faults.push({ by: record.by, what: `is not a player in this roll but sent ${withArticle[kind]}` });
    else faults.push({ by: null, what: `a ${kind} record's signature does not verify` });
  });
}

/** Reads one list of step records of the roll: players' signed versions, and faults for everything ignored. */
function readSteps(gameId: string, request: RollRequest, kind: RollStepKind, list: readonly unknown[]): StepReading {
  const faults: RollFault[] = [];
  const byPlayer = new Map<string, RollStepRecord[]>();
  const strangers: RollStepRecord[] = [];
  for (const [by, records] of candidates(kind, request.id, list, faults)) {
    if (request.players.includes(by)) byPlayer.set(by, signedVersions(gameId, records, faults));
    else strangers.push(...records);
  }
  faultStrangers(gameId, kind, strangers, faults);
  return { byPlayer, faults };
}

/** Each player's one record; a player with two different ones has none (they could pick either later). */
function singleRecords(request: RollRequest, reading: StepReading, noun: string, faults: RollFault[]): Map<string, RollStepRecord> {
  const single = new Map<string, RollStepRecord>();
  for (const player of request.players) {
    const versions = reading.byPlayer.get(player) ?? [];
    if (versions.length > 1) faults.push({ by: player, what: `gave two different ${noun}` });
    else if (versions.length === 1) single.set(player, versions[0]);
  }
  return single;
}

/** Each player's one commit value (see `singleRecords`). */
function singleCommits(request: RollRequest, reading: StepReading, faults: RollFault[]): Map<string, string> {
  const commits = new Map<string, string>();
  for (const [player, record] of singleRecords(request, reading, 'commits', faults)) commits.set(player, valueOf(record));
  return commits;
}

/** The digest of every player's one commit, or null while some player has none (or two). */
function digestOf(request: RollRequest, commits: Map<string, string>): string | null {
  if (!request.players.every((p) => commits.has(p))) return null;
  return commitsSeen(request.id, request.players.map((key) => ({ key, commit: commits.get(key)! })));
}

/** Each player's share that opens its commit; a share that does not is a fault and counts as missing. */
function openedShares(request: RollRequest, commits: Map<string, string>, reveals: Map<string, RollStepRecord>, faults: RollFault[]): Map<string, Uint8Array> {
  const opened = new Map<string, Uint8Array>();
  for (const [player, record] of reveals) {
    const commit = commits.get(player);
    const share = record.kind === 'reveal' ? fromB64(record.share) : null;
    if (commit === undefined || share === null) continue;
    if (commitmentOf(request.id, player, share) === commit) opened.set(player, share);
    else faults.push({ by: player, what: 'revealed a share that does not match its commit' });
  }
  return opened;
}

/** Most sets of commits tried when looking for the one a disagreeing reveal saw (each player holds at most two). */
const maxViewsTried = 16;

/**
 * The digest of each set of commits this browser could have been shown, taking one of each player's
 * validly signed commits (at most two each); empty when some player has none, or there are too many sets.
 */
function possibleViews(request: RollRequest, commitReading: StepReading): Map<string, Map<string, string>> {
  let views: Map<string, string>[] = [new Map()];
  for (const player of request.players) {
    const versions = (commitReading.byPlayer.get(player) ?? []).map(valueOf);
    views = views.flatMap((view) => versions.map((commit) => new Map(view).set(player, commit)));
    if (views.length === 0 || views.length > maxViewsTried) return new Map();
  }
  return new Map(views.map((view) => [digestOf(request, view)!, view]));
}

/**
 * Whether every player's reveal saw the same commits, and the very ones this browser holds (`local`,
 * when it holds one commit from each player). Otherwise someone gave different commits to different
 * players: a fault, and the roll must not finish. Who it was cannot be told from digests alone, but a
 * reveal whose `seen` matches a set of commits in which its own writer's commit is not the one its
 * share opens names that writer.
 */
function seenAgrees(request: RollRequest, commitReading: StepReading, revealReading: StepReading, local: string | null, faults: RollFault[]): boolean {
  const reveals = request.players.flatMap((p) => (revealReading.byPlayer.get(p) ?? []) as RollReveal[]);
  const digests = new Set(reveals.map((r) => r.seen));
  if (digests.size === 0 || (digests.size === 1 && (local === null || digests.has(local)))) return true;
  faults.push({ by: null, what: 'saw other commits than the rest: a player gave different commits to different players' });
  const views = possibleViews(request, commitReading);
  for (const reveal of reveals) {
    const own = views.get(reveal.seen)?.get(reveal.by);
    const share = fromB64(reveal.share);
    if (own !== undefined && share !== null && commitmentOf(request.id, reveal.by, share) !== own) {
      faults.push({ by: reveal.by, what: 'said it saw a commit of its own other than the one its share opens' });
    }
  }
  return false;
}

/** Players who validly abandoned, and the players they said they gave up on (both sorted). */
function readAbandons(request: RollRequest, reading: StepReading): { by: string[]; missing: string[] } {
  const by = request.players.filter((p) => (reading.byPlayer.get(p) ?? []).length > 0);
  const named = by.flatMap((p) => reading.byPlayer.get(p)!.flatMap((r) => (r.kind === 'abandon' ? r.missing : [])));
  return { by, missing: request.players.filter((p) => named.includes(p)) };
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
  return { stage: 'invalid', request: null, waitingFor: [], seed: null, faults, abandonedBy: null, missing: [], alone: false };
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The status of a roll whose request is sound. */
function statusOf(gameId: string, request: RollRequest, records: RollRecords): RollStatus {
  const faults: RollFault[] = [];
  const read = (kind: RollStepKind, list: unknown) => {
    const reading = readSteps(gameId, request, kind, asList(list));
    faults.push(...reading.faults);
    return reading;
  };
  const commitReading = read('commit', records.commits);
  const revealReading = read('reveal', records.reveals);
  const commits = singleCommits(request, commitReading, faults);
  const reveals = singleRecords(request, revealReading, 'reveals', faults);
  const shares = openedShares(request, commits, reveals, faults);
  const local = digestOf(request, commits);
  const agreed = seenAgrees(request, commitReading, revealReading, local, faults);
  const abandons = readAbandons(request, read('abandon', records.abandons));
  const { players } = request;
  const committed = local !== null;
  const waitingFor = players.filter((p) => !(committed ? shares.has(p) : commits.has(p)));
  const done = committed && waitingFor.length === 0 && agreed;
  const seed = done ? rollSeed(request.id, players.map((key) => ({ key, share: shares.get(key)! }))) : null;
  if (done) abandons.by.forEach((by) => faults.push({ by, what: 'tried to abandon a finished roll' }));
  const abandoned = !done && abandons.by.length > 0;
  return {
    stage: done ? 'done' : abandoned ? 'abandoned' : committed ? 'revealing' : 'committing',
    request,
    waitingFor,
    seed,
    faults: uniqueFaults(faults),
    abandonedBy: abandoned ? abandons.by[0] : null,
    missing: abandoned ? abandons.missing : [],
    alone: players.length === 1,
  };
}

/**
 * Where a roll stands, from whatever records the document holds. Records that are malformed,
 * badly signed, for another roll or from non-players are ignored and reported in `faults`,
 * naming the signer when a valid signature proves who it was. Never throws.
 */
export function rollStatus(gameId: string, records: RollRecords): RollStatus {
  try {
    const reading = readRequest(gameId, records?.request);
    if (!reading.request) return invalidStatus([reading.fault]);
    return statusOf(gameId, reading.request, records);
  } catch {
    return invalidStatus([{ by: null, what: 'the roll records could not be read' }]);
  }
}

/**
 * The digest of the commits in `records` — what this browser's reveal says it saw — or null unless
 * the request is sound and every player has exactly one validly signed commit. Never throws.
 */
export function commitsDigest(gameId: string, records: RollRecords): string | null {
  try {
    const { request } = readRequest(gameId, records?.request);
    if (!request) return null;
    return digestOf(request, singleCommits(request, readSteps(gameId, request, 'commit', asList(records.commits)), []));
  } catch {
    return null;
  }
}

/**
 * An honest client's next move: commit while its commit is missing; reveal only once every
 * player's commit is in (stage `revealing`), so no one sees a share before committing to their
 * own. Null otherwise — and null for a player already faulted, so a client that lost its share
 * does not commit or reveal a second, conflicting version.
 */
export function nextStep(status: RollStatus, me: string): 'commit' | 'reveal' | null {
  if (!status.waitingFor.includes(me) || status.faults.some((f) => f.by === me)) return null;
  if (status.stage === 'committing') return 'commit';
  if (status.stage === 'revealing') return 'reveal';
  return null;
}
