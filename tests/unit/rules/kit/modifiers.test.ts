import { describe, expect, it } from 'vitest';
import { applyToggles, describeModifier, isOn, shiftColumn, totalDrm, totalShift, type Modifier } from '../../../../src/rules/kit';

const mountain: Modifier = { id: 'terrain', kind: 'shift', value: -2, reason: 'defender in mountain', rule: 'TEC' };
const armour: Modifier = { id: 'armour', kind: 'shift', value: 1, reason: 'armour support', rule: '10.6' };
const surprise: Modifier = { id: 'surprise', kind: 'shift', value: 3, reason: 'surprise attack', rule: '10.7', situational: true, on: false };
const supply: Modifier = { id: 'supply', kind: 'drm', value: 2, reason: 'defender out of supply', rule: '14.3' };
const fort: Modifier = { id: 'fort', kind: 'drm', value: -3, reason: 'fortress', rule: '12.1' };

describe('switching modifiers on and off', () => {
  it('counts a modifier unless it is switched off', () => {
    expect(isOn(mountain)).toBe(true);
    expect(isOn({ ...mountain, on: true })).toBe(true);
    expect(isOn(surprise)).toBe(false);
  });

  it('applies the players\' ticks by id and leaves the rest as they were', () => {
    const mods = applyToggles([mountain, surprise, supply], { surprise: true, supply: false });
    expect(mods.map(isOn)).toEqual([true, true, false]);
    expect(mods[0].on).toBeUndefined();
  });

  it('does not change the list it is given', () => {
    applyToggles([surprise], { surprise: true });
    expect(surprise.on).toBe(false);
  });

  it('ignores ticks of things not on the list, even ones named like object properties', () => {
    expect(applyToggles([mountain], { toString: false, other: false }).map(isOn)).toEqual([true]);
  });
});

describe('totalShift', () => {
  it('adds the shifts that are on, and only shifts', () => {
    expect(totalShift([mountain, armour, surprise, supply])).toEqual({ total: -1, capped: false });
    expect(totalShift(applyToggles([mountain, armour, surprise], { surprise: true }))).toEqual({ total: 2, capped: false });
  });

  it('holds shifts right to the cap and says so', () => {
    const mods = applyToggles([armour, surprise], { surprise: true });
    expect(totalShift(mods, { right: 3 })).toEqual({ total: 3, capped: true });
    expect(totalShift(mods, { right: 4 })).toEqual({ total: 4, capped: false });
  });

  it('holds shifts left to the cap, counted without a sign', () => {
    expect(totalShift([mountain], { left: 1 })).toEqual({ total: -1, capped: true });
    expect(totalShift([mountain], { left: -1 })).toEqual({ total: -1, capped: true });
    expect(totalShift([mountain], { right: 0 })).toEqual({ total: -2, capped: false });
  });
});

describe('totalDrm', () => {
  it('adds the DRMs that are on, and only DRMs', () => {
    expect(totalDrm([mountain, supply, fort])).toEqual({ total: -1, capped: false });
  });

  it('holds the total within the caps', () => {
    expect(totalDrm([fort], { min: -2 })).toEqual({ total: -2, capped: true });
    expect(totalDrm([supply, supply], { max: 3 })).toEqual({ total: 3, capped: true });
  });
});

describe('shiftColumn', () => {
  it('moves along the columns', () => {
    expect(shiftColumn(3, 2, 8)).toEqual({ index: 5, clamped: false });
    expect(shiftColumn(3, -3, 8)).toEqual({ index: 0, clamped: false });
  });

  it('stops at either end of the table and says so', () => {
    expect(shiftColumn(6, 3, 8)).toEqual({ index: 7, clamped: true });
    expect(shiftColumn(1, -2, 8)).toEqual({ index: 0, clamped: true });
  });
});

describe('describeModifier', () => {
  it('says a shift with its direction, reason and rule', () => {
    expect(describeModifier({ ...mountain, value: 1 })).toBe('1R shift: defender in mountain (TEC)');
    expect(describeModifier(mountain)).toBe('2L shift: defender in mountain (TEC)');
  });

  it('says a DRM with its sign', () => {
    expect(describeModifier(supply)).toBe('+2 DRM: defender out of supply (14.3)');
    expect(describeModifier(fort)).toBe('−3 DRM: fortress (12.1)');
  });

  it('leaves out an empty rule', () => {
    expect(describeModifier({ ...supply, rule: '' })).toBe('+2 DRM: defender out of supply');
  });
});
