import { describe, expect, it } from 'vitest';
import { formatMp, shiftText, shiftWords, signed } from '../../../../src/rules/kit';

describe('numbers in the players’ words', () => {
  it('signs numbers with the typographic minus the rules text prints', () => {
    expect([signed(2), signed(0), signed(-1), signed(-0)]).toEqual(['+2', '0', '\u22121', '0']);
  });

  it('says a net shift as the combat summary prints it', () => {
    expect([shiftText(1), shiftText(-2), shiftText(0)]).toEqual(['1R', '2L', 'no shift']);
  });

  it('says a shift as a phrase of its own', () => {
    expect([shiftWords(1), shiftWords(-2), shiftWords(0)]).toEqual(['1R shift', '2L shift', 'no shift']);
  });

  it('writes movement points with halves', () => {
    expect([formatMp(0.5), formatMp(2), formatMp(2.5), formatMp(0)]).toEqual(['½', '2', '2½', '0']);
  });

  it('writes thirds and sixths as printed, summed from a third at a time without drift', () => {
    const third = 1 / 3;
    expect([formatMp(third), formatMp(third + third), formatMp(4 + third), formatMp(1 / 6)]).toEqual(['⅓', '⅔', '4⅓', '⅙']);
    expect(formatMp(Array.from({ length: 12 }, () => third).reduce((a, b) => a + b, 0))).toBe('4');
  });
});
