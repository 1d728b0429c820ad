import { describe, expect, it } from 'vitest';
import { adjacentOn } from '../../../../src/rules/kit';
import { supplyLine, supplySources, supplyStatus } from '../../../../rulesets/caporetto/supply';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { values } from '../../../../rulesets/caporetto/values';
import { austrian, board, hq, italian, keyLabels, labelsOf, oosMarker, unit, type Board } from './support/board';

/** A north–south wall of alpine hexes down column 10 with one gap at 1015; Central Powers supply at 2010, east of it. */
function walled(): Board {
  const b = board().set({ supplyCentralPowers: ['2010'], westEdgeSupply: false });
  for (let row = 1; row <= 30; row++) {
    const label = `10${String(row).padStart(2, '0')}`;
    if (label !== '1015') b.paint('alpine', label);
  }
  return b;
}

describe('supply sources (14.2)', () => {
  it('reads each side’s marked hexes, and the western edge for the Allies while it supplies them', () => {
    const view = board().set({ supplyAllies: ['0510'], supplyCentralPowers: ['3501', '3601'] }).view();
    expect(keyLabels(supplySources(view, CENTRAL_POWERS))).toEqual(['3501', '3601']);
    const allied = supplySources(view, ALLIES);
    expect(allied.size).toBe(31);
    expect(keyLabels(allied)).toContain('0130');
    expect(keyLabels(supplySources(board().set({ westEdgeSupply: false, supplyAllies: ['0510'] }).view(), ALLIES))).toEqual(['0510']);
  });

  it('tells the players the western edge is the grid’s first column and counts only on the Allied side of the front line', () => {
    const help = values.find((v) => v.id === 'westEdgeSupply')!.help!;
    expect(help).toContain('first column');
    expect(help).toContain('Allied side of the front line');
  });
});

describe('lines of supply (14.1)', () => {
  it('keeps a unit in supply through a line of any length', () => {
    const div = austrian('5th Div.', '0205');
    expect(supplyStatus(board().set({ supplyCentralPowers: ['3828'] }).place(div).view()).get(div.id)).toBe(true);
  });

  it('supplies Allied units from the western edge, and not once the edge is switched off', () => {
    const div = italian('2nd Inf. Div.', '2515');
    expect(supplyStatus(board().place(div).view()).get(div.id)).toBe(true);
    expect(supplyStatus(board().set({ westEdgeSupply: false }).place(div).view()).get(div.id)).toBe(false);
  });

  it('does not pass alpine hexes (7.9)', () => {
    const div = austrian('5th Div.', '0510');
    const b = walled().place(div);
    expect(supplyStatus(b.view()).get(div.id)).toBe(true);
    b.paint('alpine', '1015');
    expect(supplyStatus(b.view()).get(div.id)).toBe(false);
  });

  it('does not pass the sea', () => {
    const div = austrian('5th Div.', '0510');
    expect(supplyStatus(walled().paint('sea', '1015').place(div).view()).get(div.id)).toBe(false);
  });

  it('is blocked by enemy units', () => {
    const div = austrian('5th Div.', '0510');
    expect(supplyStatus(walled().place(div, italian('2nd Inf. Div.', '1015')).view()).get(div.id)).toBe(false);
  });

  it('is blocked by an enemy zone of control even where a friendly unit stands', () => {
    const div = austrian('5th Div.', '0510');
    const b = walled().place(div, italian('2nd Inf. Div.', '1115'));
    expect(supplyStatus(b.view()).get(div.id)).toBe(false);
    b.place(austrian('7th Div.', '1015'));
    expect(supplyStatus(b.view()).get(div.id)).toBe(false);
  });

  it('starts from the unit’s own hex, so a unit in an enemy zone of control can still trace out of it', () => {
    const div = austrian('5th Div.', '2718');
    expect(supplyStatus(board().set({ supplyCentralPowers: ['3501'] }).place(div, italian('2nd Inf. Div.', '2719')).view()).get(div.id)).toBe(true);
  });

  it('answers for every ground unit, HQs included, and for no marker or support unit', () => {
    const view = board()
      .set({ supplyCentralPowers: ['3501'] })
      .place(austrian('5th Div.', '2718'), hq('2nd Army HQ', '0510', 'Italian', 'support'), oosMarker('2718'), unit('AH Arty', '2718', { nationality: 'Austro-Hungarian', type: 'artillery' }))
      .view();
    expect([...supplyStatus(view).keys()].sort()).toEqual(['2nd Army HQ', '5th Div.']);
  });
});

describe('showing a supply line', () => {
  it('gives the hexes from the unit to a source, each next to the last', () => {
    const div = austrian('5th Div.', '0510');
    const view = walled().place(div).view();
    const line = supplyLine(view, div.id)!;
    expect(labelsOf([line[0]])).toEqual(['0510']);
    expect(labelsOf([line[line.length - 1]])).toEqual(['2010']);
    expect(labelsOf(line)).toContain('1015');
    expect(line.every((cell, i) => i === 0 || adjacentOn(view.map, line[i - 1], cell))).toBe(true);
  });

  it('gives none for a unit cut off', () => {
    const div = austrian('5th Div.', '0510');
    expect(supplyLine(walled().paint('alpine', '1015').place(div).view(), div.id)).toBeNull();
  });
});
