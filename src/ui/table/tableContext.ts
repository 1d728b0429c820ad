/** The stores one table view shares with its components. */
import { createContext, useContext } from 'react';
import type { SpriteCache } from './faceSprites';
import type { FaceImages } from './counters/faceImages';
import type { TableStore } from './tableStore';
import type { Observable, ViewStore } from './viewStore';

/** The part of the table on screen (table units, with a margin) and the zoom's detail level; empty until the view has measured itself. */
export interface Viewport {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  detail: number;
  /** The zoom (screen pixels per table unit), live during a gesture (React's camera settles later). */
  scale: number;
}

export interface TableContextValue {
  table: TableStore;
  view: ViewStore;
  sprites: SpriteCache;
  /** Decoded images of image faces, shared by the counter painter. */
  images: FaceImages;
  /** Draw every counter each frame instead of painted tiles (`?draw=direct`, the reference tests compare tiles against). */
  drawDirect: boolean;
  viewport: Observable<Viewport>;
}

export const TableContext = createContext<TableContextValue | null>(null);

/** The current table view's stores; components below a table view only. */
export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable() used outside a table view');
  return value;
}
