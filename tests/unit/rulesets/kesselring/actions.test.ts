import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../../rulesets/kesselring/actions';
import { judgeSegment } from '../../../../src/rules/kit';
import type { SegmentPlan } from '../../../../src/rules/types';
import { kwBoard } from './support/kwBoard';

const segment = (values: Record<string, unknown>, plan: Partial<SegmentPlan> & { action: string }) =>
  judgeSegment(kwBoard().set({ apAllies: 12, apAxis: 10, phase: 'action', ...values } as never).view(), actionPoints, { side: 'Allies', extras: [], ...plan });
const change = (v: ReturnType<typeof segment>, id: string) => v.changes.find((c) => c.id === id)?.value;
const illegal = (v: ReturnType<typeof segment>) => v.findings.filter((f) => f.severity === 'illegal').map((f) => f.rule);

describe("Kesselring's War action points", () => {
  it('prices a Movement Action at one AP and moves the Allied marker from 12 to 11 (13.1)', () => {
    const v = segment({}, { action: 'move' });
    expect(v.spend.Allies).toEqual({ before: 12, cost: 1, after: 11 });
    expect(change(v, 'apAllies')).toBe(11);
    expect(v.summary).toBe('Allies takes Movement (Allies 12→11 AP)');
  });

  it('adds the extras paid beside an action: the Axis interception and Allied naval gunfire (21.3.1, 22.2)', () => {
    const v = segment({}, { action: 'attack', extras: [{ action: 'intercept', side: 'Axis', count: 1 }, { action: 'gunfire', side: 'Allies', count: 2 }] });
    expect(v.spend.Allies.cost).toBe(3);
    expect(v.spend.Axis).toEqual({ before: 10, cost: 1, after: 9 });
    expect(v.lines[0]).toBe('Allies: Attack 1 AP + Naval Gunfire ×2 2 AP — 12 → 9 AP');
  });

  it('warns when a side spends more AP than it holds, never going below zero (5.2)', () => {
    const v = segment({ apAllies: 1 }, { action: 'invade' });
    expect(illegal(v)).toContain('5.2');
    expect(change(v, 'apAllies')).toBe(0);
  });

  it('charges the Axis two AP and the Allies one for an airborne assault (19.2, 33.1)', () => {
    expect(segment({}, { action: 'airborne' }).spend.Allies.cost).toBe(1);
    expect(segment({ nextSide: 'Axis' }, { side: 'Axis', action: 'airborne' }).spend.Axis.cost).toBe(2);
  });

  it('keeps Naval Interdiction to the Allies, once per GT, and records the attempt (14.2.1)', () => {
    expect(illegal(segment({ nextSide: 'Axis' }, { side: 'Axis', action: 'interdict' }))).toContain('14.2.1');
    const first = segment({ turn: 3 }, { action: 'interdict' });
    expect(change(first, 'interdictionTried')).toBe(3);
    expect(first.spend.Allies.cost).toBe(2);
    expect(illegal(segment({ turn: 3, interdictionTried: 3 }, { action: 'interdict' }))).toContain('14.2.1');
  });

  it('bars Axis naval transfers once interdiction is in effect (14.2.2)', () => {
    expect(illegal(segment({ interdiction: true, nextSide: 'Axis' }, { side: 'Axis', action: 'transfer' }))).toContain('14.2.2');
    expect(illegal(segment({ interdiction: true }, { action: 'transfer' }))).not.toContain('14.2.2');
  });

  it('allows three fortifications a side in a GT (25.1)', () => {
    const third = segment({ fortsAllies: 2 }, { action: 'fortify' });
    expect(illegal(third)).toEqual([]);
    expect(change(third, 'fortsAllies')).toBe(3);
    expect(illegal(segment({ fortsAllies: 3 }, { action: 'fortify' }))).toContain('25.1');
  });

  it('passes the turn to the other side and ends the phase when both pass in a row (6.1)', () => {
    const act = segment({}, { action: 'move' });
    expect(change(act, 'nextSide')).toBe('Axis');
    expect(change(act, 'passedLast')).toBe('none');
    const pass = segment({}, { action: 'pass' });
    expect(change(pass, 'passedLast')).toBe('Allies');
    expect(pass.spend.Allies.cost).toBe(0);
    const both = segment({ passedLast: 'Allies', nextSide: 'Axis' }, { side: 'Axis', action: 'pass' });
    expect(change(both, 'phase')).toBe('end');
    expect(both.lines.join(' ')).toContain('Both sides passed in a row');
  });

  it('leaves out changes to what a value already is', () => {
    const v = segment({ passedLast: 'none' }, { action: 'move' });
    expect(v.changes.map((c) => c.id)).toEqual(['apAllies', 'nextSide']);
  });

  it('ends the phase when both sides have spent all their AP (6.1)', () => {
    expect(change(segment({ apAllies: 1, apAxis: 0 }, { action: 'move' }), 'phase')).toBe('end');
  });

  it('warns when a side acts out of turn (6.1)', () => {
    const v = segment({ nextSide: 'Axis' }, { action: 'move' });
    expect(v.findings.some((f) => f.rule === '6.1' && f.text.includes('Axis'))).toBe(true);
  });

  it('refuses an action it does not know rather than pricing it at nothing', () => {
    expect(() => segment({}, { action: 'teleport' })).toThrow(/no action "teleport"/);
  });
});
