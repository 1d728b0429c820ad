import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../../src/geometry/lineOfSight';
import { emptyTerrain, pairKey } from '../../../src/terrain/terrain';
import { flatHexGrid } from '../support/grids';

const grid = flatHexGrid(20, 15);
const c = (col: number, row: number) => ({ col, row });

function terrain() {
  const layer = emptyTerrain();
  layer.palette.push({ id: 'forest', name: 'Forest', colour: '#2e7d32' }, { id: 'hills', name: 'Hills', colour: '#bcaaa4' });
  layer.hexes['2,3'] = 'forest';
  layer.hexes['3,3'] = 'hills';
  layer.hexsides[pairKey(c(2, 4), c(2, 5))] = 'river';
  layer.hexsides[pairKey(c(3, 3), c(3, 4))] = 'border';
  return layer;
}

describe('line of sight along the ruler', () => {
  it('names the terrain of each hex the line crosses, unpainted as none', () => {
    const sight = lineOfSight(grid, terrain(), c(2, 2), c(2, 5));
    expect(sight.range).toBe(3);
    expect(sight.steps.map((s) => s.cell.terrain)).toEqual([null, 'Forest', null, null]);
  });

  it('names the hexside features the line crosses', () => {
    expect(lineOfSight(grid, terrain(), c(2, 2), c(2, 5)).hexsides).toEqual([{ between: [c(2, 4), c(2, 5)], feature: 'River' }]);
  });

  it('gives both hexes, with their terrain, and the feature it runs along where the line follows a hexside', () => {
    const sight = lineOfSight(grid, terrain(), c(2, 4), c(4, 4));
    const middle = sight.steps[1];
    expect([middle.cell.terrain, middle.tiedWith?.terrain].sort()).toEqual(['Hills', null].sort());
    expect(sight.hexsides.map((h) => h.feature)).toContain('Border');
  });
});
