/**
 * Bombardment and Interception on the Air Combat Table (20.5, 21.2, 21.3): the column from the
 * Bombardment Factors or the Air-Air differential, held on the typed table; flak, fortification
 * and KG 100 shifts; what each result means, and the AP a bombarded defender loses.
 */
import { describe, expect, it } from 'vitest';
import { bombardment, interception } from '../../../../rulesets/kesselring/airCombat';
import { rolls } from '../../../../rulesets/kesselring/rolls';
import type { TableData } from '../../../../src/rules/kit';
import { garrison, german, keyOf, kwBoard, marker, us } from './support/kwBoard';

const bombard = rolls.find((r) => r.id === 'bombardment')!;
const intercept = rolls.find((r) => r.id === 'interception')!;

/** A test Air Combat Table: columns −1 to 5; each cell names its column, except the codes set. */
function airTable(codes: Record<string, Record<number, string>> = {}): TableData {
  const columns = ['-1', '0', '1', '2', '3', '4', '5'];
  const rows = ['1', '2', '3', '4', '5', '6'];
  return { columns, rows, cells: rows.map((r) => columns.map((c) => codes[c]?.[Number(r)] ?? `c${c}`)) };
}

const allied = (name: string, label: string, extra = {}) => us(name, label, { type: 'tac', size: 'group', bombard: 2, airAir: 2, ...extra });
const axisAir = (name: string, label: string, extra = {}) => german(name, label, { type: 'tac', size: 'group', bombard: 2, airAir: 2, ...extra });

describe('bombardment (21.2)', () => {
  it('reads the column of the total Bombardment Factor of the air units on the target hex', () => {
    const b = kwBoard().table('air', airTable({ 3: { 4: 'D1' } })).place(garrison('G', '2027', 'Axis', {}, 1), allied('I/DAF', '2027'), allied('205G', '2027', { bombard: 1, type: 'saf' }));
    expect(bombard.choices!(b.view()).map((c) => c.label)).toEqual(['2027 — G, I/DAF, 205G']);
    expect(bombard.outcome(4, b.view(), keyOf('2027'))).toMatch(/^Bombardment Factor 3 \(I\/DAF 2, 205G 1\): column 3: D1 — reduce the defending Garrison one step; the defender loses one AP \(21\.2\.2\)/);
  });

  it('shifts 1L for flak however many flak units, and 1L more for a fortification', () => {
    const b = kwBoard().place(garrison('G', '2027', 'Axis'), german('A/5 Flak', '2027', { type: 'flak' }), marker('fortification', '2027'), allied('I/DAF', '2027'));
    const setup = bombardment(b.view(), keyOf('2027'));
    expect(setup.shifts.map((m) => [m.id, m.value])).toEqual([['flak', -1], ['fortification', -1]]);
    b.table('air', airTable());
    expect(bombard.outcome(1, b.view(), keyOf('2027'))).toMatch(/column 2, 2L → 0: c0/);
  });

  it('gives KG 100 its 2R only beside a regular Axis air unit (23.3)', () => {
    const b = kwBoard().place(garrison('G', '2027', 'Allies', {}, 1), german('KG 100', '2027', { type: 'special-air' }));
    expect(bombardment(b.view(), keyOf('2027')).shifts).toEqual([]);
    b.place(axisAir('Kg 54', '2027'));
    expect(bombardment(b.view(), keyOf('2027')).shifts.map((m) => [m.id, m.value])).toEqual([['kg100', 2]]);
  });

  it('reads totals off the table on its first or last column (20.5)', () => {
    const b = kwBoard().table('air', airTable()).place(garrison('G', '2027', 'Axis', {}, 1), allied('I', '2027', { bombard: 5 }), allied('II', '2027', { bombard: 4 }));
    expect(bombard.outcome(2, b.view(), keyOf('2027'))).toMatch(/column 5 \(above the last column: the last, 20\.5\): c5/);
  });

  it('suggests the AP the defender loses: two on a D2, one on a DR (21.2.2)', () => {
    const b = kwBoard().set({ apAxis: 5 }).table('air', airTable({ 2: { 1: 'D2', 2: 'DR', 3: 'A1' } })).place(garrison('G', '2027', 'Axis', {}, 1), allied('I', '2027'));
    expect(bombard.changes!(1, b.view(), keyOf('2027'))).toEqual([{ id: 'apAxis', value: 3, why: 'Bombardment D2: the defender loses 2 AP (21.2.2)' }]);
    expect(bombard.changes!(2, b.view(), keyOf('2027'))[0].value).toBe(4);
    expect(bombard.changes!(3, b.view(), keyOf('2027'))).toEqual([]);
    expect(bombard.outcome(3, b.view(), keyOf('2027'))).toMatch(/A1 — eliminate one bombarding air unit.*replacement \(8\.1\.1\)/);
  });

  it('reminds that a reduced or eliminated airfield garrison bases fewer air units (20.2.2)', () => {
    const b = kwBoard().set({ airfields: ['2027'] }).table('air', airTable({ 1: { 1: 'D2' } })).place(garrison('G', '2027', 'Axis'), axisAir('Jg 53', '2027'), allied('I', '2027'));
    expect(bombard.outcome(1, b.view(), keyOf('2027'))).toMatch(/column 2, 1L → 1: D2 .* Air units based at this airfield \(Jg 53\): a reduced garrison bases one air unit, an eliminated one none/);
  });

  it('asks for the Air Combat Table when it is not typed', () => {
    const b = kwBoard().place(garrison('G', '2027', 'Axis', {}, 1), allied('I', '2027'));
    expect(bombard.outcome(1, b.view(), keyOf('2027'))).toMatch(/^Bombardment Factor 2 \(I 2\)\. Type the Air Combat Table in/);
  });
});

describe('interception (21.3)', () => {
  it('reads the mission’s Air-Air factors less the interceptors’, as 21.3.1 prints it', () => {
    const b = kwBoard().table('air', airTable({ 1: { 3: 'D1' } })).place(garrison('G', '2027', 'Axis', {}, 1), allied('I/DAF', '2027', { airAir: 3 }), axisAir('Jg 53', '2027'), axisAir('Kg 54', '2027', { type: 'saf' }));
    const i = interception(b.view(), keyOf('2027'));
    expect([i.defender, i.differential, i.interceptors.map((u) => u.name)]).toEqual(['Axis', 1, ['Jg 53']]);
    const text = intercept.outcome(3, b.view(), keyOf('2027'));
    expect(text).toMatch(/^Air-Air: mission 3 \(I\/DAF 3\) − interceptors 2 \(Jg 53 2\) = \+1 \(21\.3\.1 as printed\): column 1: D1 — eliminate one air unit conducting CAS or Bombardment \(21\.3\.2\)/);
    expect(text).toMatch(/Only TAC units intercept \(21\.3\): Kg 54 do not\./);
    expect(intercept.choices!(b.view()).map((c) => c.value)).toEqual([keyOf('2027')]);
  });
});
