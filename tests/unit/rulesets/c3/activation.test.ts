/**
 * Operazione C3 activation (5.1, 5.7, 2.1): the chits each side may show, their modifiers, the
 * roll-off and its tie, passing, and the free activation after two in a row.
 */
import { describe, expect, it } from 'vitest';
import { activation, PASS } from '../../../../rulesets/c3/activation';
import { c3Board, chit } from './support/c3Board';

function table() {
  return c3Board().set({ turn: 1, phase: 'activation' }).offMap(
    chit('folgore', 'Axis', 'Folgore', 1),
    chit('livorno', 'Axis', 'Livorno', 0, 'Activated'),
    chit('air', 'Axis', 'Air', 2, 'Formation chits', 'air'),
    chit('northern', 'British', 'Northern Brigade', 0),
  );
}

describe('the activation roll-off', () => {
  it('offers each side its chits, marks those already Activated, and always a pass', () => {
    const labels = activation.options(table().view(), 'Axis').map((o) => o.label);
    expect(labels).toEqual(['Folgore (+1)', 'Livorno (0) — already Activated', 'Air Operation (+2)', 'Pass']);
  });

  it('adds the chit’s modifier to its side’s roll', () => {
    expect(activation.modifiers(table().view(), 'Axis', 'folgore').map((m) => [m.value, m.reason, m.rule])).toEqual([[1, 'Folgore chit', '5.1']]);
  });

  it('asks for dice, then names the higher modified roll’s side and the values to set', () => {
    const view = table().view();
    const picks = { Axis: 'folgore', British: 'northern' };
    expect(activation.judge(view, picks, null)).toMatchObject({ needsRoll: true, winner: null });
    const v = activation.judge(view, picks, { Axis: 3, British: 4 });
    expect(v.summary).toBe('activation roll-off Axis 3 +1 = 4, British 4: tie, roll again');
    const won = activation.judge(view, picks, { Axis: 4, British: 4 });
    expect(won.winner).toBe('Axis');
    expect(Object.fromEntries(won.changes.map((c) => [c.id, c.value]))).toMatchObject({ activeFormation: 'Folgore', phase: 'movement', lastActivator: 'Axis', inARow: 1 });
  });

  it('says a chit in the Activated box has operated this turn (5.7)', () => {
    const v = activation.judge(table().view(), { Axis: 'livorno', British: 'northern' }, null);
    expect(v.findings.find((f) => f.rule === '5.7')?.severity).toBe('illegal');
  });

  it('lets the other side activate without rolling when one passes, and forbids passing twice in a row', () => {
    const b = table();
    const v = activation.judge(b.view(), { Axis: 'folgore', British: PASS }, null);
    expect([v.needsRoll, v.winner]).toEqual([false, 'Axis']);
    expect(v.changes.find((c) => c.id === 'passed')?.value).toBe('British');
    b.set({ passed: 'British' });
    expect(activation.judge(b.view(), { Axis: 'folgore', British: PASS }, null).findings.find((f) => f.text.includes('twice in a row'))?.severity).toBe('illegal');
  });

  it('gives the opponent a free activation after two in a row by one side', () => {
    const b = table().set({ lastActivator: 'Axis', inARow: 2 });
    const v = activation.judge(b.view(), { Axis: 'folgore', British: 'northern' }, null);
    expect([v.needsRoll, v.winner]).toEqual([false, 'British']);
    expect(v.lines[0]).toMatch(/activates without rolling/);
  });

  it('ends the Operations Phase when both pass', () => {
    const v = activation.judge(table().view(), { Axis: PASS, British: PASS }, null);
    expect(v.winner).toBeNull();
    expect(v.changes.find((c) => c.id === 'phase')?.value).toBe('end');
  });

  it('activates only Axis Formations in turn S (2.1)', () => {
    const b = table().set({ turn: 0 });
    expect(activation.judge(b.view(), { Axis: 'folgore', British: 'northern' }, null).findings.map((f) => f.rule)).toContain('2.1');
  });
});
