/**
 * Puts the rows of an order of battle on the table: finds each row's board and hex and works out
 * where its counters rest. Kept apart from reading the text because it needs the boards (and
 * their grids), which reading does not.
 */
import type { Board } from '../model/records';
import type { NewCounter } from '../doc/pieceOps';
import { inBounds } from '../geometry/hexGrid';
import { parseCellLabel } from '../geometry/numbering';
import { cellRestingPoint, restingPoint } from '../geometry/places';
import type { OrderOfBattleError, OrderOfBattleRow } from './orderOfBattleRows';

/** Finds a board by id, else by name (any case). */
export function findBoard(boards: Iterable<Board>, text: string): Board | undefined {
  const all = [...boards];
  const t = text.trim();
  return all.find((b) => b.id === t) ?? all.find((b) => b.name.trim().toLowerCase() === t.toLowerCase());
}

/**
 * Places the rows of an order of battle: each counter (as many copies as its count) at the
 * resting point of its hex on its board (or `board`, the default), or without a hex stacked at
 * `at` (or, on another board than `at`'s, at that board's centre). Mistakes (a board or hex that
 * does not exist) are reported with their line and column, and then nothing is placed.
 */
export function placeOrderOfBattle(
  rows: readonly OrderOfBattleRow[],
  boards: Iterable<Board>,
  board: string,
  at: { board: string; x: number; y: number },
  columns: { hex: string; board: string } = { hex: 'hex', board: 'board' },
): { counters: NewCounter[]; errors: OrderOfBattleError[] } {
  const all = [...boards];
  const errors: OrderOfBattleError[] = [];
  const counters: NewCounter[] = [];
  const fallback = all.find((b) => b.id === board);
  for (const row of rows) {
    const target = row.board ? findBoard(all, row.board) : fallback;
    if (!target) {
      if (row.board) errors.push({ line: row.line, column: columns.board, message: `there is no board called '${row.board}' (boards: ${all.map((b) => b.name).join(', ') || 'none'})` });
      else errors.push({ line: row.line, message: 'choose a board to put the counters on' });
      continue;
    }
    let place: { board: string; x: number; y: number };
    if (row.hex) {
      const grid = target.grid;
      if (grid.kind === 'none') {
        errors.push({ line: row.line, column: columns.hex, message: `the board '${target.name}' has no grid to find ${row.hex} on (calibrate its grid first)` });
        continue;
      }
      const cell = parseCellLabel(grid, row.hex);
      if (!cell || !inBounds(grid, cell)) {
        errors.push({ line: row.line, column: columns.hex, message: `'${row.hex}' is not a ${grid.kind === 'hex' ? 'hex' : 'square'} of the board '${target.name}'` });
        continue;
      }
      place = { board: target.id, ...cellRestingPoint(grid, cell) };
    } else if (target.id === at.board) place = { ...at };
    else place = { board: target.id, ...restingPoint(target, target.width / 2, target.height / 2) };
    for (let i = 0; i < row.count; i++) counters.push({ ...row.counter, attrs: { ...row.counter.attrs }, at: place });
  }
  return { counters: errors.length ? [] : counters, errors };
}
