import { describe, expect, it } from 'vitest';
import { cellKey, neighboursOn, terrainOf, zoneOfControl } from '../../../../src/rules/kit';
import { at, blankMap, paint } from './maps';

describe('zoneOfControl', () => {
  it('is the six hexes around a unit, not its own hex', () => {
    const map = blankMap();
    const unit = at(map, '0505');
    const zone = zoneOfControl(map, [unit]);
    expect(zone).toEqual(new Set(neighboursOn(map, unit).map(cellKey)));
    expect(zone.has(cellKey(unit))).toBe(false);
  });

  it('takes in the hex of another unit next to it', () => {
    const map = blankMap();
    const zone = zoneOfControl(map, [at(map, '0505'), at(map, '0504')]);
    expect(zone.has(cellKey(at(map, '0505')))).toBe(true);
    expect(zone.has(cellKey(at(map, '0504')))).toBe(true);
    expect(zone.size).toBe(10);
  });

  it('stops at the edge of the board', () => {
    const map = blankMap();
    expect(zoneOfControl(map, [at(map, '0101')]).size).toBe(2);
  });

  it('does not extend where the projection rule says it may not', () => {
    const map = blankMap();
    paint(map, 'lake', '0504', '0604');
    const zone = zoneOfControl(map, [at(map, '0505')], (_from, into) => terrainOf(map, into) !== 'lake');
    expect(zone.has(cellKey(at(map, '0504')))).toBe(false);
    expect(zone.has(cellKey(at(map, '0604')))).toBe(false);
    expect(zone.size).toBe(4);
  });

  it('tells the projection rule which unit the zone comes from', () => {
    const map = blankMap();
    const a = at(map, '0303');
    const b = at(map, '0707');
    const zone = zoneOfControl(map, [a, b], (from) => from === a);
    expect(zone).toEqual(zoneOfControl(map, [a]));
  });

  it('is empty with no units', () => {
    expect(zoneOfControl(blankMap(), []).size).toBe(0);
  });
});
