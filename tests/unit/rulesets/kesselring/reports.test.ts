/**
 * Kesselring's War's reports: the sequence of play with its skipped segments (4.1), the Withdrawal
 * Segment (9, 29), the Reinforcement Segment and the "R" units' condition (7.1.1), the Initiative
 * (5.3), the Italian Surrender check (27.1 SR 3), the End of Turn (6.2, 3.2) and a scenario's
 * set-up (27.1, 27.2).
 */
import { describe, expect, it } from 'vitest';
import { reports } from '../../../../rulesets/kesselring/reports';
import { northOfCassino } from '../../../../rulesets/kesselring/reinforcements';
import type { Report, RulesView } from '../../../../src/rules/types';
import { british, garrison, german, italian, kwBoard, offMap, us } from './support/kwBoard';

const run = (id: string, view: RulesView, choice?: string) => reports.find((r) => r.id === id)!.run(view, choice);
const changes = (r: Report) => Object.fromEntries((r.changes ?? []).map((c) => [c.id, c.value]));

describe('the sequence of play (4.1)', () => {
  it('ticks the segments done and moves to the next', () => {
    const r = run('sequence', kwBoard().set({ scenario: '1', turn: 4, phase: 'withdrawal' }).view());
    expect(r.lines.slice(0, 3)).toEqual(['✓ Command: Events Segment (5.1)', '✓ Command: Action Point Segment (5.2.1)', '→ Command: Withdrawal Segment (9.0, 29.0)']);
    expect(changes(r)).toEqual({ phase: 'reinforcement' });
  });

  it('skips the Events and AP Segments on GT 1 of Scenario I, and the Events Segment on GT 3 of Scenario II', () => {
    const one = run('sequence', kwBoard().set({ scenario: '1', turn: 1, phase: 'events' }).view());
    expect(one.lines.slice(0, 2)).toEqual([
      "— Command: Events Segment: omitted in the scenario's first GT (4.1, 27.1)",
      '— Command: Action Point Segment: omitted on GT 1 of Scenario I: starting AP instead (4.1, 27.1)',
    ]);
    expect(changes(one)).toEqual({ phase: 'withdrawal' });
    expect(changes(run('sequence', kwBoard().set({ scenario: '2', turn: 3, phase: 'events' }).view()))).toEqual({ phase: 'action-points' });
  });

  it('hands the first Action Segment to the side with the Initiative', () => {
    expect(changes(run('sequence', kwBoard().set({ turn: 4, phase: 'initiative', initiative: 'Axis' }).view()))).toEqual({ phase: 'action', nextSide: 'Axis', passedLast: 'none' });
  });

  it('ends the turn as the End of Turn report does', () => {
    const view = kwBoard().set({ turn: 4, phase: 'end' }).view();
    expect(changes(run('sequence', view))).toEqual(changes(run('end-of-turn', view)));
  });
});

describe('the End of Turn (6.2, 3.2)', () => {
  it('starts the next GT: forts reset, nobody passed, the Allies with the Initiative', () => {
    const r = run('end-of-turn', kwBoard().set({ turn: 4, fortsAllies: 3, fortsAxis: 1, passedLast: 'Axis', initiative: 'Axis', nextSide: 'Axis' }).view());
    expect(changes(r)).toEqual({ turn: 5, phase: 'events', fortsAllies: 0, fortsAxis: 0, passedLast: 'none', initiative: 'Allies', nextSide: 'Allies' });
  });

  it('runs the victory check on the last GT instead of a next turn', () => {
    const r = run('end-of-turn', kwBoard().set({ turn: 8, objectives: ['3112'] }).place(us('1st', '3112')).view());
    expect(r.changes).toBeUndefined();
    expect(r.summary).toBe('end of GT 8, the last: victory: Sudden Death, Allies Strategic Victory');
  });

  it('checks the Axis Sudden Death at the end of GT 2 of Scenario I', () => {
    const r = run('end-of-turn', kwBoard().set({ scenario: '1', turn: 2, ports: ['2027'] }).view());
    expect(r.lines.join(' ')).toMatch(/Axis win a Strategic Victory \(3\.1\)/);
  });
});

describe('the Withdrawal Segment (9, 29)', () => {
  it('lists this GT’s withdrawals and where each unit is', () => {
    const b = kwBoard().set({ turn: 4 }).place(us('9th Inf', '2027'), german('Hube', '3112', { type: 'leader' }));
    b.offMap(offMap('50th Div', 'Allied Staging Area', { side: 'Allies', nationality: 'British', type: 'infantry', size: 'division' }));
    const r = run('withdrawals', b.view());
    expect(r.lines).toContain('US: 9th Inf Div: 9th Inf on the map at 2027 — withdraw it to the Withdrawn Units display (9.1).');
    expect(r.lines).toContain('Commonwealth: UK 50th Inf Div: 50th Div in the Staging Area — withdraw it to the Withdrawn Units display (9.1).');
    expect(r.lines.join(' ')).toMatch(/UK 51st Inf Div: not found on the table by name/);
    expect(r.summary).toBe('withdrawals on GT 4: 3 to withdraw');
  });
});

describe('the Reinforcement Segment and the "R" units (7.1.1)', () => {
  const row = ['2915', '3016', '3116', '3217', '3317', '3418', '3518'];

  it('counts an Allied ground unit in mainland Italy on or north of the Monte Cassino row', () => {
    const b = kwBoard().set({ cassinoRow: row, sicily: ['2027'] }).place(us('On', '3116'), us('North', '3112'), us('South', '2917'), us('Sicily', '2027'), us('Air', '3014', { type: 'tac' }));
    expect(northOfCassino(b.view())!.map((u) => u.name)).toEqual(['On', 'North']);
  });

  it('compares a unit beyond the row’s ends with the nearest end hex', () => {
    const b = kwBoard().set({ cassinoRow: row }).place(us('West', '2714'), us('East', '3717'), us('Far south', '2720'));
    expect(northOfCassino(b.view())!.map((u) => u.name)).toEqual(['West', 'East']);
  });

  it('says the condition, or asks for the row to be marked', () => {
    expect(run('reinforcements', kwBoard().view()).lines.join(' ')).toMatch(/mark the Monte Cassino hex row in the panel/);
    const r = run('reinforcements', kwBoard().set({ cassinoRow: row }).place(british('5th', '3112')).view());
    expect(r.lines.join(' ')).toMatch(/\(7\.1\.1\): met now — 5th \(3112\)\./);
  });

  it('lists the units due this GT from their arrival code', () => {
    const b = kwBoard().set({ turn: 6 }).offMap(offMap('4th Para', 'Axis Turn Record Track', { side: 'Axis', nationality: 'German', type: 'airborne', arrives: '6' }));
    expect(run('reinforcements', b.view()).lines).toContain('Axis due on GT 6: 4th Para (Turn Record Track).');
  });
});

describe('the Initiative Segment (5.3)', () => {
  it('gives the first segment to the side holding the Initiative', () => {
    const r = run('initiative', kwBoard().set({ initiative: 'Axis' }).view());
    expect(r.lines[0]).toMatch(/OB Sudwest/);
    expect(changes(r)).toMatchObject({ phase: 'action', nextSide: 'Axis' });
  });
});

describe('the Italian Surrender (27.1 SR 3)', () => {
  const islands = { objectives: ['2027', '2026', '1609', '3112'], sicily: ['2027', '2026'], sardinia: ['1609'] };

  it('waits until every Objective on Sicily or on Sardinia is Allied occupied', () => {
    const r = run('surrender', kwBoard().set(islands).place(us('1st', '2027')).view());
    expect(r.lines[0]).toBe('Sicily: Allied ground units occupy 1 of 2 Objective hexes.');
    expect(r.changes).toBeUndefined();
  });

  it('surrenders when one island is taken, listing the Italian units to withdraw', () => {
    const b = kwBoard().set(islands).place(garrison('G', '1609', 'Allies'), italian('Livorno', '2027'), garrison('Italian G', '3112', 'Axis', { nationality: 'Italian' }));
    const r = run('surrender', b.view());
    expect(changes(r)).toEqual({ italianSurrender: true });
    expect(r.lines.join(' ')).toMatch(/Sardinia: every Objective is Allied occupied: Italy surrenders at the end of the Action Phase \(27\.1 SR 3\)\. Withdraw all Italian mobile ground and air units \(27\.1 SR 3a\): Livorno \(2027\)\./);
  });

  it('reminds that Scenario II begins after the surrender', () => {
    const r = run('surrender', kwBoard().set({ scenario: '2', turn: 3 }).view());
    expect([r.findings![0].rule, changes(r)]).toEqual(['27.2 SR 2', { italianSurrender: true }]);
    expect(run('surrender', kwBoard().set({ scenario: '2', italianSurrender: true }).view()).summary).toBe('Italian Surrender: has occurred');
  });

  it('sends the Axis to the Operation Achse Table when rule 30 is in use', () => {
    const r = run('surrender', kwBoard().set({ ...islands, achse: true }).place(garrison('G', '1609', 'Allies')).view());
    expect(r.lines.join(' ')).toMatch(/beginning of the End of Turn Phase \(30\.1\).*garrisons remain \(30\.1\).*Operation Achse Table/);
  });
});

describe('the scenario set-up (27.1, 27.2)', () => {
  it('lists Scenario I’s deployments and starts it on GT 1 past the skipped segments', () => {
    const r = run('setup', kwBoard().view(), '1');
    expect(r.lines[0]).toBe("Scenario I: Campaign Game (27.1): 8 GTs, July 1943 to February 1944, GT 1 to GT 8; Initiative: Allies.");
    expect(r.lines).toContain('Axis Staging Area: German 1st Parachute Division');
    expect(r.lines).toContain('Axis (deploy first): starting AP 8 plus one die. A normal AP check is not conducted on GT 1: this plus the die roll are the starting AP (4.1, 5.2).');
    expect(changes(r)).toMatchObject({ scenario: '1', turn: 1, phase: 'withdrawal', italianSurrender: false, interdiction: false, alliedEvents: [] });
    expect(changes(r).apAllies).toBeUndefined();
  });

  it('starts Scenario II on GT 3 with 6 and 2 AP and the surrender behind it', () => {
    const r = run('setup', kwBoard().view(), '2');
    expect(changes(r)).toMatchObject({ scenario: '2', turn: 3, phase: 'action-points', italianSurrender: true, apAllies: 6, apAxis: 2 });
    expect(r.lines).toContain('Withdrawn: US 1st Infantry Division, US 2nd Armored Division, Patton.');
  });

  it('warns of more than four German units on the islands and of Allied units on the map in Scenario I', () => {
    const b = kwBoard().set({ sicily: ['2027', '2026', '2025'], sardinia: ['1609', '1610'] });
    b.place(german('a', '2027'), german('b', '2026'), german('c', '2025'), german('d', '1609'), german('e', '1610'), us('1st', '3112'));
    expect(run('setup', b.view(), '1').findings!.map((f) => f.text)).toEqual(['5 German units start in Sicily and Sardinia: at most four, combined', 'all Allied at-start units are placed in the Staging Area']);
  });
});
