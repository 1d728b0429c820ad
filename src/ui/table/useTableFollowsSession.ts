/**
 * Keeps the table store (what the canvas draws) in step with the game: every change regroups only
 * the stacks it names, and a selected counter that is gone leaves the selection. While the history
 * bar shows a past moment (`live.paused`) the live game goes on underneath and the store is left to
 * the replay, which puts the live table back on Back to now.
 */
import { useEffect } from 'react';
import type { GameSession } from '../../doc/session';
import type { TableStore } from './tableStore';
import type { ViewStore } from './viewStore';

export function useTableFollowsSession(session: GameSession, table: TableStore, view: ViewStore, live: { paused: boolean }): void {
  useEffect(() => {
    // A change that landed between making the store and subscribing is caught here.
    table.update(session.snapshot());
    return session.subscribe((change, next) => {
      if (live.paused) return;
      table.update(next, change.pieces);
      const kept = new Set([...view.get().selection].filter((id) => next.pieces.has(id)));
      if (kept.size !== view.get().selection.size) view.patch({ selection: kept });
    });
  }, [session, table, view, live]);
}
