// The off-map displays every demo lays out under (or beside) its map: boxes, tracks, cups and
// decks, each a board record plus the component record that names it. They are drawn exactly as
// the app draws its own (src/components/layout.ts: a box is one cell over the whole board; a track,
// cup or deck has a name band over one row of square cells, a track's numbered with its values),
// which the demos' unit tests check; kept once so every demo's displays stay the app's shape.

/** The height of the name band over a row of cells. */
export const BAND = 28;

/** The numbering of a one-row display: its columns from `start`, printed as plain numbers. */
const lineNumbering = (start) => ({
  first: 'column', separator: '', columnStart: start, rowStart: 1, columnDigits: 1, rowDigits: 1,
  columnStyle: 'numeric', rowStyle: 'numeric', columnDescending: false, rowDescending: false, stagger: false, only: 'column',
});

/** The square grid of `count` cells under the name band, numbered from `start`. */
const rowGrid = (count, cell, start = 1) => ({
  kind: 'square', dx: cell, dy: cell, originX: cell / 2, originY: BAND + cell / 2, columns: count, rows: 1, numbering: lineNumbering(start), showLines: true,
});

/** A board of `count` cells in a row under the name band. */
const rowBoard = (id, name, fill, x, y, count, cell, start = 1) => ({ id, name, fill, width: count * cell, height: BAND + cell, x, y, grid: rowGrid(count, cell, start) });

/** A box: one cell over the whole board. */
export const box = (id, name, x, y, width, height) => ({
  board: { id, name, fill: '#cfc6a8', width, height, x, y, grid: { kind: 'square', dx: width, dy: height, originX: width / 2, originY: height / 2, columns: 1, rows: 1, numbering: lineNumbering(1), showLines: false } },
  component: { id, kind: 'box', name, boardId: id },
});

/** A horizontal track of the values `from` to `to`, one cell each. */
export const track = (id, name, x, y, from, to, cell) => ({
  board: rowBoard(id, name, '#e6dfc8', x, y, to - from + 1, cell, from),
  component: { id, kind: 'track', name, boardId: id, from, to, vertical: false },
});

/** A cup: the pile cell (its pieces hidden) and the "drawn" cell beside it. */
export const cup = (id, name, x, y, cell) => ({
  board: rowBoard(id, name, '#8a6a4a', x, y, 2, cell),
  component: { id, kind: 'cup', name, boardId: id },
});

/** A deck: draw pile, face-up spot and discard pile, side by side. */
export const deck = (id, name, x, y, cell) => ({
  board: rowBoard(id, name, '#3f5e4b', x, y, 3, cell),
  component: { id, kind: 'deck', name, boardId: id },
});

/** The board and component records of a list of displays. */
export const displayRecords = (displays) => ({ boards: displays.map((d) => d.board), components: displays.map((d) => d.component) });
