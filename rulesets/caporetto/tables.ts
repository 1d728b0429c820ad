/**
 * Caporetto's die-roll tables. The rules text prints the Morale Table, so it ships as data; it
 * does not print the numbers of the Combat Results Table, so only the CRT's shape ships and the
 * players type the numbers in from their own chart (the typed table lives in the game document,
 * under the id `crt`).
 */
import type { TableData, TableSpec } from '../../src/rules/kit';

/** Table ids: the players' typed CRT is stored under `crt` in the game document. */
export const CRT_ID = 'crt';
export const MORALE_ID = 'morale';

/** The odds columns the CRT starts with; players may add or remove columns to match their chart. */
export const defaultCrtColumns: readonly string[] = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'];

/** 11.7: the CRT's shape only. Never put numbers here: the rules text does not print them. */
export const crtSpec: TableSpec = {
  id: CRT_ID,
  name: 'Combat Results Table',
  rule: '11.7',
  die: '1d6',
  columnKind: 'odds',
  shape: { columns: [...defaultCrtColumns], rows: ['1', '2', '3', '4', '5', '6'] },
  editableShape: true,
  codes: [
    { pattern: String.raw`^\d+/\d+$`, example: '3/1', meaning: 'Steps lost: the attacker the number left of the slash, the defender the number right of it (11.7.1).' },
    { pattern: '^E$', example: 'E', meaning: 'All defending units are eliminated (11.7.1).' },
    { pattern: String.raw`^\d+/E$`, example: '1/E', meaning: 'The attacker loses the steps shown; all defending units are eliminated.' },
  ],
  notes:
    'The rules text names the 2:1 and 3:1 columns (11.7.1 example: 2:1, roll 2 → 3/1); check all columns against your CRT. ' +
    'Rolls modified beyond the rows use the first or last row unless your chart has rows like ≤0 or 7+.',
};

/** 10.4 as printed: 1 Panic, 2 Surrender, 3–6 Retreat. */
export const moraleData: TableData = {
  columns: ['Result'],
  rows: ['≤1', '2', '3+'],
  cells: [['Panic'], ['Surrender'], ['Retreat']],
};

/** 10.4: the Morale Table, rolled by a defending Italian or Austro-Hungarian stack that would retreat instead of losing a step. */
export const moraleSpec: TableSpec = {
  id: MORALE_ID,
  name: 'Morale Table',
  rule: '10.4',
  die: '1d6',
  columnKind: 'named',
  shape: { columns: [...moraleData.columns], rows: [...moraleData.rows] },
  codes: [
    { pattern: '^Panic$', example: 'Panic', meaning: 'Defenders absorb all losses and retreat one hex; a die of 1–3 on the same roll, before modifiers, adds one more step loss.' },
    { pattern: '^Surrender$', example: 'Surrender', meaning: 'No retreat after combat; defenders absorb all losses.' },
    { pattern: '^Retreat$', example: 'Retreat', meaning: 'Defending units may retreat one hex instead of one step loss.' },
  ],
  data: moraleData,
  notes:
    'Printed rows are 1, 2 and 3–6; the roll is modified by the defender’s morale level (+2 with assault infantry). ' +
    'A modified roll below 1 reads as Panic and one above 6 as Retreat, so the rows read ≤1 and 3+. ' +
    'The 12.2 example calls a Retreat result “NE (No Event)”.',
};

/** Every table the Caporetto assistant knows. */
export const tables: TableSpec[] = [crtSpec, moraleSpec];
