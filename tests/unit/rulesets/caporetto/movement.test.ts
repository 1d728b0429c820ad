import { describe, expect, it } from 'vitest';
import { neighboursOn } from '../../../../src/rules/kit';
import { checkMove, reach } from '../../../../rulesets/caporetto/movement';
import { controlAfterMove } from '../../../../rulesets/caporetto/control';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { at, austrian, board, british, czech, german, hq, italian, keyLabels, keyOf, labelsOf, move, oosMarker, unit } from './support/board';

const rules = (verdict: { findings: { severity: string; rule: string }[] }) =>
  verdict.findings.filter((f) => f.severity === 'illegal').map((f) => f.rule);

describe('the test board numbers hexes like the game map', () => {
  it('gives 2718 the neighbours 2618, 2619, 2717, 2719, 2818 and 2819', () => {
    const b = board();
    expect(labelsOf(neighboursOn(b.map, at('2718')))!.sort()).toEqual(['2618', '2619', '2717', '2719', '2818', '2819']);
  });
});

describe('movement costs (7.1, 7.7)', () => {
  it('lets a division walk three clear hexes with 4 MP and says so in one line', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const verdict = checkMove(board().place(div).view(), move([div], '2604', ['2704', '2805', '2806']));
    expect(verdict.legal).toBe(true);
    expect(verdict.spent).toBe(3);
    expect(verdict.allowance).toBe(4);
    expect(verdict.summary).toBe('2nd Inf. Div. 2604→2806: 3 of 4 MP, legal');
  });

  it('judges a move known only from→to by its cheapest path', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const verdict = checkMove(board().place(div).view(), move([div], '2604', [], '2806'));
    expect(verdict.summary).toBe('2nd Inf. Div. 2604→2806: 3 of 4 MP, legal');
    expect(labelsOf(verdict.cheapest)).toHaveLength(3);
  });

  it('flags a walk past the movement allowance', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const verdict = checkMove(board().place(div).view(), move([div], '2604', ['2605', '2606', '2607', '2608', '2609']));
    expect(verdict.legal).toBe(false);
    expect(verdict.summary).toBe('2nd Inf. Div. 2604→2609: 5 of 4 MP, over the movement allowance (7.1)');
    expect(verdict.findings.find((f) => f.severity === 'illegal')!.cells).toEqual([keyOf('2609')]);
  });

  it('names the cheapest cost when a from→to move is beyond reach', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const verdict = checkMove(board().place(div).view(), move([div], '2604', [], '2610'));
    expect(verdict.legal).toBe(false);
    expect(verdict.spent).toBe(6);
    expect(verdict.summary).toBe('2nd Inf. Div. 2604→2610: 6 of 4 MP, over the movement allowance (7.1)');
  });

  it('charges the highest single cost in a hex: a town in a mountain hex costs 2, unpainted hexes read as clear', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().paint('mountain', '2605').set({ towns: ['2605', '2606'] }).place(div);
    const verdict = checkMove(b.view(), move([div], '2604', ['2605', '2606']));
    expect(verdict.spent).toBe(3);
  });

  it('charges 2 for marsh and the whole MF for dominant terrain', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().paint('marsh', '2605').paint('dominant', '2603').place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(2);
    expect(checkMove(b.view(), move([div], '2604', ['2603'])).spent).toBe(4);
    expect(rules(checkMove(b.view(), move([div], '2604', ['2605', '2606', '2603'])))).toContain('7.1');
  });

  it('flags a path that jumps over a hex', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const verdict = checkMove(board().place(div).view(), move([div], '2604', ['2606']));
    expect(verdict.findings.some((f) => f.severity === 'illegal' && f.text.includes('jumps'))).toBe(true);
  });
});

describe('railroads and bridges (7.8) and rivers (7.10)', () => {
  it('moves along a railroad at ½ MP a hex whatever the terrain', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().paint('mountain', '2605', '2606', '2607').link('railroad', '2604', '2605', '2606', '2607').place(div);
    const verdict = checkMove(b.view(), move([div], '2604', ['2605', '2606', '2607']));
    expect(verdict.spent).toBe(1.5);
    expect(verdict.summary).toContain('1½ of 4 MP, legal');
  });

  it('keeps an HQ in support mode off the railroad rate, which movement mode may use (15.1.1)', () => {
    const supporting = hq('2nd Army HQ', '2604', 'Italian', 'support');
    const moving = hq('3rd Army HQ', '2604', 'Italian', 'movement');
    const b = board().link('railroad', '2604', '2605').place(supporting, moving);
    expect(checkMove(b.view(), move([supporting], '2604', ['2605'])).spent).toBe(1);
    expect(checkMove(b.view(), move([moving], '2604', ['2605'])).spent).toBe(0.5);
  });

  it('adds 1 MP to cross a river or lake hexside', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().side('river', '2604', '2605').side('lake', '2605', '2606').place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605', '2606'])).spent).toBe(4);
  });

  it('treats a river crossed by a railroad as a bridge that negates the river between friendly hexes only', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().side('river', '2604', '2605').link('railroad', '2604', '2605').place(div);
    b.control[keyOf('2605')] = CENTRAL_POWERS;
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(1.5);
    b.controlled(ALLIES, '2604', '2605');
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(0.5);
  });

  it('makes no bridge of a railroad across a lake hexside: 7.8 bridges are over rivers', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().side('lake', '2604', '2605').link('railroad', '2604', '2605').controlled(ALLIES, '2604', '2605').place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(1.5);
  });

  it('lets a hexside marked as a bridge negate the river between friendly hexes', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().side('bridge', '2604', '2605').controlled(ALLIES, '2604', '2605').place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(1);
  });

  it('says when the control of a bridge hex was guessed from the nearest units', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().side('bridge', '2604', '2605').place(div);
    const verdict = checkMove(b.view(), move([div], '2604', ['2605']));
    expect(verdict.spent).toBe(1);
    expect(verdict.findings.some((f) => f.rule === '3.4' && f.text.includes('read as Allies from the nearest units'))).toBe(true);
  });
});

describe('weather (7.11)', () => {
  it('doubles mountain and river costs in winter', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 8 });
    const b = board().paint('mountain', '2605').side('river', '2605', '2606').set({ winter: true }).place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605', '2606'])).spent).toBe(7);
  });

  it('doubles clear, rough and marsh costs in Torrential Rain', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 8 });
    const b = board().paint('rough', '2605').paint('marsh', '2606').set({ torrentialRain: true }).place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605', '2606', '2607'])).spent).toBe(8);
  });

  it('lets an HQ cross a river in winter only at a bridge', () => {
    const command = hq('2nd Army HQ', '2604', 'Italian', 'movement');
    const b = board().side('river', '2604', '2605').side('bridge', '2604', '2704').set({ winter: true }).place(command);
    expect(rules(checkMove(b.view(), move([command], '2604', ['2605'])))).toEqual(['7.11']);
    expect(checkMove(b.view(), move([command], '2604', ['2704'])).legal).toBe(true);
  });

  it('doubles a river crossing in winter but not a lake crossing: 7.11c names rivers only', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 8 });
    const b = board().side('river', '2604', '2605').side('lake', '2605', '2606').set({ winter: true }).place(div);
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(3);
    expect(checkMove(b.view(), move([div], '2605', ['2606'])).spent).toBe(2);
  });

  it('doubles a bridged river crossing in winter when the bridge does not negate it, its hexes not both friendly (7.8, 7.11c)', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 8 });
    const b = board().side('bridge', '2604', '2605').set({ winter: true }).place(div);
    b.control[keyOf('2605')] = CENTRAL_POWERS;
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).spent).toBe(3);
  });

  it('lets an HQ cross a lake hexside in winter: only rivers need a bridge (7.11c)', () => {
    const command = hq('2nd Army HQ', '2604', 'Italian', 'movement');
    const b = board().side('lake', '2604', '2605').set({ winter: true }).place(command);
    const verdict = checkMove(b.view(), move([command], '2604', ['2605']));
    expect(rules(verdict)).toEqual([]);
    expect(verdict.spent).toBe(2);
  });

  it('makes alpine hexes impassable to mountain units in winter', () => {
    const alpini = italian('1st Alpini', '2604', { type: 'mountain' });
    const b = board().paint('alpine', '2605').set({ winter: true }).place(alpini);
    expect(rules(checkMove(b.view(), move([alpini], '2604', ['2605'])))).toEqual(['7.11']);
  });
});

describe('prohibited hexes (7.9, TEC, 8.1)', () => {
  it('lets only mountain units into alpine hexes, for their whole MF', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const alpini = italian('1st Alpini', '2604', { type: 'mountain' });
    const b = board().paint('alpine', '2605').place(div, alpini);
    expect(rules(checkMove(b.view(), move([div], '2604', ['2605'])))).toEqual(['7.9']);
    const verdict = checkMove(b.view(), move([alpini], '2604', ['2605']));
    expect(verdict.legal).toBe(true);
    expect(verdict.spent).toBe(4);
    expect(rules(checkMove(b.view(), move([alpini], '2604', ['2704', '2705'])))).toEqual([]);
    expect(rules(checkMove(b.view(), move([alpini], '2604', ['2504', '2605'])))).toEqual(['7.1']);
  });

  it('never lets a unit with no MP cross alpine hexes for nothing: it enters one as its 7.3 minimum move and stops', () => {
    const alpini = italian('1st Alpini', '2604', { type: 'mountain', movement: 1 });
    const b = board().paint('alpine', '2605', '2606', '2607').place(alpini, oosMarker('2604'));
    const shade = reach(b.view(), [alpini.id], at('2604'));
    expect(shade.allowance).toBe(0);
    expect(shade.cost.has(keyOf('2605'))).toBe(true);
    expect(shade.cost.has(keyOf('2606'))).toBe(false);
    expect(checkMove(b.view(), move([alpini], '2604', ['2605'])).legal).toBe(true);
    expect(rules(checkMove(b.view(), move([alpini], '2604', ['2605', '2606', '2607'])))).toEqual(['7.1']);
  });

  it('forbids sea hexes and all-sea hexsides', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().paint('sea', '2605').side('all-sea', '2604', '2603').place(div);
    expect(rules(checkMove(b.view(), move([div], '2604', ['2605'])))).toEqual(['TEC']);
    expect(rules(checkMove(b.view(), move([div], '2604', ['2603'])))).toEqual(['TEC']);
  });

  it('never lets a unit enter an enemy-occupied hex (8.1)', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const enemy = austrian('5th Div.', '2606');
    const b = board().place(div, enemy);
    const verdict = checkMove(b.view(), move([div], '2604', [], '2606'));
    expect(rules(verdict)).toEqual(['8.1']);
    expect(reach(b.view(), [div.id], at('2604')).cost.has(keyOf('2606'))).toBe(false);
  });

  it('lets any unit move one hex whatever it costs, but not into a prohibited hex (7.3)', () => {
    const slow = italian('Slow Bde.', '2604', { movement: 1 });
    const b = board().paint('mountain', '2605').paint('alpine', '2603').place(slow);
    const shade = reach(b.view(), [slow.id], at('2604'));
    expect(shade.cost.get(keyOf('2605'))).toBe(2);
    expect(shade.cost.has(keyOf('2603'))).toBe(false);
    expect(checkMove(b.view(), move([slow], '2604', ['2605'])).legal).toBe(true);
  });
});

describe('enemy zones of control (7.4, 9.1)', () => {
  it('stops a unit on entering an enemy zone of control', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().place(div, austrian('5th Div.', '2607'));
    const shade = reach(b.view(), [div.id], at('2604'));
    expect(keyLabels(shade.stops)).toContain('2606');
    expect(shade.cost.has(keyOf('2608'))).toBe(false);
    const verdict = checkMove(b.view(), move([div], '2604', ['2605', '2606', '2706']));
    expect(verdict.summary).toContain('entered an enemy zone of control at 2606 and kept moving (7.4)');
  });

  it('names the enemy zone of control every path crosses when a move known only from→to has no legal path', () => {
    const div = italian('2nd Inf. Div.', '2603');
    const b = board().place(div, austrian('5th Div.', '2706'));
    const banks = [25, 27].flatMap((col) => Array.from({ length: 15 }, (_, i) => `${col}${String(i + 1).padStart(2, '0')}`)).filter((l) => l !== '2706');
    b.paint('sea', ...banks);
    const verdict = checkMove(b.view(), move([div], '2603', [], '2609'));
    expect(verdict.legal).toBe(false);
    expect(verdict.summary).toBe('2nd Inf. Div. 2603→2609: 6 of 4 MP, entered an enemy zone of control at 2606 and kept moving (7.4): every path to 2609 does');
    expect(rules(verdict)).toEqual(['7.4', '7.1']);
  });

  it('keeps a unit that starts in an enemy zone of control where it is', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().place(div, austrian('5th Div.', '2605'));
    const shade = reach(b.view(), [div.id], at('2604'));
    expect([...shade.cost.keys()]).toEqual([keyOf('2604')]);
    expect(shade.notes.some((n) => n.rule === '7.4')).toBe(true);
    expect(rules(checkMove(b.view(), move([div], '2604', ['2603'])))).toEqual(['7.4']);
  });

  it('counts HQs but not support units as exerting a zone of control', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().place(div, hq('10th Army HQ', '2607', 'Austro-Hungarian', 'support'), unit('AH Arty', '2602', { nationality: 'Austro-Hungarian', type: 'artillery' }));
    const shade = reach(b.view(), [div.id], at('2604'));
    expect(shade.stops.has(keyOf('2606'))).toBe(true);
    expect(shade.stops.has(keyOf('2603'))).toBe(false);
  });
});

describe('the movement allowance (8.3, 14.3, 15.1, 17.2)', () => {
  it('moves a stack at the MF of its slowest unit', () => {
    const fast = italian('Cavalry', '2604', { type: 'cavalry', movement: 6 });
    const slow = italian('2nd Inf. Div.', '2604');
    const shade = reach(board().place(fast, slow).view(), [fast.id, slow.id], at('2604'));
    expect(shade.allowance).toBe(4);
    expect(shade.notes.some((n) => n.rule === '8.3')).toBe(true);
  });

  it('halves the MF of a unit out of supply, rounding down', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 5 });
    expect(reach(board().place(div, oosMarker('2604')).view(), [div.id], at('2604')).allowance).toBe(2);
  });

  it('gives HQs 6 MF in movement mode and 2 in support mode', () => {
    const moving = hq('2nd Army HQ', '2604', 'Italian', 'movement');
    const supporting = hq('3rd Army HQ', '3010', 'Italian', 'support');
    const view = board().place(moving, supporting).view();
    expect(reach(view, [moving.id], at('2604')).allowance).toBe(6);
    expect(reach(view, [supporting.id], at('3010')).allowance).toBe(2);
  });

  it('caps the MF at half, rounded up, in the mover’s Operational Pause', () => {
    const div = italian('2nd Inf. Div.', '2604', { movement: 5 });
    const enemy = austrian('5th Div.', '3420', { movement: 5 });
    const view = board().set({ pauseAllies: true }).place(div, enemy).view();
    expect(reach(view, [div.id], at('2604')).allowance).toBe(3);
    expect(reach(view, [enemy.id], at('3420')).allowance).toBe(5);
  });
});

describe('stacking at the end of a move (8.1, 8.5)', () => {
  it('warns, without calling the move illegal, when the destination ends overstacked', () => {
    const movers = [1, 2].map((n) => italian(`Div ${n}`, '2604'));
    const there = [3, 4, 5].map((n) => italian(`Div ${n}`, '2605'));
    const verdict = checkMove(board().place(...movers, ...there).view(), move(movers, '2604', ['2605']));
    expect(verdict.legal).toBe(true);
    expect(verdict.findings.find((f) => f.severity === 'warning')!.text).toBe(
      'overstacked at the end: 5 in clear, limit 4 (8.1) — excess units are eliminated if still so at the end of the sub-phase',
    );
    expect(verdict.summary).toContain('legal, 1 warning');
  });

  it('refuses Allied units of different nationalities in one hex, except the Czech with Italians', () => {
    const brits = british('48th Div.', '2604');
    const czechs = czech('Czech Legion', '2704');
    const b = board().place(brits, czechs, italian('2nd Inf. Div.', '2605'));
    expect(rules(checkMove(b.view(), move([brits], '2604', ['2605'])))).toEqual(['8.5']);
    expect(checkMove(b.view(), move([czechs], '2704', ['2605'])).legal).toBe(true);
  });
});

describe('advance and retreat after combat (7.6, 12)', () => {
  it('spends no MP on a one-hex advance', () => {
    const div = austrian('5th Div.', '2619');
    const verdict = checkMove(board().set({ phase: 'combat1' }).place(div).view(), move([div], '2619', ['2718']));
    expect(verdict.legal).toBe(true);
    expect(verdict.summary).toBe('5th Div. 2619→2718: advance or retreat after combat, legal');
  });

  it('warns that a retreat may not end in an enemy zone of control without a friendly unit there', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().set({ phase: 'combat2' }).place(div, austrian('5th Div.', '2607'));
    expect(checkMove(b.view(), move([div], '2604', ['2605'])).findings.some((f) => f.rule === '12.2')).toBe(false);
    expect(checkMove(b.view(), move([div], '2605', ['2606'])).findings.some((f) => f.rule === '12.2')).toBe(true);
    b.place(italian('3rd Inf. Div.', '2606'));
    expect(checkMove(b.view(), move([div], '2605', ['2606'])).findings.some((f) => f.rule === '12.2')).toBe(false);
  });

  it('lets only assault infantry go a second hex, and nobody into an enemy hex', () => {
    const plain = german('12th Div.', '2619');
    const assault = german('Alpenkorps', '2619', { assault: true });
    const b = board().set({ phase: 'combat1' }).place(plain, assault, italian('2nd Inf. Div.', '2719'));
    expect(rules(checkMove(b.view(), move([plain], '2619', ['2718', '2717'])))).toEqual(['12.1']);
    expect(checkMove(b.view(), move([assault], '2619', ['2718', '2717'])).legal).toBe(true);
    expect(rules(checkMove(b.view(), move([plain], '2619', ['2719'])))).toEqual(['8.1']);
  });

  it('says an assault stack’s second hex is for an advance only, a retreat being one hex', () => {
    const assault = german('Alpenkorps', '2619', { assault: true });
    const b = board().set({ phase: 'combat2' }).place(assault, italian('2nd Inf. Div.', '2719'));
    const two = checkMove(b.view(), move([assault], '2619', ['2618', '2617'])).findings.find((f) => f.rule === '12.1')!;
    expect(two.severity).toBe('info');
    expect(two.text).toContain('a retreat is one hex (10.4, 12.2)');
    expect(checkMove(b.view(), move([assault], '2619', ['2618'])).findings.some((f) => f.rule === '12.1')).toBe(false);
  });
});

describe('moves with no ground unit and hex control after a move', () => {
  it('has nothing to say about a marker moved alone', () => {
    const marker = oosMarker('2604');
    const verdict = checkMove(board().place(marker).view(), move([marker], '2604', ['2605']));
    expect(verdict.legal).toBe(true);
    expect(verdict.summary).toBe('no ground unit moved: nothing to check');
  });

  it('records every hex the move entered as the mover’s (3.4)', () => {
    const div = german('12th Div.', '2604');
    const view = board().place(div).view();
    expect(controlAfterMove(view, move([div], '2604', ['2605', '2606']))).toEqual({ [keyOf('2605')]: CENTRAL_POWERS, [keyOf('2606')]: CENTRAL_POWERS });
    expect(controlAfterMove(view, move([div], '2604', [], '2606'))).toEqual({ [keyOf('2606')]: CENTRAL_POWERS });
  });
});

describe('capturing VP hexes (10.5)', () => {
  it('notes the morale gain when a move enters a VP hex the side did not hold, and not otherwise', () => {
    const div = italian('2nd Inf. Div.', '2604');
    const b = board().place(div, austrian('AH 5th', '3828')).set({ vpHexes: ['2605', '2606'] }).controlled(CENTRAL_POWERS, '2605').controlled(ALLIES, '2604', '2606');
    const verdict = checkMove(b.view(), move([div], '2604', ['2605', '2606']));
    const notes = verdict.findings.filter((f) => f.rule === '10.5');
    expect(notes.map((f) => f.text)).toEqual(['entered the VP hex 2605, not held by the Allies: Italian morale +1, held at +2 (10.5)']);
    expect(notes[0].severity).toBe('info');
    expect(verdict.summary).toBe('2nd Inf. Div. 2604→2606: 2 of 4 MP, legal');
    expect(checkMove(b.view(), move([div], '2604', ['2705'])).findings.some((f) => f.rule === '10.5')).toBe(false);
  });

  it('raises Austro-Hungarian morale for Central Powers units, and says when control was only guessed', () => {
    const ah = austrian('AH 5th', '2604');
    const b = board().place(ah, italian('It 1', '2609')).set({ vpHexes: ['2607'] });
    const note = checkMove(b.view(), move([ah], '2604', [], '2607')).findings.find((f) => f.rule === '10.5')!;
    expect(note.text).toContain('Austro-Hungarian morale +1');
    expect(note.text).toContain('control of 2607 not recorded: read as Allies from the nearest units (3.4)');
  });
});

