import { describe, expect, it } from 'vitest';
import { checkTable } from '../../../../rulesets/caporetto/checks';
import { austrian, board, hq, italian, keyOf, oosMarker, unit } from './support/board';

describe('whole-table checks', () => {
  it('finds nothing on a table within the rules', () => {
    const view = board().set({ supplyCentralPowers: ['3501'] }).place(italian('2nd Inf. Div.', '2010'), austrian('5th Div.', '3010')).view();
    expect(checkTable(view)).toEqual([]);
  });

  it('names an overstacked hex with its count and limit (8.1)', () => {
    const stack = [1, 2, 3].map((n) => italian(`Div ${n}`, '2010'));
    const [finding] = checkTable(board().paint('mountain', '2010').place(...stack).view());
    expect(finding).toMatchObject({ severity: 'warning', rule: '8.1', cells: [keyOf('2010')], pieces: ['Div 1', 'Div 2', 'Div 3'] });
    expect(finding.text).toContain('3 in mountain, limit 2 (8.1)');
  });

  it('asks for an OOS marker on units with no supply line (14.1, 14.3)', () => {
    const [finding] = checkTable(board().place(austrian('5th Div.', '3010')).view());
    expect(finding).toMatchObject({ severity: 'warning', rule: '14.3', cells: [keyOf('3010')], pieces: ['5th Div.'] });
    expect(finding.text).toContain('place an OOS marker');
  });

  it('notes units out of supply that already carry their marker', () => {
    const [finding] = checkTable(board().place(austrian('5th Div.', '3010'), oosMarker('3010')).view());
    expect(finding).toMatchObject({ severity: 'info', rule: '14.1' });
  });

  it('asks to remove the OOS marker of units back in supply', () => {
    const [finding] = checkTable(board().place(italian('2nd Inf. Div.', '2010'), oosMarker('2010')).view());
    expect(finding.severity).toBe('warning');
    expect(finding.text).toContain('remove the OOS marker');
  });

  it('lists units in an enemy zone of control (9.1)', () => {
    const view = board().set({ supplyCentralPowers: ['3501'] }).place(italian('2nd Inf. Div.', '2718'), austrian('5th Div.', '2719')).view();
    const found = checkTable(view);
    expect(found.map((f) => [f.rule, f.pieces])).toEqual([
      ['9.1', ['2nd Inf. Div.']],
      ['9.1', ['5th Div.']],
    ]);
  });

  it('calls a lone HQ in an enemy zone of control eliminated (15.2)', () => {
    const view = board().set({ supplyCentralPowers: ['3501'] }).place(hq('2nd Army HQ', '2718', 'Italian', 'support'), austrian('5th Div.', '2719')).view();
    const lone = checkTable(view).find((f) => f.rule === '15.2')!;
    expect(lone).toMatchObject({ severity: 'illegal', pieces: ['2nd Army HQ'] });
  });

  it('warns of counters with no nationality it knows, which every check leaves out (2.3.3)', () => {
    const stray = unit('Mystery Div', '2512', { type: 'infantry', attack: 3, defence: 3, movement: 6 });
    const [finding] = checkTable(board().set({ supplyCentralPowers: ['3501'] }).place(italian('2nd Inf. Div.', '2010'), stray).view());
    expect(finding).toMatchObject({ severity: 'warning', rule: '2.3.3', cells: [keyOf('2512')], pieces: ['Mystery Div'] });
    expect(finding.text).toContain('Mystery Div at 2512');
  });
});
