/**
 * Moves on the area map, judged from the player aid's text (Movement 4.2, Italy 8.1). Each test
 * quotes the line it reads.
 */
import { describe, expect, it } from 'vitest';
import { ghc } from '../../../../rulesets/ghc';
import type { MoveVerdict } from '../../../../src/rules/types';
import { areaMapView, areaMove, army, axisDisk, marker, type AreaSketch, type PieceSketch } from './support/areaMap';

/** Three Eastern areas in a row, a Western one next to the last, and the Strategic Movement space. */
const europe: AreaSketch[] = [
  { name: '5 Poland', near: ['6 Baltic'], attrs: { front: 'Eastern' } },
  { name: '6 Baltic', near: ['7 Ukraine'], attrs: { front: 'Eastern' } },
  { name: '7 Ukraine', near: ['20 Northern France'], attrs: { front: 'Eastern' } },
  { name: '20 Northern France', attrs: { front: 'Western' } },
  { name: 'Strategic Movement', attrs: { strategic: true } },
  { name: '9 Crimea', attrs: { front: 'Eastern' } },
];
const disks = ['5 Poland', '6 Baltic', '7 Ukraine', '20 Northern France', '9 Crimea'].map(axisDisk);
const values = { airNavalEastern: 3, airNavalWestern: 2, airNavalGermany: 2 };

function judge(pieces: PieceSketch[], ids: string[], from: string, to: string, sketch = europe, vals: Record<string, string | number> = values): MoveVerdict {
  const view = areaMapView(sketch, [...disks, ...pieces], vals);
  return ghc.checkMove(view, areaMove(view, ids, from, to));
}
const broken = (v: MoveVerdict) => v.findings.filter((f) => f.severity === 'illegal').map((f) => `${f.rule} ${f.text}`);

describe('4.2 movement limits on the area map', () => {
  it('judges an Operational move to an adjacent Area with an Axis Control disk legal', () => {
    const v = judge([army('a', '5 Poland')], ['a'], '5 Poland', '6 Baltic');
    expect(v.legal).toBe(true);
    expect(v.summary).toBe('1 army 5 Poland → 6 Baltic (Operational Movement): legal');
  });

  it('"cannot move to or from an Isolated Area": by marker or by the area\'s attribute', () => {
    expect(broken(judge([army('a', '5 Poland'), marker('6 Baltic', 'isolated')], ['a'], '5 Poland', '6 Baltic'))).toEqual(['4.2 cannot move to an Isolated Area (6 Baltic)']);
    const isolatedPoland = europe.map((a) => (a.name === '5 Poland' ? { ...a, attrs: { ...a.attrs, isolated: true } } : a));
    expect(broken(judge([army('a', '5 Poland')], ['a'], '5 Poland', '6 Baltic', isolatedPoland))).toEqual(['4.2 cannot move from an Isolated Area (5 Poland)']);
  });

  it('"cannot move the last army out of an Occupied Area with Partisans", but one of two may go', () => {
    const occupied = [marker('5 Poland', 'occupied'), marker('5 Poland', 'partisans')];
    expect(broken(judge([army('a', '5 Poland'), ...occupied], ['a'], '5 Poland', '6 Baltic'))).toEqual(['4.2 cannot move the last army out of an Occupied Area with Partisans (5 Poland)']);
    expect(judge([army('a', '5 Poland'), army('b', '5 Poland'), ...occupied], ['a'], '5 Poland', '6 Baltic').legal).toBe(true);
    expect(judge([army('a', '5 Poland'), marker('5 Poland', 'occupied')], ['a'], '5 Poland', '6 Baltic').legal).toBe(true);
  });

  it('4.2.1 "to an Area with Axis Control disk, on the same Front or adjacent"', () => {
    expect(judge([army('a', '5 Poland')], ['a'], '5 Poland', '9 Crimea').legal).toBe(true);
    expect(broken(judge([army('a', '5 Poland')], ['a'], '5 Poland', '20 Northern France'))).toEqual([
      '4.2.1 Operational Movement goes to an Area on the same Front or adjacent: 20 Northern France is not adjacent to 5 Poland and 5 Poland is on the Eastern Front, 20 Northern France on the Western',
    ]);
    expect(judge([army('a', '7 Ukraine')], ['a'], '7 Ukraine', '20 Northern France').legal).toBe(true);
    const view = areaMapView(europe, [army('a', '5 Poland'), axisDisk('5 Poland')], values);
    expect(ghc.checkMove(view, areaMove(view, ['a'], '5 Poland', '6 Baltic')).findings.map((f) => f.text)).toContain('Operational Movement goes to an Area with an Axis Control disk; 6 Baltic has none');
  });

  it('4.2.1 "move up to # Air/Naval Control armies": more at once than the Front\'s control is refused', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => army(id, '5 Poland'));
    expect(broken(judge(four, ['a', 'b', 'c', 'd'], '5 Poland', '6 Baltic'))).toEqual(['4.2.1 4 armies moved at once; the Eastern Front\'s Air/Naval Control allows up to 3 in its Operational Movement']);
    expect(judge(four, ['a', 'b', 'c'], '5 Poland', '6 Baltic').legal).toBe(true);
  });

  it('4.2.1 "1 army / Front may move to/from an Area with Naval Supply"', () => {
    const pieces = [army('a', '5 Poland'), army('b', '5 Poland'), marker('6 Baltic', 'navalSupply')];
    expect(broken(judge(pieces, ['a', 'b'], '5 Poland', '6 Baltic'))).toEqual(['4.2.1 only 1 army per Front may move to or from an Area with Naval Supply (6 Baltic); 2 moved']);
    expect(judge(pieces, ['a'], '5 Poland', '6 Baltic').legal).toBe(true);
  });

  it('4.2.2 "Satellite armies may only move to Eastern Front Areas"', () => {
    const pieces = [army('s', 'Strategic Movement', 'satellite'), army('g', 'Strategic Movement')];
    expect(judge(pieces, ['s'], 'Strategic Movement', '9 Crimea').legal).toBe(true);
    expect(broken(judge(pieces, ['s'], 'Strategic Movement', '20 Northern France'))).toEqual(['4.2.2 Satellite armies may only move to Eastern Front Areas; 20 Northern France is on the Western Front']);
    const german = judge(pieces, ['g'], 'Strategic Movement', '20 Northern France');
    expect(german.legal).toBe(true);
    expect(german.summary).toContain('(Strategic Movement)');
    expect(german.findings.map((f) => f.text)).toContain('Strategic Movement: up to 2 movement actions (the Germany Air/Naval Control), counted over the step');
  });

  it('"Stacking limits are enforced at the end of each Movement step": a warning over the limit typed for the area', () => {
    const small = europe.map((a) => (a.name === '6 Baltic' ? { ...a, attrs: { ...a.attrs, stacking: 1 } } : a));
    const v = judge([army('a', '5 Poland'), army('b', '6 Baltic')], ['a'], '5 Poland', '6 Baltic', small);
    expect(v.legal).toBe(true);
    expect(v.findings).toContainEqual(expect.objectContaining({ severity: 'warning', rule: '4.2', text: '6 Baltic holds 2 armies, over its stacking limit of 1: stacking limits are enforced at the end of each Movement step' }));
    const view = areaMapView(small, [army('a', '6 Baltic'), army('b', '6 Baltic')], values);
    expect(ghc.checkTable(view).map((f) => f.text)).toContain('6 Baltic holds 2 armies, over its stacking limit of 1');
  });

  it('shows as reach the areas a move may go to', () => {
    const view = areaMapView(europe, [...disks, army('a', '5 Poland'), marker('6 Baltic', 'isolated')], values);
    const reach = ghc.reach(view, ['a'], { col: 0, row: 0 });
    expect([...reach.cost.keys()].map((k) => view.areas![Number(k.split(',')[0])])).toEqual(['7 Ukraine', 'Strategic Movement', '9 Crimea']);
  });
});

describe('8.1 Italy', () => {
  const italy: AreaSketch[] = [
    { name: '22 Northern Italy', near: ['23 Southern Italy'], attrs: { front: 'Southern', home: 'Italy' } },
    { name: '23 Southern Italy', attrs: { front: 'Southern', home: 'Italy' } },
    { name: '30 Libya', attrs: { front: 'Southern', home: 'Libya' } },
    { name: '21 Southern France', near: ['22 Northern Italy'], attrs: { front: 'Southern' } },
  ];
  const held = italy.map((a) => axisDisk(a.name));
  const italyView = (status: string, pieces: PieceSketch[]) => areaMapView(italy, [...held, ...pieces], { italy: status, airNavalSouthern: 3 });
  const move = (status: string, pieces: PieceSketch[], ids: string[], from: string, to: string) => {
    const view = italyView(status, pieces);
    return broken(ghc.checkMove(view, areaMove(view, ids, from, to)));
  };

  it('"Independence: 0 German armies allowed"', () => {
    expect(move('independence', [army('g', '21 Southern France')], ['g'], '21 Southern France', '22 Northern Italy')).toEqual(['8.1 Italy\'s Independence: 0 German armies allowed in 22 Northern Italy']);
    expect(move('independence', [army('s', '21 Southern France', 'satellite')], ['s'], '21 Southern France', '22 Northern Italy')).toEqual([]);
    const italian = { id: 'i', area: '21 Southern France', attrs: { side: 'Axis', type: 'regular', nationality: 'Italian' } };
    expect(move('independence', [italian], ['i'], '21 Southern France', '22 Northern Italy')).toEqual([]);
    expect(ghc.checkTable(italyView('independence', [army('g', '23 Southern Italy')])).map((f) => f.text)).toContain('Italy\'s Independence: 0 German armies allowed in Italy; 1 in 23 Southern Italy');
  });

  it('"Intervention: 1 German army in 1 single Italy Home including Libya"', () => {
    expect(move('intervention', [army('g', '21 Southern France')], ['g'], '21 Southern France', '22 Northern Italy')).toEqual([]);
    expect(move('intervention', [army('g', '21 Southern France'), army('h', '30 Libya')], ['g'], '21 Southern France', '22 Northern Italy')).toEqual(['8.1 Italy\'s Intervention: 1 German army in 1 single Italy Home including Libya; this makes 2']);
    expect(move('intervention', [army('h', '22 Northern Italy')], ['h'], '22 Northern Italy', '23 Southern Italy')).toEqual([]);
    expect(ghc.checkTable(italyView('intervention', [army('g', '22 Northern Italy'), army('h', '30 Libya')])).map((f) => f.rule)).toContain('8.1');
    expect(move('occupation', [army('g', '21 Southern France'), army('h', '30 Libya')], ['g'], '21 Southern France', '22 Northern Italy')).toEqual([]);
  });
});

describe('3.1.2 Wehrmacht Replacements placed from the Army Pool', () => {
  const map: AreaSketch[] = [
    { name: '2 Poland' },
    { name: '42 Tunisia' },
    { name: '22 Northern Italy', attrs: { home: 'Italy' } },
  ];
  const placed = (pieces: PieceSketch[], id: string, area: string, vals: Record<string, string> = { italy: 'independence' }) => {
    const view = areaMapView(map, pieces, vals);
    const cell = { col: map.findIndex((a) => a.name === area), row: 0 };
    return ghc.checkMove(view, { pieceIds: [id], from: cell, path: [], to: cell, placed: true });
  };

  it('"not in Isolated Areas"', () => {
    const v = placed([army('r', '42 Tunisia', 'reduced'), marker('42 Tunisia', 'isolated')], 'r', '42 Tunisia');
    expect(broken(v)).toEqual(['3.1.2 Wehrmacht Replacements are not placed in Isolated Areas (42 Tunisia)']);
    expect(v.summary).toBe('r placed in 42 Tunisia: not legal: Wehrmacht Replacements are not placed in Isolated Areas (42 Tunisia)');
    expect(placed([army('r', '2 Poland', 'reduced')], 'r', '2 Poland').summary).toBe('r placed in 2 Poland: legal');
    expect(placed([army('s', '42 Tunisia', 'satellite'), marker('42 Tunisia', 'isolated')], 's', '42 Tunisia').legal).toBe(true);
  });

  it('8.1 holds for a German army placed in Italy too', () => {
    expect(broken(placed([army('r', '22 Northern Italy', 'reduced')], 'r', '22 Northern Italy'))).toEqual(['8.1 Italy\'s Independence: 0 German armies allowed in 22 Northern Italy']);
    expect(placed([army('r', '22 Northern Italy', 'reduced')], 'r', '22 Northern Italy', { italy: 'intervention' }).legal).toBe(true);
  });

  it('leaves Control disks and markers out of the moves it judges: they fight for no side', () => {
    const view = areaMapView(map, [axisDisk('2 Poland'), marker('2 Poland', 'isolated'), army('a', '2 Poland')]);
    expect(view.units.filter((u) => ghc.sideOf(u)).map((u) => u.id)).toEqual(['a']);
  });
});
