/**
 * Per-view, per-player UI state that is not part of the game: selection, what is being dragged,
 * the open stack viewer, the marquee, the menu. Kept out of the document so it never syncs or
 * enters undo history.
 */
import { useSyncExternalStore } from 'react';
import { Observable } from '../../model/observable';

export { Observable };

export interface ViewState {
  selection: ReadonlySet<string>;
  /** Pieces lifted into the drag layer. */
  dragging: ReadonlySet<string>;
  /** Piece id whose stack the stack viewer shows. */
  fan: string | null;
  marquee: { x1: number; y1: number; x2: number; y2: number } | null;
  menu: { x: number; y: number } | null;
  /** What last pressed on the table: fingers and pens get the action bar a keyboard is not there for. */
  input: 'mouse' | 'touch' | 'pen';
  /** Taps add to the selection (and a drag on the empty map draws a marquee), as Shift does: a finger's Shift. */
  adding: boolean;
}

/** The view state of one table view. */
export class ViewStore extends Observable<ViewState> {
  constructor() {
    super({ selection: new Set(), dragging: new Set(), fan: null, marquee: null, menu: null, input: 'mouse', adding: false });
  }

  patch(patch: Partial<ViewState>): void {
    this.set({ ...this.get(), ...patch });
  }
}

/** Subscribes a component to one slice of an observable; it re-renders only when the slice changes. */
export function useSlice<T, S>(store: Observable<T>, pick: (s: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()));
}

/** Subscribes a component to a whole observable. */
export function useObservable<T>(store: Observable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
