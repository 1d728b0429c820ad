import { describe, expect, it } from 'vitest';
import { spreadPlaces } from '../../../src/geometry/spread';
import { cellRestingPoint } from '../../../src/geometry/places';
import type { Board } from '../../../src/model/records';
import { flatHexGrid } from '../support/grids';

const grid = flatHexGrid(20, 15);
const map: Board = { id: 'map', name: 'Map', width: 1400, height: 1100, x: 0, y: 0, grid } as Board;
const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;

function expectApartAndOnBoard(places: { x: number; y: number }[], size: number, board: Board) {
  for (const p of places) {
    expect(p.x - size / 2).toBeGreaterThanOrEqual(0);
    expect(p.y - size / 2).toBeGreaterThanOrEqual(0);
    expect(p.x + size / 2).toBeLessThanOrEqual(board.width);
    expect(p.y + size / 2).toBeLessThanOrEqual(board.height);
  }
  for (let i = 0; i < places.length; i++) for (let j = i + 1; j < places.length; j++) expect(Math.hypot(places[i].x - places[j].x, places[i].y - places[j].y)).toBeGreaterThanOrEqual(size * 0.9);
}

describe('where a batch of new counters goes', () => {
  it('puts thirteen counters near the right edge each wholly on the map, none over another', () => {
    const places = spreadPlaces(map, { x: 1390, y: 500 }, 13, 60);
    expect(places).toHaveLength(13);
    expect(new Set(places.map(key)).size).toBe(13);
    expectApartAndOnBoard(places, 60, map);
  });

  it('spreads counters bigger than a hex so that they do not overlap', () => {
    const places = spreadPlaces(map, { x: 700, y: 550 }, 9, 150);
    expectApartAndOnBoard(places, 150, map);
  });

  it('leaves the hexes already holding counters to them', () => {
    const held = new Set([key(cellRestingPoint(grid, { col: 10, row: 7 }))]);
    const at = cellRestingPoint(grid, { col: 10, row: 7 });
    const places = spreadPlaces(map, at, 5, 60, (x, y) => held.has(`${x},${y}`));
    expect(places.map(key)).not.toContain([...held][0]);
  });

  it('starts at the hex the point is in', () => {
    const at = cellRestingPoint(grid, { col: 6, row: 5 });
    expect(spreadPlaces(map, { x: at.x + 3, y: at.y - 2 }, 1, 60)).toEqual([at]);
  });

  it('stacks what finds no room on the nearest place, rather than off the board', () => {
    const small = { ...map, width: 140, height: 140 } as Board;
    const places = spreadPlaces(small, { x: 70, y: 70 }, 5, 60);
    expect(places).toHaveLength(5);
    for (const p of places) expect(p.x <= 140 && p.y <= 140 && p.x >= 0 && p.y >= 0).toBe(true);
  });
});
