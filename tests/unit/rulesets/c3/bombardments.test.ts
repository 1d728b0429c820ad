/**
 * 5.3.1, counted from the turn's records: "A maximum of three Bombardments can be performed per
 * hex for each Operation." The assistant's Bombardment rolls name their target hex; an Operation
 * begins when the active Formation is set (5.1). 5.3.3: "When the Axis player activates an Air
 * Operation, the total number of bombardments allowable is equal to the modified roll of a die."
 */
import { describe, expect, it } from 'vitest';
import { c3 } from '../../../../rulesets/c3';
import { rolls } from '../../../../rulesets/c3/rolls';
import type { RulesView } from '../../../../src/rules/types';
import { rolled, setTo, turnOf } from '../support/digest';
import { british, c3Board, keyOf } from './support/c3Board';

const bombardment = rolls.find((r) => r.id === 'bombardment')!;
const b = c3Board().place(british('D', '0706'), british('E', '0906'));
const withTurn = (turn: ReturnType<typeof turnOf>): RulesView => ({ ...b.view(), turn });
const bombard = (who: string, hex: string) => rolled(who, 'Bombardment', `${hex} — D`, '5.3.1');

describe('three bombardments per hex for each Operation (5.3.1)', () => {
  it('flags a fourth bombardment of one hex in one Operation, whoever rolled it, and only that hex', () => {
    const view = withTurn(turnOf(setTo('Alice', 'activeFormation', 'Ramcke'), bombard('Alice', '0706'), bombard('Bob', '0706'), bombard('Alice', '0906'), bombard('Alice', '0706'), bombard('Alice', '0706')));
    const found = c3.checkTable(view).filter((f) => f.rule === '5.3.1');
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe('illegal');
    expect(found[0].text).toBe('0706 was bombarded 4 times in this Operation (by Alice, Bob): a maximum of three Bombardments can be performed per hex for each Operation');
    expect(found[0].cells).toEqual([keyOf('0706')]);
  });

  it('counts afresh when the next Formation is activated: three in each Operation are within the limit', () => {
    const view = withTurn(turnOf(setTo('Alice', 'activeFormation', 'Ramcke'), bombard('Alice', '0706'), bombard('Alice', '0706'), bombard('Alice', '0706'), setTo('Alice', 'activeFormation', 'Livorno'), bombard('Alice', '0706')));
    expect(c3.checkTable(view).filter((f) => f.rule === '5.3.1')).toEqual([]);
  });

  it('tells the roller which bombardment of the hex this is, and says so when it is past three', () => {
    const two = withTurn(turnOf(bombard('Alice', '0706'), bombard('Alice', '0706')));
    expect(bombardment.outcome(7, two, keyOf('0706'))).toContain('Bombardment 3 of at most 3 against 0706 in this Operation (5.3.1).');
    const three = withTurn(turnOf(bombard('Alice', '0706'), bombard('Alice', '0706'), bombard('Alice', '0706')));
    expect(bombardment.outcome(7, three, keyOf('0706'))).toContain('This is bombardment 4 of 0706 in this Operation: a maximum of three Bombardments can be performed per hex for each Operation (5.3.1).');
  });

  it('reads no count where the table gives no records', () => {
    expect(c3.checkTable(b.view()).filter((f) => f.rule === '5.3.1')).toEqual([]);
    expect(bombardment.outcome(7, b.view(), keyOf('0706'))).toContain('Bombardment 1 of at most 3 against 0706');
  });
});

describe('the bombardments an Air or Naval Operation rolled for (5.3.3, 5.3.4)', () => {
  const missions = (total: number) => rolled('Alice', 'Air Operation: missions', null, '3.1, 5.3.3', total);

  it('flags bombardments past the modified roll of the missions die', () => {
    const view = withTurn(turnOf(setTo('Alice', 'activeFormation', 'Air'), missions(2), bombard('Alice', '0706'), bombard('Alice', '0906'), bombard('Alice', '0906')));
    expect(c3.checkTable(view).filter((f) => f.rule === '5.3.3').map((f) => f.text)).toEqual([
      '3 bombardments after the Air Operation\'s missions roll of 2, which allowed 2: the total number of bombardments allowable is equal to the modified roll of a die',
    ]);
  });

  it('allows as many as the roll gave, and counts nothing before the missions roll or in another Operation', () => {
    const within = withTurn(turnOf(bombard('Alice', '0706'), missions(2), bombard('Alice', '0706'), bombard('Alice', '0906')));
    expect(c3.checkTable(within).filter((f) => f.rule === '5.3.3')).toEqual([]);
    const next = withTurn(turnOf(missions(1), bombard('Alice', '0706'), setTo('Bob', 'activeFormation', 'Northern'), bombard('Bob', '0706'), bombard('Bob', '0706')));
    expect(c3.checkTable(next).filter((f) => f.rule === '5.3.3')).toEqual([]);
  });
});
