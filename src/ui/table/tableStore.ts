/**
 * The renderer's view of an open game: the latest plain snapshot, its stacks in draw order, and
 * per-stack subscriptions so a move re-renders the two stacks it touched, not 2,000 counters.
 * It holds no game state of its own; the session's snapshot is the source.
 */
import type { Board, TableSnapshot } from '../../model/records';
import { groupStacks, type Stack } from '../../model/stacks';

type Listener = () => void;

/** Stacks in the order they are drawn and hit-tested: top to bottom of the table, then left to right. */
export function drawOrder(stacks: Iterable<Stack>, boards: ReadonlyMap<string, Board>): Stack[] {
  const at = (s: Stack) => {
    const b = boards.get(s.board);
    return { x: (b?.x ?? 0) + s.x, y: (b?.y ?? 0) + s.y };
  };
  return [...stacks].sort((a, b) => at(a).y - at(b).y || at(a).x - at(b).x || (a.key < b.key ? -1 : 1));
}

/** Live, plain view of the table for components, with fine-grained subscriptions. */
export class TableStore {
  private table: TableSnapshot;
  private stacks = new Map<string, Stack>();
  private ordered: Stack[] = [];
  private stackListeners = new Map<string, Set<Listener>>();
  private listeners = new Set<Listener>();

  constructor(table: TableSnapshot) {
    this.table = table;
    this.rebuild();
  }

  /** Takes a new snapshot; notifies stacks whose contents changed and, if the set of stacks changed, the layer. */
  update(next: TableSnapshot): void {
    const before = this.stacks;
    this.table = next;
    this.rebuild();
    let layout = before.size !== this.stacks.size;
    for (const [key, stack] of this.stacks) {
      const old = before.get(key);
      if (!old) layout = true;
      else if (sameStack(old, stack)) this.stacks.set(key, old);
      else this.stackListeners.get(key)?.forEach((l) => l());
    }
    if (layout) this.ordered = drawOrder(this.stacks.values(), next.boards);
    else this.ordered = this.ordered.map((s) => this.stacks.get(s.key)!);
    this.listeners.forEach((l) => l());
  }

  private rebuild() {
    this.stacks = groupStacks(this.table.pieces.values());
    this.ordered = drawOrder(this.stacks.values(), this.table.boards);
  }

  snapshot = (): TableSnapshot => this.table;
  stackList = (): Stack[] => this.ordered;
  stack = (key: string): Stack | undefined => this.stacks.get(key);
  /** The stack a piece is in. */
  stackOf(pieceId: string): Stack | undefined {
    const p = this.table.pieces.get(pieceId);
    return p && this.stacks.get(`${p.at.b}|${p.at.x}|${p.at.y}`);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeStack(key: string, listener: Listener): () => void {
    let set = this.stackListeners.get(key);
    if (!set) this.stackListeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set!.delete(listener);
  }
}

function sameStack(a: Stack, b: Stack): boolean {
  if (a.pieces.length !== b.pieces.length) return false;
  return a.pieces.every((p, i) => p === b.pieces[i]);
}
