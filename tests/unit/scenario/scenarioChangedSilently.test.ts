import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { problemsOfScenario, type Scenario } from '../../../src/scenario/scenario';

const demo = JSON.parse(readFileSync('assets/demo/scenario.json', 'utf8')) as Scenario;

/** The demo scenario with one change, and the problems found in it, as "path message". */
function problemsAfter(change: (s: Record<string, any>) => void): string[] {
  const copy = structuredClone(demo) as unknown as Record<string, any>;
  change(copy);
  return problemsOfScenario(copy).map((p) => `${p.path} ${p.message}`);
}

describe('a scenario that would once have been changed silently', () => {
  it('is refused when a two-face counter is to show face 5, naming the field', () => {
    expect(problemsAfter((s) => (s.pieces[0].face = 5))).toEqual(['pieces[0].face must be the number of one of its 2 faces, from 0 to 1']);
  });

  it('is refused when a grid’s spacing is 1e-300, which would put every counter in one column', () => {
    expect(problemsAfter((s) => (s.boards[0].grid.dx = 1e-300))).toEqual(['boards[0].grid.dx must be a number from 1 to 1000000 pixels']);
  });

  it('is refused when a hexside or a road joins two hexes that are not neighbours', () => {
    const problems = problemsAfter((s) => {
      s.terrain.valli.sideFeatures = [{ id: 'river', name: 'River', colour: '#1e88e5' }];
      s.terrain.valli.hexsides = { '0101|0102': 'river', '0101|0505': 'river' };
      s.terrain.valli.links = { '0303|0909': 'road' };
    });
    expect(problems).toEqual(['terrain.valli.hexsides.0101|0505 names two hexes that are not neighbours', 'terrain.valli.links.0303|0909 names two hexes that are not neighbours']);
  });

  it('says a piece’s x is out of range, rather than that it has no place', () => {
    const problems = problemsAfter((s) => {
      delete s.pieces[0].hex;
      s.pieces[0].x = 5_000_000;
      s.pieces[0].y = 100;
    });
    expect(problems).toEqual(['pieces[0].x must be a number from −1000000 to 1000000']);
  });

});

describe('a scenario holding a field beyond its bound', () => {
  it('is refused, naming the field: a rules value, a table cell, a box name, a palette entry, a rules list', () => {
    const big = 'x'.repeat(5_000_000);
    const crt = { columns: ['1-1'], rows: ['1'], cells: [[big]] };
    const box = { id: 'valli', kind: 'box', name: big, boardId: 'valli' };
    expect(problemsAfter((s) => (s.rules = { values: { notes: big } }))).toEqual(['rules.values.notes is 5,000,000 characters long; at most 10,000 are allowed']);
    expect(problemsAfter((s) => (s.rules = { tables: { crt } }))).toEqual(['rules.tables.crt.cells[0][0] is 5,000,000 characters long; at most 500 are allowed']);
    expect(problemsAfter((s) => (s.components = [box]))).toEqual(['components[0].name is 5,000,000 characters long; at most 200 are allowed']);
    expect(problemsAfter((s) => (s.terrain.valli.palette[0].name = big))).toEqual(['terrain.valli.palette.0.name must be text of 1 to 60 characters']);
    expect(problemsAfter((s) => (s.rules = { values: { hexes: Array.from({ length: 1_000_000 }, () => '0101') } }))).toEqual(['rules.values.hexes holds 1,000,000 items; at most 10,000 are allowed']);
  });
});
