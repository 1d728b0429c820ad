import { describe, expect, it } from 'vitest';
import { applyToggles, cellKey, type Modifier } from '../../../../src/rules/kit';
import type { CombatSetup, RulesUnit, RulesView } from '../../../../src/rules/types';
import { combat, resolveCombat } from '../../../../rulesets/caporetto/combat';
import { parseCrtResult } from '../../../../rulesets/caporetto/combatResults';
import { CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { at, austrian, british, combatBoard, czech, german, gun, hq, italian, oosMarker, testCrt, type BoardSpec } from './support/combatBoard';

const D = '0606';
const [N, NE, SE, S, SW] = ['0605', '0706', '0707', '0607', '0507'];

/** Sets up an attack by `attackers` on hex D of a board holding them and `others`. */
function attack(attackers: RulesUnit[], others: RulesUnit[], spec: BoardSpec = {}): { view: RulesView; setup: CombatSetup } {
  const view = combatBoard({ ...spec, units: [...attackers, ...others, ...(spec.units ?? [])] });
  return { view, setup: combat(view, attackers.map((u) => u.id), at(D)) };
}

const mod = (setup: CombatSetup, id: string) => setup.modifiers.find((m) => m.id === id);

describe('Caporetto combat strengths', () => {
  it('adds the attackers’ attack factors and the defenders’ defence factors of the face shown', () => {
    const { setup } = attack([austrian(N, 4), austrian(NE, 3)], [italian(D, 2, 3), italian(D, 1, 2)]);
    expect(setup.attack).toBe(7);
    expect(setup.defence).toBe(5);
    expect(setup.defenders).toHaveLength(2);
  });

  it('halves each out-of-supply unit’s factor, rounded down, and says so', () => {
    const { setup } = attack([austrian(N, 5)], [italian(D, 2, 3), oosMarker(N), oosMarker(D)]);
    expect(setup.attack).toBe(2);
    expect(setup.defence).toBe(1);
    expect(setup.strengthNotes.join(' ')).toMatch(/halved, rounded down: out of supply, 14\.3/);
  });

  it('gives HQs no combat factors: an attacking HQ is left out and a defending HQ adds nothing', () => {
    const attackingHq = hq(N, 'Austro-Hungarian', { attack: 3 });
    const { setup } = attack([austrian(NE, 4), attackingHq], [italian(D, 2, 2), hq(D, 'Italian', { defence: 2 })]);
    expect(setup.attackers).not.toContain(attackingHq.id);
    expect(setup.attack).toBe(4);
    expect(setup.defence).toBe(2);
    expect(setup.findings.some((f) => f.rule === '15.2')).toBe(true);
  });

  it('adds no factors for support units on either side', () => {
    const { setup } = attack([austrian(N, 4), gun(N, 'Austro-Hungarian', 'artillery', { attack: 9 })], [italian(D, 2, 2), gun(D, 'Italian', 'artillery', { defence: 9 })]);
    expect(setup.attack).toBe(4);
    expect(setup.defence).toBe(2);
    expect(setup.preRolls).toHaveLength(2);
  });

  it('makes every ground unit of the defending side in the hex defend, chosen or not', () => {
    const { setup } = attack([german(N, 6)], [italian(D, 1, 1), czech(D, 1, 2)]);
    expect(setup.defence).toBe(3);
  });

  it('reminds a side in its Operational Pause of its two attacks a GT, and no other side (17.2)', () => {
    const paused = attack([austrian(N, 4)], [italian(D)], { values: { pauseCentralPowers: true } }).setup.findings.find((f) => f.rule === '17.2')!;
    expect(paused.text).toBe('The Central Powers are in an Operational Pause: no more than 2 attacks this GT, both Combat Sub-phases together (17.2).');
    expect(attack([austrian(N, 4)], [italian(D)], { values: { pauseAllies: true } }).setup.findings.some((f) => f.rule === '17.2')).toBe(false);
  });

  it('flags attackers that are not adjacent and units of the other side', () => {
    const { setup } = attack([austrian('0604', 4), italian(NE, 3)], [italian(D, 2, 2)]);
    expect(setup.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['11.2', '3.1, 11.2']));
  });
});

describe('Caporetto odds column', () => {
  it('rounds 7 against 3 down to the 2:1 column of the default shape', () => {
    const { setup } = attack([austrian(N, 7)], [italian(D, 1, 3)]);
    expect(setup.baseColumn).toBe('2:1');
    expect(setup.columns).toEqual(['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1']);
    expect(setup.tableId).toBe('crt');
  });

  it('uses the columns of the CRT the players typed in, edited columns included', () => {
    const columns = ['1:1', '3:2', '2:1'];
    const { setup } = attack([austrian(N, 6)], [italian(D, 1, 4)], { tables: { crt: testCrt(columns) } });
    expect(setup.columns).toEqual(columns);
    expect(setup.baseColumn).toBe('3:2');
  });

  it('warns when the odds fall below the first column and notes odds above the last', () => {
    expect(attack([austrian(N, 1)], [italian(D, 1, 4)]).setup.findings.some((f) => /worse than the first column/.test(f.text))).toBe(true);
    expect(attack([austrian(N, 9)], [italian(D, 1, 1)]).setup.findings.some((f) => /better than the last column/.test(f.text))).toBe(true);
  });
});

describe('Caporetto column shifts', () => {
  it.each([
    ['mountain', -1],
    ['marsh', -2],
    ['alpine', -2],
    ['dominant', -2],
  ])('shifts left for a defender in %s per the TEC', (terrain, value) => {
    const { setup } = attack([austrian(N)], [italian(D)], { hexes: { [D]: terrain } });
    expect(mod(setup, 'terrain')?.value).toBe(value);
  });

  it('gives no terrain shift in clear or rough', () => {
    expect(mod(attack([austrian(N)], [italian(D)], { hexes: { [D]: 'rough' } }).setup, 'terrain')).toBeUndefined();
  });

  it('shifts 1L for a town or city hex', () => {
    expect(mod(attack([austrian(N)], [italian(D)], { values: { towns: [D] } }).setup, 'terrain')?.value).toBe(-1);
    expect(mod(attack([austrian(N)], [italian(D)], { values: { cities: [D] } }).setup, 'terrain')?.value).toBe(-1);
  });

  it('counts only the strongest single terrain shift, not town and mountain together', () => {
    expect(mod(attack([austrian(N)], [italian(D)], { hexes: { [D]: 'mountain' }, values: { towns: [D] } }).setup, 'terrain')?.value).toBe(-1);
    expect(mod(attack([austrian(N)], [italian(D)], { hexes: { [D]: 'alpine' }, values: { cities: [D] } }).setup, 'terrain')?.value).toBe(-2);
  });

  it('shifts 1L when all attack factors attack across a river', () => {
    const m = mod(attack([austrian(N, 4)], [italian(D)], { sides: [[N, D, 'river']] }).setup, 'river');
    expect(m).toMatchObject({ value: -1, rule: '11.7.2, TEC' });
    expect(m?.situational).toBeUndefined();
  });

  it('offers the 1L across a lake hexside switched off: the TEC and 11.7.2 give it for rivers only', () => {
    const m = mod(attack([austrian(N, 4)], [italian(D)], { sides: [[N, D, 'lake']] }).setup, 'river');
    expect(m).toMatchObject({ value: -1, situational: true, on: false, rule: '11.7.2, TEC' });
    expect(m!.reason).toContain('rivers only');
    const mixed = mod(attack([austrian(N, 4), austrian(NE, 4)], [italian(D)], { sides: [[N, D, 'river'], [NE, D, 'lake']] }).setup, 'river');
    expect(mixed).toMatchObject({ situational: true, on: true });
    expect(mixed!.reason).toBe('4 of 8 attack factors attack across a river (1L only if at least half do)');
  });

  it('leaves the river shift on, for the players to confirm, when exactly half the factors cross', () => {
    const m = mod(attack([austrian(N, 4), austrian(NE, 4)], [italian(D)], { sides: [[N, D, 'river']] }).setup, 'river');
    expect(m).toMatchObject({ value: -1, situational: true, on: true });
  });

  it('offers the river shift switched off when less than half the factors cross', () => {
    const m = mod(attack([austrian(N, 3), austrian(NE, 4)], [italian(D)], { sides: [[N, D, 'river']] }).setup, 'river');
    expect(m).toMatchObject({ situational: true, on: false });
  });

  it('keeps the river 1L across a bridged hexside: a bridge negates a river only for movement between friendly hexes (7.8)', () => {
    const bridged = mod(attack([austrian(N, 4)], [italian(D)], { sides: [[N, D, 'bridge']] }).setup, 'river');
    expect(bridged).toMatchObject({ value: -1, rule: '11.7.2, TEC' });
    expect(bridged?.situational).toBeUndefined();
    expect(bridged!.reason).toBe('all attack factors attack across a river; a bridge does not help: it negates a river for movement between friendly hexes only (7.8)');
  });

  it('keeps the river 1L where a railroad crosses the river, a bridge by 7.8, even with both hexes recorded as the attacker’s', () => {
    const railed = attack([austrian(N, 4)], [italian(D)], { sides: [[N, D, 'river']], links: [[N, D, 'railroad']] });
    const controlled = { ...railed.view, control: { [cellKey(at(N))]: CENTRAL_POWERS, [cellKey(at(D))]: CENTRAL_POWERS } };
    const m = mod(combat(controlled, railed.setup.attackers, at(D)), 'river');
    expect(m).toMatchObject({ value: -1 });
    expect(m!.reason).toContain('(7.8)');
  });

  it('counts bridged river crossings towards the half of the attack factors that must cross', () => {
    const m = mod(attack([austrian(N, 4), austrian(NE, 4)], [italian(D)], { sides: [[N, D, 'bridge']] }).setup, 'river');
    expect(m).toMatchObject({ value: -1, situational: true, on: true });
    expect(m!.reason).toMatch(/^4 of 8 attack factors attack across a river \(1L only if at least half do\); a bridge does not help/);
  });

  it('shifts Italian attacks 1L at morale −2 but not at −1', () => {
    const values = (level: number) => ({ values: { moraleItalian: level } });
    expect(mod(attack([italian(N)], [austrian(D)], values(-2)).setup, 'morale')).toMatchObject({ value: -1, rule: '10.6' });
    expect(mod(attack([italian(N)], [austrian(D)], values(-1)).setup, 'morale')).toBeUndefined();
  });

  it('shifts joint British and Italian attacks 1L at Italian morale −2, but not British attacks alone', () => {
    const low = { values: { moraleItalian: -3 } };
    expect(mod(attack([british(N), italian(NE)], [austrian(D)], low).setup, 'morale')?.value).toBe(-1);
    expect(mod(attack([british(N)], [austrian(D)], low).setup, 'morale')).toBeUndefined();
  });

  it('shifts Austro-Hungarian attacks 1L at morale −2, and German attacks not at all', () => {
    const low = { values: { moraleAustroHungarian: -2 } };
    expect(mod(attack([austrian(N)], [italian(D)], low).setup, 'morale')?.value).toBe(-1);
    expect(mod(attack([german(N)], [italian(D)], low).setup, 'morale')).toBeUndefined();
  });

  it('shifts German and Austro-Hungarian attacks from different hexes 1L at low morale', () => {
    const m = mod(attack([german(N), austrian(NE)], [italian(D)], { values: { moraleAustroHungarian: -2 } }).setup, 'morale');
    expect(m?.value).toBe(-1);
    expect(m?.reason).toMatch(/not stacked together/);
  });

  it('does not shift an attack by German and Austro-Hungarian units stacked together, and says why', () => {
    const { setup } = attack([german(N), austrian(N)], [italian(D)], { values: { moraleAustroHungarian: -4 } });
    expect(mod(setup, 'morale')).toBeUndefined();
    expect(setup.findings.some((f) => f.rule === '10.6, 10.1')).toBe(true);
  });

  it('shifts every Central Powers attack 1R on GT 1, and no Allied attack', () => {
    expect(mod(attack([austrian(N)], [italian(D)], { values: { turn: 1 } }).setup, 'gt1-cp')).toMatchObject({ value: 1, rule: '11.7.2' });
    expect(mod(attack([italian(N)], [austrian(D)], { values: { turn: 1 } }).setup, 'gt1-cp')).toBeUndefined();
    expect(mod(attack([austrian(N)], [italian(D)], { values: { turn: 2 } }).setup, 'gt1-cp')).toBeUndefined();
  });

  it('adds 1R on GTs 1–2 for two or more German artillery units, not for one, not on GT 3', () => {
    const guns = (n: number, turn: number) => attack([german(N), ...Array.from({ length: n }, () => gun(N, 'German'))], [italian(D)], { values: { turn }, units: [hq(N, 'German')] }).setup;
    expect(mod(guns(2, 2), 'feuerwaltz')).toMatchObject({ value: 1, rule: '16.5' });
    expect(mod(guns(1, 1), 'feuerwaltz')).toBeUndefined();
    expect(mod(guns(2, 3), 'feuerwaltz')).toBeUndefined();
  });
});

describe('Caporetto die-roll modifiers', () => {
  it('adds +2 against defenders out of supply', () => {
    expect(mod(attack([austrian(N)], [italian(D), oosMarker(D)]).setup, 'oos')).toMatchObject({ kind: 'drm', value: 2, rule: '14.3' });
  });

  it('adds +1 when the defending army’s morale is −3 or lower, and not at −2', () => {
    expect(mod(attack([austrian(N)], [italian(D)], { values: { moraleItalian: -3 } }).setup, 'enemy-morale')).toMatchObject({ value: 1, rule: '10.6' });
    expect(mod(attack([italian(N)], [austrian(D)], { values: { moraleAustroHungarian: -4 } }).setup, 'enemy-morale')?.value).toBe(1);
    expect(mod(attack([austrian(N)], [italian(D)], { values: { moraleItalian: -2 } }).setup, 'enemy-morale')).toBeUndefined();
  });

  it('adds no morale DRM against a joint German/Austro-Hungarian stack', () => {
    const { setup } = attack([italian(N)], [austrian(D), german(D)], { values: { moraleAustroHungarian: -4 } });
    expect(mod(setup, 'enemy-morale')).toBeUndefined();
    expect(setup.findings.some((f) => f.rule === '10.6, 10.1')).toBe(true);
  });

  it('adds +1 for a concentric attack from three hexes, and nothing from two', () => {
    expect(mod(attack([austrian(N), austrian(SE), austrian(SW)], [italian(D)]).setup, 'concentric')).toMatchObject({ value: 1, rule: '11.2' });
    expect(mod(attack([austrian(N), austrian(N), austrian(S)], [italian(D)]).setup, 'concentric')).toBeUndefined();
  });

  it('adds gas +3 on GT 1 and +2 on GT 2 for attacks supported by German artillery, nothing on GT 3', () => {
    const gas = (turn: number) => mod(attack([german(N), gun(N, 'German')], [italian(D)], { values: { turn } }).setup, 'gas');
    expect(gas(1)).toMatchObject({ value: 3, rule: '16.6' });
    expect(gas(2)?.value).toBe(2);
    expect(gas(3)).toBeUndefined();
    expect(mod(attack([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)], { values: { turn: 1 } }).setup, 'gas')).toBeUndefined();
  });

  it('adds Rommel’s +1 to German assault infantry attacks in the 2nd Combat Sub-phase only', () => {
    const rommel = (phase: string, nationality = 'German') => {
      const assault = nationality === 'German' ? german(N, 4, 4, { assault: true }) : austrian(N, 4, 4, { assault: true });
      return mod(attack([assault], [italian(D)], { values: { rommel: true, phase } }).setup, 'rommel');
    };
    expect(rommel('combat2')).toMatchObject({ value: 1, kind: 'drm' });
    expect(rommel('combat1')).toBeUndefined();
    expect(rommel('combat2', 'Austro-Hungarian')).toBeUndefined();
  });

  it('gives every modifier a rule number', () => {
    const { setup } = attack([german(N), austrian(NE), austrian(SE), gun(N, 'German'), gun(N, 'German')], [italian(D), oosMarker(D)], {
      hexes: { [D]: 'mountain' }, sides: [[N, D, 'river']], values: { turn: 1, moraleItalian: -3, moraleAustroHungarian: -2 },
    });
    expect(setup.modifiers.length).toBeGreaterThanOrEqual(8);
    expect(setup.modifiers.every((m) => m.rule.trim() !== '')).toBe(true);
  });
});

describe('Caporetto combat resolution', () => {
  const crt = { tables: { crt: testCrt() } };

  it('reads the 11.7.1 example: 2:1 on a roll of 2 gives 3/1', () => {
    const { view, setup } = attack([austrian(N, 8)], [italian(D, 2, 4)], crt);
    const outcome = resolveCombat(view, setup, setup.modifiers, 2);
    expect(outcome).toMatchObject({ column: '2:1', shift: 0, drm: 0, modifiedRoll: 2, result: '3/1' });
    expect(outcome.explanation.join(' ')).toMatch(/attackers lose 3 steps, removed before the defender's losses/);
  });

  it('gives no result and asks for the CRT when none is typed in', () => {
    const { view, setup } = attack([austrian(N, 8)], [italian(D, 2, 4)]);
    const outcome = resolveCombat(view, setup, setup.modifiers, 2);
    expect(outcome.result).toBeNull();
    expect(outcome.explanation.join(' ')).toMatch(/type the CRT in from your chart/);
  });

  it('gives no result for a cell not typed in yet', () => {
    const partial = testCrt();
    partial.cells[1][2] = '';
    const { view, setup } = attack([austrian(N, 8)], [italian(D, 2, 4)], { tables: { crt: partial } });
    expect(resolveCombat(view, setup, setup.modifiers, 2).result).toBeNull();
  });

  it('moves the column by the shifts that are on and adds the DRMs to the roll', () => {
    const { view, setup } = attack([austrian(N, 4)], [italian(D, 2, 4), oosMarker(D)], { ...crt, hexes: { [D]: 'mountain' } });
    const extra: Modifier = { id: 'support-x', kind: 'shift', value: 1, reason: 'artillery employed', rule: '16.3' };
    const outcome = resolveCombat(view, setup, [...setup.modifiers, extra, extra, extra], 1);
    expect(setup.baseColumn).toBe('2:1');
    expect(outcome).toMatchObject({ shift: 2, column: '4:1', drm: 2, modifiedRoll: 3 });
  });

  it('leaves out a modifier the players switched off', () => {
    const { view, setup } = attack([austrian(N, 8)], [italian(D, 2, 4)], { ...crt, hexes: { [D]: 'mountain' } });
    const outcome = resolveCombat(view, setup, applyToggles(setup.modifiers, { terrain: false }), 2);
    expect(outcome.column).toBe('2:1');
    expect(outcome.result).toBe('3/1');
  });

  it('holds the column at the edge of the table and says so', () => {
    const { view, setup } = attack([austrian(N, 2)], [italian(D, 2, 4)], { ...crt, hexes: { [D]: 'marsh' } });
    const outcome = resolveCombat(view, setup, setup.modifiers, 3);
    expect(outcome.column).toBe('1:2');
    expect(outcome.explanation.join(' ')).toMatch(/held at the edge of the table/);
  });

  it('reads a roll modified beyond the rows on the last row and says so', () => {
    const { view, setup } = attack([austrian(N, 12)], [italian(D, 2, 2), oosMarker(D)], crt);
    const outcome = resolveCombat(view, setup, setup.modifiers, 6);
    expect(outcome).toMatchObject({ column: '6:1', modifiedRoll: 8, result: 'E' });
    expect(outcome.explanation.join(' ')).toMatch(/off the table: read on row 6/);
  });

  it('explains an E: all defenders eliminated, no morale roll, casualties counted, advance', () => {
    const { view, setup } = attack([austrian(N, 12)], [italian(D, 1, 1, { stepsLeft: 1 }), italian(D, 1, 1)], crt);
    const text = resolveCombat(view, setup, setup.modifiers, 6).explanation.join(' ');
    expect(text).toMatch(/all defending units are eliminated/);
    expect(text).toMatch(/no Morale Table roll/);
    expect(text).toMatch(/costs the Italian defenders 3 steps/);
    expect(text).toMatch(/may advance into it/);
  });

  it('offers Italian defenders the Morale Table with their morale and the assault bonus', () => {
    const { view, setup } = attack([austrian(N, 8)], [italian(D, 2, 4, { assault: true })], { ...crt, values: { moraleItalian: -1 } });
    const text = resolveCombat(view, setup, setup.modifiers, 2).explanation.join(' ');
    expect(text).toMatch(/Morale Table to retreat in lieu of one step loss: 1d6 −1 for Italian morale, \+2 for the assault infantry/);
  });

  it('lets a mixed German/Austro-Hungarian stack retreat with no morale roll', () => {
    const { view, setup } = attack([italian(N, 8)], [austrian(D, 1, 2), german(D, 1, 2)], crt);
    expect(resolveCombat(view, setup, setup.modifiers, 2).explanation.join(' ')).toMatch(/mixed German\/Austro-Hungarian stack is not affected by morale/);
  });

  it('makes attacking assault infantry take the first step loss when it attacks with other infantry', () => {
    const { view, setup } = attack([austrian(N, 4, 4, { assault: true }), austrian(NE, 4)], [italian(D, 2, 4)], crt);
    expect(resolveCombat(view, setup, setup.modifiers, 2).explanation.join(' ')).toMatch(/assault infantry unit must take the first step loss/);
  });

  it('writes one log line with attackers, defender hex, odds, column, roll and result', () => {
    const first = austrian(N, 8, 4, { name: '12th Div' });
    const { view, setup } = attack([first], [italian(D, 2, 4)], { ...crt, hexes: { [D]: 'mountain' } });
    const outcome = resolveCombat(view, setup, setup.modifiers, 3);
    expect(outcome.summary).toBe('12th Div (8) attack 0606 (4): 2:1, 1L → 1:1; roll 3 = 3: 1/1');
  });
});

describe('Caporetto CRT result codes', () => {
  it('reads steps, E and steps-with-E results', () => {
    expect(parseCrtResult('3/1')).toEqual({ attacker: 3, defender: 1 });
    expect(parseCrtResult('E')).toEqual({ attacker: 0, defender: 'E' });
    expect(parseCrtResult('1/E')).toEqual({ attacker: 1, defender: 'E' });
    expect(parseCrtResult('NE')).toBeNull();
  });
});
