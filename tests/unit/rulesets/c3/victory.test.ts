/**
 * Operazione C3 victory (8.2): the Axis's points from places held and losses, the levels, and the
 * automatic victories; and the whole-table check (1.3.6, 5.2, 7.5).
 */
import { describe, expect, it } from 'vitest';
import { checkTable } from '../../../../rulesets/c3/checks';
import { italianLossVp, levelOf, victoryReport } from '../../../../rulesets/c3/victory';
import { british, c3Board, italian, untypedBoard } from './support/c3Board';

describe('victory points (8.2)', () => {
  it('costs one VP per three stacking points of Italians, or fraction', () => {
    expect([0, 1, 3, 4, 6, 7].map(italianLossVp)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('reads the victory levels at their edges', () => {
    expect([-7, -6, 0, 1, 5, 6, 10, 11].map(levelOf)).toEqual([
      'British Crushing Victory', 'British Minor Victory', 'British Minor Victory', 'Draw', 'Draw', 'Axis Minor Victory', 'Axis Minor Victory', 'Axis Crushing Victory',
    ]);
  });

  it('counts places the Axis holds against its losses, and lets captured Valletta decide', () => {
    const b = c3Board().set({ towns: ['0705', '0805'], ports: ['0901'], airfields: ['1001'], valletta: ['1101'], italianPointsLost: 4, axisSpecialStepsLost: 1 });
    b.controlled('Axis', '0705', '0805', '1001', '1101');
    const r = victoryReport(b.view());
    expect(r.lines[3]).toBe('Total 0 VP.');
    expect(r.summary).toBe('victory points: 0; Axis Crushing Victory');
    expect(r.lines[4]).toBe('Verdict: Axis Crushing Victory — Valletta is captured: the Axis win automatically, whatever the points (8.2).');
  });

  it('states one verdict when the Axis lacks an operational port and airport at the end of the last turn: "The British automatically win a Crushing Victory"', () => {
    const b = c3Board().set({ turn: 5, towns: ['0705', '0805', '0905', '1005', '1105', '1205', '1305'], airfields: ['1001'] });
    b.controlled('Axis', '0705', '0805', '0905', '1005', '1105', '1205', '1305', '1001');
    const r = victoryReport(b.view());
    expect(r.summary).toBe('victory points: 8; British Crushing Victory');
    const verdicts = r.lines.filter((l) => /Victory|Draw/.test(l));
    expect(verdicts).toEqual(['Verdict: British Crushing Victory — the Axis has no operational port at the end of the last turn: the British win automatically, whatever the points (8.2).']);
  });

  it('before the last turn lets the points decide, and says what a missing port would do at the end', () => {
    const b = c3Board().set({ turn: 3, towns: ['0705'] });
    b.controlled('Axis', '0705');
    const r = victoryReport(b.view());
    expect(r.summary).toBe('victory points: 1; Draw');
    expect(r.lines.slice(4)).toEqual(['Verdict: Draw — 1 VP (8.2).', 'The Axis has no operational port and airport yet: if it still has none at the end of the last turn, that decides the game instead (8.2).']);
  });
});

describe('the table check', () => {
  it('finds both sides in one hex, and Axis units out of resupply from turn 3', () => {
    const b = c3Board().set({ turn: 3 }).place(italian('I', '0705'), british('B', '0705'));
    const rules = checkTable(b.view()).map((f) => f.rule);
    expect(rules).toContain('5.2');
    expect(rules).toContain('7.5');
  });

  it('finds a landing stack in a mined sea hex, or over 4 stacking points at sea (4.2)', () => {
    const b = c3Board().paint('sea', '0705', '0805').set({ minefields: ['0705'] }).place(italian('A', '0705', { steps: 1 }), italian('B', '0805'), italian('C', '0805'), italian('D', '0805', { steps: 1 }));
    expect(checkTable(b.view()).filter((f) => f.rule === '4.2').map((f) => f.text)).toEqual([
      '0705 is a mined sea hex: landings may not be made from it',
      '0805 holds 5 stacking points at sea: at most 4 per sea hex',
    ]);
  });

  it('asks for the TEC before it can check costs and stacking', () => {
    expect(checkTable(untypedBoard().view())[0].text).toMatch(/Terrain Effects Table is not typed in for Plain, Hill/);
    expect(checkTable(c3Board().view())).toEqual([]);
  });
});
