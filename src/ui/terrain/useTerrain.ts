/** The live terrain layer of one board, for components: re-reads it whenever anyone changes it. */
import { useMemo, useSyncExternalStore } from 'react';
import { readTerrain, watchTerrain } from '../../doc/terrainOps';
import type { TerrainLayer } from '../../terrain/terrain';
import type { TerrainSession } from './terrainTool';

/** A cached reader of one board's layer that others can watch. */
function terrainStore(session: TerrainSession, boardId: string) {
  const doc = session.actor.doc;
  let cached: TerrainLayer | null = null;
  return {
    get: (): TerrainLayer => (cached ??= readTerrain(doc, boardId)),
    subscribe: (listener: () => void) => {
      // A change between the first read and subscribing would otherwise go unseen.
      cached = null;
      return watchTerrain(doc, boardId, () => {
        cached = null;
        listener();
      });
    },
  };
}

/** Subscribes a component to the terrain of a board. */
export function useTerrain(session: TerrainSession, boardId: string): TerrainLayer {
  const store = useMemo(() => terrainStore(session, boardId), [session, boardId]);
  return useSyncExternalStore(store.subscribe, store.get);
}
