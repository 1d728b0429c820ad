/**
 * The strategic procedures walked as checklists: Strategic Warfare (4.1) compares the Axis and
 * Western hits and proposes the tracks' moves, Replacements (3.1.2) raise the tracks the points go
 * to, and Air Movement (4.2.3) redistributes Air/Naval Control without lowering Germany's.
 */
import { describe, expect, it } from 'vitest';
import { defaultOf, ghcView, proposed, shown, textOf } from './support/ghcView';

describe('Strategic Warfare (4.1)', () => {
  const view = ghcView({ strategicWarfare: 5, technology: 2, airNavalWestern: 3, airNavalGermany: 4, 'prestige-production': 2 });

  it('starts with the Axis dice, the Combat card and the Western dice, results hidden until both are rolled', () => {
    expect(shown('strategic-warfare', view)).toEqual(['axis', 'combat-card', 'westernDice', 'western']);
    expect(textOf('strategic-warfare', 'axis', view)).toBe('Roll the 5 Strategic Warfare dice: 2 grey (one per Technology marker) and 3 white; each ✚ is a Hit (4.1).');
    expect(shown('strategic-warfare', view, { axis: 3 })).not.toContain('axis-wins');
  });

  it('with Axis 3 hits against Western 1 proposes +1 Western Air/Naval Control and +1 Prestige to the Head of Production', () => {
    const answers = { axis: 3, western: 1 };
    expect(shown('strategic-warfare', view, answers)).toEqual(['axis', 'combat-card', 'westernDice', 'western', 'axis-wins', 'axis-wins-changes']);
    expect(textOf('strategic-warfare', 'axis-wins', view, answers)).toBe('Axis Hits 3 > Western Hits 1: +1 Western Air/Naval Control, +1 Prestige Head of Production (4.1).');
    expect(proposed('strategic-warfare', 'axis-wins-changes', view, answers)).toEqual({ airNavalWestern: 4, 'prestige-production': 3 });
  });

  it('holds the Western Air/Naval Control at 5', () => {
    expect(proposed('strategic-warfare', 'axis-wins-changes', ghcView({ airNavalWestern: 5 }), { axis: 2, western: 0 })).toMatchObject({ airNavalWestern: 5 });
  });

  it('with more Western hits asks how the difference is assigned and lowers both tracks by it', () => {
    const answers = { axis: 1, western: 4 };
    expect(shown('strategic-warfare', view, answers)).toEqual(['axis', 'combat-card', 'westernDice', 'western', 'toStrategicWarfare', 'western-wins-changes']);
    expect(defaultOf('strategic-warfare', 'toStrategicWarfare', view, answers)).toBe(3);
    expect(proposed('strategic-warfare', 'western-wins-changes', view, answers)).toEqual({ strategicWarfare: 2 });
    expect(proposed('strategic-warfare', 'western-wins-changes', view, { ...answers, toStrategicWarfare: 1 })).toEqual({ strategicWarfare: 4, airNavalGermany: 2 });
  });

  it('moves nothing on equal hits', () => {
    expect(shown('strategic-warfare', view, { axis: 2, western: 2 })).toContain('even');
    expect(shown('strategic-warfare', view, { axis: 2, western: 2 })).not.toContain('axis-wins-changes');
  });

  it('draws the Strategic Event cards of both rolls, at most 2', () => {
    expect(shown('strategic-warfare', view, { axis: 0 })).not.toContain('events');
    expect(textOf('strategic-warfare', 'events', view, { 'axis.card': 2, 'western.card': 1 })).toBe('Draw & resolve 2 Strategic Event cards (one per card result, max 2), until the deck is empty (4.1, 7.0).');
  });
});

describe('German Replacements (3.1.2)', () => {
  const view = ghcView({ replacementsLuftwaffe: 2, replacementsStrategic: 1, strategicWarfare: 3, airNavalEastern: 2 });

  it('raises the tracks the Luftwaffe points are placed on, and Strategic Warfare by its points', () => {
    expect(proposed('replacements', 'luftwaffe-changes', view, { 'lw-airNavalEastern': 2 })).toEqual({ airNavalEastern: 4 });
    expect(proposed('replacements', 'strategic-changes', view)).toEqual({ strategicWarfare: 4 });
  });

  it('warns when more Luftwaffe points are placed than held', () => {
    expect(shown('replacements', view, { 'lw-airNavalEastern': 1 })).not.toContain('luftwaffe-over');
    expect(shown('replacements', view, { 'lw-airNavalEastern': 2, 'lw-airNavalGermany': 1 })).toContain('luftwaffe-over');
  });

  it('offers no change when no point is placed', () => {
    expect(shown('replacements', ghcView())).not.toContain('luftwaffe-changes');
    expect(shown('replacements', ghcView())).not.toContain('strategic-changes');
  });
});

describe('Movement (4.2)', () => {
  const view = ghcView({ airNavalWestern: 3, airNavalEastern: 2, airNavalSouthern: 1, airNavalGermany: 2 });

  it('says how many armies and actions the tracks allow', () => {
    expect(textOf('movement', 'operational', view)).toMatch(/Western 3, Eastern 2, Southern 1/);
    expect(textOf('movement', 'strategic', view)).toMatch(/^Strategic Movement: up to 2 movement actions/);
  });

  it('starts the redistribution from the tracks and proposes what moved', () => {
    expect(defaultOf('movement', 'air-airNavalWestern', view)).toBe(3);
    const answers = { 'air-airNavalWestern': 2, 'air-airNavalEastern': 3 };
    expect(shown('movement', view, answers)).toContain('air-changes');
    expect(proposed('movement', 'air-changes', view, answers)).toEqual({ airNavalWestern: 2, airNavalEastern: 3 });
  });

  it('never lets the Germany track decrease', () => {
    const answers = { 'air-airNavalGermany': 1, 'air-airNavalWestern': 4 };
    expect(shown('movement', view, answers)).toContain('air-germany');
    expect(shown('movement', view, answers)).not.toContain('air-changes');
    expect(textOf('movement', 'air-germany', view, answers)).toBe('The Germany track may not decrease: 2 → 1 (4.2.3).');
  });

  it('keeps the total: points move between tracks', () => {
    expect(shown('movement', view, { 'air-airNavalWestern': 5 })).toEqual(expect.arrayContaining(['air-total']));
    expect(shown('movement', view, { 'air-airNavalWestern': 5 })).not.toContain('air-changes');
  });
});
