/**
 * The game's boxes, tracks, cups and decks as a live, plain list for the interface: one watcher
 * per open document (shared by every component that asks), so renderers and hit-testing read a
 * cached list instead of the document on every pointer move.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { readComponents, watchComponents } from '../../doc/componentOps';
import type { GameSession } from '../../doc/session';
import type { TableComponent } from '../../components/model';
import { hiddenTest } from '../../components/layout';
import type { Board } from '../../model/records';
import { Observable } from '../../model/observable';

const stores = new WeakMap<Y.Doc, Observable<readonly TableComponent[]>>();

/** The live list of the session's components (made on first use; lives as long as the document). */
export function componentsOf(session: GameSession): Observable<readonly TableComponent[]> {
  const doc = session.actor.doc;
  let store = stores.get(doc);
  if (!store) {
    const made = new Observable<readonly TableComponent[]>(readComponents(doc));
    watchComponents(doc, (list) => made.set(list));
    stores.set(doc, made);
    store = made;
  }
  return store;
}

/** The session's components; re-renders when they change. */
export function useComponents(session: GameSession): readonly TableComponent[] {
  const store = componentsOf(session);
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * A test for stacks or pieces hidden in a cup, from the session's current components — for
 * hit-testing (`table.stackList().filter((s) => !hidden(s))`). Cheap: build it per gesture.
 */
export function hiddenInCups(session: GameSession, boards: ReadonlyMap<string, Board>): (at: { b?: string; board?: string; x: number; y: number }) => boolean {
  return hiddenTest(boards, componentsOf(session).get());
}

/** The boards of a session; re-renders only when a board changes, not on every move. */
export function useSessionBoards(session: GameSession) {
  const subscribe = useCallback((listener: () => void) => session.subscribe(() => listener()), [session]);
  return useSyncExternalStore(subscribe, () => session.snapshot().boards);
}

/** The plain table snapshot of a session; re-renders on every change of the table. */
export function useSessionTable(session: GameSession) {
  const subscribe = useCallback((listener: () => void) => session.subscribe(() => listener()), [session]);
  return useSyncExternalStore(subscribe, session.snapshot);
}
