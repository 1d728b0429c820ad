import { describe, expect, it } from 'vitest';
import { combat, resolveCombat } from '../../../../rulesets/kesselring/combat';
import { retreatOptions } from '../../../../rulesets/kesselring/combatResults';
import { applyToggles, type Modifier } from '../../../../src/rules/kit';
import { at, british, crtWith, garrison, german, italian, kwBoard, marker, unit, us } from './support/kwBoard';

type B = ReturnType<typeof kwBoard>;
const setUp = (b: B, attackers: string[], hex: string) => combat(b.view(), attackers, at(hex));
const shifts = (b: B, attackers: string[], hex: string) => Object.fromEntries(setUp(b, attackers, hex).modifiers.filter((m) => m.on !== false).map((m) => [m.id, m.value]));
const shift = (id: string, value: number): Modifier => ({ id, kind: 'shift', value, reason: id, rule: 'test' });

describe("Kesselring's War ground combat", () => {
  it('reads 25 factors against 10 as 250%, on the 200–299% column (15.3 example)', () => {
    const b = kwBoard().table('crt', crtWith()).place(us('A', '1011', { attack: 13 }), us('B', '1109', { attack: 12 }), german('HG', '1010', { attack: 10 }));
    const setup = setUp(b, ['A', 'B'], '1010');
    expect([setup.attack, setup.defence]).toEqual([25, 10]);
    expect(setup.baseColumn).toBe('200–299%');
    expect(setup.strengthNotes[0]).toContain('25 ÷ 10 × 100 = 250%');
  });

  it('nets the shifts of both sides: 200% with 2R and 3L resolves at 150% (15.4 example)', () => {
    const b = kwBoard().table('crt', crtWith({ '150–199%': { 4: 'DW' } })).place(us('A', '1011', { attack: 10 }), german('HG', '1010', { attack: 5 }));
    const setup = setUp(b, ['A'], '1010');
    const outcome = resolveCombat(b.view(), setup, [shift('r', 2), shift('l', -3)], 4);
    expect(outcome.column).toBe('150–199%');
    expect(outcome.result).toBe('DW');
  });

  it('holds the odds between the ≤49% and 700% columns (15.4)', () => {
    const weak = kwBoard().place(us('A', '1011', { attack: 1 }), german('HG', '1010', { attack: 30 }));
    expect(setUp(weak, ['A'], '1010').baseColumn).toBe('≤49%');
    const strong = kwBoard().place(us('A', '1011', { attack: 90 }), german('HG', '1010', { attack: 10 }));
    const setup = setUp(strong, ['A'], '1010');
    expect(setup.baseColumn).toBe('700%');
    expect(resolveCombat(strong.view(), setup, [shift('r', 3)], 1).column).toBe('700%');
  });

  it('gives a defender in rough terrain behind a river 2L (15.5 example), the river only when every attacker crosses it', () => {
    const b = kwBoard().paint('rough', '1010').side('river', '1010', '1011').place(us('A', '1011'), german('HG', '1010'));
    expect(shifts(b, ['A'], '1010')).toMatchObject({ terrain: -1, river: -1 });
    b.place(us('B', '1109'));
    expect(shifts(b, ['A', 'B'], '1010')).not.toHaveProperty('river');
  });

  it('adds 1L for a fortification and takes away the mechanized shift there (15.6, 15.7, 25.3)', () => {
    const b = kwBoard().place(us('2nd Armd', '1011', { type: 'armor' }), german('HG', '1010'));
    expect(shifts(b, ['2nd Armd'], '1010')).toMatchObject({ mechanized: 1 });
    b.place(marker('fortification', '1010'));
    const s = shifts(b, ['2nd Armd'], '1010');
    expect(s).toMatchObject({ fortification: -1 });
    expect(s).not.toHaveProperty('mechanized');
  });

  it('gives a mechanized attack 1R against open terrain or a town only (15.7)', () => {
    const rough = kwBoard().paint('rough', '1010').place(us('2nd Armd', '1011', { type: 'armor' }), german('HG', '1010'));
    expect(shifts(rough, ['2nd Armd'], '1010')).not.toHaveProperty('mechanized');
    rough.set({ towns: ['1010'] });
    expect(shifts(rough, ['2nd Armd'], '1010')).toMatchObject({ mechanized: 1 });
  });

  it('gives a concentric attack 1R when the six hexes around are attackers, friendly ZOC or sea (15.8)', () => {
    // 1010's neighbours: 1009, 1109, 1110, 1011, 0910, 0909
    const b = kwBoard().paint('sea', '0909').place(german('HG', '1010'), us('A', '1011'), us('B', '1109'), us('C', '0910'), us('Screen', '1111'), us('Far', '1008'));
    expect(shifts(b, ['A', 'B', 'C'], '1010')).toMatchObject({ concentric: 1 });
    const open = kwBoard().paint('sea', '0909').place(german('HG', '1010'), us('A', '1011'), us('B', '1109'), us('C', '0910'), us('Screen', '1111'));
    expect(shifts(open, ['A', 'B', 'C'], '1010')).not.toHaveProperty('concentric');
    b.set({ northEdge: ['1010'] });
    expect(shifts(b, ['A', 'B', 'C'], '1010')).not.toHaveProperty('concentric');
  });

  it('counts all-sea hexes around: Allies in 1627, 1726 and 1827 attack 1727 concentrically (15.8 example)', () => {
    const b = kwBoard().paint('sea', '1628', '1728', '1828').place(italian('54 Nap', '1727'), british('51 Inf', '1627'), british('50 Inf', '1726'), british('5 Inf', '1827'));
    expect(shifts(b, ['51 Inf', '50 Inf', '5 Inf'], '1727')).toMatchObject({ concentric: 1 });
    expect(shifts(b, ['51 Inf', '50 Inf'], '1727')).not.toHaveProperty('concentric');
  });

  it('gives 1R per CAS air unit on the hex, one negated by flak (21.1.1, 24.3)', () => {
    const tac = (name: string) => unit(name, '1010', { side: 'Allies', nationality: 'US', type: 'tac', range: '12' });
    const b = kwBoard().place(us('A', '1011'), italian('Livorno', '1010'), tac('I/12AF'), tac('II/12AF'));
    expect(shifts(b, ['A'], '1010')).toMatchObject({ cas: 2 });
    b.place(garrison('Gela', '1010', 'Axis'));
    expect(shifts(b, ['A'], '1010')).toMatchObject({ cas: 1 });
  });

  it('gives an invasion from the sea 2L and no mechanized shift (18.4.1, 15.7)', () => {
    const b = kwBoard().paint('sea', '1011').place(us('2nd Armd', '1011', { type: 'armor' }), italian('Napoli', '1010'));
    const s = shifts(b, ['2nd Armd'], '1010');
    expect(s).toMatchObject({ invasion: -2 });
    expect(s).not.toHaveProperty('mechanized');
  });

  it('lands invasions on open terrain, ports, cities and towns only, three units an Amphib (18.2, 18.3)', () => {
    const amphib = (label: string) => unit(`Amphib ${label}`, label, { side: 'Allies', nationality: 'US', type: 'amphibious' });
    const b = kwBoard().paint('sea', '1011').paint('rough', '1010').place(italian('Napoli', '1010'), us('A', '1011'), us('B', '1011'), us('C', '1011'), us('D', '1011'));
    const texts = () => setUp(b, ['A', 'B', 'C', 'D'], '1010').findings.map((f) => `${f.severity} ${f.rule}`);
    expect(texts()).toEqual(expect.arrayContaining(['illegal 18.2', 'warning 18.3']));
    b.set({ towns: ['1010'] }).place(amphib('1011'));
    expect(setUp(b, ['A', 'B', 'C', 'D'], '1010').findings.find((f) => f.rule === '18.2')?.text).toContain('an Amphib lands up to three');
    expect(setUp(b, ['A', 'B', 'C'], '1010').findings.filter((f) => f.rule.startsWith('18'))).toEqual([]);
  });

  it('offers naval gunfire on coastal hexes and commits the SSU of the right contingent (22.2, 23.2)', () => {
    const b = kwBoard().paint('sea', '0909').place(us('A', '1011'), german('HG', '1010'), unit('Patton', '1011', { side: 'Allies', nationality: 'US', type: 'leader', attackSupport: 1 }), unit('Kesselring', '1010', { side: 'Axis', nationality: 'German', type: 'leader', defenceSupport: 1 }), unit('Montgomery', '1011', { side: 'Allies', nationality: 'British', type: 'leader', attackSupport: 2 }));
    const setup = setUp(b, ['A'], '1010');
    const byId = Object.fromEntries(setup.modifiers.map((m) => [m.id, m]));
    expect(byId['gunfire-attack']).toMatchObject({ value: 1, situational: true, on: false });
    expect(byId['ssu-attack']).toMatchObject({ value: 1, reason: 'Patton committed to the attack' });
    expect(byId['ssu-defence']).toMatchObject({ value: -1 });
  });

  it('lets mountain units negate one defender shift in rough or mountains (24.2)', () => {
    const b = kwBoard().paint('mountain', '1010').place(british('GTM', '1011', { type: 'mountain' }), german('HG', '1010'));
    expect(shifts(b, ['GTM'], '1010')).toMatchObject({ terrain: -2, mountain: 1 });
  });

  it('gives 1R against defenders who cannot trace a LOC (12.5)', () => {
    const b = kwBoard().set({ airfields: ['1014'] }).place(us('A', '1011'), german('HG', '1010'), garrison('Field', '1014', 'Axis'));
    expect(shifts(b, ['A'], '1010')).toMatchObject({ 'no-loc': 1 });
    b.link('road', '1010', '1009', '1008', '1007').set({ airfields: ['1014', '1007'] }).place(garrison('North field', '1007', 'Axis'));
    expect(shifts(b, ['A'], '1010')).not.toHaveProperty('no-loc');
  });

  it('forbids garrison attacks, mixed contingents, the Strait and mechanized attacks into mountains off road (12.1, 15.1, 15.9)', () => {
    const b = kwBoard().paint('mountain', '1010').side('strait', '1010', '1109').place(german('HG', '1010'), garrison('Gar', '1011', 'Allies'), us('A', '0910'), british('B', '1110', { type: 'armor' }), us('C', '1109'));
    const rules = setUp(b, ['Gar', 'A', 'B', 'C'], '1010').findings.filter((f) => f.severity === 'illegal').map((f) => f.text);
    expect(rules.join(' | ')).toContain('garrisons defend but never attack');
    expect(rules.join(' | ')).toContain('same contingent');
    expect(rules.join(' | ')).toContain('Strait of Messina');
    expect(rules.join(' | ')).toContain('mechanized units attack into mountains only along roads');
  });

  it('explains a DD with each defender\'s retreat hexes, the EZOC losses and the garrison eliminated (16.1, 17.1.1)', () => {
    const b = kwBoard().table('crt', crtWith({ '100–149%': { 3: 'DD' } })).place(us('A', '1011', { attack: 6 }), german('HG', '1010', { attack: 5 }), garrison('Gar', '1010', 'Axis', { attack: 1 }));
    const setup = setUp(b, ['A'], '1010');
    const out = resolveCombat(b.view(), setup, applyToggles(setup.modifiers, {}), 3);
    const text = out.explanation.join(' ');
    expect(out.result).toBe('DD');
    expect(text).toContain('Gar: garrisons never retreat and are eliminated instead');
    expect(text).toContain('HG (defender) retreats 2 hexes');
    expect(text).toContain('the attacker may pursue');
  });

  it('ends a two-hex retreat two hexes away and counts each EZOC entered (17.1.1)', () => {
    const b = kwBoard().place(german('HG', '1010'), us('A', '1011'));
    const options = retreatOptions(b.view(), b.view().units.find((u) => u.id === 'HG')!, 2);
    expect(options.every((o) => Math.abs(o.cell.col - at('1010').col) <= 2)).toBe(true);
    expect(options.find((o) => o.cell.col === at('1008').col && o.cell.row === at('1008').row)).toMatchObject({ ezoc: 0 });
    expect(options.some((o) => o.ezoc > 0)).toBe(true);
  });

  it('says Italian units and units lost to a concentric attack are eliminated for good (8.1.3)', () => {
    const b = kwBoard().table('crt', crtWith({ '700%': { 6: 'DE' } })).paint('sea', '0909').place(italian('Livorno', '1010', { attack: 1 }), us('A', '1011', { attack: 9 }));
    const text = resolveCombat(b.view(), setUp(b, ['A'], '1010'), [], 6).explanation.join(' ');
    expect(text).toContain('Livorno: permanently eliminated (8.1.3, Italian)');
    const germans = kwBoard().table('crt', crtWith({ '700%': { 6: 'DE' } })).place(german('HG', '1010', { attack: 1 }), us('A', '1011', { attack: 9 }));
    expect(resolveCombat(germans.view(), setUp(germans, ['A'], '1010'), [], 6).explanation.join(' ')).toContain('HG: roll for the replacement turn (8.1.1, Rolls)');
  });
});
