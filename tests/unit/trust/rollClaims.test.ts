import { describe, expect, it } from 'vitest';
import { numbersAfterRoll, readsLikeRoll, statesRolledDice } from '../../../src/model/rollClaims';
import { readLegacyLine } from '../../../src/doc/legacyRollLine';
import { decodeLogLine } from '../../../src/doc/logLines';
import { rollLogLine, preRollNotes } from '../../../src/ui/rules/rollMath';

const fake = 'rolled 2d6: 6 + 6 = 12 · fair roll with Alice (roll 3fa9c2)';

describe('free text that reads like a roll', () => {
  it.each([
    ['a copy of a roll line', fake],
    ['a line ending in an invisible character', `${fake}\u200b`],
    ['a line starting with one', `\u2060${fake}`],
    ['a Cyrillic о in "rolled"', fake.replace('rolled', 'rоlled')],
    ['a Cyrillic о in "roll"', 'rolled 2d6: 12 · fair rоll with Alice'],
    ['a capital I for the l', 'roIled 2d6: 6 + 6 = 12'],
    ['full-width letters', 'ｒｏｌｌｅｄ 2d6: 12'],
    ['a fake "rolled alone"', 'rolled d20: 20 · rolled alone'],
    ['a soft hyphen inside the word', 'rol\u00adled d6: 6'],
    ['an emoji before it', '🎲 rolled d6: 6'],
    ['a position before it', 'as Head of OKW: rolled d6: 6'],
    ['a roll tag anywhere', 'the attack went well (roll 3fa9c2)'],
    ['a call-off', 'called roll 3fa9c2 off: Bob did not answer'],
    ['a claim after 5,000 characters of padding', `${'a'.repeat(5000)} fair roll with Alice`],
  ])('is caught: %s', (_, text) => {
    expect(readsLikeRoll(text)).toBe(true);
  });

  it.each([
    ['a move', 'moved 2/Lehr 2718 → 2617'],
    ['a chat about dice', 'I think we should roll for initiative'],
    ['a verdict', 'Morale Table (10.4): rolled 4 +1 = 5 — holds'],
    ['a word that starts alike', 'rolledback the supply line'],
  ])('is not caught: %s', (_, text) => {
    expect(readsLikeRoll(text)).toBe(false);
  });

  it('reads 1 MB of text in one pass, whatever it holds', () => {
    const mb = 1_000_000;
    for (const text of ['rolled '.repeat(mb / 7), '('.repeat(mb), `${'a'.repeat(mb)} fair roll`, 'as '.repeat(mb / 3)]) {
      expect(typeof readsLikeRoll(text)).toBe('boolean');
      expect(typeof statesRolledDice(text)).toBe('boolean');
      expect(numbersAfterRoll(`roll ${text}`)).toBeInstanceOf(Map);
      expect(readLegacyLine(text)).toBeNull();
    }
    expect(readLegacyLine(`rolled d6: 4${' · fair roll with'.repeat(mb / 17)} (roll abcdef)`)).toMatchObject({ kind: 'shared', tag: 'abcdef' });
    // A stored line's roll reference and citations are read only when short.
    const line = decodeLogLine({ t: 1, w: 'Mallory', x: '', r: 'r'.repeat(mb), u: `${'u'.repeat(40)} `.repeat(mb / 41) });
    expect(line).toMatchObject({ text: '' });
    expect(line?.roll).toBeUndefined();
    expect(line?.cites).toBeUndefined();
  });
});

describe('verdicts and their dice', () => {
  it('finds the dice a verdict states, outside rule numbers in brackets', () => {
    expect(numbersAfterRoll('Morale Table (10.4): rolled 4 +1 = 5 — holds')).toEqual(new Map([[4, 1], [1, 1], [5, 1]]));
    expect(numbersAfterRoll('activation roll-off Axis 4 +1 = 5, British 4: Axis activates')).toEqual(new Map([[4, 2], [1, 1], [5, 1]]));
    expect(numbersAfterRoll('attack 1212 (8 v 2): 4-1; roll 3: DR')).toEqual(new Map([[3, 1]]));
    expect(numbersAfterRoll('no dice here')).toEqual(new Map());
  });

  it('tells a verdict stating rolled dice from one whose dice were typed in', () => {
    expect(statesRolledDice(rollLogLine({ name: 'Morale Table', rule: '10.4' }, 4, 1, 'holds', false))).toBe(true);
    expect(statesRolledDice(rollLogLine({ name: 'Morale Table', rule: '10.4' }, 4, 1, 'holds', true))).toBe(false);
    expect(statesRolledDice('attack 1212 (8 v 2): 4-1; roll 1: DR')).toBe(true);
    expect(statesRolledDice('Fall of Mussolini: can be rolled on game-turn 5')).toBe(false);
    expect(statesRolledDice(`Combat [${preRollNotes([{ id: 'a', label: 'Artillery', die: '1d6', succeedsFrom: 3, modifiers: [], grants: { id: 'g', label: 'g', kind: 'shift', value: 1 } } as never], { a: { roll: 4 } }).join('')}]`)).toBe(true);
  });
});

describe('lines written by earlier versions', () => {
  it('reads the dice and the roll tag of an old shared roll line, and tells an old alone line', () => {
    expect(readLegacyLine('rolled 2d6 for "Attack": 4 + 3 = 7 · fair roll with Bob (roll 3fa9c2)')).toEqual({ kind: 'shared', dice: 'rolled 2d6 for "Attack": 4 + 3 = 7', tag: '3fa9c2' });
    expect(readLegacyLine('as Head of OKW: rolled d6: 4 · fair roll with Bob, Carol (roll abcdef)')).toEqual({ kind: 'shared', dice: 'rolled d6: 4', tag: 'abcdef' });
    expect(readLegacyLine('rolled d6: 4 · rolled alone')).toEqual({ kind: 'alone', dice: 'rolled d6: 4' });
    expect(readLegacyLine('rolled d6: 4 · fair roll with Bob (roll abcdef)\u200b')).toBeNull();
    expect(readLegacyLine('moved 2/Lehr')).toBeNull();
  });
});
