/**
 * The combat set-up and its reading, as every CRT game assembles them: the combat dialog's content
 * from the forces found (their ids, strengths, odds column, shifts with reason and rule), the
 * columns of the players' typed CRT, how the column moved ("2:1, 1R → 3:1"), the typed cell a roll
 * reads with a sentence for each way it can be missing, and the log line.
 */
import { shiftText } from './format';
import { lookup } from './tables';
import { typedTable } from './typedTable';
import type { TableSpec } from './types';
import type { CombatSetup, RulesView } from '../types';

/** The columns a table is read with: the players' typed ones (their chart may be wider), else the spec's shape. */
export function tableColumns(view: RulesView, spec: TableSpec): string[] {
  const typed = typedTable(view, spec.id);
  return [...(typed && typed.columns.length > 0 ? typed.columns : spec.shape.columns)];
}

/** How the column moved, for the explanation and the log: "2:1" with no shift, else "2:1, 1R → 3:1". */
export function columnPath(from: string, shift: number, to: string): string {
  return shift === 0 ? from : `${from}, ${shiftText(shift)} → ${to}`;
}

/** What a combat found, before the dialog's set-up is written: the units themselves, not their ids; the table defaults to `crt`. */
export type CombatParts = Omit<CombatSetup, 'attackers' | 'defenders' | 'tableId'> & {
  attackers: readonly { id: string }[];
  defenders: readonly { id: string }[];
  tableId?: string;
};

/** The combat dialog's set-up from what a combat found. */
export function combatSetup(parts: CombatParts): CombatSetup {
  const { attackers, defenders, tableId, ...rest } = parts;
  return { ...rest, attackers: attackers.map((u) => u.id), defenders: defenders.map((u) => u.id), tableId: tableId ?? 'crt' };
}

/** The cell a roll reads on a typed table, and a sentence for each reason it may not be the whole story. */
export interface TypedRead {
  cell: string | null;
  notes: string[];
}

/** How a game words a typed table's gaps. */
export interface ReadWords {
  /** Said when the table is not typed in at all: "Type the CRT in from your chart …". */
  untyped: string;
  /** Say so when the roll is off the rows typed and the last (or first) row was read. */
  sayClamped?: boolean;
}

/**
 * Reads a roll on the typed table at a column index: nothing typed → `words.untyped`; an empty
 * cell → "The 3:1 column has nothing typed for 5."; a roll off the rows → said when asked.
 */
export function readTyped(view: RulesView, tableId: string, column: number, label: string, roll: number, words: ReadWords): TypedRead {
  const table = typedTable(view, tableId);
  if (!table) return { cell: null, notes: [words.untyped] };
  const read = lookup(table, column, roll);
  if (!read?.cell) return { cell: null, notes: [`The ${label} column has nothing typed for ${roll}.`] };
  const notes = words.sayClamped && read.clamped ? [`${roll} is off the rows typed: read on row ${read.row} (check your chart).`] : [];
  return { cell: read.cell, notes };
}

/** The combat's log line: "attack 0806 (12 v 4): 3:1, 1R → 4:1; roll 5: 1/Dr". */
export function attackSummary(view: RulesView, setup: CombatSetup, path: string, rolled: string, result: string | null): string {
  return `attack ${view.map.label(setup.defenderCell)} (${setup.attack} v ${setup.defence}): ${path}; roll ${rolled}: ${result ?? 'not typed in'}`;
}
