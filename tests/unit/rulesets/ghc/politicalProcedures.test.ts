/**
 * The political procedures: countries activated, occupied or surrendering (3.3.2, 4.7.1), Italy
 * and France by their state (8.1, 8.2), Event cards and their tracks (7.0, 7.1), the Coup against
 * Fanatism (7.5), the High Command's own procedures (3.3.1, 5.2, 5.3) and the Supply and Port
 * Checks (4.7.2).
 */
import { describe, expect, it } from 'vitest';
import { defaultOf, ghcView, inBox, proposed, shown, textOf } from './support/ghcView';

describe('Activate Satellite Country (3.3.2)', () => {
  it('adds a Satellite army unless Vichy, reading Vichy from France\'s state', () => {
    expect(defaultOf('activate-satellite', 'vichy', ghcView({ france: 'vichy' }))).toBe(true);
    expect(defaultOf('activate-satellite', 'vichy', ghcView())).toBe(false);
    expect(shown('activate-satellite', ghcView())).toContain('army');
    expect(shown('activate-satellite', ghcView({ france: 'vichy' }))).toEqual(expect.arrayContaining(['no-army']));
    expect(shown('activate-satellite', ghcView({ france: 'vichy' }))).not.toContain('army');
  });

  it('proposes +2 Southern Air/Naval Control for Italy and +1 Resource for a Resource', () => {
    const view = ghcView({ airNavalSouthern: 2, resources: 1 });
    expect(shown('activate-satellite', view)).not.toContain('italy-changes');
    expect(proposed('activate-satellite', 'italy-changes', view, { italy: true })).toEqual({ airNavalSouthern: 4 });
    expect(proposed('activate-satellite', 'resource-changes', view, { resource: true })).toEqual({ resources: 2 });
  });
});

describe('France Surrenders (4.7.1.b) and France (8.2)', () => {
  it('sets France to Vichy', () => {
    expect(proposed('france-surrenders', 'vichy', ghcView())).toEqual({ france: 'vichy' });
  });

  it('shows only the effects of France\'s state', () => {
    expect(shown('france', ghcView())).toEqual(['republic']);
    expect(shown('france', ghcView({ france: 'ffl' }))).toEqual(['ffl']);
  });
});

describe('Italy (8.1)', () => {
  it('shows its state, and the Occupation once it comes', () => {
    expect(shown('italy', ghcView({ italy: 'intervention' }))).toEqual(['intervention', 'occupation']);
    expect(shown('italy', ghcView({ italy: 'intervention' }), { occupation: true })).toEqual(['occupation', 'occupation-changes', 'areas-22-33', 'areas-26-28', 'force-pool']);
    expect(proposed('italy', 'occupation-changes', ghcView(), { occupation: true })).toEqual({ italy: 'occupation' });
    expect(shown('italy', ghcView({ italy: 'occupation' }))).toEqual(['areas-22-33', 'areas-26-28', 'force-pool']);
  });
});

describe('Event cards (7.0) and USSR Activation (7.1)', () => {
  const view = ghcView({ ussrCommitment: 2 });

  it('raises the USSR commitment as the card says, and records the war', () => {
    expect(shown('event-cards', view)).not.toContain('ussrSteps');
    expect(proposed('event-cards', 'ussr-changes', view, { ussr: true, ussrSteps: 1 })).toEqual({ ussrCommitment: 3 });
    expect(shown('event-cards', view, { ussr: true, ussrWar: true })).toEqual(expect.arrayContaining(['ussr-war', 'ussr-at-war']));
    expect(proposed('event-cards', 'ussr-war', view, { ussr: true, ussrWar: true })).toEqual({ ussrAtWar: true });
    expect(textOf('event-cards', 'ussr-at-war', view)).toBe('The USSR is at war: carry out the USSR Activation (7.1).');
  });

  it('rolls the Misfortune die only for a Misfortune card', () => {
    expect(shown('event-cards', view)).not.toContain('misfortune-roll');
    expect(shown('event-cards', view, { misfortune: true })).toContain('misfortune-roll');
  });

  it('sets the USSR at war once', () => {
    expect(proposed('ussr-activation', 'at-war', ghcView())).toEqual({ ussrAtWar: true });
    expect(shown('ussr-activation', ghcView({ ussrAtWar: true }))).toEqual(['area-5', 'areas-6-13']);
  });
});

describe('the Coup (7.5)', () => {
  const table = ghcView({ fanatism: 9, replacementsWehrmacht: 2, replacementsLuftwaffe: 1, replacementsStrategic: 3 }, [
    inBox('Control disk 1', 'Collapse of Germany', { type: 'control' }),
    inBox('Control disk 2', 'Collapse of Germany', { type: 'control' }),
    inBox('Rommel', 'AG Box', { type: 'general', dissident: true }),
    inBox('Kluge', 'OB Head', { type: 'general' }),
  ]);

  it('reads the disks and Dissidents from the table as the starting counts', () => {
    expect(defaultOf('coup', 'disks', table)).toBe(2);
    expect(defaultOf('coup', 'dissidents', table)).toBe(1);
  });

  it('assassinates Hitler above 5 without reaching Fanatism: Fanatism halved, rounded up, and the Replacement markers to 0', () => {
    const answers = { cards: 2 };
    expect(textOf('coup', 'value', table, answers)).toBe('Coup Value 7 > 5: Hitler is assassinated: Fanatism halved, rounded up (9 → 5), the 3 Replacement markers set to 0 (7.5).');
    expect(proposed('coup', 'assassination', table, answers)).toEqual({ fanatism: 5, replacementsWehrmacht: 0, replacementsLuftwaffe: 0, replacementsStrategic: 0 });
  });

  it('brings the Collapse of Germany above Fanatism', () => {
    const s = shown('coup', table, { cards: 5 });
    expect(s).toContain('victory');
    expect(s).not.toContain('assassination');
  });

  it('fails at 5 or less', () => {
    expect(shown('coup', table, { cards: 0, disks: 1, dissidents: 0 })).toContain('failed');
  });
});

describe('the High Command (3.3.1, 5.2, 5.3)', () => {
  const view = ghcView({ 'prestige-okw': 3, 'prestige-personnel': 1, 'prestige-operations': 1, 'prestige-production': 0, 'prestige-armyGroup': 5, 'prestige-ob': 2 });

  it('orders Section card priorities by Prestige, lowest first, with the Head of OKW breaking ties', () => {
    expect(textOf('section-cards', 'priorities', view)).toBe('Priorities in reverse order of Prestige, the Head of OKW breaks ties: Head of Production (0); Head of Personnel = Head of Operations (1, tie: Head of OKW breaks it); Head of the OB (2); Head of OKW (3); Head of Army Group (5) (5.2).');
  });

  it('leaves the OKW out of the Section cards after the Reorganization', () => {
    const reorganized = ghcView({ reorganized: true });
    expect(shown('section-cards', reorganized)).toContain('okw-keeps');
    expect(textOf('section-cards', 'priorities', reorganized)).not.toMatch(/Head of OKW \(/);
  });

  it('gives the Head of Personnel the first General card priority', () => {
    expect(textOf('general-cards', 'priorities', view)).toMatch(/: Head of Personnel first; then Head of Production \(0\); Head of Operations \(1\);/);
  });

  it('records the Reorganization once', () => {
    expect(proposed('reorganization', 'reorganized', ghcView())).toEqual({ reorganized: true });
    expect(shown('reorganization', ghcView({ reorganized: true }))).not.toContain('reorganized');
  });
});

describe('the Supply and Port Checks (4.7.2)', () => {
  it('takes a Resource for each Isolated Area with one', () => {
    expect(shown('supply-check', ghcView())).not.toContain('resource-changes');
    expect(proposed('supply-check', 'resource-changes', ghcView({ resources: 5 }), { isolatedResources: 2 })).toEqual({ resources: 3 });
  });

  it('reads the port open on a modified 7', () => {
    expect(shown('port-check', ghcView(), { roll: 7 })).toEqual(['roll', 'open']);
    expect(shown('port-check', ghcView(), { roll: 6 })).toEqual(['roll', 'closed']);
    expect(shown('port-check', ghcView())).toEqual(['roll']);
  });
});
