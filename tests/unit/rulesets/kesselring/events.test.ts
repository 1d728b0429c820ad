/**
 * The Events Segment (5.1, 28.0): each side's roll on its shipped Events Table, each event once a
 * game, the segment omitted in a scenario's first GT, and the changes the text gives as numbers.
 */
import { describe, expect, it } from 'vitest';
import { eventName, eventText, moraleSide } from '../../../../rulesets/kesselring/events';
import { rolls } from '../../../../rulesets/kesselring/rolls';
import type { RollSpec, RulesView } from '../../../../src/rules/types';
import { british, garrison, german, kwBoard, offMap, us } from './support/kwBoard';

const allied = rolls.find((r) => r.id === 'events-allies')!;
const axis = rolls.find((r) => r.id === 'events-axis')!;
const changes = (spec: RollSpec, n: number, view: RulesView) => Object.fromEntries((spec.changes?.(n, view) ?? []).map((c) => [c.id, c.value]));

describe('the Events Tables (28.0)', () => {
  it('reads each side’s shipped table', () => {
    expect(eventName('Allies', 5)).toBe('SHAEF Support');
    expect(eventName('Axis', 5)).toBe('OB Sudwest');
    expect(eventText('Axis', 7)).toBeNull();
    expect(allied.outcome(3, kwBoard().set({ turn: 2 }).view())).toMatch(/^3 Command Dispute: deduct 2 AP from the Allied track\./);
  });

  it('ignores an event that already occurred, without a re-roll, and changes nothing', () => {
    const view = kwBoard().set({ turn: 4, alliedEvents: ['5'], apAllies: 3 }).view();
    expect(allied.outcome(5, view)).toBe('5 SHAEF Support: already occurred: ignored, no re-roll (28.0).');
    expect(allied.changes!(5, view)).toEqual([]);
  });

  it('records the event as occurred, the list kept in order', () => {
    expect(changes(axis, 3, kwBoard().set({ turn: 2, axisEvents: ['6', '1'], apAxis: 4 }).view())).toEqual({ axisEvents: ['1', '3', '6'], apAxis: 3 });
  });

  it('warns that the Events Segment is omitted in each scenario’s first GT (4.1, 27.1, 27.2)', () => {
    expect(allied.outcome(2, kwBoard().set({ scenario: '1', turn: 1 }).view())).toMatch(/Warning: the Events Segment is omitted in the first GT of each scenario, GT 1 here/);
    expect(axis.outcome(2, kwBoard().set({ scenario: '2', turn: 3 }).view())).toMatch(/GT 3 here \(4\.1, 27\.1, 27\.2\)/);
    expect(allied.outcome(2, kwBoard().set({ scenario: '2', turn: 4 }).view())).not.toMatch(/Warning/);
  });
});

describe('events that change AP (28.0, 5.2)', () => {
  it('deducts 2 Allied AP or 1 Axis AP for a Command Dispute, never below zero', () => {
    expect(changes(allied, 3, kwBoard().set({ turn: 2, apAllies: 1 }).view()).apAllies).toBe(0);
    expect(changes(axis, 3, kwBoard().set({ turn: 2, apAxis: 5 }).view()).apAxis).toBe(4);
  });

  it('adds 4 Allied AP for SHAEF Support and 2 Axis AP for OKW Support, held below the AP track', () => {
    expect(changes(allied, 5, kwBoard().set({ turn: 2, apAllies: 10, apMax: 12 }).view()).apAllies).toBe(12);
    expect(changes(axis, 6, kwBoard().set({ turn: 2, apAxis: 1 }).view()).apAxis).toBe(3);
  });

  it('gives Morale’s 2 AP to the Allies only when they occupy more Objectives than the Axis', () => {
    const b = kwBoard().set({ turn: 3, objectives: ['2027', '2028', '3112'], apAllies: 0, apAxis: 0 }).place(us('1st', '2027'), german('HG', '3112'));
    expect(moraleSide(b.view())).toEqual({ side: 'Axis', allies: 1, axis: 1 });
    expect(changes(allied, 6, b.view())).toMatchObject({ apAxis: 2 });
    expect(allied.outcome(6, b.view())).toMatch(/Objective hexes occupied: Allies 1, Axis 1 — not more for the Allies, so the 2 AP go to the Axis\. Axis AP 0 → 2\./);
    b.place(garrison('G', '2028', 'Allies'));
    expect(changes(allied, 6, b.view())).toMatchObject({ apAllies: 2 });
  });
});

describe('OB Sudwest (28.0, 5.3)', () => {
  it('gives the Axis the Initiative and lists the Withdrawn display, without Italians after the surrender', () => {
    const b = kwBoard().set({ turn: 4, italianSurrender: true }).offMap(
      offMap('2nd Para', 'Axis Withdrawn Units', { side: 'Axis', nationality: 'German', type: 'airborne', size: 'division' }),
      offMap('Livorno', 'Axis Withdrawn Units', { side: 'Axis', nationality: 'Italian', type: 'infantry', size: 'division' }),
    );
    expect(changes(axis, 5, b.view())).toMatchObject({ initiative: 'Axis', nextSide: 'Axis' });
    expect(axis.outcome(5, b.view())).toMatch(/In the Axis Withdrawn display \(no Italian units after the surrender\): 2nd Para\./);
  });
});

describe('events that withdraw units (9.1, 9.2)', () => {
  it('lists the Allied armored divisions on the map or in the Staging Area, British and US only', () => {
    const b = kwBoard().set({ turn: 3 }).place(us('2nd Armor', '2027', { type: 'armor' }), british('1st Cdn Armd', '2028', { type: 'armor', nationality: 'Canadian' }));
    b.offMap(offMap('7th Armd', 'Allied Staging Area', { side: 'Allies', nationality: 'British', type: 'armor', size: 'division' }));
    expect(allied.outcome(1, b.view())).toMatch(/Allied armored divisions: 2nd Armor \(2027\), 7th Armd \(Staging Area\) \(9\.1, 9\.2\)\./);
  });

  it('ignores the withdrawal when no such unit is available (9.2)', () => {
    expect(axis.outcome(2, kwBoard().set({ turn: 3 }).view())).toMatch(/German TAC air units \(two\): none on the map or in the Staging Area, so this withdrawal is ignored \(9\.2\)/);
  });
});
