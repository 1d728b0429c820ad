import { describe, expect, it } from 'vitest';
import { formatRuleValue, sameRuleValue } from '../../../../src/rules/kit';

describe('rule values', () => {
  it('are said as stored when no spec is known (the log’s "set Game turn to 3"), negatives with the typographic minus', () => {
    expect([formatRuleValue(3), formatRuleValue(-2), formatRuleValue('combat1'), formatRuleValue(false), formatRuleValue(['0604'])]).toEqual(['3', '\u22122', 'combat1', 'no', '0604']);
  });

  it('are the same when equal, lists item by item in order', () => {
    expect(sameRuleValue(['0604', '0605'], ['0604', '0605'])).toBe(true);
    expect(sameRuleValue(['0605', '0604'], ['0604', '0605'])).toBe(false);
    expect(sameRuleValue(['0604'], '0604')).toBe(false);
    expect(sameRuleValue('0604', ['0604'])).toBe(false);
    expect(sameRuleValue(undefined, 0)).toBe(false);
    expect(sameRuleValue(2, 2)).toBe(true);
  });
});
