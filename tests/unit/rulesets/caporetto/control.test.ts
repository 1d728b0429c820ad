import { describe, expect, it } from 'vitest';
import { controlOf, guessNote } from '../../../../rulesets/caporetto/control';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { at, austrian, board, italian } from './support/board';

describe('hex control (3.4)', () => {
  it('reads the side recorded when a unit last entered the hex first', () => {
    const view = board().controlled(CENTRAL_POWERS, '2010').place(italian('2nd Inf. Div.', '2011')).view();
    expect(controlOf(view, at('2010'))).toEqual({ side: CENTRAL_POWERS, how: 'recorded' });
  });

  it('falls back on the side of the ground units in the hex', () => {
    const view = board().place(italian('2nd Inf. Div.', '2010'), austrian('5th Div.', '2011')).view();
    expect(controlOf(view, at('2010'))).toEqual({ side: ALLIES, how: 'occupied' });
  });

  it('guesses from the nearest ground units, and says so', () => {
    const view = board().place(italian('2nd Inf. Div.', '2010'), austrian('5th Div.', '2020')).view();
    const reading = controlOf(view, at('2013'));
    expect(reading).toEqual({ side: ALLIES, how: 'nearest' });
    expect(guessNote(reading, '2013')).toBe('control of 2013 not recorded: read as Allies from the nearest units (3.4)');
  });

  it('leaves a hex as near to both sides unknown, never friendly', () => {
    const view = board().place(italian('2nd Inf. Div.', '2010'), austrian('5th Div.', '2016')).view();
    expect(controlOf(view, at('2013'))).toEqual({ side: null, how: 'unknown' });
  });
});
