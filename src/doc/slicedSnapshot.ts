/**
 * The table feed for big arrivals: when one transaction brings thousands of pieces (a friend's
 * table reaching a late joiner, a game opened from storage), reading them all at once would hold
 * the page for the whole table. Here a big batch is read in time-boxed slices, one task each, and
 * every slice publishes a snapshot with the pieces read so far, so the table appears progressively
 * and the page keeps answering. Small transactions (a move, a flip) are read at once, as before.
 *
 * Each piece enters the published table once: an id waits in the backlog until a slice (or a later
 * small transaction that touches it) reads its current value, and it leaves the backlog then.
 */
import type * as Y from 'yjs';
import type { TableSnapshot } from '../model/records';
import { typesOf } from './gameDoc';
import { applyChange, changeOf, type RecordKeys, type TableChange } from './snapshot';

/** How far a backlog of pieces has been read: `read` of `total` (both 0 when there is none); `shown`, pieces in the published table. */
export interface FeedProgress {
  read: number;
  total: number;
  shown: number;
}

/** Runs `work` in a later task; returns a function that cancels it. */
export type Scheduler = (work: () => void) => () => void;

/** A later task (setTimeout 0): the browser may draw and handle input before it runs. */
export const nextTask: Scheduler = (work) => {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
};

export interface SliceOptions {
  /** Most pieces read in one slice; a transaction changing more than this is read in slices. */
  sliceSize?: number;
  /** A slice stops once it has taken this long (ms), having read at least `minSlice` pieces. */
  budgetMs?: number;
  /** Fewest pieces a slice reads, however slow the machine. */
  minSlice?: number;
  schedule?: Scheduler;
  /** Hears how far the backlog is read: at the start, when a big batch joins it, and after every change published. */
  onProgress?(progress: FeedProgress): void;
  /** The clock for the budget (ms). */
  now?(): number;
}

/** A running feed. */
export interface TableFeed {
  /** The table as published so far. */
  current(): TableSnapshot;
  /** Pieces changed but not yet read. */
  backlog(): number;
  stop(): void;
}

const noChange = (): Omit<TableChange, 'pieces' | 'local'> => ({ boards: false, faces: false, assets: false, meta: false, log: false });
const noKeys = (): RecordKeys => ({ boards: new Set(), faces: new Set(), assets: new Set() });

/**
 * Calls `listener` with each change and the table after it, starting from `from`. Big batches of
 * pieces are read in slices (see the module comment); with `backlog`, the feed starts by reading
 * those ids (and everything but pieces) in slices: a cold open shows its table progressively too.
 */
export function watchTableSliced(
  doc: Y.Doc,
  listener: (change: TableChange, next: TableSnapshot) => void,
  from: TableSnapshot,
  { sliceSize = 400, budgetMs = 12, minSlice = 50, schedule = nextTask, onProgress, now = () => performance.now() }: SliceOptions = {},
  backlog: Iterable<string> = [],
): TableFeed {
  const t = typesOf(doc);
  let current = from;
  /** Ids to read, in arrival order. */
  const waiting = new Set<string>(backlog);
  let total = waiting.size;
  /** What the deferred batches changed besides pieces, read with the next slice (every record, when the keys are not known). */
  let deferred = waiting.size ? { boards: true, faces: true, assets: true, meta: true, log: true } : noChange();
  let deferredKeys: RecordKeys | undefined = waiting.size ? undefined : noKeys();
  let cancel: (() => void) | null = null;

  const report = () => onProgress?.({ read: total - waiting.size, total, shown: current.pieces.size });
  const publish = (change: TableChange, keys: RecordKeys | undefined) => {
    current = applyChange(doc, current, change, keys);
    listener(change, current);
  };

  const slice = () => {
    cancel = null;
    const started = now();
    const ids = new Set<string>();
    for (const id of waiting) {
      ids.add(id);
      if (ids.size >= sliceSize || (ids.size >= minSlice && now() - started > budgetMs)) break;
    }
    ids.forEach((id) => waiting.delete(id));
    const change: TableChange = { ...deferred, pieces: ids, local: false };
    const keys = deferredKeys;
    deferred = noChange();
    deferredKeys = noKeys();
    if (waiting.size) cancel = schedule(slice);
    if (ids.size || change.boards || change.faces || change.assets || change.meta || change.log) publish(change, keys);
    report();
    if (!waiting.size) total = 0;
  };
  const startSlicing = () => {
    cancel ??= schedule(slice);
  };

  const onAfter = (tr: Y.Transaction) => {
    const keyed = changeOf(tr, t);
    if (!keyed) return;
    const { change, records } = keyed;
    if (change.pieces.size > sliceSize) {
      for (const id of change.pieces) {
        if (waiting.has(id)) continue;
        waiting.add(id);
        total++;
      }
      deferred = { boards: deferred.boards || change.boards, faces: deferred.faces || change.faces, assets: deferred.assets || change.assets, meta: deferred.meta || change.meta, log: deferred.log || change.log };
      const keys = deferredKeys;
      if (keys) for (const kind of ['boards', 'faces', 'assets'] as const) records[kind].forEach((k) => keys[kind].add(k));
      report();
      startSlicing();
      return;
    }
    // Read now, at their current value: they need no slice later.
    change.pieces.forEach((id) => waiting.delete(id));
    publish(change, records);
    report();
  };
  doc.on('afterTransaction', onAfter);
  report();
  if (waiting.size) startSlicing();
  return {
    current: () => current,
    backlog: () => waiting.size,
    stop() {
      doc.off('afterTransaction', onAfter);
      cancel?.();
      cancel = null;
    },
  };
}
