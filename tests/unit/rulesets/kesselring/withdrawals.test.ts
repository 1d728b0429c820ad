/**
 * The Withdrawals Chart (29.0) as printed, and finding the units it names on the table (9.2).
 */
import { describe, expect, it } from 'vitest';
import { isChartUnit, whereabouts, withdrawalsChart, withdrawalsOn } from '../../../../rulesets/kesselring/withdrawals';
import { british, german, kwBoard, offMap, us } from './support/kwBoard';

const names = (turn: number) => {
  const t = withdrawalsOn(turn);
  return { US: t.US.map((u) => u.name), Commonwealth: t.Commonwealth.map((u) => u.name), German: t.German.map((u) => u.name) };
};

describe('the Withdrawals Chart (29.0)', () => {
  it('prints eight GTs, July 1943 to February 1944', () => {
    expect(withdrawalsChart.map((t) => `${t.turn} ${t.month}`)).toEqual(['1 July 1943', '2 Aug 1943', '3 Sep 1943', '4 Oct 1943', '5 Nov 1943', '6 Dec 1943', '7 Jan 1944', '8 Feb 1944']);
  });

  it('withdraws nothing on GT 1 and GT 8', () => {
    expect(names(1)).toEqual({ US: [], Commonwealth: [], German: [] });
    expect(names(8)).toEqual({ US: [], Commonwealth: [], German: [] });
  });

  it('reads the columns GT by GT', () => {
    expect(names(2)).toEqual({ US: ['2nd Armor Div'], Commonwealth: [], German: [] });
    expect(names(3)).toEqual({ US: ['1st Inf Div', 'Patton'], Commonwealth: [], German: [] });
    expect(names(4)).toEqual({ US: ['9th Inf Div'], Commonwealth: ['UK 50th Inf Div', 'UK 51st Inf Div'], German: ['2nd Para Div', 'Hube'] });
    expect(names(5)).toEqual({ US: ['82nd Abn Div'], Commonwealth: [], German: ['16th Panzer Div', '24th Panzer Div'] });
    expect(names(6)).toEqual({ US: [], Commonwealth: ['UK 7th Armor Div', 'UK 1st Abn Div', 'Montgomery'], German: [] });
    expect(names(7)).toEqual({ US: [], Commonwealth: ['UK 4th Armor Bde', 'UK Gds Inf Bde'], German: [] });
  });
});

describe('finding the units the chart names (9.2)', () => {
  const [firstInf, patton] = withdrawalsOn(3).US;

  it('matches by contingent, number, kind and size', () => {
    expect(isChartUnit(us('1st Infantry Division', '2027'), firstInf)).toBe(true);
    expect(isChartUnit(us('1st Armored Division', '2027', { type: 'armor' }), firstInf)).toBe(false);
    expect(isChartUnit(british('1st Canadian Infantry', '2027', { nationality: 'Canadian' }), firstInf)).toBe(false);
    expect(isChartUnit(us('1st Ranger Bn', '2027', { size: 'regiment' }), firstInf)).toBe(false);
    expect(isChartUnit(us('Patton', '2027', { type: 'leader' }), patton)).toBe(true);
    expect(isChartUnit(german('24th Panzer', '2027', { type: 'armor' }), withdrawalsOn(5).German[0])).toBe(false);
    expect(isChartUnit(german('16th Panzer', '2027', { type: 'armor' }), withdrawalsOn(5).German[0])).toBe(true);
    expect(isChartUnit(british('Guards Brigade', '2027', { size: 'brigade' }), withdrawalsOn(7).Commonwealth[1])).toBe(true);
  });

  it('withdraws from the map or a Staging Area, and ignores a unit found elsewhere (9.2)', () => {
    const b = kwBoard().place(us('1st Inf', '2027'));
    expect(whereabouts(b.view(), firstInf).text).toBe('1st Inf Div: 1st Inf on the map at 2027 — withdraw it to the Withdrawn Units display (9.1)');
    const staged = kwBoard().offMap(offMap('Patton', 'Allied Staging Area', { side: 'Allies', nationality: 'US', type: 'leader' }));
    expect(whereabouts(staged.view(), patton).available).toBe(true);
    const gone = kwBoard().offMap(offMap('Patton', 'Allied Withdrawn Units', { side: 'Allies', nationality: 'US', type: 'leader' }));
    expect(whereabouts(gone.view(), patton).text).toBe('Patton: Patton in the Withdrawn Units display — not on the map or in the Staging Area: the withdrawal is ignored (9.2)');
    expect(whereabouts(kwBoard().view(), patton).text).toMatch(/not found on the table by name/);
  });
});
