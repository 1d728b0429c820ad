import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  checkCustomDie,
  cryptoRandom,
  describeCustomRoll,
  describeRoll,
  DiceError,
  dieSymbolNames,
  dieSymbols,
  formatFaceLines,
  parseDice,
  parseFaceLines,
  randomInt,
  rollCustom,
  rollDice,
  seededRandom,
  tryParseDice,
  type CustomDie,
} from '../../../src/dice/dice';
import { deleteCustomDie, readCustomDice, rollCustomDie, rollDice as rollDiceOp, saveCustomDie, watchCustomDice } from '../../../src/doc/diceOps';
import { typesOf } from '../../../src/doc/gameDoc';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readLog } from '../../../src/doc/snapshot';
import { link, tableWith } from '../support/table';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

const airDie: CustomDie = {
  id: 'air',
  name: 'Air die',
  faces: [
    { label: 'cross', symbol: 'cross' },
    { label: 'tank', symbol: 'tank' },
    { label: 'plane', symbol: 'plane', color: '#3366cc' },
  ],
};

describe('dice expressions', () => {
  it.each([
    ['d6', { count: 1, sides: 6, modifier: 0, percentile: false, text: 'd6' }],
    ['2d6', { count: 2, sides: 6, modifier: 0, percentile: false, text: '2d6' }],
    ['3d10+1', { count: 3, sides: 10, modifier: 1, percentile: false, text: '3d10+1' }],
    ['d20-2', { count: 1, sides: 20, modifier: -2, percentile: false, text: 'd20-2' }],
    ['1d%', { count: 1, sides: 100, modifier: 0, percentile: true, text: 'd%' }],
    ['d%', { count: 1, sides: 100, modifier: 0, percentile: true, text: 'd%' }],
    [' 2D6 + 3 ', { count: 2, sides: 6, modifier: 3, percentile: false, text: '2d6+3' }],
    ['1d6', { count: 1, sides: 6, modifier: 0, percentile: false, text: 'd6' }],
    ['d20−2', { count: 1, sides: 20, modifier: -2, percentile: false, text: 'd20-2' }],
    ['50d1000+1000', { count: 50, sides: 1000, modifier: 1000, percentile: false, text: '50d1000+1000' }],
    ['d2', { count: 1, sides: 2, modifier: 0, percentile: false, text: 'd2' }],
  ])('reads %j', (text, spec) => {
    expect(parseDice(text)).toEqual(spec);
  });

  it.each([
    ['2x6', "'2x6' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['', 'Write a dice expression, e.g. 2d6 or d10+1'],
    ['   ', 'Write a dice expression, e.g. 2d6 or d10+1'],
    ['d', "'d' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['2d6+', "'2d6+' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['2d6+1+1', "'2d6+1+1' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['d6.5', "'d6.5' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['-2d6', "'-2d6' is not a dice expression; write e.g. 2d6 or d10+1"],
    ['0d6', "'0d6': roll 1 to 50 dice at a time"],
    ['51d6', "'51d6': roll 1 to 50 dice at a time"],
    ['d1', "'d1': a die has 2 to 1000 sides"],
    ['d0', "'d0': a die has 2 to 1000 sides"],
    ['d1001', "'d1001': a die has 2 to 1000 sides"],
    ['d6+1001', "'d6+1001': keep the modifier between -1000 and +1000"],
  ])('refuses %j, saying why', (text, message) => {
    expect(() => parseDice(text)).toThrow(DiceError);
    expect(() => parseDice(text)).toThrow(message);
    expect(tryParseDice(text)).toEqual({ error: message });
  });

  it('shortens a very long non-expression in its message', () => {
    expect(tryParseDice('x'.repeat(200)).error).toBe(`'${'x'.repeat(40)}…' is not a dice expression; write e.g. 2d6 or d10+1`);
  });
});

describe('rolling', () => {
  it('adds the dice and the modifier', () => {
    // floor(r × 6) + 1: 0.5 → 4, 0.34 → 3, 0 → 1, 0.999 → 6
    expect(rollDice('2d6', sequence(0.5, 0.34))).toMatchObject({ dice: [4, 3], total: 7 });
    expect(rollDice('3d6+1', sequence(0, 0.999, 0.5))).toMatchObject({ dice: [1, 6, 4], total: 12 });
    expect(rollDice('d20-2', sequence(0))).toMatchObject({ dice: [1], total: -1 });
    expect(rollDice('d%', sequence(0.999999))).toMatchObject({ dice: [100], total: 100 });
    expect(rollDice('d%', sequence(0))).toMatchObject({ dice: [1], total: 1 });
  });

  it('keeps every die within its sides', () => {
    const random = seededRandom(7);
    for (const sides of [2, 3, 6, 10, 20, 100, 1000]) {
      const { dice } = rollDice(`50d${sides}`, random);
      expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= sides)).toBe(true);
    }
  });

  it('replays exactly from the same seed, and differs with another', () => {
    const a = rollDice('50d6', seededRandom(42)).dice;
    const b = rollDice('50d6', seededRandom(42)).dice;
    const c = rollDice('50d6', seededRandom(43)).dice;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(rollDice('10d20', seededRandom('game 1, turn 3')).dice).toEqual(rollDice('10d20', seededRandom('game 1, turn 3')).dice);
  });

  it('gives every face of a d6 its share over 60,000 seeded rolls', () => {
    const random = seededRandom(20260101);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollDice('d6', random).dice[0] - 1]++;
    for (const n of counts) {
      expect(n).toBeGreaterThanOrEqual(9_000);
      expect(n).toBeLessThanOrEqual(11_000);
    }
  });

  it('spreads the crypto source evenly too', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rollDice('d6', cryptoRandom).dice[0] - 1]++;
    for (const n of counts) expect(n).toBeGreaterThan(9_000);
    for (let i = 0; i < 1000; i++) {
      const r = cryptoRandom();
      expect(r >= 0 && r < 1).toBe(true);
    }
  });

  it('refuses a random source that returns numbers outside [0, 1)', () => {
    expect(() => randomInt(6, () => 1)).toThrow(RangeError);
    expect(() => randomInt(6, () => -0.1)).toThrow(RangeError);
    expect(() => randomInt(6, () => NaN)).toThrow(RangeError);
  });

  it('uses the top bits of a draw, so low-resolution sources still reach every face', () => {
    // Multiples of 2^-32 (as a 32-bit generator gives) must not fall into a pattern of residues.
    const seen = new Set<number>();
    for (let k = 0; k < 6; k++) seen.add(randomInt(6, () => (k * 715827883) / 4294967296));
    expect(seen.size).toBe(6);
  });
});

describe('custom dice', () => {
  it('accepts a sound die', () => {
    expect(checkCustomDie(airDie)).toEqual([]);
    expect(checkCustomDie({ id: 'one', name: 'x', faces: [{ label: 'only' }] })).toEqual([]);
  });

  it('names every problem of an unsound die', () => {
    expect(checkCustomDie(null)).toEqual(['A custom die must be a record with an id, a name and faces']);
    expect(checkCustomDie({ id: '', name: ' ', faces: [] })).toEqual([
      'The die needs an id (1 to 64 characters)',
      'Give the die a name',
      'A die has 1 to 30 faces; this one has 0',
    ]);
    expect(checkCustomDie({ id: 'a', name: 'n'.repeat(41), faces: [{ label: 'x' }] })).toEqual(["The die's name is 41 characters long; keep it to 40"]);
    expect(checkCustomDie({ id: 'a', name: 'n', faces: Array.from({ length: 31 }, () => ({ label: 'x' })) })).toEqual(['A die has 1 to 30 faces; this one has 31']);
    expect(checkCustomDie({ id: 'a', name: 'n', faces: 'cross' })).toEqual(['The die needs a list of faces']);
    expect(
      checkCustomDie({
        id: 'a',
        name: 'n',
        faces: [{ label: '' }, { label: 'x', symbol: 'robot' }, { label: 'y', color: 'red' }, 7, { label: 'l'.repeat(25) }],
      }),
    ).toEqual([
      'Face 1 needs a label',
      "Face 2: 'robot' is not a symbol; use one of " + dieSymbolNames.join(', '),
      "Face 3: 'red' is not a colour; write e.g. #c33 or #cc3333",
      'Face 4 must be a record with a label',
      "Face 5's label is 25 characters long; keep it to 24",
    ]);
  });

  it('has a glyph and a title for every symbol, including the ones the issue names', () => {
    for (const s of ['cross', 'tank', 'plane', 'card', 'star', 'blank']) expect(dieSymbolNames).toContain(s);
    for (const s of dieSymbolNames) {
      expect(dieSymbols[s].glyph.length).toBeGreaterThan(0);
      expect(dieSymbols[s].title.length).toBeGreaterThan(0);
    }
  });

  it('reads faces one per line: label, label symbol, optional colour', () => {
    const { faces, problems } = parseFaceLines('cross\nHit TANK #C33\n\n  Two hits  \nplane #36c\nMiss blank');
    expect(problems).toEqual([]);
    expect(faces).toEqual([
      { label: 'cross', symbol: 'cross' },
      { label: 'Hit', symbol: 'tank', color: '#c33' },
      { label: 'Two hits' },
      { label: 'plane', symbol: 'plane', color: '#36c' },
      { label: 'Miss', symbol: 'blank' },
    ]);
    expect(parseFaceLines(formatFaceLines(faces)).faces).toEqual(faces);
    expect(parseFaceLines('').problems).toEqual(['Write at least one face, one per line']);
    expect(parseFaceLines('ok\nbad #zz').problems).toEqual(["Line 2: '#zz' is not a colour; write e.g. #c33 or #cc3333"]);
    expect(parseFaceLines(Array.from({ length: 31 }, (_, i) => `f${i}`).join('\n')).problems).toEqual(['A die has at most 30 faces; this one has 31']);
  });

  it('rolls a face, reproducibly, each face in turn reachable', () => {
    expect(rollCustom(airDie, 3, sequence(0, 0.4, 0.9)).faces.map((f) => f.label)).toEqual(['cross', 'tank', 'plane']);
    const a = rollCustom(airDie, 20, seededRandom(1));
    expect(rollCustom(airDie, 20, seededRandom(1))).toEqual(a);
    expect(a.faces).toEqual(a.indices.map((i) => airDie.faces[i]));
    expect(() => rollCustom(airDie, 0, seededRandom(1))).toThrow('Roll 1 to 50 of a die at a time, not 0');
    expect(() => rollCustom(airDie, 51, seededRandom(1))).toThrow(DiceError);
  });

  it('writes log lines with the dice, the reason and the total', () => {
    expect(describeRoll(rollDice('2d6', sequence(0.5, 0.34)), 'Attack on 1212')).toBe('rolled 2d6 for "Attack on 1212": 4 + 3 = 7');
    expect(describeRoll(rollDice('d6', sequence(0.7)))).toBe('rolled d6: 5');
    expect(describeRoll(rollDice('d20-2', sequence(0.7)))).toBe('rolled d20-2: 15 (-2) = 13');
    expect(describeRoll(rollDice('3d10+1', sequence(0.35, 0.85, 0.15)))).toBe('rolled 3d10+1: 4 + 9 + 2 (+1) = 16');
    expect(describeCustomRoll(rollCustom(airDie, 2, sequence(0.9, 0)))).toBe('rolled 2 × Air die: ✈ plane, ✚ cross');
    expect(describeCustomRoll(rollCustom(airDie, 1, sequence(0.5)), 'Strike')).toBe('rolled Air die for "Strike": ▬ tank');
  });
});

describe('dice operations', () => {
  it('rolls, logs who rolled what and why, and returns the result', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    const before = readLog(doc).length;
    const result = rollDiceOp(actor, '2d6', '  Attack on 1212 ', sequence(0.5, 0.34));
    expect(result).toMatchObject({ kind: 'dice', dice: [4, 3], total: 7, who: 'Alice', reason: 'Attack on 1212', text: 'rolled 2d6 for "Attack on 1212": 4 + 3 = 7' });
    const log = readLog(doc);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({ who: 'Alice', kind: 'action', text: 'rolled 2d6 for "Attack on 1212": 4 + 3 = 7' });
  });

  it('rolls reproducibly with a seeded source', () => {
    const { actor } = tableWith({});
    expect(rollDiceOp(actor, '10d6', undefined, seededRandom(9)).dice).toEqual(rollDice('10d6', seededRandom(9)).dice);
  });

  it('writes nothing for an expression it cannot roll', () => {
    const { doc, actor } = tableWith({});
    const before = readLog(doc).length;
    expect(() => rollDiceOp(actor, '2x6')).toThrow("'2x6' is not a dice expression; write e.g. 2d6 or d10+1");
    expect(readLog(doc)).toHaveLength(before);
  });

  it('keeps rolls and custom dice out of the undo history', () => {
    const { doc, actor } = tableWith({});
    const undo = createPlayerUndo(doc, () => actor.name);
    rollDiceOp(actor, 'd6');
    saveCustomDie(actor, airDie);
    rollCustomDie(actor, airDie.id);
    expect(undo.canUndo()).toBe(false);
    undo.destroy();
  });

  it('saves, changes, rolls and deletes a custom die, logging each step', () => {
    const { doc, actor } = tableWith({});
    const saved = saveCustomDie(actor, { name: ' Air die ', faces: [{ label: 'cross', symbol: 'cross' }, { label: 'tank', symbol: 'tank' }, { label: 'plane', symbol: 'plane', color: '#36C' }] });
    expect(saved.id).toMatch(/^\w{10}$/);
    expect(readCustomDice(doc)).toEqual([{ id: saved.id, name: 'Air die', faces: [{ label: 'cross', symbol: 'cross' }, { label: 'tank', symbol: 'tank' }, { label: 'plane', symbol: 'plane', color: '#36c' }] }]);
    expect(readLog(doc).at(-1)!.text).toBe('added custom die "Air die": ✚ cross | ▬ tank | ✈ plane');

    const result = rollCustomDie(actor, saved.id, 2, 'Strike on 0707', sequence(0.9, 0));
    expect(result).toMatchObject({ kind: 'custom', who: 'Alice', reason: 'Strike on 0707' });
    expect(result.faces.map((f) => f.label)).toEqual(['plane', 'cross']);
    expect(readLog(doc).at(-1)).toMatchObject({ who: 'Alice', text: 'rolled 2 × Air die for "Strike on 0707": ✈ plane, ✚ cross' });

    saveCustomDie(actor, { ...saved, name: 'Air strike', faces: [{ label: 'hit', symbol: 'hit' }] });
    expect(readCustomDice(doc).map((d) => d.name)).toEqual(['Air strike']);
    expect(readLog(doc).at(-1)!.text).toBe('changed custom die "Air die" → "Air strike": ✸ hit');

    deleteCustomDie(actor, saved.id);
    expect(readCustomDice(doc)).toEqual([]);
    expect(readLog(doc).at(-1)!.text).toBe('removed custom die "Air strike"');
    const count = readLog(doc).length;
    deleteCustomDie(actor, saved.id);
    expect(readLog(doc)).toHaveLength(count);
    expect(() => rollCustomDie(actor, saved.id)).toThrow('That die is no longer in this game');
  });

  it('refuses an unsound die, writing nothing', () => {
    const { doc, actor } = tableWith({});
    const before = readLog(doc).length;
    expect(() => saveCustomDie(actor, { name: '', faces: [] })).toThrow('Give the die a name; A die has 1 to 30 faces; this one has 0');
    expect(readCustomDice(doc)).toEqual([]);
    expect(readLog(doc)).toHaveLength(before);
  });

  it('leaves damaged records out when reading the dice, sorted by name', () => {
    const { doc, actor } = tableWith({});
    saveCustomDie(actor, { ...airDie, id: 'b', name: 'Zulu' });
    saveCustomDie(actor, { ...airDie, id: 'a', name: 'alpha' });
    doc.transact(() => {
      (typesOf(doc).dice as Y.Map<unknown>).set('bad', { id: 'bad', name: 'Bad', faces: [] });
      (typesOf(doc).dice as Y.Map<unknown>).set('wrong-key', { ...airDie, id: 'other' });
    });
    expect(readCustomDice(doc).map((d) => d.name)).toEqual(['alpha', 'Zulu']);
    deleteCustomDie(actor, 'bad');
    expect(readLog(doc).at(-1)!.text).toBe('removed a damaged custom die');
  });

  it('syncs custom dice and rolls between two linked documents', () => {
    const alice = tableWith({}, 'Alice');
    const bob = { doc: new Y.Doc(), name: 'Bob' };
    Y.applyUpdate(bob.doc, Y.encodeStateAsUpdate(alice.doc));
    const unlink = link(alice.doc, bob.doc);
    const seen: string[][] = [];
    const stop = watchCustomDice(bob.doc, (dice) => seen.push(dice.map((d) => d.name)));

    saveCustomDie(alice.actor, airDie);
    expect(readCustomDice(bob.doc)).toEqual([airDie]);
    expect(seen.at(-1)).toEqual(['Air die']);

    const roll = rollCustomDie(bob, 'air', 1, undefined, seededRandom(3));
    expect(readLog(alice.doc).at(-1)).toMatchObject({ who: 'Bob', text: roll.text });

    saveCustomDie(bob, { ...airDie, id: 'sea', name: 'Sea die' });
    deleteCustomDie(alice.actor, 'air');
    expect(readCustomDice(bob.doc).map((d) => d.id)).toEqual(['sea']);
    expect(readCustomDice(alice.doc)).toEqual(readCustomDice(bob.doc));
    expect(seen.at(-1)).toEqual(['Sea die']);
    stop();
    unlink();
  });
});
