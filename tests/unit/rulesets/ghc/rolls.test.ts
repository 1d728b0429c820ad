/**
 * The aid's d6 rolls: the Port Check (4.7.2: open on 7+, Air/Naval Control and the listed
 * modifiers), the OKW Overrule (10.0), a Dismissal against the Confidence Factor (4.3.1) and the
 * Paratroops roll (6.0), with the tracks each offers to move.
 */
import { describe, expect, it } from 'vitest';
import { drmOf, ghcView, roll, rollChanges } from './support/ghcView';

describe('the Port Check (4.7.2)', () => {
  const port = roll('port-check');

  it('adds the Southern Air/Naval Control and the Bases picked for Northern Africa & Libya', () => {
    const view = ghcView({ airNavalSouthern: 3 });
    expect(port.modifiers(view, 'africa-2').map((m) => [m.id, m.value, m.situational ?? false])).toEqual([
      ['southern-control', 3, false], ['bases', 2, false], ['egypt', 2, true], ['southern-italy', -4, true],
    ]);
    expect(drmOf(port, view, 'africa-2')).toBe(5);
  });

  it('adds the Western Air/Naval Control for Great Britain, with −4 for Southern France to tick', () => {
    const mods = port.modifiers(ghcView({ airNavalWestern: 4 }), 'gb');
    expect(mods.map((m) => [m.id, m.value])).toEqual([['western-control', 4], ['southern-france', -4]]);
    expect(mods[1]).toMatchObject({ situational: true, on: false, reason: 'Southern France is not under Axis Control' });
  });

  it('opens the port on 7 or more', () => {
    expect(port.outcome(7, ghcView(), 'gb')).toBe('7 ≥ 7: the port is open: place an Open Port marker (4.7.2).');
    expect(port.outcome(6, ghcView(), 'africa-0')).toBe('6 < 7: the port stays closed (4.7.2).');
  });

  it('asks for the port first', () => {
    expect(port.modifiers(ghcView())).toEqual([]);
    expect(port.outcome(9, ghcView())).toMatch(/^Choose the port first/);
    expect(port.choices!(ghcView())[0]).toEqual({ value: 'gb', label: 'Great Britain' });
  });
});

describe('the OKW Overrule (10.0)', () => {
  const overrule = roll('okw-overrule');
  const view = ghcView({ unrest: 2, 'prestige-operations': 4 });

  it('always adds 1 Unrest, and costs the overruled position 1 Prestige on a roll below 3', () => {
    expect(rollChanges(overrule, 2, view, 'operations')).toEqual({ unrest: 3, 'prestige-operations': 3 });
    expect(overrule.outcome(2, view, 'operations')).toBe('2 < 3: Head of Operations loses 1 Prestige; +1 Unrest (10.0).');
    expect(rollChanges(overrule, 3, view, 'operations')).toEqual({ unrest: 3 });
    expect(overrule.outcome(3, view, 'operations')).toBe('3 ≥ 3: Head of Operations keeps his Prestige; +1 Unrest (10.0).');
  });

  it('offers every position but the OKW to overrule', () => {
    expect(overrule.choices!(view).map((c) => c.value)).toEqual(['personnel', 'operations', 'production', 'armyGroup', 'ob']);
  });
});

describe('a Dismissal roll (4.3.1)', () => {
  const dismissal = roll('dismissal');
  const view = ghcView({ unrest: 1, blackOrchestra: 0 });

  it('flips the General back below the Confidence Factor, changing nothing', () => {
    expect(dismissal.outcome(2, view, 'cf4-dissident')).toBe('2 < Confidence Factor 4: flip the General back to its regular side, keeping its Dissident marker (4.3.1).');
    expect(rollChanges(dismissal, 2, view, 'cf4')).toEqual({});
  });

  it('adds a Dissident marker on an equal roll, or dismisses a Dissident; +1 Unrest and Black Orchestra either way', () => {
    expect(dismissal.outcome(4, view, 'cf4')).toBe('4 = Confidence Factor 4: add a Dissident marker; +1 Unrest, +1 Black Orchestra (4.3.1).');
    expect(dismissal.outcome(4, view, 'cf4-dissident')).toMatch(/^4 = Confidence Factor 4 and the General is a Dissident: Dismissed/);
    expect(rollChanges(dismissal, 4, view, 'cf4')).toEqual({ unrest: 2, blackOrchestra: 1 });
  });

  it('dismisses the General above the Confidence Factor', () => {
    expect(dismissal.outcome(5, view, 'cf4')).toMatch(/^5 > Confidence Factor 4: Dismissed: remove the General from the game; \+1 Unrest, \+1 Black Orchestra \(4\.3\.1\)/);
    expect(rollChanges(dismissal, 5, view, 'cf4')).toEqual({ unrest: 2, blackOrchestra: 1 });
  });

  it('asks for the Confidence Factor first', () => {
    expect(dismissal.outcome(5, view)).toBe('Choose the General\'s Confidence Factor first.');
    expect(dismissal.choices!(view)).toHaveLength(12);
  });
});

describe('the Paratroops roll (6.0)', () => {
  const para = roll('paratroops');
  const view = ghcView({ paratroops: 3 });

  it('removes the marker above it, lowers it below, and leaves it on an equal roll', () => {
    expect(rollChanges(para, 4, view)).toEqual({ paratroops: 0 });
    expect(para.outcome(4, view)).toMatch(/^4 > Paratroop marker 3: remove the Paratroop marker \(6\.0\)/);
    expect(rollChanges(para, 2, view)).toEqual({ paratroops: 2 });
    expect(para.outcome(2, view)).toMatch(/^2 < Paratroop marker 3: lower the Paratroop marker/);
    expect(rollChanges(para, 3, view)).toEqual({});
  });

  it('warns that Paratroops are not used in winter', () => {
    expect(para.outcome(4, ghcView({ paratroops: 3, winter: true }))).toMatch(/only be used when attacking not in Winter/);
  });
});
