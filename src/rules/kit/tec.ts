/**
 * A Terrain Effects Table whose numbers the players type in from their chart (Operazione C3,
 * Kesselring's War print none in their texts). A game declares its rows and columns once; the
 * kit makes the table's spec for the table editor (with the codes a chart cell may hold), reads a
 * cell by row and column, and lists the rows not typed in yet — so the types of rows and columns,
 * the spec's shape and the lookups can never disagree.
 */
import { chartCell, type ChartCell } from './chartCell';
import { typedTable } from './typedTable';
import type { ResultCode, TableData, TableSpec } from './types';
import type { RulesView } from '../types';

/** What each kind of chart cell means in this game's TEC, shown in the table editor. */
export interface TecMeanings {
  /** A number: "MP to enter; type 0 where the chart shows no effect". */
  number: string;
  /** A column shift such as 1L: "the defender's column shift". */
  shift: string;
  /** "—" or "X": defaults to "prohibited". */
  prohibited?: string;
}

/**
 * The codes a typed chart cell may hold, as `readChartCell` reads them: a number (halves
 * included), a column shift ("1L", "R2"), or prohibited ("—", "X").
 */
export function chartCellCodes(meanings: TecMeanings): ResultCode[] {
  return [
    { pattern: '[+\\-\u2212]?\\d+(?:[.,]\\d+)?|[+\\-\u2212]?\\d*½', example: '2', meaning: meanings.number },
    { pattern: '\\d[LR]|[LR]\\d', example: '1L', meaning: meanings.shift },
    { pattern: '—|X', example: '—', meaning: meanings.prohibited ?? 'prohibited' },
  ];
}

/**
 * Cells of several rows combined (a hex's base terrain and what is marked on it): a number with
 * the rows it came from, prohibited by the first row that prohibits, or missing with every row not
 * typed in yet. Prohibited wins over missing, missing over numbers.
 */
export type TecSum = { kind: 'number'; value: number; rows: string[] } | { kind: 'prohibited'; rows: string[] } | { kind: 'missing'; rows: string[] };

/** How a game describes its TEC: the shape as the chart prints it and what its cells mean. */
export interface TecDeclaration<Row extends string, Column extends string> {
  /** The rule that gives the chart: "1.3.5", "13.4, 15.5". */
  rule: string;
  /** The chart's name as printed; defaults to "Terrain Effects Table". */
  name?: string;
  rows: readonly Row[];
  columns: readonly Column[];
  meanings: TecMeanings;
  notes?: string;
}

/** A declared TEC: its shape, its spec for the table editor, and its lookups. */
export interface Tec<Row extends string, Column extends string> {
  rows: readonly Row[];
  columns: readonly Column[];
  /** The table spec under the id `tec`, rows by name, shape fixed: the players type the numbers. */
  spec: TableSpec;
  /** One cell of the players' typed TEC (undefined: nothing typed yet, read as missing). */
  cell(typed: TableData | undefined, row: string, column: Column): ChartCell;
  /** The players' typed TEC in this view, or undefined. */
  typed(view: RulesView): TableData | undefined;
  /** One cell of the view's typed TEC: the one lookup a rule makes. */
  read(view: RulesView, row: string, column: Column): ChartCell;
  /** One column summed over rows: effects that add (C3 1.3.5 overlapping terrain, Kesselring's War 15.5 shifts). */
  sum(typed: TableData | undefined, rows: readonly string[], column: Column): TecSum;
  /** The highest single cost among rows (Kesselring's War 13.4); no rows read as −Infinity. */
  highest(typed: TableData | undefined, rows: readonly string[], column: Column): TecSum;
  /** The rows with a cell in any column not typed in yet, in the chart's order. */
  untypedRows(typed: TableData | undefined): Row[];
}

/** The table id every typed TEC is stored under in the game document. */
export const TEC_ID = 'tec';

/** Declares a game's TEC in one place; see `Tec`. */
export function defineTec<const Row extends string, const Column extends string>(d: TecDeclaration<Row, Column>): Tec<Row, Column> {
  const spec: TableSpec = {
    id: TEC_ID, name: d.name ?? 'Terrain Effects Table', rule: d.rule, die: '', columnKind: 'named', rowKind: 'named',
    shape: { columns: [...d.columns], rows: [...d.rows] }, editableShape: false,
    codes: chartCellCodes(d.meanings),
    ...(d.notes === undefined ? {} : { notes: d.notes }),
  };
  const cell = (typed: TableData | undefined, row: string, column: Column): ChartCell => chartCell(typed, row, column);
  const combine = (add: (a: number, b: number) => number, start: number) => (typed: TableData | undefined, rows: readonly string[], column: Column): TecSum => {
    let value = start;
    const missing: string[] = [];
    for (const row of rows) {
      const read = cell(typed, row, column);
      if (read.kind === 'prohibited') return { kind: 'prohibited', rows: [row] };
      if (read.kind === 'missing') missing.push(row);
      else value = add(value, read.value);
    }
    return missing.length > 0 ? { kind: 'missing', rows: missing } : { kind: 'number', value, rows: [...rows] };
  };
  return {
    rows: d.rows, columns: d.columns, spec, cell,
    typed: (view) => typedTable(view, TEC_ID),
    read: (view, row, column) => cell(typedTable(view, TEC_ID), row, column),
    sum: combine((a, b) => a + b, 0),
    highest: combine(Math.max, -Infinity),
    untypedRows: (typed) => d.rows.filter((row) => d.columns.some((column) => cell(typed, row, column).kind === 'missing')),
  };
}
