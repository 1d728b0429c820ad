/**
 * Operazione C3 movement (5.2–5.2.3): TEC costs doubled next to the enemy and never more, the
 * one-hex minimum move, enemy hexes closed (Dispersed enemies aside), roads, strategic movement
 * and stacking at the end of a move. The TEC numbers are test numbers (support/c3Board.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkMove, reach } from '../../../../rulesets/c3/movement';
import { at, british, c3Board, german, italian, keyOf, labelsOf, marker, move, untypedBoard } from './support/c3Board';

const reachCost = (b: ReturnType<typeof c3Board>, ids: string[], from: string, to: string) => reach(b.view(), ids, at(from)).cost.get(keyOf(to));

describe('movement costs', () => {
  it('charges the TEC cost of each hex entered, overlapping terrain adding', () => {
    const b = c3Board().paint('hill', '0706').set({ towns: ['0706'] }).place(italian('Inf', '0705'));
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBe(3);
  });

  it('doubles the cost of hexes next to an enemy unit (5.2)', () => {
    const b = c3Board().place(italian('Inf', '0705'), british('Tommies', '0708'));
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBe(1);
    expect(reachCost(b, ['Inf'], '0705', '0707')).toBe(3);
  });

  it('never doubles a cost more than once, however many enemies are next to the hex', () => {
    const b = c3Board().place(italian('Inf', '0705'), british('A', '0708'), british('B', '0808'));
    expect(reachCost(b, ['Inf'], '0705', '0707')).toBe(3);
  });

  it('always allows a one-hex move, whatever it costs (5.2)', () => {
    const b = c3Board().paint('hill', '0706').place(italian('Slow', '0705', { movement: 1 }), british('T', '0707'));
    const v = checkMove(b.view(), move([b.units[0]], '0705', ['0706']));
    expect(v.spent).toBe(4);
    expect(v.legal).toBe(true);
  });

  it('closes hexes holding enemy units, but not hexes of Dispersed enemies (5.2, 3.2)', () => {
    const b = c3Board().place(italian('Inf', '0705'), british('T', '0706'));
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBeUndefined();
    const dispersed = c3Board().place(italian('Inf', '0705'), german('Para', '0706', { side: 'British' }, 1));
    expect(reachCost(dispersed, ['Inf'], '0705', '0706')).toBe(1);
  });

  it('says a move into an enemy hex breaks 5.2, and lets it stand', () => {
    const b = c3Board().place(italian('Inf', '0705'), british('T', '0706'));
    const v = checkMove(b.view(), move([b.units[0]], '0705', ['0706']));
    expect(v.legal).toBe(false);
    expect(v.findings.find((f) => f.severity === 'illegal')?.text).toMatch(/enemy units/);
  });

  it('costs the road’s value along a road, and no road survives in rubble (5.2.2, 5.3.1)', () => {
    const b = c3Board().paint('hill', '0706', '0707').link('road', '0705', '0706', '0707').place(italian('Inf', '0705', { movement: 1 }));
    expect(reachCost(b, ['Inf'], '0705', '0707')).toBe(0.5);
    b.set({ rubble: ['0706'] });
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBe(4);
  });

  it('doubles the allowance of a move only along roads and never next to the enemy (5.2.3)', () => {
    const road = ['0705', '0706', '0707', '0708', '0709', '0710', '0711', '0712', '0713'];
    const b = c3Board().paint('hill', ...road.slice(1)).link('road', ...road).place(italian('Inf', '0705', { movement: 2 }));
    const v = checkMove(b.view(), move([b.units[0]], '0705', road.slice(1)));
    expect(v.legal).toBe(true);
    expect(v.summary).toContain('(strategic)');
    expect(v.findings.map((f) => f.rule)).toContain('5.2.3');
    b.place(british('T', '0810'));
    expect(checkMove(b.view(), move([b.units[0]], '0705', road.slice(1))).legal).toBe(false);
  });

  it('lets 2 stacking points plus one armoured unit use a road next to the enemy, and no more (5.2.2)', () => {
    const b = c3Board().link('road', '0705', '0706').place(british('T', '0707'));
    const light = italian('Light', '0705', { steps: 2 });
    const tank = italian('Tank', '0705', { type: 'armour', steps: 1 });
    b.place(light, tank);
    expect(checkMove(b.view(), move([light, tank], '0705', ['0706'])).findings.some((f) => f.rule === '5.2.2' && f.severity === 'illegal')).toBe(false);
    const heavy = italian('Heavy', '0705', { steps: 2 });
    b.place(heavy);
    const v = checkMove(b.view(), move([light, heavy, tank], '0705', ['0706']));
    expect(v.findings.find((f) => f.rule === '5.2.2' && f.severity === 'illegal')?.text).toMatch(/4 stacking points/);
  });
});

describe('who moves and how far', () => {
  it('halves a Disorganized unit’s movement, rounded up (5.6, 1.3.9)', () => {
    const b = c3Board().place(italian('Inf', '0705', { movement: 3 }), marker('dg', '0705'));
    expect(reach(b.view(), ['Inf'], at('0705')).allowance).toBe(2);
  });

  it('moves a Dispersed unit one hex without considering the terrain (3.2)', () => {
    const b = c3Board().paint('hill', '0706').place(german('Para', '0705', {}, 1));
    const r = reach(b.view(), ['Para'], at('0705'));
    expect(r.allowance).toBe(1);
    expect(r.cost.get(keyOf('0706'))).toBe(1);
    expect(r.cost.has(keyOf('0707'))).toBe(false);
  });

  it('warns about units that are not of the active Formation (5.2)', () => {
    const b = c3Board().set({ activeFormation: 'Folgore' }).place(italian('Inf', '0705'));
    const v = checkMove(b.view(), move([b.units[0]], '0705', ['0706']));
    expect(v.findings.find((f) => f.rule === '5.2')?.text).toMatch(/not of the active Formation Folgore/);
  });

  it('warns about overstacking at the end of the move: all units would be Disrupted (5.2.1)', () => {
    const b = c3Board().place(italian('A', '0706'), italian('B', '0706'), italian('C', '0705'));
    const v = checkMove(b.view(), move([b.units[2]], '0705', ['0706']));
    expect(v.findings.find((f) => f.rule === '5.2.1')?.text).toMatch(/6 stacking points over its limit of 4.*Disrupted/);
  });

  it('counts a coastal battery free, but only one per hex (1.3.6, 7.3)', () => {
    const b = c3Board().place(italian('A', '0706'), italian('B', '0706'), british('Gun', '0710', { type: 'coastal' }));
    const gun2 = italian('Gun2', '0705', { type: 'coastal' });
    const gun1 = italian('Gun1', '0706', { type: 'coastal' });
    b.place(gun1, gun2);
    const v = checkMove(b.view(), move([gun2], '0705', ['0706']));
    expect(v.findings.some((f) => f.rule === '5.2.1')).toBe(false);
    expect(v.findings.find((f) => f.rule === '1.3.6, 7.3')?.severity).toBe('illegal');
  });

  it('counts 1 MP a hex and says so when the TEC is not typed in', () => {
    const b = untypedBoard().paint('hill', '0706').place(italian('Inf', '0705'));
    const v = checkMove(b.view(), move([b.units[0]], '0705', ['0706']));
    expect(v.spent).toBe(1);
    expect(v.findings.find((f) => f.rule === '1.3.5')?.text).toMatch(/type the TEC's Movement for Hill/);
  });

  it('sends an independent unit with the Formation of its closest unit (1.3.3, 5.1.1)', () => {
    const b = c3Board().set({ activeFormation: 'Livorno' }).place(italian('Gun', '0705', { formation: '' }), german('Para', '0706'), italian('Inf', '0710'));
    const v = checkMove(b.view(), move([b.units[0]], '0705', ['0604']));
    expect(v.findings.find((f) => f.rule === '1.3.3, 5.1.1')?.text).toBe('Gun is independent and its closest Formation is Ramcke, not the active Livorno');
    b.set({ activeFormation: 'Ramcke' });
    expect(checkMove(b.view(), move([b.units[0]], '0705', ['0604'])).findings.some((f) => f.rule === '1.3.3, 5.1.1')).toBe(false);
  });

  it('reads a sea hex a road crosses as land (1.3.1)', () => {
    const b = c3Board().paint('sea', '0706').place(italian('Inf', '0705'));
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBeUndefined();
    b.link('road', '0706', '0707');
    expect(reachCost(b, ['Inf'], '0705', '0706')).toBe(1);
  });

  it('gives the cheapest path when only the drop is known', () => {
    const b = c3Board().paint('hill', '0706').place(italian('Inf', '0705'));
    expect(labelsOf(checkMove(b.view(), move([b.units[0]], '0705', [], '0707')).cheapest)).toHaveLength(2);
  });
});
