/** A palette written as compact data reads as the terrain list the map editor offers. */
import { describe, expect, it } from 'vitest';
import { sideFeaturePalette, terrainPalette } from '../../../../src/rules/kit';

describe('a terrain palette from compact data', () => {
  it('gives each id its name and colour, in the order written', () => {
    expect(terrainPalette({ plain: ['Plain', '#dcd3a0'], 'all-sea': ['All-sea', '#0d47a1'], hill: ['Hill', '#b59f74'] })).toEqual([
      { id: 'plain', name: 'Plain', colour: '#dcd3a0' },
      { id: 'all-sea', name: 'All-sea', colour: '#0d47a1' },
      { id: 'hill', name: 'Hill', colour: '#b59f74' },
    ]);
  });

  it('gives no hexside features for a game whose rules read none', () => {
    expect(sideFeaturePalette({})).toEqual([]);
    expect(sideFeaturePalette({ river: ['River', '#1e88e5'] })).toEqual([{ id: 'river', name: 'River', colour: '#1e88e5' }]);
  });
});
