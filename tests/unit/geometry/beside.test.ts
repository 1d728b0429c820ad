import { describe, expect, it } from 'vitest';
import { pointBeside } from '../../../src/geometry/beside';
import { cellAt, distance } from '../../../src/geometry/hexGrid';
import { cellRestingPoint } from '../../../src/geometry/places';
import type { Board } from '../../../src/model/records';
import { flatHexGrid } from '../support/grids';

const grid = flatHexGrid(20, 15);
const map: Board = { id: 'map', name: 'Map', width: 2000, height: 1500, x: 0, y: 0, grid } as Board;
const at = (col: number, row: number) => cellRestingPoint(grid, { col, row });
const cellOf = (p: { x: number; y: number }) => cellAt(grid, p.x, p.y)!;

describe('where a copy of a counter goes', () => {
  it('goes to a neighbouring hex, the one to the right first, when it is free', () => {
    const beside = pointBeside(map, at(4, 4), 50, () => false);
    expect(distance(grid, cellOf(beside), { col: 4, row: 4 })).toBe(1);
    expect(beside.x).toBeGreaterThan(at(4, 4).x);
  });

  it('passes over neighbours that hold counters', () => {
    const first = pointBeside(map, at(4, 4), 50, () => false);
    const second = pointBeside(map, at(4, 4), 50, (x, y) => x === first.x && y === first.y);
    expect(second).not.toEqual(first);
    expect(distance(grid, cellOf(second), { col: 4, row: 4 })).toBe(1);
  });

  it('stays on the board at its right edge', () => {
    const beside = pointBeside(map, at(19, 7), 50, () => false);
    const cell = cellOf(beside);
    expect(cell.col).toBeLessThanOrEqual(19);
    expect(distance(grid, cell, { col: 19, row: 7 })).toBe(1);
  });

  it('goes a counter’s width to the right on a board with no grid', () => {
    const plain = { ...map, grid: { kind: 'none' } } as Board;
    expect(pointBeside(plain, { x: 100, y: 80 }, 50, () => false)).toEqual({ x: 155, y: 80 });
  });
});
