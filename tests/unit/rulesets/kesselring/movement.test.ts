import { describe, expect, it } from 'vitest';
import { checkMove, reach } from '../../../../rulesets/kesselring/movement';

const kesselring = { checkMove, reach };
import { at, british, german, garrison, keyOf, kwBoard, move, tec, untypedBoard, us } from './support/kwBoard';

const costTo = (b: ReturnType<typeof kwBoard>, unitId: string, from: string, to: string) => kesselring.reach(b.view(), [unitId], at(from)).cost.get(keyOf(to));
const rules = (v: ReturnType<typeof kesselring.checkMove>) => v.findings.map((f) => `${f.severity} ${f.rule}`);

describe("Kesselring's War ground movement", () => {
  it('prices open hexes at the TEC cost and stops a unit at its printed MF (13.0)', () => {
    const b = kwBoard().place(us('1st Inf', '1010'));
    expect(costTo(b, '1st Inf', '1010', '1014')).toBe(4);
    expect(costTo(b, '1st Inf', '1010', '1015')).toBeUndefined();
    const verdict = kesselring.checkMove(b.view(), move(b.units, '1010', ['1011', '1012', '1013', '1014', '1015']));
    expect(verdict.legal).toBe(false);
    expect(verdict.summary).toContain('5 of 4 MP');
  });

  it('pays half an MP per connected road hex whatever the terrain (13.5)', () => {
    const b = kwBoard().paint('rough', '1011', '1012', '1013').link('road', '1010', '1011', '1012', '1013', '1014', '1015', '1016', '1017', '1018').place(us('3rd Inf', '1010'));
    expect(costTo(b, '3rd Inf', '1010', '1018')).toBe(4);
    expect(kesselring.checkMove(b.view(), move(b.units, '1010', ['1011', '1012', '1013'])).summary).toContain('1½ of 4 MP');
  });

  it('triples Allied motorized infantry along roads: MF 4 goes 12 road hexes (13.6 example)', () => {
    const road = Array.from({ length: 14 }, (_, i) => `10${String(10 + i).padStart(2, '0')}`);
    const b = kwBoard().link('road', ...road).place(us('1st Mot', '1010', { type: 'motorized-infantry' }), german('Pz Mot', '2010', { type: 'motorized-infantry' }));
    b.link('road', '2010', '2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019');
    expect(costTo(b, '1st Mot', '1010', '1022')).toBeCloseTo(4, 9);
    expect(costTo(b, '1st Mot', '1010', '1023')).toBeUndefined();
    const verdict = kesselring.checkMove(b.view(), move(b.units.filter((u) => u.id === '1st Mot'), '1010', road.slice(1, 13)));
    expect(verdict.legal).toBe(true);
    expect(verdict.summary).toContain('4 of 4 MP');
    expect(kesselring.checkMove(b.view(), move(b.units.filter((u) => u.id === '1st Mot'), '1010', road.slice(1, 2))).summary).toContain('⅓ of 4 MP');
    // 13.6 is for Allied motorized infantry only: a German one pays ½ a road hex (MF 5: 10 hexes)
    expect(costTo(b, 'Pz Mot', '2010', '2019')).toBe(4.5);
  });

  it('adds one MP to cross a river unless the road crosses it (13.4.2)', () => {
    const b = kwBoard().side('river', '1010', '1011').place(us('9th Inf', '1010'));
    expect(costTo(b, '9th Inf', '1010', '1011')).toBe(2);
    b.link('road', '1010', '1011');
    expect(costTo(b, '9th Inf', '1010', '1011')).toBe(0.5);
  });

  it('adds two MP to cross the Strait of Messina, as land movement (13.4.3)', () => {
    const b = kwBoard().paint('sea', '1927', '2127').side('strait', '2027', '2028').place(german('29th PzG', '2027'));
    expect(costTo(b, '29th PzG', '2027', '2028')).toBe(3);
    expect(kesselring.checkMove(b.view(), move(b.units, '2027', ['2028'])).findings.some((f) => f.rule === '13.4.3')).toBe(true);
  });

  it('pays the highest single cost of a hex, not the sum (13.4)', () => {
    const b = kwBoard().paint('rough', '1011').set({ towns: ['1011'] }).place(us('45th Inf', '1010'));
    expect(costTo(b, '45th Inf', '1010', '1011')).toBe(2);
    const townCostsThree = { ...tec, cells: tec.cells.map((row, i) => (tec.rows[i] === 'Town' ? ['3', '0'] : row)) };
    b.table('tec', townCostsThree);
    expect(costTo(b, '45th Inf', '1010', '1011')).toBe(3);
  });

  it('keeps mechanized units out of mountains and volcanoes except along a road (13.4.1)', () => {
    const b = kwBoard().paint('mountain', '1011').paint('volcano', '1109').place(german('HG', '1010', { type: 'armor' }));
    expect(costTo(b, 'HG', '1010', '1011')).toBeUndefined();
    expect(costTo(b, 'HG', '1010', '1109')).toBeUndefined();
    const verdict = kesselring.checkMove(b.view(), move(b.units, '1010', ['1011']));
    expect(verdict.findings.find((f) => f.severity === 'illegal')?.text).toContain('mechanized units enter mountain and volcano hexes only along a road');
    b.link('road', '1010', '1011');
    expect(costTo(b, 'HG', '1010', '1011')).toBe(0.5);
  });

  it('lets mountain units pay 1 MP for rough and 2 for mountains (24.2)', () => {
    const b = kwBoard().paint('rough', '1011').paint('mountain', '1012').place(british('GTM', '1010', { type: 'mountain', nationality: 'French' }));
    expect(costTo(b, 'GTM', '1010', '1011')).toBe(1);
    expect(costTo(b, 'GTM', '1010', '1012')).toBe(3);
  });

  it('allows a one-hex move whatever it costs (13.3)', () => {
    const b = kwBoard().paint('mountain', '1011').place(us('Rangers', '1010', { movement: 1 }));
    expect(costTo(b, 'Rangers', '1010', '1011')).toBe(3);
    expect(kesselring.checkMove(b.view(), move(b.units, '1010', ['1011'])).legal).toBe(true);
  });

  it('halts a unit entering an enemy zone of control and never moves it from one EZOC to another (11.2)', () => {
    const b = kwBoard().place(us('1st Inf', '1010'), german('15th PzG', '1013'));
    const reach = kesselring.reach(b.view(), ['1st Inf'], at('1010'));
    expect(reach.stops.has(keyOf('1012'))).toBe(true);
    const kept = kesselring.checkMove(b.view(), move(b.units, '1010', ['1011', '1012', '1112']));
    expect(rules(kept)).toContain('illegal 11.2, 13.2');
    const fromZoc = kwBoard().place(us('1st Inf', '1012'), german('15th PzG', '1013'));
    const direct = kesselring.checkMove(fromZoc.view(), move(fromZoc.units, '1012', ['1112']));
    expect(direct.findings.find((f) => f.severity === 'illegal')?.text).toContain('never move directly from one EZOC to another');
    expect(costTo(fromZoc, '1st Inf', '1012', '1112')).toBe(2);
    expect(costTo(fromZoc, '1st Inf', '1012', '1011')).toBe(1);
  });

  it('keeps ground units off the sea and across all-sea hexsides (13.4.4), and out of enemy hexes (13.2)', () => {
    const b = kwBoard().paint('sea', '1011').side('all-sea', '1010', '1110').place(us('1st Inf', '1010'), german('HG', '0910'));
    const illegal = (to: string) => kesselring.checkMove(b.view(), move(b.units.filter((u) => u.id === '1st Inf'), '1010', [to])).findings.find((f) => f.severity === 'illegal')?.text;
    expect(illegal('1011')).toContain('may not enter the sea');
    expect(illegal('1110')).toContain('all-sea hexside');
    expect(illegal('0910')).toContain('enemy-occupied');
    expect(costTo(b, '1st Inf', '1010', '1011')).toBeUndefined();
  });

  it('says garrisons never move and contingents move in separate actions (12.1, 13.2)', () => {
    const b = kwBoard().place(garrison('Gar', '1010', 'Allies'), us('1st Inf', '1010'), british('50th Inf', '1010'));
    const verdict = kesselring.checkMove(b.view(), move(b.units, '1010', ['1011']));
    expect(rules(verdict)).toEqual(expect.arrayContaining(['illegal 12.1', 'illegal 13.2']));
  });

  it('keeps Allied units off the mainland before the Italian Surrender in Scenario I (27.1)', () => {
    const b = kwBoard().set({ sicily: ['1010'] }).place(us('1st Inf', '1010'));
    expect(rules(kesselring.checkMove(b.view(), move(b.units, '1010', ['1011'])))).toContain('illegal 27.1');
    b.set({ italianSurrender: true });
    expect(rules(kesselring.checkMove(b.view(), move(b.units, '1010', ['1011'])))).not.toContain('illegal 27.1');
  });

  it('warns of a fourth mobile unit in a hex at the end of the move (10.1)', () => {
    const b = kwBoard().place(us('A', '1011'), us('B', '1011'), us('C', '1011'), us('D', '1010'), garrison('G', '1011', 'Allies'));
    expect(rules(kesselring.checkMove(b.view(), move(b.units.filter((u) => u.id === 'D'), '1010', ['1011'])))).toContain('warning 10.1, 10.2');
    const three = kwBoard().place(us('A', '1011'), us('B', '1011'), us('D', '1010'), garrison('G', '1011', 'Allies'));
    expect(rules(kesselring.checkMove(three.view(), move(three.units.filter((u) => u.id === 'D'), '1010', ['1011'])))).not.toContain('warning 10.1, 10.2');
  });

  it('reads a move between functional ports that no ground move could make as a Naval Transfer (14.1)', () => {
    const b = kwBoard().set({ ports: ['1010', '1030'] }).place(us('1st Inf', '1010'), garrison('Licata', '1010', 'Allies'), garrison('Salerno', '1030', 'Allies'));
    const verdict = kesselring.checkMove(b.view(), move(b.units.filter((u) => u.id === '1st Inf'), '1010', [], '1030'));
    expect(verdict.legal).toBe(true);
    expect(verdict.summary).toBe('1st Inf 1010→1030: Naval Transfer, legal');
    const axis = kwBoard().set({ ports: ['1010', '1030'], interdiction: true }).place(german('HG', '1010'), garrison('Bari', '1010', 'Axis'), garrison('Taranto', '1030', 'Axis'));
    expect(kesselring.checkMove(axis.view(), move(axis.units.filter((u) => u.id === 'HG'), '1010', [], '1030')).findings.map((f) => f.rule)).toContain('14.2.2');
    const unported = kwBoard().set({ ports: ['1010'] }).place(us('1st Inf', '1010'), garrison('Licata', '1010', 'Allies'));
    expect(kesselring.checkMove(unported.view(), move(unported.units.filter((u) => u.id === '1st Inf'), '1010', [], '1030')).legal).toBe(false);
  });

  it('counts 1 MP a hex and names the rows to type until the TEC is typed in', () => {
    const b = untypedBoard().paint('rough', '1011').place(us('1st Inf', '1010'));
    const reach = kesselring.reach(b.view(), ['1st Inf'], at('1010'));
    expect(reach.cost.get(keyOf('1011'))).toBe(1);
    expect(reach.notes[0].text).toContain('Rough');
  });
});
