/** Reading the tables the players typed in, which the game document keeps by table id. */
import type { TableData } from './types';
import type { RulesView } from '../types';

/** The table the players typed in under `id`, or undefined (own keys only: an id is never a prototype's). */
export function typedTable(view: RulesView, id: string): TableData | undefined {
  return Object.hasOwn(view.tables, id) ? view.tables[id] : undefined;
}
