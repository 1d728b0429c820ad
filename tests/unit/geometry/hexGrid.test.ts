import { describe, expect, it } from 'vitest';
import type { Cell, HexGrid, SquareGrid } from '../../../src/model/grid';
import { standardNumbering } from '../../../src/model/grid';
import { cellAt, cellCentre, cellCorners, distance, inBounds, neighbours, snapPoint } from '../../../src/geometry/hexGrid';
import { seeded } from '../support/random';

const SQRT3 = Math.sqrt(3);

function hexGrid(orientation: 'flat' | 'pointy', shiftOdd: boolean, stretched: boolean): HexGrid {
  // Regular: radius 40. Stretched: deliberately off the regular ratio, as a scanned map might be.
  const regular = orientation === 'flat' ? { dx: 60, dy: 40 * SQRT3 } : { dx: 40 * SQRT3, dy: 60 };
  const size = stretched ? { dx: regular.dx * 1.07, dy: regular.dy * 0.93 } : regular;
  const place = { originX: 37.25, originY: 12.5, columns: 40, rows: 30 };
  return { kind: 'hex', orientation, ...size, ...place, shiftOdd, numbering: standardNumbering, showLines: false };
}

const hexGrids: Array<[string, HexGrid]> = [];
for (const orientation of ['flat', 'pointy'] as const) {
  for (const shiftOdd of [true, false]) {
    for (const stretched of [false, true]) {
      const lines = orientation === 'flat' ? 'columns' : 'rows';
      const name = `a ${orientation}-topped hex grid with ${shiftOdd ? 'odd' : 'even'} ${lines} shifted${stretched ? ', stretched' : ''}`;
      hexGrids.push([name, hexGrid(orientation, shiftOdd, stretched)]);
    }
  }
}

/** Distance between two board points measured in the regular (unstretched) hex grid, radius 1. */
function regularDistance(grid: HexGrid, ax: number, ay: number, bx: number, by: number): number {
  const u = grid.orientation === 'flat' ? ((ax - bx) / grid.dx) * 1.5 : ((ax - bx) / grid.dx) * SQRT3;
  const v = grid.orientation === 'flat' ? ((ay - by) / grid.dy) * SQRT3 : ((ay - by) / grid.dy) * 1.5;
  return Math.hypot(u, v);
}

/** The cell with the nearest centre by brute force, and how clear the win was. */
function nearestByBruteForce(grid: HexGrid, x: number, y: number): { cell: Cell; margin: number } {
  const c0 = Math.round((x - grid.originX) / grid.dx);
  const r0 = Math.round((y - grid.originY) / grid.dy);
  let best: Cell = { col: c0, row: r0 };
  let bestD = Infinity;
  let secondD = Infinity;
  for (let col = c0 - 2; col <= c0 + 2; col++) {
    for (let row = r0 - 2; row <= r0 + 2; row++) {
      const c = cellCentre(grid, { col, row });
      const d = regularDistance(grid, x, y, c.x, c.y);
      if (d < bestD) [secondD, bestD, best] = [bestD, d, { col, row }];
      else if (d < secondD) secondD = d;
    }
  }
  return { cell: best, margin: secondD - bestD };
}

/** A random point strictly inside a cell: within 95% of the inscribed circle of the regular hexagon. */
function pointInside(grid: HexGrid, cell: Cell, random: () => number): { x: number; y: number } {
  const c = cellCentre(grid, cell);
  const angle = random() * 2 * Math.PI;
  const radius = Math.sqrt(random()) * (SQRT3 / 2) * 0.95;
  const u = Math.cos(angle) * radius;
  const v = Math.sin(angle) * radius;
  return grid.orientation === 'flat'
    ? { x: c.x + (u * grid.dx) / 1.5, y: c.y + (v * grid.dy) / SQRT3 }
    : { x: c.x + (u * grid.dx) / SQRT3, y: c.y + (v * grid.dy) / 1.5 };
}

describe('a flat-topped hex grid', () => {
  it('lines its columns up dx apart and shifts the odd columns half a hex down when shiftOdd is set', () => {
    const grid = hexGrid('flat', true, false);
    expect(cellCentre(grid, { col: 0, row: 0 })).toEqual({ x: 37.25, y: 12.5 });
    expect(cellCentre(grid, { col: 1, row: 0 })).toEqual({ x: 37.25 + grid.dx, y: 12.5 + grid.dy / 2 });
    expect(cellCentre(grid, { col: 2, row: 3 })).toEqual({ x: 37.25 + 2 * grid.dx, y: 12.5 + 3 * grid.dy });
  });

  it('shifts the even columns, column 0 included, when shiftOdd is not set', () => {
    const grid = hexGrid('flat', false, false);
    expect(cellCentre(grid, { col: 0, row: 0 })).toEqual({ x: 37.25, y: 12.5 + grid.dy / 2 });
    expect(cellCentre(grid, { col: 1, row: 0 })).toEqual({ x: 37.25 + grid.dx, y: 12.5 });
  });

  it('lists neighbours clockwise starting straight above', () => {
    const grid = hexGrid('flat', true, true);
    const centre = cellCentre(grid, { col: 5, row: 5 });
    const north = cellCentre(grid, neighbours(grid, { col: 5, row: 5 })[0]);
    expect(north.x).toBe(centre.x);
    expect(north.y).toBeLessThan(centre.y);
  });
});

describe('a pointy-topped hex grid', () => {
  it('lines its rows up dy apart and shifts the odd rows half a hex right when shiftOdd is set', () => {
    const grid = hexGrid('pointy', true, false);
    expect(cellCentre(grid, { col: 0, row: 0 })).toEqual({ x: 37.25, y: 12.5 });
    expect(cellCentre(grid, { col: 0, row: 1 })).toEqual({ x: 37.25 + grid.dx / 2, y: 12.5 + grid.dy });
    expect(cellCentre(grid, { col: 3, row: 2 })).toEqual({ x: 37.25 + 3 * grid.dx, y: 12.5 + 2 * grid.dy });
  });

  it('shifts the even rows, row 0 included, when shiftOdd is not set', () => {
    const grid = hexGrid('pointy', false, false);
    expect(cellCentre(grid, { col: 0, row: 0 })).toEqual({ x: 37.25 + grid.dx / 2, y: 12.5 });
    expect(cellCentre(grid, { col: 0, row: 1 })).toEqual({ x: 37.25, y: 12.5 + grid.dy });
  });

  it('lists neighbours clockwise starting up and to the right', () => {
    const grid = hexGrid('pointy', false, true);
    const centre = cellCentre(grid, { col: 5, row: 5 });
    const [ne, e] = neighbours(grid, { col: 5, row: 5 }).map((n) => cellCentre(grid, n));
    expect(ne.x).toBeGreaterThan(centre.x);
    expect(ne.y).toBeLessThan(centre.y);
    expect(e.y).toBe(centre.y);
    expect(e.x).toBeGreaterThan(centre.x);
  });
});

for (const [name, grid] of hexGrids) {
  describe(name, () => {
    it('finds the hex under a point anywhere inside it', () => {
      const random = seeded(11);
      for (let i = 0; i < 2000; i++) {
        const cell = { col: Math.floor(random() * 44) - 2, row: Math.floor(random() * 34) - 2 };
        const p = pointInside(grid, cell, random);
        expect(cellAt(grid, p.x, p.y)).toEqual(cell);
      }
    });

    it('agrees with the nearest centre for thousands of random points, corners included', () => {
      const random = seeded(2024);
      let checked = 0;
      for (let i = 0; i < 5000; i++) {
        const x = grid.originX - 3 * grid.dx + random() * 46 * grid.dx;
        const y = grid.originY - 3 * grid.dy + random() * 36 * grid.dy;
        const { cell, margin } = nearestByBruteForce(grid, x, y);
        if (margin < 1e-9) continue; // exactly on an edge: either side is right
        expect(cellAt(grid, x, y)).toEqual(cell);
        checked++;
      }
      expect(checked).toBeGreaterThan(4900);
    });

    it('sends points just inside each corner to the right hex', () => {
      for (const cell of [{ col: 0, row: 0 }, { col: 7, row: 4 }, { col: 8, row: 4 }, { col: -1, row: -3 }]) {
        const c = cellCentre(grid, cell);
        for (const corner of cellCorners(grid, cell)) {
          const x = corner.x + (c.x - corner.x) * 0.001;
          const y = corner.y + (c.y - corner.y) * 0.001;
          expect(cellAt(grid, x, y)).toEqual(cell);
        }
      }
    });

    it('has six corners at the radius of the scaled regular hexagon', () => {
      const c = cellCentre(grid, { col: 3, row: 4 });
      const corners = cellCorners(grid, { col: 3, row: 4 });
      expect(corners).toHaveLength(6);
      for (const corner of corners) expect(regularDistance(grid, corner.x, corner.y, c.x, c.y)).toBeCloseTo(1, 12);
    });

    it('maps every cell centre back to its own cell', () => {
      for (let col = -3; col < 43; col++) {
        for (let row = -3; row < 33; row++) {
          const c = cellCentre(grid, { col, row });
          expect(cellAt(grid, c.x, c.y)).toEqual({ col, row });
        }
      }
    });

    it('snaps every point inside a hex to bit-identical centre coordinates', () => {
      const random = seeded(7);
      for (let i = 0; i < 300; i++) {
        const cell = { col: Math.floor(random() * 40), row: Math.floor(random() * 30) };
        const centre = cellCentre(grid, cell);
        for (let j = 0; j < 5; j++) {
          const p = pointInside(grid, cell, random);
          const snapped = snapPoint(grid, p.x, p.y);
          expect(Object.is(snapped.x, centre.x) && Object.is(snapped.y, centre.y)).toBe(true);
        }
      }
    });

    it('leaves a snapped point where it is when snapped again', () => {
      const random = seeded(99);
      for (let i = 0; i < 1000; i++) {
        const once = snapPoint(grid, random() * 3000 - 200, random() * 2500 - 200);
        const twice = snapPoint(grid, once.x, once.y);
        expect(twice).toEqual(once);
      }
    });

    it('has six distinct neighbours, each one step away, touching it and listing it back', () => {
      for (const cell of [{ col: 0, row: 0 }, { col: 5, row: 5 }, { col: 6, row: 5 }, { col: -3, row: 7 }, { col: 12, row: -1 }]) {
        const around = neighbours(grid, cell);
        expect(around).toHaveLength(6);
        expect(new Set(around.map((n) => `${n.col},${n.row}`)).size).toBe(6);
        const c = cellCentre(grid, cell);
        for (const n of around) {
          expect(distance(grid, cell, n)).toBe(1);
          expect(neighbours(grid, n)).toContainEqual(cell);
          const nc = cellCentre(grid, n);
          expect(regularDistance(grid, c.x, c.y, nc.x, nc.y)).toBeCloseTo(SQRT3, 12);
        }
      }
    });

    it('lists neighbours clockwise around the hex', () => {
      const c = cellCentre(grid, { col: 9, row: 9 });
      const angles = neighbours(grid, { col: 9, row: 9 }).map((n) => {
        const p = cellCentre(grid, n);
        return Math.atan2(p.y - c.y, p.x - c.x); // y grows downwards, so clockwise means increasing
      });
      for (let i = 1; i < 6; i++) {
        const turn = (angles[i] - angles[i - 1] + 2 * Math.PI) % (2 * Math.PI);
        expect(turn).toBeGreaterThan(0);
        expect(turn).toBeLessThan(Math.PI);
      }
    });

    it('measures distance as the number of steps a walk through neighbours needs', () => {
      const start = { col: 10, row: 10 };
      const steps = new Map<string, number>([['10,10', 0]]);
      let frontier: Cell[] = [start];
      for (let d = 1; d <= 6; d++) {
        const next: Cell[] = [];
        for (const cell of frontier) {
          for (const n of neighbours(grid, cell)) {
            const key = `${n.col},${n.row}`;
            if (!steps.has(key)) {
              steps.set(key, d);
              next.push(n);
            }
          }
        }
        frontier = next;
      }
      expect(steps.size).toBe(1 + 3 * 6 * 7);
      for (const [key, d] of steps) {
        const [col, row] = key.split(',').map(Number);
        expect(distance(grid, start, { col, row })).toBe(d);
      }
    });

    it('measures the same distance in both directions', () => {
      const random = seeded(5);
      for (let i = 0; i < 500; i++) {
        const a = { col: Math.floor(random() * 60) - 10, row: Math.floor(random() * 50) - 10 };
        const b = { col: Math.floor(random() * 60) - 10, row: Math.floor(random() * 50) - 10 };
        expect(distance(grid, a, b)).toBe(distance(grid, b, a));
        expect(distance(grid, a, a)).toBe(0);
      }
    });
  });
}

describe('a square grid', () => {
  const grid: SquareGrid = { kind: 'square', dx: 50, dy: 45, originX: 25, originY: 22.5, columns: 10, rows: 8,
    numbering: standardNumbering, showLines: true };

  it('finds the square under a point, the origin being the centre of square 0,0', () => {
    expect(cellAt(grid, 25, 22.5)).toEqual({ col: 0, row: 0 });
    expect(cellAt(grid, 0.1, 0.1)).toEqual({ col: 0, row: 0 });
    expect(cellAt(grid, 49.9, 44.9)).toEqual({ col: 0, row: 0 });
    expect(cellAt(grid, 50, 45)).toEqual({ col: 1, row: 1 });
    expect(cellAt(grid, -0.1, 100)).toEqual({ col: -1, row: 2 });
  });

  it('snaps points to square centres, identically for every point in a square', () => {
    expect(snapPoint(grid, 130, 100)).toEqual({ x: 125, y: 112.5 });
    expect(snapPoint(grid, 101, 91)).toEqual(snapPoint(grid, 149, 134));
    expect(snapPoint(grid, 125, 112.5)).toEqual({ x: 125, y: 112.5 });
  });

  it('has four corners and four orthogonal neighbours', () => {
    const corners = [{ x: 50, y: 45 }, { x: 100, y: 45 }, { x: 100, y: 90 }, { x: 50, y: 90 }];
    expect(cellCorners(grid, { col: 1, row: 1 })).toEqual(corners);
    const around = [{ col: 3, row: 2 }, { col: 4, row: 3 }, { col: 3, row: 4 }, { col: 2, row: 3 }];
    expect(neighbours(grid, { col: 3, row: 3 })).toEqual(around);
  });

  it('counts distance in orthogonal steps', () => {
    expect(distance(grid, { col: 0, row: 0 }, { col: 3, row: 4 })).toBe(7);
    expect(distance(grid, { col: 3, row: 4 }, { col: 0, row: 0 })).toBe(7);
  });

  it('knows which squares are on the board', () => {
    expect(inBounds(grid, { col: 0, row: 0 })).toBe(true);
    expect(inBounds(grid, { col: 9, row: 7 })).toBe(true);
    expect(inBounds(grid, { col: 10, row: 7 })).toBe(false);
    expect(inBounds(grid, { col: 0, row: -1 })).toBe(false);
  });
});

describe('a board with no grid', () => {
  it('has no cells and leaves dropped points where they are', () => {
    expect(cellAt({ kind: 'none' }, 10, 20)).toBeNull();
    expect(snapPoint({ kind: 'none' }, 10.25, 20.5)).toEqual({ x: 10.25, y: 20.5 });
    expect(inBounds({ kind: 'none' }, { col: 0, row: 0 })).toBe(false);
  });
});

describe('hex grid bounds', () => {
  it('include columns 0 to columns − 1 and rows 0 to rows − 1', () => {
    const grid = hexGrid('flat', true, false);
    expect(inBounds(grid, { col: 39, row: 29 })).toBe(true);
    expect(inBounds(grid, { col: 40, row: 0 })).toBe(false);
    expect(inBounds(grid, { col: 0, row: 30 })).toBe(false);
    expect(inBounds(grid, { col: -1, row: 0 })).toBe(false);
  });

  it('do not stop cellAt from finding cells in the margins', () => {
    const grid = hexGrid('pointy', true, false);
    const c = cellCentre(grid, { col: -2, row: 31 });
    expect(cellAt(grid, c.x, c.y)).toEqual({ col: -2, row: 31 });
  });
});
