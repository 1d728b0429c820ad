/**
 * The Fall of Mussolini's results read for all game purposes: efficiency ratings (FM 3.3, 3.4),
 * Italian units sent to Sicily (FM 3.3), the Allied naval support points and the return of an
 * eliminated CCNN unit (FM 3.4), and the whole-table check of Tried CD units that never moved (CD 1.4, 1.6).
 */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import { at, ccnn, german, move, sicilyBoard, triedCd, unit, untriedCd, us } from './support/sicilyBoard';

const italian = (name: string, label: string, er: number) => unit(name, label, { side: 'Axis', nationality: 'Italian', type: 'infantry', attack: 3, defence: 3, movement: 3, er });
const report = (id: string, view: ReturnType<ReturnType<typeof sicilyBoard>['view']>) => sicily.reports!.find((r) => r.id === id)!.run(view);
const eliminated = (id: string, attrs: Record<string, string | number>) => ({ id, name: id, boardId: 'elim', boardName: 'Axis eliminated units', attrs });

describe('efficiency ratings (FM 3.3, 3.4)', () => {
  // FM 3.3 "all Italian units lose one point of their ER for all game purposes (cumulative with other effects)"
  it('takes one point from every Italian unit\'s ER under Italian Demoralization, in the combat dialog too', () => {
    const b = sicilyBoard().set({ italianDemoralization: true }).place(us('3rd Inf', '1011'), italian('Livorno', '1010', 3), german('HG', '1010', { er: 4 }));
    const setup = sicily.combat(b.view(), ['3rd Inf'], at('1010'));
    expect(setup.strengthNotes.at(-1)).toBe('Efficiency ratings for all game purposes: Livorno ER 3 −1 (FM 3.3) = 2.');
    expect(report('efficiency', b.view()).lines).toContain('Livorno ER 3 −1 (FM 3.3) = 2');
  });

  // FM 3.4 "all surviving CCNN unit ERs are raised by two points for all game purposes"
  it('raises a CCNN unit\'s ER by two under Fascist Revival, and leaves it as printed before', () => {
    const b = sicilyBoard().place(ccnn('CCNN 1', '1010', { er: 2 }));
    expect(report('efficiency', b.view()).lines).toContain('No unit on the map has its ER changed.');
    expect(report('efficiency', b.set({ fascistRevival: true }).view()).lines).toContain('CCNN 1 ER 2 +2 (FM 3.4) = 4');
  });
});

describe('no Italian unit sent to Sicily (FM 3.3)', () => {
  // FM 3.3 "No Italian unit can be sent to Sicily."
  it('calls an Italian unit moving into Sicily from outside it illegal under Italian Demoralization', () => {
    const b = sicilyBoard().set({ sicilyHexes: ['1010', '1011'] }).place(italian('Aosta', '1012', 3));
    expect(sicily.checkMove(b.view(), move(b.units, '1012', ['1011'])).legal).toBe(true);
    const verdict = sicily.checkMove(b.set({ italianDemoralization: true }).view(), move(b.units, '1012', ['1011']));
    expect(verdict.legal).toBe(false);
    expect(verdict.findings.find((f) => f.rule === 'FM 3.3')?.text).toContain('Aosta sent to Sicily (1011)');
  });

  it('lets an Italian unit already in Sicily move within it', () => {
    const b = sicilyBoard().set({ sicilyHexes: ['1010', '1011'], italianDemoralization: true }).place(italian('Aosta', '1010', 3));
    expect(sicily.checkMove(b.view(), move(b.units, '1010', ['1011'])).legal).toBe(true);
  });
});

describe('Fascist Revival: naval support and the CCNN unit returned (FM 3.4)', () => {
  // FM 3.4 "Reduce available Allied naval support points by two per turn for the rest of the scenario."
  it('counts two naval support points fewer each turn', () => {
    const b = sicilyBoard().set({ navalSupport: 5, fascistRevival: true }).place(us('3rd Inf', '1011'), german('HG', '1010'));
    expect(report('revival', b.view()).lines[0]).toBe('Allied naval support points this game-turn: 5 − 2 for Fascist Revival = 3 (FM 3.4).');
    expect(sicily.combat(b.view(), ['3rd Inf'], at('1010')).findings.some((f) => f.rule === 'FM 3.4')).toBe(true);
    expect(report('revival', b.set({ fascistRevival: false }).view()).lines[0]).toBe('Allied naval support points this game-turn: 5.');
  });

  // FM 3.4 "Return any one eliminated CCNN unit (if available) to play ... by placing it in a friendly Axis city during the Replacements Phase."
  it('offers one eliminated CCNN unit back in a friendly Axis city, once', () => {
    const b = sicilyBoard().set({ fascistRevival: true, phase: 'replacements', cities: ['1010', '1212'] }).place(us('3rd Inf', '1212'))
      .offMap(eliminated('CCNN 2', { side: 'Axis', nationality: 'Italian', type: 'ccnn' }));
    const r = report('revival', b.view());
    expect(r.lines.join(' ')).toContain('Return one of CCNN 2 to play in a friendly Axis city: 1010, in the Replacements Phase');
    expect(r.changes).toEqual([{ id: 'ccnnReturned', value: true, why: expect.stringContaining('FM 3.4') }]);
    expect(report('revival', b.set({ ccnnReturned: true }).view()).changes).toEqual([]);
  });
});

describe('Tried CD units that never moved keep their position rules (CD 1.4, 1.6)', () => {
  // CD 1.4 "The Axis player places his CD units only on hexes with coast defense position symbols. They are placed one per hex."
  it('checks a Tried CD unit with MA 0 off the positions, and not one with an MA', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010'] }).place(triedCd('Bty 1', '1012', { movement: 0 }), triedCd('Bty 2', '1014', { movement: 2 }));
    const finding = sicily.checkTable(b.view()).find((f) => f.rule === 'CD 1.4, 1.6');
    expect(finding?.text).toContain('Bty 1 stands off the coast defence positions');
    expect(finding?.text).not.toContain('Bty 2');
  });

  it('checks two Tried CD units with MA 0 in one hex', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010'] }).place(triedCd('Bty 1', '1010'), triedCd('Bty 2', '1010'));
    expect(sicily.checkTable(b.view()).find((f) => f.rule === 'CD 1.4, 1.6')?.text).toBe('Bty 1, Bty 2 at 1010: Tried with MA 0, they were placed together, and CD units are placed one per hex');
  });

  it('leaves a hex with an Untried CD unit to the Untried check, said once', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010'] }).place(triedCd('Bty 1', '1010'), triedCd('Bty 2', '1010'), untriedCd('Bty 3', '1010'));
    const findings = sicily.checkTable(b.view()).filter((f) => f.rule.startsWith('CD 1.4'));
    expect(findings).toHaveLength(1);
  });
});
