/**
 * Victory (3.0): Sudden Death for either side (3.1), control by ground units only (3.2), the VP of
 * Objectives and of enemy divisions permanently eliminated, and the levels (3.3).
 */
import { describe, expect, it } from 'vitest';
import { levelOf, scoreOf, suddenDeath, victoryReport } from '../../../../rulesets/kesselring/victory';
import { british, garrison, german, kwBoard, offMap, us } from './support/kwBoard';

describe('victory levels (3.3)', () => {
  it('reads the difference at the edges of each level', () => {
    expect([0, 3, 4, 7, 8, 11, 12, 20].map(levelOf)).toEqual(['Draw', 'Draw', 'Marginal Victory', 'Marginal Victory', 'Operational Victory', 'Operational Victory', 'Strategic Victory', 'Strategic Victory']);
  });
});

describe('victory points (3.3)', () => {
  const map = { objectives: ['2027', '1609', '3112', '3714'], roma: ['3112'], sanBenedetto: ['3714'], monteCassino: ['3116'] };

  it('scores Roma 8, San Benedetto 4, Monte Cassino 1 and each other Objective 1', () => {
    const b = kwBoard().set(map).place(german('HG', '3112'), garrison('G', '3714', 'Axis'), german('1 Para', '3116', { type: 'airborne' }), us('1st', '2027'));
    expect(scoreOf(b.view(), 'Axis').hexes.map((h) => `${h.name} ${h.label} ${h.vp}`).sort()).toEqual(['Monte Cassino 3116 1', 'Roma 3112 8', 'San Benedetto 3714 4']);
    expect(scoreOf(b.view(), 'Axis').total).toBe(13);
    expect(scoreOf(b.view(), 'Allies').total).toBe(1);
  });

  it('counts only ground units: air units and SSU control nothing (3.2)', () => {
    const b = kwBoard().set(map).place(us('I/12AF', '3112', { type: 'tac' }), us('Patton', '2027', { type: 'leader' }));
    expect(scoreOf(b.view(), 'Allies').total).toBe(0);
  });

  it('scores 1 VP per enemy mechanized or airborne division in the Permanently Eliminated display', () => {
    const b = kwBoard().offMap(
      offMap('16 Pz', 'Axis Permanently Eliminated Units', { side: 'Axis', nationality: 'German', type: 'armor', size: 'division' }),
      offMap('1 Para', 'Axis permanently eliminated', { side: 'Axis', nationality: 'German', type: 'airborne', size: 'division' }),
      offMap('Napoli', 'Axis Permanently Eliminated Units', { side: 'Axis', nationality: 'Italian', type: 'infantry', size: 'division' }),
      offMap('MG12', 'Axis Permanently Eliminated Units', { side: 'Axis', nationality: 'Italian', type: 'armor', size: 'brigade' }),
      offMap('26 Pz', 'Axis Withdrawn Units', { side: 'Axis', nationality: 'German', type: 'armor', size: 'division' }),
    );
    expect(scoreOf(b.view(), 'Allies')).toMatchObject({ eliminated: ['16 Pz', '1 Para'], total: 2 });
    expect(scoreOf(b.view(), 'Axis').total).toBe(0);
  });

  it('gives the level of the difference to the side ahead', () => {
    const b = kwBoard().set({ ...map, turn: 8 }).place(british('5th', '3112'), us('1st', '2027'), german('HG', '1609'));
    const r = victoryReport(b.view());
    expect(r.summary).toBe('victory points: Allies 9, Axis 1: Allied Operational Victory');
    expect(r.lines.join(' ')).not.toMatch(/as the table stands/);
  });
});

describe('Sudden Death (3.1)', () => {
  it('gives the Allies a Strategic Victory when their ground units occupy every Objective', () => {
    const b = kwBoard().set({ objectives: ['2027', '1609'] }).place(us('1st', '2027'), garrison('G', '1609', 'Allies'));
    expect(suddenDeath(b.view()).side).toBe('Allies');
    expect(victoryReport(b.view()).summary).toBe('victory: Sudden Death, Allies Strategic Victory');
  });

  it('gives the Axis a Strategic Victory when the Allies control no port or airfield at the end of GT 2 (Scenario I)', () => {
    const b = kwBoard().set({ scenario: '1', turn: 2, objectives: ['3112'], ports: ['2027'], airfields: ['1609'] });
    expect(suddenDeath(b.view()).side).toBe('Axis');
    expect(suddenDeath(b.set({ turn: 1 }).view()).side).toBeNull();
    b.set({ turn: 2 }).place(us('1st', '1609'));
    expect(suddenDeath(b.view()).side).toBeNull();
  });

  it('counts the Axis supply hexes too at the end of GT 4 in Scenario II', () => {
    const b = kwBoard().set({ scenario: '2', turn: 4, ports: ['2027'], supplySources: ['3714'] }).place(us('1st', '3714'));
    expect(suddenDeath(b.view()).side).toBeNull();
    expect(suddenDeath(kwBoard().set({ scenario: '2', turn: 4, ports: ['2027'], supplySources: ['3714'] }).view()).side).toBe('Axis');
  });

  it('never calls an Axis Sudden Death when no ports or airfields are marked', () => {
    expect(suddenDeath(kwBoard().set({ scenario: '1', turn: 2 }).view()).side).toBeNull();
  });
});
