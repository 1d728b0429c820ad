/**
 * Rules assistant benchmark, run in Node (no browser): how long the rules kit takes for the two
 * questions a ruleset asks most, on a 60×40 hex map with mixed terrain and 600 units of two sides.
 *
 * - Reach: `reachable` for a unit with allowance 8 under a realistic step rule (terrain costs,
 *   roads at ½, +1 across rivers, lakes prohibited, enemy-occupied hexes blocked, stop on entering
 *   an enemy zone of control), against a plain breadth-first flood of the same 8 steps from the
 *   same hex with no rules.
 * - Supply: one whole-table flood with `connected` from the friendly map edge, blocked by enemy
 *   units and their zones of control (building those zones included), against a plain flood of
 *   the whole map from the same edge.
 * Both baselines step with the kit's own `neighboursOn` and `cellKey`, so the ratios are what the
 * rules cost on top of walking the grid.
 * - Caporetto: the ruleset's own `reach` (a counter lifted) and `checkMove` (dropped on a hex of
 *   that reach, asked of the same view as the app does, and of a fresh view) in the Movement
 *   Sub-phase and the Strategic Movement Phase, on the same map read with Caporetto's terrain,
 *   the same units as Italian and Austro-Hungarian divisions, and 60 town hexes marked.
 *
 * - Kesselring's War: its `reach` for Allied divisions and the whole-table LOC check of the Allies
 *   (tests/bench/kesselringBench.ts), beside the same plain floods.
 *
 * Built by run.mjs with Vite's SSR build and run as `node .bench/ssr-rules/rulesBench.js`.
 * Everything is seeded (`seededRandom`), so every run times the same table. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { seededRandom, type Random } from '../../src/dice/dice';
import { standardNumbering, type Cell, type HexGrid } from '../../src/model/grid';
import { emptyTerrain, type TerrainLayer } from '../../src/terrain/terrain';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { caporetto } from '../../rulesets/caporetto/index';
import { kesselringTimes, kesselringView } from './kesselringBench';
import {
  cellKey,
  connected,
  distanceOn,
  createRulesMap,
  linkBetween,
  neighboursOn,
  pairKey,
  reachable,
  sideBetween,
  terrainOf,
  zoneOfControl,
  type CellKey,
  type RulesMap,
  type StepRule,
} from '../../src/rules/kit';

const columns = 60;
const rows = 40;
const unitsPerSide = 300;
const allowance = 8;
/** Units whose reach is timed, and rounds over them. */
const movers = 20;
const reachRounds = 25;
const supplyRounds = 200;

const grid: HexGrid = { kind: 'hex', orientation: 'flat', dx: 60, dy: 69.2820323, originX: 60, originY: 60, shiftOdd: true, columns, rows, numbering: standardNumbering, showLines: false };

/** Terrain types with their movement cost (null: may not enter) and how often they are painted. */
const terrainTypes: { id: string; cost: number | null; share: number }[] = [
  { id: 'clear', cost: 1, share: 0.55 },
  { id: 'forest', cost: 2, share: 0.2 },
  { id: 'mountain', cost: 3, share: 0.12 },
  { id: 'marsh', cost: 2, share: 0.1 },
  { id: 'lake', cost: null, share: 0.03 },
];
const terrainCost = new Map(terrainTypes.map((t) => [t.id, t.cost]));

function pickTerrain(rand: Random): string {
  let roll = rand();
  for (const t of terrainTypes) {
    if (roll < t.share) return t.id;
    roll -= t.share;
  }
  return 'clear';
}

function randomCell(rand: Random, fromCol = 0, toCol = columns): Cell {
  return { col: fromCol + Math.floor(rand() * (toCol - fromCol)), row: Math.floor(rand() * rows) };
}

/** A random walk of `length` hexes joined by a road. */
function layRoad(map: RulesMap, rand: Random, length: number): void {
  let here = randomCell(rand);
  for (let i = 0; i < length; i++) {
    const around = neighboursOn(map, here);
    const next = around[Math.floor(rand() * around.length)];
    map.terrain.links[pairKey(here, next)] = 'road';
    here = next;
  }
}

/** The map: every hex painted, 8% of hexsides rivers, 12 roads of 30 hexes. */
function buildMap(rand: Random): RulesMap {
  const terrain: TerrainLayer = emptyTerrain();
  terrain.palette = terrainTypes.map((t) => ({ id: t.id, name: t.id, colour: '#888888' }));
  const map = createRulesMap('bench', grid, terrain);
  for (let col = 0; col < columns; col++) {
    for (let row = 0; row < rows; row++) {
      const cell = { col, row };
      terrain.hexes[cellKey(cell)] = pickTerrain(rand);
      for (const n of neighboursOn(map, cell)) {
        const key = pairKey(cell, n);
        if (!(key in terrain.hexsides) && rand() < 0.08) terrain.hexsides[key] = 'river';
      }
    }
  }
  for (let i = 0; i < 12; i++) layRoad(map, rand, 30);
  return map;
}

/**
 * Two sides facing each other across the middle of the map, densest at the front: column
 * offsets from the front are the product of two uniform draws, so most units stand near it.
 */
function placeUnits(rand: Random): { west: Cell[]; east: Cell[] } {
  const front = columns / 2;
  const west: Cell[] = [];
  const east: Cell[] = [];
  for (let i = 0; i < unitsPerSide; i++) {
    west.push({ col: front - 1 - Math.floor(rand() * rand() * front), row: Math.floor(rand() * rows) });
    east.push({ col: front + Math.floor(rand() * rand() * front), row: Math.floor(rand() * rows) });
  }
  return { west, east };
}

/** What the west side's rules read about the east side: where its units are and their zone. */
interface Enemy {
  occupied: Set<CellKey>;
  zone: Set<CellKey>;
}

function enemyOf(map: RulesMap, units: Cell[]): Enemy {
  return { occupied: new Set(units.map(cellKey)), zone: zoneOfControl(map, units, (_from, into) => terrainOf(map, into) !== 'lake') };
}

/** A typical game's movement for a west unit. */
function movementRule(map: RulesMap, enemy: Enemy): StepRule {
  return {
    cost(from, to) {
      const key = cellKey(to);
      if (enemy.occupied.has(key)) return null;
      if (linkBetween(map, from, to) === 'road') return 0.5;
      const base = terrainCost.get(terrainOf(map, to) ?? 'clear');
      if (base === null || base === undefined) return null;
      return sideBetween(map, from, to) === 'river' ? base + 1 : base;
    },
    stopsOn: (to) => enemy.zone.has(cellKey(to)),
  };
}

/** Plain breadth-first flood from `sources`, `maxSteps` deep, with no rules at all: the baseline. */
function plainFlood(map: RulesMap, sources: Cell[], maxSteps = Infinity): number {
  const seen = new Set<CellKey>(sources.map(cellKey));
  let layer = sources;
  for (let depth = 0; depth < maxSteps && layer.length > 0; depth++) {
    const next: Cell[] = [];
    for (const cell of layer) {
      for (const n of neighboursOn(map, cell)) {
        const key = cellKey(n);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(n);
      }
    }
    layer = next;
  }
  return seen.size;
}

/** Whole-table supply for the west side: zones built, then one flood from the west edge. */
function westSupply(map: RulesMap, west: Cell[], east: Cell[], sources: Cell[]): Set<CellKey> {
  const enemy = enemyOf(map, east);
  const friendly = new Set(west.map(cellKey));
  return connected(map, sources, (cell) => {
    const key = cellKey(cell);
    if (enemy.occupied.has(key) || terrainOf(map, cell) === 'lake') return false;
    return friendly.has(key) || !enemy.zone.has(key);
  });
}

function time<T>(run: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = run();
  return { ms: performance.now() - t0, value };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

const rand = seededRandom('rules-bench');
const map = buildMap(rand);
const { west, east } = placeUnits(rand);
const enemy = enemyOf(map, east);
const step = movementRule(map, enemy);
const moving = Array.from({ length: movers }, () => west[Math.floor(rand() * west.length)]);
const westEdge = Array.from({ length: rows }, (_, row) => ({ col: 0, row }));

const reachMs: number[] = [];
const reachBfsMs: number[] = [];
const reachCells: number[] = [];
const bfsCells: number[] = [];
for (let pass = 0; pass < reachRounds; pass++) {
  for (const from of moving) {
    const reach = time(() => reachable({ map, from, allowance, step }));
    const bfs = time(() => plainFlood(map, [from], allowance));
    reachMs.push(reach.ms);
    reachBfsMs.push(bfs.ms);
    if (pass === 0) {
      reachCells.push(reach.value.cost.size);
      bfsCells.push(bfs.value);
    }
  }
}

const supplyMs: number[] = [];
const supplyBfsMs: number[] = [];
let supplied = new Set<CellKey>();
for (let pass = 0; pass < supplyRounds; pass++) {
  const supply = time(() => westSupply(map, west, east, westEdge));
  supplyMs.push(supply.ms);
  supplyBfsMs.push(time(() => plainFlood(map, westEdge)).ms);
  supplied = supply.value;
}
const zoneMs = median(Array.from({ length: supplyRounds }, () => time(() => enemyOf(map, east)).ms));

/** The bench map as Caporetto reads it: its terrain ids and features, towns marked, supply sources on both edges. */
function caporettoView(phase: string, towns: string[]): RulesView {
  const painted: Record<string, string> = { clear: 'clear', forest: 'rough', mountain: 'mountain', marsh: 'marsh', lake: 'sea' };
  const terrain: TerrainLayer = emptyTerrain();
  terrain.palette = caporetto.terrain.palette.map((t) => ({ ...t }));
  terrain.sideFeatures = caporetto.terrain.sideFeatures.map((f) => ({ ...f }));
  for (const [key, id] of Object.entries(map.terrain.hexes)) terrain.hexes[key] = painted[id] ?? 'clear';
  Object.assign(terrain.hexsides, map.terrain.hexsides);
  // Caporetto's links are railroads (7.8): the bench's roads are read as railroads.
  for (const key of Object.keys(map.terrain.links)) terrain.links[key] = 'railroad';
  const capMap = createRulesMap('bench', grid, terrain);
  const division = (id: string, cell: Cell, nationality: string): RulesUnit => ({
    id, name: id, kind: 'unit', cell, key: cellKey(cell), face: 0, attack: 3, defence: 3, movement: 4, steps: 2, stepsLeft: 2,
    attrs: { nationality, type: 'infantry', attack: 3, defence: 3, movement: 4 },
  });
  const units = [...west.map((c, i) => division(`W${i}`, c, 'Italian')), ...east.map((c, i) => division(`E${i}`, c, 'Austro-Hungarian'))];
  units.sort((a, b) => a.cell.col - b.cell.col || a.cell.row - b.cell.row);
  const eastEdge = Array.from({ length: rows }, (_, row) => capMap.label({ col: columns - 1, row }));
  return { map: capMap, units, values: { phase, turn: 3, towns, supplyCentralPowers: eastEdge }, tables: {}, control: {}, offMap: [] };
}

/** Medians of Caporetto's reach and drop verdict for west divisions clear of enemy zones, each on a fresh view (a table change builds one). */
function caporettoTimes(phase: string, towns: string[], movers: RulesUnit[]) {
  const base = caporettoView(phase, towns);
  const reachTimes: number[] = [];
  const dropTimes: number[] = [];
  const freshTimes: number[] = [];
  const cells: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    for (const unit of movers) {
      const view = { ...base };
      const lifted = time(() => caporetto.reach(view, [unit.id], unit.cell));
      const keys = [...lifted.value.cost.keys()];
      const [col, row] = keys[keys.length - 1].split(',').map(Number);
      const query = { pieceIds: [unit.id], from: unit.cell, path: [], to: { col, row } };
      const dropped = time(() => caporetto.checkMove(view, query)).ms;
      const fresh = time(() => caporetto.checkMove({ ...base }, query)).ms;
      // The first pass warms the code up and is not counted.
      if (pass === 0) continue;
      reachTimes.push(lifted.ms);
      dropTimes.push(dropped);
      freshTimes.push(fresh);
      cells.push(lifted.value.cost.size);
    }
  }
  return { reach: round(median(reachTimes)), checkMove: round(median(dropTimes)), checkMoveFresh: round(median(freshTimes)), cells: median(cells) };
}

const capRand = seededRandom('rules-bench-caporetto');
const towns = new Set<string>();
while (towns.size < 60) towns.add(map.label(randomCell(capRand)));
const capUnits = caporettoView('movement', [...towns]).units;
const capEast = capUnits.filter((u) => u.attrs.nationality !== 'Italian');
const capFree = capUnits.filter((u) => u.attrs.nationality === 'Italian' && capEast.every((e) => distanceOn(map, e.cell, u.cell) > 2));
const capMovers = Array.from({ length: Math.min(movers, capFree.length) }, (_, i) => capFree[Math.floor((i * capFree.length) / Math.min(movers, capFree.length))]);
const capMovement = caporettoTimes('movement', [...towns], capMovers);
const capStrategic = caporettoTimes('strategic', [...towns], capMovers);

const kw = kesselringTimes(kesselringView(map, grid, west, east, seededRandom('rules-bench-kesselring')), 5);

const reachMedianMs = median(reachMs);
const bfsMedianMs = median(reachBfsMs);
const supplyMedianMs = median(supplyMs);
const supplyBfsMedianMs = median(supplyBfsMs);
console.log(
  JSON.stringify({
    map: `${columns}x${rows}`,
    units: west.length + east.length,
    allowance,
    reachMedianMs: round(reachMedianMs),
    bfsMedianMs: round(bfsMedianMs),
    reachVsBfs: round(reachMedianMs / bfsMedianMs, 2),
    reachP95Ms: round(reachMs.sort((a, b) => a - b)[Math.floor(reachMs.length * 0.95)]),
    reachCellsMedian: median(reachCells),
    bfsCellsMedian: median(bfsCells),
    supplyMedianMs: round(supplyMedianMs),
    supplyBfsMedianMs: round(supplyBfsMedianMs),
    supplyVsBfs: round(supplyMedianMs / supplyBfsMedianMs, 2),
    zoneBuildMedianMs: round(zoneMs),
    suppliedCells: supplied.size,
    westUnits: west.length,
    westUnitsInSupply: west.filter((c) => supplied.has(cellKey(c))).length,
    caporettoTowns: towns.size,
    caporettoMovers: capMovers.length,
    caporettoMovementReachMedianMs: capMovement.reach,
    caporettoMovementCheckMoveMedianMs: capMovement.checkMove,
    caporettoMovementCheckMoveFreshMedianMs: capMovement.checkMoveFresh,
    caporettoMovementReachCellsMedian: capMovement.cells,
    caporettoStrategicReachMedianMs: capStrategic.reach,
    caporettoStrategicCheckMoveMedianMs: capStrategic.checkMove,
    caporettoStrategicCheckMoveFreshMedianMs: capStrategic.checkMoveFresh,
    caporettoStrategicReachCellsMedian: capStrategic.cells,
    kesselringReachMedianMs: round(kw.reachMs),
    kesselringReachVsBfs: round(kw.reachMs / bfsMedianMs, 2),
    kesselringReachCellsMedian: kw.reachCells,
    kesselringLocAllUnitsMedianMs: round(kw.locMs),
    kesselringLocVsWholeMapBfs: round(kw.locMs / supplyBfsMedianMs, 2),
    kesselringAlliedUnits: kw.alliedUnits,
    kesselringAlliedOutOfSupply: kw.alliesOutOfSupply,
  }),
);
