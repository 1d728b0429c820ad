import { describe, expect, it } from 'vitest';
import { locOf, outOfSupply } from '../../../../rulesets/kesselring/logistics';
import type { RulesView } from '../../../../src/rules/types';
import { garrison, german, kwBoard, us } from './support/kwBoard';

const loc = (view: RulesView, id: string) => locOf(view, view.units.find((u) => u.id === id)!);

describe("Kesselring's War lines of communication", () => {
  it('traces as far as the printed MF along roads, as in the Anzio–Gaeta example (12.2)', () => {
    const b = kwBoard().paint('rough', '1011', '1012', '1013', '1014', '1015').link('road', '1010', '1011', '1012', '1013', '1014', '1015', '1016')
      .set({ ports: ['1016'] }).place(us('VI Corps', '1010', { movement: 6 }), garrison('Gaeta', '1016', 'Allies'));
    const line = loc(b.view(), 'VI Corps');
    expect(line.inSupply).toBe(true);
    expect(line.reason).toContain('6 hexes to Gaeta (1016) along roads and open terrain (MF 6)');
  });

  it('traces only half the MF, rounded up, through other terrain (12.2)', () => {
    const block = (b: ReturnType<typeof kwBoard>) => b.paint('rough', ...['07', '08', '09', '10', '11', '12', '13'].flatMap((c) => ['08', '09', '10', '11', '12', '13', '14', '15'].map((r) => `${c}${r}`)));
    const rough = block(kwBoard()).set({ ports: ['1014'] }).place(us('1st Inf', '1010', { movement: 5 }), garrison('Licata', '1014', 'Allies'));
    expect(loc(rough.view(), '1st Inf').inSupply).toBe(false);
    const near = block(kwBoard()).set({ ports: ['1013'] }).place(us('1st Inf', '1010', { movement: 5 }), garrison('Licata', '1013', 'Allies'));
    expect(loc(near.view(), '1st Inf').reason).toContain('through other terrain (half the MF, 3)');
  });

  it('counts only Allied garrisons in ports, and Axis garrisons in airfields or supply sources (12.4)', () => {
    const b = kwBoard().set({ ports: ['1012'], airfields: ['2012'], supplySources: ['3012'] })
      .place(us('1st Inf', '1010'), garrison('Town gar', '1110', 'Allies'), garrison('Port gar', '1012', 'Allies'), german('HG', '2010'), garrison('Field gar', '2012', 'Axis'), german('SB', '3010'), garrison('Roma gar', '3012', 'Axis'));
    expect(loc(b.view(), '1st Inf').sources.map((s) => s.name)).toEqual(['Port gar (1012)']);
    expect(loc(b.view(), 'HG').inSupply).toBe(true);
    expect(loc(b.view(), 'SB').inSupply).toBe(true);
    const unsupplied = kwBoard().place(us('1st Inf', '1010'), garrison('Town gar', '1012', 'Allies'));
    expect(loc(unsupplied.view(), '1st Inf').reason).toContain('no supply source on the map');
  });

  it('never passes enemy units or their zones, but leaves the unit\'s own EZOC (12.3, 11.2)', () => {
    const blocked = kwBoard().set({ ports: ['1014'] }).place(us('1st Inf', '1010'), garrison('Port', '1014', 'Allies'), german('HG', '0912'), german('26th Pz', '1112'));
    expect(loc(blocked.view(), '1st Inf').inSupply).toBe(false);
    const engaged = kwBoard().set({ ports: ['1013'] }).place(us('1st Inf', '1011'), garrison('Port', '1013', 'Allies'), german('HG', '0910'));
    expect(loc(engaged.view(), '1st Inf').inSupply).toBe(true);
  });

  it('lets a garrison in an EZOC supply only its own hex, where units are always In Supply (12.3)', () => {
    const b = kwBoard().set({ ports: ['1012'] }).place(us('1st Inf', '1010'), us('3rd Inf', '1012'), garrison('Port', '1012', 'Allies'), german('HG', '1013'));
    expect(loc(b.view(), '1st Inf').inSupply).toBe(false);
    expect(loc(b.view(), '3rd Inf').reason).toContain('always In Supply');
  });

  it('keeps a mechanized unit\'s line out of mountains unless a road runs there (12.3)', () => {
    const b = kwBoard().paint('mountain', '1011').paint('sea', '0910', '0911', '1110', '1111').set({ airfields: ['1012'] })
      .place(german('HG', '1010', { type: 'armor', movement: 4 }), german('1st Para', '1010', { type: 'airborne', movement: 4 }), garrison('Field', '1012', 'Axis'));
    expect(loc(b.view(), 'HG').inSupply).toBe(false);
    expect(loc(b.view(), '1st Para').inSupply).toBe(true);
    b.link('road', '1010', '1011', '1012');
    expect(loc(b.view(), 'HG').inSupply).toBe(true);
  });

  it('lets Axis units on the mainland trace to the Staging Area off the north map edge (26.2)', () => {
    const b = kwBoard().set({ northEdge: ['1005'], sicily: ['2020'] }).place(german('HG', '1008'), german('15th PzG', '2020'));
    expect(loc(b.view(), 'HG').reason).toContain('the Axis Staging Area off 1005');
    expect(loc(b.view(), '15th PzG').inSupply).toBe(false);
    expect(outOfSupply(b.view(), 'Axis').map((u) => u.id)).toEqual(['15th PzG']);
  });
});
