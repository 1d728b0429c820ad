/**
 * Operazione C3 close combat (5.5–5.5.2, 1.3.10, 7.2–7.5): who may attack and defend, strengths
 * with their halvings, odds rounded down, the shifts with their rules, the cap of three shifts
 * along the table, and what each result means. TEC and CRT numbers are test numbers.
 */
import { describe, expect, it } from 'vitest';
import { combat, resolveCombat } from '../../../../rulesets/c3/combat';
import type { Modifier } from '../../../../src/rules/kit';
import { at, british, c3Board, crtWith, italian, marker } from './support/c3Board';

const ids = (...names: string[]) => names;
const shiftIds = (mods: readonly Modifier[]) => mods.map((m) => `${m.id}:${m.value}`);

describe('the combat setup', () => {
  it('adds the defender’s terrain shifts, overlapping terrain adding (TEC, 1.3.5)', () => {
    const b = c3Board().paint('hill', '0706').set({ towns: ['0706'] }).place(italian('A', '0705'), british('D', '0706'));
    const s = combat(b.view(), ids('A'), at('0706'));
    expect(s.modifiers.find((m) => m.id === 'terrain')).toMatchObject({ value: -2, reason: 'defender in Hill + Town' });
  });

  it('gives 1R for an attack from opposite hexes, or from three hexes not touching (5.5.1)', () => {
    const b = c3Board().place(british('D', '0706'), italian('N', '0705'), italian('S', '0707'), italian('NE', '0806'), italian('SW', '0607'), italian('SE', '0807'));
    expect(shiftIds(combat(b.view(), ids('N', 'S'), at('0706')).modifiers)).toContain('concentric:1');
    expect(shiftIds(combat(b.view(), ids('N', 'NE'), at('0706')).modifiers)).not.toContain('concentric:1');
    expect(shiftIds(combat(b.view(), ids('N', 'SW', 'SE'), at('0706')).modifiers)).toContain('concentric:1');
  });

  it('offers each side’s elite shift as the players’ choice (5.5.1)', () => {
    const b = c3Board().place(british('D', '0706', { elite: true }), italian('A', '0705', { elite: true }));
    const mods = combat(b.view(), ids('A'), at('0706')).modifiers;
    expect(mods.filter((m) => m.situational).map((m) => `${m.id}:${m.value}`)).toEqual(['elite-attacker:1', 'elite-defender:-1']);
  });

  it('counts engineers as elite in a town only when the players tick it (7.2)', () => {
    const b = c3Board().set({ towns: ['0706'] }).place(british('D', '0706'), italian('Pioneers', '0705', { type: 'engineers' }));
    expect(combat(b.view(), ids('Pioneers'), at('0706')).modifiers.find((m) => m.id === 'engineer-attacker')).toMatchObject({ value: 1, situational: true, on: false, rule: '7.2' });
  });

  it('keeps units with a parenthesised value and coastal units out of the attack (5.5, 7.3)', () => {
    const b = c3Board().place(british('D', '0706'), italian('A', '0705'), italian('Paren', '0705', { defendOnly: true }), italian('Gun', '0707', { type: 'coastal' }));
    const s = combat(b.view(), ids('A', 'Paren', 'Gun'), at('0706'));
    expect(s.attackers).toEqual(['A']);
    expect(s.findings.filter((f) => f.severity === 'illegal').map((f) => f.rule).sort()).toEqual(['5.5', '7.3']);
  });

  it('lets only the defender hex’s combat stacking attack from one hex; the rest suffer nothing (5.5)', () => {
    const b = c3Board().paint('hill', '0706').place(british('D', '0706'), italian('A', '0705', { attack: 4 }), italian('B', '0705'));
    const s = combat(b.view(), ids('A', 'B'), at('0706'));
    expect(s.attackers).toEqual(['A']);
    expect(s.attack).toBe(4);
    expect(s.strengthNotes.join(' ')).toMatch(/B at 0705: over the 2 stacking points/);
  });

  it('halves a Disorganized unit’s value, rounded up per unit (5.5.1, 1.3.9)', () => {
    const b = c3Board().place(british('D', '0706', { attack: 3 }), marker('dg', '0706'), italian('A', '0705'));
    expect(combat(b.view(), ids('A'), at('0706')).defence).toBe(2);
  });

  it('halves landed forces that cannot trace to a controlled port from turn 3 (7.5)', () => {
    const b = c3Board().set({ turn: 3, ports: ['0701'] }).place(british('D', '0706'), italian('A', '0705', { attack: 5 }));
    expect(combat(b.view(), ids('A'), at('0706')).attack).toBe(3);
    b.controlled('Axis', '0701');
    expect(combat(b.view(), ids('A'), at('0706')).attack).toBe(5);
    b.set({ turn: 2 }).controlled('British', '0701');
    expect(combat(b.view(), ids('A'), at('0706')).attack).toBe(5);
  });

  it('halves an attack landing from the sea, and an Ar there eliminates the attackers (4.2)', () => {
    const b = c3Board().paint('sea', '0705').place(british('D', '0706'), italian('Marines', '0705', { attack: 3 }));
    b.table('crt', crtWith({ '1:1': { 7: 'Ar/-' } }));
    const s = combat(b.view(), ids('Marines'), at('0706'));
    expect([s.attack, s.defence]).toEqual([2, 2]);
    expect(resolveCombat(b.view(), s, s.modifiers, 7).explanation.join(' ')).toMatch(/attackers are eliminated \(4\.2\)/);
  });

  it('adds the Victory Line’s shift only to attacks made across it from the north (7.4)', () => {
    const b = c3Board().side('victory-line', '0705', '0706').side('victory-line', '0706', '0707').place(british('D', '0706'), italian('N', '0705'), italian('S', '0707'));
    expect(shiftIds(combat(b.view(), ids('N'), at('0706')).modifiers)).toContain('victory-line:-1');
    expect(shiftIds(combat(b.view(), ids('S'), at('0706')).modifiers)).not.toContain('victory-line:-1');
  });

  it('treats an attack during movement as an overrun at double the hex’s cost (5.2.4)', () => {
    const b = c3Board().paint('hill', '0706').set({ phase: 'movement' }).place(british('D', '0706'), italian('A', '0705'));
    expect(combat(b.view(), ids('A'), at('0706')).findings.find((f) => f.rule === '5.2.4')?.text).toMatch(/overrun: the stack pays 4 MP, double the hex's cost/);
    b.set({ phase: 'combat' });
    expect(combat(b.view(), ids('A'), at('0706')).findings.some((f) => f.rule === '5.2.4')).toBe(false);
  });

  it('calls for the Tank/Anti-Tank combat first when armour attacks (5.5.2)', () => {
    const b = c3Board().place(british('D', '0706'), italian('Tank', '0705', { type: 'armour', steps: 1 }));
    expect(combat(b.view(), ids('Tank'), at('0706')).findings.find((f) => f.rule === '5.5.2')?.text).toMatch(/once for each of 1 armoured attacker/);
  });
});

describe('reading the roll', () => {
  it('starts shifts from the real odds: 8 against 1 with four shifts left is read on 4:1 (1.3.10)', () => {
    const b = c3Board().place(british('D', '0706', { attack: 1 }), italian('A', '0705', { attack: 8 })).table('crt', crtWith({ '4:1': { 7: '1/Dr' } }));
    const s = combat(b.view(), ids('A'), at('0706'));
    const left: Modifier[] = [{ id: 'x', kind: 'shift', value: -4, reason: 'test', rule: '' }];
    const out = resolveCombat(b.view(), s, left, 7);
    expect([out.column, out.result, out.shift]).toEqual(['4:1', '1/Dr', -4]);
    expect(out.summary).toBe('attack 0706 (8 v 1): 8:1, 4L → 4:1 on 4:1; roll 7: 1/Dr');
    expect(out.explanation.join(' ')).toMatch(/defenders retreat two hexes and are Disrupted/);
  });

  it('drops shifts past the third along the table, and says so (1.3.10)', () => {
    const b = c3Board().place(british('D', '0706', { attack: 2 }), italian('A', '0705', { attack: 2 })).table('crt', crtWith());
    const s = combat(b.view(), ids('A'), at('0706'));
    const out = resolveCombat(b.view(), s, [{ id: 'x', kind: 'shift', value: 5, reason: 'test', rule: '' }], 7);
    expect(out.column).toBe('4:1');
    expect(out.explanation.join(' ')).toMatch(/2 shifts dropped/);
  });

  it('turns an Ar into a step lost when the defender is in a city (5.5.1.1)', () => {
    const b = c3Board().set({ cities: ['0706'] }).place(british('D', '0706'), italian('A', '0705')).table('crt', crtWith({ '1:2': { 4: 'Ar/-' } }));
    const s = combat(b.view(), ids('A'), at('0706'));
    expect(resolveCombat(b.view(), s, s.modifiers, 4).explanation.join(' ')).toMatch(/loses 1 step instead and does not retreat/);
  });

  it('explains Intense Combat and its choices (5.5.1.1)', () => {
    const b = c3Board().place(british('D', '0706'), italian('A', '0705')).table('crt', crtWith({ '1:1': { 8: 'Cl' } }));
    const s = combat(b.view(), ids('A'), at('0706'));
    expect(resolveCombat(b.view(), s, s.modifiers, 8).explanation.join(' ')).toMatch(/Intense Combat: the attacker decides first/);
  });

  it('asks for the table when the players have not typed it in', () => {
    const b = c3Board().place(british('D', '0706'), italian('A', '0705'));
    const s = combat(b.view(), ids('A'), at('0706'));
    const out = resolveCombat(b.view(), s, s.modifiers, 7);
    expect(out.result).toBeNull();
    expect(out.explanation.join(' ')).toMatch(/Type the Close Combat Table in/);
  });
});
