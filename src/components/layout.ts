/**
 * The boards that boxes, tracks, cups, decks and hands are drawn as, and the places on them: which
 * cell is a cup's pile or a deck's discard pile, which pieces a cup hides, where a dealt card goes.
 * Pure functions of plain records (see `model.ts` for what each component is).
 *
 * Every component board has no image, a fill colour, and a square grid. Boxes have one cell over
 * the whole board; the others have a name band (`headerHeight`) along the top and a row (or, for a
 * vertical track, a column) of square cells under it.
 */
import type { Cell, GridNumbering, SquareGrid } from '../model/grid';
import type { Board, Piece } from '../model/records';
import { cellAt, inBounds } from '../geometry/hexGrid';
import { cellRestingPoint } from '../geometry/places';
import { tableBounds } from '../geometry/tableLayout';
import { maxCell, type TableComponent, type TrackComponent } from './model';

/** Height of the band along the top of a track, cup, deck or hand where its name is drawn. */
export const headerHeight = 28;
/** Gap left between boards placed side by side (as `addBoard` does), in table units. */
export const boardGap = 80;

export const defaultBoxSize = { width: 300, height: 200 };
export const defaultTrackCell = 70;
export const defaultCupCell = 120;
export const defaultDeckCell = 120;
export const defaultHandCell = 90;
/** Cells in a hand (cards beyond them stack on the emptiest). */
export const handCells = 6;

/** Fill colours of component boards. */
export const componentFills = {
  box: '#cfc6a8',
  hand: '#b7c4cf',
  track: '#e6dfc8',
  cup: '#8a6a4a',
  deck: '#3f5e4b',
} as const;

/** The colour of the tag naming a cup when the view is zoomed out: darker than the cup, a tag pinned on it. */
export const cupLandmarkFill = '#20160e';

/** Cells of a cup: the pile (hidden) and the spot where a drawn piece lands. */
export const cupCells = { pile: { col: 0, row: 0 }, drawn: { col: 1, row: 0 } } as const;
/** Cells of a deck: draw pile (face down), face-up spot (cards drawn to the table), discard pile. */
export const deckCells = { pile: { col: 0, row: 0 }, faceUp: { col: 1, row: 0 }, discard: { col: 2, row: 0 } } as const;

/**
 * Numbering for a one-line grid whose labels print only the value along the line ("5", "-4").
 * `only` is not (yet) part of `GridNumbering`: builds that do not know it ignore it and print the
 * usual two-part label (`51` for column 5 of row 1), which is why the row part starts at 1 and has
 * one digit.
 */
export type LineNumbering = GridNumbering & { only?: 'column' | 'row' };

/** Numbering printing `start…` along one axis, counting down when `descending`. */
export function lineNumbering(axis: 'column' | 'row', start: number, descending = false): LineNumbering {
  return {
    first: axis,
    separator: '',
    columnStart: axis === 'column' ? start : 1,
    rowStart: axis === 'row' ? start : 1,
    columnDigits: 1,
    rowDigits: 1,
    columnStyle: 'numeric',
    rowStyle: 'numeric',
    columnDescending: axis === 'column' && descending,
    rowDescending: axis === 'row' && descending,
    stagger: false,
    only: axis,
  };
}

/** A row (or column) of `count` square cells of side `cell` under the name band. */
function lineGrid(count: number, cell: number, vertical: boolean, numbering: GridNumbering, showLines = true): SquareGrid {
  return {
    kind: 'square',
    dx: cell,
    dy: cell,
    originX: cell / 2,
    originY: headerHeight + cell / 2,
    columns: vertical ? 1 : count,
    rows: vertical ? count : 1,
    numbering,
    showLines,
  };
}

/** Where a new board goes: to the right of everything on the table, top-aligned (the rule `addBoard` follows). */
export function placeBeside(boards: Iterable<Board>): { x: number; y: number } {
  const list = [...boards];
  if (!list.length) return { x: 0, y: 0 };
  const bounds = tableBounds(list);
  return { x: bounds.x + bounds.width + boardGap, y: bounds.y };
}

/** A box: one cell over the whole board, so whatever is dropped in it snaps to the centre and stacks. */
export function boxBoard(id: string, name: string, size: { width: number; height: number }, at: { x: number; y: number }, fill: string = componentFills.box): Board {
  const { width, height } = size;
  return {
    id,
    name,
    fill,
    width,
    height,
    x: at.x,
    y: at.y,
    grid: { kind: 'square', dx: width, dy: height, originX: width / 2, originY: height / 2, columns: 1, rows: 1, numbering: lineNumbering('column', 1), showLines: false },
  };
}

/** A player's hand: a row of card-sized cells under the name band. */
export function handBoard(id: string, name: string, at: { x: number; y: number }, cell = defaultHandCell): Board {
  return { id, name, fill: componentFills.hand, width: handCells * cell, height: headerHeight + cell, x: at.x, y: at.y, grid: lineGrid(handCells, cell, false, lineNumbering('column', 1)) };
}

/** The values of a track's cells in order: `from` stepping by one towards `to`. */
export function trackValues(from: number, to: number): number[] {
  const step = to >= from ? 1 : -1;
  const out: number[] = [];
  for (let v = from; ; v += step) {
    out.push(v + 0);
    if (v === to) break;
  }
  return out;
}

/** The text printed in a track cell (and its label): `5`, `-4`, `0`. */
export function trackLabel(value: number): string {
  return String(value + 0);
}

/** A track: `|to − from| + 1` cells of side `cell` in a row (or a column), numbered from `from` to `to`. */
export function trackBoard(id: string, name: string, track: { from: number; to: number; cell: number; vertical: boolean }, at: { x: number; y: number }): Board {
  const { from, to, cell, vertical } = track;
  const count = Math.abs(to - from) + 1;
  const numbering = lineNumbering(vertical ? 'row' : 'column', Math.min(from, to), from > to);
  return {
    id,
    name,
    fill: componentFills.track,
    width: vertical ? cell : count * cell,
    height: headerHeight + (vertical ? count * cell : cell),
    x: at.x,
    y: at.y,
    grid: lineGrid(count, cell, vertical, numbering),
  };
}

/**
 * The side a new cup's cells get on a table whose largest counter is `largestCounter` units: the
 * default, or a quarter more than that counter so a drawn one fits its spot with room to spare and
 * the cup stays a landmark beside big scans (a 217-unit counter makes a 280-unit cup cell), up to
 * the largest cell allowed.
 */
export function cupCellFor(largestCounter: number): number {
  const roomy = Math.ceil((largestCounter * 1.25) / 10) * 10;
  return Math.min(maxCell, Math.max(defaultCupCell, Number.isFinite(roomy) ? roomy : 0));
}

/** A cup: the pile cell (its pieces hidden) and the "drawn" cell beside it. */
export function cupBoard(id: string, name: string, at: { x: number; y: number }, cell = defaultCupCell): Board {
  return { id, name, fill: componentFills.cup, width: 2 * cell, height: headerHeight + cell, x: at.x, y: at.y, grid: lineGrid(2, cell, false, lineNumbering('column', 1)) };
}

/** A deck: draw pile, face-up spot and discard pile, side by side. */
export function deckBoard(id: string, name: string, at: { x: number; y: number }, cell = defaultDeckCell): Board {
  return { id, name, fill: componentFills.deck, width: 3 * cell, height: headerHeight + cell, x: at.x, y: at.y, grid: lineGrid(3, cell, false, lineNumbering('column', 1)) };
}

/* ----------------------------------------------------------------------------------------------
 * Places on component boards
 * -------------------------------------------------------------------------------------------- */

/** A board's square grid, or null (for a board that is not a component board). */
function squareGrid(board: Board): SquareGrid | null {
  return board.grid.kind === 'square' ? board.grid : null;
}

/** Whether a board point lies in a cell. */
export function inCell(board: Board, cell: Cell, x: number, y: number): boolean {
  const at = cellAt(board.grid, x, y);
  return !!at && at.col === cell.col && at.row === cell.row;
}

/** The point where pieces in a cell of a component board rest (its centre, in whole pixels). */
export function cellPoint(board: Board, cell: Cell): { x: number; y: number } {
  const grid = squareGrid(board);
  if (!grid) return { x: Math.round(board.width / 2), y: Math.round(board.height / 2) };
  return cellRestingPoint(grid, cell);
}

/** The rectangle of a cell, in board coordinates. */
export function cellRect(board: Board, cell: Cell): { x: number; y: number; width: number; height: number } {
  const grid = squareGrid(board);
  if (!grid) return { x: 0, y: 0, width: board.width, height: board.height };
  return { x: grid.originX + (cell.col - 0.5) * grid.dx, y: grid.originY + (cell.row - 0.5) * grid.dy, width: grid.dx, height: grid.dy };
}

/** The component drawn as a board, if any. */
export function componentOf(boardId: string, components: Iterable<TableComponent>): TableComponent | undefined {
  for (const c of components) if (c.boardId === boardId) return c;
  return undefined;
}

/**
 * Whether a piece at a board point is inside a cup, so it is not to be shown (nor picked up by
 * hand): anywhere on a cup's board except its "drawn" cell.
 */
export function isHiddenPlace(board: Board | undefined, components: Iterable<TableComponent>, x: number, y: number): boolean {
  if (!board) return false;
  const c = componentOf(board.id, components);
  return c?.kind === 'cup' && !inCell(board, cupCells.drawn, x, y);
}

/**
 * The cell a drop anywhere on a cup goes to: its pile, also when the pointer is over the "Drawn"
 * spot beside it, so a counter dropped on a cup always goes in, hidden (the whole cup looks like
 * one container; pieces come to the Drawn spot only by a draw). Null for any other board.
 */
export function cupDropCell(board: Board, components: Iterable<TableComponent>): Cell | null {
  return componentOf(board.id, components)?.kind === 'cup' ? cupCells.pile : null;
}

/**
 * A test for pieces (or stacks: anything with a board and a point) hidden in cups, for renderers
 * and hit-testing. Build it once per change of boards or components.
 */
export function hiddenTest(boards: ReadonlyMap<string, Board>, components: Iterable<TableComponent>): (at: { b?: string; board?: string; x: number; y: number }) => boolean {
  const cups = new Map<string, Board>();
  for (const c of components) {
    const board = c.kind === 'cup' ? boards.get(c.boardId) : undefined;
    if (board) cups.set(board.id, board);
  }
  return (at) => {
    const board = cups.get(at.b ?? at.board ?? '');
    return !!board && !inCell(board, cupCells.drawn, at.x, at.y);
  };
}

/** The pieces inside a cup (everything on its board but the drawn cell), in a stable order. */
export function cupContents(board: Board, pieces: Iterable<Piece>): Piece[] {
  return [...pieces].filter((p) => p.at.b === board.id && !inCell(board, cupCells.drawn, p.at.x, p.at.y)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The pieces in one cell of a board. */
export function piecesInCell(board: Board, cell: Cell, pieces: Iterable<Piece>): Piece[] {
  return [...pieces].filter((p) => p.at.b === board.id && inCell(board, cell, p.at.x, p.at.y));
}

/**
 * Where a piece sent to a board (a hand, a box) rests: the centre of the in-bounds cell holding the
 * fewest pieces, the first such cell on ties; the board's centre when it has no cells.
 */
export function emptiestCellPoint(board: Board, pieces: Iterable<Piece>): { x: number; y: number } {
  const grid = squareGrid(board) ?? (board.grid.kind === 'hex' ? board.grid : null);
  if (!grid) return { x: Math.round(board.width / 2), y: Math.round(board.height / 2) };
  const counts = new Map<string, number>();
  for (const p of pieces) {
    if (p.at.b !== board.id) continue;
    const cell = cellAt(grid, p.at.x, p.at.y);
    if (cell && inBounds(grid, cell)) counts.set(`${cell.col},${cell.row}`, (counts.get(`${cell.col},${cell.row}`) ?? 0) + 1);
  }
  let best: Cell = { col: 0, row: 0 };
  let fewest = Infinity;
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.columns; col++) {
      const n = counts.get(`${col},${row}`) ?? 0;
      if (n < fewest) {
        fewest = n;
        best = { col, row };
      }
    }
  }
  return cellRestingPoint(grid, best);
}

/** The track value of the cell at a board point, or null off the track. */
export function trackValueAt(track: TrackComponent, board: Board, x: number, y: number): number | null {
  const grid = squareGrid(board);
  const cell = grid && cellAt(grid, x, y);
  if (!grid || !cell || !inBounds(grid, cell)) return null;
  const index = track.vertical ? cell.row : cell.col;
  return trackValues(track.from, track.to)[index] ?? null;
}

/** Each track cell with its value, for drawing the printed numbers. */
export function trackCells(track: TrackComponent, board: Board): { value: number; rect: ReturnType<typeof cellRect> }[] {
  return trackValues(track.from, track.to).map((value, i) => ({ value, rect: cellRect(board, track.vertical ? { col: 0, row: i } : { col: i, row: 0 }) }));
}
