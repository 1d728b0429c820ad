import { describe, expect, it } from 'vitest';
import type { CombatSetup, RuleValue, RulesUnit, RulesView, ValueChange } from '../../../../src/rules/types';
import { caporetto } from '../../../../rulesets/caporetto';
import { combat, resolveCombat } from '../../../../rulesets/caporetto/combat';
import { reports } from '../../../../rulesets/caporetto/reports';
import { at, austrian, combatBoard, gun, italian, testCrt, type BoardSpec } from './support/combatBoard';

const D = '0606';
const [N, NE] = ['0605', '0706'];
const crt = { crt: testCrt() };

/** An attack by `attackers` on hex D, with the CRT typed in unless the spec says otherwise. */
function attack(attackers: RulesUnit[], others: RulesUnit[], spec: BoardSpec = {}): { view: RulesView; setup: CombatSetup } {
  const view = combatBoard({ tables: crt, ...spec, units: [...attackers, ...others, ...(spec.units ?? [])] });
  return { view, setup: combat(view, attackers.map((u) => u.id), at(D)) };
}

const changesOf = (changes: readonly ValueChange[] | undefined): Record<string, RuleValue> => Object.fromEntries((changes ?? []).map((c) => [c.id, c.value]));
const resolved = ({ view, setup }: { view: RulesView; setup: CombatSetup }) => resolveCombat(view, setup, setup.modifiers, 2);
const warnings = (setup: CombatSetup, rule: string) => setup.findings.filter((f) => f.rule === rule && f.severity === 'warning');

describe('the record of combats: values (11.3, 16.1)', () => {
  it('declares the units that attacked and the hexes attacked this sub-phase, and the support used this Operations Phase', () => {
    const kinds = Object.fromEntries(caporetto.values.filter((v) => ['attackedUnits', 'attackedHexes', 'supportUsed'].includes(v.id)).map((v) => [v.id, [v.kind, v.rule, v.default]]));
    expect(kinds).toEqual({ attackedUnits: ['text', '11.3', ''], attackedHexes: ['hexes', '11.3', []], supportUsed: ['text', '16.1', ''] });
  });
});

describe('a resolved combat records itself (11.3, 16.1)', () => {
  it('records its attackers, its defender hex and the support both sides committed', () => {
    const outcome = resolved(attack([austrian(N, 8, 4, { name: '12 Div' }), austrian(NE, 4, 4, { name: '22 Div' }), gun(N, 'Austro-Hungarian', 'artillery', { name: 'kuk Art 1' })], [italian(D, 2, 4), gun(D, 'Italian', 'artillery', { name: 'It Art 3' })]));
    expect(changesOf(outcome.changes)).toEqual({ attackedUnits: '12 Div; 22 Div', attackedHexes: [D], supportUsed: 'kuk Art 1; It Art 3' });
    expect(outcome.changes!.map((c) => c.why)).toEqual([
      'they attacked 0606: no unit attacks twice in a sub-phase (11.3)',
      '0606 was attacked: no unit is attacked twice in a sub-phase (11.3)',
      'committed to the combat at 0606, employed or not: once per Operations Phase (16.1)',
    ]);
  });

  it('adds to what is already recorded, each name and hex once', () => {
    const values = { attackedUnits: '5 Div; 12 Div', attackedHexes: ['0909'], supportUsed: 'kuk Art 2' };
    const outcome = resolved(attack([austrian(N, 8, 4, { name: '12 Div' }), austrian(NE, 4, 4, { name: '22 Div' })], [italian(D, 2, 4)], { values }));
    expect(changesOf(outcome.changes)).toEqual({ attackedUnits: '5 Div; 12 Div; 22 Div', attackedHexes: ['0909', D] });
  });

  it('records a support unit whatever its employment roll: committing it uses it (16.1)', () => {
    const { view, setup } = attack([austrian(N, 8), gun(N, 'Austro-Hungarian', 'artillery', { name: 'kuk Art 1' })], [italian(D, 2, 4)]);
    const withoutTheShift = resolveCombat(view, setup, setup.modifiers, 2);
    expect(changesOf(withoutTheShift.changes).supportUsed).toBe('kuk Art 1');
  });

  it('records nothing when the CRT is not typed in: the players resolve the combat again', () => {
    const outcome = resolved(attack([austrian(N, 8)], [italian(D, 2, 4)], { tables: {} }));
    expect(outcome.result).toBeNull();
    expect(outcome.changes).toBeUndefined();
  });
});

describe('a combat setup warns when it repeats this sub-phase’s combats (11.3, 16.1)', () => {
  it('warns nothing for a first combat', () => {
    const { setup } = attack([austrian(N, 8, 4, { name: '12 Div' }), gun(N, 'Austro-Hungarian')], [italian(D, 2, 4)]);
    expect([...warnings(setup, '11.3'), ...warnings(setup, '16.1')]).toEqual([]);
  });

  it('warns when an attacker already attacked this sub-phase, naming it', () => {
    const again = austrian(N, 8, 4, { name: '12 Div' });
    const { setup } = attack([again, austrian(NE, 4, 4, { name: '22 Div' })], [italian(D, 2, 4)], { values: { attackedUnits: '5 Div; 12 Div' } });
    const [found] = warnings(setup, '11.3');
    expect(found.text).toBe('12 Div already attacked this sub-phase: a unit cannot attack more than once in a sub-phase (11.3); if that was another sub-phase, clear the list with the Next sub-phase report.');
    expect(found.pieces).toEqual([again.id]);
  });

  it('warns when the defender hex was already attacked this sub-phase', () => {
    const { setup } = attack([austrian(N, 8)], [italian(D, 2, 4)], { values: { attackedHexes: ['0909', D] } });
    const [found] = warnings(setup, '11.3');
    expect(found.text).toMatch(/^0606 was already attacked this sub-phase: a unit cannot be attacked more than once in a sub-phase \(11\.3\)/);
    expect(found.cells).toHaveLength(1);
  });

  it('warns when a support unit, attacking or defending, was already used this Operations Phase', () => {
    const values = { supportUsed: 'kuk Art 1; It Art 3' };
    const { setup } = attack([austrian(N, 8), gun(N, 'Austro-Hungarian', 'artillery', { name: 'kuk Art 1' })], [italian(D, 2, 4), gun(D, 'Italian', 'artillery', { name: 'It Art 3' })], { values });
    const [found] = warnings(setup, '16.1');
    expect(found.text).toMatch(/^kuk Art 1, It Art 3 already supported a combat this Operations Phase: a support unit may be used only once per Operations Phase \(16\.1\)/);
    expect(found.pieces).toHaveLength(2);
  });
});

const report = (id: string) => reports.find((r) => r.id === id)!;
const nextSubPhase = report('next-sub-phase');
const record = { attackedUnits: '12 Div', attackedHexes: [D], supportUsed: 'kuk Art 1' };
const next = (values: Record<string, RuleValue>, choice?: string) => nextSubPhase.run(combatBoard({ values }), choice);

describe('the Next sub-phase report (4.1, 11.3, 16.1)', () => {
  it('moves the 1st Combat Sub-phase on to the Infiltration Sub-phase and clears the sub-phase’s attacks, not the support used', () => {
    const result = next({ phase: 'combat1', ...record });
    expect(changesOf(result.changes)).toEqual({ phase: 'infiltration', attackedUnits: '', attackedHexes: [] });
    expect(result.summary).toBe('Next sub-phase: 1st Combat Sub-phase → Infiltration Sub-phase (4.1)');
    expect(result.lines.join(' ')).toMatch(/support units used stay used until the Operations Phase is over \(16\.1\)/);
  });

  it('follows the sequence of play through a segment', () => {
    const order = ['strategic', 'combat1', 'infiltration', 'combat2', 'movement'].map((phase) => changesOf(next({ phase }).changes).phase);
    expect(order).toEqual(['combat1', 'infiltration', 'combat2', 'movement', 'other']);
  });

  it('asks which sub-phase follows the Supply Sub-phase, and goes where the players pick', () => {
    expect(changesOf(next({ phase: 'other' }).changes)).toEqual({});
    expect(next({ phase: 'other' }).lines[0]).toMatch(/pick the sub-phase you move to \(4\.1\)/);
    expect(changesOf(next({ phase: 'other' }, 'combat1').changes)).toEqual({ phase: 'combat1' });
  });

  it('clears the support used too when a new Operations Phase lies ahead', () => {
    expect(changesOf(next({ phase: 'other', ...record }, 'strategic').changes)).toEqual({ phase: 'strategic', attackedUnits: '', attackedHexes: [], supportUsed: '' });
  });

  it('reminds that the Allies have no Infiltration Sub-phase before GT 3', () => {
    expect(next({ phase: 'combat1', turn: 2 }).lines.join(' ')).toMatch(/The Allies have no Infiltration Sub-phase before GT 3/);
    expect(next({ phase: 'combat1', turn: 3 }).lines.join(' ')).not.toMatch(/Infiltration Sub-phase before GT 3/);
  });
});

describe('the End of turn report clears the record (11.3, 16.1)', () => {
  it('clears the last sub-phase’s attacks and the support used this GT', () => {
    const result = report('end-of-turn').run(combatBoard({ values: record }));
    expect(changesOf(result.changes)).toMatchObject({ attackedUnits: '', attackedHexes: [], supportUsed: '' });
    expect(result.changes!.find((c) => c.id === 'supportUsed')!.why).toBe('the Operations Phase of GT 3 is over: support units may be used again (16.1)');
  });

  it('suggests no clearing when nothing is recorded', () => {
    const ids = (report('end-of-turn').run(combatBoard()).changes ?? []).map((c) => c.id);
    expect(ids).not.toContain('attackedUnits');
    expect(ids).not.toContain('supportUsed');
  });
});
