import { describe, expect, it } from 'vitest';
import { walkTo } from '../../../src/geometry/dragPath';
import { distance } from '../../../src/geometry/hexGrid';
import type { Cell, SquareGrid } from '../../../src/model/grid';
import { standardNumbering } from '../../../src/model/grid';
import { flatHexGrid } from '../support/grids';

const hexes = flatHexGrid(20, 15);
const squares: SquareGrid = { kind: 'square', dx: 50, dy: 50, originX: 25, originY: 25, columns: 20, rows: 20, numbering: standardNumbering, showLines: false };
const c = (col: number, row: number): Cell => ({ col, row });
const names = (cells: readonly Cell[]) => cells.map((x) => `${x.col},${x.row}`);

describe('the path a fast drag makes', () => {
  it('fills in the hexes between two pointer samples four hexes apart, each next to the one before', () => {
    const path = walkTo(hexes, c(4, 5), [], c(4, 9));
    expect(names(path)).toEqual(['4,6', '4,7', '4,8', '4,9']);
  });

  it('keeps every step adjacent on a diagonal sampled twice', () => {
    const start = c(2, 2);
    const path = walkTo(hexes, start, walkTo(hexes, start, [], c(5, 4)), c(9, 6));
    expect(path[path.length - 1]).toEqual(c(9, 6));
    [start, ...path].slice(1).forEach((cell, i) => expect(distance(hexes, [start, ...path][i], cell)).toBe(1));
  });

  it('takes a loop back out when the drag comes back over its own path', () => {
    const out = walkTo(hexes, c(4, 5), [], c(4, 8));
    expect(names(walkTo(hexes, c(4, 5), out, c(4, 6)))).toEqual(['4,6']);
  });

  it('has walked nowhere once the drag is back on its start hex', () => {
    const out = walkTo(hexes, c(4, 5), [], c(6, 5));
    expect(walkTo(hexes, c(4, 5), out, c(4, 5))).toEqual([]);
  });

  it('does not change the path it is given, and repeats nothing for a sample on the same hex', () => {
    const walked = [c(4, 6)];
    expect(walkTo(hexes, c(4, 5), walked, c(4, 6))).toEqual([c(4, 6)]);
    walkTo(hexes, c(4, 5), walked, c(4, 9));
    expect(walked).toEqual([c(4, 6)]);
  });

  it('steps as a king moves on a square grid', () => {
    expect(names(walkTo(squares, c(0, 0), [], c(3, 3)))).toEqual(['1,1', '2,2', '3,3']);
  });
});
