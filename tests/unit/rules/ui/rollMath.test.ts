import { describe, expect, it } from 'vitest';
import type { Modifier } from '../../../../src/rules/kit/types';
import type { PreRoll } from '../../../../src/rules/types';
import { combineModifiers, dieRange, parseTypedRoll, preRollNotes, preRollResult, preRollTick, rollLogLine, rollText, rollWith } from '../../../../src/ui/rules/rollMath';
import { shiftWords } from '../../../../src/rules/kit/format';
import { seeded } from '../../support/random';

const terrain: Modifier = { id: 'terrain', kind: 'shift', value: -1, reason: 'defender in rough', rule: 'TEC' };
const surprise: Modifier = { id: 'surprise', kind: 'drm', value: 1, reason: 'surprise', rule: '11.4', situational: true, on: false };
const artillery: PreRoll = {
  id: 'art',
  label: 'Artillery support',
  rule: '16.3',
  die: '1d6',
  modifiers: [{ id: 'range', kind: 'drm', value: -1, reason: 'at long range', rule: '16.3', situational: true }],
  succeedsFrom: 4,
  grants: { id: 'support-art', kind: 'shift', value: 1, reason: 'artillery support', rule: '16.3' },
};

describe('the die a dialog rolls', () => {
  it('knows the range of a die expression', () => {
    expect(dieRange('1d6')).toEqual({ min: 1, max: 6 });
    expect(dieRange('2d6')).toEqual({ min: 2, max: 12 });
    expect(dieRange('d10+1')).toEqual({ min: 2, max: 11 });
    expect(dieRange('nonsense')).toEqual({ min: 1, max: 6 });
  });

  it('accepts a typed physical die the die can show', () => {
    expect(parseTypedRoll(' 4 ', '1d6')).toEqual({ ok: true, roll: 4 });
  });

  it('refuses a typed die outside 1–6 and says why', () => {
    expect(parseTypedRoll('7', '1d6')).toEqual({ ok: false, error: "A 1d6 shows 1 to 6; '7' is not one of those." });
    expect(parseTypedRoll('0', '1d6').ok).toBe(false);
    expect(parseTypedRoll('3.5', '1d6').ok).toBe(false);
    expect(parseTypedRoll('', '1d6')).toEqual({ ok: false, error: 'Type the 1d6 you rolled (1–6).' });
  });

  it('rolls with the shared roller from the random source given', () => {
    const rolls = Array.from({ length: 200 }, (_, i) => rollWith('1d6', seeded(i)));
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(6);
    expect(rollWith('1d6', seeded('same'))).toBe(rollWith('1d6', seeded('same')));
  });
});

describe('pre-rolls before a combat', () => {
  it('is undecided before the roll', () => {
    expect(preRollResult(artillery, undefined)).toEqual({ modified: null, drm: -1, success: null });
  });

  it('succeeds when the modified roll reaches its number', () => {
    expect(preRollResult(artillery, { roll: 5 })).toEqual({ modified: 4, drm: -1, success: true });
    expect(preRollResult(artillery, { roll: 4 })).toEqual({ modified: 3, drm: -1, success: false });
  });

  it('follows the players’ ticks on its own modifiers', () => {
    const ticks = { [preRollTick(artillery, artillery.modifiers[0])]: false };
    expect(preRollResult(artillery, { roll: 4 }, ticks)).toEqual({ modified: 4, drm: 0, success: true });
  });

  it('succeeds outright when automatic', () => {
    expect(preRollResult({ ...artillery, automatic: true }, undefined).success).toBe(true);
  });
});

describe('combining ticks and grants into the modifiers the ruleset reads', () => {
  it('applies the players’ ticks to situational modifiers', () => {
    const mods = combineModifiers([terrain, surprise], { surprise: true });
    expect(mods.map((m) => [m.id, m.on ?? true])).toEqual([
      ['terrain', true],
      ['surprise', true],
    ]);
  });

  it('adds the grant of each pre-roll that succeeded, and only those', () => {
    expect(combineModifiers([terrain], {}, [artillery], { art: { roll: 6 } }).map((m) => m.id)).toEqual(['terrain', 'support-art']);
    expect(combineModifiers([terrain], {}, [artillery], { art: { roll: 2 } }).map((m) => m.id)).toEqual(['terrain']);
    expect(combineModifiers([terrain], {}, [artillery], {}).map((m) => m.id)).toEqual(['terrain']);
  });

  it('adds an automatic pre-roll’s grant without a roll', () => {
    expect(combineModifiers([], {}, [{ ...artillery, automatic: true }]).map((m) => m.id)).toEqual(['support-art']);
  });

  it('leaves the setup’s modifiers as the ruleset built them', () => {
    const setup = [surprise];
    combineModifiers(setup, { surprise: true });
    expect(setup[0].on).toBe(false);
  });
});

describe('rolls in words', () => {
  it('lists the pre-rolls made for the combat’s log line, not the automatic or unrolled ones', () => {
    const auto = { ...artillery, id: 'auto', automatic: true };
    const other = { ...artillery, id: 'other' };
    expect(preRollNotes([artillery, auto, other], { art: { roll: 4, typed: true } })).toEqual(['Artillery support — typed 4 −1 = 3: fails']);
    expect(preRollNotes([artillery], { art: { roll: 6 } })).toEqual(['Artillery support — rolled 6 −1 = 5: succeeds']);
  });

  it('shows the roll and its modifier', () => {
    expect(rollText(4, 0)).toBe('4');
    expect(rollText(4, 1)).toBe('4 +1 = 5');
    expect(rollText(4, -2)).toBe('4 −2 = 2');
  });

  it('says a column shift as charts print it', () => {
    expect([shiftWords(1), shiftWords(-2), shiftWords(0)]).toEqual(['1R shift', '2L shift', 'no shift']);
  });

  it('writes one log line for a roll on a table', () => {
    expect(rollLogLine({ name: 'Morale Table', rule: '10.4' }, 4, 1, 'holds', false)).toBe('Morale Table (10.4): rolled 4 +1 = 5 — holds');
    expect(rollLogLine({ name: 'Morale Table', rule: '10.4' }, 2, 0, 'breaks', true)).toBe('Morale Table (10.4): die typed in, 2 — breaks');
  });
});
