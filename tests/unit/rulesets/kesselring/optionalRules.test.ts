/**
 * Kesselring's War's optional rules (30.0–37.0), each in use only when the players switch it on in
 * the assistant panel (`RulesView.optionalRules`). Each test quotes the rule it reads.
 */
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../../rulesets/kesselring/actions';
import { airRolls } from '../../../../rulesets/kesselring/airCombat';
import { checkTable } from '../../../../rulesets/kesselring/checks';
import { combat, resolveCombat } from '../../../../rulesets/kesselring/combat';
import { eventEffects } from '../../../../rulesets/kesselring/events';
import { kesselring } from '../../../../rulesets/kesselring/index';
import { checkMove } from '../../../../rulesets/kesselring/movement';
import { recyclingRolls } from '../../../../rulesets/kesselring/recycling';
import { reports } from '../../../../rulesets/kesselring/reports';
import { judgeSegment, type Modifier } from '../../../../src/rules/kit';
import type { Report, RulesView } from '../../../../src/rules/types';
import { at, crtWith, garrison, german, kwBoard, marker, move, offMap, unit, us } from './support/kwBoard';

type B = ReturnType<typeof kwBoard>;
/** The board's view with these optional rules switched on. */
const withRules = (b: B, ...ids: string[]): RulesView => ({ ...b.view(), optionalRules: ids });
const run = (id: string, view: RulesView, choice?: string): Report => reports.find((r) => r.id === id)!.run(view, choice);
const changes = (r: { changes?: readonly { id: string; value: unknown }[] }) => Object.fromEntries((r.changes ?? []).map((c) => [c.id, c.value]));
const rulesOf = (findings: readonly { rule: string }[]) => findings.map((f) => f.rule);
const cas: Modifier = { id: 'cas', kind: 'shift', value: 1, reason: 'close air support', rule: '21.1.1', on: true };

describe("Kesselring's War declares its optional rules as switches", () => {
  it('lists 30.0 to 37.0 with their titles, every one off in a new game', () => {
    expect(kesselring.optionalRules?.map((r) => `${r.rule} ${r.title}`)).toEqual([
      '30.0 Operation Achse', '31.0 Kampfgruppen and Task Forces', '32.0 Strategic Movement', '33.0 Axis Airborne',
      '34.0 Open Cities', '35.0 Major Objectives', '36.0 Victory in the South', '37.0 Mediterranean Gambit',
    ]);
  });

  it('keeps Operation Achse in use in a game that marked it before it was a switch, and says so', () => {
    const b = kwBoard().set({ achse: true });
    expect(checkTable(b.view()).find((f) => f.rule === '30.0')?.text).toContain('it counts as in use although its switch shows off');
    expect(checkTable(withRules(b, 'achse')).some((f) => f.rule === '30.0')).toBe(false);
  });

  it('warns of a Strategic Movement action only while 32.0 is off', () => {
    const view = kwBoard().set({ apAllies: 5, apAxis: 5, phase: 'action' }).view();
    const judged = (v: RulesView) => judgeSegment(v, actionPoints, { side: 'Allies', action: 'strategic', extras: [] });
    expect(rulesOf(judged(view).findings)).toContain('32.0');
    expect(rulesOf(judged({ ...view, optionalRules: ['strategic-movement'] }).findings)).not.toContain('32.0');
  });

  // 33.0 "Axis parachute units may conduct airborne operations in the same manner as Allied units (19.0)."
  it('warns of an Axis airborne drop only while 33.0 is off', () => {
    const view = kwBoard().set({ apAllies: 5, apAxis: 5, phase: 'action', nextSide: 'Axis' }).view();
    const judged = (v: RulesView) => judgeSegment(v, actionPoints, { side: 'Axis', action: 'airborne', extras: [] });
    expect(judged(view).findings.find((f) => f.rule === '33.0')?.severity).toBe('warning');
    expect(rulesOf(judged({ ...view, optionalRules: ['axis-airborne'] }).findings)).not.toContain('33.0');
    expect(judged(view).spend.Axis.cost).toBe(2);
    const drop = kesselring.rolls.find((r) => r.id === 'airborne-drop')!;
    expect(drop.outcome(3, view)).toContain('which is not switched on: they use Air Transport (19.3)');
    expect(drop.outcome(3, { ...view, optionalRules: ['axis-airborne'] })).toContain('Axis drops 2 AP (33.1)');
  });
});

describe('Kampfgruppen and Task Forces (31)', () => {
  const kg = (name: string, label: string, extra = {}) => unit(name, label, { side: 'Axis', nationality: 'German', type: 'armor', size: 'kampfgruppe', attack: 2, movement: 5, ...extra });

  // 31.2 "Armor: on any armored division of the same contingent." "that division must be at full strength."
  it('deploys a KG on a full-strength armored division of its contingent, and says why others cannot take it', () => {
    const b = kwBoard().place(german('16 Pz', '1010', { type: 'armor' }), german('26 Pz', '1210', { type: 'armor' }, 1), german('HG', '1410', { type: 'armored-infantry' }))
      .offMap(offMap('KG Schmalz', 'Axis Reinforcement Display', { side: 'Axis', nationality: 'German', type: 'armor', size: 'kampfgruppe' }));
    const r = run('kampfgruppen', withRules(b, 'kampfgruppen'), 'KG Schmalz');
    expect(r.lines.join(' ')).toContain('armored division of the German contingent: 16 Pz (1010) (31.2 2, 3)');
    expect(r.lines.join(' ')).toContain('26 Pz (1210) — not at full strength');
    expect(r.lines.join(' ')).not.toContain('HG');
    expect(r.findings).toEqual([]);
  });

  // 31.2 "Allied: the division must be able to trace a LOC."
  it('refuses an Allied division that cannot trace a LOC, and never asks an Axis one', () => {
    const b = kwBoard().place(us('3rd', '1010'), german('Blocker', '1009'), german('B2', '1110'), german('B3', '0910'), german('B4', '1011'), german('B5', '0911'), german('B6', '1111'))
      .offMap(offMap('TF Darby', 'Allied Reinforcement Display', { side: 'Allies', nationality: 'US', type: 'infantry', size: 'task-force' }));
    expect(run('kampfgruppen', withRules(b, 'kampfgruppen'), 'TF Darby').lines.join(' ')).toContain('3rd (1010) — cannot trace a LOC');
  });

  it('warns of a KG on the map while 31.0 is off, and notes its overstacking when on (31.2 "KG and TF may overstack when deploying")', () => {
    const b = kwBoard().place(german('A', '1010'), german('B', '1010'), german('C', '1010'), kg('KG X', '1010'));
    expect(checkTable(b.view()).find((f) => f.rule === '31.0')?.text).toContain('KG X (KG or TF) belongs to optional rule 31.0');
    expect(checkTable(withRules(b, 'kampfgruppen')).some((f) => f.rule === '31.2, 10.2')).toBe(true);
  });

  // 31.3 "KG and TF may not be used to satisfy withdrawal requirements (9.0)."
  it('never offers a KG for an event withdrawal', () => {
    const b = kwBoard().place(german('16 Pz', '1010', { type: 'armor' }), kg('KG Pz', '1210', { size: 'kampfgruppe' }));
    const line = eventEffects(withRules(b, 'kampfgruppen'), 'Axis', 1).lines[0];
    expect(line).toContain('16 Pz');
    expect(line).not.toContain('KG Pz');
  });

  // 31.3 "An eliminated KG or TF is returned to the Reinforcement display and may be replaced regardless of its situation when eliminated."
  it('returns an eliminated KG to the Reinforcement display without a replacement roll', () => {
    const roll = recyclingRolls.find((r) => r.id === 'replacement')!;
    const view = withRules(kwBoard(), 'kampfgruppen');
    expect(roll.choices!(kwBoard().view()).map((c) => c.value)).not.toContain('kgtf');
    expect(roll.outcome(4, view, 'kgtf')).toContain('returned to the Reinforcement display and may be replaced regardless of its situation when eliminated (31.3)');
  });
});

describe('Open Cities (34.2)', () => {
  const roma = (b: B) => b.set({ roma: ['1010'], apAxis: 3 }).place(marker('open-city', '1010'));

  // 34.2 "A Fortification marker may not be placed on an Open City hex (25.0)."
  it('calls a fortification on an Open City illegal', () => {
    const b = roma(kwBoard()).place(german('HG', '1010'), marker('fortification', '1010'));
    expect(checkTable(withRules(b, 'open-cities')).find((f) => f.rule === '34.2')?.text).toContain('a Fortification marker may not be placed on an Open City hex');
    expect(checkTable(b.view()).find((f) => f.rule === '34.0')?.severity).toBe('warning');
  });

  // 34.2 "The Open City marker remains in effect until an Allied ground unit enters the hex, at which point it is permanently removed."
  it('asks for the marker to go once an Allied ground unit is in the hex', () => {
    const b = roma(kwBoard()).place(us('3rd', '1010'));
    expect(checkTable(withRules(b, 'open-cities')).find((f) => f.rule === '34.2')?.text).toContain('remove the Open City marker permanently');
  });

  it('says so on the move that brings an Allied ground unit into an Open City', () => {
    const b = roma(kwBoard()).place(us('3rd', '1011'));
    const rulesOn = (v: RulesView) => checkMove(v, move(b.units, '1011', ['1010'])).findings.map((f) => f.rule);
    expect(rulesOn(withRules(b, 'open-cities'))).toContain('34.2');
    expect(rulesOn(b.view())).not.toContain('34.2');
  });

  // 34.2 "The Axis receive one AP for each Allied attack on an Open City that employs CAS (21.1)."
  it('gives the Axis one AP for an Allied attack with CAS on an Open City', () => {
    const b = roma(kwBoard()).table('crt', crtWith()).place(us('3rd', '1011'), german('HG', '1010'));
    const view = withRules(b, 'open-cities');
    const setup = combat(view, ['3rd'], at('1010'));
    expect(rulesOf(setup.findings)).toContain('34.2');
    expect(changes(resolveCombat(view, setup, [cas], 3))).toEqual({ apAxis: 4 });
    expect(resolveCombat(view, setup, [{ ...cas, on: false }], 3).changes).toBeUndefined();
    expect(resolveCombat(b.view(), setup, [cas], 3).changes).toBeUndefined();
  });

  // 34.2 "The Axis receive one AP for each Allied Bombardment air mission against an Open City (21.2)."
  it('gives the Axis one AP for an Allied Bombardment of an Open City', () => {
    const bomb = airRolls.find((r) => r.id === 'bombardment')!;
    const b = roma(kwBoard()).table('air', { columns: ['1', '2', '3', '4'], rows: ['1', '2', '3', '4', '5', '6'], cells: Array.from({ length: 6 }, () => ['-', '-', '-', '-']) })
      .place(garrison('G', '1010', 'Axis'), unit('I/12AF', '1010', { side: 'Allies', nationality: 'US', type: 'tac', bombard: 2, range: 'U' }));
    const key = `${at('1010').col},${at('1010').row}`;
    expect(changes({ changes: bomb.changes!(1, withRules(b, 'open-cities'), key) })).toEqual({ apAxis: 4 });
    expect(bomb.changes!(1, b.view(), key)).toEqual([]);
  });

  // 34.2 "Roma and Monte Cassino may only be declared Open Cities once"
  it('refuses a second declaration of the same city', () => {
    const view = (declared: string[]) => ({ ...kwBoard().set({ roma: ['1010'], openCitiesDeclared: declared, apAxis: 5, apAllies: 5, phase: 'action', nextSide: 'Axis' }).place(german('HG', '1010')).view(), optionalRules: ['open-cities'] });
    const judged = (v: RulesView) => judgeSegment(v, actionPoints, { side: 'Axis', action: 'open-city', extras: [] });
    expect(judged(view([])).findings.find((f) => f.rule === '34.1')?.severity).toBe('info');
    expect(judged(view(['1010'])).findings.find((f) => f.rule === '34.2')?.severity).toBe('illegal');
  });
});

describe('Major Objectives (35)', () => {
  // 35.1 "The first time that any Allied unit occupies a Major Objective hex, the Allies gain 2 AP."
  it('gives the Allies 2 AP the first time they occupy Napoli, and never again (35.2)', () => {
    const b = kwBoard().set({ apAllies: 3 }).place(us('3rd', '2917'));
    const first = run('major-objectives', withRules(b, 'major-objectives'));
    expect(changes(first)).toEqual({ apAllies: 5, majorTaken: ['2917'] });
    expect(checkTable(withRules(b, 'major-objectives')).find((f) => f.rule === '35.1')?.text).toContain('Napoli (2917)');
    const again = run('major-objectives', withRules(b.set({ majorTaken: ['2917'] }), 'major-objectives'));
    expect(again.changes).toBeUndefined();
  });

  it('says so on the move that first brings an Allied unit into Foggia', () => {
    const b = kwBoard().place(us('3rd', '3320'));
    const findings = checkMove(withRules(b, 'major-objectives'), move(b.units, '3320', ['3321'])).findings;
    expect(findings.find((f) => f.rule === '35.1')?.text).toContain('the first Allied unit in Foggia (3321): the Allies gain 2 AP');
    expect(checkMove(withRules(b.set({ majorTaken: ['3321'] }), 'major-objectives'), move(b.units, '3320', ['3321'])).findings.map((f) => f.rule)).not.toContain('35.1');
  });

  // 35.1 "If the Allies conduct a ground attack against a major objective and do not gain control of the hex, then the Axis gains 2 AP."
  it('gives the Axis 2 AP for a failed Allied attack on Roma, once per game (35.2)', () => {
    const b = kwBoard().set({ apAxis: 1 }).table('crt', crtWith()).place(german('HG', '3112'), us('3rd', '3113'));
    const view = withRules(b, 'major-objectives');
    expect(resolveCombat(view, combat(view, ['3rd'], at('3112')), [], 2).explanation.join(' ')).toContain('Roma is a Major Objective: if the Allies do not gain control of the hex, the Axis gains 2 AP (35.1)');
    expect(changes(run('major-objectives', view, '3112'))).toEqual({ apAxis: 3, majorHeld: ['3112'] });
    const twice = run('major-objectives', withRules(b.set({ majorHeld: ['3112'] }), 'major-objectives'), '3112');
    expect(twice.changes).toEqual([]);
    expect(twice.lines.at(-1)).toContain('only once per game');
  });

  it('says nothing of Major Objectives while 35.0 is off', () => {
    const b = kwBoard().place(us('3rd', '2917'));
    expect(rulesOf(checkTable(b.view()))).not.toContain('35.1');
    expect(run('major-objectives', b.view()).findings?.[0]?.rule).toBe('35.0');
  });
});

describe('Victory in the South and the Mediterranean Gambit (36, 37)', () => {
  const mainland = (b: B) => b.set({ objectives: ['1010', '1210'], sicily: ['2020'], turn: 8 });

  // 36.3 "If the Axis fails to occupy all these hexes, the Allies win a Strategic Victory."
  it('gives the Allies a Strategic Victory when the Axis fails to hold every mainland Objective at GT 8', () => {
    const b = mainland(kwBoard()).place(german('HG', '1010'));
    const r = run('victory', withRules(b, 'victory-south'));
    expect(r.summary).toBe('victory: Allied Strategic Victory (optional rules 36, 37)');
    expect(r.lines.join(' ')).toContain('Axis occupy 1, Allies 0 of 2');
  });

  // 37.2 "If both Optional Rules 36.0 AND 37.0 are in use, and neither side achieves the specified victory conditions, the game ends in a draw."
  it('ends in a draw when both are in use and neither side holds them all', () => {
    const b = mainland(kwBoard()).place(german('HG', '1010'), us('3rd', '1210'));
    expect(run('victory', withRules(b, 'victory-south', 'mediterranean-gambit')).summary).toBe('victory: Draw (optional rules 36, 37)');
    expect(run('victory', withRules(b, 'mediterranean-gambit')).summary).toBe('victory: Axis Strategic Victory (optional rules 36, 37)');
  });

  it('only reports the count before GT 8', () => {
    const b = mainland(kwBoard()).set({ turn: 5 }).place(german('HG', '1010'));
    const r = run('victory', withRules(b, 'victory-south'));
    expect(r.summary).not.toContain('optional rules');
    expect(r.lines.join(' ')).toContain('judged at the End of Turn of GT 8');
  });

  // 37.1 "All Allied unit withdrawals, when called for on either the Withdrawals Chart or Events Table, are ignored."
  it('ignores Allied withdrawals under the Gambit and German air withdrawals by event under Victory in the South (36.2)', () => {
    const b = kwBoard().place(us('2nd Armd', '1010', { type: 'armor' }), unit('II/2 LF', '1210', { side: 'Axis', nationality: 'German', type: 'tac' }));
    expect(eventEffects(withRules(b, 'mediterranean-gambit'), 'Allies', 1).lines[0]).toContain('ignored, Allied unit withdrawals are ignored under the Mediterranean Gambit (37.1)');
    expect(eventEffects(b.view(), 'Allies', 1).lines[0]).toContain('2nd Armd');
    expect(eventEffects(withRules(b, 'victory-south'), 'Axis', 2).lines[0]).toContain('(36.2)');
  });
});
