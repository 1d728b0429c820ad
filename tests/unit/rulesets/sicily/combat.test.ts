/**
 * Combat under the module's rules: Untried CD units turned before the roll (CD 1.3), the +1 for
 * mixed Allied nationalities (NR 2.1, 2.2), zero-MA Tried CD units eliminated when forced to
 * retreat (CD 1.6), earmarked reserves (TR 4) and the players' CRT read as a shape.
 */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import { at, british, canadian, crtWith, french, german, sealedCd, sicilyBoard, triedCd, untriedCd, us } from './support/sicilyBoard';

type B = ReturnType<typeof sicilyBoard>;
const setUp = (b: B, attackers: string[], hex: string) => sicily.combat(b.view(), attackers, at(hex));
const drms = (b: B, attackers: string[], hex: string) => setUp(b, attackers, hex).modifiers.filter((m) => m.kind === 'drm').map((m) => [m.id, m.value, m.rule]);

describe('Untried CD units in combat (CD 1.3)', () => {
  it('lists a sealed and an Untried defender to be turned to their Tried side, and counts neither', () => {
    const b = sicilyBoard().place(us('1st Inf', '1011', { attack: 6 }), sealedCd('blind-1', '1010'), untriedCd('Bty 7', '1010'));
    const setup = setUp(b, ['1st Inf'], '1010');
    expect(setup.reveals).toEqual([
      { pieceId: 'blind-1', face: 0, rule: 'CD 1.3', reason: 'the sealed coast defence unit at 1010 takes part in this combat: reveal it and turn it to its Tried side (CD 1.3)' },
      { pieceId: 'Bty 7', face: 0, rule: 'CD 1.3', reason: 'Bty 7 is Untried and takes part in this combat: turn it to its Tried side (CD 1.3)' },
    ]);
    expect(setup.defenders).toEqual(['blind-1', 'Bty 7']);
    expect([setup.attack, setup.defence]).toEqual([6, 0]);
    expect(setup.strengthNotes[0]).toBe('Odds unknown until the Untried CD units are turned (CD 1.3); known so far 6:0 (undefended)');
    expect(setup.findings.find((f) => f.rule === 'CD 1.3')).toMatchObject({ severity: 'warning', text: expect.stringMatching(/^the odds wait for the reveal: 2 Untried CD units take part/) });
  });

  it('lists an Untried CD unit among the attackers too', () => {
    const b = sicilyBoard().place(untriedCd('Bty 8', '1011'), us('1st Inf', '1010'));
    expect(setUp(b, ['Bty 8'], '1010').reveals?.map((r) => r.pieceId)).toEqual(['Bty 8']);
  });

  it('asks for no reveal once the CD unit is Tried, and counts its printed defence', () => {
    const b = sicilyBoard().place(us('1st Inf', '1011', { attack: 6 }), triedCd('Bty 7', '1010', { defence: 3 }));
    const setup = setUp(b, ['1st Inf'], '1010');
    expect(setup.reveals).toBeUndefined();
    expect(setup.defence).toBe(3);
    expect(setup.baseColumn).toBe('2:1');
    expect(setup.findings.some((f) => f.text.startsWith('the odds wait'))).toBe(false);
  });

  it('flags a Tried defender with defence 0 that should already be off the map', () => {
    const b = sicilyBoard().place(us('1st Inf', '1011'), triedCd('Bty 9', '1010', { defence: 0 }));
    expect(setUp(b, ['1st Inf'], '1010').findings.find((f) => f.rule === 'CD 1.3')?.severity).toBe('illegal');
  });
});

describe('mixed Allied nationalities (NR 2.1, 2.2)', () => {
  const target = () => sicilyBoard().place(german('HG', '1010'));

  it('adds +1 when US and British units attack the same defender', () => {
    const b = target().place(us('1st Inf', '1011'), british('50th Inf', '1009'));
    expect(drms(b, ['1st Inf', '50th Inf'], '1010')).toEqual([['mixed-nationalities', 1, 'NR 2.2']]);
  });

  it('counts the Canadians as British: US with Canadian is mixed', () => {
    const b = target().place(us('1st Inf', '1011'), canadian('1st Cdn', '1009'));
    expect(drms(b, ['1st Inf', '1st Cdn'], '1010')).toEqual([['mixed-nationalities', 1, 'NR 2.2']]);
  });

  it('counts the French as American: US with French is not mixed, nor British with Canadian', () => {
    const b = target().place(us('1st Inf', '1011'), french('4th Tabor', '1009'), british('50th Inf', '0910'), canadian('1st Cdn', '0911'));
    expect(drms(b, ['1st Inf', '4th Tabor'], '1010')).toEqual([]);
    expect(drms(b, ['50th Inf', '1st Cdn'], '1010')).toEqual([]);
  });

  it('reads the +1 into the roll on the players\' CRT', () => {
    const b = target().table('crt', crtWith({ '2:1': { 5: 'DR', 4: '-' } })).place(us('1st Inf', '1011'), british('50th Inf', '1009'));
    const setup = setUp(b, ['1st Inf', '50th Inf'], '1010');
    const outcome = sicily.resolveCombat(b.view(), setup, setup.modifiers, 4);
    expect(outcome.modifiedRoll).toBe(5);
    expect(outcome.result).toBe('DR');
    expect(outcome.summary).toBe('attack 1010 (8 v 4): 2:1; roll 4 +1 = 5: DR');
  });
});

describe('zero-MA Tried CD units forced to retreat (CD 1.6)', () => {
  it('says the unit is eliminated if a result with a retreat forces it back', () => {
    const b = sicilyBoard().table('crt', crtWith({ '3:1': { 3: 'DR' } })).place(us('1st Inf', '1011', { attack: 6 }), triedCd('Bty 7', '1010', { defence: 2, movement: 0 }));
    const setup = setUp(b, ['1st Inf'], '1010');
    const outcome = sicily.resolveCombat(b.view(), setup, setup.modifiers, 3);
    expect(outcome.explanation).toContain('Bty 7: Tried with MA 0; if the result forces a retreat, it is eliminated instead (CD 1.6).');
  });

  it('says nothing of it when the result has no retreat, or the unit has an MA', () => {
    const fixed = sicilyBoard().table('crt', crtWith({ '3:1': { 3: 'DE' } })).place(us('1st Inf', '1011', { attack: 6 }), triedCd('Bty 7', '1010', { defence: 2, movement: 0 }));
    const s1 = setUp(fixed, ['1st Inf'], '1010');
    expect(sicily.resolveCombat(fixed.view(), s1, s1.modifiers, 3).explanation.some((l) => l.includes('CD 1.6'))).toBe(false);
    const mobile = sicilyBoard().table('crt', crtWith({ '3:1': { 3: 'Retreat 1' } })).place(us('1st Inf', '1011', { attack: 6 }), triedCd('Bty 7', '1010', { defence: 2, movement: 1 }));
    const s2 = setUp(mobile, ['1st Inf'], '1010');
    expect(sicily.resolveCombat(mobile.view(), s2, s2.modifiers, 3).explanation.some((l) => l.includes('CD 1.6'))).toBe(false);
  });
});

describe('the CRT is the players\' own', () => {
  it('ships the CRT and the Fall of Mussolini Table as shapes with no numbers', () => {
    expect(sicily.tables.map((t) => [t.id, t.data])).toEqual([['crt', undefined], ['mussolini', undefined]]);
  });

  it('says to type the CRT in rather than inventing a result', () => {
    const b = sicilyBoard().place(us('1st Inf', '1011'), german('HG', '1010'));
    const setup = setUp(b, ['1st Inf'], '1010');
    const outcome = sicily.resolveCombat(b.view(), setup, setup.modifiers, 6);
    expect(outcome.result).toBeNull();
    expect(outcome.explanation.join(' ')).toContain('Type the CRT in from your chart');
  });
});

describe('Allied theater reserves (TR 4) and air support after bombing Rome (FM 3.2)', () => {
  it('warns that an earmarked unit committed to combat costs VP', () => {
    const b = sicilyBoard().place(british('1st Abn', '1011', { earmarked: true }), german('HG', '1010'));
    expect(setUp(b, ['1st Abn'], '1010').findings.find((f) => f.rule === 'TR 4')?.severity).toBe('warning');
  });

  it('notes no Allied air support on a game-turn Rome was bombed', () => {
    const b = sicilyBoard().set({ turn: 3, romeBombedTurn: 3 }).place(us('1st Inf', '1011'), german('HG', '1010'));
    expect(setUp(b, ['1st Inf'], '1010').findings.map((f) => f.rule)).toContain('FM 3.2');
    b.set({ turn: 4 });
    expect(setUp(b, ['1st Inf'], '1010').findings.map((f) => f.rule)).not.toContain('FM 3.2');
  });
});
