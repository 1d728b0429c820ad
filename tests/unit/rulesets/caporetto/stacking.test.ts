import { describe, expect, it } from 'vitest';
import { stackFindings, stackingFindings, stackingLimit } from '../../../../rulesets/caporetto/stacking';
import { at, austrian, board, british, czech, german, hq, italian, keyOf, unit } from './support/board';

const many = (make: typeof italian, label: string, count: number) => Array.from({ length: count }, (_, i) => make(`${label}-${i + 1}`, label));

describe('stacking limits by terrain (8.1, TEC)', () => {
  it('holds 4 in clear, 3 in rough, 2 in mountain and marsh, 1 in alpine and dominant terrain, none at sea', () => {
    const b = board().paint('rough', '0102').paint('mountain', '0103').paint('marsh', '0104').paint('alpine', '0105').paint('dominant', '0106').paint('sea', '0107');
    const view = b.view();
    const limits = ['0101', '0102', '0103', '0104', '0105', '0106', '0107'].map((l) => stackingLimit(view, at(l), []).limit);
    expect(limits).toEqual([4, 3, 2, 2, 1, 1, 0]);
  });

  it('reads a town or city hex by the other terrain in it', () => {
    const view = board().paint('mountain', '0103').set({ towns: ['0103'], cities: ['0101'] }).view();
    expect(stackingLimit(view, at('0103'), []).limit).toBe(2);
    expect(stackingLimit(view, at('0101'), []).limit).toBe(4);
  });

  it('lets support units stack free (8.2)', () => {
    const units = [...many(italian, '0101', 4), unit('It Arty', '0101', { nationality: 'Italian', type: 'artillery' }), unit('It Air', '0101', { nationality: 'Italian', type: 'air' })];
    expect(stackFindings(board().view(), at('0101'), units)).toEqual([]);
  });

  it('names the count and the limit of an overstacked hex', () => {
    const units = many(italian, '0102', 4);
    const [finding] = stackingFindings(board().paint('rough', '0102').place(...units).view());
    expect(finding.severity).toBe('warning');
    expect(finding.text).toContain('4 in rough, limit 3 (8.1)');
    expect(finding.cells).toEqual([keyOf('0102')]);
    expect(finding.pieces).toHaveLength(4);
  });
});

describe('the 14th Army HQ (8.6, 15.1.2)', () => {
  const army14 = (mode: 'support' | 'movement') => hq('14th Army HQ', '2719', 'German', mode, { army14: true });

  it('lets 5 German and Austro-Hungarian units stack in a clear hex adjacent to it, where 4 is the limit without it', () => {
    const units = [...many(german, '2718', 2), ...many(austrian, '2718', 3)];
    expect(stackingFindings(board().place(...units, army14('support')).view())).toEqual([]);
    const [over] = stackingFindings(board().place(...units).view());
    expect(over.text).toContain('5 in clear, limit 4 (8.1)');
    expect(stackingLimit(board().place(army14('support')).view(), at('2718'), units)).toEqual({ limit: 5, terrain: 'clear', army14: true });
  });

  it('adds one in rough but not in mountain, and not while the HQ is in movement mode', () => {
    const units = many(german, '2718', 1);
    expect(stackingLimit(board().paint('rough', '2718').place(army14('support')).view(), at('2718'), units).limit).toBe(4);
    expect(stackingLimit(board().paint('mountain', '2718').place(army14('support')).view(), at('2718'), units).limit).toBe(2);
    expect(stackingLimit(board().place(army14('movement')).view(), at('2718'), units).limit).toBe(4);
  });

  it('does nothing for Allied units next to it', () => {
    expect(stackingLimit(board().place(army14('support')).view(), at('2718'), many(italian, '2718', 1)).limit).toBe(4);
  });
});

describe('joint stacking (8.5)', () => {
  it('lets German and Austro-Hungarian units stack together', () => {
    expect(stackFindings(board().view(), at('0101'), [german('G', '0101'), austrian('A', '0101')])).toEqual([]);
  });

  it('lets the Czech stack with Italians but not British with Italians', () => {
    expect(stackFindings(board().view(), at('0101'), [czech('C', '0101'), italian('I', '0101')])).toEqual([]);
    const [mixed] = stackFindings(board().view(), at('0101'), [british('B', '0101'), italian('I', '0101')]);
    expect(mixed.severity).toBe('illegal');
    expect(mixed.rule).toBe('8.5');
  });
});
