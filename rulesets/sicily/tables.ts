/**
 * The Sicily module's tables. Its text prints neither a combat results table nor the Fall of
 * Mussolini Table's numbers — it names the table's outcomes (Mussolini falls, Italian
 * Demoralization, Fascist Revival) but not the rolls that give them — so both ship as shapes only;
 * the players type them in from their own charts. Nothing here is the game's numbers.
 */
import type { TableSpec } from '../../src/rules/kit';

const dice1d6 = ['1', '2', '3', '4', '5', '6'];

/**
 * The game's combat results table, as a shape: odds columns and die rows. The module's text prints
 * no CRT and names no result codes, so any code is accepted; NR 2.2's +1 may take a roll past the
 * last row, which then reads the last row (check your chart).
 */
export const crt: TableSpec = {
  id: 'crt', name: 'Combat Results Table (shape only)', rule: 'NR 2.2, CD 1.6', die: '1d6', columnKind: 'odds',
  shape: { columns: ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'], rows: dice1d6 },
  editableShape: true,
  codes: [{ pattern: '.{1,24}', example: 'DR', meaning: 'as printed on your chart: this module\'s text prints no CRT. A result with "R" or "retreat" in it is read as one that may force a retreat (CD 1.6)' }],
  notes: 'A shape only: the module\'s text prints no combat results table. Type your game\'s CRT in, editing the columns and rows to match your chart. Odds are rounded in the defender\'s favour; a roll past the last row (NR 2.2\'s +1) reads the last row.',
};

/**
 * FM 3.1 the Fall of Mussolini Table, as a shape: rows of modified die results, one Result column.
 * Rows 7 and 8 are reachable only with a bombing of Rome (+2 or +1, FM 3.2). The text does not name
 * the die: 1d6 is assumed; edit the rows to match the chart.
 */
export const mussoliniTable: TableSpec = {
  id: 'mussolini', name: 'Fall of Mussolini Table (shape only)', rule: 'FM 3.1–3.4', die: '1d6', columnKind: 'named',
  shape: { columns: ['Result'], rows: [...dice1d6, '7', '8'] },
  editableShape: true,
  codes: [{ pattern: '.{1,80}', example: 'Mussolini falls', meaning: 'as printed on your chart. The assistant reads "falls" (Mussolini falls), "demoralization" (Italian Demoralization, FM 3.3) and "revival" (Fascist Revival, FM 3.4) in any case, combined or alone; anything else (No effect) changes nothing' }],
  notes: 'A shape only: the module\'s text names the outcomes but prints no rolls. The die is not named either; 1d6 is assumed, so check your chart and edit the rows (rows 7–8 come only from bombing Rome, +2 the first time, +1 the second, FM 3.2).',
};

export const tables: readonly TableSpec[] = [crt, mussoliniTable];
