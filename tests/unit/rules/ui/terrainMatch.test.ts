import { describe, expect, it } from 'vitest';
import { caporetto } from '../../../../rulesets/caporetto';
import { emptyTerrain } from '../../../../src/terrain/terrain';
import { terrainGaps, withRulesetTerrain } from '../../../../src/ui/rules/terrainMatch';

describe('matching a map’s terrain to the ruleset', () => {
  it('finds every Caporetto terrain type and hexside feature missing from a fresh map', () => {
    const gaps = terrainGaps(caporetto, emptyTerrain());
    expect(gaps.missingTypes.map((t) => t.id)).toEqual(['clear', 'rough', 'mountain', 'alpine', 'marsh', 'dominant', 'sea']);
    expect(gaps.missingFeatures.map((f) => f.id)).toEqual(['lake']);
    expect(gaps.unknownPainted).toEqual([]);
  });

  it('names types painted on the map that the ruleset would read as clear, with their hex counts', () => {
    const layer = { ...emptyTerrain(), palette: [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }, { id: 'clear', name: 'Clear', colour: '#eee' }], hexes: { '1,1': 'forest', '1,2': 'forest', '2,2': 'clear' } };
    expect(terrainGaps(caporetto, layer).unknownPainted).toEqual([{ id: 'forest', name: 'Forest', hexes: 2 }]);
  });

  it('adds the missing types after the players’ own, keeping theirs', () => {
    const layer = { ...emptyTerrain(), palette: [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }] };
    const next = withRulesetTerrain(layer, terrainGaps(caporetto, layer));
    expect(next.palette[0].id).toBe('forest');
    expect(next.palette.map((t) => t.id)).toContain('alpine');
    expect(terrainGaps(caporetto, { ...layer, palette: next.palette, sideFeatures: next.features }).missingTypes).toEqual([]);
  });
});
