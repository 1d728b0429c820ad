/**
 * What reading an order of battle produces and placing it consumes: its rows, and mistakes that
 * name their line and column. Shared by orderOfBattle.ts and orderOfBattlePlacement.ts so that
 * neither depends on the other.
 */
import type { NewCounter } from '../doc/pieceOps';

/** A mistake in an order of battle, where it is. */
export interface OrderOfBattleError {
  line: number;
  /** The column's heading as written, when the mistake is in one cell. */
  column?: string;
  message: string;
}

/** `line 4, column factors: '3-x-8' is not like 3-4-8` */
export function formatOrderOfBattleError(e: OrderOfBattleError): string {
  return `line ${e.line}${e.column ? `, column ${e.column}` : ''}: ${e.message}`;
}

/** One line of an order of battle, read. */
export interface OrderOfBattleRow {
  line: number;
  /** How many copies of the counter the line makes. */
  count: number;
  counter: NewCounter;
  /** The hex (or square) label it starts in, as written. */
  hex?: string;
  /** The board it starts on (id or name), as written. */
  board?: string;
}
