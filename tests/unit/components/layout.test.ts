import { describe, expect, it } from 'vitest';
import type { Board, Piece } from '../../../src/model/records';
import type { SquareGrid } from '../../../src/model/grid';
import { cellLabel, parseCellLabel } from '../../../src/geometry/numbering';
import { cellCentre } from '../../../src/geometry/hexGrid';
import { describePlace, placeLabel, restingPoint } from '../../../src/geometry/places';
import { checkBoard, problemsOf } from '../../../src/model/validate';
import {
  boxBoard,
  cellPoint,
  cupBoard,
  cupCellFor,
  cupCells,
  cupContents,
  cupDropCell,
  deckBoard,
  deckCells,
  emptiestCellPoint,
  handBoard,
  headerHeight,
  hiddenTest,
  isHiddenPlace,
  placeBeside,
  trackBoard,
  trackCells,
  trackLabel,
  trackValueAt,
  trackValues,
} from '../../../src/components/layout';
import { cleanComponentName, ComponentError, isComponent, type TableComponent, type TrackComponent } from '../../../src/components/model';

const origin = { x: 0, y: 0 };

function piece(id: string, b: string, x: number, y: number): Piece {
  return { id, name: id, kind: 'unit', faces: ['f'], face: 0, rot: 0, size: 50, at: { b, x, y, z: 'V' }, attrs: {} };
}

/** Whether this build's numbering prints one-line labels (`only`), which the track boards ask for. */
const printsOneLineLabels = (() => {
  const board = trackBoard('t', 'T', { from: 1, to: 3, cell: 70, vertical: false }, origin);
  return cellLabel(board.grid as SquareGrid, { col: 1, row: 0 }) === '2';
})();

describe('track values', () => {
  it('counts from the first value to the last, negatives included', () => {
    expect(trackValues(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(trackValues(-4, 2)).toEqual([-4, -3, -2, -1, 0, 1, 2]);
    expect(trackValues(0, 20)).toHaveLength(21);
    expect(trackValues(5, 5)).toEqual([5]);
  });

  it('counts down when the first value is the larger', () => {
    expect(trackValues(2, -4)).toEqual([2, 1, 0, -1, -2, -3, -4]);
  });

  it('prints plain numbers, with a minus sign and never "-0"', () => {
    expect([-4, -1, 0, 2, 15].map(trackLabel)).toEqual(['-4', '-1', '0', '2', '15']);
    expect(trackLabel(-0)).toBe('0');
  });
});

describe('track boards', () => {
  it('is one row of cells under the name band, one per value', () => {
    const board = trackBoard('t', 'Turn', { from: 1, to: 10, cell: 70, vertical: false }, { x: 100, y: 50 });
    expect(board).toMatchObject({ width: 700, height: headerHeight + 70, x: 100, y: 50, fill: expect.any(String) });
    expect(board.image).toBeUndefined();
    expect(board.grid).toMatchObject({ kind: 'square', columns: 10, rows: 1, dx: 70, dy: 70, showLines: true });
    expect(problemsOf(checkBoard, board, 'board')).toEqual([]);
    // Every cell lies inside the board, below the band.
    const grid = board.grid as SquareGrid;
    const first = cellCentre(grid, { col: 0, row: 0 });
    const last = cellCentre(grid, { col: 9, row: 0 });
    expect(first).toEqual({ x: 35, y: headerHeight + 35 });
    expect(last.x + 35).toBe(700);
  });

  it('runs down the board when vertical', () => {
    const board = trackBoard('m', 'Morale', { from: -4, to: 2, cell: 60, vertical: true }, origin);
    expect(board).toMatchObject({ width: 60, height: headerHeight + 7 * 60 });
    expect(board.grid).toMatchObject({ columns: 1, rows: 7 });
  });

  it('knows the value of the cell under a point and where each value is drawn', () => {
    const board = trackBoard('m', 'Morale', { from: -4, to: 2, cell: 60, vertical: false }, origin);
    const track: TrackComponent = { id: 'm', kind: 'track', name: 'Morale', boardId: 'm', from: -4, to: 2, vertical: false };
    expect(trackValueAt(track, board, 30, headerHeight + 30)).toBe(-4);
    expect(trackValueAt(track, board, 6 * 60 + 1, headerHeight + 5)).toBe(2);
    expect(trackValueAt(track, board, 30, 5)).toBeNull();
    const cells = trackCells(track, board);
    expect(cells.map((c) => c.value)).toEqual([-4, -3, -2, -1, 0, 1, 2]);
    expect(cells[4].rect).toEqual({ x: 240, y: headerHeight, width: 60, height: 60 });
  });

  it('snaps a piece dropped anywhere in a cell to that cell', () => {
    const board = trackBoard('t', 'Turn', { from: 1, to: 10, cell: 70, vertical: false }, origin);
    const centre = cellPoint(board, { col: 4, row: 0 });
    expect(restingPoint(board, 4 * 70 + 3, headerHeight + 66)).toEqual(centre);
    expect(restingPoint(board, 5 * 70 - 2, headerHeight + 2)).toEqual(centre);
  });

  it('numbers its cells so that each label reads back as the same cell', () => {
    for (const [from, to, vertical] of [[1, 10, false], [-4, 2, false], [2, -4, true], [0, 20, true]] as const) {
      const board = trackBoard('t', 'T', { from, to, cell: 50, vertical }, origin);
      const grid = board.grid as SquareGrid;
      trackValues(from, to).forEach((_, i) => {
        const cell = vertical ? { col: 0, row: i } : { col: i, row: 0 };
        expect(parseCellLabel(grid, cellLabel(grid, cell))).toEqual(cell);
      });
    }
  });

  it.skipIf(!printsOneLineLabels)('labels each cell with its value ("5", "-4") where the numbering prints one part', () => {
    const turn = trackBoard('t', 'Turn', { from: 1, to: 10, cell: 70, vertical: false }, origin);
    const at5 = cellPoint(turn, { col: 4, row: 0 });
    expect(placeLabel(turn, at5.x, at5.y)).toBe('5');
    expect(parseCellLabel(turn.grid as SquareGrid, '5')).toEqual({ col: 4, row: 0 });
    const morale = trackBoard('m', 'Morale', { from: 2, to: -4, cell: 60, vertical: true }, origin);
    const values = trackValues(2, -4).map((_, i) => cellLabel(morale.grid as SquareGrid, { col: 0, row: i }));
    expect(values).toEqual(['2', '1', '0', '-1', '-2', '-3', '-4']);
  });
});

describe('boxes', () => {
  it('has one cell over the whole board, so every drop comes to rest at the centre', () => {
    const box = boxBoard('e', 'Eliminated', { width: 300, height: 200 }, origin);
    expect(box.grid).toMatchObject({ kind: 'square', columns: 1, rows: 1, showLines: false });
    expect(problemsOf(checkBoard, box, 'board')).toEqual([]);
    for (const [x, y] of [[1, 1], [299, 199], [150, 10], [12, 180]]) expect(restingPoint(box, x, y)).toEqual({ x: 150, y: 100 });
    expect(describePlace(box, 150, 100)).toBeTypeOf('string');
  });

  it('places a card sent to a hand in its emptiest cell, the first on ties', () => {
    const hand = handBoard('h', "Alice's hand", origin, 90);
    const first = cellPoint(hand, { col: 0, row: 0 });
    const second = cellPoint(hand, { col: 1, row: 0 });
    expect(emptiestCellPoint(hand, [])).toEqual(first);
    expect(emptiestCellPoint(hand, [piece('a', 'h', first.x, first.y)])).toEqual(second);
    expect(emptiestCellPoint(hand, [piece('a', 'other', first.x, first.y)])).toEqual(first);
    const box = boxBoard('b', 'Box', { width: 101, height: 61 }, origin);
    expect(emptiestCellPoint(box, [])).toEqual(restingPoint(box, 3, 3));
  });
});

describe('cups and decks', () => {
  const cup = cupBoard('c', 'Random events', origin, 120);
  const components: TableComponent[] = [{ id: 'c', kind: 'cup', name: 'Random events', boardId: 'c' }];
  const drawn = cellPoint(cup, cupCells.drawn);
  const pile = cellPoint(cup, cupCells.pile);

  it('hides what is in the cup, but not what was drawn from it', () => {
    expect(isHiddenPlace(cup, components, pile.x, pile.y)).toBe(true);
    expect(isHiddenPlace(cup, components, 10, 5)).toBe(true);
    expect(isHiddenPlace(cup, components, drawn.x, drawn.y)).toBe(false);
    expect(isHiddenPlace(cup, [], pile.x, pile.y)).toBe(false);
    expect(isHiddenPlace(undefined, components, pile.x, pile.y)).toBe(false);
    const hidden = hiddenTest(new Map([['c', cup]]), components);
    expect(hidden({ b: 'c', ...pile })).toBe(true);
    expect(hidden({ board: 'c', ...pile })).toBe(true);
    expect(hidden({ b: 'c', ...drawn })).toBe(false);
    expect(hidden({ b: 'map', ...pile })).toBe(false);
  });

  it('lists what is in the cup in a stable order', () => {
    const inside = cupContents(cup, [piece('z', 'c', pile.x, pile.y), piece('a', 'c', pile.x, pile.y), piece('d', 'c', drawn.x, drawn.y), piece('m', 'map', 1, 1)]);
    expect(inside.map((p) => p.id)).toEqual(['a', 'z']);
  });

  it('lays a deck out as draw pile, face-up spot and discard pile', () => {
    const deck = deckBoard('d', 'Actions', origin, 100);
    expect(deck).toMatchObject({ width: 300, height: headerHeight + 100 });
    const points = [deckCells.pile, deckCells.faceUp, deckCells.discard].map((c) => cellPoint(deck, c));
    expect(points.map((p) => p.x)).toEqual([50, 150, 250]);
    expect(new Set(points.map((p) => p.y))).toEqual(new Set([headerHeight + 50]));
  });
});

describe('placing and checking', () => {
  it('puts a new board to the right of the table, top-aligned, as addBoard does', () => {
    expect(placeBeside([])).toEqual({ x: 0, y: 0 });
    const map: Board = { id: 'map', name: 'Map', fill: '#ccc', width: 1300, height: 1100, x: 0, y: -20, grid: { kind: 'none' } };
    expect(placeBeside([map])).toEqual({ x: 1380, y: -20 });
  });

  it('accepts only sound component records', () => {
    expect(isComponent({ id: 'a', kind: 'cup', name: 'Cup', boardId: 'a' }, 'a')).toBe(true);
    expect(isComponent({ id: 'a', kind: 'track', name: 'T', boardId: 'a', from: -4, to: 2, vertical: false })).toBe(true);
    expect(isComponent({ id: 'a', kind: 'box', name: 'H', boardId: 'a', hand: 'Alice' })).toBe(true);
    expect(isComponent({ id: 'a', kind: 'cup', name: 'Cup', boardId: 'b' })).toBe(false);
    expect(isComponent({ id: 'a', kind: 'cup', name: 'Cup', boardId: 'a' }, 'x')).toBe(false);
    expect(isComponent({ id: 'a', kind: 'track', name: 'T', boardId: 'a', from: 1.5, to: 2, vertical: false })).toBe(false);
    expect(isComponent({ id: 'a', kind: 'box', name: 'H', boardId: 'a', hand: 3 })).toBe(false);
    expect(isComponent({ id: 'a', kind: 'spinner', name: 'S', boardId: 'a' })).toBe(false);
    expect(isComponent(null)).toBe(false);
  });

  it('cleans names and refuses empty or long ones', () => {
    expect(cleanComponentName('  Turn   record ')).toBe('Turn record');
    expect(() => cleanComponentName('   ')).toThrow(ComponentError);
    expect(() => cleanComponentName('x'.repeat(61))).toThrow(/60 characters/);
  });
});

describe('a cup on a table of big counters', () => {
  it('is offered cells a quarter bigger than the largest counter, within the limits', () => {
    expect(cupCellFor(0)).toBe(120);
    expect(cupCellFor(50)).toBe(120);
    expect(cupCellFor(217)).toBe(280);
    expect(cupCellFor(2000)).toBe(400);
  });

  it('takes a drop anywhere on it into its pile, the Drawn spot included; other boards take none', () => {
    const cup = cupBoard('c1', 'Reserves', { x: 0, y: 0 });
    const deck = deckBoard('d1', 'Cards', { x: 400, y: 0 });
    const components = [
      { id: 'c1', kind: 'cup' as const, name: 'Reserves', boardId: 'c1' },
      { id: 'd1', kind: 'deck' as const, name: 'Cards', boardId: 'd1' },
    ];
    expect(cupDropCell(cup, components)).toEqual(cupCells.pile);
    expect(cupDropCell(deck, components)).toBeNull();
  });
});
