import { describe, expect, it } from 'vitest';
import { rungLabel, rungOf, shiftOnLadder } from '../../../../src/rules/kit';

const columns = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'];

describe('odds on a ladder of whole ratios', () => {
  it('rounds odds down in the defender’s favour', () => {
    expect(rungLabel(rungOf(7, 3))).toBe('2:1');
    expect(rungLabel(rungOf(3, 2))).toBe('1:1');
    expect(rungLabel(rungOf(2, 5))).toBe('1:3');
    expect(rungLabel(rungOf(10, 1))).toBe('10:1');
  });

  it('reads a ratio past the last column on the "5:1+" column', () => {
    expect(shiftOnLadder(10, 1, 0, columns).column.label).toBe('5:1+');
  });
});

describe('C3 1.3.10: shifts start from the real odds, and at most three move along the table', () => {
  it('takes 10:1 two columns left to 8:1, still read on 5:1+', () => {
    const s = shiftOnLadder(10, 1, -2, columns, 3);
    expect([s.to, s.column.label, s.onTable, s.dropped]).toEqual(['8:1', '5:1+', 0, 0]);
  });

  it('takes 8:1 four columns left to 4:1', () => {
    const s = shiftOnLadder(8, 1, -4, columns, 3);
    expect([s.to, s.column.label, s.applied]).toEqual(['4:1', '4:1', -4]);
  });

  it('takes 6:1 four columns left to 2:1: one free shift off the table, three along it', () => {
    const s = shiftOnLadder(6, 1, -4, columns, 3);
    expect([s.to, s.onTable, s.dropped]).toEqual(['2:1', 3, 0]);
  });

  it('drops the shifts past the third that would move along the table', () => {
    const s = shiftOnLadder(1, 1, 5, columns, 3);
    expect([s.to, s.column.label, s.onTable, s.dropped]).toEqual(['4:1', '4:1', 3, 2]);
  });

  it('lets shifts past the last column run free', () => {
    const s = shiftOnLadder(3, 1, 4, columns, 3);
    expect([s.to, s.column.label, s.onTable]).toEqual(['7:1', '5:1+', 2]);
  });

  it('marks odds below the first column', () => {
    expect(shiftOnLadder(1, 4, 0, columns).column.below).toBe(true);
    expect(shiftOnLadder(1, 4, 2, columns, 3).column.label).toBe('1:2');
  });
});
