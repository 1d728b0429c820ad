import { describe, expect, it } from 'vitest';
import { victoryPoints } from '../../../../rulesets/caporetto/victory';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { austrian, board, italian } from './support/board';

const vpLabels = (n: number) => Array.from({ length: n }, (_, i) => `05${String(i + 2).padStart(2, '0')}`);

describe('victory points (5.2)', () => {
  it('counts a VP hex for the side whose occupying units trace supply', () => {
    const view = board()
      .set({ vpHexes: ['2010', '3010'], supplyCentralPowers: ['3501'] })
      .place(italian('2nd Inf. Div.', '2010'), austrian('5th Div.', '3010'))
      .view();
    const vp = victoryPoints(view);
    expect([vp.allies, vp.centralPowers]).toEqual([1, 1]);
    expect(vp.hexes.every((h) => h.counts)).toBe(true);
  });

  it('does not count a VP hex whose occupants are cut off from supply', () => {
    const view = board().set({ vpHexes: ['3010'] }).place(austrian('5th Div.', '3010')).view();
    const vp = victoryPoints(view);
    expect(vp.centralPowers).toBe(0);
    expect(vp.hexes[0].why).toContain('its occupants cannot trace supply');
  });

  it('counts an empty VP hex for its controller when a supply line could be traced from it', () => {
    const b = board().set({ vpHexes: ['2020'] }).controlled(ALLIES, '2020').place(austrian('5th Div.', '3828'));
    expect(victoryPoints(b.view()).allies).toBe(1);
    b.set({ westEdgeSupply: false });
    expect(victoryPoints(b.view()).allies).toBe(0);
  });

  it('gives the Allies 1 when Austro-Hungarian morale is −3 or lower', () => {
    expect(victoryPoints(board().set({ moraleAustroHungarian: -2 }).view()).allies).toBe(0);
    const vp = victoryPoints(board().set({ moraleAustroHungarian: -3 }).view());
    expect(vp.allies).toBe(1);
    expect(vp.bonuses).toEqual(['+1 Allies: Austro-Hungarian morale is −3 or lower (5.2)']);
  });

  it('gives the Central Powers 1 for each Italian mobilization', () => {
    expect(victoryPoints(board().set({ mobilizations: ['3', '5'] }).view()).centralPowers).toBe(2);
  });
});

describe('who wins (5.3)', () => {
  it('gives the Allies the game with a total 8 or more above the Central Powers’, else the Central Powers', () => {
    const eight = victoryPoints(board().set({ vpHexes: vpLabels(8) }).controlled(ALLIES, ...vpLabels(8)).view());
    expect(eight.allies).toBe(8);
    expect(eight.winner).toBe(ALLIES);
    expect(eight.summary).toBe('Allies 8 VP, Central Powers 0 VP: Allies win (5.3: the Allies need 8 or more above the Central Powers)');
    const seven = victoryPoints(board().set({ vpHexes: vpLabels(8), mobilizations: ['3'] }).controlled(ALLIES, ...vpLabels(8)).view());
    expect(seven.winner).toBe(CENTRAL_POWERS);
  });
});
