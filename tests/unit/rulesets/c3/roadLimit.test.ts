/**
 * 5.2.2 over a whole Movement Segment: "A maximum of 2 stack points, plus one armored unit, can use
 * a road adjacent to the enemy in the same Movement Segment." Earlier moves come from the turn's
 * records; the segment begins when the Segment, the active Formation or the turn is set.
 */
import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../rulesets/c3/movement';
import type { RulesView } from '../../../../src/rules/types';
import { moved, setTo, turnOf } from '../support/digest';
import { british, c3Board, italian, move } from './support/c3Board';

/** A road 0704–0705–0706 with the enemy at 0707: entering 0706 by road is next to the enemy. */
function table() {
  const light = italian('Light', '0706', { steps: 2 });
  const heavy = italian('Heavy', '0705', { steps: 2 });
  const tommies = british('Tommies', '0707');
  const b = c3Board().link('road', '0704', '0705', '0706').place(tommies, light, heavy);
  return { b, light, heavy, tommies };
}
const illegal = (view: RulesView, units: Parameters<typeof move>[0]) => checkMove(view, move(units, '0705', ['0706'])).findings.filter((f) => f.rule === '5.2.2' && f.severity !== 'info');
const notes = (view: RulesView, units: Parameters<typeof move>[0]) => checkMove(view, move(units, '0705', ['0706'])).findings.filter((f) => f.rule === '5.2.2' && f.severity === 'info').map((f) => f.text);

describe('the road next to the enemy, summed over the Movement Segment (5.2.2)', () => {
  it('counts a unit that used such a road earlier in the segment with the one moving now', () => {
    const { b, heavy } = table();
    const view = { ...b.view(), turn: turnOf(setTo('Alice', 'phase', 'movement'), moved('Alice', ['Light'], '0705', '0706', ['0706'])) };
    const found = illegal(view, [heavy]);
    expect(found).toHaveLength(1);
    expect(found[0].text).toBe('4 stacking points used a road next to the enemy, with Light earlier this Movement Segment: the limit is 2 stacking points plus one armoured unit');
  });

  it('lets the same stack through when the earlier use was in another segment, or by the other side', () => {
    const { b, heavy } = table();
    const lastSegment = { ...b.view(), turn: turnOf(moved('Alice', ['Light'], '0705', '0706', ['0706']), setTo('Alice', 'phase', 'movement')) };
    expect(illegal(lastSegment, [heavy])).toEqual([]);
    const enemy = { ...b.view(), turn: turnOf(moved('Bob', ['Tommies'], '0708', '0707', ['0707'])) };
    expect(illegal(enemy, [heavy])).toEqual([]);
  });

  it('does not guess the road of an earlier move of several hexes, and says it was left out', () => {
    const { b, heavy } = table();
    const view = { ...b.view(), turn: turnOf(moved('Alice', ['Light'], '0703', '0706', null)) };
    expect(illegal(view, [heavy])).toEqual([]);
    expect(notes(view, [heavy])).toContain('1 earlier move of this Movement Segment went more than one hex: the records keep where it started and ended, not the road taken, so it is not counted');
  });
});
