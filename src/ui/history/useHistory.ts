/**
 * The history bar of an open table: its controller, following the live game, with its keys. While
 * the bar is open the replay owns the table store and `live.paused` tells the screen to leave it
 * alone; closing puts the live table back as it then stands.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { GameSession } from '../../doc/session';
import type { TableStore } from '../table/tableStore';
import { HistoryController } from './historyController';
import { useHistoryKeys } from './useHistoryKeys';

export function useHistory(session: GameSession, table: TableStore, onOpenGame: (id: string) => void): { history: HistoryController; live: { paused: boolean } } {
  const openGame = useRef(onOpenGame);
  openGame.current = onOpenGame;
  const live = useMemo(() => ({ paused: false }), [session]);
  const history = useMemo(() => {
    const feed = {
      pause: () => void (live.paused = true),
      resume: () => {
        live.paused = false;
        table.update(session.snapshot());
      },
    };
    return new HistoryController(session, table, feed, (id) => openGame.current(id));
  }, [session, table, live]);
  useEffect(() => {
    const stop = history.follow();
    return () => {
      stop();
      history.close();
    };
  }, [history]);
  useHistoryKeys(history);
  return { history, live };
}
