import { describe, expect, it } from 'vitest';
import { combat, resolveCombat } from '../../../../rulesets/kesselring/combat';
import type { Modifier } from '../../../../src/rules/kit';
import { at, crtWith, garrison, german, kwBoard, offMap, us } from './support/kwBoard';

const gunfire: Modifier = { id: 'gunfire-attack', kind: 'shift', value: 1, reason: 'Allied Naval Gunfire supports the attack (1 AP)', rule: '22.2', on: true };

describe("Kesselring's War: who may fight in an overstacked hex (10.2)", () => {
  // 10.2 "Only one unit in the stack, plus a Garrison if present, can defend."
  it('counts one defending unit plus the garrison of an overstacked hex, and names the others', () => {
    const b = kwBoard().place(
      us('A', '1011', { attack: 12 }),
      german('HG', '1010', { attack: 6 }), german('15 PzG', '1010', { attack: 7 }), german('16 Pz', '1010', { attack: 5 }), german('29 PzG', '1010', { attack: 4 }),
      garrison('G', '1010', 'Axis'),
    );
    const setup = combat(b.view(), ['A'], at('1010'));
    expect(setup.defence).toBe(7 + 1);
    expect(setup.defenders).toHaveLength(5);
    const finding = setup.findings.find((f) => f.rule === '10.2');
    expect(finding?.text).toContain('Counted: 15 PzG, G; not counted: HG, 16 Pz, 29 PzG');
    expect(finding?.text).toContain('Any losses and retreats affect all units in the hex');
  });

  it('adds every defender of a hex within the stacking limits', () => {
    const b = kwBoard().place(us('A', '1011', { attack: 12 }), german('HG', '1010', { attack: 6 }), german('15 PzG', '1010', { attack: 7 }), garrison('G', '1010', 'Axis'));
    expect(combat(b.view(), ['A'], at('1010')).defence).toBe(14);
  });

  // 10.2 "Only one unit in the stack can conduct an attack."
  it('lets only one unit of an overstacked hex attack', () => {
    const b = kwBoard().place(us('A', '1011', { attack: 6 }), us('B', '1011', { attack: 9 }), us('C', '1011', { attack: 4 }), us('D', '1011', { attack: 3 }), german('HG', '1010', { attack: 6 }));
    const setup = combat(b.view(), ['A', 'B', 'C', 'D'], at('1010'));
    expect(setup.attack).toBe(9);
    expect(setup.attackers).toEqual(['B']);
    expect(setup.findings.find((f) => f.rule === '10.2')?.severity).toBe('illegal');
  });
});

describe("Kesselring's War: combat and the Staging Areas (26.4)", () => {
  // 26.4 "combat may not be conducted between units on the map and those in Staging Areas."
  it('leaves a unit picked in a Staging Area out of an attack on the map', () => {
    const b = kwBoard().place(us('A', '1011', { attack: 6 }), german('HG', '1010', { attack: 6 }))
      .offMap(offMap('US 3rd', 'Allied Staging Area', { side: 'Allies', nationality: 'US', type: 'infantry', attack: 6 }));
    const setup = combat(b.view(), ['A', 'US 3rd'], at('1010'));
    expect(setup.attack).toBe(6);
    const finding = setup.findings.find((f) => f.rule === '26.4');
    expect(finding).toMatchObject({ severity: 'illegal', pieces: ['US 3rd'] });
  });

  it('says nothing of Staging Areas when every attacker is on the map', () => {
    const b = kwBoard().place(us('A', '1011'), german('HG', '1010'));
    expect(combat(b.view(), ['A'], at('1010')).findings.some((f) => f.rule === '26.4')).toBe(false);
  });
});

describe("Kesselring's War: Naval Gunfire recycling (22.3)", () => {
  // 22.3 "After conducting a mission, place the Naval Gunfire marker on the next GT space on the TRT.
  // It can be recruited as a reinforcement starting on that GT (7.2)."
  it('puts the Naval Gunfire marker on the next GT after its mission', () => {
    const b = kwBoard().set({ turn: 4 }).table('crt', crtWith()).paint('sea', '1110').place(us('A', '1011'), german('HG', '1010'));
    const setup = combat(b.view(), ['A'], at('1010'));
    const outcome = resolveCombat(b.view(), setup, [gunfire], 3);
    expect(outcome.explanation.join(' ')).toContain('Naval Gunfire mission conducted: Place it on the friendly TRT on GT 5');
  });

  it('recycles nothing when no gunfire supported the combat', () => {
    const b = kwBoard().table('crt', crtWith()).place(us('A', '1011'), german('HG', '1010'));
    const outcome = resolveCombat(b.view(), combat(b.view(), ['A'], at('1010')), [{ ...gunfire, on: false }], 3);
    expect(outcome.explanation.join(' ')).not.toContain('Naval Gunfire');
  });
});
