import { describe, expect, it } from 'vitest';
import { effectOf, terrainEffects } from '../../../../rulesets/caporetto/terrain';

describe('the Terrain Effects Chart', () => {
  it('reads unpainted and unknown hexes as clear', () => {
    expect(effectOf(null)).toBe(terrainEffects.clear);
    expect(effectOf('forest')).toBe(terrainEffects.clear);
  });

  it('never reads an inherited member for a painted id a peer may send', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(effectOf(id)).toBe(terrainEffects.clear);
  });

  it('stacks 2 in marsh, per the errata', () => {
    expect(effectOf('marsh').stacking).toBe(2);
  });
});
