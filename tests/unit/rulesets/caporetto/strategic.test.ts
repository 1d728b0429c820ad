import { describe, expect, it } from 'vitest';
import { checkMove, reach } from '../../../../rulesets/caporetto/movement';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { at, austrian, board, italian, keyOf, move } from './support/board';

const illegalRules = (verdict: { findings: { severity: string; rule: string }[] }) => verdict.findings.filter((f) => f.severity === 'illegal').map((f) => f.rule);

/** An Italian division at 2010 in GT 3's Strategic Movement Phase, with the hexes south of it recorded as Allied. */
function strategic() {
  const div = italian('2nd Inf. Div.', '2010');
  const b = board().set({ phase: 'strategic', turn: 3 }).place(div, austrian('5th Div.', '3828')).controlled(ALLIES, '2010', '2011', '2012', '2013', '2014');
  return { b, div };
}

describe('strategic movement (7.12)', () => {
  it('moves a unit across friendly-controlled hexes to a friendly-controlled hex at no MP', () => {
    const { b, div } = strategic();
    const verdict = checkMove(b.view(), move([div], '2010', ['2011', '2012', '2013', '2014']));
    expect(verdict.legal).toBe(true);
    expect(verdict.spent).toBe(0);
    expect(verdict.summary).toBe('2nd Inf. Div. 2010→2014: strategic movement, legal');
  });

  it('may not start in an enemy zone of control', () => {
    const { b, div } = strategic();
    b.place(austrian('7th Div.', '2009'));
    const verdict = checkMove(b.view(), move([div], '2010', ['2011']));
    expect(illegalRules(verdict)).toEqual(['7.12']);
    expect([...reach(b.view(), [div.id], at('2010')).cost.keys()]).toEqual([keyOf('2010')]);
  });

  it('may end in an enemy zone of control, where the move stops', () => {
    const { b, div } = strategic();
    b.place(austrian('7th Div.', '2015'));
    expect(checkMove(b.view(), move([div], '2010', ['2011', '2012', '2013', '2014'])).legal).toBe(true);
    expect(reach(b.view(), [div.id], at('2010')).stops.has(keyOf('2014'))).toBe(true);
  });

  it('may not cross a hex under enemy control', () => {
    const { b, div } = strategic();
    b.controlled(CENTRAL_POWERS, '2012');
    const verdict = checkMove(b.view(), move([div], '2010', ['2011', '2012', '2013']));
    expect(illegalRules(verdict)).toEqual(['7.12']);
    expect(verdict.summary).toContain('2012 is not under friendly control');
  });

  it('may not end where the unit would be out of supply (14.1)', () => {
    const { b, div } = strategic();
    b.set({ westEdgeSupply: false });
    const verdict = checkMove(b.view(), move([div], '2010', ['2011', '2012']));
    expect(illegalRules(verdict)).toEqual(['14.1']);
    expect(reach(b.view(), [div.id], at('2010')).cost.has(keyOf('2012'))).toBe(false);
    b.set({ supplyAllies: ['0512'] });
    expect(checkMove(b.view(), move([div], '2010', ['2011', '2012'])).legal).toBe(true);
  });

  it('reminds of the limit of five Allied and four Central Powers units a turn, and warns when one move exceeds it', () => {
    const { b, div } = strategic();
    expect(checkMove(b.view(), move([div], '2010', ['2011'])).findings.find((f) => f.rule === '7.12')!.text).toContain('up to 5 units');
    const stack = [1, 2, 3, 4, 5].map((n) => austrian(`AH ${n}`, '3020'));
    const cp = board().set({ phase: 'strategic', turn: 3 }).place(...stack).controlled(CENTRAL_POWERS, '3020', '3021');
    const limit = checkMove(cp.view(), move(stack, '3020', ['3021'])).findings.find((f) => f.rule === '7.12')!;
    expect(limit.severity).toBe('warning');
    expect(limit.text).toContain('up to 4 units');
  });

  it('says when the control it relied on was guessed from the nearest units', () => {
    const div = italian('2nd Inf. Div.', '2010');
    const b = board().set({ phase: 'strategic', turn: 3 }).place(div, austrian('5th Div.', '3828'));
    const verdict = checkMove(b.view(), move([div], '2010', ['2011', '2012']));
    expect(verdict.legal).toBe(true);
    expect(verdict.findings.some((f) => f.rule === '3.4' && f.text.includes('not recorded'))).toBe(true);
  });

  it('has no Strategic Movement Phase on GT 1, which begins with the Central Powers’ 1st Combat Sub-phase (4.1)', () => {
    const { b, div } = strategic();
    b.set({ turn: 1 });
    const verdict = checkMove(b.view(), move([div], '2010', ['2011', '2012']));
    expect(illegalRules(verdict)).toEqual(['4.1']);
    expect(verdict.summary).toContain('no Strategic Movement Phase on GT 1');
    expect([...reach(b.view(), [div.id], at('2010')).cost.keys()]).toEqual([keyOf('2010')]);
    b.set({ turn: 2 });
    expect(checkMove(b.view(), move([div], '2010', ['2011', '2012'])).legal).toBe(true);
  });
});
