import { describe, expect, it } from 'vitest';
import { differentialColumn, oddsColumn, parseDifferential, parseOdds, parsePercentage, percentageColumn, ratioText } from '../../../../src/rules/kit';

const columns = ['1:2', '1:1', '1.5:1', '2:1', '3:1', '4:1', '5:1', '6:1'];

describe('parseOdds', () => {
  it('reads ratios as printed, halves and spaces included', () => {
    expect(parseOdds('3:1')).toEqual({ attack: 3, defence: 1 });
    expect(parseOdds('1:2')).toEqual({ attack: 1, defence: 2 });
    expect(parseOdds('1.5:1')).toEqual({ attack: 1.5, defence: 1 });
    expect(parseOdds(' 2 : 1 ')).toEqual({ attack: 2, defence: 1 });
  });

  it('rejects anything that is not a ratio of two positive numbers', () => {
    for (const junk of ['', '3', '3-1', '0:1', '1:0', 'a:1', '3:1:1', '-1:2']) expect(parseOdds(junk)).toBeNull();
  });
});

describe('oddsColumn', () => {
  it('rounds in the defender\'s favour: 7 against 3 is read on 2:1', () => {
    expect(oddsColumn(7, 3, columns)).toEqual({ index: 3, label: '2:1', below: false, above: false });
  });

  it('reads exact odds on their own column', () => {
    expect(oddsColumn(9, 3, columns).label).toBe('3:1');
    expect(oddsColumn(3, 2, columns).label).toBe('1.5:1');
    expect(oddsColumn(4, 4, columns).label).toBe('1:1');
  });

  it('rounds odds below 1:1 toward the defender too: 2 against 5 is 1:3, not 1:2', () => {
    expect(oddsColumn(2, 5, ['1:3', '1:2', '1:1']).label).toBe('1:3');
    expect(oddsColumn(3, 6, ['1:3', '1:2', '1:1']).label).toBe('1:2');
  });

  it('reads halved strengths without floating-point slips', () => {
    expect(oddsColumn(3.5, 7, columns).label).toBe('1:2');
    expect(oddsColumn(4.5, 3, columns).label).toBe('1.5:1');
  });

  it('flags odds worse than the first column and gives the first column', () => {
    expect(oddsColumn(1, 3, columns)).toEqual({ index: 0, label: '1:2', below: true, above: false });
    expect(oddsColumn(0, 3, columns).below).toBe(true);
  });

  it('flags odds better than the last column and gives the last column', () => {
    expect(oddsColumn(15, 2, columns)).toEqual({ index: 7, label: '6:1', below: false, above: true });
    expect(oddsColumn(12, 2, columns).above).toBe(false);
  });

  it('puts an undefended hex off the top of the table', () => {
    expect(oddsColumn(5, 0, columns)).toEqual({ index: 7, label: '6:1', below: false, above: true });
  });

  it('skips headings that are not odds, and needs no particular order', () => {
    expect(oddsColumn(7, 3, ['3:1', 'notes', '1:1', '2:1'])).toEqual({ index: 3, label: '2:1', below: false, above: false });
  });

  it('answers the first column, flagged below, for a table with no readable columns', () => {
    expect(oddsColumn(3, 1, ['?'])).toEqual({ index: 0, label: '?', below: true, above: false });
  });
});

describe('differentialColumn', () => {
  const diffs = ['-2', '-1', '0', '+1', '+2', '+3', '+5'];

  it('reads the highest column not above the differential', () => {
    expect(differentialColumn(1, diffs).label).toBe('+1');
    expect(differentialColumn(0, diffs).label).toBe('0');
    expect(differentialColumn(-2, diffs)).toEqual({ index: 0, label: '-2', below: false, above: false });
    expect(differentialColumn(4, diffs).label).toBe('+3');
  });

  it('flags differentials off either end', () => {
    expect(differentialColumn(-5, diffs)).toEqual({ index: 0, label: '-2', below: true, above: false });
    expect(differentialColumn(8, diffs)).toEqual({ index: 6, label: '+5', below: false, above: true });
    expect(differentialColumn(5, diffs).above).toBe(false);
  });

  it('reads headings with a typographic minus', () => {
    expect(parseDifferential('−3')).toBe(-3);
    expect(parseDifferential('+3')).toBe(3);
    expect(parseDifferential('3:1')).toBeNull();
    expect(differentialColumn(-3, ['−3', '0', '+3']).label).toBe('−3');
  });
});

describe('ratioText', () => {
  it('says the strengths and the ratio they make, to two decimals', () => {
    expect(ratioText(7, 3)).toBe('7:3 = 2.33:1');
    expect(ratioText(6, 2)).toBe('6:2 = 3:1');
    expect(ratioText(3, 7)).toBe('3:7 = 1:2.33');
    expect(ratioText(3.5, 7)).toBe('3.5:7 = 1:2');
  });

  it('says when the hex is undefended', () => {
    expect(ratioText(7, 0)).toBe('7:0 (undefended)');
  });
});

describe('percentage columns', () => {
  const columns = ['≤49%', '50–99%', '100–149%', '150–199%', '200–299%', '300–399%', '400–499%', '500–699%', '700%'];

  it('reads column headings as printed, ranges, open ends and plain figures', () => {
    expect(['200–299%', '≤49%', '<=49%', '700%', '700+%', '50-99%'].map(parsePercentage)).toEqual([200, 0, 0, 700, 700, 50]);
    expect(['200', '3:1', 'abc%', ''].map(parsePercentage)).toEqual([null, null, null, null]);
  });

  it('puts 10 against 4 (250%) on the 200–299% column, as the Kesselring’s War example does (15.3)', () => {
    expect(percentageColumn(10, 4, columns)).toMatchObject({ label: '200–299%', below: false, above: false });
  });

  it('rounds in the defender’s favour and flags attacks past the last column', () => {
    expect(percentageColumn(299, 100, columns).label).toBe('200–299%');
    expect(percentageColumn(3, 1, columns).label).toBe('300–399%');
    expect(percentageColumn(1, 4, columns)).toMatchObject({ label: '≤49%', below: false });
    expect(percentageColumn(8, 1, columns)).toMatchObject({ label: '700%', above: true });
  });
});
