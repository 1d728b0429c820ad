import { describe, expect, it } from 'vitest';
import { rulesetCatalogue, rulesetEntry, type RulesetEntry } from '../../../rulesets/index';
import { rulesetLoader } from '../../../src/ui/rules/rulesetLoader';
import type { Ruleset } from '../../../src/rules/types';

describe('the ruleset catalogue', () => {
  it('names each ruleset as its code does, once each, and loads the ruleset it names', async () => {
    expect(new Set(rulesetCatalogue.map((r) => r.id)).size).toBe(rulesetCatalogue.length);
    for (const entry of rulesetCatalogue) {
      const ruleset = await entry.load();
      expect({ id: ruleset.id, name: ruleset.name }).toEqual({ id: entry.id, name: entry.name });
      expect(typeof ruleset.checkMove).toBe('function');
    }
  });

  it('has no entry for an id this build does not know', () => {
    expect(rulesetEntry('monopoly')).toBeUndefined();
    expect(rulesetEntry(null)).toBeUndefined();
    expect(rulesetEntry('caporetto')?.name).toBe('Caporetto');
  });
});

/** A catalogue of one ruleset whose loads fail while `failing` is true, counting its loads. */
function flakyCatalogue() {
  const state = { failing: true, loads: 0 };
  const ruleset = { id: 'flaky', name: 'Flaky' } as Ruleset;
  const entry: RulesetEntry = {
    id: 'flaky',
    name: 'Flaky',
    load: async () => {
      state.loads++;
      if (state.failing) throw new Error('Failed to fetch dynamically imported module');
      return ruleset;
    },
  };
  return { state, ruleset, catalogue: [entry] };
}

describe('loading rulesets on demand', () => {
  it('loads a ruleset once, has it at hand afterwards, and tells its listeners', async () => {
    const { state, ruleset, catalogue } = flakyCatalogue();
    state.failing = false;
    const loader = rulesetLoader(catalogue);
    let heard = 0;
    loader.subscribe(() => heard++);
    expect(loader.loaded('flaky')).toBeUndefined();
    const [first, second] = await Promise.all([loader.load('flaky'), loader.load('flaky')]);
    expect(first).toBe(ruleset);
    expect(second).toBe(ruleset);
    expect(await loader.load('flaky')).toBe(ruleset);
    expect(state.loads).toBe(1);
    expect(loader.loaded('flaky')).toBe(ruleset);
    expect(heard).toBe(1);
    expect(loader.settled()).toBe(1);
  });

  it('resolves to nothing for an unknown id, without loading anything', async () => {
    const { state, catalogue } = flakyCatalogue();
    const loader = rulesetLoader(catalogue);
    expect(await loader.load('monopoly')).toBeUndefined();
    expect(await loader.load(null)).toBeUndefined();
    expect(state.loads).toBe(0);
    expect(loader.error('monopoly')).toBeNull();
  });

  it('says why a load failed, never rejects, and tries again when asked again', async () => {
    const { state, ruleset, catalogue } = flakyCatalogue();
    const loader = rulesetLoader(catalogue);
    expect(await loader.load('flaky')).toBeUndefined();
    expect(loader.error('flaky')).toMatch(/^The Flaky assistant could not be loaded \(Failed to fetch dynamically imported module\)\. Check the connection and reload the page\.$/);
    expect(loader.loaded('flaky')).toBeUndefined();
    state.failing = false;
    expect(await loader.load('flaky')).toBe(ruleset);
    expect(loader.error('flaky')).toBeNull();
    expect(state.loads).toBe(2);
  });
});
