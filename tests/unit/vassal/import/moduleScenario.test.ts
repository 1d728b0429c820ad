import { describe, expect, test } from 'vitest';
import { cellAt } from '../../../../src/geometry/hexGrid';
import { cellLabel } from '../../../../src/geometry/numbering';
import type { HexGrid } from '../../../../src/model/grid';
import { problemsOfScenario } from '../../../../src/scenario/scenario';
import { parseCommands } from '../../../../src/vassal/codec/commands';
import { positionOf } from '../../../../src/vassal/codec/position';
import { boundsOf } from '../../../../src/vassal/import/boardGrid';
import { moduleScenario } from '../../../../src/vassal/import/moduleScenario';
import { startingSetup } from '../../../../src/vassal/import/startingSetup';
import { readModule } from '../../../../src/vassal/module/readModule';
import { vassalHex } from '../grids/vassalReference';
import { fixtureBytes } from '../support/fixtures';

const module = await readModule(fixtureBytes('ragnarok-v12-379.vmod'), 'ragnarok-v12-379.vmod');
const setup = startingSetup(module)!;
const { scenario, files, leftOut } = moduleScenario(module, setup);
const vassalPieces = positionOf(parseCommands(setup.text)).pieces;
const hexZone = module.maps.find((m) => m.name === 'Main Map')!.boards[0].zones.find((z) => z.name === 'map')!;
const insideHexZone = (x: number, y: number) => {
  const b = boundsOf(hexZone.points);
  return x >= b.x + 10 && x <= b.x + b.width - 10 && y >= b.y + 10 && y <= b.y + b.height - 10;
};

describe('the Ragnarok module opened with its At Start set-up', () => {
  test('starts from the At Start saved game inside the module', () => {
    expect(setup.fileName).toBe('ragnarok-start.vsav');
  });

  test('makes a scenario the ordinary import accepts', () => {
    expect(problemsOfScenario(scenario)).toEqual([]);
    for (const b of scenario.boards) if (b.image) expect(files.has(b.image)).toBe(true);
    for (const f of Object.values(scenario.faces)) if (f.kind === 'image') expect(files.has(f.asset)).toBe(true);
  });

  test('has the main map, the deployment and dead-pile maps, and the charts below them', () => {
    const byName = new Map(scenario.boards.map((b) => [b.name, b]));
    expect(byName.get('Main Map')).toMatchObject({ id: 'Map', image: 'map.jpg', width: 3300, height: 2457, x: 0, y: 0 });
    expect(byName.get('deployment')).toMatchObject({ id: 'deployment', x: 3300 + 200 });
    const crt = byName.get('8.6 CRT')!;
    expect(crt.image).toBe('chart-crt.jpg');
    expect(crt.y).toBeGreaterThan(2457);
  });

  test('places every piece of the save, none dropped', () => {
    expect(vassalPieces).toHaveLength(99);
    expect(scenario.pieces.filter((p) => !p.board.startsWith('vassal-palette-'))).toHaveLength(99);
  });

  test('puts every piece on the board and board point VASSAL has it on', () => {
    vassalPieces.forEach((v, i) => {
      const ours = scenario.pieces[i];
      expect(ours.board).toBe(v.map === 'Main Map' ? 'Map' : v.map);
      expect([ours.x, ours.y]).toEqual([v.x, v.y]);
    });
  });

  test('labels each piece in the hex zone as VASSAL labels its point', () => {
    const grid = scenario.boards.find((b) => b.id === 'Map')!.grid as HexGrid;
    const reference = vassalHex(hexZone.grid!.attrs, hexZone.grid!.numbering!.attrs, boundsOf(hexZone.points));
    const onHexes = scenario.pieces.filter((p) => p.board === 'Map' && insideHexZone(p.x!, p.y!));
    expect(onHexes.length).toBeGreaterThan(0);
    for (const p of onHexes) expect(cellLabel(grid, cellAt(grid, p.x!, p.y!)!)).toBe(reference.name({ x: p.x!, y: p.y! }));
  });

  test('keeps each stack’s order, bottom first', () => {
    const stacks = positionOf(parseCommands(setup.text)).stacks.filter((s) => s.pieceIds.length > 1);
    expect(stacks.length).toBeGreaterThan(0);
    for (const stack of stacks) {
      const ours = scenario.pieces.filter((p) => p.x === stack.x && p.y === stack.y && p.board === (stack.map === 'Main Map' ? 'Map' : stack.map));
      const theirs = vassalPieces.filter((v) => v.stackId === stack.id);
      expect(ours.map((p) => p.name)).toEqual(theirs.map((v) => /piece;[^;]*;[^;]*;[^;]*;([^/\t]*)/.exec(v.type)?.[1] ?? ''));
    }
  });

  test('gives two-sided units both faces, the front shown, with their properties', () => {
    const thor = scenario.pieces.find((p) => p.name === 'en-thor')!;
    expect(thor.faces.map((f) => (scenario.faces[f] as { asset: string }).asset)).toEqual(['en-thor.png', 'en-thor-r.png']);
    expect(thor.face).toBe(0);
    expect(thor.rot).toBe(0);
    expect(thor.size).toBe(75);
    expect(thor.attrs).toMatchObject({ Side: 'Aesir' });
  });

  test('names what it leaves out, kind by kind, with counts', () => {
    expect(leftOut).toContain('1 turn tracker');
    expect(leftOut.some((l) => l.includes('dice button'))).toBe(false);
    expect(leftOut[0]).toMatch(/^piece traits: 291 Report Action, 99 Clone, .*97 Area of Effect/);
    expect(leftOut).toContain('1 other predefined set-up');
    expect(leftOut.some((l) => l.includes('“endurance”') && l.includes('“rainbow”'))).toBe(true);
  });
});

test('a module without a set-up opens as its boards with no pieces on them', () => {
  const bare = moduleScenario({ ...module, setups: [] });
  expect(bare.scenario.pieces.filter((p) => !p.board.startsWith('vassal-palette-'))).toEqual([]);
  expect(bare.scenario.boards.map((b) => b.id)).toContain('Map');
  expect(problemsOfScenario(bare.scenario)).toEqual([]);
});

test('a module whose only set-up does not use a file opens as its boards, no pieces on them (its cards are in its deck), the hex map with its grid', async () => {
  const template = await readModule(fixtureBytes('jzhex-n-counters-template-v12-379.vmod'), 'jzhex-n-counters-template-v12-379.vmod');
  const opened = moduleScenario(template, startingSetup(template));
  expect(startingSetup(template)).toBeUndefined();
  expect(opened.scenario.pieces.filter((p) => !p.board.startsWith('vassal-'))).toEqual([]);
  expect(opened.scenario.boards.find((b) => b.name === 'Main Map')).toMatchObject({ id: 'Map', image: 'map.jpg', grid: { kind: 'hex', orientation: 'flat' } });
  expect(problemsOfScenario(opened.scenario)).toEqual([]);
});
