/** A board's areas as the game document holds them: neighbours and attributes are checked like everything else a peer may send. */
import { describe, expect, it } from 'vitest';
import { checkBoard, problemsOf } from '../../../src/model/validate';
import type { Board } from '../../../src/model/records';

const board = (areas: unknown): Board => ({ id: 'europe', name: 'Europe', fill: '#fff', width: 100, height: 100, x: 0, y: 0, grid: { kind: 'none' }, areas } as Board);
const square = [0, 0, 10, 0, 10, 10, 0, 10];
const problems = (areas: unknown) => problemsOf(checkBoard, board(areas), 'board').map((p) => `${p.path} ${p.message}`);

describe('a board’s areas', () => {
  it('may list neighbours by id and carry attributes, or neither', () => {
    expect(problems([{ id: 'a', name: 'A', points: square, neighbours: ['b'], attrs: { front: 'Eastern', festung: true, sectors: 3 } }, { id: 'b', name: 'B', points: square }])).toEqual([]);
  });

  it('refuse neighbours that are not ids and attributes that are not short values', () => {
    expect(problems([{ id: 'a', name: 'A', points: square, neighbours: 'b', attrs: { front: ['x'] } }])).toEqual([
      'board.areas[0].neighbours must be a list of at most 500 area ids',
      'board.areas[0].attrs.front must be short text, a number or true/false',
    ]);
    expect(problems([{ id: 'a', name: 'A', points: square, neighbours: [''] }])).toEqual(['board.areas[0].neighbours must be a list of at most 500 area ids']);
  });
});
