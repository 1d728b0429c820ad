import { describe, expect, it } from 'vitest';
import type { ProcedureSpec, RulesView } from '../../../src/rules/types';
import { answerText, applied, clampStep, finishLogLine, isShown, modifiedRoll, progressOf, progressText, readStepNumber, roleText, skipped, stepDefault, stepLogLine, stepText, visibleSteps, withoutLast } from '../../../src/rules/procedure';

const view = (values: RulesView['values'] = {}) => ({ values }) as RulesView;

/** A procedure shaped like Strategic Warfare (4.1): a Vichy-only step, a roll, a symbol roll, a step after a failed roll, changes. */
const spec: ProcedureSpec = {
  id: 'sw',
  name: 'Strategic Warfare',
  rule: '4.1',
  role: 'production',
  steps: [
    { id: 'markers', kind: 'do', text: 'Place the Technology markers' },
    { id: 'vichy', kind: 'ask', text: 'Is Vichy France still in the war?', when: (v) => v.values.vichy === true, default: () => true },
    { id: 'factories', kind: 'number', text: (v) => `Factories left (track reads ${String(v.values.factories ?? 0)})`, default: (v) => Number(v.values.factories ?? 0), min: 0, max: 10 },
    { id: 'weather', kind: 'roll', roll: 'weather', text: 'Roll for the weather' },
    { id: 'storm', kind: 'do', text: 'Storm: no bombing', when: (_v, a) => typeof a.weather === 'number' && a.weather <= 2 },
    { id: 'bomb', kind: 'symbolRoll', roll: 'strategic', text: 'Throw the Strategic Warfare dice' },
    { id: 'apply', kind: 'changes', rule: '4.1.3', text: (_v, a) => `Lower production by ${String(a.bomb ?? 0)}`, changes: (_v, a) => [{ id: 'production', value: -Number(a.bomb ?? 0), why: '4.1.3' }] },
  ],
};

describe('the steps of a procedure that show', () => {
  it('leaves out a step whose condition does not hold for the table', () => {
    expect(visibleSteps(spec, view(), {}).map((s) => s.id)).toEqual(['markers', 'factories', 'weather', 'bomb', 'apply']);
    expect(visibleSteps(spec, view({ vichy: true }), {}).map((s) => s.id)).toContain('vichy');
  });

  it('shows a step that depends on an answer once the answer calls for it', () => {
    expect(visibleSteps(spec, view(), { weather: 5 }).map((s) => s.id)).not.toContain('storm');
    expect(visibleSteps(spec, view(), { weather: 2 }).map((s) => s.id)).toContain('storm');
  });

  it('shows a step whose condition fails to run rather than losing it', () => {
    expect(isShown({ id: 'x', kind: 'do', text: '', when: () => { throw new Error('no'); } }, view(), {})).toBe(true);
  });
});

describe('where the checklist stands', () => {
  it('makes the first unanswered step current and counts the steps shown', () => {
    const p = progressOf(spec, view(), { markers: true });
    expect(p.current?.id).toBe('factories');
    expect(progressText(p)).toBe('Step 2 of 5');
  });

  it('counts a step that appears after a failed roll', () => {
    const p = progressOf(spec, view(), { markers: true, factories: 3, weather: 1 });
    expect(p.current?.id).toBe('storm');
    expect(progressText(p)).toBe('Step 4 of 6');
  });

  it('is finished when every step shown has its answer', () => {
    const p = progressOf(spec, view(), { markers: true, factories: 3, weather: 5, bomb: 2, 'bomb.card': 1, apply: applied });
    expect(p.finished).toBe(true);
    expect(p.current).toBeNull();
    expect(progressText(p)).toBe('All 5 steps done');
  });

  it('takes the last answer back, with a symbol roll’s tallies', () => {
    expect(withoutLast(spec, view(), { markers: true, factories: 3, weather: 5, bomb: 2, 'bomb.card': 1 })).toEqual({ markers: true, factories: 3, weather: 5 });
    expect(withoutLast(spec, view(), {})).toEqual({});
  });
});

describe('each step in words', () => {
  it('words a step from the table and the answers so far', () => {
    expect(stepText(spec.steps[2], view({ factories: 4 }), {})).toBe('Factories left (track reads 4)');
    expect(stepText(spec.steps[6], view(), { bomb: 3 })).toBe('Lower production by 3');
    expect(stepText({ id: 'x', kind: 'do', text: () => { throw new Error('oops'); } }, view(), {})).toContain('oops');
  });

  it('starts an ask and a number from the table, the number within its range', () => {
    expect(stepDefault(spec.steps[1], view(), {})).toBe(true);
    expect(stepDefault(spec.steps[2], view({ factories: 12 }), {})).toBe(10);
    expect(stepDefault({ id: 'n', kind: 'number', text: '', min: 1 }, view(), {})).toBe(1);
    expect(clampStep({ min: 0, max: 10 }, -3)).toBe(0);
  });

  it('reads a typed number, saying why one will not do', () => {
    expect(readStepNumber({ min: 0, max: 10 }, ' 7 ')).toEqual({ ok: true, value: 7 });
    expect(readStepNumber({ min: 0, max: 10 }, '11')).toEqual({ ok: false, error: 'The most is 10' });
    expect(readStepNumber({ min: 0, max: 10 }, '−1')).toEqual({ ok: false, error: 'The least is 0' });
    expect(readStepNumber({}, 'two')).toEqual({ ok: false, error: 'Type a whole number' });
  });

  it('adds the DRMs that are on to a roll', () => {
    expect(modifiedRoll(4, [{ id: 'a', kind: 'drm', value: 1, reason: '', rule: '' }, { id: 'b', kind: 'drm', value: 2, reason: '', rule: '', on: false }, { id: 'c', kind: 'shift', value: 3, reason: '', rule: '' }])).toBe(5);
  });

  it('says each finished step’s answer, a symbol roll’s tallies with its hits', () => {
    const answers = { markers: true, vichy: false, factories: 3, weather: 5, bomb: 2, 'bomb.card': 1, apply: skipped };
    expect(spec.steps.filter((s) => s.id !== 'storm').map((s) => answerText(s, answers))).toEqual(['Done', 'No', '3', '5', '2 hits, 1 card', 'Skipped']);
    expect(answerText(spec.steps[6], { apply: applied })).toBe('Applied');
    expect(answerText(spec.steps[5], { bomb: 1 })).toBe('1 hit');
    expect(answerText(spec.steps[5], { bomb: 0, 'bomb.card': 0 })).toBe('0 hits');
    expect(answerText(spec.steps[0], {})).toBe('');
  });
});

describe('the procedure’s log lines and role', () => {
  it('logs the finish with the rule, and a changes step with its own rule', () => {
    expect(finishLogLine(spec)).toBe('Finished Strategic Warfare (4.1)');
    expect(stepLogLine(spec, spec.steps[6], 'Lower production by 2')).toBe('Strategic Warfare (4.1.3): Lower production by 2');
    expect(stepLogLine(spec, spec.steps[0], 'Place them')).toBe('Strategic Warfare (4.1): Place them');
  });

  it('names who carries it out from the ruleset’s roles', () => {
    const roles = [{ id: 'production', name: 'Head of Production' }];
    expect(roleText(spec, roles)).toBe('carried out by the Head of Production');
    expect(roleText({ role: 'okw' }, roles)).toBe('carried out by the okw');
    expect(roleText({}, roles)).toBeNull();
  });
});
