/**
 * The rules assistant's part in a drag: on lift it asks the ruleset where the counters can go
 * (the reach layer shades those hexes), while dragging it names the cheapest path's cost to the
 * hex under the pointer and keeps the hexes the drag crosses, and after the drop it asks for a
 * verdict on that path: the path judged is the path made. It reads the table as it was
 * at lift, so the verdict judges the move from where the counters stood. It never stops a drop.
 */
import type { Cell } from '../../model/grid';
import { cellKey } from '../../rules/kit/hex';
import { walkTo } from '../../geometry/dragPath';
import type { MoveQuery, MoveVerdict, Reach, Ruleset, RulesView } from '../../rules/types';
import type { Observable } from './viewStore';

/** What the reach layer draws during a drag. */
export interface ReachShade {
  boardId: string;
  from: Cell;
  reach: Reach;
  /** The hex under the pointer, the cheapest path there (start excluded) and its cost; cost null = out of reach. */
  hover: { cell: Cell; path: Cell[]; cost: number | null } | null;
}

/** Where the rules assistant reads from: the chosen ruleset and a view of the map board. */
export interface AssistantSource {
  ruleset(): Ruleset | null;
  /** Whether this player wants reachable hexes shaded while dragging (absent: yes). */
  shading?(): boolean;
  /** Hears a ruleset's failure: the drag goes on unshaded and unjudged, and the players are told. */
  failed?(message: string): void;
  /** The view of a board, or null when it has no grid or no ruleset is chosen. */
  view(boardId: string): RulesView | null;
}

/** A move the assistant judged, kept for "check last move". */
export interface JudgedMove {
  boardId: string;
  query: MoveQuery;
  /** The table as it was before the move. */
  view: RulesView;
  verdict: MoveVerdict;
  /** The undo step of the move itself: what follows from it (hex control) joins that step. */
  step?: symbol;
}

const keyOf = cellKey;

/** Runs a ruleset question; a failure is reported and answered with null, never breaking the drag. */
function guarded<T>(source: AssistantSource, ruleset: Ruleset, ask: () => T): T | null {
  try {
    return ask();
  } catch (e) {
    source.failed?.(`The ${ruleset.name} assistant could not read this move: ${(e as Error).message}`);
    return null;
  }
}

/** The drag hooks the table host calls; all do nothing while no ruleset is chosen. */
export interface MoveAssist {
  lift(ids: readonly string[], boardId: string, from: Cell): void;
  /** Counters lifted from a board the assistant does not read (a pool, a box): a drop on the map may be a placement to judge. */
  liftFromElsewhere(ids: readonly string[]): void;
  hover(boardId: string, cell: Cell | null): void;
  /**
   * The drop landed (or was cancelled: `to` null). Ends the drag at once and returns the judging
   * still to do, so the host can run it after the drop has been drawn; null when there is nothing to judge.
   */
  drop(to: { boardId: string; cell: Cell } | null): (() => JudgedMove | null) | null;
}

/** Makes the drag hooks over a source of rules, publishing the shading to `shade`. */
export function createMoveAssist(source: AssistantSource, shade: Observable<ReachShade | null>): MoveAssist {
  /** What was lifted, and the hexes the drag has crossed so far (start excluded), filled in between pointer samples. */
  let lifted: { ids: readonly string[]; boardId: string; from: Cell; view: RulesView; ruleset: Ruleset; walked: Cell[] } | null = null;
  let hovered = '';
  /** Pieces lifted from a board the assistant does not read, for a placement verdict. */
  let placing: readonly string[] | null = null;
  return {
    liftFromElsewhere(ids) {
      lifted = null;
      shade.set(null);
      placing = source.ruleset()?.judgesPlacement ? ids : null;
    },
    lift(ids, boardId, from) {
      lifted = null;
      shade.set(null);
      const ruleset = source.ruleset();
      const view = ruleset && source.view(boardId);
      placing = ruleset?.judgesPlacement && !view ? ids : null;
      const movers = view?.units.filter((u) => ids.includes(u.id) && u.kind === 'unit' && ruleset?.sideOf(u));
      if (!ruleset || !view || !movers?.length) return;
      lifted = { ids: movers.map((u) => u.id), boardId, from, view, ruleset, walked: [] };
      hovered = '';
      if (source.shading?.() === false) return;
      const reach = guarded(source, ruleset, () => ruleset.reach(view, movers.map((u) => u.id), from));
      if (reach) shade.set({ boardId, from, reach, hover: null });
    },
    hover(boardId, cell) {
      if (lifted && cell && boardId === lifted.boardId) lifted.walked = walkTo(lifted.view.map.grid, lifted.from, lifted.walked, cell);
      const current = shade.get();
      if (!lifted || !current) return;
      const key = cell && boardId === lifted.boardId ? keyOf(cell) : '';
      if (key === hovered) return;
      hovered = key;
      if (!cell || !key) return shade.set({ ...current, hover: null });
      const cost = current.reach.cost.get(key) ?? null;
      shade.set({ ...current, hover: { cell, path: cost === null ? [] : (current.reach.pathTo(cell) ?? []), cost } });
    },
    drop(to) {
      const was = lifted;
      const placed = placing;
      lifted = null;
      placing = null;
      shade.set(null);
      if (placed && to) return () => judgePlacement(source, placed, to);
      if (!was || !to || to.boardId !== was.boardId || keyOf(to.cell) === keyOf(was.from)) return null;
      // On an area map a move goes from one area to another: there are no cells between to walk.
      const path = was.view.areas ? [to.cell] : walkTo(was.view.map.grid, was.from, was.walked, to.cell);
      const query: MoveQuery = { pieceIds: was.ids, from: was.from, path, to: to.cell };
      return () => {
        const verdict = guarded(source, was.ruleset, () => was.ruleset.checkMove(was.view, query));
        return verdict && { boardId: was.boardId, query, view: was.view, verdict };
      };
    },
  };
}

/**
 * The verdict on counters placed on the map from another board, read on the table as it is after
 * the drop (the placed counters are on it); null when the ruleset does not judge placements or
 * none of them is a unit of a side.
 */
function judgePlacement(source: AssistantSource, ids: readonly string[], to: { boardId: string; cell: Cell }): JudgedMove | null {
  const ruleset = source.ruleset();
  const view = ruleset?.judgesPlacement ? source.view(to.boardId) : null;
  const placed = view?.units.filter((u) => ids.includes(u.id) && u.kind === 'unit' && ruleset?.sideOf(u));
  if (!ruleset || !view || !placed?.length) return null;
  const query: MoveQuery = { pieceIds: placed.map((u) => u.id), from: to.cell, path: [], to: to.cell, placed: true };
  const verdict = guarded(source, ruleset, () => ruleset.checkMove(view, query));
  return verdict && { boardId: to.boardId, query, view, verdict };
}
