import { describe, expect, it } from 'vitest';
import type { ReportSpec, RulesView, ValueSpec } from '../../../../src/rules/types';
import { changeRows, reportChoices, runReport } from '../../../../src/ui/rules/reportText';
import { formatRuleValue } from '../../../../src/rules/kit/values';

const specs: ValueSpec[] = [
  { id: 'turn', label: 'Game turn', kind: 'number', default: 1, min: 1, max: 13 },
  { id: 'morale', label: 'Italian morale', kind: 'number', default: -1, min: -4, max: 2 },
  { id: 'rain', label: 'Torrential Rain in effect', kind: 'flag', default: false },
  { id: 'phase', label: 'Sub-phase', kind: 'choice', default: 'movement', choices: [{ value: 'combat1', label: '1st Combat Sub-phase' }] },
];

const view = (values: RulesView['values'] = {}) => ({ values }) as RulesView;

describe('a report’s values in words', () => {
  it('signs numbers that can go below zero, as the tracks print them', () => {
    expect([-2, 0, 1].map((n) => formatRuleValue(n, specs[1]))).toEqual(['−2', '0', '+1']);
    expect(formatRuleValue(4, specs[0])).toBe('4');
  });

  it('says yes or no for flags, a choice’s label, and none for an empty list', () => {
    expect(formatRuleValue(true, specs[2])).toBe('yes');
    expect(formatRuleValue('combat1', specs[3])).toBe('1st Combat Sub-phase');
    expect(formatRuleValue([])).toBe('none');
    expect(formatRuleValue(['0604', '0605'])).toBe('0604, 0605');
    expect(formatRuleValue(undefined)).toBe('not set');
  });
});

describe('the changes a report suggests', () => {
  it('lists each with its label, what it reads now (set, else the default) and what it would read', () => {
    const report = { changes: [{ id: 'turn', value: 4, why: 'GT 3 is over (4.1)' }, { id: 'morale', value: -2, why: '10.3' }, { id: 'rain', value: false, why: '6.0' }] };
    expect(changeRows(report, specs, view({ turn: 3, rain: true }))).toEqual([
      { id: 'turn', label: 'Game turn', from: '3', to: '4', value: 4, why: 'GT 3 is over (4.1)' },
      { id: 'morale', label: 'Italian morale', from: '−1', to: '−2', value: -2, why: '10.3' },
      { id: 'rain', label: 'Torrential Rain in effect', from: 'yes', to: 'no', value: false, why: '6.0' },
    ]);
  });

  it('names a value the ruleset does not list by its id', () => {
    expect(changeRows({ changes: [{ id: 'other', value: 1, why: '' }] }, specs, view())[0]).toMatchObject({ label: 'other', from: 'not set', to: '1' });
  });

  it('has no rows when the report suggests nothing', () => {
    expect(changeRows({}, specs, view())).toEqual([]);
  });
});

describe('running a report', () => {
  const echo: ReportSpec = { id: 'echo', name: 'Echo', rule: '1.0', choices: () => [{ value: 'a', label: 'A' }], run: (_v, choice) => ({ summary: choice ?? 'none', lines: [] }) };
  const broken: ReportSpec = {
    id: 'broken', name: 'Broken', rule: '1.0',
    choices: () => {
      throw new Error('no cup');
    },
    run: () => {
      throw new Error('no turn');
    },
  };

  it('passes the choice, and no choice for the empty one', () => {
    expect(runReport(echo, view(), 'a')).toEqual({ report: { summary: 'a', lines: [] } });
    expect(runReport(echo, view(), '')).toEqual({ report: { summary: 'none', lines: [] } });
  });

  it('turns a ruleset’s error into a sentence', () => {
    expect(runReport(broken, view())).toEqual({ error: 'The assistant could not make the Broken report: no turn' });
    expect(reportChoices(broken, view())).toEqual({ error: 'The assistant could not list the choices of the Broken report: no cup' });
  });

  it('lists a report’s choices, and none when it needs no choice', () => {
    expect(reportChoices(echo, view())).toEqual({ choices: [{ value: 'a', label: 'A' }] });
    expect(reportChoices({ ...echo, choices: undefined }, view())).toEqual({ choices: [] });
  });
});
