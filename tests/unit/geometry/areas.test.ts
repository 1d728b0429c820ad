import { describe, expect, it } from 'vitest';
import { areaAt, areaRestingPoint, insidePolygon } from '../../../src/geometry/areas';
import { placeLabel, restingPoint } from '../../../src/geometry/places';
import type { Board } from '../../../src/model/records';

const lShape = { id: 'l', name: 'L', points: [0, 0, 100, 0, 100, 20, 20, 20, 20, 100, 0, 100] };
const board: Board = {
  id: 'b',
  name: 'Europe',
  fill: '#fff',
  width: 1000,
  height: 800,
  x: 0,
  y: 0,
  grid: { kind: 'none' },
  areas: [
    { id: 'sf', name: '21 Southern France', points: [100, 100, 400, 100, 400, 300, 100, 300] },
    { id: 'it', name: '22 Northern Italy', points: [400, 100, 700, 100, 550, 400] },
  ],
};

describe('areas', () => {
  it('know which area a point is in', () => {
    expect(areaAt(board, 200, 200)?.name).toBe('21 Southern France');
    expect(areaAt(board, 550, 200)?.name).toBe('22 Northern Italy');
    expect(areaAt(board, 900, 700)).toBeNull();
    expect(insidePolygon(lShape.points, 60, 60)).toBe(false);
    expect(insidePolygon(lShape.points, 10, 60)).toBe(true);
  });

  it('gather pieces dropped anywhere in an area at one point inside it, so they stack', () => {
    expect(restingPoint(board, 120, 130)).toEqual(restingPoint(board, 390, 290));
    expect(restingPoint(board, 120, 130)).toEqual({ x: 250, y: 200 });
    const l = areaRestingPoint(lShape);
    expect(insidePolygon(lShape.points, l.x, l.y)).toBe(true);
  });

  it('name the place by its area', () => {
    expect(placeLabel(board, 250, 250)).toBe('21 Southern France');
    expect(placeLabel(board, 900, 700)).toBeNull();
  });
});
