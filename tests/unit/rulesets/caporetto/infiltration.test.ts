import { describe, expect, it } from 'vitest';
import { neighboursOn } from '../../../../src/rules/kit';
import { checkMove, reach } from '../../../../rulesets/caporetto/movement';
import { at, austrian, board, german, hq, italian, keyLabels, keyOf, move } from './support/board';

const illegalRules = (verdict: { findings: { severity: string; rule: string }[] }) => verdict.findings.filter((f) => f.severity === 'illegal').map((f) => f.rule);

/**
 * The 11.8 example after the first combat: the Italian 3-4-8 at 2718 eliminated, three
 * Austro-Hungarian divisions advanced into 2718 (two of them assault infantry), Italian divisions
 * still at 2618 and 2817, the other attackers at 2818, 2819 and 2619.
 */
function example() {
  const assault = [austrian('AH Assault 1', '2718', { assault: true }), austrian('AH Assault 2', '2718', { assault: true })];
  const plain = austrian('AH 3rd', '2718');
  const b = board()
    .set({ phase: 'infiltration' })
    .place(...assault, plain, italian('It 2618', '2618', { movement: 8 }), italian('It 2817', '2817', { movement: 8 }))
    .place(austrian('AH 2818', '2818'), austrian('AH 2819', '2819'), austrian('AH 2619', '2619'));
  return { b, assault, plain };
}

describe('infiltration from an enemy zone of control (11.8, the rulebook example)', () => {
  it('lets the two assault divisions move 2718→2717, from EZOC to EZOC', () => {
    const { b, assault } = example();
    const verdict = checkMove(b.view(), move(assault, '2718', ['2717']));
    expect(verdict.legal).toBe(true);
    expect(verdict.summary).toBe('AH Assault 1 + AH Assault 2 2718→2717: one hex from EZOC to EZOC, legal');
  });

  it('does not let a division that is not assault infantry do the same', () => {
    const { b, plain } = example();
    const verdict = checkMove(b.view(), move([plain], '2718', ['2717']));
    expect(illegalRules(verdict)).toEqual(['11.8']);
    expect(verdict.summary).toContain('AH 3rd is not assault infantry');
    expect([...reach(b.view(), [plain.id], at('2718')).cost.keys()]).toEqual([keyOf('2718')]);
  });

  it('offers only the neighbouring EZOC hexes not held by the enemy, friendly stacks included', () => {
    const { b, assault } = example();
    const shade = reach(b.view(), assault.map((u) => u.id), at('2718'));
    expect(keyLabels(shade.cost.keys())).toEqual(['2619', '2717', '2718', '2818']);
    expect(keyLabels(shade.stops)).toEqual(['2619', '2717', '2818']);
  });

  it('refuses a move out of the enemy zone, or of more than one hex', () => {
    const { b, assault } = example();
    expect(illegalRules(checkMove(b.view(), move(assault, '2718', ['2719'])))).toEqual(['11.8']);
    expect(illegalRules(checkMove(b.view(), move(assault, '2718', ['2717', '2716'])))).toEqual(['11.8']);
    expect(illegalRules(checkMove(b.view(), move(assault, '2718', ['2618'])))).toEqual(['8.1']);
  });
});

describe('infiltration from outside an enemy zone of control (11.8, 15.2)', () => {
  it('allows half the MF, rounded up, and stops on entering an EZOC', () => {
    const storm = german('Stoss 1', '2604', { assault: true, movement: 5 });
    const b = board().set({ phase: 'infiltration' }).place(storm, italian('2nd Inf. Div.', '2609'));
    const shade = reach(b.view(), [storm.id], at('2604'));
    expect(shade.allowance).toBe(3);
    expect(shade.cost.get(keyOf('2607'))).toBe(3);
    expect(shade.cost.has(keyOf('2608'))).toBe(false);
    expect(illegalRules(checkMove(b.view(), move([storm], '2604', ['2605', '2606', '2607', '2608'])))).toEqual(['11.8']);
  });

  it('cites 11.8, not 7.1 or 7.4, when a move goes past half the MF or finds no way round the EZOC', () => {
    const storm = german('Stoss 1', '2604', { assault: true, movement: 5 });
    const b = board().set({ phase: 'infiltration' }).place(storm, italian('2nd Inf. Div.', '2609'));
    expect(checkMove(b.view(), move([storm], '2604', ['2605', '2606', '2607', '2608'])).summary).toBe('Stoss 1 2604→2608: 4 of 3 MP, over the movement allowance (11.8)');
    expect(checkMove(b.view(), move([storm], '2604', [], '2608')).summary).toContain('over the movement allowance (11.8)');
    const walled = board().set({ phase: 'infiltration' }).place(storm);
    walled.paint('sea', ...neighboursOn(walled.map, at('2608')).map((c) => walled.map.label(c)));
    const verdict = checkMove(walled.view(), move([storm], '2604', [], '2608'));
    expect(illegalRules(verdict)).toEqual(['11.8']);
    expect(verdict.summary).toContain('no path reaches 2608: enemy units, their zones of control or prohibited terrain bar every way (11.8, 8.1, 7.9, TEC)');
  });

  it('flags going on after entering an enemy zone of control', () => {
    const storm = german('Stoss 1', '2604', { assault: true, movement: 6 });
    const b = board().set({ phase: 'infiltration' }).place(storm, italian('2nd Inf. Div.', '2607'));
    const verdict = checkMove(b.view(), move([storm], '2604', ['2605', '2606', '2706']));
    expect(verdict.summary).toContain('entered an enemy zone of control at 2606 and kept moving (11.8)');
  });

  it('eliminates a lone HQ met on the way and does not stop for it', () => {
    const storm = german('Stoss 1', '2604', { assault: true, movement: 6 });
    const command = hq('2nd Army HQ', '2607', 'Italian', 'support');
    const b = board().set({ phase: 'infiltration' }).place(storm, command);
    const verdict = checkMove(b.view(), move([storm], '2604', ['2605', '2606', '2706']));
    expect(verdict.legal).toBe(true);
    const note = verdict.findings.find((f) => f.rule === '15.2')!;
    expect(note.severity).toBe('info');
    expect(note.pieces).toEqual([command.id]);
    expect(reach(b.view(), [storm.id], at('2604')).stops.size).toBe(0);
  });
});

describe('the Allied Infiltration Sub-phase (4.1)', () => {
  it('does not exist before GT 3, when the first Allied assault infantry arrives', () => {
    const arditi = italian('1st Arditi', '2604', { assault: true, movement: 6 });
    const b = board().set({ phase: 'infiltration', turn: 2 }).place(arditi, austrian('AH 5th', '2609'));
    const verdict = checkMove(b.view(), move([arditi], '2604', ['2605']));
    expect(illegalRules(verdict)).toEqual(['4.1']);
    expect(verdict.summary).toContain('the Allies may not conduct an Infiltration Sub-phase until GT 3 (4.1); this is GT 2');
    expect([...reach(b.view(), [arditi.id], at('2604')).cost.keys()]).toEqual([keyOf('2604')]);
    b.set({ turn: 3 });
    expect(checkMove(b.view(), move([arditi], '2604', ['2605'])).legal).toBe(true);
  });

  it('leaves the Central Powers’ infiltration on GT 1 alone', () => {
    const storm = german('Stoss 1', '2604', { assault: true, movement: 6 });
    const b = board().set({ phase: 'infiltration', turn: 1 }).place(storm, italian('2nd Inf. Div.', '2609'));
    expect(checkMove(b.view(), move([storm], '2604', ['2605'])).legal).toBe(true);
  });
});
