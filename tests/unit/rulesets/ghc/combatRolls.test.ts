/**
 * The combat dice (6.0) and the amphibious landing (6.9), counted from literal faces: Allied stars,
 * tanks (2 in Plains) and planes (the first costs Air/Naval Control unless already 1), the special
 * effects; Axis crosses, tanks and guns (2 only when defending with the Assault Guns Project, none
 * in an Amphibious combat); the landing against the Combat card's Defense, strictly in Great Britain.
 */
import { describe, expect, it } from 'vitest';
import { diceOf, faces, ghcView, symbolRoll } from './support/ghcView';

const allied = symbolRoll('allied-combat');
const axis = symbolRoll('axis-combat');
const landing = symbolRoll('amphibious');

describe('Allied combat dice (6.0)', () => {
  it('throws the blue, red and green dice typed in', () => {
    expect(diceOf('allied-combat', ghcView({ airNavalWestern: 3 }), { blueDice: 3, redDice: 0 })).toEqual({ 'Blue die': 3, 'Red die': 0, 'Green die': 0 });
  });

  it('counts a star 1 Hit and a tank 2 Hits in Plains, 1 elsewhere', () => {
    const rolled = { 'Blue die': faces('star', 'tank'), 'Red die': [], 'Green die': [] };
    expect(allied.count(rolled, ghcView(), { plains: true }).hits).toBe(3);
    expect(allied.count(rolled, ghcView(), { plains: false }).hits).toBe(2);
    expect(allied.count(rolled, ghcView(), { plains: true }).summary).toBe('3 hits (1 ★ blue, 1 ▬ blue ×2)');
  });

  it('makes the first blue plane cost 1 Western Air/Naval Control and the following ones Hits', () => {
    const count = allied.count({ 'Blue die': faces('plane', 'plane') }, ghcView({ airNavalWestern: 3 }), {});
    expect(count.hits).toBe(1);
    expect(count.changes).toEqual([{ id: 'airNavalWestern', value: 2, why: 'the first blue ✈ costs −1 Western Air/Naval Control unless already 1 (6.0)' }]);
    expect(count.summary).toBe('1 hit (1 ✈ blue), −1 Western Air/Naval Control');
  });

  it('makes every plane a Hit when the Air/Naval Control is already 1', () => {
    const count = allied.count({ 'Blue die': faces('plane', 'plane') }, ghcView({ airNavalWestern: 1 }), {});
    expect(count.hits).toBe(2);
    expect(count.changes).toEqual([]);
  });

  it('charges red planes to the Eastern Front and blue ones to the Southern when told', () => {
    expect(allied.count({ 'Red die': faces('plane') }, ghcView({ airNavalEastern: 4 }), {}).changes).toEqual([expect.objectContaining({ id: 'airNavalEastern', value: 3 })]);
    expect(allied.count({ 'Blue die': faces('plane') }, ghcView({ airNavalSouthern: 2 }), { southern: true }).changes).toEqual([expect.objectContaining({ id: 'airNavalSouthern', value: 1 })]);
  });

  it('applies the special effects: flash and snow in winter reduce Axis armies, a flag without Satellite army is a Hit', () => {
    const rolled = { 'Red die': faces('flash', 'snow', 'flag'), 'Green die': faces('plane') };
    const summer = allied.count(rolled, ghcView(), { winter: false, satellite: false });
    expect(summer.tallies).toEqual({ card: 0, reduce: 1, westernDice: 1 });
    expect(summer.hits).toBe(1);
    expect(summer.lines).toEqual(expect.arrayContaining([
      '1 ✈ green: roll 1 Western die; −1 Air/Naval Control if at least 1 blue ✈ (6.0).',
      '1 ❄: no effect out of winter (6.0).',
      '1 ⚑: no Satellite army: +1 Hit to the Soviet combat roll (6.0).',
    ]));
    const winter = allied.count(rolled, ghcView(), { winter: true, satellite: true });
    expect(winter.tallies).toMatchObject({ reduce: 2 });
    expect(winter.hits).toBe(0);
    expect(winter.lines).toContain('1 ⚑: eliminate 1 Satellite army (6.0).');
  });

  it('reads winter from the table when not asked', () => {
    expect(allied.count({ 'Red die': faces('snow') }, ghcView({ winter: true }), {}).tallies).toMatchObject({ reduce: 1 });
  });

  it('tallies blue and red cards for the Combat Events, max 2', () => {
    const count = allied.count({ 'Blue die': faces('card', 'card', 'card'), 'Green die': faces('card') }, ghcView(), {});
    expect(count.tallies).toMatchObject({ card: 3 });
    expect(count.lines).toContain('3 ▯ card results: draw & resolve a Combat Event card each, max 2 for the combat, until the deck is empty (6.0, 7.0).');
  });
});

describe('Axis combat dice (6.0)', () => {
  it('counts a cross on every Axis die', () => {
    const count = axis.count({ 'Black die': faces('cross'), 'Grey die': faces('cross'), 'White die': faces('cross'), 'Yellow die': faces('cross') }, ghcView(), {});
    expect(count.hits).toBe(4);
    expect(count.summary).toBe('4 hits (1 ✚ black, 1 ✚ grey, 1 ✚ white, 1 ✚ yellow)');
  });

  it('counts black and grey tanks 2 in Plains, 1 elsewhere, none in an Amphibious combat; a white tank nothing', () => {
    const rolled = { 'Black die': faces('tank'), 'Grey die': faces('tank'), 'White die': faces('tank') };
    expect(axis.count(rolled, ghcView(), { plains: true }).hits).toBe(4);
    expect(axis.count(rolled, ghcView(), { plains: false }).hits).toBe(2);
    expect(axis.count(rolled, ghcView(), { plains: true, amphibious: true }).hits).toBe(0);
  });

  it('counts a gun 2 Hits only when the Axis defends with the Assault Guns Project, and says so otherwise', () => {
    const rolled = { 'Grey die': faces('gun'), 'White die': faces('gun') };
    expect(axis.count(rolled, ghcView(), { defending: true, assaultGuns: true }).hits).toBe(4);
    expect(axis.count(rolled, ghcView(), { defending: true, assaultGuns: true, amphibious: true }).hits).toBe(0);
    const attacking = axis.count(rolled, ghcView(), { defending: false, assaultGuns: true });
    expect(attacking.hits).toBe(0);
    expect(attacking.lines).toContain('2 ⌐: no Hit: the aid gives a gun Hits only when the Axis defends with the Assault Guns Project (6.0).');
  });

  it('tallies grey, white and yellow cards, a yellow card also as a Strategic Event', () => {
    const count = axis.count({ 'Black die': faces('card'), 'Grey die': faces('card'), 'Yellow die': faces('card') }, ghcView(), {});
    expect(count.tallies).toEqual({ card: 2, strategicEvent: 1 });
  });

  it('throws the dice typed in the procedure', () => {
    expect(diceOf('axis-combat', ghcView(), { blackDice: 2, greyDice: 1, whiteDice: 3 })).toEqual({ 'Black die': 2, 'Grey die': 1, 'White die': 3, 'Yellow die': 0 });
  });
});

describe('the amphibious landing (6.9)', () => {
  const three = { 'Grey die': faces('cross', 'cross'), 'White die': faces('cross'), 'Yellow die': faces('tank') };

  it('succeeds when the crosses equal the Defense value', () => {
    const count = landing.count(three, ghcView(), { defense: 3 });
    expect(count.tallies).toEqual({ success: 1 });
    expect(count.lines).toEqual(['3 ✚ ≥ Defense 3: the landing succeeds (6.9).']);
    expect(count.summary).toBe('3 hits (2 ✚ grey, 1 ✚ white): success against Defense 3');
  });

  it('fails below the Defense value', () => {
    expect(landing.count(three, ghcView(), { defense: 4 }).tallies).toEqual({ success: 0 });
  });

  it('needs strictly more crosses against Great Britain', () => {
    const count = landing.count(three, ghcView(), { defense: 3, greatBritain: true });
    expect(count.tallies).toEqual({ success: 0 });
    expect(count.lines[0]).toBe('3 ✚ ≤ Defense 3 (strictly greater against Great Britain): the landing fails (6.9).');
    expect(landing.count(three, ghcView(), { defense: 2, greatBritain: true }).tallies).toEqual({ success: 1 });
  });

  it('throws no black die, and asks for the Defense value when it is missing', () => {
    expect(landing.dice.map((d) => d.die)).toEqual(['Grey die', 'White die', 'Yellow die']);
    expect(landing.count(three, ghcView(), {}).lines[0]).toMatch(/Type the Combat card's Defense value/);
  });
});
