/**
 * The fair roller of an open game: it starts rolls among the players at the table and, as an
 * agent, takes this player's part in everyone's rolls — committing to a fresh random share when a
 * roll names it (and this tab acts for it), and revealing only once every player's commit is in.
 * Shares stay in this tab's memory until revealed. Faults (a share its commit does not open, two
 * commits, a forged record) are reported once each, naming the player whose key signed them.
 *
 * A roll this player asked for settles as soon as its records say it is done, called off or
 * faulted: a faulted roll is called off at once, naming whom it was faulted by, so the asker's
 * tray is never left waiting on a cheat. And a roll asked for without this player while this
 * browser was at the table, answering, gets this player's signed objection.
 */
import type * as Y from 'yjs';
import { abandonRoll, beginRoll, commitToRoll, objectToRoll, revealToRoll, type RollAskFor, type RollPlayer } from './rollCeremony';
import type { RollBook, RollChange } from './rollBook';
import type { LocalOrigin } from './origin';
import type { StoredLogLine } from './logLines';
import { blamedIn, newShare, nextStep, type RollFault, type RollStatus } from '../trust/fairRoll';
import type { Identity } from '../trust/identity';
import { Observable } from '../model/observable';

/** A roll this player started, as it goes. */
export interface PendingRoll {
  readonly id: string;
  /** The roll's status, updated as records arrive. */
  readonly status: Observable<RollStatus>;
  /** Resolves once the roll is done, called off, faulted or invalid (never rejects). */
  readonly settled: Promise<RollStatus>;
  /** Gives up waiting for the players still missing: the roll is void for everyone. */
  abandon(): void;
}

/** A fault seen in a roll's records, with the roll it was found in. */
export interface SeenFault extends RollFault {
  roll: string;
}

export interface FairRoller {
  /**
   * Starts a roll among `players` (this player is always one) for `ask`, as the operation `origin`;
   * `line` makes the roll's log line from its id, written with the request. Alone, it is settled at once.
   */
  start(players: readonly RollPlayer[], ask: RollAskFor, origin: LocalOrigin, line?: (id: string) => StoredLogLine): PendingRoll;
  /** Stops taking part in rolls. */
  stop(): void;
}

export interface FairRollerOptions {
  doc: Y.Doc;
  identity: Identity;
  book: RollBook;
  /** This player's name, for the transactions' origins. */
  who(): string;
  /** Hears each fault once. */
  onFault?(fault: SeenFault): void;
  /** Where shares come from: 32 bytes from the platform's cryptographic source unless a test says otherwise. */
  shareSource?(): Uint8Array;
  /**
   * Whether this browser was at the table with `asker` — holding their signed presence, and
   * answering — long enough that a roll they ask for now should include it (src/doc/tableWatch.ts).
   */
  atTableWith?(asker: string): boolean;
}

const settledStages = new Set<RollStatus['stage']>(['done', 'abandoned', 'faulted', 'invalid']);

/** Starts this tab's fair roller on a game document. */
export function startFairRoller({ doc, identity, book, who, onFault, shareSource = newShare, atTableWith }: FairRollerOptions): FairRoller {
  const me = identity.publicKey;
  const shares = new Map<string, Uint8Array>();
  const watchers = new Map<string, (status: RollStatus) => void>();
  const reported = new Set<string>();
  const known = new Set(book.ids());
  const calledOff = new Set<string>();

  const report = (roll: string, fault: RollFault) => {
    const key = `${roll}|${fault.by}|${fault.what}`;
    if (reported.has(key)) return;
    reported.add(key);
    onFault?.({ ...fault, roll });
  };

  /** Objects to a roll that just arrived, asked for without this player while it was at the table. */
  const objectIfLeftOut = (roll: string, status: RollStatus, live: boolean) => {
    const request = status.request;
    if (!request || known.has(roll)) return;
    known.add(roll);
    if (!live || request.players.includes(me) || !atTableWith?.(request.by)) return;
    objectToRoll(doc, identity, who(), roll);
  };

  /** Whether this tab is the one the request names for this player (two tabs of one browser share a key). */
  const actsHere = (status: RollStatus) => {
    const request = status.request;
    const at = request ? request.players.indexOf(me) : -1;
    return at >= 0 && (request!.tabs === null || request!.tabs[at] === doc.clientID);
  };

  const takePart = (roll: string, status: RollStatus) => {
    const step = nextStep(status, me);
    if (step === 'commit' && !shares.has(roll)) {
      const share = shareSource();
      shares.set(roll, share);
      commitToRoll(doc, identity, who(), roll, share);
    } else if (step === 'reveal') {
      const share = shares.get(roll);
      if (share) revealToRoll(doc, identity, who(), roll, share);
    }
  };

  const act = (roll: string, live: boolean) => {
    const status = book.status(roll);
    status.faults.forEach((f) => report(roll, f));
    objectIfLeftOut(roll, status, live);
    const watcher = watchers.get(roll);
    watcher?.(status);
    // A roll of this player's that a cheat stopped is called off at once, naming them, for everyone.
    if (watcher && status.stage === 'faulted' && !calledOff.has(roll)) {
      calledOff.add(roll);
      abandonRoll(doc, identity, who(), roll, blamedIn(status).length ? blamedIn(status) : status.waitingFor);
    }
    if (actsHere(status)) takePart(roll, status);
    if (settledStages.has(status.stage)) shares.delete(roll);
  };

  // Written after the transaction that brought the change, never inside it.
  const stopListening = book.subscribe((change: RollChange) => queueMicrotask(() => change.ids.forEach((id) => act(id, !change.local))));

  return {
    start(players, ask, origin, line) {
      const share = shareSource();
      const id = beginRoll(doc, identity, origin, players, ask, share, line);
      known.add(id);
      shares.set(id, share);
      const status = new Observable<RollStatus>(book.status(id));
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
          const now = book.status(id);
          if (settledStages.has(now.stage) || calledOff.has(id)) return;
          calledOff.add(id);
          abandonRoll(doc, identity, who(), id, now.waitingFor);
        },
      };
    },
    stop() {
      stopListening();
      watchers.clear();
      shares.clear();
    },
  };
}
