/** A ruleset written with only the questions its game asks: the kit answers the others neutrally, saying why. */
import { describe, expect, it } from 'vitest';
import { defineRuleset, type RulesetSpec } from '../../../../src/rules/kit';
import { ghc } from '../../../../rulesets/ghc';
import { ghcView } from '../../rulesets/ghc/support/ghcView';

const bare: RulesetSpec = {
  id: 'bare', name: 'Bare game', source: 'a test', terrain: { palette: [], sideFeatures: [] }, attributes: [], values: [], tables: [], rolls: [],
  sideOf: () => null,
};
const view = ghcView();
const here = { col: 0, row: 0 };

describe('a ruleset with questions left out', () => {
  it('answers each one neutrally with the reason given', () => {
    const r = defineRuleset(bare, { rule: '9.9', text: 'combats are a procedure here' });
    expect(r.reach(view, ['a'], here)).toMatchObject({ allowance: 0, notes: [{ severity: 'info', rule: '9.9', text: 'combats are a procedure here' }] });
    expect(r.checkMove(view, { pieceIds: ['a'], from: here, path: [], to: { col: 1, row: 0 } })).toMatchObject({ legal: true, summary: 'no verdict: combats are a procedure here' });
    const setup = r.combat(view, ['a'], here);
    expect(setup).toMatchObject({ attackers: ['a'], defenders: [], strengthNotes: ['combats are a procedure here'] });
    expect(r.resolveCombat(view, setup, [], 4)).toMatchObject({ roll: 4, result: null, summary: 'no combat table: combats are a procedure here' });
    expect(r.checkTable(view)).toEqual([]);
  });

  it('names the game when no reason is given, and keeps the questions it does answer', () => {
    const checkTable = () => [{ severity: 'warning' as const, rule: '1', text: 'own check' }];
    const r = defineRuleset({ ...bare, checkTable, checkMove: undefined });
    expect(r.checkMove(view, { pieceIds: [], from: here, path: [], to: here }).findings[0].text).toBe('the Bare game assistant does not answer this');
    expect(r.checkTable(view)).toEqual(checkTable());
  });

  it('lets German High Command leave the combat table out: its combat is the Combat Resolution procedure', () => {
    expect(ghc.resolveCombat(view, ghc.combat(view, ['a'], here), [], 3).summary).toBe('no combat table: moves and combats in this game are walked through as procedures (4.2, 6.0)');
  });
});
