import { describe, expect, it } from 'vitest';
import type { HexGrid } from '../../../../src/model/grid';
import { emptyTerrain, pairKey as terrainPairKey } from '../../../../src/terrain/terrain';
import {
  adjacentOn,
  cellKey,
  createRulesMap,
  distanceOn,
  hexLine,
  keyCell,
  linkBetween,
  neighboursOn,
  onMap,
  pairKey,
  sameCell,
  sideBetween,
  terrainOf,
  within,
} from '../../../../src/rules/kit';
import { at, blankMap, flatGrid, labels, link, paint, side } from './maps';

describe('cell keys', () => {
  it('name a cell "col,row" and read back to the same cell', () => {
    expect(cellKey({ col: 4, row: 7 })).toBe('4,7');
    expect(keyCell('4,7')).toEqual({ col: 4, row: 7 });
    expect(cellKey({ col: -0, row: 0 })).toBe('0,0');
  });

  it('refuse to read a key that is not one, rather than naming another cell', () => {
    expect(() => keyCell('0304')).toThrow(/not a cell key/);
  });

  it('compare cells by position, not by identity', () => {
    expect(sameCell({ col: 1, row: 2 }, { col: 1, row: 2 })).toBe(true);
    expect(sameCell({ col: 1, row: 2 }, { col: 2, row: 1 })).toBe(false);
  });

  it('name a pair exactly as the terrain layer stores hexsides, whichever cell comes first', () => {
    const a = { col: 5, row: 4 };
    const b = { col: 4, row: 4 };
    expect(pairKey(a, b)).toBe('4,4|5,4');
    expect(pairKey(b, a)).toBe(terrainPairKey(a, b));
  });
});

describe('neighbours on the map', () => {
  const map = blankMap();

  it('are all six in clockwise order from north in the middle of the board', () => {
    expect(labels(map, neighboursOn(map, at(map, '0303')))).toEqual(['0302', '0402', '0403', '0304', '0203', '0202']);
    expect(labels(map, neighboursOn(map, at(map, '0403')))).toEqual(['0402', '0503', '0504', '0404', '0304', '0303']);
  });

  it('leave out hexes off the board at the corners and edges', () => {
    expect(labels(map, neighboursOn(map, at(map, '0101')))).toEqual(['0201', '0102']);
    expect(labels(map, neighboursOn(map, at(map, '1008')))).toEqual(['1007', '0908']);
    expect(neighboursOn(map, at(map, '0105'))).toHaveLength(4);
  });

  it('are adjacent, and other hexes are not', () => {
    expect(adjacentOn(map, at(map, '0303'), at(map, '0402'))).toBe(true);
    expect(adjacentOn(map, at(map, '0303'), at(map, '0404'))).toBe(false);
  });
});

describe('distances and radii', () => {
  const map = blankMap();

  it('count hex steps', () => {
    expect(distanceOn(map, at(map, '0101'), at(map, '0101'))).toBe(0);
    expect(distanceOn(map, at(map, '0303'), at(map, '0503'))).toBe(2);
    expect(distanceOn(map, at(map, '0101'), at(map, '0805'))).toBe(8);
  });

  it('take in the hex itself, then whole rings, but only on the board', () => {
    expect(within(map, at(map, '0505'), 0)).toEqual([at(map, '0505')]);
    expect(within(map, at(map, '0505'), 1)).toHaveLength(7);
    expect(within(map, at(map, '0505'), 2)).toHaveLength(19);
    expect(within(map, at(map, '0101'), 1)).toHaveLength(3);
    expect(within(map, at(map, '0505'), -1)).toEqual([]);
  });

  it('hold only hexes within the radius', () => {
    const centre = at(map, '0404');
    for (const cell of within(map, centre, 3)) expect(distanceOn(map, centre, cell)).toBeLessThanOrEqual(3);
  });
});

describe('terrain as a ruleset reads it', () => {
  it('gives the terrain type id of a painted hex and null for an unpainted one', () => {
    const map = blankMap();
    paint(map, 'forest', '0304');
    expect(terrainOf(map, at(map, '0304'))).toBe('forest');
    expect(terrainOf(map, at(map, '0305'))).toBeNull();
  });

  it('reads a hex painted with a since-deleted type as unpainted', () => {
    const map = blankMap();
    paint(map, 'swamp', '0304');
    expect(terrainOf(map, at(map, '0304'))).toBeNull();
  });

  it('gives the hexside feature between two hexes from either side', () => {
    const map = blankMap();
    side(map, 'river', '0303', '0403');
    expect(sideBetween(map, at(map, '0303'), at(map, '0403'))).toBe('river');
    expect(sideBetween(map, at(map, '0403'), at(map, '0303'))).toBe('river');
    expect(sideBetween(map, at(map, '0303'), at(map, '0304'))).toBeNull();
  });

  it('gives the link joining two hexes', () => {
    const map = blankMap();
    link(map, 'road', '0303', '0304', '0305');
    expect(linkBetween(map, at(map, '0305'), at(map, '0304'))).toBe('road');
    expect(linkBetween(map, at(map, '0303'), at(map, '0403'))).toBeNull();
  });
});

describe('a straight line between hex centres', () => {
  const map = blankMap();

  it('is just the hex when it starts and ends there', () => {
    expect(hexLine(map, at(map, '0303'), at(map, '0303'))).toEqual([at(map, '0303')]);
  });

  it('runs down a column hex by hex', () => {
    expect(labels(map, hexLine(map, at(map, '0302'), at(map, '0307')))).toEqual(['0302', '0303', '0304', '0305', '0306', '0307']);
  });

  it('holds one hex per step, each next to the one before, from one end to the other', () => {
    const a = at(map, '0101');
    const b = at(map, '0805');
    const line = hexLine(map, a, b);
    expect(line).toHaveLength(distanceOn(map, a, b) + 1);
    expect(line[0]).toEqual(a);
    expect(line[line.length - 1]).toEqual(b);
    line.slice(1).forEach((cell, i) => expect(adjacentOn(map, line[i], cell)).toBe(true));
  });

  it('takes one side of a hexside it runs along, and the other side when leaning the other way', () => {
    expect(labels(map, hexLine(map, at(map, '0303'), at(map, '0503')))).toEqual(['0303', '0403', '0503']);
    expect(labels(map, hexLine(map, at(map, '0303'), at(map, '0503'), -1))).toEqual(['0303', '0402', '0503']);
  });

  it('passes through the same hexes on a slightly stretched scan', () => {
    const stretched: HexGrid = { ...flatGrid(), dx: 60 * 1.07, dy: 69.2820323 * 0.93 };
    const other = createRulesMap('map', stretched, map.terrain);
    const a = at(map, '0101');
    const b = at(map, '0906');
    expect(hexLine(other, a, b)).toEqual(hexLine(map, a, b));
  });

  it('works on pointy-topped grids too', () => {
    const pointy: HexGrid = { ...flatGrid(), orientation: 'pointy', dx: 69.2820323, dy: 60 };
    const map2 = createRulesMap('map', pointy, emptyTerrain());
    expect(labels(map2, hexLine(map2, at(map2, '0203'), at(map2, '0603')))).toEqual(['0203', '0303', '0403', '0503', '0603']);
  });
});

describe('a rules map', () => {
  const map = createRulesMap('board-1', flatGrid(10, 8), emptyTerrain());

  it('prints labels with the board numbering', () => {
    expect(map.boardId).toBe('board-1');
    expect(map.label({ col: 0, row: 0 })).toBe('0101');
    expect(map.label({ col: 9, row: 7 })).toBe('1008');
  });

  it('reads labels back into cells on the board only', () => {
    expect(map.cellOf('0304')).toEqual({ col: 2, row: 3 });
    expect(map.cellOf(' 0304 ')).toEqual({ col: 2, row: 3 });
    expect(map.cellOf('1109')).toBeNull();
    expect(map.cellOf('hill')).toBeNull();
  });

  it('knows which cells are on it', () => {
    expect(onMap(map, { col: 9, row: 7 })).toBe(true);
    expect(onMap(map, { col: 10, row: 7 })).toBe(false);
  });
});
