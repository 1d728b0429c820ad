import { describe, expect, it } from 'vitest';
import { cellLabel, parseCellLabel } from '../../../../src/geometry/numbering';
import { inBounds } from '../../../../src/geometry/hexGrid';
import type { ValueSpec } from '../../../../src/rules/types';
import { formatList, groupValues, parseHexList, parseNumberValue, parseTurnList, splitList, stepNumber, type LabelParser } from '../../../../src/ui/rules/valueText';
import { resolveValues, valueSource } from '../../../../src/rules/view';
import { demoGrid } from '../../support/grids';

const labels: LabelParser = {
  cellOf: (label) => {
    const cell = parseCellLabel(demoGrid, label);
    return cell && inBounds(demoGrid, cell) ? cell : null;
  },
  label: (cell) => cellLabel(demoGrid, cell),
};

const turn: ValueSpec = { id: 'turn', label: 'Game turn', kind: 'number', default: 1, min: 1, max: 13, marker: 'turn', group: 'turn' };

describe('typing a list of hexes', () => {
  it('splits on commas, semicolons and spaces alike', () => {
    expect(splitList(' 0604, 0605  0706;0707 ,')).toEqual(['0604', '0605', '0706', '0707']);
  });

  it('keeps each hex once, as the map prints it, in the order typed', () => {
    expect(parseHexList('0605 0604, 0605', labels)).toEqual({ ok: true, values: ['0605', '0604'] });
  });

  it('reads an empty field as no hexes', () => {
    expect(parseHexList('   ', labels)).toEqual({ ok: true, values: [] });
  });

  it('names every label that is not a hex of the map and keeps nothing', () => {
    const read = parseHexList('0604, 9999, x1, 0605', labels);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.invalid).toEqual(['9999', 'x1']);
    expect(read.error).toContain("'9999', 'x1' are not hexes of this map");
  });

  it('says "is not a hex" for one bad label', () => {
    const read = parseHexList('0604 5000', labels);
    expect(!read.ok && read.error).toMatch(/^'5000' is not a hex of this map/);
  });
});

describe('typing a list of turns', () => {
  it('reads numbers and ranges, sorted, each once, as text', () => {
    expect(parseTurnList('5-7, 3 6')).toEqual({ ok: true, values: ['3', '5', '6', '7'] });
  });

  it('accepts spaces around a range dash', () => {
    expect(parseTurnList('2 – 4')).toEqual({ ok: true, values: ['2', '3', '4'] });
  });

  it('refuses turns outside the value’s range and says which', () => {
    const read = parseTurnList('3, 14, 0', { min: 1, max: 13 });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.invalid).toEqual(['14', '0']);
    expect(read.error).toContain('from 1 to 13');
  });

  it('refuses words and backward ranges', () => {
    const read = parseTurnList('three 7-5');
    expect(!read.ok && read.invalid).toEqual(['three', '7-5']);
  });
});

describe('typing a number value', () => {
  it('reads a whole number within the range, with a typographic minus too', () => {
    expect(parseNumberValue('12', turn)).toEqual({ ok: true, value: 12 });
    expect(parseNumberValue('\u22122', { label: 'Morale', min: -4, max: 2 })).toEqual({ ok: true, value: -2 });
  });

  it('says the range when the number is outside it', () => {
    expect(parseNumberValue('14', turn)).toEqual({ ok: false, error: 'Game turn must be a whole number from 1 to 13; 14 is outside it.' });
  });

  it('refuses fractions and words', () => {
    expect(parseNumberValue('2.5', turn).ok).toBe(false);
    expect(parseNumberValue('two', turn).ok).toBe(false);
  });

  it('steps within min and max', () => {
    expect(stepNumber(13, 1, turn)).toBe(13);
    expect(stepNumber(1, -1, turn)).toBe(1);
    expect(stepNumber(4, 1, turn)).toBe(5);
  });
});

describe('where a value comes from', () => {
  it('is what the players set, noting what the track shows', () => {
    expect(valueSource(turn, { turn: 4 }, { turn: 6 })).toEqual({ from: 'set', value: 4, track: 6 });
  });

  it('is the track marker when the players set nothing', () => {
    expect(valueSource(turn, {}, { turn: 6 })).toEqual({ from: 'track', value: 6 });
  });

  it('is the default otherwise', () => {
    expect(valueSource(turn, {}, {})).toEqual({ from: 'default', value: 1 });
  });

  it('never reads a track for a value that is not a number', () => {
    expect(valueSource({ ...turn, kind: 'flag', default: false }, {}, { turn: 6 })).toEqual({ from: 'default', value: false });
  });

  it('passes over a set value the rules would ignore (not the spec’s kind), as the view does', () => {
    expect(valueSource(turn, { turn: 'four' }, { turn: 6 })).toEqual({ from: 'track', value: 6 });
    expect(valueSource(turn, { turn: ['4'] }, {})).toEqual({ from: 'default', value: 1 });
    expect(resolveValues([turn], { turn: 'four' }, { turn: 6 }).turn).toBe(valueSource(turn, { turn: 'four' }, { turn: 6 }).value);
  });
});

describe('the panel’s groups', () => {
  it('lists turn, events, morale, map, then values with no group, leaving empty groups out', () => {
    const specs: ValueSpec[] = [
      { id: 'a', label: 'A', kind: 'flag', default: false, group: 'map' },
      { id: 'b', label: 'B', kind: 'flag', default: false },
      { id: 'c', label: 'C', kind: 'flag', default: false, group: 'turn' },
    ];
    expect(groupValues(specs).map((g) => [g.title, g.values.map((v) => v.id)])).toEqual([
      ['Turn', ['c']],
      ['Map', ['a']],
      ['Other', ['b']],
    ]);
  });

  it('shows a list value comma separated', () => {
    expect(formatList(['0604', '0605'])).toBe('0604, 0605');
    expect(formatList(3)).toBe('');
  });
});
