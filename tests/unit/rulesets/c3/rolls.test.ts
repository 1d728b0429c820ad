/**
 * Operazione C3's other rolls (3.1–5.5.2): mission counts held between one and six, regrouping's
 * modifier by turn, a bombardment read on the column of the target's terrain value, and the
 * skills that modify drops and landings.
 */
import { describe, expect, it } from 'vitest';
import { rolls } from '../../../../rulesets/c3/rolls';
import type { RollSpec } from '../../../../src/rules/types';
import { british, c3Board, italian, keyOf, marker } from './support/c3Board';

const roll = (id: string): RollSpec => rolls.find((r) => r.id === id)!;

describe('mission counts (3.1, 4.1, 5.3.3)', () => {
  it('adds the turn’s modifier and holds the result between one and six', () => {
    const b = c3Board().set({ turn: 2, missionModifier: -2 });
    expect(roll('air-missions').modifiers(b.view()).map((m) => m.value)).toEqual([-2]);
    expect(roll('air-missions').outcome(-1, b.view())).toMatch(/^1 bombardment mission \(/);
    expect(roll('air-missions').outcome(8, b.view())).toMatch(/^6 bombardment missions/);
  });

  it('reminds that turn S has six missions without a roll, and warns past the turns the text gives', () => {
    expect(roll('air-missions').outcome(3, c3Board().set({ turn: 0 }).view())).toMatch(/turn S there is no roll: 6 missions/);
    expect(roll('naval-missions').outcome(3, c3Board().set({ turn: 2 }).view())).toMatch(/from turn 1 to turn 1 as the text prints it/);
  });
});

describe('regrouping (3.2)', () => {
  it('takes −1 per turn after the first and succeeds on 1 or 2', () => {
    const b = c3Board().set({ turn: 3 });
    expect(roll('regroup').modifiers(b.view()).map((m) => m.value)).toEqual([-2]);
    expect(roll('regroup').outcome(2, b.view())).toMatch(/^Regrouped/);
    expect(roll('regroup').outcome(3, b.view())).toMatch(/^Still Dispersed/);
  });
});

describe('bombardment (5.3.1)', () => {
  it('reads the column of the target’s terrain value, base and overlapping terrain summed', () => {
    const cells = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((r) => ['-', '-', '-', r === '9' ? '1D' : '-', '-']);
    const b = c3Board().paint('hill', '0706').set({ towns: ['0706'] }).place(british('D', '0706'));
    b.table('bombardment', { columns: ['0', '1', '2', '3', '4'], rows: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], cells });
    expect(roll('bombardment').choices!(b.view()).map((c) => c.label)).toEqual(['0706 — D']);
    expect(roll('bombardment').outcome(9, b.view(), keyOf('0706'))).toMatch(/^Terrain value 3 \(Hill \+ Town\): 1D\./);
  });
});

describe('artillery (5.3.2, 5.4)', () => {
  it('lists the artillery within 4 hexes of the target that has not fired this turn', () => {
    const b = c3Board().place(british('D', '0706'), italian('Near', '0710', { type: 'artillery' }), italian('Far', '0711', { type: 'artillery' }), italian('Fired', '0709', { type: 'artillery' }), marker('activated', '0709'));
    expect(roll('bombardment').outcome(7, b.view(), keyOf('0706'))).toMatch(/not yet Activated: Near \(0710\); each fires once a turn/);
  });
});

describe('skills (7.1)', () => {
  it('offers L for drops and S for landings as the players’ ticks, +1 each', () => {
    const view = c3Board().view();
    expect(roll('airdrop').modifiers(view).map((m) => [m.value, m.situational])).toEqual([[1, true]]);
    expect(roll('landing').modifiers(view).map((m) => [m.value, m.rule])).toEqual([[1, '7.1']]);
  });

  it('restricts the first wave to one Marine unit on a landing hex that is not flat (4.2)', () => {
    const b = c3Board().paint('hill', '0706');
    expect(roll('landing').outcome(4, b.view(), keyOf('0706'))).toMatch(/first wave is one Marine Infantry unit/);
  });
});
