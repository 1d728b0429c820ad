import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { problemsOfScenario, scenarioToSetup, type Scenario } from '../../../src/scenario/scenario';
import { parseScenarioText } from '../../../src/scenario/importScenario';
import { groupStacks } from '../../../src/model/stacks';

const demo = JSON.parse(readFileSync('assets/demo/scenario.json', 'utf8')) as Scenario;
const demoAssets = new Map([['map.svg', { hash: 'h', mime: 'image/svg+xml', name: 'map.svg', bytes: 1, width: 1980, height: 1605 }]]);

describe('scenario files', () => {
  it('the demo scenario is sound and sets up two sides with stacks', () => {
    expect(problemsOfScenario(demo)).toEqual([]);
    const setup = scenarioToSetup(demo, demoAssets);
    const sides = new Set(setup.pieces.map((p) => p.attrs.side).filter(Boolean));
    expect(sides).toEqual(new Set(['North', 'South']));
    const stacks = [...groupStacks(setup.pieces).values()];
    expect(stacks.some((s) => s.pieces.length >= 3)).toBe(true);
    expect(setup.pieces.filter((p) => p.kind === 'unit').every((p) => p.faces.length === 2)).toBe(true);
  });

  it('stacks counters listed for the same hex in the order listed, first at the bottom', () => {
    const setup = scenarioToSetup(demo, demoAssets);
    const first = demo.pieces.filter((p) => p.hex === '0604').map((p) => p.name);
    const stack = [...groupStacks(setup.pieces).values()].find((s) => s.pieces.some((p) => p.name === first[0]))!;
    expect(stack.pieces.map((p) => p.name)).toEqual(first);
  });

  it('name the field of every problem', () => {
    const broken = structuredClone(demo) as unknown as Record<string, any>;
    broken.pieces[3].hex = '4099';
    broken.pieces[4].faces = ['no-such-face'];
    broken.pieces[5].board = 'moon';
    broken.boards[0].grid.dx = -3;
    const problems = problemsOfScenario(broken).map((p) => `${p.path} ${p.message}`);
    expect(problems).toContain('pieces[3].hex "4099" is not a hex of board "valli"');
    expect(problems).toContain('pieces[4].faces[0] names face "no-such-face", which the scenario does not define');
    expect(problems).toContain('pieces[5].board names board "moon", which the scenario does not define');
    expect(problems).toContain('boards[0].grid.dx must be a number from 1 to 1000000 pixels');
  });

  it('point at the line and column of a JSON syntax error', () => {
    expect(() => parseScenarioText('{\n  "name": "x",\n  oops\n}')).toThrow(/line 3, column 3/);
  });

  it('refuse a setup whose board image was not given', () => {
    expect(() => scenarioToSetup(demo, new Map())).toThrow(/"map\.svg" is not in the scenario bundle/);
  });
});
