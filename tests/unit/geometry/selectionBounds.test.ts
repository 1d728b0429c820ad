import { describe, expect, it } from 'vitest';
import { selectionBounds } from '../../../src/geometry/selectionBounds';
import type { Board, Piece } from '../../../src/model/records';

const board = { id: 'm', x: 100, y: 50 } as Board;
const piece = (x: number, y: number, size = 50) => ({ at: { b: 'm', x, y, z: 'a' }, size }) as Piece;

describe('the part of the table zoom to selection shows', () => {
  it('spans the selected pieces on their board', () => {
    expect(selectionBounds([piece(0, 0), piece(1000, 600)], new Map([['m', board]]))).toEqual({ x: 75, y: 25, width: 1050, height: 650 });
  });

  it('keeps room for six counters around a single one, centred on it', () => {
    expect(selectionBounds([piece(200, 200)], new Map([['m', board]]))).toEqual({ x: 150, y: 100, width: 300, height: 300 });
  });

  it('is nothing when no selected piece is on a board', () => {
    expect(selectionBounds([{ ...piece(0, 0), at: { b: 'gone', x: 0, y: 0, z: 'a' } }], new Map([['m', board]]))).toBeNull();
  });
});
