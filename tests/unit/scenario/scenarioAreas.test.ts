/**
 * Named areas in scenario files: a board's `areas` (area-movement maps) and pieces placed by an
 * area's name, resting where a piece dropped in the area rests; export writes both back.
 */
import { describe, expect, it } from 'vitest';
import { areaRestingPoint } from '../../../src/geometry/areas';
import { readSnapshot } from '../../../src/doc/snapshot';
import { groupStacks } from '../../../src/model/stacks';
import { tableToScenario } from '../../../src/scenario/exportScenario';
import { scenarioGame } from '../../../src/scenario/importScenario';
import { problemsOfScenario, scenarioToSetup, type Scenario } from '../../../src/scenario/scenario';

const square = (x: number, y: number, w: number) => [x, y, x + w, y, x + w, y + w, x, y + w];
const scenario: Scenario = {
  sandtableScenario: 1,
  name: 'Areas',
  boards: [
    {
      id: 'europe',
      name: 'Europe',
      width: 1000,
      height: 600,
      grid: { kind: 'none' },
      areas: [
        { id: 'a1', name: '1 West', points: square(0, 0, 300) },
        { id: 'a2', name: '2 East', points: [400, 0, 900, 0, 900, 500, 650, 500, 650, 250, 400, 250] },
      ],
    },
  ],
  faces: { f: { kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'none', size: '', name: 'A', factors: '' } },
  pieces: [
    { name: 'first', faces: ['f'], board: 'europe', area: '1 West' },
    { name: 'second', faces: ['f'], board: 'europe', area: 'a1' },
    { name: 'third', faces: ['f'], board: 'europe', area: '2 East' },
    { name: 'loose', faces: ['f'], board: 'europe', x: 950, y: 580 },
  ],
};
const messages = (s: unknown) => problemsOfScenario(s).map((p) => `${p.path} ${p.message}`);

describe('named areas in a scenario', () => {
  it('set up the board with its areas and stack pieces named by area where a dropped piece would rest', () => {
    expect(problemsOfScenario(scenario)).toEqual([]);
    const setup = scenarioToSetup(scenario, new Map());
    expect(setup.boards[0].areas).toEqual(scenario.boards[0].areas);
    const [west, east] = setup.boards[0].areas!;
    const at = (name: string) => setup.pieces.find((p) => p.name === name)!.at;
    expect(at('first')).toMatchObject(areaRestingPoint(west));
    expect(at('third')).toMatchObject(areaRestingPoint(east));
    const stack = [...groupStacks(setup.pieces).values()].find((s) => s.pieces.some((p) => p.name === 'first'))!;
    expect(stack.pieces.map((p) => p.name)).toEqual(['first', 'second']);
  });

  it('name the field of every problem', () => {
    const broken = structuredClone(scenario) as unknown as Record<string, any>;
    broken.boards[0].areas.push({ id: 'a3', name: '1 West', points: [0, 0, 1, 1] }, { id: '', name: ' ', points: square(0, 0, 5) });
    broken.pieces[2].area = 'Atlantis';
    broken.pieces[3].x = undefined;
    expect(messages(broken)).toEqual([
      'boards[0].areas[2].points must list 3 to 1000 x, y corners, flat (x0, y0, x1, y1…)',
      'boards[0].areas[3].id must be an id of 1 to 100 characters',
      'boards[0].areas[3].name must be a non-empty text of at most 200 characters',
      // Two areas named "1 West" now: the pieces naming it must name one by its id ("second" does, as "a1").
      'pieces[0].area "1 West" names 2 areas of board "europe": name one by its id',
      'pieces[2].area "Atlantis" is not an area of board "europe"',
      'pieces[3] needs a hex, an area or an x and y',
    ]);
    expect(messages({ ...scenario, boards: [{ ...scenario.boards[0], areas: 'many' }] })).toContain('boards[0].areas must be a list of at most 500 areas');
  });

  it('go out with an exported setup by area name and come back the same', () => {
    const doc = scenarioGame(scenario, new Map());
    const out = tableToScenario(readSnapshot(doc));
    expect(out.boards[0].areas).toEqual(scenario.boards[0].areas);
    expect(out.pieces.map((p) => [p.name, p.area ?? `${p.x},${p.y}`])).toEqual([
      ['first', '1 West'],
      ['second', '1 West'],
      ['third', '2 East'],
      ['loose', '950,580'],
    ]);
    const again = readSnapshot(scenarioGame(JSON.parse(JSON.stringify(out)) as Scenario, new Map()));
    const where = (t: typeof again) => [...t.pieces.values()].map((p) => `${p.name}@${p.at.x},${p.at.y}`).sort();
    expect(where(again)).toEqual(where(readSnapshot(doc)));
  });

  it('carry each area’s neighbours and attributes into the game and back out, and refuse a neighbour that is no area', () => {
    const linked = structuredClone(scenario);
    linked.boards[0].areas![0] = { ...linked.boards[0].areas![0], neighbours: ['a2'], attrs: { front: 'Western', festung: true } };
    linked.boards[0].areas![1] = { ...linked.boards[0].areas![1], neighbours: ['a1'] };
    expect(problemsOfScenario(linked)).toEqual([]);
    const game = readSnapshot(scenarioGame(linked, new Map()));
    expect(game.boards.get('europe')!.areas!.map((a) => [a.neighbours, a.attrs])).toEqual([[['a2'], { front: 'Western', festung: true }], [['a1'], undefined]]);
    expect(tableToScenario(game).boards[0].areas).toEqual(linked.boards[0].areas);
    const broken = structuredClone(linked) as unknown as Record<string, any>;
    broken.boards[0].areas[1].neighbours = ['a1', 'atlantis'];
    broken.boards[0].areas[1].attrs = { front: { nested: true } };
    expect(messages(broken)).toEqual([
      'boards[0].areas[1].neighbours[1] names "atlantis", which is not the id of an area of this board',
      'boards[0].areas[1].attrs.front must be short text, a number or true/false',
    ]);
  });
});
