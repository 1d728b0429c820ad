import { describe, expect, it } from 'vitest';
import { attributeKeys, namesFromPattern, readingOrder, renamesFromLines } from '../../../src/setup/renameList';
import type { Board, Piece } from '../../../src/model/records';

const boards = new Map<string, Board>([
  ['a', { id: 'a' } as Board],
  ['b', { id: 'b' } as Board],
]);
const piece = (id: string, b: string, x: number, y: number, z: string, attrs: Piece['attrs'] = {}) => ({ id, name: `front ${id}`, at: { b, x, y, z }, attrs }) as Piece;

describe('renaming many counters', () => {
  it('lists them in reading order: board by board, top to bottom, left to right, a stack bottom to top', () => {
    const order = readingOrder([piece('p4', 'b', 0, 0, 'a'), piece('p3', 'a', 50, 100, 'a'), piece('p2', 'a', 90, 10, 'a'), piece('p1', 'a', 10, 10, 'b'), piece('p0', 'a', 10, 10, 'a')], boards);
    expect(order.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('takes a pasted column line for line, keeping the name where a line is blank or missing', () => {
    const ps = [piece('p0', 'a', 0, 0, 'a'), piece('p1', 'a', 0, 0, 'b'), piece('p2', 'a', 0, 0, 'c')];
    expect(renamesFromLines(ps, '1st Alpini\r\n\n')).toEqual([
      { id: 'p0', name: '1st Alpini' },
      { id: 'p1', name: 'front p1' },
      { id: 'p2', name: 'front p2' },
    ]);
  });

  it('makes names from attributes, and keeps the name of a counter missing one', () => {
    const ps = [piece('p0', 'a', 0, 0, 'a', { side: 'German', unit: '15 Pz' }), piece('p1', 'a', 0, 0, 'b', { side: 'Allied' })];
    expect(namesFromPattern(ps, '{side} {unit}')).toEqual(['German 15 Pz', 'front p1']);
    expect(namesFromPattern(ps, '{name} ({side})')).toEqual(['front p0 (German)', 'front p1 (Allied)']);
    expect(attributeKeys(ps)).toEqual(['side', 'unit']);
  });
});
