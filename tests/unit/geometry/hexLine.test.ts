import { describe, expect, it } from 'vitest';
import { lineCells, range } from '../../../src/geometry/hexLine';
import { distance } from '../../../src/geometry/hexGrid';
import { flatHexGrid } from '../support/grids';
import { seeded } from '../support/random';
import type { HexGrid, SquareGrid } from '../../../src/model/grid';
import { standardNumbering } from '../../../src/model/grid';
import { hexLine } from '../../../src/rules/kit/hex';
import { blankMap } from '../rules/kit/maps';

const flat = flatHexGrid(20, 15);
const flatEven = flatHexGrid(20, 15, false);
const pointy: HexGrid = { ...flat, orientation: 'pointy', dx: 69.2820323, dy: 60 };
const stretched: HexGrid = { ...flat, dx: 57.3, dy: 71.9 };
const squares: SquareGrid = { kind: 'square', dx: 50, dy: 50, originX: 25, originY: 25, columns: 20, rows: 20, numbering: standardNumbering, showLines: false };

const c = (col: number, row: number) => ({ col, row });
const cellsOf = (steps: ReturnType<typeof lineCells>) => steps.map((s) => (s.tiedWith ? [s.cell, s.tiedWith].map((x) => `${x.col},${x.row}`).sort().join(' / ') : `${s.cell.col},${s.cell.row}`));

describe('the ruler on a flat-topped hex grid', () => {
  it('counts three hexes down a column and lists each, with no ties', () => {
    expect(range(flat, c(2, 2), c(2, 5))).toBe(3);
    expect(cellsOf(lineCells(flat, c(2, 2), c(2, 5)))).toEqual(['2,2', '2,3', '2,4', '2,5']);
  });

  // Checked by hand: column 3 is shifted down half a hex, so hexes 3,3 and 3,4 meet at y = 60 + 4·69.28,
  // exactly the height of the centres of 2,4 and 4,4; the line runs along their shared hexside.
  it('lists both hexes where the line runs along a hexside (2,4 → 4,4)', () => {
    expect(range(flat, c(2, 4), c(4, 4))).toBe(2);
    expect(cellsOf(lineCells(flat, c(2, 4), c(4, 4)))).toEqual(['2,4', '3,3 / 3,4', '4,4']);
  });

  it('lists both hexes at every step of a long line along hexsides', () => {
    const steps = lineCells(flat, c(2, 4), c(10, 4));
    expect(steps).toHaveLength(9);
    expect(steps.filter((s) => s.tiedWith)).toHaveLength(4);
  });

  // Axial (q, r) = (2, 3) is hex 2,4; four steps along the axial directions (+1, 0) and (+1, −1) land on
  // 6,6 and 6,2 (row = r + (q − q mod 2) / 2 with odd columns shifted); those lines cross hexes, never edges.
  it('has no ties along the hex axes', () => {
    for (const to of [c(6, 6), c(6, 2), c(2, 8)]) {
      expect(range(flat, c(2, 4), to)).toBe(4);
      expect(lineCells(flat, c(2, 4), to).some((s) => s.tiedWith)).toBe(false);
    }
  });
});

describe('the ruler on any grid', () => {
  for (const [name, grid] of [['flat, odd columns shifted', flat], ['flat, even columns shifted', flatEven], ['pointy', pointy], ['a stretched scan', stretched]] as const) {
    it(`walks from hex to neighbouring hex, range + 1 steps, the same both ways (${name})`, () => {
      const random = seeded(7);
      for (let i = 0; i < 300; i++) {
        const a = c(Math.floor(random() * 20), Math.floor(random() * 15));
        const b = c(Math.floor(random() * 20), Math.floor(random() * 15));
        const steps = lineCells(grid, a, b);
        expect(steps).toHaveLength(range(grid, a, b) + 1);
        expect(steps[0].cell).toEqual(a);
        expect(steps.at(-1)!.cell).toEqual(b);
        for (let k = 1; k < steps.length; k++) {
          const before = [steps[k - 1].cell, ...(steps[k - 1].tiedWith ? [steps[k - 1].tiedWith!] : [])];
          const here = [steps[k].cell, ...(steps[k].tiedWith ? [steps[k].tiedWith!] : [])];
          expect(here.every((h) => before.some((p) => distance(grid, p, h) === 1))).toBe(true);
        }
        expect(cellsOf(lineCells(grid, b, a)).reverse()).toEqual(cellsOf(steps));
      }
    });
  }

  it('counts squares as a king moves on a square grid', () => {
    expect(range(squares, c(1, 1), c(4, 3))).toBe(3);
    expect(cellsOf(lineCells(squares, c(1, 1), c(4, 4)))).toEqual(['1,1', '2,2', '3,3', '4,4']);
  });
});

describe("the ruler and the rules kit's hexLine", () => {
  it('list the same cells: the ruler gives both sides of a hexside at once, the kit one lean at a time', () => {
    const map = blankMap(12, 10);
    const random = seeded(11);
    const key = (x: { col: number; row: number }) => `${x.col},${x.row}`;
    for (let i = 0; i < 200; i++) {
      const a = c(Math.floor(random() * 12), Math.floor(random() * 10));
      const b = c(Math.floor(random() * 12), Math.floor(random() * 10));
      const ruler = new Set(lineCells(map.grid, a, b).flatMap((s) => [s.cell, ...(s.tiedWith ? [s.tiedWith] : [])]).map(key));
      const kit = new Set([...hexLine(map, a, b, 1), ...hexLine(map, a, b, -1)].map(key));
      expect([...ruler].sort()).toEqual([...kit].sort());
    }
  });
});
