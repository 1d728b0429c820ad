/**
 * What the Caporetto ruleset works out once per view (rulesets/caporetto/memo.ts) must never change
 * an answer: hex control read from floods agrees with measuring to every unit, the terrain index
 * agrees with the kit's lookups, and a question gets the same answer whatever was asked before.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/dice/dice';
import { standardNumbering, type Cell, type HexGrid, type SquareGrid } from '../../../../src/model/grid';
import { cellKey, createRulesMap, distanceOn, linkBetween, neighboursOn, pairKey, sideBetween, terrainOf, type RulesMap } from '../../../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../../../src/rules/types';
import { emptyTerrain } from '../../../../src/terrain/terrain';
import { caporetto } from '../../../../rulesets/caporetto/index';
import { controlOf, type ControlReading } from '../../../../rulesets/caporetto/control';
import { effectAt, linkAt, sideAt } from '../../../../rulesets/caporetto/mapIndex';
import { effectOf, palette, sideFeatures } from '../../../../rulesets/caporetto/terrain';
import { ALLIES, CENTRAL_POWERS, groundUnits, sideOf, type Side } from '../../../../rulesets/caporetto/units';
import { flatHexGrid } from '../../support/grids';
import { at, austrian, board, italian, move } from './support/board';

const pointyHexGrid = (columns: number, rows: number, shiftOdd: boolean): HexGrid => ({ ...flatHexGrid(columns, rows, shiftOdd), orientation: 'pointy' });
const squareGrid = (columns: number, rows: number): SquareGrid => ({ kind: 'square', dx: 50, dy: 50, originX: 25, originY: 25, columns, rows, numbering: standardNumbering, showLines: false });

const grids: [string, HexGrid | SquareGrid][] = [
  ['flat, odd columns shifted', flatHexGrid(9, 7, true)],
  ['flat, even columns shifted', flatHexGrid(8, 6, false)],
  ['pointy, odd rows shifted', pointyHexGrid(7, 9, true)],
  ['pointy, even rows shifted', pointyHexGrid(6, 8, false)],
  ['square', squareGrid(7, 5)],
];

const cellsOf = (map: RulesMap): Cell[] => {
  const out: Cell[] = [];
  for (let col = 0; col < map.grid.columns; col++) for (let row = 0; row < map.grid.rows; row++) out.push({ col, row });
  return out;
};

/** Steps from `from` to every map cell, walking over map cells only. */
function walkSteps(map: RulesMap, from: Cell): Map<string, number> {
  const steps = new Map([[cellKey(from), 0]]);
  let layer = [from];
  for (let depth = 1; layer.length > 0; depth++) {
    const next: Cell[] = [];
    for (const cell of layer) {
      for (const n of neighboursOn(map, cell)) {
        if (steps.has(cellKey(n))) continue;
        steps.set(cellKey(n), depth);
        next.push(n);
      }
    }
    layer = next;
  }
  return steps;
}

describe('nearest-unit control read from floods (3.4)', () => {
  it.each(grids)('relies on the grid distance being the shortest walk over map cells: %s', (_name, grid) => {
    const map = createRulesMap('grid', grid, emptyTerrain());
    for (const from of cellsOf(map)) {
      const steps = walkSteps(map, from);
      for (const to of cellsOf(map)) expect(steps.get(cellKey(to)), `${cellKey(from)} → ${cellKey(to)}`).toBe(distanceOn(map, from, to));
    }
  });

  /** 3.4 as the ruleset read it before it remembered anything: every unit measured from every hex. */
  function measured(view: RulesView, cell: Cell): ControlReading {
    const key = cellKey(cell);
    const recorded = view.control[key];
    if (recorded === ALLIES || recorded === CENTRAL_POWERS) return { side: recorded, how: 'recorded' };
    const here = new Set(groundUnits(view, undefined, key).map(sideOf));
    if (here.size === 1) return { side: [...here][0], how: 'occupied' };
    const best: Record<Side, number> = { [ALLIES]: Infinity, [CENTRAL_POWERS]: Infinity };
    for (const u of groundUnits(view)) best[sideOf(u)!] = Math.min(best[sideOf(u)!], distanceOn(view.map, cell, u.cell));
    if (best[ALLIES] === best[CENTRAL_POWERS]) return { side: null, how: 'unknown' };
    return { side: best[ALLIES] < best[CENTRAL_POWERS] ? ALLIES : CENTRAL_POWERS, how: 'nearest' };
  }

  it.each([3, 12, 40])('agrees hex by hex with measuring to every unit (%i units a side, ties included)', (perSide) => {
    const rand = seededRandom(`control-${perSide}`);
    const b = board();
    const label = () => b.map.label({ col: Math.floor(rand() * b.map.grid.columns), row: Math.floor(rand() * b.map.grid.rows) });
    for (let i = 0; i < perSide; i++) b.place(italian(`I${i}`, label()), austrian(`A${i}`, label()));
    b.controlled(ALLIES, label(), label()).controlled(CENTRAL_POWERS, label());
    const view = b.view();
    const cells = cellsOf(view.map);
    const readings = cells.map((cell) => controlOf(view, cell));
    expect(readings).toEqual(cells.map((cell) => measured(view, cell)));
    expect(readings.some((r) => r.how === 'unknown')).toBe(true);
  });
});

describe('the terrain index', () => {
  it('reads every hex, hexside and link as the kit does, stray keys included', () => {
    const rand = seededRandom('terrain-index');
    const b = board();
    const cells = cellsOf(b.map);
    const ids = [...palette.map((t) => t.id), 'painted-then-deleted'];
    const features = [...sideFeatures.map((f) => f.id), 'no-such-feature'];
    for (const cell of cells) {
      if (rand() < 0.8) b.map.terrain.hexes[cellKey(cell)] = ids[Math.floor(rand() * ids.length)];
      for (const n of neighboursOn(b.map, cell)) {
        if (rand() < 0.1) b.map.terrain.hexsides[pairKey(cell, n)] = features[Math.floor(rand() * features.length)];
        if (rand() < 0.05) b.map.terrain.links[pairKey(cell, n)] = rand() < 0.5 ? 'railroad' : 'road';
      }
    }
    // Keys no lookup finds: the wrong order, leading zeros, off the board, not a pair.
    Object.assign(b.map.terrain.hexsides, { '5,5|4,4': 'river', '04,4|5,5': 'river', '3,3|3,04': 'lake', '-1,0|0,0': 'river', '39,29|40,29': 'river', garbage: 'river', '1,1|2,2|3,3': 'river' });
    Object.assign(b.map.terrain.links, { '7,7|6,6': 'railroad', '08,8|9,9': 'railroad' });
    const view = b.view();
    for (const cell of cells) {
      expect(effectAt(view, cell)).toBe(effectOf(terrainOf(view.map, cell)));
      for (const other of [...neighboursOn(view.map, cell), { col: cell.col + 2, row: cell.row }, cell]) {
        expect(sideAt(view, cell, other)).toBe(sideBetween(view.map, cell, other));
        expect(linkAt(view, cell, other)).toBe(linkBetween(view.map, cell, other));
      }
    }
    const off = { col: -1, row: 3 };
    expect(sideAt(view, off, { col: 0, row: 3 })).toBe(sideBetween(view.map, off, { col: 0, row: 3 }));
    expect(effectAt(view, off)).toBe(effectOf(terrainOf(view.map, off)));
  });
});

describe('answers do not depend on what was asked of the view before', () => {
  /** A busy table: towns, a river with a railroad bridge, alpine hexes, units of both sides. */
  function table(phase: string): { view: () => RulesView; movers: RulesUnit[] } {
    const b = board()
      .paint('alpine', '1210', '1211')
      .paint('mountain', '1409', '1509')
      .side('river', '1410', '1510')
      .side('river', '1411', '1511')
      .link('railroad', '1310', '1410', '1510', '1610')
      .set({ phase, turn: 4, towns: ['1310', '1610', '1812'], cities: ['1510'], vpHexes: ['1610', '2010'] });
    const movers = [italian('2nd Inf. Div.', '1310'), italian('3rd Alpini', '1210', { type: 'mountain' }), italian('4th Inf. Div.', '1008', { assault: true })];
    b.place(...movers, austrian('5th Div.', '2010'), austrian('6th Div.', '2012'), austrian('7th Div.', '1913'), austrian('8th Div.', '2209'));
    b.controlled(ALLIES, '1310', '1410', '1510', '1610');
    return { view: b.view, movers };
  }

  const reachData = (r: ReturnType<typeof caporetto.reach>) => ({ cost: [...r.cost], stops: [...r.stops], allowance: r.allowance, notes: r.notes, paths: [...r.cost.keys()].map((k) => r.pathTo({ col: Number(k.split(',')[0]), row: Number(k.split(',')[1]) })) });

  it.each(['movement', 'strategic', 'infiltration', 'combat1'])('in the %s phase', (phase) => {
    const { view, movers } = table(phase);
    const targets = ['1610', '1812', '2011', '2510', '1211'];
    const shared = view();
    caporetto.checkTable(shared);
    for (const unit of movers) {
      const from = unit.cell;
      const lifted = caporetto.reach(shared, [unit.id], from);
      expect(reachData(lifted)).toEqual(reachData(caporetto.reach(view(), [unit.id], from)));
      for (const to of targets) {
        const query = move([unit], shared.map.label(from), [], to);
        expect(caporetto.checkMove(shared, query)).toEqual(caporetto.checkMove(view(), query));
        const path = caporetto.reach(view(), [unit.id], from).pathTo(at(to));
        if (path && path.length > 0) {
          const walked = { ...query, path };
          expect(caporetto.checkMove(shared, walked)).toEqual(caporetto.checkMove(view(), walked));
        }
      }
    }
    expect(caporetto.checkTable(shared)).toEqual(caporetto.checkTable(view()));
  });
});
