/** The stores one table view shares with its components. */
import { createContext, useContext } from 'react';
import type { SpriteCache } from './faceSprites';
import type { TableStore } from './tableStore';
import type { ViewStore } from './viewStore';

export interface TableContextValue {
  table: TableStore;
  view: ViewStore;
  sprites: SpriteCache;
}

export const TableContext = createContext<TableContextValue | null>(null);

/** The current table view's stores; components below a table view only. */
export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable() used outside a table view');
  return value;
}
