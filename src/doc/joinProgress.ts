/**
 * Where an open game's table is, for the player waiting on it: not here yet (a joiner waiting for
 * a friend), arriving (read in slices by the table feed, so a bar can count the counters in), or
 * whole. It also leaves performance marks, so a benchmark can time a join from the moment the
 * table's data was there: `sandtable:table-arrived` (stamped when the sync message bringing it was
 * received, or at the start of the transaction that brought it) and `sandtable:table-complete`
 * (the last counter read onto the table).
 */
import type * as Y from 'yjs';
import { Observable } from '../model/observable';
import { typesOf } from './gameDoc';
import type { FeedProgress } from './slicedSnapshot';

/** The table's arrival, as the player is told about it. */
export type TableArrival =
  /** A joiner's empty copy: nothing has come from a friend yet. */
  | { stage: 'waiting' }
  /** Counters are being put on the table: `received` of `total`, from a friend or from this browser's storage. */
  | { stage: 'receiving'; received: number; total: number; from: 'friend' | 'storage' }
  /** The whole table is there; later changes are play, not arrival. */
  | { stage: 'ready' };

/** Follows a document's first arrival; create it before the table feed and pass the feed's progress in. */
export interface ArrivalTracker {
  readonly arrival: Observable<TableArrival>;
  /** The table feed's progress (src/doc/slicedSnapshot.ts), after every change it publishes. */
  progress(progress: FeedProgress): void;
  /**
   * Counters (new pieces) joining (+) or leaving (−, as their sync piece is being applied) the sync
   * pieces still to apply, and 0 once it is applied, or when a big message has arrived and is
   * being cut (src/doc/syncPacer.ts `onCounters`).
   */
  incoming(delta: number): void;
  /**
   * An `incoming` of its own for one more friend sending the table: each friend a joiner meets
   * sends it whole, so the bar counts against the most any one of them brings, not their sum.
   */
  source(): (delta: number) => void;
  stop(): void;
}

const mark = (name: string, startTime?: number) => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  try {
    performance.mark(name, startTime === undefined ? undefined : { startTime });
  } catch {
    // A clock without marks (an old runtime): the marks are for benchmarks only.
  }
};

/**
 * Starts following `doc`: waiting while it holds no game, then receiving while counters are still
 * to come (sync pieces not applied, or pieces applied but not yet read by the feed), then ready for good.
 */
export function trackArrival(doc: Y.Doc): ArrivalTracker {
  const t = typesOf(doc);
  const hasTable = () => typeof t.meta.get('id') === 'string' || t.pieces.size > 0;
  const arrival = new Observable<TableArrival>(hasTable() ? { stage: 'receiving', received: 0, total: 0, from: 'storage' } : { stage: 'waiting' });
  let from: 'friend' | 'storage' = 'storage';
  let shown = 0;
  let backlog = 0;
  /** Per friend sending the table: counters announced in all, and those still to apply. */
  const sources: { announced: number; coming: number }[] = [];
  const coming = () => sources.reduce((n, s) => n + s.coming, 0);
  const announced = () => Math.max(0, ...sources.map((s) => s.announced));
  /** When the table's data was here: the first sync piece queued, else the start of the transaction that brought it. */
  let receivedAt: number | null = null;
  let transactionAt = 0;
  let done = false;

  const update = () => {
    if (done) return;
    if (arrival.get().stage === 'waiting') {
      if (!hasTable()) return;
      mark('sandtable:table-arrived', receivedAt ?? transactionAt);
      from = 'friend';
    }
    const waiting = coming();
    if (backlog + waiting > 0) return arrival.set({ stage: 'receiving', received: shown, total: Math.max(shown + backlog, announced()), from });
    done = true;
    mark('sandtable:table-complete');
    arrival.set({ stage: 'ready' });
  };
  const onBefore = () => {
    if (!hasTable()) transactionAt = performance.now();
  };
  doc.on('beforeTransaction', onBefore);
  const source = () => {
    const mine = { announced: 0, coming: 0 };
    sources.push(mine);
    return (delta: number) => {
      // The first word of a friend's table (a big one is announced with 0 while it is cut) is when its data was here.
      if (receivedAt === null && !hasTable()) receivedAt = performance.now();
      if (delta > 0) mine.announced += delta;
      mine.coming = Math.max(0, mine.coming + delta);
      // While a piece is being applied its counters are in neither count: wait for the 0 that follows.
      if (delta >= 0) update();
    };
  };
  const first = source();
  return {
    arrival,
    progress(progress) {
      shown = progress.shown;
      backlog = progress.total - progress.read;
      update();
    },
    incoming: first,
    source,
    stop: () => doc.off('beforeTransaction', onBefore),
  };
}
