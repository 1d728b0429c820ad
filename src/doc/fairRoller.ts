/**
 * The fair roller of an open game: it starts rolls among the players at the table and, as an
 * agent, takes this player's part in everyone's rolls — committing to a fresh random share when a
 * roll names it, and revealing only once every player's commit is in. Shares stay in this tab's
 * memory until revealed. Faults (a reveal that does not match its commit, a commit changed after
 * the fact, a forged record) are reported once each, naming the player whose key signed them.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { abandonRoll, actingTab, beginRoll, commitToRoll, revealToRoll, rollRecordsOf, rollsTouched, rollStatusOf, type RollPlayer } from './rollCeremony';
import { newShare, nextStep, type RollFault, type RollStatus } from '../trust/fairRoll';
import type { Identity } from '../trust/identity';
import { Observable } from '../model/observable';

/** A roll this player started, as it goes. */
export interface PendingRoll {
  readonly id: string;
  /** The roll's status, updated as records arrive. */
  readonly status: Observable<RollStatus>;
  /** Resolves once the roll is done, abandoned or invalid (never rejects). */
  readonly settled: Promise<RollStatus>;
  /** Gives up waiting for the players still missing: the roll is void for everyone. */
  abandon(): void;
}

/** A fault seen in a roll's records, with the roll it was found in. */
export interface SeenFault extends RollFault {
  roll: string;
}

export interface FairRoller {
  /** Starts a roll among `players` (this player is always one). Alone, it is settled at once. */
  start(players: readonly RollPlayer[], what: string): PendingRoll;
  /** Stops taking part in rolls. */
  stop(): void;
}

export interface FairRollerOptions {
  doc: Y.Doc;
  identity: Identity;
  /** This player's name, for the transactions' origins. */
  who(): string;
  /** Hears each fault once. */
  onFault?(fault: SeenFault): void;
  /** Where shares come from: 32 bytes from the platform's cryptographic source unless a test says otherwise. */
  shareSource?(): Uint8Array;
}

const settledStages = new Set<RollStatus['stage']>(['done', 'abandoned', 'invalid']);

/** Starts this tab's fair roller on a game document. */
export function startFairRoller({ doc, identity, who, onFault, shareSource = newShare }: FairRollerOptions): FairRoller {
  const shares = new Map<string, Uint8Array>();
  const watchers = new Map<string, (status: RollStatus) => void>();
  const reported = new Set<string>();
  /** The first commit seen from each player in each roll: a commit replaced later is a fault. */
  const firstCommits = new Map<string, string>();
  /** The first request seen under each roll id: a new request under an old id would reuse the old roll's shares. */
  const firstRequests = new Map<string, string>();
  const reusedIds = new Set<string>();

  const noticeReusedId = (roll: string): boolean => {
    const request = rollRecordsOf(doc, roll).request as { sig?: unknown; by?: unknown } | undefined;
    if (typeof request?.sig !== 'string') return reusedIds.has(roll);
    const seen = firstRequests.get(roll);
    if (seen === undefined) firstRequests.set(roll, request.sig);
    else if (seen !== request.sig && !reusedIds.has(roll)) {
      reusedIds.add(roll);
      report(roll, { by: typeof request.by === 'string' ? request.by : null, what: 'started a roll under the id of an earlier one, which would replay its dice' });
    }
    return reusedIds.has(roll);
  };

  const report = (roll: string, fault: RollFault) => {
    const key = `${roll}|${fault.by}|${fault.what}`;
    if (reported.has(key)) return;
    reported.add(key);
    onFault?.({ ...fault, roll });
  };

  const noticeChangedCommits = (roll: string) => {
    for (const c of rollRecordsOf(doc, roll).commits) {
      if (typeof c !== 'object' || c === null) continue;
      const { by, commit } = c as { by?: unknown; commit?: unknown };
      if (typeof by !== 'string' || typeof commit !== 'string') continue;
      const seen = firstCommits.get(`${roll}|${by}`);
      if (seen === undefined) firstCommits.set(`${roll}|${by}`, commit);
      else if (seen !== commit) report(roll, { by, what: 'changed its commit after making it' });
    }
  };

  const act = (roll: string) => {
    noticeChangedCommits(roll);
    const reused = noticeReusedId(roll);
    const status = rollStatusOf(doc, roll);
    if (reused) {
      watchers.get(roll)?.({ ...status, stage: 'invalid', seed: null, faults: [...status.faults, { by: null, what: 'reused the id of an earlier roll' }] });
      return;
    }
    status.faults.forEach((f) => report(roll, f));
    watchers.get(roll)?.(status);
    const tab = actingTab(doc, roll, identity.publicKey);
    if (tab !== null && tab !== doc.clientID) return;
    const step = nextStep(status, identity.publicKey);
    if (step === 'commit' && !shares.has(roll)) {
      const share = shareSource();
      shares.set(roll, share);
      commitToRoll(doc, identity, who(), roll, share);
    } else if (step === 'reveal') {
      const share = shares.get(roll);
      if (share) revealToRoll(doc, identity, who(), roll, share);
    }
    if (settledStages.has(status.stage)) shares.delete(roll);
  };

  const trust = typesOf(doc).trust;
  const onChange = (event: Y.YMapEvent<unknown>) => {
    const rolls = rollsTouched(event.keysChanged);
    // Written after the transaction that brought the change, never inside it.
    if (rolls.size) queueMicrotask(() => rolls.forEach(act));
  };
  trust.observe(onChange);

  return {
    start(players, what) {
      const share = shareSource();
      const id = beginRoll(doc, identity, who(), players, what, share);
      shares.set(id, share);
      const status = new Observable<RollStatus>(rollStatusOf(doc, id));
      let settle: (s: RollStatus) => void = () => undefined;
      const settled = new Promise<RollStatus>((resolve) => (settle = resolve));
      const watch = (next: RollStatus) => {
        status.set(next);
        if (settledStages.has(next.stage)) {
          watchers.delete(id);
          settle(next);
        }
      };
      watchers.set(id, watch);
      watch(status.get());
      return {
        id,
        status,
        settled,
        abandon() {
          const now = rollStatusOf(doc, id);
          if (settledStages.has(now.stage)) return;
          abandonRoll(doc, identity, who(), id, now.waitingFor);
        },
      };
    },
    stop() {
      trust.unobserve(onChange);
      watchers.clear();
      shares.clear();
    },
  };
}
