import { describe, expect, it } from 'vitest';
import { enemiesExerting, enemyZoc, inEnemyZoc, isLoneHq, zoneOf } from '../../../../rulesets/caporetto/zoc';
import { ALLIES, CENTRAL_POWERS } from '../../../../rulesets/caporetto/units';
import { at, austrian, board, hq, italian, keyLabels, unit } from './support/board';

describe('zones of control (9.1)', () => {
  it('reaches the six hexes around a ground unit but not its own', () => {
    const view = board().place(austrian('5th Div.', '2718')).view();
    expect(keyLabels(enemyZoc(view, ALLIES))).toEqual(['2618', '2619', '2717', '2719', '2818', '2819']);
    expect(enemyZoc(view, CENTRAL_POWERS).size).toBe(0);
  });

  it('is exerted by HQs but not by artillery, air or naval support units', () => {
    const view = board()
      .place(hq('10th Army HQ', '2718', 'Austro-Hungarian', 'support'))
      .place(unit('AH Arty', '3010', { nationality: 'Austro-Hungarian', type: 'artillery' }), unit('AH Air', '3210', { nationality: 'Austro-Hungarian', type: 'air' }), unit('AH Navy', '3410', { nationality: 'Austro-Hungarian', type: 'naval' }))
      .view();
    expect(keyLabels(enemyZoc(view, ALLIES))).toEqual(['2618', '2619', '2717', '2719', '2818', '2819']);
  });

  it('does not reach into alpine hexes from a non-mountain unit, but does from a mountain unit outside winter', () => {
    const b = board().paint('alpine', '2717');
    const plain = austrian('5th Div.', '2718');
    const mountain = austrian('Edelweiss', '2718', { type: 'mountain' });
    expect(zoneOf(b.view(), [plain]).has(`${at('2717').col},${at('2717').row}`)).toBe(false);
    expect(keyLabels(zoneOf(b.view(), [mountain]))).toContain('2717');
    b.set({ winter: true });
    expect(keyLabels(zoneOf(b.view(), [mountain]))).not.toContain('2717');
  });

  it('does not reach into the sea or across an all-sea hexside', () => {
    const b = board().paint('sea', '2717').side('all-sea', '2718', '2719');
    expect(keyLabels(zoneOf(b.view(), [austrian('5th Div.', '2718')]))).toEqual(['2618', '2619', '2818', '2819']);
  });

  it('lets both sides exert zones into the same hex (9.2)', () => {
    const ah = austrian('5th Div.', '2718');
    const it1 = italian('2nd Inf. Div.', '2719');
    const view = board().place(ah, it1).view();
    expect(inEnemyZoc(view, ah)).toBe(true);
    expect(inEnemyZoc(view, it1)).toBe(true);
    expect(enemiesExerting(view, ALLIES, at('2719')).map((u) => u.name)).toEqual(['5th Div.']);
  });
});

describe('lone HQs (15.2)', () => {
  it('calls an HQ lone when no combat unit of its side shares its hex', () => {
    const alone = hq('2nd Army HQ', '2604', 'Italian', 'support');
    const covered = hq('3rd Army HQ', '2804', 'Italian', 'support');
    const view = board().place(alone, covered, italian('2nd Inf. Div.', '2804')).view();
    expect(isLoneHq(view, alone)).toBe(true);
    expect(isLoneHq(view, covered)).toBe(false);
  });
});
