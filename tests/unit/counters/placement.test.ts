import { describe, expect, it } from 'vitest';
import { newCountersPlace } from '../../../src/ui/counters/placement';
import { board, hexPoint } from '../support/table';

describe('where new counters go', () => {
  const boards = new Map([[board.id, board]]);

  it('snaps the middle of the view to the resting point of the hex there', () => {
    const c = hexPoint('0505');
    expect(newCountersPlace(boards, { x1: c.x - 100, y1: c.y - 80, x2: c.x + 104, y2: c.y + 82 })).toEqual({ board: 'map', ...c });
  });

  it('falls back to the middle of the first board before the view is measured, and to nothing without boards', () => {
    const p = newCountersPlace(boards, { x1: 0, y1: 0, x2: -1, y2: -1 });
    expect(p?.board).toBe('map');
    expect(newCountersPlace(new Map(), { x1: 0, y1: 0, x2: 10, y2: 10 })).toBeNull();
  });

  it('keeps to the board when the middle of the view is off every board', () => {
    const p = newCountersPlace(new Map([['plain', { ...board, id: 'plain', grid: { kind: 'none' as const } }]]), { x1: 5000, y1: 5000, x2: 6000, y2: 6000 })!;
    expect(p).toEqual({ board: 'plain', x: board.width, y: board.height });
  });
});
