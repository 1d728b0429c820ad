/** A move verdict built by the kit: legal unless a rule is broken, with one log line worded the same in every game. */
import { describe, expect, it } from 'vitest';
import { moveHead, moveVerdict, mpMeasure, neutralReach, noVerdict, noneIllegal, walkedSpent, type Finding, type RulesMap } from '../../../../src/rules/kit';

const map = { label: (c: { col: number; row: number }) => `${String(c.col).padStart(2, '0')}${String(c.row).padStart(2, '0')}` } as unknown as RulesMap;
const broken = (text: string): Finding => ({ severity: 'illegal', rule: '7.1', text });
const warned: Finding = { severity: 'warning', rule: '8.1', text: 'overstacked' };
const said: Finding = { severity: 'info', rule: '10.5', text: 'a VP hex' };

describe('building a move verdict', () => {
  it('says what moved where, "Nothing" when no name is known', () => {
    expect(moveHead(map, ['1st Inf.', '2nd Inf.'], { col: 6, row: 4 }, { col: 8, row: 6 })).toBe('1st Inf., 2nd Inf. 0604→0806');
    expect(moveHead(map, [], { col: 6, row: 4 }, { col: 6, row: 5 })).toBe('Nothing 0604→0605');
  });

  it('measures MP spent of the allowance in the players’ halves, "?" when the path could not be walked', () => {
    expect(mpMeasure(2.5, 4)).toBe('2½ of 4 MP');
    expect(mpMeasure(null, 3)).toBe('? of 3 MP');
    expect(walkedSpent({ spent: 3, cannotEnter: null, notAdjacent: null })).toBe(3);
    expect(walkedSpent({ spent: 3, cannotEnter: 2, notAdjacent: null })).toBeNull();
    expect(walkedSpent({ spent: 3, cannotEnter: null, notAdjacent: 1 })).toBeNull();
  });

  it('is legal while no finding breaks a rule, whatever the warnings', () => {
    const v = moveVerdict({ head: 'A 0101→0102', measure: '1 of 4 MP', findings: [warned, said], spent: 1, allowance: 4, cheapest: [] });
    expect(v).toEqual({ legal: true, spent: 1, allowance: 4, cheapest: [], findings: [warned, said], summary: 'A 0101→0102: 1 of 4 MP, legal' });
    expect(noneIllegal([warned, said])).toBe(true);
    expect(noneIllegal([said, broken('x')])).toBe(false);
  });

  it('words a broken move plainly, with every broken rule, or with the first one alone', () => {
    const findings = [broken('the path jumps'), warned, broken('over the allowance')];
    const parts = { head: 'A 0101→0105', measure: '? of 4 MP', findings, spent: null, allowance: 4, cheapest: null };
    expect(moveVerdict(parts)).toMatchObject({ legal: false, summary: 'A 0101→0105: ? of 4 MP, not legal' });
    expect(moveVerdict({ ...parts, outcome: 'broken' }).summary).toBe('A 0101→0105: ? of 4 MP, not legal: the path jumps; over the allowance');
    expect(moveVerdict({ ...parts, outcome: 'first' }).summary).toBe('A 0101→0105: ? of 4 MP, the path jumps');
  });

  it('counts warnings in the first-rule wording, and leaves the measure out in a game that counts no MP', () => {
    const parts = { head: '1 army Rome → Sicily', findings: [warned, warned], spent: null, allowance: 0, cheapest: null };
    expect(moveVerdict({ ...parts, outcome: 'first' }).summary).toBe('1 army Rome → Sicily: legal, 2 warnings');
    expect(moveVerdict({ ...parts, findings: [warned], outcome: 'first' }).summary).toBe('1 army Rome → Sicily: legal, 1 warning');
    expect(moveVerdict({ ...parts, outcome: 'broken' }).summary).toBe('1 army Rome → Sicily: legal');
  });

  it('judges nothing and shades nothing, saying why, where a game does not answer', () => {
    const why: Finding = { severity: 'info', rule: '4.2', text: 'moves are a procedure here' };
    expect(noVerdict(why)).toEqual({ legal: true, spent: null, allowance: 0, cheapest: null, findings: [why], summary: 'no verdict: moves are a procedure here' });
    const r = neutralReach(why);
    expect([r.cost.size, r.stops.size, r.allowance, r.pathTo({ col: 0, row: 0 }), r.notes]).toEqual([0, 0, 0, null, [why]]);
  });
});
