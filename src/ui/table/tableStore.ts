/**
 * The renderer's view of an open game: the latest plain snapshot, its stacks in draw order, and
 * per-stack subscriptions so a move re-renders the two stacks it touched, not 2,000 counters.
 * It holds no game state of its own; the session's snapshot is the source.
 *
 * An update that names the pieces it changed (the session's change feed does) costs in proportion
 * to the stacks those pieces left or joined: only they are regrouped, every other stack keeps its
 * object, and the draw order is patched by binary search instead of sorted again.
 */
import type { Board, Piece, TableSnapshot } from '../../model/records';
import { groupStacks, placeKey, sortStack, type Stack } from '../../model/stacks';

type Listener = () => void;
/** Hears which stack keys appeared, changed or disappeared in one update. */
export type StackChangesListener = (changedStackKeys: ReadonlySet<string>) => void;

/** Where a stack is drawn on the table: its board's corner plus its own point. */
function tablePoint(stack: Stack, boards: ReadonlyMap<string, Board>): { x: number; y: number } {
  const b = boards.get(stack.board);
  return { x: (b?.x ?? 0) + stack.x, y: (b?.y ?? 0) + stack.y };
}

/** The draw order as a comparison: top to bottom of the table, then left to right, then by key (a total order). */
export function compareDrawOrder(a: Stack, b: Stack, boards: ReadonlyMap<string, Board>): number {
  if (a.key === b.key) return 0;
  const pa = tablePoint(a, boards);
  const pb = tablePoint(b, boards);
  return pa.y - pb.y || pa.x - pb.x || (a.key < b.key ? -1 : 1);
}

/** Stacks in the order they are drawn and hit-tested: top to bottom of the table, then left to right. */
export function drawOrder(stacks: Iterable<Stack>, boards: ReadonlyMap<string, Board>): Stack[] {
  return [...stacks].sort((a, b) => compareDrawOrder(a, b, boards));
}

/** The first index in `ordered` whose stack is drawn at or after `stack` (the draw order is total, so equal means the same key). */
function lowerBound(ordered: readonly Stack[], stack: Stack, boards: ReadonlyMap<string, Board>): number {
  let lo = 0;
  let hi = ordered.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareDrawOrder(ordered[mid], stack, boards) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const pieceKey = (p: Piece) => placeKey(p.at.b, p.at.x, p.at.y);

/** Whether two board maps hold the same records (a fresh read of unchanged boards is a new map of the same objects). */
function sameBoards(a: ReadonlyMap<string, Board>, b: ReadonlyMap<string, Board>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [id, board] of a) if (b.get(id) !== board) return false;
  return true;
}

/**
 * Live, plain view of the table for components, with fine-grained subscriptions.
 *
 * `stackList()` is a new array after an update that changed any stack and the same array after
 * one that changed none; in it, and in `stack(key)`, a stack whose contents did not change is the
 * same object as before, so a renderer can tell what changed by identity (or hear it from
 * `subscribeChanges`).
 */
export class TableStore {
  private table: TableSnapshot;
  private stacks = new Map<string, Stack>();
  private ordered: Stack[] = [];
  private stackListeners = new Map<string, Set<Listener>>();
  private listeners = new Set<Listener>();
  private changeListeners = new Set<StackChangesListener>();

  constructor(table: TableSnapshot) {
    this.table = table;
    this.stacks = groupStacks(table.pieces.values());
    this.ordered = drawOrder(this.stacks.values(), table.boards);
  }

  /**
   * Takes a new snapshot. `changedPieces`, when given, must name every piece added, changed or
   * removed since the last snapshot (the session's `TableChange.pieces`); only the stacks they
   * left or joined are then regrouped. Without it, when the boards changed, or when it names a
   * large part of the table (a joiner's first sync), every stack is regrouped at once. Notifies
   * the stacks whose contents changed, then the change listeners, then every subscriber.
   */
  update(next: TableSnapshot, changedPieces?: ReadonlySet<string>): void {
    // The very snapshot held already (the screen's catch-up read right after opening): nothing changed.
    if (next === this.table) return;
    const prev = this.table;
    this.table = next;
    const few = changedPieces && (changedPieces.size <= 64 || changedPieces.size * 8 <= next.pieces.size);
    const changed = changedPieces && few && sameBoards(prev.boards, next.boards) ? this.patch(prev, next, changedPieces) : this.regroupAll(prev, next);
    for (const key of changed) this.stackListeners.get(key)?.forEach((l) => l());
    if (changed.size) this.changeListeners.forEach((l) => l(changed));
    this.listeners.forEach((l) => l());
  }

  /** Regroups only the stacks the changed pieces left or joined; returns the keys whose stacks changed. */
  private patch(prev: TableSnapshot, next: TableSnapshot, changedPieces: ReadonlySet<string>): Set<string> {
    const touched = new Set<string>();
    for (const id of changedPieces) {
      const before = prev.pieces.get(id);
      const after = next.pieces.get(id);
      if (before) touched.add(pieceKey(before));
      if (after) touched.add(pieceKey(after));
    }
    const joined = new Map<string, Piece[]>();
    for (const id of changedPieces) {
      const after = next.pieces.get(id);
      if (!after) continue;
      const key = pieceKey(after);
      const list = joined.get(key);
      if (list) list.push(after);
      else joined.set(key, [after]);
    }
    const changed = new Set<string>();
    let ordered = this.ordered;
    const ownOrder = () => (ordered === this.ordered ? (ordered = ordered.slice()) : ordered);
    for (const key of touched) {
      const old = this.stacks.get(key);
      const stayed = old ? old.pieces.filter((p) => !changedPieces.has(p.id)) : [];
      const pieces = sortStack([...stayed, ...(joined.get(key) ?? [])]);
      if (old && sameContents(old.pieces, pieces)) continue;
      changed.add(key);
      if (!pieces.length) {
        this.stacks.delete(key);
        ownOrder().splice(lowerBound(ordered, old!, next.boards), 1);
        continue;
      }
      const first = pieces[0].at;
      const stack: Stack = { key, board: first.b, x: first.x, y: first.y, pieces };
      this.stacks.set(key, stack);
      const at = lowerBound(ordered, stack, next.boards);
      if (old) ownOrder()[at] = stack;
      else ownOrder().splice(at, 0, stack);
    }
    this.ordered = ordered;
    return changed;
  }

  /** Regroups every piece, keeping the objects of stacks whose contents did not change; returns the keys that changed. */
  private regroupAll(prev: TableSnapshot, next: TableSnapshot): Set<string> {
    const before = this.stacks;
    const stacks = groupStacks(next.pieces.values());
    const changed = new Set<string>();
    for (const [key, stack] of stacks) {
      const old = before.get(key);
      if (old && sameContents(old.pieces, stack.pieces)) stacks.set(key, old);
      else changed.add(key);
    }
    for (const key of before.keys()) if (!stacks.has(key)) changed.add(key);
    this.stacks = stacks;
    if (changed.size || !sameBoards(prev.boards, next.boards)) this.ordered = drawOrder(stacks.values(), next.boards);
    return changed;
  }

  snapshot = (): TableSnapshot => this.table;
  stackList = (): Stack[] => this.ordered;
  stack = (key: string): Stack | undefined => this.stacks.get(key);
  /** The stack a piece is in. */
  stackOf(pieceId: string): Stack | undefined {
    const p = this.table.pieces.get(pieceId);
    return p && this.stacks.get(pieceKey(p));
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeStack(key: string, listener: Listener): () => void {
    let set = this.stackListeners.get(key);
    if (!set) this.stackListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (!set!.size && this.stackListeners.get(key) === set) this.stackListeners.delete(key);
    };
  }

  /**
   * Hears, after each update that changed any stack, the keys of the stacks that appeared, changed
   * or disappeared, so a renderer that paints areas (tiles) repaints only where they are.
   */
  subscribeChanges(listener: StackChangesListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
}

/** Whether two stacks hold the very same piece objects in the same order. */
function sameContents(a: readonly Piece[], b: readonly Piece[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p, i) => p === b[i]);
}
