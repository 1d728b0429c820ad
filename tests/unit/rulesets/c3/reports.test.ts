/**
 * Operazione C3's reports: the sequence of play ticked off (2, 2.1), the end of turn (6), and the
 * checks before La Spezia drops (3.2.1) or reinforcements land (4.2.1).
 */
import { describe, expect, it } from 'vitest';
import { reports } from '../../../../rulesets/c3/reports';
import type { RulesView } from '../../../../src/rules/types';
import { british, c3Board, chit, italian, keyOf } from './support/c3Board';

const run = (id: string, view: RulesView, choice?: string) => reports.find((r) => r.id === id)!.run(view, choice);
const changes = (r: ReturnType<typeof run>) => Object.fromEntries((r.changes ?? []).map((c) => [c.id, c.value]));

describe('the sequence of play', () => {
  it('ticks the segments done and suggests the next', () => {
    const r = run('sequence', c3Board().set({ turn: 1, phase: 'movement' }).view());
    expect(r.lines.slice(0, 2)).toEqual(['✓ A-1 Definition of the active Formation (5.1)', '→ A-2 Movement and declaration of attacks (5.2)']);
    expect(changes(r)).toEqual({ phase: 'disorganization' });
  });

  it('lists the S turn’s own segments only in turn S, and returns to A-1 after combat', () => {
    expect(run('sequence', c3Board().set({ turn: 0, phase: 'airdrop' }).view()).lines[1]).toBe('→ SA-2 Airdrop operations (3.2)');
    expect(changes(run('sequence', c3Board().set({ turn: 2, phase: 'combat' }).view()))).toEqual({ phase: 'activation' });
  });
});

describe('the end of turn (6)', () => {
  it('takes back the Activated chits, records the ports and airfields held, and starts the next turn', () => {
    const b = c3Board().set({ turn: 2, ports: ['0901'], airfields: ['1001', '1101'] }).controlled('Axis', '0901', '1001');
    b.offMap(chit('liv', 'Axis', 'Livorno', 0, 'Activated'));
    const r = run('end-of-turn', b.view());
    expect(r.lines[0]).toMatch(/Activated box \(Livorno\)/);
    expect(changes(r)).toMatchObject({ portsHeld: ['0901'], airfieldsHeld: ['1001'], turn: 3, phase: 'activation', inARow: 0 });
  });
});

describe('La Spezia (3.2.1)', () => {
  it('lands on an airfield held by an unshaken Loreto unit with no AA adjacent', () => {
    const b = c3Board().set({ turn: 1, airfields: ['0706'] }).place(italian('Loreto', '0706', { bonus: 'A' }));
    expect(run('la-spezia', b.view(), keyOf('0706')).summary).toBe('La Spezia at 0706: may land');
    b.place(british('AA', '0707', { type: 'light-aa' }));
    expect(run('la-spezia', b.view(), keyOf('0706')).findings?.[0].text).toBe('anti-aircraft next to 0706');
  });

  it('also lands on an airfield held two turns running', () => {
    const b = c3Board().set({ turn: 2, airfields: ['0706'], airfieldsHeld: ['0706'] }).controlled('Axis', '0706');
    expect(run('la-spezia', b.view(), keyOf('0706')).summary).toMatch(/may land$/);
  });
});

describe('landing reinforcements (4.2.1)', () => {
  it('opens a port held since last turn to tanks and artillery unless a coastal battery is within 4 hexes', () => {
    const b = c3Board().set({ turn: 2, ports: ['0701'], portsHeld: ['0701'] }).controlled('Axis', '0701');
    expect(run('reinforcements', b.view(), keyOf('0701')).summary).toMatch(/port open to all/);
    b.place(british('Battery', '0705', { type: 'coastal' }));
    expect(run('reinforcements', b.view(), keyOf('0701')).lines.join(' ')).toMatch(/Tanks and artillery may not land at 0701.*battery 0705/);
  });

  it('lets other units land on a turn-S beachhead', () => {
    const b = c3Board().set({ turn: 2, beachheads: ['0808'] });
    expect(run('reinforcements', b.view(), keyOf('0808')).summary).toBe('reinforcements at 0808: beach: no tanks or artillery');
  });
});
