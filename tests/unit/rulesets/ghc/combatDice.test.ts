/**
 * The extra dice of 6.0 and 6.9, counted into the symbol rolls from the combat Area and the
 * answers. Each test quotes the aid's line.
 */
import { describe, expect, it } from 'vitest';
import { areaMapView, army, axisDisk, marker, type AreaSketch } from './support/areaMap';
import { defaultOf, diceOf, shown, textOf } from './support/ghcView';

const map: AreaSketch[] = [
  { name: '20 Northern France', near: ['19 Belgium', '21 Southern France'], attrs: { front: 'Western', terrain: 'Plains' } },
  { name: '19 Belgium', attrs: { front: 'Western', bonus: true } },
  { name: '21 Southern France', attrs: { front: 'Western', terrain: 'Rough', bonus: true } },
  { name: '8 Caucasus', attrs: { front: 'Eastern', terrain: 'Rough' } },
  { name: '30 Libya', attrs: { front: 'Southern', terrain: 'Fortified' } },
];
const western = (area: string) => ({ id: `w-${area}`, area, attrs: { side: 'Western', type: 'control' } });
const view = (pieces = [axisDisk('20 Northern France')], values: Record<string, number | boolean> = {}) =>
  areaMapView(map, pieces, { airNavalWestern: 3, airNavalEastern: 3, airNavalSouthern: 3, ...values });

describe('6.0 Allied dice roll # modification', () => {
  it('"in Rough: +1 dice" when the Allied is defender', () => {
    expect(diceOf('allied-combat', view(), { area: '8 Caucasus', blueDice: 2 })['Blue die']).toBe(3);
    expect(diceOf('allied-combat', view(), { area: '8 Caucasus', blueDice: 2, defending: true })['Blue die']).toBe(2);
  });

  it('"in Fortified & has a Landing marker: +2 dice"', () => {
    expect(diceOf('allied-combat', view([marker('30 Libya', 'landing')]), { area: '30 Libya', blueDice: 1 })['Blue die']).toBe(3);
    expect(diceOf('allied-combat', view(), { area: '30 Libya', blueDice: 1 })['Blue die']).toBe(1);
  });

  it('"Air/Naval Control = 1 & not Winter & Western faction: +1 dice", on the combat Area\'s Front', () => {
    expect(diceOf('allied-combat', view(undefined, { airNavalEastern: 1 }), { area: '20 Northern France', blueDice: 2 })['Blue die']).toBe(2);
    expect(diceOf('allied-combat', view(undefined, { airNavalWestern: 1 }), { area: '20 Northern France', blueDice: 2 })['Blue die']).toBe(3);
    expect(diceOf('allied-combat', view(undefined, { airNavalWestern: 1, winter: true }), { area: '20 Northern France', blueDice: 2 })['Blue die']).toBe(2);
    expect(diceOf('allied-combat', view(undefined, { airNavalEastern: 1 }), { area: '8 Caucasus', redDice: 2, soviet: true, defending: true })['Red die']).toBe(2);
  });

  it('"for each adjacent same Allied controlled Area with a Bonus: +1 dice"', () => {
    const pieces = [axisDisk('20 Northern France'), western('19 Belgium'), western('21 Southern France')];
    expect(diceOf('allied-combat', view(pieces), { area: '20 Northern France', blueDice: 1, defending: true })['Blue die']).toBe(3);
    expect(diceOf('allied-combat', view(pieces), { area: '20 Northern France', redDice: 1, defending: true, soviet: true })['Red die']).toBe(1);
  });
});

describe('6.0 Axis dice roll # modification', () => {
  it('"+1 White Die if not Winter & Air/Naval Control = 5"', () => {
    expect(diceOf('axis-combat', view(undefined, { airNavalWestern: 5 }), { area: '20 Northern France', whiteDice: 1 })['White die']).toBe(2);
    expect(diceOf('axis-combat', view(undefined, { airNavalWestern: 5, winter: true }), { area: '20 Northern France', whiteDice: 1 })['White die']).toBe(1);
  });

  it('"+1 White Die if Axis is defending in Rough terrain"', () => {
    expect(diceOf('axis-combat', view(), { area: '21 Southern France', defending: true })['White die']).toBe(1);
    expect(diceOf('axis-combat', view(), { area: '21 Southern France' })['White die']).toBe(0);
  });

  it('"may use Paratroops when attacking not in Winter + 1 Grey Die"', () => {
    expect(diceOf('axis-combat', view(), { area: '20 Northern France', paratroopsUsed: true, greyDice: 2 })['Grey die']).toBe(3);
    expect(diceOf('axis-combat', view(), { area: '20 Northern France', paratroopsUsed: true, defending: true, greyDice: 2 })['Grey die']).toBe(2);
  });

  it('"if the Area is Isolated: Panzer Army ⇒ Grey Die, Regular Army ⇒ White Die": the counts start from the armies there', () => {
    const isolated = view([axisDisk('8 Caucasus'), marker('8 Caucasus', 'isolated'), army('p', '8 Caucasus', 'panzer'), army('r1', '8 Caucasus'), army('r2', '8 Caucasus')]);
    expect(defaultOf('combat', 'greyDice', isolated, { area: '8 Caucasus' })).toBe(1);
    expect(defaultOf('combat', 'whiteDice', isolated, { area: '8 Caucasus' })).toBe(2);
    expect(defaultOf('combat', 'greyDice', view([army('p', '8 Caucasus', 'panzer')]), { area: '8 Caucasus' })).toBe(0);
  });
});

describe('the Combat Resolution procedure on an area map', () => {
  it('asks for the combat Area first, and reads Rough, Fortified and the Landing marker from it', () => {
    expect(shown('combat', view())[0]).toBe('area');
    const withLanding = view([marker('30 Libya', 'landing')]);
    expect(defaultOf('combat', 'rough', withLanding, { area: '8 Caucasus' })).toBe(true);
    expect(defaultOf('combat', 'fortified', withLanding, { area: '30 Libya' })).toBe(true);
    expect(defaultOf('combat', 'landing', withLanding, { area: '30 Libya' })).toBe(true);
  });

  it('says which extra dice it counts into the roll', () => {
    expect(textOf('combat', 'allied-dice', view(), { area: '8 Caucasus' })).toMatch(/Counted into the roll: \+1 blue die \(the Allies defend in Rough\)\.$/);
    expect(textOf('combat', 'axis-dice', view(), { area: '20 Northern France' })).toMatch(/No extra dice now\.$/);
  });
});

describe('6.9 Amphibious Combat Resolution', () => {
  it('"+1 White Die if not Winter & Air/Naval Control = 5", "+1 Grey Die if not Winter & Paratroops are activated"', () => {
    expect(diceOf('amphibious', view(), { control5: true, paratroopsUsed: true, greyDice: 1, whiteDice: 2 })).toEqual({ 'Grey die': 2, 'White die': 3, 'Yellow die': 0 });
    expect(diceOf('amphibious', view(), { control5: true, paratroopsUsed: true, winter: true, greyDice: 1, whiteDice: 2 })).toEqual({ 'Grey die': 1, 'White die': 2, 'Yellow die': 0 });
  });
});

describe('after a combat on the area map (6.0, 6.7)', () => {
  const line: AreaSketch[] = [
    { name: '1 Berlin', near: ['2 Poland'], attrs: { festung: true } },
    { name: '2 Poland', near: ['5 Eastern Poland', '3 Hungary'], attrs: { resource: true } },
    { name: '3 Hungary', near: ['5 Eastern Poland'], attrs: { alignment: 'Disputed' } },
    { name: '5 Eastern Poland', near: ['10 Ukraine'] },
    { name: '10 Ukraine' },
  ];
  const held = [axisDisk('1 Berlin'), axisDisk('2 Poland'), axisDisk('10 Ukraine'), army('a', '2 Poland'), army('b', '2 Poland', 'panzer'), army('c', '10 Ukraine')];

  it('6.0 "select an adjacent Area with non-engaged army": names the adjacent Areas holding Axis armies', () => {
    expect(textOf('combat', 'army-group', areaMapView(line, held), { area: '5 Eastern Poland' })).toMatch(/Adjacent Areas with Axis armies: 2 Poland \(2\), 10 Ukraine \(1\)\.$/);
  });

  it('6.7.2 "move Armies to adjacent Area(s), controlled by Axis or Disputed" and "closest to a Festung Sector"', () => {
    const text = textOf('retreat', 'first-alignment', areaMapView(line, held), { area: '5 Eastern Poland', first: true });
    expect(text).toMatch(/closest to a Festung Sector first: 2 Poland \(1 from a Festung Sector\), 3 Hungary \(2 from a Festung Sector\), 10 Ukraine \(3 from a Festung Sector\)\.$/);
  });

  it('reads the Resource symbol and the Festung Sector of the combat Area', () => {
    const view = areaMapView(line, held);
    expect(defaultOf('retreat', 'resource', view, { area: '2 Poland', last: true })).toBe(true);
    expect(defaultOf('retreat', 'festung', view, { area: '1 Berlin' })).toBe(true);
    expect(defaultOf('advance', 'resource', view, { area: '10 Ukraine', last: true })).toBe(false);
  });
});
