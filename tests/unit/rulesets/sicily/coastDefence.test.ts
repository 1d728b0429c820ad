/**
 * The Italian coast defence units (CD 1.1–1.6): who may move, where they stand, which are removed,
 * and what the reach and the move verdict say about them.
 */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import { keyOf, move, sealedCd, sicilyBoard, triedCd, untriedCd, us } from './support/sicilyBoard';

const rules = (findings: readonly { severity: string; rule: string }[]) => findings.map((f) => `${f.severity} ${f.rule}`);

describe('which CD units may move (CD 1.5, 1.6)', () => {
  it('says a sealed CD unit drawn blind from the cup is Untried and cannot move', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010', '1012'] }).place(sealedCd('blind-1', '1010'));
    const verdict = sicily.checkMove(b.view(), move(b.units, '1010', ['1011']));
    expect(verdict.legal).toBe(false);
    expect(verdict.findings.find((f) => f.rule === 'CD 1.5')?.text).toBe('the sealed CD unit at 1010 is Untried: CD units in Untried mode cannot move');
    expect(verdict.summary).toContain('not legal');
  });

  it('says a CD unit showing its Untried back cannot move, whatever MA is typed on it', () => {
    const b = sicilyBoard().place(untriedCd('Bty 101', '1010', { movement: 4 }));
    const verdict = sicily.checkMove(b.view(), move(b.units, '1010', ['1011']));
    expect(verdict.legal).toBe(false);
    expect(rules(verdict.findings)).toContain('illegal CD 1.5');
  });

  it('says a Tried CD unit with MA 0 cannot move at all, and lets one with an MA move', () => {
    const fixed = sicilyBoard().place(triedCd('Bty 102', '1010', { movement: 0 }));
    const stuck = sicily.checkMove(fixed.view(), move(fixed.units, '1010', ['1011']));
    expect(stuck.legal).toBe(false);
    expect(rules(stuck.findings)).toContain('illegal CD 1.6');
    const mobile = sicilyBoard().place(triedCd('Bty 103', '1010', { movement: 2 }));
    const moved = sicily.checkMove(mobile.view(), move(mobile.units, '1010', ['1011']));
    expect(moved.legal).toBe(true);
    expect(rules(moved.findings)).not.toContain('illegal CD 1.6');
  });

  it('shades only the start for a CD unit that cannot move, and nothing for others: the module has no movement costs', () => {
    const b = sicilyBoard().place(sealedCd('blind-1', '1010'), us('3rd Inf', '1210'));
    const stuck = sicily.reach(b.view(), ['blind-1'], b.units[0].cell);
    expect([...stuck.cost]).toEqual([[keyOf('1010'), 0]]);
    expect(stuck.notes.map((n) => n.rule)).toEqual(['CD 1.5']);
    const free = sicily.reach(b.view(), ['3rd Inf'], b.units[1].cell);
    expect(free.cost.size).toBe(0);
    expect(free.notes[0].text).toMatch(/movement costs come from the game's own rules, not this module/);
  });

  it('never counts MP: a verdict says so instead of inventing a cost', () => {
    const b = sicilyBoard().place(us('3rd Inf', '1010'));
    const verdict = sicily.checkMove(b.view(), move(b.units, '1010', ['1011', '1012', '1013', '1014', '1015', '1016']));
    expect(verdict.legal).toBe(true);
    expect(verdict.spent).toBeNull();
    expect(verdict.summary).toBe('3rd Inf 1010→1016: MP not counted (no terrain costs in this module), legal');
  });
});

describe('where CD units stand (CD 1.4)', () => {
  it('warns when a CD unit ends off the coast defence positions', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010'] }).place(triedCd('Bty 103', '1010', { movement: 2 }));
    const verdict = sicily.checkMove(b.view(), move(b.units, '1010', ['1011']));
    const f = verdict.findings.find((x) => x.rule === 'CD 1.4');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(/^Bty 103 ends at 1011, not a coast defence position/);
  });

  it('warns when a CD unit joins another CD unit: one per hex', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010', '1011'] }).place(triedCd('Bty 103', '1010', { movement: 2 }), untriedCd('Bty 104', '1011'));
    const verdict = sicily.checkMove(b.view(), move([b.units[0]], '1010', ['1011']));
    expect(verdict.findings.find((x) => x.rule === 'CD 1.4')?.text).toBe('Bty 104, Bty 103 together at 1011: CD units are placed one per hex');
  });

  it('is quiet when a CD unit ends on a free position', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010', '1011'] }).place(triedCd('Bty 103', '1010', { movement: 2 }));
    expect(rules(sicily.checkMove(b.view(), move(b.units, '1010', ['1011'])).findings).filter((r) => r.includes('CD'))).toEqual([]);
  });

  it('checks the table: Untried units off the positions, two in a hex, and says they exert a ZOC and need supply (CD 1.5)', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010', '1012'] }).place(untriedCd('Bty 1', '1010'), sealedCd('blind-1', '1010'), untriedCd('Bty 2', '1014'));
    const findings = sicily.checkTable(b.view());
    expect(findings.find((f) => f.text.includes('off the coast defence positions'))?.pieces).toEqual(['Bty 2']);
    expect(findings.find((f) => f.text.includes('one per hex'))?.text).toBe('2 CD units at 1010: CD units are placed one per hex');
    expect(findings.find((f) => f.rule === 'CD 1.5')?.text).toMatch(/^3 Untried CD units on the map: each exerts a ZOC and is a ground combat unit subject to supply/);
  });

  it('asks for the positions to be marked before judging where CD units stand', () => {
    const b = sicilyBoard().place(untriedCd('Bty 1', '1010'));
    const f = sicily.checkTable(b.view()).filter((x) => x.rule === 'CD 1.4');
    expect(f.map((x) => x.severity)).toEqual(['info']);
  });
});

describe('Tried CD units with defence 0 (CD 1.3)', () => {
  it('says to remove them from play at once, and leaves Untried ones alone whatever they show', () => {
    const b = sicilyBoard().set({ cdPositions: ['1010', '1012'] }).place(triedCd('Bty 5', '1010', { defence: 0 }), untriedCd('Bty 6', '1012', { defence: 0 }));
    const removals = sicily.checkTable(b.view()).filter((f) => f.rule === 'CD 1.3');
    expect(removals).toHaveLength(1);
    expect(removals[0]).toMatchObject({ severity: 'illegal', pieces: ['Bty 5'], text: 'Bty 5 at 1010 is Tried with defence 0: remove it from play at once' });
  });
});
