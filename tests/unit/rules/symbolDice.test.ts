import { describe, expect, it } from 'vitest';
import type { CustomDie } from '../../../src/dice/dice';
import type { RolledFace, RulesView, SymbolRollSpec } from '../../../src/rules/types';
import { askDefaults, clampCount, countAnswers, countFaces, defaultCounts, facesText, findDie, matchDice, missingDieText, readFaces, rolledByDie, symbolLogLine } from '../../../src/rules/symbolDice';

const die = (id: string, name: string): CustomDie => ({ id, name, faces: [{ label: 'Hit', symbol: 'cross' }, { label: 'Blank', symbol: 'blank' }, { label: 'Card', symbol: 'card' }, { label: 'Nothing' }] });
const view = (values: RulesView['values'] = {}) => ({ values }) as RulesView;

/** Strategic Warfare as a ruleset would write it: a grey die per Technology marker, white dice for the rest; each cross a hit, each card a card. */
const strategic: SymbolRollSpec = {
  id: 'strategic',
  name: 'Strategic Warfare',
  rule: '4.1',
  dice: [
    { die: 'Grey die', count: (v) => Number(v.values.technology ?? 0) },
    { die: 'White die', count: (v, a) => (a.usaAtWar ? 5 : 3) - Number(v.values.technology ?? 0) },
  ],
  asks: [{ id: 'usaAtWar', question: 'Is the USA at war?', rule: '4.1', default: (v) => v.values.usa === 'war' }],
  count(rolled) {
    const crosses = (name: string) => rolled[name].filter((f) => f.symbol === 'cross').length;
    const grey = crosses('Grey die');
    const white = crosses('White die');
    const cards = [...rolled['Grey die'], ...rolled['White die']].filter((f) => f.symbol === 'card').length;
    return { hits: grey + white, tallies: { card: cards }, lines: [`${grey} grey, ${white} white`], summary: `${grey + white} hits (${grey} ✚ grey, ${white} ✚ white)`, changes: [{ id: 'production', value: -(grey + white), why: '4.1' }] };
  },
};

describe('the game’s die that serves a die a ruleset names', () => {
  const dice = [die('a', 'Grey die (sample)'), die('b', 'white DIE'), die('c', 'Grey dice'), die('d', 'Red die 2')];

  it('matches the name exactly, ignoring case and extra spaces', () => {
    expect(findDie(dice, 'White die')?.id).toBe('b');
    expect(findDie(dice, '  white   die ')?.id).toBe('b');
  });

  it('takes a die whose name goes on after a space or a bracket: "Grey die (sample)" serves "Grey die"', () => {
    expect(findDie(dice, 'Grey die')?.id).toBe('a');
    expect(findDie(dice, 'Red die')?.id).toBe('d');
  });

  it('prefers the exact name to a longer one', () => {
    expect(findDie([die('x', 'Grey die (sample)'), die('y', 'Grey die')], 'grey die')?.id).toBe('y');
  });

  it('does not take a name that merely starts with the same letters, and never invents one', () => {
    expect(findDie([die('c', 'Grey dice')], 'Grey die')).toBeNull();
    expect(findDie([], 'Grey die')).toBeNull();
    expect(findDie(dice, '')).toBeNull();
  });

  it('lists the dice a roll needs that the game lacks, and says how to add them', () => {
    expect(matchDice(strategic, [die('a', 'Grey die (sample)')])).toEqual({ found: { 'Grey die': die('a', 'Grey die (sample)') }, missing: ['White die'] });
    expect(matchDice(strategic, dice).missing).toEqual([]);
    const text = missingDieText('White die');
    expect(text).toContain('“White die”');
    expect(text).toContain('dice tray');
    expect(text).toContain('New die');
    expect(missingDieText(['Grey die', 'White die', 'Blue die'])).toContain('no custom dice named “Grey die”, “White die” and “Blue die”');
  });
});

describe('a symbol roll’s starting answers and counts', () => {
  it('reads the asks from the table unless the answers already hold them', () => {
    expect(askDefaults(strategic, view({ usa: 'war' }))).toEqual({ usaAtWar: true });
    expect(askDefaults(strategic, view({ usa: 'neutral' }))).toEqual({ usaAtWar: false });
    expect(askDefaults(strategic, view({ usa: 'neutral' }), { usaAtWar: true })).toEqual({ usaAtWar: true });
  });

  it('counts the dice from the table and the answers, held to 0–50, a faulty count reading 0', () => {
    expect(defaultCounts(strategic, view({ technology: 2 }), { usaAtWar: true })).toEqual({ 'Grey die': 2, 'White die': 3 });
    expect(defaultCounts(strategic, view({ technology: 4 }), { usaAtWar: false })).toEqual({ 'Grey die': 4, 'White die': 0 });
    const faulty: SymbolRollSpec = { ...strategic, dice: [{ die: 'Grey die', count: () => { throw new Error('no'); } }, { die: 'White die', count: () => 99 }] };
    expect(defaultCounts(faulty, view(), {})).toEqual({ 'Grey die': 0, 'White die': 50 });
    expect([clampCount(-1), clampCount(2.6), clampCount(Number.NaN), clampCount('3')]).toEqual([0, 3, 0, 0]);
  });
});

describe('counting the faces', () => {
  const rolled: Record<string, RolledFace[]> = {
    'Grey die': readFaces([{ label: 'Hit', symbol: 'cross' }, { label: 'Card', symbol: 'card', color: '#c33' }]),
    'White die': readFaces([{ label: 'Hit', symbol: 'cross' }, { label: 'Nothing' }, { label: 'Blank', symbol: 'blank' }]),
  };

  it('reads faces as label and symbol, leaving the colour to the tray', () => {
    expect(rolled['Grey die']).toEqual([{ label: 'Hit', symbol: 'cross' }, { label: 'Card', symbol: 'card' }]);
    expect(rolled['White die'][1]).toEqual({ label: 'Nothing' });
  });

  it('gives the ruleset every die it names, an empty list for one not thrown', () => {
    expect(rolledByDie(strategic, { 'Grey die': rolled['Grey die'] })).toEqual({ 'Grey die': rolled['Grey die'], 'White die': [] });
    const counted = countFaces(strategic, { 'Grey die': rolled['Grey die'] }, view(), {});
    expect('count' in counted && counted.count.hits).toBe(1);
  });

  it('turns a faulty count into a sentence', () => {
    const faulty: SymbolRollSpec = { ...strategic, count: () => { throw new Error('bad face'); } };
    expect(countFaces(faulty, rolled, view(), {})).toEqual({ error: 'The assistant could not count the Strategic Warfare roll: bad face' });
  });

  it('stores the hits under the step and each tally under step.name', () => {
    const counted = countFaces(strategic, rolled, view(), {});
    if (!('count' in counted)) throw new Error(counted.error);
    expect(countAnswers('sw', counted.count)).toEqual({ sw: 2, 'sw.card': 1 });
    expect(countAnswers('sw', { hits: 0 })).toEqual({ sw: 0 });
  });
});

describe('the log line of a symbol roll', () => {
  it('names the roll and rule, gives the count’s summary, then the faces by die', () => {
    const rolled = { 'Grey die': [{ label: 'Hit', symbol: 'cross' }, { label: 'Card', symbol: 'card' }], 'White die': [{ label: 'Hit', symbol: 'cross' }, { label: 'Nothing' }] };
    expect(symbolLogLine(strategic, rolled, { hits: 2, summary: '2 hits (1 ✚ grey, 1 ✚ white)' })).toBe('Strategic Warfare (4.1): 2 hits (1 ✚ grey, 1 ✚ white) — Grey die ✚ ▯; White die ✚ Nothing');
  });

  it('leaves out dice not thrown, and says the hits when the summary is empty', () => {
    expect(facesText(strategic, { 'Grey die': [], 'White die': [{ label: 'Miss', symbol: 'miss' }] })).toBe('White die ○');
    expect(symbolLogLine(strategic, { 'Grey die': [], 'White die': [] }, { hits: 1, summary: ' ' })).toBe('Strategic Warfare (4.1): 1 hit — no dice thrown');
  });
});
