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

  it('counts places the Axis holds against its losses, and flags Valletta and the missing port', () => {
    const b = c3Board().set({ towns: ['0705', '0805'], ports: ['0901'], airfields: ['1001'], valletta: ['1101'], italianPointsLost: 4, axisSpecialStepsLost: 1 });
    b.controlled('Axis', '0705', '0805', '1001', '1101');
    const r = victoryReport(b.view());
    expect(r.lines[3]).toBe('Total 0 VP: British Minor Victory (8.2).');
    expect(r.summary).toMatch(/Valletta taken: Axis Crushing Victory/);
    expect(r.lines.join(' ')).toMatch(/no operational port: at the end of the last turn that is a British Crushing Victory/);
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
