/**
 * Reading a cell players typed from a printed chart that is not a die-roll table — a terrain
 * effects chart, an expenditure chart: "2", "½", "1½", "+1", a column shift "1L"/"R2" (left is in
 * the defender's favour, so negative), "—"/"X"/"P" for prohibited. Games whose texts print none of
 * their terrain numbers (Operazione C3, Kesselring's War) read their players' charts through it.
 */
import { cellByName } from './tables';
import type { TableData } from './types';

/** A chart cell read: a number, prohibited, or not typed in yet. */
export type ChartCell = { kind: 'number'; value: number } | { kind: 'prohibited' } | { kind: 'missing' };

/** Reads one typed cell; anything unreadable is `missing`, so the rules can say which row to type. */
export function readChartCell(text: string | null): ChartCell {
  if (text === null) return { kind: 'missing' };
  const t = text.trim().replace('\u2212', '-');
  if (/^(—|–|X|P)$/i.test(t)) return { kind: 'prohibited' };
  const shift = /^(\d+)\s*([LR])$|^([LR])\s*(\d+)$/i.exec(t);
  if (shift) {
    const size = Number(shift[1] ?? shift[4]);
    const dir = (shift[2] ?? shift[3]).toUpperCase();
    // Digits past any shift a chart prints read as Infinity: not typed in.
    return Number.isSafeInteger(size) ? { kind: 'number', value: dir === 'L' ? -size : size } : { kind: 'missing' };
  }
  const half = /^([+-]?)(\d*)½$/.exec(t);
  if (half) {
    const whole = Number(half[2] || 0);
    return Number.isSafeInteger(whole) ? { kind: 'number', value: (half[1] === '-' ? -1 : 1) * (whole + 0.5) } : { kind: 'missing' };
  }
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) && t !== '' ? { kind: 'number', value: n } : { kind: 'missing' };
}

/** One cell of a typed chart by row and column name; no chart typed yet reads as missing. */
export function chartCell(chart: TableData | undefined, row: string, column: string): ChartCell {
  return chart ? readChartCell(cellByName(chart, row, column)) : { kind: 'missing' };
}
