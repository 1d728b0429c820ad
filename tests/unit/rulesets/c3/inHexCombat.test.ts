/**
 * Combat inside one hex (3.2): "If an expected drop hex is occupied, at the end of all the
 * Formation's drops, the units that have dropped into the hex must attack the occupants at a
 * halved Combat Value. All the non-Dispersed units in the hex participate in the combat." and
 * "Dispersed units can be attacked normally, but only by enemy units in the same hex that have
 * spent double the cost of the hex's terrain as if there were no roads, and that respect the
 * hex's combat stacking limit. Only one round takes place (possibly also with tanks) and "Cl"
 * results are ignored." The odds line never prints a ratio the strengths do not make.
 */
import { describe, expect, it } from 'vitest';
import { combat, resolveCombat } from '../../../../rulesets/c3/combat';
import type { Finding } from '../../../../src/rules/kit';
import { at, british, c3Board, crtWith, german, italian } from './support/c3Board';

const ruled = (findings: readonly Finding[]) => findings.map((f) => `${f.severity} ${f.rule}`);

describe('paratroopers dropped onto enemy units (3.2)', () => {
  it('lets the units that dropped into the hex attack its occupants, each at a halved Combat Value', () => {
    const b = c3Board().place(british('D', '0706', { attack: 2 }), german('P1', '0706', { attack: 3 }), german('P2', '0706', { attack: 4 }));
    const s = combat(b.view(), ['P1', 'P2'], at('0706'));
    expect(ruled(s.findings)).not.toContain('illegal 5.5');
    expect(s.attackers).toEqual(['P1', 'P2']);
    expect(s.defenders).toEqual(['D']);
    expect(s.attack).toBe(4);
    expect(s.strengthNotes).toContain('P1 3 → 2: dropped onto the occupants, halved (3.2)');
    expect(s.findings.find((f) => f.rule === '3.2')?.text).toMatch(/^air drop onto the occupants of 0706/);
  });

  it('leaves a Dispersed paratrooper out: "Dispersed units are considered as if they were not present on the map"', () => {
    const b = c3Board().place(british('D', '0706'), german('P1', '0706'), german('P2', '0706', {}, 1));
    const s = combat(b.view(), ['P1', 'P2'], at('0706'));
    expect(s.attackers).toEqual(['P1']);
    expect(s.findings.find((f) => f.pieces?.includes('P2'))).toMatchObject({ severity: 'illegal', rule: '3.2' });
  });
});

describe('attacks on Dispersed units (3.2)', () => {
  it('lets units in the same hex attack the Dispersed units there, who defend', () => {
    const b = c3Board().place(german('P', '0706', { attack: 2 }, 1), british('B', '0706', { attack: 4 }));
    const s = combat(b.view(), ['B'], at('0706'));
    expect(ruled(s.findings)).not.toContain('illegal 5.5');
    expect(s.defenders).toEqual(['P']);
    expect([s.attack, s.baseColumn]).toEqual([4, '2:1']);
    expect(s.findings.find((f) => f.rule === '3.2')?.text).toMatch(/one round only \(tanks too\), Cl results ignored/);
  });

  it('refuses an attack on Dispersed units from the next hex: only enemy units in the same hex attack them', () => {
    const b = c3Board().place(german('P', '0706', {}, 1), british('B', '0705'));
    const s = combat(b.view(), ['B'], at('0706'));
    expect(s.findings.find((f) => f.pieces?.includes('B'))).toMatchObject({ severity: 'illegal', rule: '3.2' });
  });

  it('still refuses a unit attacking the hex it stands in when no enemy is there', () => {
    const b = c3Board().place(italian('A', '0706'));
    const s = combat(b.view(), ['A'], at('0706'));
    expect(s.findings.find((f) => f.pieces?.includes('A'))).toMatchObject({ severity: 'illegal', rule: '5.5' });
  });
});

describe('the odds line (5.5.1)', () => {
  it('never prints a ratio the strengths do not make when nothing defends', () => {
    const b = c3Board().place(italian('A', '0705', { attack: 6 })).table('crt', crtWith());
    const s = combat(b.view(), ['A'], at('0706'));
    expect(s.baseColumn).toBe('undefended');
    expect(s.strengthNotes.join(' ')).not.toMatch(/\d{3,}:\d|:\d{3,}/);
    const out = resolveCombat(b.view(), s, [], 7);
    expect(out.summary).toMatch(/^attack 0706 \(6 v 0\): undefended on /);
    expect(out.summary + out.explanation.join(' ')).not.toMatch(/\d{3,}:\d|:\d{3,}/);
  });

  it('never prints one when the attackers have no Combat Value', () => {
    const b = c3Board().place(italian('A', '0705', { attack: 0, defence: 0 }), british('D', '0706')).table('crt', crtWith());
    const s = combat(b.view(), ['A'], at('0706'));
    expect(s.baseColumn).toBe('no attack strength');
    const out = resolveCombat(b.view(), s, [{ id: 'x', kind: 'shift', value: -2, reason: 'test', rule: '' }], 7);
    expect(out.summary + s.strengthNotes.join(' ') + s.findings.map((f) => f.text).join(' ')).not.toMatch(/\d{3,}:\d|:\d{3,}/);
  });
});
