/**
 * Kesselring's War on the rules bench's 60×40 map (tests/bench/rulesBench.ts): its own `reach`
 * for an Allied division lifted (TEC costs read from a typed chart, roads at ½, motorized at ⅓,
 * rivers, EZOC) and the whole-table LOC check of one side (12.2: a trace per unit as long as its
 * MF along roads and open terrain, half otherwise, clear of enemy units and zones), each beside
 * the plain breadth-first flood the bench times in the same run.
 */
import { performance } from 'node:perf_hooks';
import type { Random } from '../../src/dice/dice';
import type { Cell, HexGrid } from '../../src/model/grid';
import { cellKey, createRulesMap, type RulesMap } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { emptyTerrain, type TerrainLayer } from '../../src/terrain/terrain';
import { kesselring } from '../../rulesets/kesselring/index';
import { outOfSupply } from '../../rulesets/kesselring/logistics';

/** A chart for the bench (not the game's numbers: the text prints none). */
const benchTec = {
  columns: ['Movement', 'Combat'],
  rows: ['Open', 'Rough', 'Mountain', 'Volcano', 'Town', 'City', 'Port', 'Airfield', 'River'],
  cells: [['1', '0'], ['2', '1L'], ['3', '2L'], ['3', '2L'], ['1', '0'], ['1', '1L'], ['1', '0'], ['1', '0'], ['1', '1L']],
};

const painted: Record<string, string> = { clear: 'open', forest: 'rough', mountain: 'mountain', marsh: 'rough', lake: 'sea' };

function time(run: () => unknown): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The bench map as Kesselring reads it, the west as the Allies and the east as the Axis, each with 30 garrisoned ports or airfields. */
export function kesselringView(map: RulesMap, grid: HexGrid, west: Cell[], east: Cell[], rand: Random): RulesView {
  const terrain: TerrainLayer = emptyTerrain();
  terrain.palette = kesselring.terrain.palette.map((t) => ({ ...t }));
  terrain.sideFeatures = kesselring.terrain.sideFeatures.map((f) => ({ ...f }));
  for (const [key, id] of Object.entries(map.terrain.hexes)) terrain.hexes[key] = painted[id] ?? 'open';
  Object.assign(terrain.hexsides, map.terrain.hexsides);
  Object.assign(terrain.links, map.terrain.links);
  const kwMap = createRulesMap('bench', grid, terrain);
  const unit = (id: string, cell: Cell, attrs: RulesUnit['attrs']): RulesUnit => ({ id, name: id, kind: 'unit', cell, key: cellKey(cell), face: 0, attack: 5, defence: 5, movement: 6, steps: 2, stepsLeft: 2, attrs });
  const units = [
    ...west.map((c, i) => unit(`W${i}`, c, { side: 'Allies', nationality: i % 2 ? 'US' : 'British', type: i % 5 === 0 ? 'motorized-infantry' : 'infantry', movement: 6 })),
    ...east.map((c, i) => unit(`E${i}`, c, { side: 'Axis', nationality: 'German', type: i % 3 === 0 ? 'armored-infantry' : 'infantry', movement: 6 })),
  ];
  const land = (cells: Cell[]) => cells.filter((c) => terrain.hexes[cellKey(c)] !== 'sea');
  const pick = (cells: Cell[]) => Array.from({ length: 30 }, () => cells[Math.floor(rand() * cells.length)]);
  const ports = pick(land(west));
  const fields = pick(land(east));
  units.push(...ports.map((c, i) => unit(`WG${i}`, c, { side: 'Allies', nationality: 'US', type: 'garrison', movement: 0 })));
  units.push(...fields.map((c, i) => unit(`EG${i}`, c, { side: 'Axis', nationality: 'German', type: 'garrison', movement: 0 })));
  units.sort((a, b) => a.cell.col - b.cell.col || a.cell.row - b.cell.row);
  return {
    map: kwMap, units, tables: { tec: benchTec }, control: {}, offMap: [],
    values: { ports: ports.map((c) => kwMap.label(c)), airfields: fields.map((c) => kwMap.label(c)) },
  };
}

/** Medians of Kesselring's reach (per Allied mover, on a fresh view) and of one side's whole-table LOC check. */
export function kesselringTimes(base: RulesView, rounds: number): { reachMs: number; locMs: number; reachCells: number; alliesOutOfSupply: number; alliedUnits: number } {
  const movers = base.units.filter((u) => u.attrs.side === 'Allies' && u.attrs.type !== 'garrison').filter((_, i) => i % 15 === 0);
  const reachTimes: number[] = [];
  const cells: number[] = [];
  const locTimes: number[] = [];
  let cut = 0;
  for (let pass = 0; pass <= rounds; pass++) {
    for (const u of movers) {
      const view = { ...base };
      let size = 0;
      const ms = time(() => (size = kesselring.reach(view, [u.id], u.cell).cost.size));
      if (pass > 0) {
        reachTimes.push(ms);
        cells.push(size);
      }
    }
    const view = { ...base };
    const ms = time(() => (cut = outOfSupply(view, 'Allies').length));
    if (pass > 0) locTimes.push(ms);
  }
  return { reachMs: median(reachTimes), locMs: median(locTimes), reachCells: median(cells), alliesOutOfSupply: cut, alliedUnits: base.units.filter((u) => u.attrs.side === 'Allies').length };
}
