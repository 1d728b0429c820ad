/** A finding in one call carries its severity, rule, sentence and the keys of the hexes it is about. */
import { describe, expect, it } from 'vitest';
import { illegal, info, warning } from '../../../../src/rules/kit';

describe('findings in one call', () => {
  it('says a rule is broken, with the hexes as cell keys', () => {
    expect(illegal('7.1', 'the path jumps', [{ col: 2, row: 3 }, { col: 4, row: 5 }])).toEqual({ severity: 'illegal', rule: '7.1', text: 'the path jumps', cells: ['2,3', '4,5'] });
  });

  it('warns and explains with the severity named, no hexes when none are given', () => {
    expect(warning('8.1', 'overstacked')).toEqual({ severity: 'warning', rule: '8.1', text: 'overstacked', cells: [] });
    expect(info('10.5', 'a VP hex', [{ col: 0, row: 1 }])).toEqual({ severity: 'info', rule: '10.5', text: 'a VP hex', cells: ['0,1'] });
  });
});
