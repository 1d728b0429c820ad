import { describe, expect, it } from 'vitest';
import { demoView } from './support/demoView';
import {
  expectAShippableDemo, expectCompleteSamples, expectDisplaysDrawnAsTheAppDraws, expectOnlyKnownValues, expectPairsOfNeighbouringLand,
  itWritesTheCommittedFiles, misplacedPieces,
} from './support/demoChecks';
import { readLog } from '../../../src/doc/snapshot';
import { cellCentre, distance, inBounds, neighbours } from '../../../src/geometry/hexGrid';
import { unitsAt } from '../../../src/rules/view';
import { cellByName } from '../../../src/rules/kit';
import type { Cell } from '../../../src/model/grid';
import type { RulesUnit } from '../../../src/rules/types';
import { palette, sideFeatures } from '../../../rulesets/c3/terrain';
import { AXIS, BRITISH, attributes, isElite, sideOf, unitTypes } from '../../../rulesets/c3/units';
import { values } from '../../../rulesets/c3/values';
import { tables } from '../../../rulesets/c3/tables';
import { c3 } from '../../../rulesets/c3';

const folder = 'assets/demo-c3';
const { demo, map, grid, terrain, rules, cell, label, doc, table, view, components, around, units, land } = demoView(folder, values);

const british = (l: string) => units(l).filter((u) => sideOf(u) === BRITISH);
const nextToBritish = (c: Cell) => neighbours(grid, c).some((n) => inBounds(grid, n) && british(label(n)).length > 0);
const hexes = (id: string) => rules.values![id] as string[];
const tecNumber = (row: string) => Number(cellByName(rules.tables!.tec, row, 'Movement'));

describe('the Operazione C3 demo scenario', () => {
  it("passes the app's own scenario checks, sets up, and keeps its map small", () => {
    expectAShippableDemo(demo, folder, 'Operazione C3 1942 (demo)', 400);
    expect(demo.counterSize).toBe(50);
    expect(demo.notes).toMatch(/Operazione C3 rules assistant/);
    expect(demo.notes).toMatch(/every table .* is a SAMPLE made up for this demo: type yours in from your chart \(rules assistant panel → tables\)/i);
  });

  itWritesTheCommittedFiles('scripts/make-c3-demo.mjs', folder);

  it('places every piece in a hex or box that exists, on a flat-topped hex map numbered like Caporetto', () => {
    expect(map.id).toBe('malta');
    expect(grid.orientation).toBe('flat');
    expect(neighbours(grid, cell('0506')).map(label).sort()).toEqual(['0406', '0407', '0505', '0507', '0606', '0607']);
    expect(misplacedPieces(demo)).toEqual([]);
  });

  it("paints every hex with C3's palette, and draws roads, the Victory Line and cliffs between neighbouring land hexes", () => {
    expect(terrain.palette).toEqual(palette);
    expect(terrain.sideFeatures).toEqual(sideFeatures);
    expect(Object.keys(terrain.hexes)).toHaveLength(grid.columns * grid.rows);
    expect(new Set(Object.values(terrain.hexes))).toEqual(new Set(['plain', 'hill', 'sea']));
    expect(new Set(Object.values(terrain.hexsides ?? {}))).toEqual(new Set(['victory-line', 'impassable']));
    expect(new Set(Object.values(terrain.links ?? {}))).toEqual(new Set(['road']));
    expectPairsOfNeighbouringLand(terrain, around, land);
    const line = Object.entries(terrain.hexsides ?? {}).filter(([, f]) => f === 'victory-line');
    expect(line.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every unit the attributes the C3 assistant reads', () => {
    const named = (n: string) => attributes.find((a) => a.name === n)!.values!;
    const onMap = demo.pieces.filter((p) => (p.kind ?? 'unit') === 'unit');
    expect(onMap.length).toBeGreaterThanOrEqual(40);
    for (const u of onMap) {
      const a = u.attrs!;
      expect([AXIS, BRITISH], u.name).toContain(a.side);
      expect(named('nationality'), u.name).toContain(a.nationality);
      expect(unitTypes as readonly unknown[], u.name).toContain(a.type);
      expect(typeof a.formation, u.name).toBe('string');
      for (const f of ['attack', 'movement', 'steps']) expect(typeof a[f], `${u.name}.${f}`).toBe('number');
      expect([1, 2], u.name).toContain(a.steps);
      expect(u.faces, u.name).toHaveLength(a.steps === 2 || a.back === 'dis' ? 2 : 1);
      if (a.bonus !== undefined) expect(named('bonus'), u.name).toContain(a.bonus);
      if (a.back !== undefined) expect(a.back, u.name).toBe('dis');
    }
    const types = new Set(onMap.map((u) => u.attrs!.type));
    for (const t of unitTypes.filter((t) => t !== 'special-forces')) expect(types.has(t), t).toBe(true);
    expect(new Set(onMap.map((u) => u.attrs!.nationality))).toEqual(new Set(['Italian', 'German', 'Commonwealth']));
    // One paratrooper company shows its Dispersed side.
    expect(view.units.filter((u) => u.attrs.back === 'dis' && u.face === 1).map((u) => u.name)).toEqual(['6/II Folgore']);
  });

  it('ships every C3 table as a complete SAMPLE that validates against its spec', () => {
    expect(rules.ruleset).toBe('c3');
    expectCompleteSamples(rules, tables);
  });

  it('sets the game values by C3 value ids, and the turn by the marker on the Game Turn track', () => {
    expectOnlyKnownValues(rules, values);
    expect(view.values.turn).toBe(1);
    expect(view.values.phase).toBe('activation');
    for (const id of ['towns', 'cities', 'ports', 'airfields', 'valletta', 'minefields', 'beachheads']) {
      expect(hexes(id).length, id).toBeGreaterThan(0);
      for (const l of hexes(id)) expect(inBounds(grid, cell(l)), `${id} ${l}`).toBe(true);
    }
    expect(hexes('valletta')).toHaveLength(1);
    expect(hexes('cities')).toContain(hexes('valletta')[0]);
    for (const l of hexes('minefields')) expect(terrain.hexes[l], l).toBe('sea');
    for (const l of [...hexes('towns'), ...hexes('cities'), ...hexes('airfields'), ...hexes('beachheads')]) expect(terrain.hexes[l], l).not.toBe('sea');
    for (const l of hexes('beachheads')) expect(neighbours(grid, cell(l)).some((n) => inBounds(grid, n) && terrain.hexes[label(n)] === 'sea'), l).toBe(true);
    for (const l of hexes('ports')) expect([...hexes('towns'), ...hexes('cities')], l).toContain(l);
  });

  it('sets up the Game Turn track, the Activated box, the chits cup and the reinforcements', () => {
    expect(components.map((c) => `${c.kind} ${c.name}`).sort()).toEqual(['box Activated', 'box Axis reinforcements', 'box Spare markers', 'cup Formation chits', 'track Game Turn']);
    expectDisplaysDrawnAsTheAppDraws(demo);
    const track = demo.components!.find((c) => c.kind === 'track');
    expect(track && track.kind === 'track' && [track.from, track.to]).toEqual([0, 5]);
    const activated = [...table.boards.values()].find((b) => b.name === 'Activated')!;
    const on = (boardId: string) => [...table.pieces.values()].filter((p) => p.at.b === boardId);
    const chits = [...table.pieces.values()].filter((p) => typeof p.attrs.chit === 'string');
    expect(chits.length).toBeGreaterThanOrEqual(10);
    for (const c of chits) expect(typeof c.attrs.activation, c.name).toBe('number');
    expect(on(activated.id).map((p) => [p.attrs.chit, p.attrs.side, p.attrs.formation])).toEqual([['formation', AXIS, 'San Marco']]);
    const cup = on('chits');
    expect(cup.map((p) => p.attrs.chit).sort()).toEqual(['air', 'formation', 'formation', 'formation', 'formation', 'formation', 'formation', 'formation', 'naval']);
    expect(new Set(cup.map((p) => p.attrs.side))).toEqual(new Set([AXIS, BRITISH]));
    expect(on('axis-reinforcements').some((p) => p.attrs.formation === 'La Spezia')).toBe(true);
    expect(on('markers').map((p) => p.attrs.marker).sort()).toEqual(['activated', 'activated', 'activated', 'dg', 'dg', 'dg']);
  });

  it('(a) sets a Livorno infantry unit whose route to a plain hex two hexes away costs double beside the British (5.2)', () => {
    const [mover] = units('2115').filter((u) => u.name === 'I/33 Livorno');
    expect(mover.attrs.formation).toBe('Livorno');
    expect(mover.attrs.type).toBe('infantry');
    expect(mover.movement).toBeGreaterThanOrEqual(2);
    const from = cell('2115'), to = cell('1914');
    expect(distance(grid, from, to)).toBe(2);
    expect(terrain.hexes['1914']).toBe('plain');
    expect(units('1914')).toEqual([]);
    const plain = tecNumber('Plain');
    const via = neighbours(grid, from).filter((m) => inBounds(grid, m) && terrain.hexes[label(m)] !== 'sea' && distance(grid, m, to) === 1);
    expect(via.map(label)).toEqual(['2015']);
    const cost = (c: Cell) => tecNumber(terrain.hexes[label(c)] === 'hill' ? 'Hill' : 'Plain') * (nextToBritish(c) ? 2 : 1);
    for (const m of via) {
      expect(nextToBritish(m), label(m)).toBe(true);
      expect(units(label(m)).filter((u) => sideOf(u) === BRITISH)).toEqual([]);
      expect(terrain.links?.[`${label(from)}|${label(m)}`] ?? terrain.links?.[`${label(m)}|${label(from)}`]).toBeUndefined();
    }
    const cheapest = Math.min(...via.map((m) => cost(m) + cost(to)));
    expect(cheapest).toBe(4 * plain);
    expect(cheapest).toBeLessThanOrEqual(mover.movement!);
  });

  it('(b) sets a concentric attack with an elite unit on a British-held town', () => {
    const town = cell('1713');
    expect(hexes('towns')).toContain('1713');
    expect(british('1713').map((u) => u.name)).toEqual(['2 R West Kent']);
    const attackers: RulesUnit[] = [...units('1613'), ...units('1814')];
    expect(attackers.length).toBeGreaterThanOrEqual(2);
    expect(attackers.length).toBeLessThanOrEqual(3);
    for (const u of attackers) expect(sideOf(u), u.name).toBe(AXIS);
    expect(new Set(attackers.map((u) => u.attrs.formation))).toEqual(new Set(['Folgore']));
    expect(attackers.filter(isElite).map((u) => u.name)).toEqual(['4/II Folgore']);
    const [a, b, c] = [cellCentre(grid, cell('1613')), cellCentre(grid, cell('1814')), cellCentre(grid, town)];
    expect(neighbours(grid, town).map(label)).toEqual(expect.arrayContaining(['1613', '1814']));
    expect((a.x + b.x) / 2).toBeCloseTo(c.x, 5);
    expect((a.y + b.y) / 2).toBeCloseTo(c.y, 5);
    // Nothing else Axis stands beside the town: the attack is only from the two opposite hexes.
    const others = neighbours(grid, town).map(label).filter((l) => l !== '1613' && l !== '1814');
    for (const l of others) expect(units(l).filter((u) => sideOf(u) === AXIS), l).toEqual([]);
  });

  it('(a), (b) read by the C3 assistant itself: the doubled route, and the town, concentric and elite shifts', () => {
    const [mover] = units('2115').filter((u) => u.name === 'I/33 Livorno');
    const reach = c3.reach(view, [mover.id], cell('2115'));
    expect(reach.cost.get(`${cell('1914').col},${cell('1914').row}`)).toBe(4);
    expect(reach.pathTo(cell('1914'))?.map(label)).toEqual(['2015', '1914']);
    const attackers = [...units('1613'), ...units('1814')].map((u) => u.id);
    const setup = c3.combat(view, attackers, cell('1713'));
    expect(setup.defenders).toHaveLength(1);
    expect(setup.modifiers.map((m) => [m.id, m.value])).toEqual(expect.arrayContaining([['terrain', -1], ['concentric', 1], ['elite-attacker', 1]]));
  });

  it('opens with a short log: the setup says what it did in one line', () => {
    const lines = readLog(doc).map((e) => e.text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('set up the terrain of "Malta 1942", 5 boxes, tracks, cups and decks, the c3 rules assistant');
  });

  it('(c) sets a British unit under a DG marker', () => {
    const here = unitsAt(view, cell('2013'));
    expect(here.filter((u) => u.attrs.marker === 'dg')).toHaveLength(1);
    expect(british('2013').map((u) => u.name)).toContain('11 Lancs F');
  });

  it('keeps every hex within stacking: each unit type stacks free one of a kind, others count steps (1.3.6)', () => {
    const limit = (l: string) => Number(cellByName(rules.tables!.tec, terrain.hexes[l] === 'hill' ? 'Hill' : 'Plain', 'Stacking')) + (hexes('cities').includes(l) ? 1 : 0);
    const free = new Set(['coastal', 'light-aa', 'heavy-aa', 'armour', 'anti-tank']);
    for (const l of Object.keys(terrain.hexes)) {
      const here = units(l);
      const steps = here.filter((u) => !free.has(String(u.attrs.type))).reduce((n, u) => n + u.stepsLeft, 0);
      expect(steps, `stack at ${l}`).toBeLessThanOrEqual(limit(l));
      expect(here.filter((u) => u.attrs.type === 'coastal').length, `coastal at ${l}`).toBeLessThanOrEqual(1);
      if (here.some((u) => u.attrs.type === 'coastal')) expect(neighbours(grid, cell(l)).some((n) => inBounds(grid, n) && terrain.hexes[label(n)] === 'sea'), l).toBe(true);
      if (here.length) expect(terrain.hexes[l], l).not.toBe('sea');
    }
  });
});
