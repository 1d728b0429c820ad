import { describe, expect, it } from 'vitest';
import { demoGrid } from '../support/grids';
import { standardNumbering, type Cell, type HexGrid, type SquareGrid } from '../../../src/model/grid';
import { cellCentre, cellCorners, inBounds, neighbours } from '../../../src/geometry/hexGrid';
import { parseCellLabel } from '../../../src/geometry/numbering';
import {
  adjacent,
  cellKey,
  cellsAlong,
  directionTo,
  emptyTerrain,
  hexCounts,
  hexsideAt,
  hexsideBetween,
  hexsideKey,
  hexsideKeyBetween,
  linkBetween,
  linked,
  linkKey,
  newTypeId,
  pairKey,
  parseCellKey,
  parsePairKey,
  problemsOfTerrainLayer,
  sideEdge,
  suggestColour,
  terrainAt,
  type TerrainLayer,
} from '../../../src/terrain/terrain';

const SQRT3 = Math.sqrt(3);

function hexGrid(orientation: 'flat' | 'pointy', shiftOdd: boolean, stretched: boolean): HexGrid {
  const regular = orientation === 'flat' ? { dx: 60, dy: 40 * SQRT3 } : { dx: 40 * SQRT3, dy: 60 };
  const size = stretched ? { dx: regular.dx * 1.07, dy: regular.dy * 0.93 } : regular;
  return { kind: 'hex', orientation, ...size, originX: 37.25, originY: 12.5, columns: 20, rows: 16, shiftOdd, numbering: standardNumbering, showLines: false };
}

const hexGrids: Array<[string, HexGrid]> = [];
for (const orientation of ['flat', 'pointy'] as const) {
  for (const shiftOdd of [true, false]) {
    for (const stretched of [false, true]) hexGrids.push([`${orientation}, ${shiftOdd ? 'odd' : 'even'} lines shifted${stretched ? ', stretched' : ''}`, hexGrid(orientation, shiftOdd, stretched)]);
  }
}
const square: SquareGrid = { kind: 'square', dx: 50, dy: 50, originX: 25, originY: 25, columns: 10, rows: 10, numbering: standardNumbering, showLines: false };

/** The demo map's grid (flat, odd columns shifted down). */
const demo: HexGrid = demoGrid;
const hex = (label: string, grid: HexGrid = demo): Cell => parseCellLabel(grid, label)!;

const sampleCells: Cell[] = [
  { col: 0, row: 0 },
  { col: 1, row: 0 },
  { col: 4, row: 4 },
  { col: 5, row: 4 },
  { col: 7, row: 9 },
  { col: 10, row: 3 },
];

describe('cell and pair keys', () => {
  it('round-trips cell keys and rejects anything else', () => {
    expect(cellKey({ col: 4, row: 12 })).toBe('4,12');
    expect(cellKey({ col: -0, row: 0 })).toBe('0,0');
    expect(parseCellKey('4,12')).toEqual({ col: 4, row: 12 });
    expect(parseCellKey('-1,3')).toEqual({ col: -1, row: 3 });
    for (const bad of ['', '4', '4,', '4;12', '4,12,1', 'a,b', ' 4,12']) expect(parseCellKey(bad)).toBeNull();
  });

  it('gives a pair the same key from either side, sorted by column then row', () => {
    const a = { col: 5, row: 4 };
    const b = { col: 4, row: 4 };
    expect(pairKey(a, b)).toBe('4,4|5,4');
    expect(pairKey(b, a)).toBe('4,4|5,4');
    expect(pairKey({ col: 3, row: 7 }, { col: 3, row: 6 })).toBe('3,6|3,7');
    expect(parsePairKey('4,4|5,4')).toEqual([b, a]);
    expect(parsePairKey('5,4|4,4')).toBeNull();
    expect(parsePairKey('4,4|4,4')).toBeNull();
    expect(parsePairKey('4,4')).toBeNull();
  });
});

describe.each([...hexGrids, ['a square grid', square] as const])('hexsides on %s', (_name, grid) => {
  const sides = grid.kind === 'square' ? 4 : 6;

  it('gives each side one canonical key, the same seen from the neighbour across it', () => {
    for (const cell of sampleCells) {
      const around = neighbours(grid, cell);
      const keys = new Set<string>();
      for (let dir = 0; dir < sides; dir++) {
        const n = around[dir];
        const back = (dir + sides / 2) % sides;
        expect(neighbours(grid, n)[back]).toEqual(cell);
        expect(hexsideKey(grid, n, back)).toBe(hexsideKey(grid, cell, dir));
        expect(hexsideKey(grid, cell, dir)).toBe(pairKey(cell, n));
        expect(hexsideKeyBetween(grid, n, cell)).toBe(hexsideKey(grid, cell, dir));
        expect(linkKey(grid, cell, n)).toBe(linkKey(grid, n, cell));
        expect(directionTo(grid, cell, n)).toBe(dir);
        keys.add(hexsideKey(grid, cell, dir));
      }
      expect(keys.size).toBe(sides);
      expect(hexsideKey(grid, cell, sides + 1)).toBe(hexsideKey(grid, cell, 1));
    }
  });

  it('has no side or link between cells that are not neighbours', () => {
    const cell = { col: 4, row: 4 };
    expect(hexsideKeyBetween(grid, cell, { col: 4, row: 6 })).toBeNull();
    expect(hexsideKeyBetween(grid, cell, cell)).toBeNull();
    expect(linkKey(grid, cell, { col: 7, row: 4 })).toBeNull();
    expect(sideEdge(grid, cell, { col: 4, row: 6 })).toBeNull();
    expect(adjacent(grid, cell, neighbours(grid, cell)[1])).toBe(true);
  });

  it('finds the shared edge of two neighbours: two corners of both cells', () => {
    for (const cell of sampleCells) {
      for (const n of neighbours(grid, cell)) {
        const edge = sideEdge(grid, cell, n)!;
        const theirs = cellCorners(grid, n);
        for (const p of edge) expect(Math.min(...theirs.map((q) => Math.hypot(q.x - p.x, q.y - p.y)))).toBeLessThan(1e-6);
        const mid = { x: (edge[0].x + edge[1].x) / 2, y: (edge[0].y + edge[1].y) / 2 };
        const a = cellCentre(grid, cell);
        const b = cellCentre(grid, n);
        expect(Math.hypot(mid.x - (a.x + b.x) / 2, mid.y - (a.y + b.y) / 2)).toBeLessThan(1e-6);
      }
    }
  });

  it('finds the side under a point near an edge, and none nearer the middle', () => {
    for (const cell of sampleCells) {
      const c = cellCentre(grid, cell);
      neighbours(grid, cell).forEach((n, dir) => {
        const [p, q] = sideEdge(grid, cell, n)!;
        const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
        // 10 % of the way from the edge towards the centre, and a little along the edge.
        const at = (f: number, along = 0.15) => ({
          x: mid.x + (c.x - mid.x) * f + (q.x - p.x) * along,
          y: mid.y + (c.y - mid.y) * f + (q.y - p.y) * along,
        });
        const hit = hexsideAt(grid, at(0.1))!;
        expect(hit).not.toBeNull();
        expect(hit.cell).toEqual(cell);
        expect(hit.neighbour).toEqual(n);
        expect(hit.dir).toBe(dir);
        expect(hit.key).toBe(hexsideKey(grid, cell, dir));
        expect(hexsideAt(grid, at(0.35, 0))).toBeNull();
        expect(hexsideAt(grid, at(0.35, 0), 0.4)?.key).toBe(hit.key);
        // From just across the edge, the neighbour finds the very same side.
        expect(hexsideAt(grid, at(-0.1))?.key).toBe(hit.key);
      });
      expect(hexsideAt(grid, c)).toBeNull();
    }
  });

  it('lists every cell a stroke crosses, each a neighbour of the one before', () => {
    const from = cellCentre(grid, { col: 1, row: 1 });
    const to = cellCentre(grid, { col: 9, row: 7 });
    const cells = cellsAlong(grid, from, to);
    expect(cells[0]).toEqual({ col: 1, row: 1 });
    expect(cells.at(-1)).toEqual({ col: 9, row: 7 });
    for (let i = 1; i < cells.length; i++) expect(adjacent(grid, cells[i - 1], cells[i])).toBe(true);
    expect(new Set(cells.map(cellKey)).size).toBe(cells.length);
  });
});

describe('strokes on the demo map', () => {
  it('paints exactly the three hexes of a drag from 0505 to 0705 just below the centres', () => {
    const a = cellCentre(demo, hex('0505'));
    const b = cellCentre(demo, hex('0705'));
    const cells = cellsAlong(demo, { x: a.x, y: a.y + 8 }, { x: b.x, y: b.y + 8 });
    expect(cells).toEqual([hex('0505'), hex('0605'), hex('0705')]);
  });

  it('leaves out cells off the board', () => {
    const cells = cellsAlong(demo, { x: -200, y: 60 }, cellCentre(demo, hex('0201')));
    expect(cells).toEqual([hex('0101'), hex('0201')]);
    expect(cells.every((c) => inBounds(demo, c))).toBe(true);
  });
});

describe('reading a terrain layer', () => {
  const layer: TerrainLayer = {
    ...emptyTerrain(),
    palette: [
      { id: 'forest', name: 'Forest', colour: '#2e7d32' },
      { id: 'clear', name: 'Clear', colour: '#e6dfb0' },
    ],
    hexes: { '4,4': 'forest', '5,4': 'clear', '6,4': 'forest', '7,4': 'gone' },
    hexsides: { '4,4|5,4': 'river' },
    links: { '5,4|6,4': 'road', '4,4|4,5': 'railroad' },
  };

  it('names the terrain of a hex', () => {
    expect(terrainAt(layer, hex('0505'))?.name).toBe('Forest');
    expect(terrainAt(layer, hex('0605'))?.id).toBe('clear');
    expect(terrainAt(layer, hex('0101'))).toBeNull();
    // Painted with a type since deleted: reads as unpainted.
    expect(terrainAt(layer, { col: 7, row: 4 })).toBeNull();
    expect(hexCounts(layer).get('forest')).toBe(2);
  });

  it('names the feature between two hexes, from either side', () => {
    expect(hexsideBetween(layer, hex('0505'), hex('0605'))?.name).toBe('River');
    expect(hexsideBetween(layer, hex('0605'), hex('0505'))?.id).toBe('river');
    expect(hexsideBetween(layer, hex('0605'), hex('0705'))).toBeNull();
  });

  it('says whether a road or railroad joins two hexes', () => {
    expect(linked(layer, hex('0705'), hex('0605'))).toBe(true);
    expect(linked(layer, hex('0605'), hex('0705'), 'road')).toBe(true);
    expect(linked(layer, hex('0605'), hex('0705'), 'railroad')).toBe(false);
    expect(linkBetween(layer, { col: 4, row: 5 }, { col: 4, row: 4 })).toBe('railroad');
    expect(linked(layer, hex('0505'), hex('0605'))).toBe(false);
  });
});

describe('validating a terrain layer from outside', () => {
  const sound: TerrainLayer = {
    ...emptyTerrain(),
    palette: [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }],
    hexes: { '4,4': 'forest', '9,9': 'deleted-type' },
    hexsides: { '4,4|5,4': 'river' },
    links: { '4,4|4,5': 'road' },
  };

  it('accepts a sound layer, including references to types since deleted', () => {
    expect(problemsOfTerrainLayer(sound, demo)).toEqual([]);
    expect(problemsOfTerrainLayer(emptyTerrain())).toEqual([]);
  });

  it('names each problem by its path', () => {
    const bad = {
      palette: [
        { id: 'forest', name: 'Forest', colour: 'green' },
        { id: 'forest', name: '', colour: '#123' },
      ],
      sideFeatures: 'river',
      hexes: { '4;4': 'forest', '5,5': 3 },
      hexsides: { '5,4|4,4': 'river', '4,4|4,6': 'river' },
      links: { '4,4|4,5': 'canal' },
    };
    const problems = problemsOfTerrainLayer(bad, demo);
    const paths = problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'terrain.palette.0.colour',
        'terrain.palette.1.id',
        'terrain.palette.1.name',
        'terrain.sideFeatures',
        'terrain.hexes.4;4',
        'terrain.hexes.5,5',
        'terrain.hexsides.5,4|4,4',
        'terrain.hexsides.4,4|4,6',
        'terrain.links.4,4|4,5',
      ]),
    );
    expect(problems.find((p) => p.path === 'terrain.hexsides.4,4|4,6')?.message).toMatch(/not neighbours/);
    // Without a grid, adjacency cannot be checked.
    expect(problemsOfTerrainLayer(bad).map((p) => p.path)).not.toContain('terrain.hexsides.4,4|4,6');
    expect(problemsOfTerrainLayer(null)).toEqual([{ path: 'terrain', message: 'must be an object' }]);
  });
});

describe('new terrain types', () => {
  it('makes readable, unique ids from names', () => {
    expect(newTypeId('Forest', [])).toBe('forest');
    expect(newTypeId('Light woods', ['forest'])).toBe('light-woods');
    expect(newTypeId('Forest', ['forest', 'forest-2'])).toBe('forest-3');
    expect(newTypeId('Città', [])).toBe('citta');
    expect(newTypeId('!!!', [])).toBe('type');
  });

  it('suggests the usual colour for a known name, else one not yet used', () => {
    expect(suggestColour('Forest', [])).toBe('#2e7d32');
    const first = suggestColour('Bocage', []);
    expect(suggestColour('Polder', [{ id: 'b', name: 'Bocage', colour: first }])).not.toBe(first);
  });
});
