/**
 * Combat Resolution (6.0) and what follows it: the steps by who attacks, the dice asked by faction,
 * the results by the hits compared (advance, a 2nd advance for +1 Prestige, an even defence, a lost
 * attack or defence), the amphibious landing (6.9), Advance and Retreat (6.7) and Reduction (6.8).
 */
import { describe, expect, it } from 'vitest';
import { afterReductions, reductionTable } from '../../../../rulesets/ghc/reduction';
import { ghcView, proposed, shown, textOf } from './support/ghcView';

describe('Combat Resolution (6.0)', () => {
  const view = ghcView({ 'prestige-armyGroup': 1 });

  it('asks for Western dice, or Soviet and green ones', () => {
    expect(shown('combat', view)).toContain('blueDice');
    expect(shown('combat', view)).not.toContain('redDice');
    expect(shown('combat', view, { soviet: true })).toEqual(expect.arrayContaining(['redDice', 'greenDice']));
    expect(shown('combat', view, { soviet: true })).not.toContain('blueDice');
  });

  it('asks about the Assault Guns only in defence, and Paratroops only in an attack out of winter', () => {
    expect(shown('combat', view)).toContain('paratroopsUsed');
    expect(shown('combat', view)).not.toContain('assaultGuns');
    expect(shown('combat', view, { defending: true })).toEqual(expect.arrayContaining(['assaultGuns', 'no-dice']));
    expect(shown('combat', view, { defending: true })).not.toContain('paratroopsUsed');
    expect(shown('combat', ghcView({ winter: true }))).not.toContain('paratroopsUsed');
    expect(shown('combat', view, { paratroopsUsed: true })).toContain('paratroops');
  });

  it('shows no result before both rolls', () => {
    expect(shown('combat', view, { axis: 3 }).filter((s) => /wins|loses|lost|even/.test(s))).toEqual([]);
  });

  it('advances when the attacking Axis has more hits, a 2nd advance giving the Head of Army Group +1 Prestige', () => {
    const answers = { axis: 3, allied: 1 };
    expect(textOf('combat', 'axis-wins', view, answers)).toBe('Axis Hits 3 > Allied Hits 1: +1 Prestige to the Leading General; the Axis attacked: apply 1 Advance (6.7.1) (6.0).');
    expect(shown('combat', view, answers)).toContain('secondAdvance');
    expect(shown('combat', view, answers)).not.toContain('second-advance-prestige');
    expect(shown('combat', view, { ...answers, secondAdvance: true })).toEqual(expect.arrayContaining(['second-advance', 'second-advance-prestige']));
    expect(proposed('combat', 'second-advance-prestige', view, { ...answers, secondAdvance: true })).toEqual({ 'prestige-armyGroup': 2 });
  });

  it('gives a defending Axis with more hits no advance', () => {
    const s = shown('combat', view, { defending: true, axis: 2, allied: 1 });
    expect(s).toContain('axis-wins');
    expect(s).not.toContain('secondAdvance');
  });

  it('has the Head of Army Group reduce or retreat when a defence holds on equal hits', () => {
    const s = shown('combat', view, { defending: true, axis: 2, allied: 2 });
    expect(s).toContain('even-defence');
    expect(s).not.toContain('axis-loses');
  });

  it('counts an attack with equal hits as lost: a Reduction and the Leading General Questioned', () => {
    const s = shown('combat', view, { axis: 2, allied: 2 });
    expect(s).toEqual(expect.arrayContaining(['axis-loses', 'attack-lost']));
    expect(s).not.toContain('even-defence');
  });

  it('applies a Reduction or Retreat per hit of the difference when a defence is lost', () => {
    const answers = { defending: true, axis: 1, allied: 4 };
    expect(shown('combat', view, answers)).toEqual(expect.arrayContaining(['axis-loses', 'defence-lost']));
    expect(textOf('combat', 'defence-lost', view, answers)).toMatch(/per Hit in the difference: 3\./);
  });

  it('draws the Combat Events of both rolls, at most 2', () => {
    expect(textOf('combat', 'events', view, { 'allied.card': 1, 'axis.card': 2 })).toBe('Draw & resolve 2 Combat Event cards (max 2), until the deck is empty (6.0, 7.0).');
  });
});

describe('Amphibious Combat Resolution (6.9)', () => {
  const view = ghcView({ 'prestige-armyGroup': 0 });

  it('succeeds on crosses equal to the Defense value and proposes +1 Prestige to the Head of Army Group', () => {
    const answers = { defense: 3, landing: 3 };
    expect(shown('amphibious', view, answers)).toEqual(expect.arrayContaining(['success', 'success-prestige']));
    expect(shown('amphibious', view, answers)).not.toContain('failure');
    expect(proposed('amphibious', 'success-prestige', view, answers)).toEqual({ 'prestige-armyGroup': 1 });
  });

  it('fails in Great Britain on equal crosses', () => {
    const s = shown('amphibious', view, { defense: 3, landing: 3, greatBritain: true });
    expect(s).toContain('failure');
    expect(s).not.toContain('great-britain');
    expect(shown('amphibious', view, { defense: 3, landing: 4, greatBritain: true })).toContain('great-britain');
  });

  it('lists the extra dice out of winter', () => {
    expect(textOf('amphibious', 'dice', view, { control5: true, paratroopsUsed: true })).toBe('Dice: grey, white and yellow for the armies taking part; +1 white die (not Winter, Air/Naval Control 5); +1 grey die (not Winter, Paratroops activated) (6.9).');
    expect(textOf('amphibious', 'dice', view, { winter: true, control5: true })).toBe('Dice: grey, white and yellow for the armies taking part (6.9).');
  });
});

describe('Advance and Retreat (6.7)', () => {
  const view = ghcView({ resources: 4 });

  it('gains a Resource when the Allied disk was in the last Sector of an Area with one', () => {
    expect(shown('advance', view, { last: true })).toContain('resource');
    expect(shown('advance', view, { last: true, resource: false })).not.toContain('resource-changes');
    expect(proposed('advance', 'resource-changes', view, { last: true, resource: true })).toEqual({ resources: 5 });
  });

  it('loses a Resource when a Festung Sector falls', () => {
    expect(shown('retreat', view, { festung: true })).toContain('allEliminated');
    expect(shown('retreat', view)).not.toContain('allEliminated');
    const answers = { festung: true, allEliminated: true, resource: true };
    expect(shown('retreat', view, answers)).toEqual(expect.arrayContaining(['festung-falls', 'resource-changes']));
    expect(proposed('retreat', 'resource-changes', view, answers)).toEqual({ resources: 3 });
  });
});

describe('Reduction (6.8)', () => {
  it('prints the downgrades in the aid\'s order', () => {
    expect(reductionTable.map((r) => `${r.from}→${r.to ?? '∅'}`)).toEqual(['Black→Grey', 'Grey→White', 'Yellow→∅', 'White→∅', 'Black→White', 'Grey→∅', 'Black→∅']);
    expect(textOf('reduction', 'ladder', ghcView())).toBe('Reduce an army\'s die: Black die ⇒ Grey die · Grey die ⇒ White die · Yellow die ⇒ ∅ · White die ⇒ ∅ · Black die ⇒ White die · Grey die ⇒ ∅ · Black die ⇒ ∅ (6.8).');
  });

  it('agrees with its own two- and three-step rows', () => {
    expect(afterReductions('Black', 2)).toBe('White');
    expect(afterReductions('Grey', 2)).toBeNull();
    expect(afterReductions('Black', 3)).toBeNull();
    expect(afterReductions('Yellow', 1)).toBeNull();
  });
});
