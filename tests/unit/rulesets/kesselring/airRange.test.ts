import { describe, expect, it } from 'vitest';
import { rangeFindings } from '../../../../rulesets/kesselring/airRange';
import { distanceOn } from '../../../../src/rules/kit';
import { at, garrison, kwBoard, unit } from './support/kwBoard';

const tac = (name: string, label: string, side: 'Allies' | 'Axis', range: string, type = 'tac') =>
  unit(name, label, { side, nationality: side === 'Axis' ? 'German' : 'US', type, range });

describe("Kesselring's War air range", () => {
  it('lets a range-12 TAC fly twelve hexes from the Foggia airfield, not thirteen (20.3 example)', () => {
    const b = kwBoard().set({ airfields: ['3321'] }).place(garrison('Foggia', '3321', 'Allies'));
    const view = b.view();
    expect(distanceOn(view.map, at('3321'), at('3309'))).toBe(12);
    expect(rangeFindings(view, [tac('I/12AF', '3309', 'Allies', '12')], at('3309'))).toEqual([]);
    const far = rangeFindings(view, [tac('I/12AF', '3308', 'Allies', '12')], at('3308'));
    expect(far[0]).toMatchObject({ severity: 'info', rule: '20.3' });
    expect(far[0].text).toContain('must fly from the Allied Staging Area');
  });

  it('counts only functional airfields, those with a friendly garrison (12.1, 20.2.2)', () => {
    const b = kwBoard().set({ airfields: ['1010'] });
    expect(rangeFindings(b.view(), [tac('I/12AF', '1012', 'Allies', '12')], at('1012'))).toHaveLength(1);
    b.place(garrison('Gerbini', '1010', 'Allies'));
    expect(rangeFindings(b.view(), [tac('I/12AF', '1012', 'Allies', '12')], at('1012'))).toEqual([]);
  });

  it('measures the Axis Staging Area from the north map edge, and warns an Axis unit out of range (26.2)', () => {
    const b = kwBoard().set({ northEdge: ['1001'] });
    expect(rangeFindings(b.view(), [tac('Jg 53', '1008', 'Axis', '8')], at('1008'))).toEqual([]);
    expect(rangeFindings(b.view(), [tac('Jg 53', '1009', 'Axis', '8')], at('1009'))[0]).toMatchObject({ severity: 'warning', rule: '20.3' });
  });

  it('flies U anywhere, and the CVE at any range over coastal hexes only (20.3, 24.4)', () => {
    const b = kwBoard().paint('sea', '2021');
    expect(rangeFindings(b.view(), [tac('205G', '3030', 'Allies', 'U', 'saf')], at('3030'))).toEqual([]);
    expect(rangeFindings(b.view(), [tac('CVE', '2020', 'Allies', '', 'cve')], at('2020'))).toEqual([]);
    expect(rangeFindings(b.view(), [tac('CVE', '3030', 'Allies', '', 'cve')], at('3030'))[0]).toMatchObject({ severity: 'illegal', rule: '24.4' });
  });
});
