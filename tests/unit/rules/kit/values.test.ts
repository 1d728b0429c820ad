import { describe, expect, it } from 'vitest';
import { formatRuleValue, sameRuleValue, valueReaders } from '../../../../src/rules/kit';
import type { RulesView, ValueSpec } from '../../../../src/rules/types';

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

describe('value readers', () => {
  const specs = [
    { id: 'turn', label: 'Turn', kind: 'number', default: 3 },
    { id: 'who', label: 'Who', kind: 'text', default: 'Axis' },
    { id: 'on', label: 'On', kind: 'flag', default: false },
    { id: 'seen', label: 'Seen', kind: 'turns', default: [] },
  ] as const;
  const read = valueReaders(specs as unknown as ValueSpec[]);
  const view = (values: Record<string, unknown>) => ({ values }) as unknown as RulesView;

  it('read what the view holds, else the spec default', () => {
    expect([read.number(view({}), 'turn'), read.text(view({}), 'who'), read.flag(view({}), 'on')]).toEqual([3, 'Axis', false]);
    expect([read.number(view({ turn: 5 }), 'turn'), read.text(view({ who: 'Allies' }), 'who'), read.flag(view({ on: true }), 'on')]).toEqual([5, 'Allies', true]);
  });

  it('never hand a rule the wrong type', () => {
    expect([read.number(view({ turn: 'x' }), 'turn'), read.text(view({ who: 4 }), 'who'), read.flag(view({ on: 'yes' }), 'on')]).toEqual([0, '', false]);
    expect(read.numbers(view({ seen: ['1', '5', 'x'] }), 'seen')).toEqual([1, 5]);
  });
});
